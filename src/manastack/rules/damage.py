"""Damage (CR 120): dealing damage and its results, prevention effects (615), and the verbs that
deal or prevent damage (deal N damage, divided damage, fight).

Damage to a player causes that much life loss, to a planeswalker removes loyalty counters, to a
creature is marked on it (120.3); deathtouch (702.2b), lifelink (702.15b), infect (702.90: poison
counters for a player, -1/-1 counters for a creature) and wither (702.80: -1/-1 counters for a
creature) come from the source's characteristics.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from manastack.events import CombatDamagedBy, DamageDealt, DamagePrevented, SourceDealtDamage
from manastack.model.abilities import PreventAll, Toxic
from manastack.model.effects import (
    DealDamage,
    DealDamageAtOnce,
    DealDividedDamage,
    Duration,
    Fight,
    PreventDamage,
    StopPrevention,
)
from manastack.model.types import CardType, Keyword
from manastack.rules import replacement
from manastack.rules.amounts import Resolving, known_objects, last_known, objects_of, refs_of, res_amount
from manastack.rules.commander import note_commander_damage
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.counters import put_counters, remove_counters
from manastack.rules.execute import verb
from manastack.rules.filters import matches
from manastack.rules.layers import base_chars, chars
from manastack.rules.life import gain_life, lose_life
from manastack.rules.log import record
from manastack.rules.pipeline import Proposed, perform
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.rules.triggers import notice
from manastack.state.characteristics import Chars
from manastack.state.effects import (
    DamageUnpreventable,
    PreventAllDamage,
    PreventCombatDamage,
    PreventionShield,
)
from manastack.state.game_state import GameState

#: One source dealing damage to one recipient: ``(source, recipient, amount)``.
Dealing = tuple[int, int, int]


def deal_damage(ctx: Ctx, dealt: Iterable[Dealing], combat: bool, src_chars_lki: Chars | None = None) -> list[tuple[int, int]]:
    """CR 120.3: each source deals its damage to its recipient, all at the same time (combat damage,
    510.2; one spell or ability dealing damage to several objects and players, or divided among
    them, 120.2, 601.2d; a fight, 701.14a); prevention (615) applies to each first.

    Lifelink (702.15b): the damage a lifelink source dealt at once causes its controller to gain
    that much life as one life-gain event, not one per recipient (702.15e, 119.9; the seed ruling of
    Bilbo, Birthday Celebrant).

    A source that has left its zone (Walking Ballista removing its last counter to pay for its own
    ability) still deals the damage, using its last known information (CR 113.7a, 608.2h):
    ``src_chars_lki``; without it the damage is dealt with no keyword abilities. Returns the
    players and objects dealt damage and how much each was dealt (after prevention)."""
    gains: dict[int, tuple[int, int]] = {}  # lifelink source -> (its controller, life to gain)
    dealt_to: list[tuple[int, int]] = []
    by_source: dict[int, int] = {}  # the damage each source dealt, in all (120.3, 510.2)
    to_players: list[tuple[int, int]] = []  # (source, player) for each player dealt damage

    def apply(ctx: Ctx, results: list[Proposed[DamageDealt]]) -> None:
        for p in results:
            if p.event.amount > 0:
                _deal(ctx, p.event, src_chars_lki, gains)
                dealt_to.append((p.event.target, p.event.amount))
                by_source[p.event.source] = by_source.get(p.event.source, 0) + p.event.amount
                if state.is_player_id(p.event.target):
                    to_players.append((p.event.source, p.event.target))

    state = ctx.state
    for source, target, amount in dealt:
        # 120.1: damage is dealt to players and permanents; a recipient that has left the
        # battlefield is a new object (400.7) and is dealt nothing, a player who has left the
        # game neither (800.4e).
        if amount > 0 and (target in state.battlefield or (state.is_player_id(target) and not state.players[target].left_game)):
            perform(ctx, DamageDealt(source, target, amount, combat), apply)
    for source, (who, n) in gains.items():
        gain_life(ctx, who, n, source, rules=("702.15b",))
    for source, n in by_source.items():
        notice(ctx, SourceDealtDamage(source, n, combat))  # 603.2c: one event per source
    if combat:
        _notice_creatures_damaging_players(ctx, to_players)
    return dealt_to


def _notice_creatures_damaging_players(ctx: Ctx, to_players: list[tuple[int, int]]) -> None:
    """CR 603.2c, 726.2: "whenever one or more creatures a player controls deal combat damage to a
    player" — one event per damaged player and controller of creatures that damaged them at once."""
    state = ctx.state
    groups: dict[tuple[int, int], list[int]] = {}
    for source, target in to_players:
        if source in state.objects:
            c = chars(state, source)
            if CardType.CREATURE in c.types:
                groups.setdefault((target, c.controller), [])
                if source not in groups[(target, c.controller)]:
                    groups[(target, c.controller)].append(source)
    for (target, controller), creatures in groups.items():
        notice(ctx, CombatDamagedBy(controller, target, tuple(creatures)))


