"""Drivers for the tests that play games: build a position, move it forward through its
decisions (casting, activating, resolving, passing, combat) and read what happened.

Positions come from :func:`manastack.position.position`; :func:`game` and :func:`duel` add the
libraries (and spare lands) most tests want. Answers to decisions are given as in the game's own
text interface: an ``int`` is an object or player id (``Choose``), a ``str`` the text of a legal
action (case-insensitive), anything else an action object. A "pay mana" decision is always
answered "Pay automatically".

A priority decision whose only legal action is "Pass priority" answers itself, so the game can run
on past the moment a test means to inspect: tests keep a second option open (a spare land, a card
in hand) where that matters.

Two ways of resolving: :func:`resolve` (from :mod:`manastack.position`) passes until the stack is
``count`` objects shorter, so a trigger put on the stack by what resolves is resolved as well;
:func:`resolve_top` passes until the objects that were on top have left the stack, leaving such
triggers there for the test to look at.

Drivers that pass priority on their own (:func:`pass_until`, :func:`resolve_all`,
:func:`finish_combat`) stop, or fail, at decisions they don't know how to answer. By default they
declare no attackers or blockers and take the first damage assignment offered; with
``strict=True`` every decision on the way must be a priority decision (the combat tests, which
check each declaration themselves).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from manastack.actions import (
    Action,
    AutoPay,
    Choose,
    DecisionKind,
    DeclareAttacker,
    DeclareBlocker,
    Done,
    Pass,
)
from manastack.cards.compiled import compiled_card
from manastack.game import Game
from manastack.mana import mana_text
from manastack.model.card import CardDef
from manastack.model.effects import MoveTo
from manastack.model.filters import Target
from manastack.model.types import Step, Zone
from manastack.position import CardSpec, position, resolve
from manastack.rules.layers import chars
from manastack.state.game_state import LogEvent

ALICE, BOB = 0, 1

#: An answer to a decision: an object or player id, the text of a legal action, or an action.
Answer = int | str | Action


# ---- building a position ---------------------------------------------------------------------


def C(name: str) -> CardDef:
    """The compiled definition of a real card (compiled from its oracle text)."""
    return compiled_card(name)


def lib(name: str = "Plains", n: int = 8) -> list[CardDef]:
    """A library of ``n`` copies of the compiled card ``name``."""
    return [C(name)] * n


def duel(
    alice: Mapping[str, Any],
    bob: Mapping[str, Any] | None = None,
    *,
    libraries: tuple[Sequence[CardSpec], Sequence[CardSpec]] = (["Plains"] * 5, ["Mountain"] * 5),
    **kw: Any,
) -> Game:
    """A position of alice and bob (alice active, in her precombat main phase unless ``step`` is
    given; see :func:`manastack.position.position` for the mappings and ``kw``). A player whose
    mapping gives no library gets the corresponding one of ``libraries``."""
    a, b = dict(alice), dict(bob or {})
    a.setdefault("library", libraries[0])
    b.setdefault("library", libraries[1])
    return position({"alice": a, "bob": b}, **kw)


def game(alice: Mapping[str, Any], bob: Mapping[str, Any] | None = None, *, spare: bool = True, **kw: Any) -> Game:
    """A :func:`duel` with libraries of eight compiled Plains (alice) and Islands (bob), the
    position the card-by-card tests start from.

    With ``spare`` each player also gets one more basic land (alice a Plains labelled
    "spare-alice", bob an Island labelled "spare-bob"): tests give exact mana for what they cast,
    and the spare land keeps a second option open so that priority isn't passed by itself."""
    a, b = dict(alice), dict(bob or {})
    if spare:
        a["battlefield"] = [*a.get("battlefield", ()), {"card": C("Plains"), "as": "spare-alice"}]
        b["battlefield"] = [*b.get("battlefield", ()), {"card": C("Island"), "as": "spare-bob"}]
    return duel(a, b, libraries=(lib("Plains"), lib("Island")), **kw)


# ---- reading the game ------------------------------------------------------------------------


def kind(g: Game) -> DecisionKind | None:
    """The kind of the pending decision (None once the game is over)."""
    return g.decision.kind if g.decision is not None else None


def options(g: Game) -> list[str]:
    """The texts of the legal actions."""
    return [g.describe(a) for a in g.legal_actions()]


