"""Helpers for the card-by-card tests of the Welcome Deck cards: positions built from compiled
cards, and small drivers that answer the decisions of casting, activating and combat."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from manastack.actions import Choose, DeclareAttacker, DeclareBlocker, DecisionKind, Done, Pass
from manastack.cards.compiled import compiled_card
from manastack.game import Game
from manastack.model.card import CardDef
from manastack.model.types import Step
from manastack.position import position
from manastack.rules.layers import chars

ALICE, BOB = 0, 1

Answer = str | int


def C(name: str) -> CardDef:
    """The compiled definition of a real card (the card under test and its surroundings)."""
    return compiled_card(name)


def lib(name: str = "Plains", n: int = 8) -> list[CardDef]:
    return [C(name)] * n


def game(alice: Mapping[str, Any], bob: Mapping[str, Any] | None = None, *, spare: bool = True, **kw: Any) -> Game:
    """A position (alice active, precombat main unless ``step`` is given); each player gets a
    library of compiled basic lands unless one is given, so nobody draws from an empty library.

    A priority decision whose only answer is "Pass priority" answers itself, which would run the
    game on past the moment a test inspects. With ``spare`` each player also gets one more basic
    land (alice a Plains labelled "spare-alice", bob an Island labelled "spare-bob"): tests give
    exact mana for what they cast, and the spare land keeps a second option open."""
    a = dict(alice)
    b = dict(bob or {})
    a.setdefault("library", lib("Plains"))
    b.setdefault("library", lib("Island"))
    if spare:
        a["battlefield"] = [*a.get("battlefield", ()), {"card": C("Plains"), "as": "spare-alice"}]
        b["battlefield"] = [*b.get("battlefield", ()), {"card": C("Island"), "as": "spare-bob"}]
    return position({"alice": a, "bob": b}, **kw)


def oid(g: Game, label: str) -> int:
    return g.state.labels[label]


def named(g: Game, ids: Sequence[int]) -> list[str]:
    return [g.state.objects[o].name for o in ids]


def on_battlefield(g: Game, controller: int | None = None) -> list[str]:
    return [g.state.objects[o].name for o in g.state.battlefield if controller is None or g.state.objects[o].controller == controller]


def options(g: Game) -> list[str]:
    return [g.describe(a) for a in g.legal_actions()]


def events(g: Game, kind: str) -> list[Any]:
    return [e for e in g.log if e.event == kind]


def pt(g: Game, label_or_id: str | int) -> tuple[int | None, int | None]:
    o = oid(g, label_or_id) if isinstance(label_or_id, str) else label_or_id
    c = chars(g.state, o)
    return (c.power, c.toughness)


def life(g: Game) -> list[int]:
    return [t.life for t in g.state.teams]


def hand(g: Game, pid: int) -> list[str]:
    return named(g, g.state.players[pid].hand)


def graveyard(g: Game, pid: int) -> list[str]:
    return named(g, g.state.players[pid].graveyard)


def kind(g: Game) -> DecisionKind | None:
    return g.decision.kind if g.decision is not None else None


def answer(g: Game, *answers: Answer) -> None:
    """Answer decisions in order (an int is an object or player id, a str the action's text);
    any "pay mana" decision is answered "Pay automatically" without consuming an answer. A choice
    with one legal option answers itself, so answers left over once a player holds priority again
    are dropped (the tests check outcomes, not the path)."""
    todo = list(answers)
    while todo or kind(g) is DecisionKind.PAY_MANA:
        if kind(g) is DecisionKind.PAY_MANA:
            g.apply("Pay automatically")
            continue
        if kind(g) is DecisionKind.PRIORITY or kind(g) is None:
            return
        a = todo.pop(0)
        if isinstance(a, str) and todo and a.lower() not in [o.lower() for o in options(g)]:
            continue  # that choice had one legal option and answered itself
        g.apply(Choose(a) if isinstance(a, int) else a)


def cast(g: Game, name: str, *answers: Answer) -> None:
    """Cast the spell named ``name`` (a face name; "X (Adventure of Y)" for an Adventure)."""
    g.apply(f"Cast {name}")
    answer(g, *answers)


def activate(g: Game, text_prefix: str, *answers: Answer) -> None:
    """Activate the (first) ability whose option text starts with ``text_prefix``."""
    opts = [a for a in g.legal_actions() if g.describe(a).startswith(text_prefix)]
    assert opts, f"no option starts with {text_prefix!r}: {options(g)}"
    g.apply(opts[0])
    answer(g, *answers)


def pass_until(g: Game, done: Callable[[Game], bool], limit: int = 300) -> None:
    """Pass priority (declaring no attackers or blockers) until ``done`` holds; fails on any
    other kind of decision."""
    for _ in range(limit):
        if done(g):
            return
        if kind(g) in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS):
            g.apply(Done())
            continue
        assert kind(g) is DecisionKind.PRIORITY, f"stopped at {kind(g)} in {g.state.step}: {options(g)}"
        g.apply(Pass())
    raise AssertionError("never reached")


def resolve_all(g: Game) -> None:
    """Everyone passes until the stack is empty (a decision other than priority stops it)."""
    for _ in range(100):
        if not g.state.stack or kind(g) is not DecisionKind.PRIORITY:
            return
        g.apply(Pass())


def at_step(step: Step) -> Callable[[Game], bool]:
    return lambda g: g.state.step is step and kind(g) is DecisionKind.PRIORITY


def attack(g: Game, *labels: str, defender: int = BOB) -> None:
    """Pass to the declare attackers decision and attack with the labelled creatures."""
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_ATTACKERS)
    for name in labels:
        g.apply(DeclareAttacker(oid(g, name), defender))
    if kind(g) is DecisionKind.DECLARE_ATTACKERS:
        g.apply(Done())


def block(g: Game, *pairs: tuple[str, str]) -> None:
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS)
    for b, a in pairs:
        g.apply(DeclareBlocker(oid(g, b), oid(g, a)))
    if kind(g) is DecisionKind.DECLARE_BLOCKERS:
        g.apply(Done())


def finish_combat(g: Game) -> None:
    """Pass (no further blocks; the first damage assignment offered) until the postcombat main phase."""
    for _ in range(300):
        if at_step(Step.POSTCOMBAT_MAIN)(g):
            return
        if kind(g) in (DecisionKind.DECLARE_BLOCKERS, DecisionKind.DECLARE_ATTACKERS):
            g.apply(Done())
        elif kind(g) is DecisionKind.ASSIGN_DAMAGE:
            g.apply(g.legal_actions()[0])
        else:
            assert kind(g) is DecisionKind.PRIORITY, f"stopped at {kind(g)}: {options(g)}"
            g.apply(Pass())
    raise AssertionError("combat never ended")


def resolve_top(g: Game) -> None:
    """Everyone passes until the top object of the stack has left it, or until a decision other
    than priority (a scry, a discard, …) is asked while it resolves."""
    n = len(g.state.stack)
    for _ in range(20):
        if len(g.state.stack) < n or kind(g) is not DecisionKind.PRIORITY:
            return
        g.apply(Pass())
