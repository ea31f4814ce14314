"""Targets (CR 115): which objects and players a target requirement admits, and choosing them.

Hexproof (702.11b), shroud (702.18a) and protection (702.16b) are checked here; a target chosen
when the spell or ability was put on the stack is checked again on resolution (608.2b).
"""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Done, Purpose
from manastack.events import BecameTarget
from manastack.model.abilities import ActivatedAbility, Enchant, PlayerKeyword, SpellAbility, StaticAbility
from manastack.model.filters import ObjectFilter, TargetKind, TargetSpec, counted_specs
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.filters import chars_match
from manastack.rules.layers import base_chars, chars, functioning_abilities
from manastack.rules.pipeline import happened
from manastack.rules.predicates import objects_in_zone
from manastack.rules.protection import protected_from
from manastack.rules.relations import related, same_team
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

#: The kinds of target requirement a player can meet.
_PLAYERS = (TargetKind.PLAYER, TargetKind.ANY, TargetKind.PLAYER_OR_OBJECT)


def is_legal_target(state: GameState, spec: TargetSpec, t: int, you: int, source: int | None) -> bool:
    if state.is_player_id(t):
        if spec.kind not in _PLAYERS:
            return False
        p = state.players[t]
        if p.lost or player_has(state, t, Keyword.SHROUD):
            return False
        if player_has(state, t, Keyword.HEXPROOF) and not same_team(state, t, you):
            return False  # 702.11d
        return related(state, spec.player_controller, you, t)
    o = state.objects.peek_or_none(t)
    if o is None:
        return False
    kind = spec.kind
    if kind in _ON_STACK:
        return _legal_on_stack(state, spec, o, you, source)
    if kind is TargetKind.PLAYER:
        return False
    if kind is TargetKind.ANY:
        return _legal_permanent(state, o, t, you, source, None)
    if spec.filter.zone is _BATTLEFIELD:
        return _legal_permanent(state, o, t, you, source, spec.filter)
    return o.zone is spec.filter.zone and chars_match(state, t, base_chars(o), spec.filter, you, source)


def _legal_permanent(state: GameState, o: GameObject, t: int, you: int, source: int | None, flt: ObjectFilter | None) -> bool:
    """A target permanent: on the battlefield and not phased out (702.26b: treated as though it
    doesn't exist), passing the filter (``None``: "any target", a creature, planeswalker or battle,
    115.4), and neither shroud, hexproof against ``you`` (702.18a, 702.11b) nor protection from
    the source (702.16b) keeps it from being targeted."""
    if o.zone is not _BATTLEFIELD or t not in state.battlefield:
        return False
    c = chars(state, t)
    if flt is None:
        if not (_ANY_TARGET_TYPES & c.types):
            return False
    elif not chars_match(state, t, c, flt, you, source):
        return False
    if _SHROUD in c.keywords:
        return False
    if _HEXPROOF in c.keywords and not same_team(state, c.controller, you):
        return False
    return not protected_from(state, t, c, source)


# Enum members read on every call, bound once: reading one off its class costs several times a
# global's read in Python 3.11 (docs/architecture.md, "Hot paths").
_BATTLEFIELD, _SHROUD, _HEXPROOF = Zone.BATTLEFIELD, Keyword.SHROUD, Keyword.HEXPROOF
#: What "any target" admits besides players (CR 115.4).
_ANY_TARGET_TYPES = frozenset({CardType.CREATURE, CardType.PLANESWALKER, CardType.BATTLE})


def _legal_on_stack(state: GameState, spec: TargetSpec, o: GameObject, you: int, source: int | None) -> bool:
    """CR 115.1: a target spell, ability, activated ability or either is one on the stack."""
    if o.zone is not Zone.STACK:
        return False
    if spec.kind is TargetKind.SPELL:
        return not o.is_ability and chars_match(state, o.id, base_chars(o), spec.filter, you, source)
    if spec.kind is TargetKind.ABILITY:
        return o.is_ability
    if spec.kind is TargetKind.ACTIVATED_ABILITY:
        return o.is_ability and isinstance(o.ability, ActivatedAbility)
    return True  # SPELL_OR_ABILITY


