"""Colossal Whale — {5}{U}{U} Creature — Whale 5/5. Islandwalk.
"Whenever this creature attacks, you may exile target creature defending player controls until
this creature leaves the battlefield." (CR 508.5 defending player; 610.3 "until": the card returns
under its owner's control, 610.3c; if the Whale is gone before the trigger resolves, nothing is
exiled, 610.3b.)"""

from __future__ import annotations

from manastack.actions import Answer, Choose, DecisionKind, Pass
from tests.drivers import BOB, C, attack, cast, game, kind, oid, on_battlefield, resolve_top


def setup() -> object:
    return game(
        {"battlefield": [{"card": C("Colossal Whale"), "as": "whale"}, {"card": C("Grizzly Bears"), "as": "mine"}] + ["Swamp"] * 3,
         "hand": [C("Bilbo's Deadly Slice")]},
        {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}, {"card": C("Grizzly Bears"), "as": "bears"}, C("Island")]},
    )


def attack_and_target(g: object, target: int) -> None:
    attack(g, "whale")
    assert kind(g) is DecisionKind.TARGET
    legal = {a.id for a in g.legal_actions() if isinstance(a, Choose)}  # type: ignore[attr-defined]
    assert legal == {oid(g, "giant"), oid(g, "bears")}  # creatures the defending player controls only
    g.apply(Choose(target))  # type: ignore[attr-defined]


def test_attack_trigger_exiles_a_creature_the_defending_player_controls() -> None:
    g = setup()
    giant = oid(g, "giant")
    attack_and_target(g, giant)
    resolve_top(g)
    g.apply(Answer(True))
    assert giant not in g.state.objects and [g.state.objects[o].name for o in g.state.exile] == ["Hill Giant"]


def test_islandwalk_bob_with_an_island_cannot_block_it() -> None:
    g = setup()
    attack_and_target(g, oid(g, "giant"))
    resolve_top(g)
    g.apply(Answer(False))  # decline: nothing exiled
    assert g.state.exile == []
    blocks_offered = False
    for _ in range(40):
        if g.state.step.value == "postcombat main" or kind(g) is DecisionKind.DECLARE_ATTACKERS:
            break
        if kind(g) is DecisionKind.DECLARE_BLOCKERS:
            blocks_offered = blocks_offered or any(getattr(a, "attacker", None) == oid(g, "whale") for a in g.legal_actions())
            g.apply(g.legal_actions()[-1])
            continue
        g.apply(Pass())
    assert not blocks_offered
    assert g.state.teams[BOB].life == 15  # the unblocked 5/5

def test_exiled_creature_returns_when_the_whale_leaves() -> None:
    g = setup()
    giant = oid(g, "giant")
    attack_and_target(g, giant)
    resolve_top(g)
    g.apply(Answer(True))
    exiled = g.state.exile[0]
    cast(g, "Bilbo's Deadly Slice", oid(g, "whale"))
    resolve_top(g)
    assert "Colossal Whale" not in on_battlefield(g)
    assert exiled not in g.state.objects and g.state.exile == []
    back = next(o for o in g.state.battlefield if g.state.objects[o].name == "Hill Giant")
    assert g.state.objects[back].controller == BOB


def test_whale_gone_before_the_trigger_resolves_exiles_nothing() -> None:
    """610.3b: the Whale is destroyed in response; the trigger resolves and the Giant stays."""
    g = setup()
    giant = oid(g, "giant")
    attack_and_target(g, giant)
    cast(g, "Bilbo's Deadly Slice", oid(g, "whale"))
    resolve_top(g)  # the Slice
    resolve_top(g)  # the attack trigger
    if kind(g) is DecisionKind.YES_NO:
        g.apply(Answer(True))
    assert giant in g.state.battlefield and g.state.exile == []
