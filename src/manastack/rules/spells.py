"""Effects on spells (CR 701.6, 707.10, 608.2g, 601.2a): countering a spell or ability, copying a
spell, casting a spell while another resolves, and permissions to play cards from exile."""

from __future__ import annotations

import dataclasses

from manastack.actions import CastSpell, Decision, DecisionKind, Done, Purpose
from manastack.events import Countered, NotCountered, NothingToCast, PlayPermitted, SpellCopied
from manastack.model.abilities import CantBeCountered, ExileInstead, StaticAbility
from manastack.model.effects import (
    CastFromZone,
    ChangeTargets,
    CopySpell,
    CounterSpell,
    Duration,
    MayCastCard,
    MayPlay,
    PlayDuration,
)
from manastack.model.filters import ObjectFilter, with_article
from manastack.model.types import Keyword, Zone
from manastack.rules.amounts import Resolving, last_known, objects_of, res_amount
from manastack.rules.casting import FREE, cast_spell, castable_from
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.describe import describe
from manastack.rules.execute import execute, verb
from manastack.rules.filters import matches
from manastack.rules.layers import chars, functioning_abilities
from manastack.rules.log import record
from manastack.rules.relations import same_team
from manastack.rules.replacement import Candidate
from manastack.rules.targets import become_targets, change_a_target, new_targets, retarget
from manastack.rules.zones import copiable_values, move, top_or_bottom
from manastack.state.game_state import GameState, PlayPermission
from manastack.state.objects import GameObject


def counter(
    ctx: Ctx, oid: int, exile_if: ObjectFilter | None = None, res: Resolving | None = None, instead: tuple[Zone, str] | None = None,
) -> int | None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; a countered ability ceases to
    exist. ``exile_if``: "if a permanent spell is countered this way, exile it instead" — a
    self-replacement effect of the countering spell or ability ``res`` (614.15), applied before any
    other replacement effect (616.1a); returns the exiled card's new id, if it was exiled. A spell
    with "this spell can't be countered" (an ability that functions on the stack, 113.6g) stays
    where it is. ``instead``: the countering spell's "put it [into a zone] instead of into that
    player's graveyard" — applied first as a self-replacement effect (614.15, 616.1a), so the card
    moves there and other replacement effects see that move."""
    state = ctx.state
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.STACK:
        return None
    if not o.is_ability and cant_be_countered(state, oid):
        record(state, NotCountered(oid))
        return None
    record(state, Countered(oid))
    if o.is_ability or o.is_copy:
        state.stack.remove(oid)
        del state.objects[oid]
        return None
    if instead is not None:
        zone, position = instead
        if position == "your choice" and res is not None:
            position = top_or_bottom(ctx, oid, res, res.controller)  # Hinder
        move(ctx, oid, zone, library_position=position, rules=("701.6a", "614.1a"))
        return None
    own: tuple[Candidate, ...] = ()
    if exile_if is not None and res is not None:
        own = (Candidate(res.source, ExileInstead(Zone.GRAVEYARD, exile_if), _COUNTERED_THIS_WAY, res.controller, self_replacement=True),)
    new = move(ctx, oid, Zone.GRAVEYARD, rules=("701.6a",), own=own)
    return new if new is not None and new in state.exile else None


def cant_be_countered(state: GameState, sid: int) -> bool:
    """Whether spell ``sid`` can't be countered: "this spell can't be countered" (113.6g), its own
    conditional "If …, this spell can't be countered" (checked as it would be countered), or a
    permanent's "[spells] you control can't be countered" that admits it."""
    c = chars(state, sid)
    if Keyword.CANT_BE_COUNTERED in c.keywords:
        return True
    own = (ab for ab in c.abilities if isinstance(ab, StaticAbility) and isinstance(ab.effect, CantBeCountered) and ab.effect.spells is None)
    if any(ab.condition is None or condition_holds(state, ab.condition, c.controller, sid) for ab in own):
        return True
    return any(
        isinstance(ab.effect, CantBeCountered) and ab.effect.spells is not None and matches(state, sid, ab.effect.spells, pc.controller, pid)
        and (ab.condition is None or condition_holds(state, ab.condition, pc.controller, pid))
        for pid, _, ab, pc in functioning_abilities(state, StaticAbility)
    )


#: The key (614.5) of a countering spell's "exile it instead" (never a static ability's or a
#: resolved effect's key).
_COUNTERED_THIS_WAY = -(1 << 43)