def player_has(state: GameState, pid: int, keyword: Keyword) -> bool:
    """CR 702.11d, 702.18a: a static ability gives the player hexproof or shroud ("You have hexproof")."""
    return any(
        isinstance(ab.effect, PlayerKeyword) and ab.effect.keyword is keyword and related(state, ab.effect.who, c.controller, pid)
        and (ab.condition is None or condition_holds(state, ab.condition, c.controller, src))
        for src, _, ab, c in functioning_abilities(state, StaticAbility)
    )


#: The kinds of target requirement met by spells or abilities on the stack.
_ON_STACK = (TargetKind.SPELL, TargetKind.ABILITY, TargetKind.ACTIVATED_ABILITY, TargetKind.SPELL_OR_ABILITY)


def legal_targets(state: GameState, spec: TargetSpec, you: int, source: int | None, itself: int | None = None) -> list[int]:
    """The legal targets of ``spec`` for a spell or ability of ``source`` controlled by ``you``;
    ``itself``: the ability on the stack choosing them (a spell's is its ``source``), never its
    own target (CR 115.5)."""
    return [t for t in _candidates(state, spec, you, source, itself) if is_legal_target(state, spec, t, you, source)]


def _candidates(state: GameState, spec: TargetSpec, you: int, source: int | None, itself: int | None) -> list[int]:
    """The players and objects of the kinds and zone ``spec`` names, legal or not: the players,
    the spells and abilities on the stack from the top, or the objects of its filter's zone (the
    battlefield by default)."""
    cands: list[int] = []
    if spec.kind in _PLAYERS:
        cands += [p.id for p in state.players]
    if spec.kind in _ON_STACK:
        cands += [t for t in reversed(state.stack) if t != itself and (t != source or spec.kind in (TargetKind.ABILITY, TargetKind.ACTIVATED_ABILITY))]
    elif spec.kind is not TargetKind.PLAYER:
        zone_filter = spec.filter if spec.kind in (TargetKind.OBJECT, TargetKind.PLAYER_OR_OBJECT) else None
        cands += state.battlefield if zone_filter is None else objects_in_zone(state, zone_filter, you)
    return cands


def spell_targets(face_chars: Chars, sa: SpellAbility | None, modes: tuple[int, ...] = (), x: int | None = None) -> tuple[TargetSpec, ...]:
    """The target requirements of a spell of these characteristics (CR 601.2c): an Aura's
    enchant ability (303.4a), then its spell ability's, then those of its chosen modes (700.2c);
    with ``x``, "X target …" counted for X as announced (601.2b–c)."""
    specs: tuple[TargetSpec, ...] = ()
    for ab in face_chars.abilities:
        if isinstance(ab, Enchant):  # 303.4a: an Aura spell targets what it will enchant
            specs += (TargetSpec(TargetKind.OBJECT, ab.filter, description=f"enchant {ab.filter.describe()}"),)
    if sa is not None:
        specs += sa.targets
        for m in modes:
            specs += sa.modes[m].targets
    return specs if x is None else counted_specs(specs, x)


def stack_specs(o: GameObject) -> tuple[TargetSpec, ...]:
    """The target requirements of a spell or ability on the stack, in the order of its targets;
    a modal one has those of the modes chosen for it (700.2c); "X target …" counted for its X."""
    ab = o.ability
    if not o.is_ability or ab is None or isinstance(ab, SpellAbility):
        return spell_targets(base_chars(o), o.spell_ability, o.modes, o.x)
    modes = ab.modes if isinstance(ab, ActivatedAbility) else ()
    return counted_specs(ab.targets + tuple(spec for m in o.modes for spec in modes[m].targets), o.x)


def become_targets(ctx: Ctx, spell: int) -> None:
    """CR 601.2c (602.2b, 603.3d, 707.10c): the objects and players chosen each become a target of
    the spell or ability ``spell`` — once each, however many times it targets them. Abilities that
    trigger on it ("whenever this permanent becomes the target of …", ward) wait until it has been
    put on the stack."""
    s = ctx.state.objects[spell]
    for t in dict.fromkeys(t for t in s.targets if t != -1):
        happened(ctx, BecameTarget(t, spell, s.controller))


