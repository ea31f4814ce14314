"""Regeneration (CR 701.19): regeneration shields, the replacement of a destruction they make, and
"can't be regenerated".

"Regenerate [permanent]" creates a shield (a :class:`~manastack.state.effects.RegenerationShield`
on that permanent, until end of turn). The next time the permanent would be destroyed this turn —
by a "destroy" effect or by lethal or deathtouch damage (701.8b, 704.5g–h), never by toughness 0
or less (704.5f) or a sacrifice — the shield is used up and instead all damage marked on it is
removed, its controller taps it, and it is removed from combat (614.8). No shield applies to a
destruction that "can't be regenerated", or while an effect says the permanent can't be
(701.19c: :class:`~manastack.state.effects.NoRegeneration`).
"""

from __future__ import annotations

from manastack.events import Regenerated, ZoneChange
from manastack.events import RegenerationShield as ShieldCreated
from manastack.model.effects import CantBeRegenerated, Duration, Regenerate
from manastack.model.types import Zone
from manastack.rules import replacement
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.combat_removal import remove_from_combat
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.damage import remove_damage
from manastack.rules.execute import verb
from manastack.rules.log import record
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.rules.status import tap
from manastack.state.effects import NoRegeneration, RegenerationShield
from manastack.state.game_state import GameState


def _applies(state: GameState, eff: RegenerationShield, c: Candidate, ev: ZoneChange) -> bool:
    o = state.objects.get(ev.old_id)
    if not ev.destroyed or not ev.regenerable or o is None or o.zone is not Zone.BATTLEFIELD:
        return False
    if any(isinstance(a.effect, NoRegeneration) and ev.old_id in a.affected for a in state.effects):
        return False
    return c.active is not None and ev.old_id in c.active.affected


def _regenerate(ctx: Ctx, eff: RegenerationShield, c: Candidate, ev: ZoneChange) -> list[ZoneChange]:
    """CR 701.19a, 614.8: instead of being destroyed, all damage marked on the permanent is removed,
    its controller taps it, and it is removed from combat (506.4). The shield is used up."""
    state = ctx.state
    assert c.active is not None
    state.effects = [e for e in state.effects if e.timestamp != c.active.timestamp]
    remove_damage(state, ev.old_id)
    record(state, Regenerated(ev.old_id, c.active.source_name or state.name_of(c.source)))
    tap(ctx, ev.old_id, rules=("701.19a",))
    remove_from_combat(state, ev.old_id)
    state.version += 1
    return []


replacement.register(ReplacementKind(RegenerationShield, ZoneChange, _applies, _regenerate, lambda eff: "regenerate it"))


@verb(Regenerate)
def _regenerate_verb(ctx: Ctx, e: Regenerate, res: Resolving, did: bool) -> bool:
    """CR 701.19a: a shield of its own on each permanent, used up by its next destruction this turn."""
    state = ctx.state
    for oid in objects_of(state, e.what, res):
        if oid in state.battlefield:
            add_effect(state, res, Duration.END_OF_TURN, RegenerationShield(), frozenset({oid}))
            record(state, ShieldCreated(oid, res.source_name))
    return did


@verb(CantBeRegenerated)
def _cant_be_regenerated(ctx: Ctx, e: CantBeRegenerated, res: Resolving, did: bool) -> bool:
    """CR 701.19c: "can't be regenerated this turn"."""
    state = ctx.state
    affected = frozenset(o for o in objects_of(state, e.what, res) if o in state.battlefield)
    if affected:
        add_effect(state, res, Duration.END_OF_TURN, NoRegeneration(), affected)
    return did