@verb(CounterSpell)
def _counter(ctx: Ctx, e: CounterSpell, res: Resolving, did: bool) -> bool:
    for oid in objects_of(ctx.state, e.what, res):
        res.last_known[oid] = (ctx.state.objects[oid].copy(), chars(ctx.state, oid))  # 608.2h: "its controller", "that spell's name"
        exiled = counter(ctx, oid, e.exile_if, res, None if e.instead is None else (e.instead, e.position))
        if exiled is not None:
            res.created.append(exiled)  # "that card" (the card in exile)
    return did


def copy_spell(ctx: Ctx, sid: int, controller: int, how: CopySpell, lki: GameObject | None = None) -> int | None:
    """CR 707.10: put a copy of spell ``sid`` on the stack under ``controller``'s control (who
    owns it too). It copies the copiable values (707.2, with the effect's exceptions, 707.9b) and
    the choices made for the spell: modes, X, targets. It isn't cast (no cast triggers). If the
    effect allows it, the controller may change targets (707.10c): for each target, keep it (even
    if now illegal) or choose a new legal one. ``lki``: the spell as it last existed on the stack,
    copied if it has left (608.2h). An activated or triggered ability is copied the same way, with
    its source and the costs paid for it (707.10: "copy that ability"). Returns the copy's id."""
    state = ctx.state
    found = state.objects.get(sid)
    orig = found if found is not None and found.zone is Zone.STACK else lki
    if orig is None or orig.zone is not Zone.STACK:
        return None
    if orig.is_ability:
        c = orig.copy()
        c.id, c.owner, c.controller, c.timestamp, c.is_copy = state.new_id(), controller, controller, state.new_timestamp(), True
        return _put_copy(ctx, c, sid, how)
    # 702.37c, 708.4: a face-down spell's copiable values are its face-down characteristics
    values = copiable_values(state, sid) if orig.face_down is not None else orig.copy_of
    base = values or orig.card
    if how.remove_supertypes & base.supertypes:
        values = dataclasses.replace(base, supertypes=base.supertypes - how.remove_supertypes)  # 707.9b
    cid = state.new_id()
    c = GameObject(
        id=cid, uid=cid, card=orig.card, owner=controller, controller=controller, zone=Zone.STACK,
        timestamp=state.new_timestamp(), is_copy=True, copy_of=values,
        on_adventure_face=orig.on_adventure_face, x=orig.x, targets=orig.targets, modes=orig.modes, alt_cost=orig.alt_cost,
    )
    return _put_copy(ctx, c, sid, how)


def _put_copy(ctx: Ctx, c: GameObject, sid: int, how: CopySpell) -> int:
    """Put the copy ``c`` of ``sid`` on the stack; its controller may choose new targets (707.10c)."""
    state = ctx.state
    cid, controller = c.id, c.controller
    c.uid = cid
    state.objects[cid] = c
    state.stack.append(cid)
    if how.may_choose_new_targets and c.targets:
        c.targets = new_targets(ctx, cid, controller, f"copy of {c.face.name}")
    state.version += 1
    record(state, SpellCopied(controller, cid, sid, c.targets))
    become_targets(ctx, cid)  # 707.10c
    return cid


@verb(CopySpell)
def _copy(ctx: Ctx, e: CopySpell, res: Resolving, did: bool) -> bool:
    """CR 707.10: copy each referenced spell ``times`` times; a spell that has left the stack is
    copied as it last existed if the ability remembers it (608.2h: storm, 702.40a)."""
    state = ctx.state
    known = last_known(e.what, res)
    found = objects_of(state, e.what, res) or ([known[0].id] if known is not None else [])
    times = res_amount(state, e.times, res)
    for oid in found:
        for _ in range(times):
            copy_spell(ctx, oid, res.controller, e, lki=known[0] if known is not None else None)
    return did


@verb(ChangeTargets)
def _change_targets(ctx: Ctx, e: ChangeTargets, res: Resolving, did: bool) -> bool:
    """CR 115.7: change a target of each referenced spell or ability to ``to`` (115.7b), or choose
    new targets for it (115.7d); the resolving ability's controller chooses."""
    state = ctx.state
    to = objects_of(state, e.to, res) if e.to is not None else []
    for sid in objects_of(state, e.what, res):
        if sid not in state.objects or state.objects[sid].zone is not Zone.STACK:
            continue
        if e.to is None:
            retarget(ctx, sid, new_targets(ctx, sid, res.controller, f"new targets for {state.objects[sid].name}"))
        elif to:
            change_a_target(ctx, sid, res.controller, to[0])
    return did