def _deal(ctx: Ctx, ev: DamageDealt, src_chars_lki: Chars | None, gains: dict[int, tuple[int, int]]) -> None:
    state = ctx.state
    source, target = ev.source, ev.target
    src = chars(state, source) if source in state.objects else src_chars_lki
    kws = src.keywords if src else frozenset()
    done = replace(
        ev, source_name=None if source in state.objects or src is None else src.name, rules=("120.3", "510.2") if ev.combat else ("120.3",),
    )
    record(state, done)
    infect = Keyword.INFECT in kws
    state.damaged_this_turn = state.damaged_this_turn | {target}
    if state.is_player_id(target):
        if ev.combat and src is not None and CardType.CREATURE in src.types:
            state.combat_damage_to_players += ((src.controller, src.subtypes),)  # 510.2, for 702.173a
        if ev.combat:
            note_commander_damage(state, source, target, ev.amount)  # 903.10a
        if infect:
            put_counters(ctx, target, "poison", ev.amount, by_effect=False, rules=("120.3b", "702.90b"))
        else:
            lose_life(ctx, target, ev.amount, rules=("120.3a",))
        toxic = sum(ab.n for ab in src.abilities if isinstance(ab, Toxic)) if src and ev.combat else 0
        if toxic:
            put_counters(ctx, target, "poison", toxic, by_effect=False, rules=("702.164c",))
    else:
        t = state.objects[target]
        tc = chars(state, target)
        if source not in t.damaged_by:
            t.damaged_by = (*t.damaged_by, source)
        if CardType.PLANESWALKER in tc.types:
            remove_counters(ctx, target, "loyalty", ev.amount, rules=("120.3c",))
        if CardType.CREATURE in tc.types:
            if infect or Keyword.WITHER in kws:
                put_counters(ctx, target, "-1/-1", ev.amount, by_effect=False, rules=("120.3d",))
            else:
                t.damage += ev.amount
                state.version += 1
            if Keyword.DEATHTOUCH in kws:
                t.deathtouch_damage = True
    if Keyword.LIFELINK in kws and src is not None:
        who, n = gains.get(source, (src.controller, 0))
        gains[source] = (who, n + ev.amount)
    notice(ctx, done)


def remove_damage(state: GameState, oid: int) -> None:
    """CR 514.2, 701.19a: all damage marked on a permanent is removed."""
    o = state.objects[oid]
    if o.damage:
        o.damage = 0
    o.deathtouch_damage = False


# ---- prevention (CR 615) ----------------------------------------------------------------------------


def preventable(state: GameState) -> bool:
    """CR 615.12: damage can be prevented unless an effect says it can't."""
    return not any(isinstance(e.effect, DamageUnpreventable) for e in state.effects)


def prevention(kind: ReplacementKind[DamageDealt]) -> ReplacementKind[DamageDealt]:
    """A prevention effect's kind (CR 615): while damage can't be prevented it prevents nothing and
    a shield isn't used up (615.12), so it doesn't apply."""
    applies = kind.applies
    return replace(kind, applies=lambda state, eff, c, ev: preventable(state) and applies(state, eff, c, ev))


