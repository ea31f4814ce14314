"""Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove all damage
marked on it and destroy this Aura." A replacement effect of the Aura's static ability on the
destruction of the permanent it enchants — by a "destroy" effect or by lethal or deathtouch damage
(701.8b, 704.5g–h), whether or not it "can't be regenerated" (umbra armor isn't regeneration); not
a sacrifice or toughness 0 or less (704.5f). The Aura is destroyed even if it can't be (an
indestructible Aura stays, 702.12b), and the permanent is saved all the same.
"""

from __future__ import annotations

from manastack.events import ZoneChange
from manastack.model.abilities import UmbraArmor
from manastack.model.types import Zone
from manastack.rules import replacement
from manastack.rules.context import Ctx
from manastack.rules.damage import remove_damage
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.rules.zones import destroy
from manastack.state.game_state import GameState


def _applies(state: GameState, eff: UmbraArmor, c: Candidate, ev: ZoneChange) -> bool:
    o = state.objects.get(ev.old_id)
    if not ev.destroyed or o is None or o.zone is not Zone.BATTLEFIELD:
        return False
    aura = state.objects.get(c.source)
    return aura is not None and aura.zone is Zone.BATTLEFIELD and aura.attached_to == ev.old_id


def _instead(ctx: Ctx, eff: UmbraArmor, c: Candidate, ev: ZoneChange) -> list[ZoneChange]:
    """CR 702.89a: remove all damage marked on the permanent and destroy the Aura instead."""
    state = ctx.state
    remove_damage(state, ev.old_id)
    state.version += 1
    destroy(ctx, c.source, rules=("702.89a",))
    return []


replacement.register(ReplacementKind(UmbraArmor, ZoneChange, _applies, _instead, lambda eff: "umbra armor: destroy this Aura instead"))
