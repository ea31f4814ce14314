"""Counters (CR 122): putting counters on permanents and players and removing them, the replacement
effects that modify putting counters, and the verbs that do it.

Poison counters on a player are the team's in Two-Headed Giant (810.10)."""

from __future__ import annotations

from dataclasses import replace

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import CountersPut, CountersRemoved, GameEvent, Untapped
from manastack.model.abilities import CounterMultiplier
from manastack.model.counters import counter_keyword
from manastack.model.effects import (
    Bolster,
    MoveCounters,
    Proliferate,
    PutCounters,
    PutCountersOf,
    PutDividedCounters,
    RemoveAllCounters,
    RemoveCounters,
)
from manastack.model.types import CardType, Zone
from manastack.rules import replacement
from manastack.rules.amounts import Resolving, counters_known, objects_of, refs_of, res_amount
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.filters import matches
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.rules.pipeline import Proposed, happened, perform
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.state.game_state import GameState


def put_counters(
    ctx: Ctx, target: int, kind: str, count: int, *, by_effect: bool = True, rules: tuple[str, ...] = ("122.1",),
    entering: list[GameEvent] | None = None,
) -> None:
    """CR 122.1: put counters on a permanent or a player. ``by_effect``: an effect puts them, so
    "if an effect would put counters" replacements apply (not to a cost, 606.4, or a turn-based
    action, 714.3c). ``entering``: the permanent is entering the battlefield with them (614.1c,
    122.6) — they are logged now and the events kept there, for abilities to see once it is on the
    battlefield."""
    if count <= 0:
        return

    def apply(ctx: Ctx, results: list[Proposed[CountersPut]]) -> None:
        state = ctx.state
        for p in results:
            ev = p.event
            if ev.count <= 0:
                continue
            before = 0
            if state.is_player_id(ev.target) and ev.counter == "poison":
                state.team_of(ev.target).poison += ev.count
            else:
                held = counters_of(state, ev.target)
                before = held.get(ev.counter, 0)
                held[ev.counter] = before + ev.count
                if counter_keyword(ev.counter) is not None and not state.is_player_id(ev.target):
                    # 613.7c: every counter of that kind gets the new counter's timestamp
                    state.objects[ev.target].counter_timestamps[ev.counter] = state.new_timestamp()
            done = replace(ev, before=before)
            if entering is None:
                happened(ctx, done)
            else:
                record(state, replace(done, target_name=state.objects[ev.target].card.name))
                entering.append(done)

    perform(ctx, CountersPut(target, kind, count, by_effect, rules=rules), apply)


def counters_of(state: GameState, target: int) -> dict[str, int]:
    """The counters on a permanent, or on a player (besides poison, the team's: 810.10)."""
    return state.players[target].counters if state.is_player_id(target) else state.objects[target].counters


def remove_counters(ctx: Ctx, target: int, kind: str, count: int, rules: tuple[str, ...] = ("122.1",)) -> int:
    """Remove up to ``count`` counters of ``kind`` from a permanent or a player (paying {E}, 107.14);
    returns how many were removed."""
    n = min(counters_of(ctx.state, target).get(kind, 0), count)
    if n > 0:
        perform(ctx, CountersRemoved(target, kind, n, rules=rules), _remove)
    return max(n, 0)


def _remove(ctx: Ctx, results: list[Proposed[CountersRemoved]]) -> None:
    for p in results:
        ev = p.event
        held = counters_of(ctx.state, ev.target)
        left = held.get(ev.counter, 0) - ev.count
        if left:
            held[ev.counter] = left
        else:
            del held[ev.counter]
        happened(ctx, ev)


# ---- replacement effects on putting counters (CR 614.1a) ------------------------------------------


def _multiplies(state: GameState, eff: CounterMultiplier, c: Candidate, ev: CountersPut) -> bool:
    if ev.count <= 0 or not ev.by_effect or state.is_player_id(ev.target):
        return False
    if eff.kind is not None and ev.counter != eff.kind:
        return False
    o = state.objects.get(ev.target)
    return o is not None and o.zone is Zone.BATTLEFIELD and matches(state, ev.target, eff.affected, c.you, c.source)


replacement.register(ReplacementKind(CounterMultiplier, CountersPut, _multiplies, lambda ctx, eff, c, ev: [replace(ev, count=ev.count * eff.factor)]))


# ---- stun counters (CR 122.1d) --------------------------------------------------------------------


class StunCounters:
    """CR 122.1d: "If a permanent with a stun counter on it would become untapped, instead remove a
    stun counter from it" — one replacement effect however many stun counters it has, a rule's
    effect given to the permanent (not an ability it has)."""

    __slots__ = ()


def _stunned(state: GameState, ev: Untapped) -> list[Candidate]:
    o = state.objects[ev.object]
    if not o.counters.get("stun"):
        return []
    return [Candidate(ev.object, StunCounters(), -(1 << 42) - o.uid, o.controller)]


def _remove_stun_counter(ctx: Ctx, eff: StunCounters, c: Candidate, ev: Untapped) -> list[Untapped]:
    remove_counters(ctx, ev.object, "stun", 1, rules=("122.1d",))
    return []