@verb(CastFromZone)
def _cast_from_zone(ctx: Ctx, e: CastFromZone, res: Resolving, did: bool) -> bool:
    """CR 608.2g: "you may cast a [filter] spell from your [zone]" — the player chooses one of the
    spells they could cast that way, or none; the spell is cast now (601.2a–i) and goes on the
    stack above the resolving object. A replacement effect for the spell cast this way (614.1a) is
    attached to it and ends when it leaves the stack."""
    offers = castable_from(ctx.state, res.controller, e.zone, e.filter, FREE if e.without_paying else "")
    sid = offer_cast(ctx, res, offers, f"{res.source_name}: you may cast {with_article(e.filter.describe())} spell from your {e.zone.value}")
    if e.replacement is not None and sid is not None and sid in ctx.state.objects:
        add_effect(ctx.state, res, Duration.PERMANENT, e.replacement, frozenset({sid}))
    return did


@verb(MayCastCard)
def _may_cast_card(ctx: Ctx, e: MayCastCard, res: Resolving, did: bool) -> bool:
    """CR 608.2g: "you may cast this card from exile without paying its mana cost" (rebound,
    702.88a), "… may cast it by paying [cost] rather than paying its mana cost. If that player
    doesn't, they put this card into their graveyard" (madness, 702.35a): the referenced card, where
    it is now, if it can be cast; ``otherwise`` if it isn't. "You may cast those cards without
    paying their mana costs": each of them, one at a time in the order the player chooses, whoever
    owns it (the caster controls the spell, 108.4)."""
    state = ctx.state
    cards = objects_of(state, e.what, res)
    alt = FREE if e.alternative is None else e.alternative
    what = f"{res.source_name}: you may cast it " + ("without paying its mana cost" if e.alternative is None else f"for its {alt} cost")
    cast_any = False
    while cards:
        offers = [a for zone in dict.fromkeys(state.objects[c].zone for c in cards) for a in castable_from(state, res.controller, zone, ObjectFilter(), alt, cards)]
        sid = offer_cast(ctx, res, offers, what)
        if sid is None:
            break
        cast_any = True
        cards = [c for c in cards if c in state.objects and state.objects[c].zone is not Zone.STACK and c != sid]
    if not cast_any:
        execute(ctx, e.otherwise, res)
    return did


def offer_cast(ctx: Ctx, res: Resolving, offers: list[CastSpell], what: str) -> int | None:
    """The player chooses one of the spells ``offers`` lets them cast now, or none; the spell is cast
    (601.2a–i) and goes on the stack above the resolving object. Returns the spell."""
    state = ctx.state
    player = res.controller
    if not offers:
        record(state, NothingToCast(res.source_name, player))
        return None
    opts: tuple[CastSpell | Done, ...] = tuple(offers) + (Done(),)
    labels = tuple(describe(a, state) for a in offers) + ("Don't cast",)
    ans = ctx.choose(Decision(player, DecisionKind.CAST, opts, context=what, labels=labels, purpose=Purpose.CAST_WHILE_RESOLVING, source=res.source))
    if not isinstance(ans, CastSpell):
        return None
    return cast_spell(ctx, player, ans.card, ans.other_face, ans.alt)


@verb(MayPlay)
def _may_play(ctx: Ctx, e: MayPlay, res: Resolving, did: bool) -> bool:
    """"You may play it this turn / until the end of your next turn" (see :class:`MayPlay`): a permission for
    each referenced card in exile, lasting while it stays there (400.7)."""
    state = ctx.state
    # "your next turn": turns alternate between the teams, so it is the next turn if an opponent's
    # turn is running, otherwise the turn after the next.
    own_turn = same_team(state, res.controller, state.active)
    last = {
        PlayDuration.THIS_TURN: state.turn,
        PlayDuration.END_OF_NEXT_TURN: state.turn + (2 if own_turn else 1),
        PlayDuration.WHILE_EXILED: None,
        PlayDuration.AFTER_THIS_TURN: None,
    }[e.until]
    first = state.turn + 1 if e.until is PlayDuration.AFTER_THIS_TURN else 0
    kept = tuple(p for p in state.play_permissions if p.card_id in state.exile)
    new_perms = tuple(
        PlayPermission(oid, res.controller, last, res.source_name, e.spells_only, e.any_mana_type, e.without_paying, first)
        for oid in objects_of(state, e.what, res) if oid in state.exile
    )
    state.play_permissions = kept + new_perms
    for perm in new_perms:
        record(state, PlayPermitted(res.controller, perm.card_id, perm.until_turn))
    return did


__all__ = ["copy_spell", "counter", "offer_cast"]
