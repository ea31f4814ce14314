"""Continuous effects and the layer system (CR 611–613).

Each test builds a position, lets the game run (casting, resolving, advancing steps) and checks
the characteristics :func:`manastack.rules.layers.chars` reports.
"""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind, DeclareAttacker, Done
from manastack.game import Game
from manastack.model.types import Keyword, Step
from manastack.position import advance_to, position, resolve
from manastack.rules.layers import chars
from manastack.state.effects import ControlChange
from tests.drivers import ALICE, BOB, activate, attackers_offered, cast, priority_to, pt, to_declare_attackers

# ---- helpers -------------------------------------------------------------------------------------


def steal_with_sower(g: Game, victim: int) -> None:
    """Cast Sower of Temptation and target ``victim`` with its enters trigger."""
    cast(g, "Sower of Temptation")
    resolve(g)  # the spell; the trigger then asks for its target
    assert g.decision.kind is DecisionKind.TARGET
    g.apply(Choose(victim))
    resolve(g)


# ---- layer 7: power and toughness ----------------------------------------------------------------


def test_613_4c_anthem_counter_and_pump_all_modify_in_layer_7c() -> None:
    """CR 613.4c: a static "+1/+1" effect, +1/+1 counters and an "until end of turn" pump all
    modify power/toughness in layer 7c and add up."""
    g = position({
        "alice": {"battlefield": ["Forest", "Glorious Anthem", {"card": "Grizzly Bears", "as": "bears", "counters": {"+1/+1": 2}}],
                  "hand": ["Giant Growth"], "library": ["Forest"] * 5},
        "bob": {"library": ["Forest"] * 5},
    })
    assert pt(g, "bears") == (5, 5)  # 2/2 + 1/1 anthem + 2 counters
    cast(g, "Giant Growth", g.state.labels["bears"])
    resolve(g)
    assert pt(g, "bears") == (8, 8)


def test_613_4b_set_pt_applies_before_modify_regardless_of_timestamp() -> None:
    """CR 613.4b–c: an effect setting base power/toughness (layer 7b) applies before a pump
    (layer 7c) even when the pump is older: Giant Growth, then Godhead of Awe, leaves a 4/4."""
    g = position({
        "alice": {"battlefield": ["Forest", "Plains", "Plains", "Island", "Island", "Island", {"card": "Grizzly Bears", "as": "bears"}],
                  "hand": ["Giant Growth", "Godhead of Awe"], "library": ["Forest"] * 5},
        "bob": {"library": ["Forest"] * 5},
    })
    cast(g, "Giant Growth", g.state.labels["bears"])
    resolve(g)
    assert pt(g, "bears") == (5, 5)
    cast(g, "Godhead of Awe")
    resolve(g)
    godhead = next(o for o in g.state.battlefield if g.state.objects[o].name == "Godhead of Awe")
    # The pump's timestamp is earlier than Godhead's, yet 7b (base 1/1) comes first: 1/1 + 3/3.
    assert pt(g, "bears") == (4, 4)
    assert (chars(g.state, godhead).power, chars(g.state, godhead).toughness) == (4, 4)  # "other creatures"


def test_613_4b_counters_still_count_on_top_of_a_set_base() -> None:
    """CR 613.4b–c: counters apply in 7c, after a base power/toughness set in 7b."""
    g = position({
        "alice": {"battlefield": [{"card": "Grizzly Bears", "as": "bears", "counters": {"+1/+1": 1}}, "Godhead of Awe", "Glorious Anthem"]},
        "bob": {},
    })
    assert pt(g, "bears") == (3, 3)  # 1/1 + counter + anthem


def test_613_4a_cda_applies_first_and_sees_layer_4_types() -> None:
    """CR 613.4a, 604.3: Nightmare's characteristic-defining ability counts Swamps you control,
    including lands made Swamps in layer 4 (Urborg), and is applied before 7c modifications."""
    g = position({
        "alice": {"battlefield": ["Swamp", "Swamp", "Forest", {"card": "Nightmare", "as": "nightmare"}]},
        "bob": {"battlefield": ["Swamp", "Swamp"]},
    })
    assert pt(g, "nightmare") == (2, 2)  # only Swamps alice controls
    g = position({
        "alice": {"battlefield": ["Swamp", "Swamp", "Forest", {"card": "Nightmare", "as": "nightmare"}, "Urborg, Tomb of Yawgmoth", "Glorious Anthem"]},
        "bob": {"battlefield": ["Swamp"]},
    })
    # Swamp, Swamp, Forest (a Swamp via Urborg), Urborg itself: 4, then +1/+1.
    assert pt(g, "nightmare") == (5, 5)


