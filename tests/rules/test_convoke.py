"""Convoke (CR 702.51): while paying a convoke spell's total cost its controller may tap untapped
creatures they control (summoning-sick ones too: not a {T} cost, 302.6), each paying one generic
mana or one mana of the creature's color; the creatures are chosen, never guessed, and what a
creature pays is asked when it could pay different symbols."""

from __future__ import annotations

from typing import Any

from manastack.actions import CastSpell, Choose, ChooseValue, DecisionKind, Done
from manastack.game import Game
from manastack.position import position
from tests.drivers import event_data, ids_named, one, resolve_top

LIB = ["Forest"] * 6
STOKE = "Stoke the Flames"  # {2}{R}{R} instant, convoke: 4 damage to any target
WURM = "Siege Wurm"  # {5}{G}{G} 5/5 trample, convoke


def game(*battlefield: Any, hand: tuple[str, ...] = ()) -> Game:
    return position({
        "alice": {"battlefield": list(battlefield), "hand": list(hand), "library": LIB},
        "bob": {"battlefield": [], "hand": [], "library": LIB},
    })


def castable(g: Game, name: str) -> bool:
    return any(isinstance(a, CastSpell) and g.state.objects[a.card].name == name for a in g.legal_actions())


def start_cast(g: Game, name: str, *targets: str) -> None:
    g.apply(f"Cast {name}")
    for t in targets:
        g.apply(t)


def test_creatures_make_a_spell_castable_that_the_lands_cant_pay_for() -> None:
    g = game("Forest", "Forest", *["Grizzly Bears"] * 4, hand=(WURM,))
    assert not castable(g, WURM)  # 2 lands + 4 creatures: 6 of 7 mana
    g = game("Forest", "Forest", *["Grizzly Bears"] * 4, {"card": "Savannah Lions", "sick": True}, hand=(WURM,))
    assert castable(g, WURM)  # a summoning-sick creature can convoke (302.6 restricts only {T})


def test_tapped_creatures_cant_convoke() -> None:
    g = game("Forest", "Forest", *["Grizzly Bears"] * 4, {"card": "Savannah Lions", "tapped": True}, hand=(WURM,))
    assert not castable(g, WURM)


def test_the_creatures_are_chosen_and_what_each_pays_is_asked() -> None:
    g = game("Mountain", "Mountain", "Goblin Piker", "Grizzly Bears", hand=(STOKE,))
    start_cast(g, STOKE, "bob")
    assert g.decision is not None and g.decision.kind is DecisionKind.PAY_COST
    assert set(g.legal_actions()) == {Choose(one(g, "Goblin Piker")), Choose(one(g, "Grizzly Bears")), Done()}
    g.apply(Choose(one(g, "Goblin Piker")))
    # A red creature pays {R} or one generic mana: a choice (702.51a).
    assert set(g.legal_actions()) == {ChooseValue("{R}"), ChooseValue("{1}")}
    g.apply(ChooseValue("{1}"))
    # The green Bears can pay only generic mana: {1} is left of the generic part, not asked.
    g.apply(Choose(one(g, "Grizzly Bears")))
    assert g.decision is not None and g.decision.kind is DecisionKind.PAY_MANA
    assert "{R}{R}" in g.decision.context  # the two Mountains pay the rest
    g.apply("Pay automatically")
    assert [e["object"] for e in event_data(g, "tapped")][:2] == ["Goblin Piker", "Grizzly Bears"]
    resolve_top(g)
    assert g.state.team_of(1).life == 16


def test_done_leaves_the_rest_to_mana_and_no_creature_is_tapped() -> None:
    g = game("Mountain", "Mountain", "Mountain", "Mountain", "Grizzly Bears", hand=(STOKE,))
    start_cast(g, STOKE, "bob")
    g.apply(Done())
    g.apply("Pay automatically")
    assert not g.state.objects[one(g, "Grizzly Bears")].tapped
    assert all(g.state.objects[m].tapped for m in ids_named(g, "Mountain"))


def test_a_spell_without_convoke_asks_nothing_of_the_creatures() -> None:
    g = game("Mountain", "Grizzly Bears", hand=("Lightning Bolt",))
    start_cast(g, "Lightning Bolt", "bob")
    assert g.decision is not None and g.decision.kind is DecisionKind.PAY_MANA


def test_convoke_is_not_tapping_for_mana() -> None:
    g = game("Mountain", "Mountain", "Goblin Piker", "Goblin Piker", hand=(STOKE,))
    start_cast(g, STOKE, "bob")
    for piker in ids_named(g, "Goblin Piker"):
        g.apply(Choose(piker))
        g.apply(ChooseValue("{R}"))
    g.apply("Pay automatically")
    # 702.51b: convoke isn't a mana ability; only the Mountains added mana.
    assert [e["source"] for e in event_data(g, "mana_added")] == ["Mountain", "Mountain"]