def can_choose_targets(state: GameState, specs: tuple[TargetSpec, ...], you: int, source: int | None) -> bool:
    """CR 601.2c / 603.3d: every requirement can get its minimum number of distinct legal targets
    (that share a card type, for a requirement that says so)."""
    return all(_can_choose(state, s, you, source) for s in specs)


def _can_choose(state: GameState, spec: TargetSpec, you: int, source: int | None) -> bool:
    """Whether ``spec`` can get its minimum number of targets. Without a constraint between its
    targets (the same graveyard, a shared card type) that is as soon as that many candidates
    are found legal, and a minimum of none is always met."""
    if spec.same_graveyard or spec.share_card_type:
        return len(_completable(state, spec, legal_targets(state, spec, you, source), [])) >= spec.minimum
    found = 0
    for t in _candidates(state, spec, you, source, None):
        if found >= spec.minimum:
            break
        if is_legal_target(state, spec, t, you, source):
            found += 1
    return found >= spec.minimum


def _types(state: GameState, t: int) -> frozenset[CardType]:
    o = state.objects[t]
    return frozenset((chars(state, t) if o.zone is Zone.BATTLEFIELD else base_chars(o)).types)


def common_card_types(state: GameState, ids: list[int]) -> frozenset[CardType]:
    """The card types all these objects have (their current characteristics, CR 613)."""
    common: frozenset[CardType] | None = None
    for t in ids:
        common = _types(state, t) if common is None else common & _types(state, t)
    return common if common is not None else frozenset(CardType)


def share_card_type(state: GameState, ids: list[int]) -> bool:
    """Do these objects share a card type (one card type all of them have)?"""
    return bool(common_card_types(state, ids))


def _completable(state: GameState, spec: TargetSpec, legal: list[int], mine: list[int]) -> list[int]:
    """The legal targets that may be chosen next for ``spec`` after ``mine``: for a requirement
    whose targets must share a card type, only one that shares a type with those already chosen
    and with which the requirement's minimum can still be reached; for cards of a single graveyard,
    only a card of the same graveyard as those chosen, in a graveyard with enough of them."""
    cands = [t for t in legal if t not in mine]
    if spec.same_graveyard:
        owner = state.objects[mine[0]].owner if mine else None
        cands = [t for t in cands if owner in (None, state.objects[t].owner)
                 and sum(1 for u in legal if state.objects[u].owner == state.objects[t].owner) >= spec.minimum]
    if not spec.share_card_type:
        return cands
    need = max(spec.minimum - len(mine) - 1, 0)
    out: list[int] = []
    for t in cands:
        common = common_card_types(state, mine + [t])
        # Some card type all of the group has, with enough other candidates of that type.
        if any(sum(1 for u in cands if u != t and ct in _types(state, u)) >= need for ct in common):
            out.append(t)
    return out


def choose_targets(ctx: Ctx, specs: tuple[TargetSpec, ...], you: int, source: int | None, what: str, itself: int | None = None) -> tuple[int, ...] | None:
    """Ask ``you`` for the targets of each requirement in order; None if some requirement can't
    be met. Targets of one requirement are distinct (115.3); ``itself``: the ability on the stack
    they are chosen for (115.5)."""
    state = ctx.state
    chosen: list[int] = []
    for spec in specs:
        mine: list[int] = []
        while len(mine) < spec.count:
            opts_ids = _completable(state, spec, legal_targets(state, spec, you, source, itself), mine)
            if len(mine) >= spec.minimum:
                if not opts_ids:
                    break
                opts: tuple[Choose | Done, ...] = tuple(Choose(t) for t in opts_ids) + (Done(),)
            else:
                if not opts_ids:
                    return None
                opts = tuple(Choose(t) for t in opts_ids)
            ans = ctx.choose(Decision(you, DecisionKind.TARGET, opts, context=f"{what}: {spec.description or 'target'}", purpose=Purpose.TARGET, source=source))
            if isinstance(ans, Done):
                break
            assert isinstance(ans, Choose)
            mine.append(ans.id)
        chosen += mine
        chosen += [-1] * (spec.count - len(mine))  # unused "up to" slots keep target indices aligned
    return tuple(chosen)