def test_613_4a_cda_is_overridden_by_a_later_layer_7b_effect() -> None:
    """CR 613.4a–b: a CDA (7a) is applied before an effect setting base power/toughness (7b), so
    Godhead of Awe makes Nightmare 1/1 however many Swamps there are."""
    g = position({
        "alice": {"battlefield": ["Swamp", "Swamp", "Swamp", {"card": "Nightmare", "as": "nightmare"}, "Godhead of Awe"]},
        "bob": {},
    })
    assert pt(g, "nightmare") == (1, 1)


def test_613_7_timestamp_order_within_layer_7b() -> None:
    """CR 613.7: within a sublayer effects apply in timestamp order, so the later of two base-P/T
    setters wins: Ensoul Artifact (5/5) versus Godhead of Awe (1/1) on an ensouled artifact."""
    aura_last = position({
        "alice": {"battlefield": [{"card": "Bonesplitter", "as": "art"}, "Godhead of Awe", {"card": "Ensoul Artifact", "attached_to": "art"}]},
        "bob": {},
    })
    assert pt(aura_last, "art") == (5, 5)
    godhead_last = position({
        "alice": {"battlefield": [{"card": "Bonesplitter", "as": "art"}, {"card": "Ensoul Artifact", "attached_to": "art"}, "Godhead of Awe"]},
        "bob": {},
    })
    assert pt(godhead_last, "art") == (1, 1)


# ---- layer 4 and dependency ----------------------------------------------------------------------


def test_613_1d_type_added_in_layer_4_brings_the_object_under_an_older_anthem() -> None:
    """CR 613.1d, 613.9 example: a type-changing effect applies in layer 4, before layer 7c, so an
    anthem older than the effect still pumps the artifact it turned into a creature."""
    g = position({
        "alice": {"battlefield": ["Glorious Anthem", {"card": "Bonesplitter", "as": "art"}, {"card": "Ensoul Artifact", "attached_to": "art"}]},
        "bob": {},
    })
    c = chars(g.state, g.state.labels["art"])
    assert c.is_creature
    assert (c.power, c.toughness) == (6, 6)


def test_613_8_dependency_overrides_timestamp_order_in_layer_4() -> None:
    """CR 613.8a–b: Living Lands ("All Forests are 1/1 creatures") depends on Yavimaya ("Each land
    is a Forest"), which changes what it applies to; so Yavimaya applies first though it is newer,
    the Plains becomes a 1/1 Forest creature, and the anthem then applies to it."""
    g = position({
        "alice": {"battlefield": ["Living Lands", "Glorious Anthem", {"card": "Plains", "as": "plains"}, "Yavimaya, Cradle of Growth"]},
        "bob": {"battlefield": [{"card": "Island", "as": "island"}]},
    })
    plains = chars(g.state, g.state.labels["plains"])
    assert "Forest" in plains.subtypes and plains.is_creature
    assert (plains.power, plains.toughness) == (2, 2)  # 1/1 from Living Lands, +1/+1 anthem
    island = chars(g.state, g.state.labels["island"])
    assert island.is_creature and (island.power, island.toughness) == (1, 1)  # bob's: no anthem


# ---- layer 2: control ----------------------------------------------------------------------------


def test_613_1b_control_change_until_end_of_turn() -> None:
    """CR 613.1b, 611.2a: Act of Treason gives alice control of bob's creature until end of turn
    (untapped, with haste, so it can attack bob); at cleanup control returns to bob (514.2)."""
    g = position({
        "alice": {"battlefield": ["Mountain", "Mountain", "Mountain", "Plains"], "hand": ["Act of Treason"], "library": ["Forest"] * 5},
        "bob": {"battlefield": [{"card": "Hill Giant", "as": "giant", "tapped": True}], "library": ["Forest"] * 5},
    })
    giant = g.state.labels["giant"]
    cast(g, "Act of Treason", giant)
    resolve(g)
    c = chars(g.state, giant)
    assert c.controller == ALICE and not g.state.objects[giant].tapped
    to_declare_attackers(g)
    assert giant in attackers_offered(g)
    g.apply(DeclareAttacker(giant, BOB))  # "Done" is then the only option and is answered by itself
    advance_to(g, Step.END)
    assert g.state.teams[BOB].life == 17
    assert chars(g.state, giant).controller == ALICE
    advance_to(g, Step.UPKEEP, turn=4)
    assert chars(g.state, giant).controller == BOB
    assert Keyword.HASTE not in chars(g.state, giant).keywords  # "gains haste until end of turn" ended too
    assert not any(isinstance(e.effect, ControlChange) for e in g.state.effects)


