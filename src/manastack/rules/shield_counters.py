"""Shield counters (CR 122.1c): "One or more shield counters on a permanent create a single
replacement effect and a single prevention effect that protect the permanent. These effects are
'If this permanent would be destroyed as the result of an effect, instead remove a shield counter
from it' and 'If damage would be dealt to this permanent, prevent that damage and remove a shield
counter from it.'"

Both are the rules' effects given to the permanent (not abilities it has: losing all abilities
doesn't end them). A destruction by a state-based action (lethal or deathtouch damage, 704.5g–h)
isn't "the result of an effect"; while damage can't be prevented the prevention effect doesn't
apply and no counter is removed (615.12).
"""

from __future__ import annotations

from dataclasses import replace

from manastack.events import DamageDealt, DamagePrevented, ZoneChange
from manastack.model.types import Zone
from manastack.rules import replacement
from manastack.rules.context import Ctx
from manastack.rules.counters import remove_counters
from manastack.rules.damage import preventable
from manastack.rules.log import record
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.state.game_state import GameState


class ShieldPrevention:
    """CR 122.1c: "If damage would be dealt to this permanent, prevent that damage and remove a
    shield counter from it" (a prevention effect, 615)."""

    __slots__ = ()


class ShieldReplacement:
    """CR 122.1c: "If this permanent would be destroyed as the result of an effect, instead remove
    a shield counter from it" (a replacement effect, 614)."""

    __slots__ = ()


def _shielded(state: GameState, oid: int, effect: object) -> list[Candidate]:
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or not o.counters.get("shield"):
        return []
    return [Candidate(oid, effect, -(1 << 43) - o.uid, o.controller)]


def _damage_candidates(state: GameState, ev: DamageDealt) -> list[Candidate]:
    if ev.amount <= 0 or state.is_player_id(ev.target) or not preventable(state):
        return []
    return _shielded(state, ev.target, ShieldPrevention())


def _destroy_candidates(state: GameState, ev: ZoneChange) -> list[Candidate]:
    if not ev.destroyed or ev.lethal:
        return []
    return _shielded(state, ev.old_id, ShieldReplacement())


def _prevent(ctx: Ctx, eff: ShieldPrevention, c: Candidate, ev: DamageDealt) -> list[DamageDealt]:
    """CR 122.1c, 615.1: the damage is prevented and a shield counter removed."""
    record(ctx.state, DamagePrevented(ev.source, ev.target, ev.amount, "a shield counter", None, rules=("122.1c", "615.1")))
    remove_counters(ctx, ev.target, "shield", 1, rules=("122.1c",))
    return [replace(ev, amount=0, prevented=ev.prevented + ev.amount)]


def _instead_of_destroyed(ctx: Ctx, eff: ShieldReplacement, c: Candidate, ev: ZoneChange) -> list[ZoneChange]:
    """CR 122.1c, 614.1a: instead of being destroyed, a shield counter is removed from it."""
    remove_counters(ctx, ev.old_id, "shield", 1, rules=("122.1c",))
    return []


replacement.register(ReplacementKind(ShieldPrevention, DamageDealt, lambda state, eff, c, ev: True, _prevent, lambda eff: "shield counter"))
replacement.register(ReplacementKind(ShieldReplacement, ZoneChange, lambda state, eff, c, ev: True, _instead_of_destroyed, lambda eff: "shield counter"))
replacement.register_source(DamageDealt, _damage_candidates)
replacement.register_source(ZoneChange, _destroy_candidates)
