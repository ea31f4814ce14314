"""Planeswalkers (CR 306, 606): loyalty, loyalty abilities, damage to planeswalkers and attacking them.

Each test sets up a position, plays through the decision interface and checks loyalty counters,
zones, life totals and the log.
"""

from __future__ import annotations

from manastack.actions import Activate, DecisionKind, DeclareAttacker, Done
from manastack.game import Game
from manastack.model.types import Step, Zone
from manastack.position import position, resolve
from tests.drivers import ALICE, BOB, answer, cast, oid, pass_until

LIB = ["Forest"] * 5


def game(alice: list[object], bob: list[object], *, hand: list[object] = ()) -> Game:  # type: ignore[assignment]
    return position(
        {
            "alice": {"battlefield": [*alice, "Plains"], "hand": list(hand), "library": LIB},
            "bob": {"battlefield": [*bob, "Plains"], "library": LIB},
        },
        step="precombat_main",
    )


def loyalty(g: Game, label: str) -> int:
    return g.state.objects[oid(g, label)].counters.get("loyalty", 0)


def loyalty_options(g: Game, label: str) -> set[int]:
    return {a.index for a in g.legal_actions() if isinstance(a, Activate) and a.source == oid(g, label)}


def test_306_5b_planeswalker_enters_with_its_printed_loyalty():
    """CR 306.5b, 209.1: a planeswalker enters with loyalty counters equal to its printed loyalty."""
    g = game(["Forest"] * 4, [], hand=["Garruk Wildspeaker"])
    cast(g, "Garruk Wildspeaker")
    resolve(g)
    garruk = next(o for o in g.state.battlefield if g.state.objects[o].name == "Garruk Wildspeaker")
    assert g.state.objects[garruk].counters == {"loyalty": 3}
    assert any(e.event == "counters_added" and "306.5b" in e.rules for e in g.log)


def test_306_5b_122_6_doubling_season_doubles_entering_loyalty_but_not_a_loyalty_cost():
    """CR 306.5b, 122.6: the entering loyalty counters are "put" on the planeswalker, so Doubling
    Season doubles them; CR 606.4: a +N loyalty cost is paid, not an effect, so it isn't doubled."""
    g = game(["Forest"] * 4 + ["Doubling Season"], [], hand=["Garruk Wildspeaker"])
    cast(g, "Garruk Wildspeaker")
    resolve(g)
    garruk = next(o for o in g.state.battlefield if g.state.objects[o].name == "Garruk Wildspeaker")
    assert g.state.objects[garruk].counters["loyalty"] == 6
    forests = [o for o in g.state.battlefield if g.state.objects[o].name == "Forest"][:2]
    g.apply(Activate(garruk, 0))
    answer(g, *forests)
    assert g.state.objects[garruk].counters["loyalty"] == 7


def test_606_4_loyalty_costs_put_on_and_remove_loyalty_counters():
    """CR 606.4: a loyalty ability's cost puts on (+N) or removes (−N) loyalty counters; the
    ability then resolves like any activated ability."""
    g = game([{"card": "Garruk Wildspeaker", "as": "garruk"}], [])
    g.apply(Activate(oid(g, "garruk"), 1))  # −1: create a 3/3 Beast
    assert loyalty(g, "garruk") == 2  # paid on activation, before resolution
    resolve(g)
    beasts = [o for o in g.state.battlefield if g.state.objects[o].name == "Beast"]
    assert len(beasts) == 1


def test_606_3_one_loyalty_ability_per_planeswalker_per_turn():
    """CR 606.3: once a loyalty ability of a permanent has been activated this turn, none of its
    loyalty abilities can be activated again that turn; the next turn they can."""
    g = game([{"card": "Jace Beleren", "as": "jace"}], [])
    assert loyalty_options(g, "jace") == {0, 1}  # −10 needs 10 counters (606.6)
    g.apply(Activate(oid(g, "jace"), 0))  # +2: each player draws
    resolve(g)
    assert loyalty(g, "jace") == 5
    assert len(g.state.players[ALICE].hand) == 1 and len(g.state.players[BOB].hand) == 1
    assert loyalty_options(g, "jace") == set()


def test_606_3_loyalty_abilities_only_at_sorcery_timing():
    """CR 606.3: only in a main phase of the controller's turn with an empty stack: not in
    combat, and not while a spell is on the stack."""
    g = game([{"card": "Jace Beleren", "as": "jace"}, "Mountain"], [], hand=["Shock"])
    cast(g, "Shock", BOB)
    assert g.state.stack
    assert loyalty_options(g, "jace") == set()
    resolve(g)
    assert loyalty_options(g, "jace") == {0, 1}
    pass_until(g, lambda g: g.state.step is Step.BEGINNING_OF_COMBAT, strict=True)
    assert g.decision is not None and loyalty_options(g, "jace") == set()