def oid(g: Game, label: str) -> int:
    """The object labelled ``label`` (``"as"`` in the position)."""
    return g.state.labels[label]


def ids_named(g: Game, name: str, zone: Zone = Zone.BATTLEFIELD) -> list[int]:
    """The objects in ``zone`` whose current name (after copy effects) is ``name``."""
    return [o for o, obj in g.state.objects.items() if obj.zone is zone and obj.name == name]


def one(g: Game, name: str) -> int:
    """The one permanent named ``name`` (fails if there are none or several)."""
    (found,) = ids_named(g, name)
    return found


def names(g: Game, ids: Sequence[int]) -> list[str]:
    """The names of the objects ``ids``, in order."""
    return [g.state.objects[o].name for o in ids]


def on_battlefield(g: Game, controller: int | None = None) -> list[str]:
    """The names of the permanents (of ``controller``'s, if given), in battlefield order."""
    return [g.state.objects[o].name for o in g.state.battlefield if controller is None or g.state.objects[o].controller == controller]


def hand(g: Game, pid: int) -> list[str]:
    """The names of the cards in ``pid``'s hand."""
    return names(g, g.state.players[pid].hand)


def graveyard(g: Game, pid: int) -> list[str]:
    """The names of the cards in ``pid``'s graveyard."""
    return names(g, g.state.players[pid].graveyard)


def library(g: Game, pid: int) -> list[str]:
    """The names of the cards of ``pid``'s library, top first."""
    return names(g, g.state.players[pid].library)


def exiled(g: Game, owner: int | None = None) -> list[str]:
    """The names of the cards in exile (owned by ``owner``), in the order they were exiled."""
    return names(g, [o for o in g.state.exile if owner is None or g.state.objects[o].owner == owner])


def tapped(g: Game, name: str | None = None, *, controller: int | None = None) -> int:
    """How many tapped permanents there are (named ``name``, controlled by ``controller``)."""
    objs = [g.state.objects[o] for o in g.state.battlefield]
    return sum(1 for o in objs if o.tapped and (name is None or o.name == name) and (controller is None or o.controller == controller))


def tokens(g: Game, pid: int = ALICE) -> Counter[str]:
    """The tokens ``pid`` controls, counted by name."""
    objs = [g.state.objects[o] for o in g.state.battlefield]
    return Counter(o.name for o in objs if o.is_token and o.controller == pid)


def pt(g: Game, label_or_id: str | int) -> tuple[int | None, int | None]:
    """Power and toughness (after every continuous effect) of a labelled object or an id."""
    c = chars(g.state, oid(g, label_or_id) if isinstance(label_or_id, str) else label_or_id)
    return (c.power, c.toughness)


def life(g: Game) -> list[int]:
    """Each team's life total (a team is a player, except in Two-Headed Giant)."""
    return [t.life for t in g.state.teams]


def pool(g: Game, pid: int = ALICE) -> str:
    """The mana in ``pid``'s mana pool, as text."""
    return mana_text(g.state.players[pid].mana_pool)


def events(g: Game, event: str) -> list[LogEvent]:
    """The logged events of kind ``event``, in order."""
    return [e for e in g.log if e.event == event]


def event_data(g: Game, event: str) -> list[dict[str, Any]]:
    """The fields of each logged event of kind ``event``, in order."""
    return [dict(e.data) for e in events(g, event)]


def triggered(g: Game, source: str) -> int:
    """How many times an ability of an object named ``source`` has triggered."""
    return sum(1 for e in events(g, "ability_triggered") if e.get("source") == source)


# ---- answering decisions ---------------------------------------------------------------------


def _action(a: Answer) -> Action | str:
    return Choose(a) if isinstance(a, int) else a


_MOVED_ON = (None, DecisionKind.PRIORITY, DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS)


def answer(g: Game, *answers: Answer) -> None:
    """Answer the pending decisions with ``answers`` in order, paying automatically whenever mana
    is to be paid (without using up an answer); stops once a player holds priority or is asked to
    declare attackers or blockers (the game has moved on).

    A choice with one legal option answers itself, so a text answer that isn't an option while
    more answers follow is skipped, and answers left over when the game has moved on are dropped
    (the tests check outcomes, not the path)."""
    todo = list(answers)
    while todo or kind(g) is DecisionKind.PAY_MANA:
        if kind(g) is DecisionKind.PAY_MANA:
            g.apply(AutoPay())
            continue
        if kind(g) in _MOVED_ON:
            return
        a = todo.pop(0)
        if isinstance(a, str) and todo and a.lower() not in [o.lower() for o in options(g)]:
            continue  # that choice had one legal option and answered itself
        g.apply(_action(a))