def _slots(o: GameObject) -> list[tuple[int, TargetSpec, int]]:
    """The target slots of a spell or ability on the stack: (slot, requirement, first slot of that
    requirement), in order."""
    out: list[tuple[int, TargetSpec, int]] = []
    for spec in stack_specs(o):
        first = len(out)
        out += [(first + k, spec, first) for k in range(spec.count)]
    return out


def _source_of(o: GameObject) -> int:
    """The source a stack object's targets are checked for (a spell is its own, 115.5)."""
    return o.source_id if o.is_ability and o.source_id is not None else o.id


def new_targets(ctx: Ctx, sid: int, chooser: int, what: str) -> tuple[int, ...]:
    """CR 115.7d: ``chooser`` may choose new targets for spell or ability ``sid`` — for each target,
    keep it (even if illegal by now) or choose another that is legal (for the spell's controller,
    115.7e) and not already a target of the same requirement (115.3). Those changed become targets
    (as 601.2c, see :func:`retarget`). A copy's are chosen this way (707.10c). Returns them."""
    state = ctx.state
    o = state.objects[sid]
    new = list(o.targets)
    for i, spec, first in _slots(o):
        old = new[i] if i < len(new) else -1
        if old == -1:
            continue
        same_req = new[first:first + spec.count]
        others = [t for t in legal_targets(state, spec, o.controller, _source_of(o), sid) if t not in same_req]
        opts = (Choose(old),) + tuple(Choose(t) for t in others)
        labels = (f"Keep {state.name_of(old)}",) + tuple(state.name_of(t) for t in others)
        ans = ctx.choose(Decision(chooser, DecisionKind.TARGET, opts, context=f"{what}: {spec.description or 'target'}", labels=labels,
                                  purpose=Purpose.TARGET, source=sid))
        assert isinstance(ans, Choose)
        new[i] = ans.id
    return tuple(new)


def change_a_target(ctx: Ctx, sid: int, chooser: int, to: int) -> None:
    """CR 115.7b: "change a target of [spell or ability ``sid``] to [``to``]" — ``chooser`` picks one
    of its targets that ``to`` can legally replace (legal for that requirement, for the spell's
    controller, and not already a target of it, 115.3, 115.7e); if there is none, no target changes
    (115.7a)."""
    state = ctx.state
    o = state.objects[sid]
    slots = [i for i, spec, first in _slots(o) if i < len(o.targets) and o.targets[i] not in (-1, to)
             and to not in o.targets[first:first + spec.count] and to != sid and is_legal_target(state, spec, to, o.controller, _source_of(o))]
    if not slots:
        return
    olds = list(dict.fromkeys(o.targets[j] for j in slots))
    labels = tuple(f"{state.name_of(t)} becomes {state.name_of(to)}" for t in olds)
    ans = ctx.choose(Decision(chooser, DecisionKind.TARGET, tuple(Choose(t) for t in olds), context=f"change a target of {o.name}",
                              labels=labels, purpose=Purpose.TARGET, source=sid))
    assert isinstance(ans, Choose)
    i = next(j for j in slots if o.targets[j] == ans.id)
    retarget(ctx, sid, o.targets[:i] + (to,) + o.targets[i + 1:])


def retarget(ctx: Ctx, sid: int, new: tuple[int, ...]) -> None:
    """Give ``sid`` its new targets; those it didn't have become its targets (BecameTarget)."""
    o = ctx.state.objects[sid]
    old = set(o.targets)
    o.targets = new
    ctx.state.version += 1
    for t in dict.fromkeys(t for t in new if t != -1 and t not in old):
        happened(ctx, BecameTarget(t, sid, o.controller))