replacement.register(ReplacementKind(StunCounters, Untapped, lambda state, eff, c, ev: True, _remove_stun_counter))
replacement.register_source(Untapped, _stunned)


# ---- verbs ------------------------------------------------------------------------------------------


@verb(PutCounters)
def _put(ctx: Ctx, e: PutCounters, res: Resolving, did: bool) -> bool:
    for t in refs_of(ctx.state, e.on, res):
        put_counters(ctx, t, e.kind, res_amount(ctx.state, e.count, res))
    return did


@verb(PutDividedCounters)
def _put_divided(ctx: Ctx, e: PutDividedCounters, res: Resolving, did: bool) -> bool:
    """CR 601.2d, 608.2b: each remaining legal target gets the share announced for it."""
    for i, t in enumerate(res.targets):
        if t is not None and i < len(res.division):
            put_counters(ctx, t, e.kind, res.division[i])
    return did


@verb(MoveCounters)
def _move(ctx: Ctx, e: MoveCounters, res: Resolving, did: bool) -> bool:
    """CR 122.5: remove the counters from one permanent and put them onto another; if either can't
    be done (the same object, too few counters, either gone from the battlefield) nothing happens.
    Returns whether they moved."""
    state = ctx.state
    sources, dests = objects_of(state, e.source, res), objects_of(state, e.to, res)
    if len(sources) != 1 or len(dests) != 1:
        return False
    (frm,), (to,) = sources, dests
    if frm == to or frm not in state.battlefield or to not in state.battlefield or counters_of(state, frm).get(e.kind, 0) < e.count:
        return False
    remove_counters(ctx, frm, e.kind, e.count, rules=("122.5",))
    put_counters(ctx, to, e.kind, e.count, rules=("122.5",))
    return True


@verb(RemoveCounters)
def _remove_verb(ctx: Ctx, e: RemoveCounters, res: Resolving, did: bool) -> bool:
    """"Remove a counter … If you do": done only if every counter was removed (608.2c)."""
    done = False
    for t in objects_of(ctx.state, e.on, res):
        n = res_amount(ctx.state, e.count, res)
        done = remove_counters(ctx, t, e.kind, n) == n and n > 0
    return done


@verb(PutCountersOf)
def _put_counters_of(ctx: Ctx, e: PutCountersOf, res: Resolving, did: bool) -> bool:
    """CR 122.1, 608.2h: "put its counters on target creature" — each kind, as many as it had."""
    held = sorted(counters_known(ctx.state, e.of, res, res.source).items())
    for t in refs_of(ctx.state, e.on, res):
        for kind, n in held:
            put_counters(ctx, t, kind, n)
    return did


@verb(RemoveAllCounters)
def _remove_all(ctx: Ctx, e: RemoveAllCounters, res: Resolving, did: bool) -> bool:
    """CR 122.1: every counter of each kind is removed from each referenced permanent."""
    for t in objects_of(ctx.state, e.on, res):
        for kind, n in sorted(ctx.state.objects[t].counters.items()):
            remove_counters(ctx, t, kind, n)
    return did


@verb(Proliferate)
def _proliferate(ctx: Ctx, e: Proliferate, res: Resolving, did: bool) -> bool:
    """CR 701.34a: the controller chooses, one at a time, any number of the permanents and players
    that have a counter (a player's are poison counters, 122.1f); each chosen one gets another
    counter of each kind it has."""
    state = ctx.state

    def candidates(chosen: list[int]) -> list[int]:
        have = [p.id for p in state.players if not p.lost and state.team_of(p.id).poison > 0]
        have += [o for o in state.battlefield if state.objects[o].counters]
        return [c for c in have if c not in chosen]

    chosen = ctx.choose_any_number(res.controller, candidates, f"{res.source_name}: proliferate", Purpose.PROLIFERATE, res.source)
    for c in chosen:
        kinds = ["poison"] if state.is_player_id(c) else sorted(state.objects[c].counters) if c in state.objects else []
        for kind in kinds:
            put_counters(ctx, c, kind, 1, rules=("701.34a",))
    return did


@verb(Bolster)
def _bolster(ctx: Ctx, e: Bolster, res: Resolving, did: bool) -> bool:
    """CR 701.39a: the controller chooses one of the creatures they control with the least
    toughness (a choice among those tied); it gets N +1/+1 counters. With no creature, nothing
    happens."""
    state = ctx.state
    mine = [o for o in state.battlefield if chars(state, o).controller == res.controller and CardType.CREATURE in chars(state, o).types]
    if not mine:
        return did
    least = min(chars(state, o).toughness or 0 for o in mine)
    options = tuple(Choose(o) for o in mine if (chars(state, o).toughness or 0) == least)
    ans = ctx.choose(Decision(res.controller, DecisionKind.CHOOSE_OBJECT, options, context=f"{res.source_name}: bolster — choose a creature",
                              purpose=Purpose.BOLSTER, source=res.source))
    assert isinstance(ans, Choose)
    put_counters(ctx, ans.id, "+1/+1", res_amount(state, e.amount, res), rules=("701.39a",))
    return did


__all__ = ["counters_of", "put_counters", "remove_counters"]