def _first_option(g: Game, text: str) -> Action:
    """The legal action whose text is ``text`` or, when several are ("… [1]", "… [2]"), the first."""
    opts = {o.lower(): a for o, a in reversed(list(zip(options(g), g.legal_actions())))}
    found = opts.get(text.lower()) or opts.get(f"{text} [1]".lower())
    assert found is not None, f"no option {text!r}: {options(g)}"
    return found


def cast(g: Game, name: str, *answers: Answer) -> None:
    """Cast the spell named ``name`` (a face name; "X (Adventure of Y)" for an Adventure; the first
    copy when several can be cast), then :func:`answer` its targets and choices and pay."""
    g.apply(_first_option(g, f"Cast {name}"))
    answer(g, *answers)


def activate(g: Game, prefix: str, *answers: Answer) -> None:
    """Activate the (first) ability whose option text starts with ``prefix``, then :func:`answer`."""
    opts = [a for a in g.legal_actions() if g.describe(a).startswith(prefix)]
    assert opts, f"no option starts with {prefix!r}: {options(g)}"
    g.apply(opts[0])
    answer(g, *answers)


def tap_for_mana(g: Game, name: str) -> None:
    """Activate the (first listed) mana ability of a permanent called ``name``."""
    g.apply(next(o for o in options(g) if o.startswith(f"Activate {name}:")))


def move(g: Game, obj: int, zone: Zone) -> None:
    """Move ``obj`` to ``zone`` as if a resolving effect did it (:meth:`Game.perform`: replacement
    effects and triggers see the move); only while a player holds priority."""
    g.perform([MoveTo(Target(0), zone)], controller=g.state.objects[obj].controller, targets=[obj])


# ---- passing priority ------------------------------------------------------------------------


def at_step(step: Step, turn: int | None = None) -> Callable[[Game], bool]:
    """A condition for :func:`pass_until`: a player holds priority in ``step`` (of ``turn``)."""
    return lambda g: g.state.step is step and (turn is None or g.state.turn == turn) and kind(g) is DecisionKind.PRIORITY


def asked(wanted: DecisionKind) -> Callable[[Game], bool]:
    """A condition for :func:`pass_until`: a decision of kind ``wanted`` is pending."""
    return lambda g: kind(g) is wanted


def pass_until(g: Game, done: Callable[[Game], bool], limit: int = 300, *, strict: bool = False) -> None:
    """Pass priority until ``done`` holds, declaring no attackers or blockers when asked (with
    ``strict``, failing instead); fails on any other kind of decision."""
    for _ in range(limit):
        if done(g):
            return
        if not strict and kind(g) in (DecisionKind.DECLARE_ATTACKERS, DecisionKind.DECLARE_BLOCKERS):
            g.apply(Done())
            continue
        assert kind(g) is DecisionKind.PRIORITY, f"stopped at {kind(g)} in {g.state.step}: {options(g)}"
        g.apply(Pass())
    raise AssertionError("never reached")


def priority_to(g: Game, pid: int) -> None:
    """Pass until ``pid`` holds priority (a player whose only option is passing passes by itself)."""
    while g.decision is not None and not (g.decision.kind is DecisionKind.PRIORITY and g.decision.player == pid):
        g.apply(Pass())


def resolve_top(g: Game, count: int = 1) -> None:
    """Everyone passes until the ``count`` topmost objects of the stack have resolved (or left it);
    objects put on the stack meanwhile, such as triggers, stay there. Stops at any other decision."""
    for _ in range(count):
        if not g.state.stack:
            return
        top = g.state.stack[-1]
        while g.decision is not None and top in g.state.stack and Pass() in g.legal_actions():
            g.apply(Pass())


def resolve_all(g: Game, *, strict: bool = False) -> None:
    """Everyone passes until the stack is empty. A decision other than priority stops it (with
    ``strict``, fails)."""
    for _ in range(100):
        if not g.state.stack:
            return
        if kind(g) is not DecisionKind.PRIORITY:
            assert not strict, f"stopped at {kind(g)} in {g.state.step}: {options(g)}"
            return
        g.apply(Pass())


