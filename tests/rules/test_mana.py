"""Mana: mana abilities (CR 605), tapping for mana (106.12), "could produce" (106.7), mana pools
emptying (500.5), spending restrictions (106.6) and {T}/{Q} with summoning sickness (302.6)."""

from __future__ import annotations

from typing import Any

from manastack.position import advance_to, position, resolve
from tests.drivers import events, on_battlefield, options, pool, tap_for_mana

LIB = ["Forest"] * 6


# ---- 605: mana abilities ------------------------------------------------------------------------


def test_605_3b_mana_ability_resolves_immediately_without_the_stack() -> None:
    """CR 605.3a–b: a mana ability activated with priority resolves at once: the mana is in the
    pool, nothing went on the stack, and the same player still has priority."""
    g = position({"alice": {"battlefield": ["Forest", "Forest", "Llanowar Elves"], "hand": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Llanowar Elves")
    assert pool(g) == "{G}" and not g.state.stack and g.decision.player == 0
    act = events(g, "ability_activated")[-1]
    assert act.get("mana_ability") is True and "605.3a" in act.rules
    assert not events(g, "ability_put_on_stack")
    # The mana in the pool pays for a spell.
    g.apply("Cast Grizzly Bears")
    g.apply("Pay automatically")
    assert pool(g) == "" and [g.state.objects[o].name for o in g.state.stack] == ["Grizzly Bears"]
    assert sum(g.state.objects[o].tapped for o in g.state.battlefield if g.state.objects[o].name == "Forest") == 1


def test_605_3a_mana_ability_while_paying_does_not_use_the_stack() -> None:
    """CR 605.3a, 601.2g: during casting, mana abilities are activated before paying; the only
    object on the stack is the spell."""
    g = position({"alice": {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Cast Lightning Bolt")
    g.apply("bob")
    tap_for_mana(g, "Mountain")
    assert g.decision.kind.value == "pay mana" and pool(g) == "{R}"
    assert len(g.state.stack) == 1
    g.apply("Pay {R} from mana pool")
    resolve(g)
    assert g.state.teams[1].life == 17


def test_605_1b_wild_growth_is_a_triggered_mana_ability() -> None:
    """CR 605.1b, 605.4a, 106.12a: Wild Growth triggers when the enchanted Forest is tapped for mana
    and resolves immediately: {G}{G} in the pool and nothing on the stack."""
    g = position({"alice": {"battlefield": [{"card": "Forest", "as": "forest"}, {"card": "Wild Growth", "attached_to": "forest"}, "Mountain"], "hand": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Forest")
    assert pool(g) == "{G}{G}"
    assert not g.state.stack and not g.state.pending_triggers
    assert [e.get("source") for e in events(g, "ability_triggered")] == ["Wild Growth"]
    assert [e.get("source") for e in events(g, "mana_added")] == ["Forest", "Wild Growth"]
    g.apply("Cast Grizzly Bears")
    g.apply("Pay {G}{G} from mana pool")
    resolve(g)
    assert "Grizzly Bears" in on_battlefield(g, 0)


def test_605_1b_wild_growth_mana_counts_when_paying_automatically() -> None:
    """CR 605.1b, 601.2g: a Forest with Wild Growth pays {1}{G} on its own; Grizzly Bears is
    castable and the automatic payment taps only that Forest."""
    g = position({"alice": {"battlefield": [{"card": "Forest", "as": "forest"}, {"card": "Wild Growth", "attached_to": "forest"}], "hand": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Cast Grizzly Bears")
    g.apply("Pay automatically")
    resolve(g)
    assert "Grizzly Bears" in on_battlefield(g, 0)
    assert pool(g) == ""


# ---- 106.12: tapped for mana --------------------------------------------------------------------


def test_106_12b_mana_reflection_doubles_mana_of_a_permanent_tapped_for_mana() -> None:
    """CR 106.12b, 614.1a: with Mana Reflection a Forest tapped for mana produces {G}{G}, and so do
    Llanowar Elves; the replacement is logged."""
    g = position({"alice": {"battlefield": ["Forest", "Llanowar Elves", "Mana Reflection"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Forest")
    assert pool(g) == "{G}{G}"
    tap_for_mana(g, "Llanowar Elves")
    assert pool(g) == "{G}{G}{G}{G}"
    assert [e.get("effect") for e in events(g, "replacement_applied")] == ["Mana Reflection", "Mana Reflection"]


def test_106_12b_mana_reflection_does_not_double_a_triggered_mana_ability() -> None:
    """CR 106.12, 106.12b: Wild Growth's extra {G} is added by a triggered ability, not by tapping
    a permanent for mana, so Mana Reflection doubles only the Forest's mana: {G}{G}{G}."""
    g = position({"alice": {"battlefield": [{"card": "Forest", "as": "forest"}, {"card": "Wild Growth", "attached_to": "forest"}, "Mana Reflection", "Mountain"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Forest")
    assert pool(g) == "{G}{G}{G}"
    assert len(events(g, "ability_triggered")) == 1  # Wild Growth triggers once per tapping (106.12a)


def test_106_12b_mana_reflection_doubles_mana_for_automatic_payment() -> None:
    """CR 106.12b, 601.2g: with Mana Reflection one Forest pays for Grizzly Bears."""
    g = position({"alice": {"battlefield": ["Forest", "Mana Reflection"], "hand": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Cast Grizzly Bears")
    g.apply("Pay automatically")
    resolve(g)
    assert "Grizzly Bears" in on_battlefield(g, 0)


# ---- 106.7: could produce -------------------------------------------------------------------------


def test_106_7_reflecting_pool_produces_types_other_lands_could_produce() -> None:
    """CR 106.7: Reflecting Pool can produce any type a land its controller controls could produce,
    ignoring whether that land's costs could be paid (a tapped Island still counts)."""
    g = position({"alice": {"battlefield": ["Reflecting Pool", "Forest", {"card": "Island", "tapped": True}], "library": LIB},
                  "bob": {"battlefield": ["Mountain"], "library": LIB}})
    tap_for_mana(g, "Reflecting Pool")
    assert g.decision.kind.value == "choose a type of mana"
    assert sorted(options(g)) == ["{G}", "{U}"]
    g.apply("{U}")
    assert pool(g) == "{U}"


def test_106_7_reflecting_pools_seeing_only_each_other_produce_no_mana() -> None:
    """CR 106.7, 106.5: Reflecting Pools whose controller controls no other lands can't define a
    type of mana: tapping one produces no mana."""
    g = position({"alice": {"battlefield": ["Reflecting Pool", "Reflecting Pool"], "library": LIB},
                  "bob": {"battlefield": ["Forest", "Island"], "library": LIB}})
    tap_for_mana(g, "Reflecting Pool")
    assert pool(g) == ""
    assert [e.rules for e in events(g, "no_mana_produced")] == [("106.5", "106.7")]
    assert not events(g, "mana_added")


def test_106_7_reflecting_pool_sees_through_another_reflecting_pool() -> None:
    """CR 106.7: a Reflecting Pool could produce what another Reflecting Pool could produce, which
    here is what the Forest could produce: {G}."""
    g = position({"alice": {"battlefield": ["Reflecting Pool", "Reflecting Pool", {"card": "Forest", "tapped": True}], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Reflecting Pool")  # the only type is {G}: no choice is needed
    assert pool(g) == "{G}"


def test_106_7_fellwar_stone_colors_of_opponents_lands() -> None:
    """CR 106.7: Fellwar Stone adds one mana of any color a land an opponent controls could
    produce; colorless isn't a color, so an opponent with only Wastes gives it no mana (106.5)."""
    g = position({"alice": {"battlefield": ["Fellwar Stone", "Forest"], "library": LIB},
                  "bob": {"battlefield": ["Island", {"card": "Mountain", "tapped": True}, "Wastes"], "library": LIB}})
    tap_for_mana(g, "Fellwar Stone")
    assert sorted(options(g)) == ["{R}", "{U}"]
    g.apply("{R}")
    assert pool(g) == "{R}"
    g = position({"alice": {"battlefield": ["Fellwar Stone", "Forest"], "library": LIB},
                  "bob": {"battlefield": ["Wastes"], "library": LIB}})
    tap_for_mana(g, "Fellwar Stone")
    assert pool(g) == "" and events(g, "no_mana_produced")


# ---- 500.5: mana empties ------------------------------------------------------------------------


def test_500_5_mana_pool_empties_at_end_of_step() -> None:
    """CR 500.5, 106.4: unspent mana empties from a player's pool as the step ends."""
    g = position({"alice": {"battlefield": ["Forest", "Forest"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}}, step="upkeep")
    tap_for_mana(g, "Forest")
    assert pool(g) == "{G}"
    advance_to(g, "draw")
    assert pool(g) == ""
    emptied = events(g, "mana_emptied")
    assert [(e.get("player"), e.get("mana")) for e in emptied] == [("alice", "{G}")]
    assert "500.5" in emptied[0].rules


# ---- 106.6: spending restrictions -----------------------------------------------------------------


def test_106_6_restricted_mana_only_for_creature_spells() -> None:
    """CR 106.6: Ancient Ziggurat's mana can be spent only to cast a creature spell: it pays for
    Savannah Lions but not for Lightning Bolt."""
    g = position({"alice": {"battlefield": ["Ancient Ziggurat", "Forest"], "hand": ["Lightning Bolt", "Savannah Lions"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    assert "Cast Lightning Bolt" not in options(g)
    tap_for_mana(g, "Ancient Ziggurat")
    g.apply("{R}")
    assert pool(g) == "{R}"
    assert "Cast Lightning Bolt" not in options(g)
    g = position({"alice": {"battlefield": ["Ancient Ziggurat", "Forest"], "hand": ["Lightning Bolt", "Savannah Lions"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Ancient Ziggurat")
    g.apply("{W}")
    g.apply("Cast Savannah Lions")
    g.apply("Pay {W} from mana pool")
    resolve(g)
    assert "Savannah Lions" in on_battlefield(g, 0) and pool(g) == ""


def test_106_6a_restriction_applies_to_all_mana_produced_by_a_replacement() -> None:
    """CR 106.6a: Mana Reflection doubles Ancient Ziggurat's mana; both mana keep the restriction."""
    g = position({"alice": {"battlefield": ["Ancient Ziggurat", "Mana Reflection", "Forest"], "hand": ["Lightning Bolt"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Ancient Ziggurat")
    g.apply("{R}")
    units = g.state.players[0].mana_pool
    assert [u.type for u in units] == ["R", "R"] and all(u.restriction is not None for u in units)
    assert "Cast Lightning Bolt" not in options(g)


# ---- 302.6: {T} and {Q} and summoning sickness ----------------------------------------------------


def test_302_6_summoning_sick_creature_cannot_tap_for_mana() -> None:
    """CR 302.6: Llanowar Elves that came under its controller's control this turn can't use its
    {T} ability; one that has been there since the turn began can."""
    g = position({"alice": {"battlefield": [{"card": "Llanowar Elves", "sick": True}, "Forest"], "hand": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    assert not any(o.startswith("Activate Llanowar Elves") for o in options(g))
    assert "Cast Grizzly Bears" not in options(g)  # the Elves can't help pay
    g = position({"alice": {"battlefield": ["Llanowar Elves", "Forest"], "hand": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    assert "Cast Grizzly Bears" in options(g)
    tap_for_mana(g, "Llanowar Elves")
    assert pool(g) == "{G}"


def test_702_10c_haste_lets_a_new_creature_tap_for_mana() -> None:
    """CR 702.10c, 302.6: with Fervor, summoning-sick Llanowar Elves has haste and can tap for mana."""
    g = position({"alice": {"battlefield": [{"card": "Llanowar Elves", "sick": True}, "Fervor", "Forest"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Llanowar Elves")
    assert pool(g) == "{G}"


def test_302_6_untap_symbol_cost_needs_control_since_turn_began() -> None:
    """CR 302.6, 107.6: Order of Whiteclay's {Q} ability can't be activated if it came under its
    controller's control this turn (even though it is tapped)."""
    g = position({"alice": {"battlefield": ["Plains"] * 3 + [{"card": "Order of Whiteclay", "sick": True, "tapped": True}], "graveyard": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    assert not any(o.startswith("Activate Order of Whiteclay") for o in options(g))


def test_702_10c_untap_symbol_ability_with_haste() -> None:
    """CR 702.10c, 302.6, 107.6: with haste (Fervor) the new Order of Whiteclay can pay {Q}: it
    untaps and returns Grizzly Bears from the graveyard."""
    g = position({"alice": {"battlefield": ["Plains"] * 3 + ["Fervor", {"card": "Order of Whiteclay", "as": "order", "sick": True, "tapped": True}], "graveyard": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply(next(o for o in options(g) if o.startswith("Activate Order of Whiteclay")))
    if g.decision.kind.value == "pay mana":
        g.apply("Pay automatically")
    assert not g.state.objects[g.state.labels["order"]].tapped
    resolve(g)
    assert "Grizzly Bears" in on_battlefield(g, 0) and g.state.players[0].graveyard == []


def test_302_6_untap_symbol_ability_without_sickness() -> None:
    """CR 107.6, 302.6: an Order of Whiteclay controlled since the turn began can pay {Q} when
    tapped, but not when untapped."""
    spec: dict[str, Any] = {"alice": {"battlefield": ["Plains"] * 3 + [{"card": "Order of Whiteclay", "tapped": True}], "graveyard": ["Grizzly Bears"], "library": LIB},
                            "bob": {"battlefield": ["Island"], "library": LIB}}
    g = position(spec)
    assert any(o.startswith("Activate Order of Whiteclay") for o in options(g))
    g = position({**spec, "alice": {**spec["alice"], "battlefield": ["Plains"] * 3 + ["Order of Whiteclay"]}})
    assert not any(o.startswith("Activate Order of Whiteclay") for o in options(g))


def test_302_6_noncreature_permanent_taps_the_turn_it_arrives() -> None:
    """CR 302.6: summoning sickness applies only to creatures: a Fellwar Stone that arrived this
    turn can be tapped for mana."""
    g = position({"alice": {"battlefield": [{"card": "Fellwar Stone", "sick": True}, "Forest"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    tap_for_mana(g, "Fellwar Stone")
    assert pool(g) == "{U}"


def test_106_6_restricted_mana_is_not_used_for_activation_costs() -> None:
    """CR 106.6: mana that may be spent only on creature spells can't pay an activation cost:
    Rootwalla's {1}{G} can't be paid with a Forest and Ancient Ziggurat."""
    g = position({"alice": {"battlefield": ["Ancient Ziggurat", "Forest", "Rootwalla"], "hand": ["Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    opts = options(g)
    assert not any(o.startswith("Activate Rootwalla") for o in opts)
    assert "Cast Grizzly Bears" in opts  # the same mana pays for a creature spell
    g.apply("Cast Grizzly Bears")
    g.apply("Pay automatically")
    resolve(g)
    assert "Grizzly Bears" in on_battlefield(g, 0)


def test_601_2g_a_payment_answered_step_by_step_replays_the_same_in_a_copy() -> None:
    """CR 601.2g–h: each mana ability activated while paying is one answer; the game replays the
    cast with the answers so far (recorded payment answers are taken without recomputing the
    options). A copy taken mid-payment finishes exactly like the original."""
    g = position({"alice": {"battlefield": ["Forest", "Forest", "Mountain"], "hand": ["Grizzly Bears"], "library": LIB},
                  "bob": {"library": LIB}})
    g.apply("Cast Grizzly Bears")
    tap_for_mana(g, "Forest")
    assert g.decision.kind.value == "pay mana" and pool(g) == "{G}"
    c = g.copy()
    for game in (g, c):
        tap_for_mana(game, "Mountain")
        assert game.decision.kind.value == "pay mana" and pool(game) == "{R}{G}"
        game.apply("Pay {R}{G} from mana pool")
        assert pool(game) == "" and [game.state.objects[o].name for o in game.state.stack] == ["Grizzly Bears"]
        assert [game.state.objects[o].tapped for o in game.state.battlefield] == [True, False, True]
    assert c.log_dicts() == g.log_dicts()


def test_602_5b_a_mana_ability_activatable_once_each_turn_is_offered_once() -> None:
    """"{1}: Add {U}, {R}, or {W}. Activate only once each turn." (Jeskai Devotee): once activated,
    while paying or not, it isn't offered again that turn (a mana ability counts too, 605.3)."""
    from manastack.actions import ChooseManaType
    from manastack.model.abilities import ActivatedAbility
    from manastack.model.costs import Cost
    from manastack.model.effects import AddMana, OneOf
    from tests.cardlib import creature, mc
    from tests.drivers import C, activate, game

    devotee = creature("Devotee", "{1}{R}", 1, 1, ActivatedAbility(
        Cost(mc("{1}")), (AddMana(OneOf(("U", "R", "W"))),), max_per_turn=1,
        text="{1}: Add {U}, {R}, or {W}. Activate only once each turn.",
    ))
    g = game({"battlefield": [devotee, C("Plains"), C("Plains")]})
    assert any(o.startswith("Activate Devotee") for o in options(g))
    activate(g, "Activate Devotee", ChooseManaType("U"))
    assert pool(g) == "{U}"
    assert not any(o.startswith("Activate Devotee") for o in options(g))


def test_118_3_paying_automatically_doesnt_tap_the_source_of_a_cost_that_taps_it() -> None:
    """CR 118.3, 602.2b: Rogue's Passage's "{4}, {T}" paid automatically with four Mountains: the
    Passage isn't tapped for {C} toward its own {4} (it couldn't then be tapped for {T}, and the
    activation would be reversed); the Mountains pay, the {T} taps the Passage, and the ability is
    on the stack."""
    g = position({"alice": {"battlefield": ["Rogue's Passage", "Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears"], "library": LIB},
                  "bob": {"battlefield": ["Island"], "library": LIB}})
    g.apply("Activate Rogue's Passage: {4}, {T}: Target creature can't be blocked this turn.")
    g.apply("Pay automatically")
    assert [g.state.objects[o].name for o in g.state.stack] == ["Rogue's Passage"]
    assert [e.get("source") for e in events(g, "mana_added")] == ["Mountain"] * 4
    assert [o.name for o in g.state.objects.values() if o.tapped] == ["Rogue's Passage"] + ["Mountain"] * 4


# ---- the automatic payment's sources, kept across events ---------------------------------------


def _from_scratch(g: Any, pid: int) -> Any:
    from manastack.rules.mana import simple_sources
    from manastack.state.game_state import clear_caches

    fresh = g.state.copy()
    clear_caches(fresh)
    return simple_sources(fresh, pid)


def test_mana_sources_are_kept_across_events_that_change_none_and_found_again_when_one_taps() -> None:
    """The automatic payment's sources (basic lands: {T}: add one mana, CR 305.6) are the same
    after events that change no permanent (passing priority until the step ends moves the state's
    version) and are kept rather than found again; tapping one of them for mana (106.12, 107.5)
    changes them."""
    from manastack.rules.mana import simple_sources

    g = position({"alice": {"battlefield": ["Forest", "Forest", "Mountain"], "library": LIB}, "bob": {"library": LIB}})
    before = simple_sources(g.state, 0)
    assert sorted(t for s in before for t in s.types) == ["G", "G", "R"]
    version, step = g.state.version, g.state.step
    g.apply("Pass")
    g.apply("Pass")
    assert g.state.version > version and g.state.step is not step and g.decision.player == 0
    assert simple_sources(g.state, 0) is before  # kept: nothing they were found from changed
    tap_for_mana(g, "Mountain")
    after = simple_sources(g.state, 0)
    assert sorted(t for s in after for t in s.types) == ["G", "G"]
    assert after == _from_scratch(g, 0)


def test_mana_sources_after_a_land_taps_are_the_ones_found_before_that_can_still_pay_t(monkeypatch: Any) -> None:
    """When only which permanents can pay {T} changed (CR 107.5: a tapped permanent can't), the
    automatic payment's sources are those found before that still can: the permanents' abilities
    aren't read again, and they are the sources found from scratch."""
    from manastack.rules import mana

    g = position({"alice": {"battlefield": ["Forest", "Island", "Mountain"], "library": LIB}, "bob": {"library": LIB}})
    assert sorted(t for s in mana.simple_sources(g.state, 0) for t in s.types) == ["G", "R", "U"]
    found_anew: list[int] = []
    real = mana._simple_sources
    monkeypatch.setattr(mana, "_simple_sources", lambda state, player: found_anew.append(player) or real(state, player))
    tap_for_mana(g, "Island")
    assert sorted(t for s in mana.simple_sources(g.state, 0) for t in s.types) == ["G", "R"]
    tap_for_mana(g, "Forest")
    assert [s.types for s in mana.simple_sources(g.state, 0)] == [("R",)]
    assert found_anew == []
    assert mana.simple_sources(g.state, 0) == _from_scratch(g, 0)


def test_mana_sources_follow_a_resolved_replacement_effect_for_mana() -> None:
    """Deep Water's resolved effect ("if you tap a land you control for mana, it produces {U}
    instead", CR 106.12b, 611.2) changes what the automatic payment's Forest yields, though no
    permanent's abilities changed."""
    from manastack.rules.mana import simple_sources

    g = position({"alice": {"battlefield": ["Deep Water", "Island", "Forest"], "library": LIB}, "bob": {"library": LIB}})
    assert sorted(t for s in simple_sources(g.state, 0) for t in s.types) == ["G", "U"]
    g.apply("Activate Deep Water")
    g.apply("Pay automatically")
    resolve(g)
    assert [s.types for s in simple_sources(g.state, 0)] == [("U",)]
    assert simple_sources(g.state, 0) == _from_scratch(g, 0)
