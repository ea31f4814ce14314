"""Invariants of a game state, checked after every action by the random-games test and
``benchmarks/fuzz.py``: zones and objects agree (CR 400.1, 400.7), cards are conserved, no
negative counters or damage (CR 122), life changes are all logged (119.3, 810.9), mana pools empty
between steps (500.4), state-based actions are done before priority (117.5, 704), caches agree
with a computation from scratch, nothing a player who left the game owns is still in it (800.4a),
and there is a legal decision until the game is over. A failure raises :class:`AssertionError` saying what."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from weakref import WeakKeyDictionary

from manastack.actions import DecisionKind
from manastack.game import Game
from manastack.model.triggers import TriggerEvent
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules.day_night import BOUND
from manastack.rules.layers import chars
from manastack.rules.mana import simple_sources
from manastack.rules.turn import priority_options
from manastack.rules.vocabulary import named_in, named_in_game
from manastack.state.game_state import GameState, LogEvent, clear_caches


def _zone_lists(state: GameState) -> Iterator[tuple[str, Zone, int | None, list[int]]]:
    yield "battlefield", Zone.BATTLEFIELD, None, state.battlefield
    yield "battlefield (phased out)", Zone.BATTLEFIELD, None, [o for o, _, _ in state.phased_out]
    yield "stack", Zone.STACK, None, state.stack
    yield "exile", Zone.EXILE, None, state.exile
    yield "command", Zone.COMMAND, None, state.command
    for p in state.players:
        yield f"{p.name}'s library", Zone.LIBRARY, p.id, p.library
        yield f"{p.name}'s hand", Zone.HAND, p.id, p.hand
        yield f"{p.name}'s graveyard", Zone.GRAVEYARD, p.id, p.graveyard


@dataclass
class _Ledger:
    """What the log has said so far: the index of the last step's beginning and each player's net
    life change, read once per entry (the log only grows: a game's state after a replay has the same
    log as before it)."""

    read: int = 0
    last: LogEvent | None = None
    began: int = -1
    life: dict[str, int] = field(default_factory=dict)


_LEDGERS: WeakKeyDictionary[Game, _Ledger] = WeakKeyDictionary()
_CHECKS: WeakKeyDictionary[Game, int] = WeakKeyDictionary()  # how many times each game was checked


def _read_log(game: Game, log: list[LogEvent]) -> _Ledger:
    ledger = _LEDGERS.get(game)
    if ledger is None or len(log) < ledger.read or (ledger.read and log[ledger.read - 1] != ledger.last):
        ledger = _LEDGERS[game] = _Ledger()  # a log that changed what it said is read again
    for i in range(ledger.read, len(log)):
        e = log[i]
        if e.event == "step":
            ledger.began = i
        elif e.event in ("life_gained", "life_lost"):
            who = e.get("player")
            ledger.life[who] = ledger.life.get(who, 0) + (e.get("amount") if e.event == "life_gained" else -e.get("amount"))
    ledger.read, ledger.last = len(log), (log[-1] if log else None)
    return ledger


def check_invariants(game: Game, cards: int, step_before: tuple[int, str] | None, start_life: list[int], *, caches_every: int = 4) -> None:
    """Check every invariant (see the module docstring): ``cards`` is the number of non-token cards
    the game began with, ``step_before`` the (turn, step) before the last action, ``start_life``
    each team's starting life. The caches are compared with a computation from scratch at the
    first and every ``caches_every``-th check of a game (1: at every check; that comparison costs
    more than all the other invariants together)."""
    s = game.state
    where: dict[int, str] = {}
    for name, zone, owner, ids in _zone_lists(s):
        for oid in ids:
            assert oid not in where, f"object {oid} is in {where[oid]} and in {name}"
            where[oid] = name
            assert oid in s.objects, f"{name} lists {oid}, which doesn't exist"
            o = s.objects[oid]
            assert o.zone is zone, f"{o.name} ({oid}) is listed in {name} but says it is in {o.zone.value}"
            if owner is not None:
                assert o.owner == owner, f"{o.name} ({oid}) is in {name} but is owned by player {o.owner}"
    # Tokens, abilities, copies of spells and emblems (114.5: an emblem is not a card) aren't cards;
    # dungeon cards began outside the game (309.2).
    real_cards = 0
    for oid, o in s.objects.items():
        if o.is_ability:
            assert oid in where, f"ability object {oid} of {o.name} exists off the stack"
        else:
            assert oid in where, f"{o.name} ({oid}, {o.zone.value}) is in no zone list"
            if not o.is_token and not o.is_copy and not o.card.is_emblem and CardType.DUNGEON not in o.card.types:
                real_cards += 1
        if o.counters:
            for kind, n in o.counters.items():
                assert n >= 0, f"{o.name} has {n} {kind} counters"
        assert o.damage >= 0, f"{o.name} has {o.damage} damage"
    departed = {p.id for p in s.players if p.left_game}
    if departed:
        # CR 800.4a: the cards of a player who left the game have left it with them.
        assert real_cards <= cards, f"{real_cards} non-token cards, the decks had {cards}"
        stayed = [o.name for o in s.objects.values() if o.owner in departed]
        assert not stayed, f"objects of a player who left the game are still in it: {stayed[:5]}"
    else:
        assert real_cards == cards, f"{real_cards} non-token cards, the decks had {cards}"
    for t in s.teams:
        assert type(t.life) is int, f"team {t.name} life {t.life!r}"
        assert t.poison >= 0
    if step_before is not None and step_before != (s.turn, s.step.value):
        # CR 106.4, 500.4: pools empty as each step and phase ends; mana in a pool now was added
        # in the current step (an ability that triggered at its beginning may have added it), or
        # is kept until end of turn ("you don't lose this mana as steps and phases end").
        ledger = _read_log(game, s.log)
        added_now = {e.get("player") for e in s.log[ledger.began + 1:] if e.event == "mana_added"}
        for p in s.players:
            lost = [u for u in p.mana_pool if not u.kept]
            assert not lost or p.name in added_now, f"{p.name}'s pool holds mana after {step_before} ended: {p.mana_pool}"
        # CR 119.3 / 810.9: life changes only by gaining and losing life, all of it logged.
        for ti, t in enumerate(s.teams):
            delta = sum(ledger.life.get(s.players[m].name, 0) for m in t.members)
            assert t.life == start_life[ti] + delta, f"team {t.name} has {t.life} life; the log accounts for {start_life[ti] + delta}"
    d = game.decision
    if d is not None and d.kind is DecisionKind.PRIORITY and not s.stack:
        # CR 117.5 / 704.3: a player receives priority only after state-based actions are done.
        for oid in s.battlefield:
            o, c = s.objects[oid], chars(s, oid)
            if CardType.CREATURE in c.types:
                assert (c.toughness or 0) > 0, f"{c.name} with toughness {c.toughness} survived state-based actions"
                if Keyword.INDESTRUCTIBLE not in c.keywords:
                    assert o.damage < (c.toughness or 0), f"{c.name} with lethal damage survived state-based actions"
            if "Aura" in c.subtypes:
                assert o.attached_to in s.battlefield, f"{c.name} is attached to nothing"
            if o.attached_to is not None:
                assert o.attached_to in s.battlefield, f"{c.name} is attached to {o.attached_to}, which has left"
        if s.combat is not None:
            for a in s.combat.attackers:
                assert a in s.battlefield, f"attacker {a} isn't on the battlefield"
        # 704.5d: no token is left in a hand, graveyard, library or exile.
        elsewhere = [o.name for name, zone, _, ids in _zone_lists(s) if zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY, Zone.EXILE) for o in map(s.objects.peek, ids) if o.is_token]
        assert not elsewhere, f"tokens outside the battlefield survived state-based actions: {elsewhere}"
    checks = _CHECKS[game] = _CHECKS.get(game, -1) + 1
    if checks % caches_every == 0:
        _check_caches(game)
    if game.is_over:
        assert game.decision is None and game.legal_actions() == []
        assert game.outcome() is not None
    else:
        d = game.decision
        assert d is not None and len(game.legal_actions()) >= 1
        assert not s.players[d.player].lost, "a player who has lost is asked to decide"


def _check_caches(game: Game) -> None:
    """The caches keyed by the state's version (characteristics, CR 613; abilities by kind; mana
    sources for the automatic payment) give what a computation from scratch gives — a change to
    the state that didn't move the version would show here — and so do a priority decision's
    options (117.1); what the rules skip when no definition of the game names it — the events
    objects' triggered abilities wait for, daybound and nightbound — is named
    (:func:`~manastack.rules.vocabulary.named_in_game`)."""
    s = game.state
    fresh = s.copy()
    clear_caches(fresh)
    for oid in s.battlefield:
        assert chars(fresh, oid) == chars(s, oid), f"cached characteristics of {s.objects[oid].name} ({oid}) are stale"
    for p in s.players:
        assert simple_sources(fresh, p.id) == simple_sources(s, p.id), f"cached mana sources of {p.name} are stale"
    named = named_in_game(s)
    assert named_in_game(fresh) == named, "the cached vocabulary of the game is stale"
    for oid, o in s.objects.items():
        c = chars(s, oid)
        missing = ({e for e in named_in(c.abilities) if isinstance(e, TriggerEvent)} | (c.keywords & BOUND)) - named
        assert not missing, f"{o.name} ({oid}) has {sorted(str(m) for m in missing)}, which no definition of the game names"
    d = game.decision
    if d is not None and d.kind is DecisionKind.PRIORITY:
        options = tuple(priority_options(fresh, d.player))
        assert options == d.options, f"priority options {d.options} differ from a computation from scratch: {options}"


__all__ = ["check_invariants"]