def _prevent_all(state: GameState, eff: PreventAll, c: Candidate, ev: DamageDealt) -> bool:
    """"Prevent all damage that would be dealt to [affected permanents]" (a static ability)."""
    return ev.amount > 0 and not state.is_player_id(ev.target) and matches(state, ev.target, eff.affected, c.you, c.source)


def _combat(state: GameState, eff: PreventCombatDamage, c: Candidate, ev: DamageDealt) -> bool:
    assert c.active is not None
    if eff.to_affected:
        return ev.amount > 0 and ev.combat and (ev.source in c.active.affected or ev.target in c.active.affected)
    return ev.amount > 0 and ev.combat and (not eff.by_affected or ev.source in c.active.affected)


def _shielded(state: GameState, eff: PreventionShield, c: Candidate, ev: DamageDealt) -> bool:
    assert c.active is not None
    return ev.amount > 0 and eff.amount > 0 and ev.target in c.active.affected


def _to_affected(state: GameState, eff: PreventAllDamage, c: Candidate, ev: DamageDealt) -> bool:
    assert c.active is not None
    return ev.amount > 0 and bool(c.active.affected) and ev.target in c.active.affected


def _prevent(ctx: Ctx, eff: object, c: Candidate, ev: DamageDealt) -> list[DamageDealt]:
    """CR 615.6–615.7: a resolved spell's prevention effect prevents damage. A shield prevents up to
    its remaining size; each 1 damage prevented reduces it by 1, and at 0 it is used up (the effect
    ends)."""
    state = ctx.state
    assert c.active is not None
    current = next((e for e in state.effects if e.timestamp == c.active.timestamp), c.active)
    shield = current.effect if isinstance(current.effect, PreventionShield) else None
    n = ev.amount if shield is None else min(ev.amount, shield.amount)
    left = None
    if shield is not None:
        left = shield.amount - n
        i = state.effects.index(current)
        if left > 0:
            state.effects[i] = replace(current, effect=PreventionShield(left))
        else:
            del state.effects[i]
        state.version += 1
    by = current.source_name or state.name_of(current.source_id)
    record(state, DamagePrevented(ev.source, ev.target, n, by, left, rules=("615.7",) if left is not None else ("615.1",)))
    return [replace(ev, amount=ev.amount - n, prevented=ev.prevented + n)]


replacement.register(prevention(ReplacementKind(
    PreventAll, DamageDealt, _prevent_all, lambda ctx, eff, c, ev: [replace(ev, amount=0, prevented=ev.prevented + ev.amount)],
)))
replacement.register(prevention(ReplacementKind(PreventCombatDamage, DamageDealt, _combat, _prevent, lambda eff: "prevent all combat damage")))
replacement.register(prevention(ReplacementKind(PreventAllDamage, DamageDealt, _to_affected, _prevent, lambda eff: "prevent all damage")))
replacement.register(prevention(ReplacementKind(PreventionShield, DamageDealt, _shielded, _prevent, lambda eff: f"prevent the next {eff.amount} damage")))


# ---- verbs ------------------------------------------------------------------------------------------


def _dealings(ctx: Ctx, e: DealDamage, res: Resolving) -> tuple[list[Dealing], Chars | None]:
    """The damage ``e`` deals to each of its recipients, and its source's last known
    characteristics if it has left its zone."""
    state = ctx.state
    n = res_amount(state, e.amount, res)
    sources = known_objects(state, e.source, res)
    gone = last_known(e.source, res) if not sources else None
    if gone is not None and gone[0].id != res.source:
        # 608.2h: "sacrifice it. If you do, it deals 4 damage …": the object the effect refers to
        # deals the damage as it last existed.
        return [(gone[0].id, t, n) for t in refs_of(state, e.to, res)], gone[1]
    sources = sources or [res.source]
    # 113.7a: an ability's source that has left the battlefield still deals the damage, with its
    # last known characteristics (kept by the ability on the stack).
    lki = None
    if sources[0] not in state.objects and sources[0] == res.source and res.source_lki is not None:
        lki = res.source_lki[1]  # removed by the ability's own cost (sacrificed): as it last existed
    elif sources[0] not in state.objects and res.spell_id is not None and res.spell_id in state.objects:
        lki = base_chars(state.objects[res.spell_id])
    return [(sources[0], t, n) for t in refs_of(state, e.to, res)], lki