def test_302_6_new_controller_cannot_attack_with_a_stolen_creature_this_turn() -> None:
    """CR 302.6, 613.1b: after Sower of Temptation takes bob's Grizzly Bears, alice hasn't
    controlled it continuously since her turn began, so it can't attack; on her next turn it can."""
    g = position({
        "alice": {"battlefield": ["Island", "Island", "Island", "Island", "Plains", {"card": "Savannah Lions", "as": "lions"}],
                  "hand": ["Sower of Temptation"], "library": ["Forest"] * 5},
        "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}], "library": ["Forest"] * 5},
    })
    bears = g.state.labels["bears"]
    steal_with_sower(g, bears)
    assert chars(g.state, bears).controller == ALICE
    to_declare_attackers(g)
    assert g.state.turn == 3
    assert g.state.labels["lions"] in attackers_offered(g) and bears not in attackers_offered(g)
    g.apply(Done())
    assert g.state.step is not Step.DECLARE_ATTACKERS or g.decision.kind is not DecisionKind.DECLARE_ATTACKERS
    advance_to(g, Step.PRECOMBAT_MAIN, turn=5)
    to_declare_attackers(g)
    assert chars(g.state, bears).controller == ALICE
    assert bears in attackers_offered(g)


def test_611_2b_control_for_as_long_as_source_remains_ends_when_it_leaves() -> None:
    """CR 611.2b: "for as long as this creature remains on the battlefield" ends the moment Sower
    of Temptation leaves — control of the Bears returns to bob at once, not at the next step."""
    g = position({
        "alice": {"battlefield": ["Island", "Island", "Island", "Island", "Plains"], "hand": ["Sower of Temptation"]},
        "bob": {"battlefield": ["Mountain", {"card": "Grizzly Bears", "as": "bears"}], "hand": ["Lightning Bolt"]},
    })
    bears = g.state.labels["bears"]
    steal_with_sower(g, bears)
    assert chars(g.state, bears).controller == ALICE
    sower = next(o for o in g.state.battlefield if g.state.objects[o].name == "Sower of Temptation")
    priority_to(g, BOB)
    cast(g, "Lightning Bolt", sower)
    resolve(g)
    assert g.state.step is Step.PRECOMBAT_MAIN and sower not in g.state.battlefield
    assert chars(g.state, bears).controller == BOB


def test_302_6_creature_returning_to_its_owner_is_sick_for_him_that_turn() -> None:
    """CR 302.6, 611.2b: Sower of Temptation took bob's Bears on alice's turn 3 and alice kept them
    through her turn 5. When bob kills the Sower on his turn 6, the Bears return to him, but he
    hasn't controlled them continuously since his turn began, so they can't attack that turn."""
    g = position({
        "alice": {"battlefield": ["Island", "Island", "Island", "Island", "Plains"], "hand": ["Sower of Temptation"], "library": ["Plains"] * 5},
        "bob": {"battlefield": ["Mountain", "Mountain", {"card": "Grizzly Bears", "as": "bears"}, {"card": "Savannah Lions", "as": "lions"}],
                "hand": ["Lightning Bolt"], "library": ["Forest"] * 5},
    })
    bears = g.state.labels["bears"]
    steal_with_sower(g, bears)
    advance_to(g, Step.PRECOMBAT_MAIN, turn=6)
    assert chars(g.state, bears).controller == ALICE and g.decision.player == BOB
    sower = next(o for o in g.state.battlefield if g.state.objects[o].name == "Sower of Temptation")
    cast(g, "Lightning Bolt", sower)
    resolve(g)
    assert chars(g.state, bears).controller == BOB
    to_declare_attackers(g)
    assert g.state.turn == 6
    offered = attackers_offered(g)
    assert g.state.labels["lions"] in offered and bears not in offered


# ---- durations and attachments -------------------------------------------------------------------


