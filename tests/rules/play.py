"""Small drivers shared by the rules tests: cast a spell, resolve the top of the stack, attack,
and read life totals, objects and logged events."""

from __future__ import annotations

from manastack.actions import DecisionKind, Pass
from manastack.game import Game
from manastack.model.types import Zone


def cast(g: Game, name: str, *choices: str) -> None:
    """Cast ``name`` answering ``choices`` (targets, X) in order, then pay automatically."""
    g.apply(next(a for a in g.legal_actions() if g.describe(a) in (f"Cast {name}", f"Cast {name} [1]")))
    for c in choices:
        g.apply(c)
    while g.decision is not None and g.decision.kind is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")


def resolve(g: Game, count: int = 1) -> None:
    """Both players pass until the ``count`` topmost objects of the stack have resolved (objects
    put on the stack meanwhile, such as triggers, are left there); stops at any other decision."""
    for _ in range(count):
        if not g.state.stack:
            return
        top = g.state.stack[-1]
        while g.decision is not None and top in g.state.stack and Pass() in g.legal_actions():
            g.apply(Pass())


def life(g: Game, pid: int) -> int:
    return g.state.teams[pid].life


def named(g: Game, name: str, zone: Zone = Zone.BATTLEFIELD) -> list[int]:
    return [o for o, obj in g.state.objects.items() if obj.zone is zone and obj.name == name]


def events(g: Game, kind: str) -> list[dict[str, object]]:
    return [dict(e.data) for e in g.state.log if e.event == kind]


def attack_with(g: Game, *names: str) -> None:
    while g.decision is not None and g.decision.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply(Pass())
    for n in names:
        g.apply(next(a for a in g.legal_actions() if g.describe(a).startswith(f"Attack bob with {n}")))
    if g.decision is not None and g.decision.kind is DecisionKind.DECLARE_ATTACKERS:
        g.apply("Done")