@verb(DealDamage)
def _deal_damage(ctx: Ctx, e: DealDamage, res: Resolving, did: bool) -> bool:
    dealt, lki = _dealings(ctx, e, res)
    res.damaged += deal_damage(ctx, dealt, combat=False, src_chars_lki=lki)
    return did


@verb(DealDamageAtOnce)
def _deal_damage_at_once(ctx: Ctx, e: DealDamageAtOnce, res: Resolving, did: bool) -> bool:
    """CR 120.2b, 120.4: every part's damage is dealt at the same time."""
    parts = [_dealings(ctx, p, res) for p in e.parts]
    res.damaged += deal_damage(ctx, [d for dealt, _ in parts for d in dealt], combat=False, src_chars_lki=parts[0][1])
    return did


@verb(DealDividedDamage)
def _deal_divided(ctx: Ctx, e: DealDividedDamage, res: Resolving, did: bool) -> bool:
    """CR 601.2d, 608.2b: each remaining legal target is dealt the share announced for it."""
    state = ctx.state
    sources = known_objects(state, e.source, res) or [res.source]
    shares = [(sources[0], t, res.division[i] if i < len(res.division) else 0) for i, t in enumerate(res.targets) if t is not None]
    res.damaged += deal_damage(ctx, shares, combat=False)
    return did


@verb(StopPrevention)
def _stop_prevention(ctx: Ctx, e: StopPrevention, res: Resolving, did: bool) -> bool:
    """CR 615.12: "damage can't be prevented this turn"."""
    add_effect(ctx.state, res, Duration.END_OF_TURN, DamageUnpreventable())
    return did


@verb(Fight)
def _fight(ctx: Ctx, e: Fight, res: Resolving, did: bool) -> bool:
    """CR 701.14a: each deals damage equal to its power to the other, at the same time; 701.14b:
    neither does if one is no longer a creature on the battlefield (or an illegal target, left out
    by ``objects_of``); 701.14c: a creature fighting itself is dealt twice its power."""
    state = ctx.state
    xs, ys = objects_of(state, e.first, res), objects_of(state, e.second, res)
    if xs and ys and all(i in state.battlefield and CardType.CREATURE in chars(state, i).types for i in (xs[0], ys[0])):
        x, y = xs[0], ys[0]
        px, py = chars(state, x).power or 0, chars(state, y).power or 0
        deal_damage(ctx, [(x, y, px), (y, x, py)], combat=False)
    return did


@verb(PreventDamage)
def _prevent_damage(ctx: Ctx, e: PreventDamage, res: Resolving, did: bool) -> bool:
    """CR 615: a prevention effect until end of turn — for all combat damage (or all the referenced
    permanents would deal), all damage to the referenced players and permanents, or a shield for
    the next N damage to them (615.7)."""
    state = ctx.state
    shielded = frozenset(refs_of(state, e.to, res)) if e.to is not None else frozenset()
    if e.by is not None:
        dealing = frozenset(objects_of(state, e.by, res))
        if dealing:
            add_effect(state, res, Duration.END_OF_TURN, PreventCombatDamage(by_affected=True, to_affected=e.to == e.by), dealing)
    elif e.combat_only:
        add_effect(state, res, Duration.END_OF_TURN, PreventCombatDamage(), shielded)
    elif e.amount is None:
        add_effect(state, res, Duration.END_OF_TURN, PreventAllDamage(), shielded)
    else:
        add_effect(state, res, Duration.END_OF_TURN, PreventionShield(res_amount(state, e.amount, res)), shielded)
    return did


__all__ = ["Dealing", "deal_damage", "preventable", "prevention", "remove_damage"]