def settle(g: Game, first: str | None = None) -> None:
    """Resolve the stack, answering each choice of the replacement effect to apply first (CR 616.1)
    with the one from the object labelled ``first`` when it is offered, else with the first
    option; stops once the stack is empty."""
    for _ in range(50):
        if kind(g) is DecisionKind.REPLACEMENT_ORDER:
            want = Choose(g.state.labels[first]) if first else None
            g.apply(want if want in g.legal_actions() else g.legal_actions()[0])
        elif g.state.stack:
            resolve_all(g)
        else:
            return


# ---- combat ----------------------------------------------------------------------------------


def _attacker(g: Game, attacker: str) -> int:
    """A label, or else the name of the first creature offered as an attacker."""
    if attacker in g.state.labels:
        return oid(g, attacker)
    offered = [a.attacker for a in g.legal_actions() if isinstance(a, DeclareAttacker)]
    return next(o for o in offered if g.state.objects[o].name == attacker)


def to_declare_attackers(g: Game) -> None:
    """Pass until the active player is asked to declare attackers."""
    pass_until(g, asked(DecisionKind.DECLARE_ATTACKERS))


def to_declare_blockers(g: Game) -> None:
    """Pass until the defending player is asked to declare blockers."""
    pass_until(g, asked(DecisionKind.DECLARE_BLOCKERS))


def attack(g: Game, *attackers: str, defender: int = BOB) -> None:
    """Pass to the declare attackers decision and attack ``defender`` with ``attackers`` (labels,
    or names: the first creature of that name not yet declared)."""
    to_declare_attackers(g)
    for a in attackers:
        g.apply(DeclareAttacker(_attacker(g, a), defender))
    if kind(g) is DecisionKind.DECLARE_ATTACKERS:
        g.apply(Done())


def block(g: Game, *pairs: tuple[str, str]) -> None:
    """Pass to the declare blockers decision and block with each (blocker, attacker) pair of labels."""
    to_declare_blockers(g)
    for b, a in pairs:
        g.apply(DeclareBlocker(oid(g, b), oid(g, a)))
    if kind(g) is DecisionKind.DECLARE_BLOCKERS:
        g.apply(Done())


def attackers_offered(g: Game) -> set[int]:
    """The creatures the pending declare attackers decision offers."""
    assert kind(g) is DecisionKind.DECLARE_ATTACKERS
    return {a.attacker for a in g.legal_actions() if isinstance(a, DeclareAttacker)}


def blockers_offered(g: Game) -> set[str]:
    """Pass to the declare blockers decision; the names of the creatures it offers as blockers."""
    to_declare_blockers(g)
    return {g.state.objects[a.blocker].name for a in g.legal_actions() if isinstance(a, DeclareBlocker)}


def can_block(g: Game, blocker: str, attacker: str) -> bool:
    """Pass to the declare blockers step; whether ``blocker`` may block ``attacker`` (CR 509.1b),
    both labels. With no legal block at all the defending player isn't asked. Declares no blocks."""
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS or g.state.step.value in ("combat_damage", "end_of_combat"))
    if kind(g) is not DecisionKind.DECLARE_BLOCKERS:
        return False
    ok = DeclareBlocker(oid(g, blocker), oid(g, attacker)) in g.legal_actions()
    g.apply(Done())
    return ok


def finish_combat(g: Game, *, strict: bool = False) -> None:
    """Pass until the postcombat main phase, declaring no further blocks and taking the first
    damage assignment offered (with ``strict``, failing at any decision but priority)."""
    if strict:
        pass_until(g, at_step(Step.POSTCOMBAT_MAIN), strict=True)
        return
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


__all__ = [
    "ALICE", "BOB", "Answer", "C",
    "activate", "answer", "asked", "at_step", "attack", "attackers_offered", "block",
    "blockers_offered", "can_block", "cast", "duel", "event_data", "events", "exiled", "finish_combat",
    "game", "graveyard", "hand", "ids_named", "kind", "lib", "library", "life", "move", "names", "oid",
    "on_battlefield", "one", "options", "pass_until", "pool", "priority_to", "pt",
    "resolve", "resolve_all", "resolve_top", "settle", "tap_for_mana", "tapped", "to_declare_attackers",
    "to_declare_blockers", "tokens", "triggered",
]