def test_514_2_until_end_of_turn_effects_end_in_cleanup() -> None:
    """CR 514.2, 611.2a: Giant Growth's +3/+3 lasts through the end step and ends in cleanup."""
    g = position({
        "alice": {"battlefield": ["Forest", "Plains", {"card": "Grizzly Bears", "as": "bears"}], "hand": ["Giant Growth"], "library": ["Forest"] * 5},
        "bob": {"library": ["Forest"] * 5},
    })
    cast(g, "Giant Growth", g.state.labels["bears"])
    resolve(g)
    advance_to(g, Step.END)
    assert pt(g, "bears") == (5, 5)
    advance_to(g, Step.UPKEEP, turn=4)
    assert pt(g, "bears") == (2, 2)
    assert not any(e.power for e in g.state.effects)


def test_613_equipment_bonus_follows_the_equipped_creature() -> None:
    """CR 301.5, 613.4c, 702.6: Bonesplitter's +2/+0 applies to whichever creature it is attached
    to; re-equipping moves the bonus."""
    g = position({
        "alice": {"battlefield": ["Plains", "Plains", {"card": "Bonesplitter", "as": "bs"},
                                  {"card": "Grizzly Bears", "as": "bears"}, {"card": "Savannah Lions", "as": "lions"}]},
        "bob": {},
    })
    bs = g.state.labels["bs"]
    activate(g, "Activate Bonesplitter: Equip", g.state.labels["bears"])
    resolve(g)
    assert g.state.objects[bs].attached_to == g.state.labels["bears"]
    assert pt(g, "bears") == (4, 2) and pt(g, "lions") == (2, 1)
    activate(g, "Activate Bonesplitter: Equip", g.state.labels["lions"])
    resolve(g)
    assert pt(g, "bears") == (2, 2) and pt(g, "lions") == (4, 1)


def test_613_aura_bonus_applies_only_while_attached() -> None:
    """CR 303.4, 613.4c: Holy Strength's +1/+2 applies to the enchanted creature (3 damage no longer
    kills the Bears); when that creature dies, the Aura is put into the graveyard (704.5m) and no
    other creature gets the bonus."""
    g = position({
        "alice": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}, {"card": "Savannah Lions", "as": "lions"},
                                  {"card": "Holy Strength", "as": "aura", "attached_to": "bears"}]},
        "bob": {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"]},
    })
    assert pt(g, "bears") == (3, 4) and pt(g, "lions") == (2, 1)
    priority_to(g, BOB)
    cast(g, "Lightning Bolt", g.state.labels["bears"])
    resolve(g)
    assert g.state.objects[g.state.labels["bears"]].zone.value == "battlefield"  # 3 damage, toughness 4
    priority_to(g, BOB)
    cast(g, "Shock", g.state.labels["bears"])
    resolve(g)
    assert g.state.objects[g.state.labels["bears"]].zone.value == "graveyard"
    assert g.state.objects[g.state.labels["aura"]].zone.value == "graveyard"
    assert pt(g, "lions") == (2, 1)


def test_613_functioning_abilities_follow_the_state_and_stay_per_copy() -> None:
    """The abilities of permanents by kind (:func:`functioning_abilities`, used for replacement
    effects and triggers) are those the layers give at the current state version, and a copy of
    the game keeps its own: a creature entering one copy has no abilities in the other."""
    from manastack.model.abilities import ActivatedAbility, StaticAbility
    from manastack.rules.layers import functioning_abilities

    g = position({
        "alice": {"battlefield": ["Forest", "Forest", "Glorious Anthem"], "hand": ["Llanowar Elves"], "library": ["Forest"] * 5},
        "bob": {"library": ["Forest"] * 5},
    })

    def names(game: Game, kind: type) -> list[str]:
        return [game.state.objects[o].name for o, _, _, _ in functioning_abilities(game.state, kind)]

    assert names(g, StaticAbility) == ["Glorious Anthem"]
    assert names(g, ActivatedAbility) == ["Forest", "Forest"]
    before = g.copy()
    cast(g, "Llanowar Elves")
    resolve(g)
    assert names(g, ActivatedAbility) == ["Forest", "Forest", "Llanowar Elves"]
    assert names(before, ActivatedAbility) == ["Forest", "Forest"]
    elves = next(o for o in g.state.battlefield if g.state.objects[o].name == "Llanowar Elves")
    assert (chars(g.state, elves).power, chars(g.state, elves).toughness) == (2, 2)  # the anthem applies


