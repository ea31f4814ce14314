"""Casting spells (CR 601), timing (117.1a, 307.1, 702.8a), total cost (601.2f), countering
(701.6a), resolution with illegal targets (608.2b) and activated abilities (602)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.actions import CastSpell, ChooseNumber, DecisionKind, Pass
from manastack.errors import IllegalActionError
from manastack.game import Game
from manastack.position import position, resolve
from tests.drivers import events, names, on_battlefield, options

LIB = ["Forest"] * 6


def fingerprint(g: Game) -> tuple[Any, ...]:
    """Everything a cancelled cast could have touched (the RNG object compares by identity)."""
    s = g.state
    return (
        [(list(p.hand), list(p.library), list(p.graveyard), list(p.mana_pool), p.lands_played) for p in s.players],
        [t.life for t in s.teams],
        {k: (o.zone, o.tapped, dict(o.counters), o.controller, dict(o.abilities_used_this_turn)) for k, o in s.objects.items()},
        list(s.battlefield), list(s.stack), list(s.exile), len(s.log), s.next_id, s.priority,
    )


# ---- 601.2: the steps of casting a spell -------------------------------------------------------


def test_601_2_announce_x_then_targets_then_pay_then_cast() -> None:
    """CR 601.2a–i: the card moves to the stack, X is announced (b), targets are chosen (c), the
    total cost is determined (f), mana abilities are activated (g) and the cost paid (h), and only
    then does the spell become cast (i)."""
    g = position({"alice": {"battlefield": ["Mountain"] * 4, "hand": ["Blaze"], "library": LIB},
                  "bob": {"battlefield": ["Grizzly Bears", "Island"], "library": LIB}})
    g.apply("Cast Blaze")
    assert g.decision is not None and g.decision.kind.value == "choose X"
    # 601.2a: the card is already on the stack while choices are made.
    assert names(g, g.state.stack) == ["Blaze"] and g.state.players[0].hand == []
    g.apply("3")
    assert g.decision.kind.value == "choose a target"
    assert set(options(g)) == {"alice", "bob", "Grizzly Bears"}
    g.apply("bob")
    assert g.decision.kind.value == "pay mana"
    g.apply("Pay automatically")
    kinds = [e.event for e in g.log]
    first = kinds.index("zone_change")
    assert g.log[first].get("to") == "stack" and "601.2a" in g.log[first].rules
    assert first < kinds.index("mana_added") < kinds.index("mana_spent") < kinds.index("spell_cast")
    cast = events(g, "spell_cast")[0]
    assert cast.get("x") == 3 and cast.get("targets") == ["bob"] and cast.rules == ("601.2i",)
    assert all(g.state.objects[o].tapped for o in g.state.battlefield if g.state.objects[o].name == "Mountain")
    resolve(g)
    assert g.state.teams[1].life == 17
    assert names(g, g.state.players[0].graveyard) == ["Blaze"]


def test_601_2f_total_cost_includes_x() -> None:
    """CR 601.2f, 107.3a: {X}{R} with X = 3 costs four mana; the X values offered are those the
    player could pay, and X larger than the available mana can't be announced."""
    g = position({"alice": {"battlefield": ["Mountain"] * 4, "hand": ["Blaze"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Cast Blaze")
    assert options(g) == ["0", "1", "2", "3"]
    with pytest.raises(IllegalActionError):
        g.apply(ChooseNumber(4))
    g.apply("3")  # the text "3" is X = 3, not the third option
    g.apply("bob")
    g.apply("Pay automatically")
    assert events(g, "spell_cast")[0].get("x") == 3


def test_601_2f_x_in_permanent_spell_cost_and_enters_with_x_counters() -> None:
    """CR 601.2f, 107.3a: Walking Ballista for X = 2 costs {4}; it enters with X +1/+1 counters."""
    g = position({"alice": {"battlefield": ["Forest"] * 5, "hand": ["Walking Ballista"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Cast Walking Ballista")
    assert options(g) == ["0", "1", "2"]
    g.apply("2")
    g.apply("Pay automatically")
    assert sum(g.state.objects[o].tapped for o in g.state.battlefield) == 4
    resolve(g)
    ballista = next(o for o in g.state.battlefield if g.state.objects[o].name == "Walking Ballista")
    assert g.state.objects[ballista].counters == {"+1/+1": 2}


def test_107_3m_enters_trigger_uses_the_x_of_the_spell_the_permanent_was() -> None:
    """CR 107.3m, 107.3i, 603.6a: Gadwick cast for X = 2 enters with mana value 3 (its own X is 0)
    and its "When Gadwick enters, draw X cards" draws two cards; returned to the battlefield
    without being cast (Order of Whiteclay), its X is 0 and it draws nothing."""
    from manastack.actions import DecisionKind

    g = position({"alice": {"battlefield": ["Island"] * 5, "hand": ["Gadwick, the Wizened"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Cast Gadwick, the Wizened")
    g.apply("2")
    g.apply("Pay automatically")
    resolve(g)  # the spell: Gadwick enters and its ability triggers
    gadwick = next(o for o in g.state.battlefield if g.state.objects[o].name == "Gadwick, the Wizened")
    assert g.state.objects[gadwick].x == 0 and g.state.objects[gadwick].entered_x == 2
    resolve(g)  # the enters trigger
    assert len(g.state.players[0].hand) == 2
    assert len(events(g, "card_drawn")) == 2

    g = position({"alice": {"battlefield": [{"card": "Order of Whiteclay", "tapped": True}] + ["Plains"] * 3,
                            "graveyard": ["Gadwick, the Wizened"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply(next(a for a in g.legal_actions() if g.describe(a).startswith("Activate Order of Whiteclay")))
    while g.decision is not None and g.decision.kind is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve(g)  # Order's ability: Gadwick returns and its ability triggers
    assert any(g.state.objects[o].name == "Gadwick, the Wizened" for o in g.state.battlefield)
    resolve(g)
    assert events(g, "ability_triggered")[-1].get("source") == "Gadwick, the Wizened"
    assert g.state.players[0].hand == [] and events(g, "card_drawn") == []


# ---- timing ---------------------------------------------------------------------------------------


def test_307_1_sorcery_speed_only_in_own_main_phase_with_empty_stack() -> None:
    """CR 307.1, 117.1a, 702.8a: on an opponent's turn a player may cast instants and spells with
    flash, but not sorceries or creatures without flash."""
    g = position({"alice": {"battlefield": ["Island"] * 3 + ["Swamp", "Mountain"], "hand": ["Divination", "Lightning Bolt", "Orcish Bowmasters", "Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}}, active="bob", step="upkeep")
    g.apply("Pass priority")  # bob passes to alice
    assert g.decision.player == 0
    opts = options(g)
    assert "Cast Lightning Bolt" in opts and "Cast Orcish Bowmasters" in opts
    assert "Cast Divination" not in opts and "Cast Grizzly Bears" not in opts


def test_307_1_sorcery_not_castable_while_stack_is_not_empty() -> None:
    """CR 307.1: a sorcery can be cast during its controller's main phase only while the stack is
    empty; with the player's own instant on the stack it can't be cast."""
    g = position({"alice": {"battlefield": ["Island"] * 3 + ["Mountain"] * 2, "hand": ["Divination", "Lightning Bolt", "Shock"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    assert "Cast Divination" in options(g)
    g.apply("Cast Lightning Bolt")
    g.apply("bob")
    g.apply("Pay automatically")
    assert g.decision.player == 0 and g.state.stack  # 117.3c: alice receives priority again
    opts = options(g)
    assert "Cast Shock" in opts and "Cast Divination" not in opts


# ---- total cost: increases and reductions ---------------------------------------------------------


def test_601_2f_cost_increase_applies_to_each_players_spells() -> None:
    """CR 601.2f: Sphere of Resistance increases the total cost of every spell by {1}: Lightning
    Bolt costs {1}{R}, so one Mountain can't pay for it and two are tapped to cast it."""
    g = position({"alice": {"battlefield": ["Mountain", "Sphere of Resistance"], "hand": ["Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    assert "Cast Lightning Bolt" not in options(g)
    g = position({"alice": {"battlefield": ["Mountain", "Mountain", "Island"], "hand": ["Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": ["Sphere of Resistance", "Island"], "library": LIB}})
    g.apply("Cast Lightning Bolt")
    g.apply("bob")
    assert g.decision.context.endswith("pay {1}{R}")
    g.apply("Pay automatically")
    assert sum(g.state.objects[o].tapped for o in g.state.battlefield) == 2
    assert events(g, "mana_spent")[-1].get("mana") in ("{R}{R}", "{U}{R}")
    resolve(g)
    assert g.state.teams[1].life == 17


def _rider_in_need_from_hand(g: Game) -> None:
    """Cast Rider in Need (the Adventure of Lonesome Unicorn) from hand and let it resolve: the card
    is exiled on an adventure (715.4)."""
    adv = next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.other_face)
    g.apply(adv)
    g.apply("Pay automatically")
    resolve(g)


def test_601_2f_bilbo_reduces_spells_cast_from_outside_the_hand() -> None:
    """CR 601.2f, 715.4: with Bilbo, Thief in the Night, a spell cast from exile costs {1} less;
    the Adventure cast from hand costs its full {2}{W}. Lonesome Unicorn ({4}{W}) cast from exile
    costs {3}{W}."""
    g = position({"alice": {"battlefield": ["Plains"] * 7 + ["Bilbo, Thief in the Night"], "hand": ["Lonesome Unicorn"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    _rider_in_need_from_hand(g)
    assert sum(g.state.objects[o].tapped for o in g.state.battlefield) == 3  # not reduced from hand
    assert "Knight" in on_battlefield(g, 0)
    assert names(g, g.state.exile) == ["Lonesome Unicorn"]
    g.apply("Cast Lonesome Unicorn")
    assert g.decision.context.endswith("pay {3}{W}")
    g.apply("Pay automatically")
    assert all(g.state.objects[o].tapped for o in g.state.battlefield if g.state.objects[o].name == "Plains")
    assert events(g, "spell_cast")[-1].get("from") == "exile"
    resolve(g)
    assert "Lonesome Unicorn" in on_battlefield(g, 0) and g.state.exile == []


def test_601_2f_generic_reduction_never_reduces_colored_mana() -> None:
    """CR 601.2f, 118.7: Bilbo's reduction reduces only generic mana: from exile Lonesome Unicorn
    still needs {W}, so four Mountains can't pay {3}{W}; a cost increase and a reduction combine
    (Sphere of Resistance + Bilbo: {4}{W})."""
    g = position({"alice": {"battlefield": ["Plains"] * 3 + ["Mountain"] * 4 + ["Bilbo, Thief in the Night"], "hand": ["Lonesome Unicorn"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    _rider_in_need_from_hand(g)
    assert sum(g.state.objects[o].tapped for o in g.state.battlefield) == 3
    assert names(g, g.state.exile) == ["Lonesome Unicorn"]
    assert "Cast Lonesome Unicorn" not in options(g)

    g = position({"alice": {"battlefield": ["Plains"] * 9 + ["Bilbo, Thief in the Night", "Sphere of Resistance"], "hand": ["Lonesome Unicorn"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    _rider_in_need_from_hand(g)
    assert sum(g.state.objects[o].tapped for o in g.state.battlefield) == 4  # {2}{W} + {1} from hand
    g.apply("Cast Lonesome Unicorn")
    assert g.decision.context.endswith("pay {4}{W}")
    g.apply("Pay automatically")
    assert not any(g.state.objects[o].tapped is False for o in g.state.battlefield if g.state.objects[o].name == "Plains")


# ---- countering and illegal targets -------------------------------------------------------------


def test_701_6a_countered_spell_goes_to_graveyard_without_effect() -> None:
    """CR 701.6a: Counterspell counters Lightning Bolt: it is removed from the stack into its owner's
    graveyard and none of its effects happen."""
    g = position({"alice": {"battlefield": ["Mountain"] * 2, "hand": ["Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": ["Island"] * 2, "hand": ["Counterspell"], "library": LIB}})
    g.apply("Cast Lightning Bolt")
    g.apply("bob")
    g.apply("Pay automatically")
    g.apply("Pass priority")
    assert g.decision.player == 1
    g.apply("Cast Counterspell")  # the only spell on the stack is the only legal target
    g.apply("Pay automatically")
    assert names(g, g.state.stack) == ["Lightning Bolt", "Counterspell"]
    resolve(g, 2)
    assert g.state.teams[1].life == 20
    assert names(g, g.state.players[0].graveyard) == ["Lightning Bolt"]
    assert names(g, g.state.players[1].graveyard) == ["Counterspell"]
    assert [e.get("object") for e in events(g, "countered")] == ["Lightning Bolt"]
    assert not events(g, "damage_dealt")


def test_608_2b_spell_with_all_targets_illegal_does_not_resolve() -> None:
    """CR 608.2b: Bake into a Pie's only target dies before it resolves; the spell doesn't resolve
    and none of its effects happen — no Food token is created."""
    g = position({"alice": {"battlefield": ["Swamp"] * 4 + ["Mountain"] * 2, "hand": ["Bake into a Pie", "Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}, "Island"], "library": LIB}})
    g.apply("Cast Bake into a Pie")  # the only creature is the only legal target
    g.apply("Pay automatically")
    g.apply("Cast Lightning Bolt")
    g.apply("Grizzly Bears")
    g.apply("Pay automatically")
    resolve(g)  # Lightning Bolt: the bears die
    assert "Grizzly Bears" not in on_battlefield(g)
    resolve(g)
    assert [e.get("card") for e in events(g, "fizzled")] == ["Bake into a Pie"]
    assert "Food" not in on_battlefield(g)
    assert not events(g, "token_created")
    assert "Bake into a Pie" in names(g, g.state.players[0].graveyard)


def test_608_2b_illegal_target_ignored_legal_target_affected() -> None:
    """CR 608.2b: Repel the Darkness targets two creatures; one is destroyed in response. The spell
    resolves: the remaining target is tapped and its controller draws a card."""
    g = position({"alice": {"battlefield": ["Plains"] * 3 + ["Mountain"], "hand": ["Repel the Darkness", "Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}, {"card": "Hill Giant", "as": "giant"}, "Island"], "library": LIB}})
    g.apply("Cast Repel the Darkness")
    g.apply("Grizzly Bears")
    g.apply("Hill Giant")
    g.apply("Pay automatically")
    g.apply("Cast Lightning Bolt")
    g.apply("Grizzly Bears")
    g.apply("Pay automatically")
    hand_before = len(g.state.players[0].hand)
    resolve(g, 2)
    assert not events(g, "fizzled")
    assert g.state.objects[g.state.labels["giant"]].tapped
    assert len(g.state.players[0].hand) == hand_before + 1
    assert names(g, g.state.players[1].graveyard) == ["Grizzly Bears"]


# ---- activated abilities (602) ------------------------------------------------------------------


def test_602_5d_activate_only_as_a_sorcery() -> None:
    """CR 602.5d, 602.2b: Ghoulcaller's Accomplice's graveyard ability can be activated only with
    sorcery timing; its cost exiles it from the graveyard as it's activated."""
    spec = {"alice": {"battlefield": ["Swamp"] * 4 + ["Mountain"], "graveyard": ["Ghoulcaller's Accomplice"], "hand": ["Lightning Bolt"], "library": LIB},
            "bob": {"battlefield": ["Island"], "library": LIB}}
    act = "Activate Ghoulcaller's Accomplice: {3}{B}, Exile this card from your graveyard: Create a 2/2 black Zombie creature token. Activate only as a sorcery."
    g = position(spec, active="bob", step="upkeep")
    g.apply("Pass priority")
    assert g.decision.player == 0 and act not in options(g)  # not on an opponent's turn
    g = position(spec)
    g.apply("Cast Lightning Bolt")
    g.apply("bob")
    g.apply("Pay automatically")
    assert act not in options(g)  # not with a nonempty stack
    g = position(spec)
    g.apply(act)
    g.apply("Pay automatically")
    assert names(g, g.state.exile) == ["Ghoulcaller's Accomplice"] and g.state.players[0].graveyard == []
    assert len(g.state.stack) == 1  # the ability uses the stack (602.2a)
    resolve(g)
    assert on_battlefield(g, 0).count("Zombie") == 1


def test_602_5d_equip_only_as_a_sorcery() -> None:
    """CR 702.6a, 602.5d: equip can't be activated on an opponent's turn."""
    spec = {"alice": {"battlefield": ["Mountain", "Mountain", "Bonesplitter", "Grizzly Bears"], "hand": ["Lightning Bolt"], "library": LIB},
            "bob": {"battlefield": ["Island"], "library": LIB}}
    g = position(spec, active="bob", step="upkeep")
    g.apply("Pass priority")
    assert not any(o.startswith("Activate Bonesplitter") for o in options(g))
    g = position(spec)
    assert "Activate Bonesplitter: Equip {1}" in options(g)


def test_602_1b_activate_only_once_each_turn() -> None:
    """CR 602.1b, 602.5b: Rootwalla's ability can be activated only once each turn."""
    g = position({"alice": {"battlefield": ["Forest"] * 4 + [{"card": "Rootwalla", "as": "walla"}], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    act = "Activate Rootwalla: {1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn."
    g.apply(act)
    g.apply("Pay automatically")
    assert act not in options(g)  # even in response to the first activation
    resolve(g)
    from manastack.rules.layers import chars

    assert (chars(g.state, g.state.labels["walla"]).power, chars(g.state, g.state.labels["walla"]).toughness) == (4, 4)
    assert act not in options(g)  # two Forests are still untapped


def test_602_2b_sacrifice_cost_is_paid_on_activation() -> None:
    """CR 602.2b, 601.2h, 701.21a: Viscera Seer's sacrifice is a cost: the creature is in the
    graveyard before the ability resolves."""
    g = position({"alice": {"battlefield": ["Forest", "Viscera Seer", {"card": "Grizzly Bears", "as": "bears"}], "library": ["Island", "Swamp"]},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Activate Viscera Seer: Sacrifice a creature: Scry 1.")
    g.apply("Grizzly Bears")
    assert names(g, g.state.players[0].graveyard) == ["Grizzly Bears"]
    assert len(g.state.stack) == 1 and "Grizzly Bears" not in on_battlefield(g)
    resolve(g)
    g.apply("Bottom")  # scry 1: Island goes to the bottom
    assert names(g, g.state.players[0].library) == ["Swamp", "Island"]
    assert events(g, "scried")


def test_602_2b_discard_cost_and_tap_cost() -> None:
    """CR 602.2b, 107.5: Rummaging Goblin taps and discards a card as its cost; the ability then
    draws a card."""
    g = position({"alice": {"battlefield": ["Mountain", "Rummaging Goblin"], "hand": ["Hill Giant", "Divination"], "library": ["Island"] * 3},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Activate Rummaging Goblin: {T}, Discard a card: Draw a card.")
    g.apply("Hill Giant")
    assert names(g, g.state.players[0].graveyard) == ["Hill Giant"]
    assert names(g, g.state.players[0].hand) == ["Divination"]
    assert g.state.objects[next(o for o in g.state.battlefield if g.state.objects[o].name == "Rummaging Goblin")].tapped
    resolve(g)
    assert sorted(names(g, g.state.players[0].hand)) == ["Divination", "Island"]


def test_119_4_pay_life_cost() -> None:
    """CR 119.4, 602.2b: Greed's cost pays 2 life on activation; a player with less life than the
    payment can't activate it."""
    g = position({"alice": {"battlefield": ["Swamp", "Swamp", "Greed"], "library": ["Island"] * 3},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Activate Greed: {B}, Pay 2 life: Draw a card.")
    g.apply("Pay automatically")
    assert g.state.teams[0].life == 18 and len(g.state.stack) == 1
    resolve(g)
    assert names(g, g.state.players[0].hand) == ["Island"]
    g = position({"alice": {"battlefield": ["Swamp", "Swamp", "Greed"], "library": ["Island"] * 3, "life": 1},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    assert not any(o.startswith("Activate Greed") for o in options(g))


def test_602_2b_exile_self_cost_bilbo_birthday_celebrant() -> None:
    """CR 602.2b, 602.5: Bilbo, Birthday Celebrant's ability exiles it as a cost and can be activated
    only with 111 or more life."""
    spec: dict[str, Any] = {"alice": {"battlefield": ["Plains", "Swamp", "Forest", "Forest", "Forest", "Bilbo, Birthday Celebrant"], "library": ["Hill Giant", "Island", "Grizzly Bears"], "life": 111},
                            "bob": {"battlefield": ["Island"], "library": LIB}}
    g = position(spec)
    act = next(o for o in options(g) if o.startswith("Activate Bilbo"))
    g.apply(act)
    g.apply("Pay automatically")
    assert names(g, g.state.exile) == ["Bilbo, Birthday Celebrant"]
    resolve(g)
    g.apply("Hill Giant")
    g.apply("Grizzly Bears")  # then no creature card is left: the search ends
    assert {"Hill Giant", "Grizzly Bears"} <= set(on_battlefield(g, 0))
    g = position({**spec, "alice": {**spec["alice"], "life": 110}})
    assert not any(o.startswith("Activate Bilbo") for o in options(g))


def test_302_6_tapping_an_untapped_creature_as_a_cost_ignores_summoning_sickness() -> None:
    """CR 302.6, 602.2b: "Tap an untapped creature you control" isn't the {T} symbol: a creature
    that came under its controller's control this turn can pay it (Springleaf Drum)."""
    g = position({"alice": {"battlefield": ["Springleaf Drum", {"card": "Grizzly Bears", "as": "bears", "sick": True}], "hand": ["Savannah Lions"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Activate Springleaf Drum: {T}, Tap an untapped creature you control: Add one mana of any color.")
    g.apply("{W}")
    assert g.state.objects[g.state.labels["bears"]].tapped and not g.state.stack  # 605.3b
    g.apply("Cast Savannah Lions")
    g.apply("Pay {W} from mana pool")
    resolve(g)
    assert "Savannah Lions" in on_battlefield(g, 0)


def test_118_3_a_cost_that_taps_its_source_cant_tap_it_again_as_an_untapped_permanent() -> None:
    """CR 118.3, 602.2b: "{T}, Tap an untapped Ally you control" (Cohort, Stoneforge Acolyte): the
    {T} taps the source, and a tapped permanent can't be tapped to pay a cost, so the source can't
    also be the Ally tapped. With no other untapped Ally the ability can't be activated; with one
    (summoning sick or not, 302.6) it can, and both are tapped."""
    from manastack.model.abilities import ActivatedAbility
    from manastack.model.costs import Cost, TapSelf, TapUntapped
    from manastack.model.effects import GainLife
    from manastack.model.filters import Controller, ControllerIs, ObjectFilter, Subtypes
    from tests.cardlib import creature

    cohort = creature("Cohort", "{W}", 1, 1, ActivatedAbility(
        Cost(parts=(TapSelf(), TapUntapped(ObjectFilter((Subtypes(frozenset({"Ally"})), ControllerIs(Controller.YOU)), description="Ally you control")))),
        (GainLife(2),), text="{T}, Tap an untapped Ally you control: You gain 2 life.",
    ), subtypes=("Human", "Ally"))
    alone = {"battlefield": [{"card": cohort, "as": "first"}, "Grizzly Bears"], "hand": ["Savannah Lions"], "library": LIB}
    g = position({"alice": alone, "bob": {"battlefield": ["Island"], "library": LIB}})
    assert not any(o.startswith("Activate Cohort") for o in options(g))
    two = {**alone, "battlefield": [*alone["battlefield"], {"card": cohort, "as": "second", "sick": True}]}
    g = position({"alice": two, "bob": {"battlefield": ["Island"], "library": LIB}})
    acts = [o for o in options(g) if o.startswith("Activate Cohort")]
    assert len(acts) == 1  # the summoning-sick one can't pay {T}
    g.apply(acts[0])  # the one Ally to tap is chosen without asking
    assert all(g.state.objects[g.state.labels[k]].tapped for k in ("first", "second"))
    resolve(g)
    assert g.state.teams[0].life == 22


def test_601_2h_a_cost_left_unpayable_by_mana_abilities_reverses_the_activation() -> None:
    """CR 601.2g–h, 602.2, 733.1: paying the {1} of Cirith Ungol Patrol's "{1}, {T}, Sacrifice
    another creature" with Ashnod's Altar, sacrificing the only other creature, leaves the
    sacrifice unpayable; unpayable costs can't be paid, so the activation is reversed with the
    mana ability: the Bears are back, nothing is tapped, the pool is empty, the stack too."""
    g = position({"alice": {"battlefield": ["Cirith Ungol Patrol", "Ashnod's Altar", "Grizzly Bears", "Plains"], "hand": ["Savannah Lions"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    before = fingerprint(g)
    g.apply("Activate Cirith Ungol Patrol: {1}, {T}, Sacrifice another creature: Draw a card, then create a Food token.")
    g.apply("Activate Ashnod's Altar: Sacrifice a creature: Add {C}{C}.")
    g.apply("Grizzly Bears")
    g.apply("Pay {C} from mana pool")
    assert g.decision is not None and g.decision.kind is DecisionKind.PRIORITY and g.decision.player == 0
    assert fingerprint(g) == before


# ---- cancelling ------------------------------------------------------------------------------------


def test_601_2h_cancel_during_payment_restores_the_state() -> None:
    """CR 601.2e, 733: cancelling a spell mid-payment — after a mana
    ability was activated — returns the game to the moment before casting was proposed: the
    card is back in hand, the land untapped, the pool empty."""
    g = position({"alice": {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    before = fingerprint(g)
    g.apply("Cast Lightning Bolt")
    g.apply("bob")
    g.apply(next(o for o in options(g) if o.startswith("Activate Mountain")))
    assert g.decision.kind.value == "pay mana"
    assert sum(g.state.objects[o].tapped for o in g.state.battlefield) == 1
    g.apply("Cancel")
    assert fingerprint(g) == before
    assert g.decision.kind.value == "priority" and "Cast Lightning Bolt" in options(g)


def test_602_2b_cancel_activation_restores_costs_and_once_per_turn() -> None:
    """CR 602.2b, 601.2e: cancelling an activation leaves the ability unused this turn and its
    mana sources untapped."""
    g = position({"alice": {"battlefield": ["Forest"] * 2 + ["Rootwalla"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    before = fingerprint(g)
    act = "Activate Rootwalla: {1}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn."
    g.apply(act)
    g.apply(next(o for o in options(g) if o.startswith("Activate Forest")))
    g.apply("Cancel")
    assert fingerprint(g) == before
    assert act in options(g)


def test_117_3c_caster_receives_priority_after_casting() -> None:
    """CR 117.3c: after casting a spell its controller gets priority; passing gives it to the
    opponent before anything resolves."""
    g = position({"alice": {"battlefield": ["Mountain"] * 2, "hand": ["Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Cast Lightning Bolt")
    g.apply("bob")
    g.apply("Pay automatically")
    assert g.decision.player == 0 and len(g.state.stack) == 1
    g.apply(Pass())
    assert g.decision.player == 1 and len(g.state.stack) == 1 and g.state.teams[1].life == 20
    g.apply(Pass())
    assert g.state.teams[1].life == 17 and not g.state.stack
