"""Creatures put onto the battlefield attacking (CR 508.4): tokens "that are tapped and attacking"
(mobilize), a card put onto the battlefield "tapped and attacking" (ninjutsu, 702.49a).

A permanent returned to its owner's hand to pay a cost while it was attacking leaves the cost's
source a note of what it was attacking (:data:`RETURNED_ATTACKER_WAS_ATTACKING`), so that the
source, put onto the battlefield attacking by that ability, attacks the same player, planeswalker
or battle (702.49c)."""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import PutOntoBattlefieldAttacking
from manastack.model.types import CardType
from manastack.rules.context import Ctx
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.state.game_state import GameState

#: CR 702.49c: the key of ``GameObject.chosen`` under which a cost's source keeps what the attacking
#: creature returned to pay that cost was attacking.
RETURNED_ATTACKER_WAS_ATTACKING = "returned attacker was attacking"


def note_returned_attacker(state: GameState, source: int, returned: int) -> None:
    """CR 702.49c: ``returned``, about to be returned to its owner's hand to pay a cost of
    ``source``, was attacking: ``source`` remembers what it attacked."""
    combat = state.combat
    if combat is not None and returned in combat.attackers and source in state.objects:
        state.objects[source].chosen[RETURNED_ATTACKER_WAS_ATTACKING] = combat.attackers[returned]


def put_onto_battlefield_attacking(ctx: Ctx, oid: int, attacking: int | None = None) -> None:
    """CR 508.4: a creature put onto the battlefield attacking — its controller chooses which
    defending player, or planeswalker a defending player controls, it attacks, unless the effect
    says (``attacking``: the same as the creature returned for ninjutsu's cost, 702.49c; if that
    one can no longer be attacked, the creature isn't attacking, 508.4a). It is attacking but
    never "attacked" (no attack triggers). It isn't attacking at all if there is no combat, if its
    controller isn't the attacking player (506.3b) or if it isn't a creature (506.3a); entering
    after blockers were declared, it is unblocked (506.3d, 508.4d)."""
    state = ctx.state
    combat = state.combat
    if oid not in state.battlefield or combat is None:
        return
    c = chars(state, oid)
    active_team = state.players[state.active].team
    if CardType.CREATURE not in c.types or state.players[c.controller].team != active_team:
        return
    defenders = [p.id for p in state.players if p.team != active_team and not p.lost]
    options = defenders + [
        o for o in state.battlefield
        if CardType.PLANESWALKER in chars(state, o).types and chars(state, o).controller in defenders
    ]
    if attacking is not None:
        options = [o for o in options if o == attacking]
    if not options:
        return
    ans = ctx.choose(Decision(c.controller, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in options),
                              context=f"{c.name}: attack which player or planeswalker", purpose=Purpose.ATTACK_AS_IT_ENTERS, subject=oid))
    assert isinstance(ans, Choose)
    combat.attackers[oid] = ans.id
    state.version += 1
    record(state, PutOntoBattlefieldAttacking(oid, ans.id))


__all__ = ["RETURNED_ATTACKER_WAS_ATTACKING", "note_returned_attacker", "put_onto_battlefield_attacking"]