def test_606_6_negative_loyalty_cost_needs_that_many_counters():
    """CR 606.6: a −N loyalty ability can't be activated with fewer than N loyalty counters."""
    g = game([{"card": "Garruk Wildspeaker", "as": "garruk"}], [])  # loyalty 3
    assert 2 not in loyalty_options(g, "garruk")  # −4
    g2 = game([{"card": "Garruk Wildspeaker", "as": "garruk", "counters": {"loyalty": 4}}, {"card": "Grizzly Bears", "as": "bears"}], [])
    assert 2 in loyalty_options(g2, "garruk")
    g2.apply(Activate(oid(g2, "garruk"), 2))
    resolve(g2)
    # 704.5i: it paid its last counters, so it goes to the graveyard; its effect still happened.
    assert oid(g2, "garruk") not in g2.state.battlefield
    assert g2.state.objects[oid(g2, "garruk")].zone is Zone.GRAVEYARD
    from manastack.rules.layers import chars

    bears = chars(g2.state, oid(g2, "bears"))
    assert (bears.power, bears.toughness) == (5, 5)


def test_120_3c_704_5i_damage_removes_loyalty_and_zero_loyalty_goes_to_graveyard():
    """CR 120.3c: damage to a planeswalker removes that many loyalty counters; CR 704.5i: with 0
    loyalty it is put into its owner's graveyard."""
    g = game(["Mountain", "Mountain"], [{"card": "Jace Beleren", "as": "jace"}], hand=["Shock", "Lightning Bolt"])
    cast(g, "Shock", oid(g, "jace"))
    resolve(g)
    assert loyalty(g, "jace") == 1
    assert any(e.event == "counters_removed" and "120.3c" in e.rules for e in g.log)
    cast(g, "Lightning Bolt", oid(g, "jace"))
    resolve(g)
    jace = oid(g, "jace")
    assert g.state.objects[jace].zone is Zone.GRAVEYARD
    assert any(e.event == "zone_change" and "704.5i" in e.rules for e in g.log)
    assert g.state.teams[BOB].life == 20


def _attack(g: Game, attacker: str, defender: int) -> None:
    pass_until(g, lambda g: g.decision is not None and g.decision.kind is DecisionKind.DECLARE_ATTACKERS, strict=True)
    assert DeclareAttacker(oid(g, attacker), defender) in g.legal_actions()  # 508.1b
    g.apply(DeclareAttacker(oid(g, attacker), defender))
    if g.decision is not None and g.decision.kind is DecisionKind.DECLARE_ATTACKERS:
        g.apply(Done())


def test_506_3_508_1b_creature_attacks_a_planeswalker_and_its_damage_removes_loyalty():
    """CR 506.3, 508.1b: a planeswalker can be attacked; 510.1b: the unblocked attacker deals its
    combat damage to it (120.3c: removing loyalty), not to its controller."""
    g = game([{"card": "Grizzly Bears", "as": "bears"}], [{"card": "Jace Beleren", "as": "jace"}])
    _attack(g, "bears", oid(g, "jace"))
    pass_until(g, lambda g: g.state.step is Step.POSTCOMBAT_MAIN, strict=True)
    assert loyalty(g, "jace") == 1
    assert g.state.teams[BOB].life == 20


def test_510_1b_attacker_whose_planeswalker_left_assigns_no_combat_damage():
    """CR 510.1b: a creature attacking a planeswalker that has left the battlefield isn't attacking
    anything and assigns no combat damage — not to the planeswalker's controller either."""
    g = game([{"card": "Grizzly Bears", "as": "bears"}, "Mountain"], [{"card": "Jace Beleren", "as": "jace"}], hand=["Lightning Bolt"])
    _attack(g, "bears", oid(g, "jace"))
    assert g.state.step is Step.DECLARE_ATTACKERS and g.decision is not None and g.decision.kind is DecisionKind.PRIORITY
    cast(g, "Lightning Bolt", oid(g, "jace"))
    resolve(g)
    assert g.state.objects[oid(g, "jace")].zone is Zone.GRAVEYARD
    pass_until(g, lambda g: g.state.step is Step.POSTCOMBAT_MAIN, strict=True)
    assert g.state.teams[BOB].life == 20
    assert not [e for e in g.log if e.event == "damage_dealt" and e.get("combat")]
