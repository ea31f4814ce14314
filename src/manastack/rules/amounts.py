"""Evaluating amounts and references while a spell or ability resolves (CR 608.2)."""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.model.filters import (
    AllMatching,
    Amount,
    AttachedTo,
    ControllerOf,
    CountOf,
    CreatedObjects,
    EachOpponent,
    EachPlayer,
    EventAmount,
    EventObject,
    EventPlayer,
    OwnerOf,
    PowerOf,
    Ref,
    Target,
    This,
    X,
    You,
)
from manastack.rules.layers import chars
from manastack.state.game_state import GameState
from manastack.state.objects import TriggerInfo


@dataclass(slots=True)
class Resolving:
    """What a resolving spell or ability knows: its source, controller, chosen targets (with
    ``None`` for a target that became illegal, 608.2b), X, and its trigger's event."""

    source: int
    controller: int
    source_name: str
    targets: tuple[int | None, ...] = ()
    x: int = 0
    trigger: TriggerInfo | None = None
    created: list[int] = field(default_factory=list)
    spell_id: int | None = None
    tapped_for_mana: bool = False  # a mana ability with {T} in its cost is resolving (106.12)
    division: tuple[int, ...] = ()  # 601.2d: the spell's division, one share per target slot


def amount_of(
    state: GameState,
    a: Amount,
    *,
    controller: int,
    source: int,
    x: int = 0,
    trigger: TriggerInfo | None = None,
    res: Resolving | None = None,
) -> int:
    match a:
        case int():
            return a
        case X(times):
            return x * times
        case CountOf(filter=f):
            from manastack.rules.filters import count_matching

            return count_matching(state, f, controller, source)
        case EventAmount():
            return trigger.amount if trigger else 0
        case PowerOf(of=ref):
            ids = objects_of(state, ref, res) if res else [source]
            return max(0, chars(state, ids[0]).power or 0) if ids else 0
    raise TypeError(f"unknown amount {a!r}")


def res_amount(state: GameState, a: Amount, res: Resolving) -> int:
    return amount_of(state, a, controller=res.controller, source=res.source, x=res.x, trigger=res.trigger, res=res)


def refs_of(state: GameState, ref: Ref, res: Resolving) -> list[int]:
    """The objects and players a reference denotes now; illegal targets are left out (608.2b)."""
    match ref:
        case Target(index):
            if index < len(res.targets):
                t = res.targets[index]
                return [t] if t is not None and (state.is_player_id(t) or t in state.objects) else []
            return []
        case This():
            return [res.source] if res.source in state.objects else []
        case AttachedTo():
            src = state.objects.get(res.source)
            return [src.attached_to] if src and src.attached_to is not None else []
        case EventObject():
            if res.trigger and res.trigger.object_id is not None and res.trigger.object_id in state.objects:
                return [res.trigger.object_id]
            return []
        case CreatedObjects():
            return [o for o in res.created if o in state.objects]
        case AllMatching(filter=f):
            from manastack.rules.filters import matching

            return matching(state, f, res.controller, res.source)
        case You():
            return [res.controller]
        case EventPlayer():
            return [res.trigger.player] if res.trigger and res.trigger.player is not None else []
        case ControllerOf(of=inner):
            return [chars(state, o).controller if not state.is_player_id(o) else o for o in refs_of(state, inner, res)]
        case OwnerOf(of=inner):
            return [state.objects[o].owner for o in refs_of(state, inner, res) if not state.is_player_id(o)]
        case EachOpponent():
            return [p for p in state.apnap() if state.players[p].team != state.players[res.controller].team]
        case EachPlayer():
            return state.apnap()
    raise TypeError(f"unknown reference {ref!r}")


def objects_of(state: GameState, ref: Ref, res: Resolving) -> list[int]:
    return [i for i in refs_of(state, ref, res) if not state.is_player_id(i)]


def players_of(state: GameState, ref: Ref, res: Resolving) -> list[int]:
    return [i for i in refs_of(state, ref, res) if state.is_player_id(i)]
