"""Attaching Auras and Equipment (CR 701.3): attaching, and the verbs that attach."""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import Attached, AttachImpossible, NothingToAttach, Unattached
from manastack.model.abilities import Enchant
from manastack.model.effects import Attach, AttachChosen
from manastack.model.types import CardType, Zone
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.filters import chars_match, matching
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.rules.protection import protected_from
from manastack.state.game_state import GameState


def attach(state: GameState, what: int, to: int) -> None:
    """CR 701.3a: attach an Aura or Equipment; it gets a new timestamp (613.7e)."""
    o = state.objects[what]
    o.attached_to = to
    o.timestamp = state.new_timestamp()
    record(state, Attached(what, to))


def unattach(state: GameState, what: int) -> None:
    """CR 704.5n: an Equipment or Fortification attached illegally becomes unattached (it stays on
    the battlefield)."""
    state.objects[what].attached_to = None
    record(state, Unattached(what))


def cease_to_be_bestowed(state: GameState, aura: int) -> None:
    """CR 702.103f: a bestowed Aura that is unattached, or attached to an illegal object, becomes
    unattached and ceases to be bestowed — it is its card's enchantment creature again (an
    exception to 704.5m)."""
    state.objects[aura].bestowed = False
    state.version += 1
    unattach(state, aura)


def choose_enchanted(ctx: Ctx, aura: int, enchants: tuple[Enchant, ...], controller: int) -> int | None:
    """CR 303.4f: an Aura entering the battlefield other than by resolving as an Aura spell, by an
    effect that doesn't say what it will enchant: the player it enters under chooses an object its
    enchant ability admits (not a target, so hexproof and shroud don't matter). None if there is no
    such object (303.4g: the Aura then stays where it is)."""
    state = ctx.state
    legal = [
        o for o in state.battlefield
        if o != aura and all(chars_match(state, o, chars(state, o), e.filter, controller, aura) for e in enchants)
        and not protected_from(state, o, chars(state, o), aura)  # 702.16c
    ]
    if len(legal) <= 1:
        return legal[0] if legal else None
    ans = ctx.choose(Decision(controller, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in legal), context=f"{state.name_of(aura)}: enchant what as it enters",
                              purpose=Purpose.ENCHANT_AS_IT_ENTERS, subject=aura))
    assert isinstance(ans, Choose)
    return ans.id


@verb(Attach)
def _attach(ctx: Ctx, e: Attach, res: Resolving, did: bool) -> bool:
    state = ctx.state
    hosts = objects_of(state, e.to, res)
    for oid in objects_of(state, e.what, res):
        if hosts and state.objects[oid].zone is Zone.BATTLEFIELD:
            attach(state, oid, hosts[0])
    return did


@verb(AttachChosen)
def _attach_chosen(ctx: Ctx, e: AttachChosen, res: Resolving, did: bool) -> bool:
    """CR 701.3: the ability's controller chooses an object the filter admits and attaches it to
    the referenced object. An Equipment can be attached only to a creature and doesn't equip
    itself or while it is a creature (301.5c); an Aura only to what it could enchant (303.4); one
    that can't be attached doesn't move, and attaching it to what it's already attached to does
    nothing (701.3b)."""
    state = ctx.state
    hosts = objects_of(state, e.to, res)
    if len(hosts) != 1 or hosts[0] not in state.battlefield:
        return did
    host = hosts[0]
    cands = [o for o in matching(state, e.filter, res.controller, res.source) if o in state.battlefield and o != host]
    if not cands:
        record(state, NothingToAttach(res.source_name))
        return did
    what = cands[0]
    if len(cands) > 1:
        ans = ctx.choose(Decision(res.controller, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in cands), context=f"{res.source_name}: attach {e.filter.describe()}",
                                  purpose=Purpose.ATTACH, source=res.source))
        assert isinstance(ans, Choose)
        what = ans.id
    c, hc = chars(state, what), chars(state, host)
    if "Equipment" in c.subtypes:
        ok = CardType.CREATURE in hc.types and CardType.CREATURE not in c.types
    elif "Aura" in c.subtypes:
        ok = all(chars_match(state, host, hc, ab.filter, res.controller, what) for ab in c.abilities if isinstance(ab, Enchant))
    else:
        ok = False
    if not ok or protected_from(state, host, hc, what):  # 702.16c–d
        record(state, AttachImpossible(c.name, hc.name))
        return did
    if state.objects[what].attached_to != host:  # 701.3b: attaching it to what it's attached to does nothing
        attach(state, what, host)
    return did


__all__ = ["attach", "cease_to_be_bestowed", "choose_enchanted", "unattach"]