def test_613_8a_effects_with_a_locked_in_set_depend_on_none_and_apply_in_timestamp_order() -> None:
    """CR 611.2c, 613.7, 613.8a: "{0}: This creature gets +1/+0 until end of turn" activated 300
    times makes 300 effects whose sets were locked in as they began; no effect can change what
    such an effect applies to, so none depends on another and they apply in timestamp order: the
    creature is 301/1, and the turn stays playable (comparing every effect with every other for
    each one applied took minutes for a few hundred effects: a random game with Hyalopterous
    Lemure's free ability never finished)."""
    import time

    from manastack.model.abilities import ActivatedAbility
    from manastack.model.costs import Cost
    from manastack.model.effects import ModifyPT
    from manastack.model.filters import This
    from tests.cardlib import creature

    text = "{0}: This creature gets +1/+0 until end of turn."
    pumper = creature("Pumper", "{1}", 1, 1, ActivatedAbility(Cost(), (ModifyPT(This(), 1, 0),), text=text))
    g = position({"alice": {"battlefield": [{"card": pumper, "as": "p"}], "library": ["Plains"] * 5}, "bob": {"library": ["Plains"] * 5}})
    t0 = time.perf_counter()
    for _ in range(300):
        g.apply(f"Activate Pumper: {text}")
        resolve(g)
    assert pt(g, "p") == (301, 1)
    assert time.perf_counter() - t0 < 20  # about 1 s; 200 effects took 14 s before


# ---- the characteristics kept between versions of the state -------------------------------------


def _kept(g: Game) -> object:
    """The permanents' characteristics the state holds (see manastack.rules.layers.chars)."""
    assert g.state.chars_cache is not None
    return g.state.chars_cache[1]


def test_characteristics_are_kept_while_no_permanent_changes_and_computed_again_when_one_does() -> None:
    """Tapping a land for mana changes the game but none of what the layers read (a land's being
    tapped is not a characteristic): the characteristics computed before are kept. A new effect
    (Giant Growth, 611.2) is computed in."""
    g = position({
        "alice": {"battlefield": ["Forest", "Glorious Anthem", {"card": "Grizzly Bears", "as": "bears"}],
                  "hand": ["Giant Growth", "Forest"], "library": ["Forest"] * 5},
        "bob": {"library": ["Forest"] * 5},
    })
    assert pt(g, "bears") == (3, 3)
    before, version = _kept(g), g.state.version
    g.apply("Activate Forest: {T}: Add {G}.")
    assert g.state.version != version
    assert pt(g, "bears") == (3, 3)
    assert _kept(g) is before
    cast(g, "Giant Growth", g.state.labels["bears"])
    resolve(g)
    assert pt(g, "bears") == (6, 6)
    assert _kept(g) is not before


def test_a_count_of_cards_in_hand_is_computed_again_when_the_hand_changes() -> None:
    """CR 604.3: Minas Tirith Garrison's power is the number of cards in its controller's hand. Its
    characteristics are kept while that hand is unchanged (mana added) and change with the hand
    though no permanent changes (a spell cast from it, still on the stack)."""
    g = position({
        "alice": {"battlefield": ["Forest", "Forest", {"card": "Minas Tirith Garrison", "as": "garrison"}],
                  "hand": ["Giant Growth", "Island", "Swamp"], "library": ["Forest"] * 5},
        "bob": {"library": ["Forest"] * 5},
    })
    assert pt(g, "garrison") == (3, 5)
    before = _kept(g)
    g.apply("Activate Forest: {T}: Add {G}. [1]")
    assert pt(g, "garrison") == (3, 5)
    assert _kept(g) is before
    cast(g, "Giant Growth", g.state.labels["garrison"])
    assert len(g.state.stack) == 1
    assert pt(g, "garrison") == (2, 5)
    resolve(g)
    assert pt(g, "garrison") == (5, 8)


def test_a_static_ability_with_a_condition_is_evaluated_again_at_every_change() -> None:
    """CR 611.3a: "as long as you have 30 or more life" is checked continuously. Gaining life changes
    no permanent, yet Serra Ascendant gets +5/+5 and flying as its controller reaches 30 life: a
    computation that evaluated a condition is kept for its own version of the state only."""
    g = position({
        "alice": {"life": 27, "battlefield": ["Plains", "Plains", {"card": "Serra Ascendant", "as": "ascendant"}],
                  "hand": ["Revitalize"], "library": ["Plains"] * 5},
        "bob": {"library": ["Plains"] * 5},
    })
    assert pt(g, "ascendant") == (1, 1)
    cast(g, "Revitalize")
    resolve(g)
    assert g.state.teams[ALICE].life == 30
    assert pt(g, "ascendant") == (6, 6)
    assert Keyword.FLYING in chars(g.state, g.state.labels["ascendant"]).keywords
