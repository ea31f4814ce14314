"""How many creatures block, and which must; who assigns combat damage, and to whom: the combat
rules of static abilities and resolved effects that aren't restrictions on one creature alone
(CR 509.1a–c, 510.1a, 510.1c).

- "CARDNAME can't be blocked by more than one creature" (:class:`BlockerLimit`, a restriction,
  509.1b);
- "CARDNAME must be blocked if able" and "All creatures able to block CARDNAME do so"
  (:class:`MustBeBlocked`, requirements, 509.1c);
- "CARDNAME can block an additional creature each combat" / "… any number of creatures"
  (:class:`BlocksAdditional`, 509.1a);
- "CARDNAME assigns no combat damage this turn" (:class:`AssignsNoCombatDamage`, 510.1a);
- "You may have CARDNAME assign its combat damage as though it weren't blocked"
  (:class:`AssignAsThoughUnblocked`, 510.1c).

Each is found the same way as the combat restrictions of ``combat.py``: from the static abilities
of permanents (what they affect now, 611.3a; an "as long as" condition checked now) and from the
effects of resolved spells and abilities (611.2c).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TypeVar

from manastack.model.abilities import AssignAsThoughUnblocked, AssignsNoCombatDamage, BlockerLimit, BlocksAdditional, MustBeBlocked, StaticAbility
from manastack.model.effects import WHILE_SOURCE, CombatRule
from manastack.model.filters import AllMatching, AttachedTo, This
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.execute import verb
from manastack.rules.filters import matches
from manastack.rules.layers import chars
from manastack.state.game_state import GameState

_Rule = TypeVar("_Rule", BlockerLimit, MustBeBlocked, BlocksAdditional, AssignsNoCombatDamage, AssignAsThoughUnblocked)


def rules_on(state: GameState, oid: int, kind: type[_Rule]) -> Iterator[_Rule]:
    """The effects of type ``kind`` that affect creature ``oid`` now."""
    for src in state.battlefield:
        sc = chars(state, src)
        for ab in sc.abilities:
            if not isinstance(ab, StaticAbility) or not isinstance(ab.effect, kind):
                continue
            if ab.condition is not None and not condition_holds(state, ab.condition, sc.controller, src):
                continue
            if _hits(state, ab.effect, src, sc.controller, oid, None):
                yield ab.effect
    for a in state.effects:
        e = a.effect
        if not isinstance(e, kind):
            continue
        if a.duration in WHILE_SOURCE and a.source_id not in state.battlefield:
            continue  # 611.2b
        if _hits(state, e, a.source_id, a.controller, oid, a.affected or None):
            yield e


def _hits(state: GameState, r: BlockerLimit | MustBeBlocked | BlocksAdditional | AssignsNoCombatDamage | AssignAsThoughUnblocked, source: int, you: int, oid: int, locked: frozenset[int] | None) -> bool:
    if locked is not None:
        return oid in locked
    if isinstance(r.affected, This):
        return oid == source
    if isinstance(r.affected, AttachedTo):
        return source in state.objects and state.objects[source].attached_to == oid
    return matches(state, oid, r.affected, you, source)


def assigns_no_combat_damage(state: GameState, oid: int) -> bool:
    """CR 510.1a: "CARDNAME assigns no combat damage this turn"."""
    return any(True for _ in rules_on(state, oid, AssignsNoCombatDamage))


def may_assign_as_though_unblocked(state: GameState, attacker: int) -> bool:
    """CR 510.1c: "You may have CARDNAME assign its combat damage as though it weren't blocked"."""
    return any(True for _ in rules_on(state, attacker, AssignAsThoughUnblocked))


def max_blockers(state: GameState, attacker: int) -> int | None:
    """CR 509.1b: the most creatures that may block ``attacker`` (None: no limit)."""
    limits = [r.count for r in rules_on(state, attacker, BlockerLimit)]
    return min(limits) if limits else None


def must_be_blocked(state: GameState, attacker: int) -> bool:
    """CR 509.1c: "must be blocked if able" — by at least one creature."""
    return any(not r.by_all for r in rules_on(state, attacker, MustBeBlocked))


def all_able_block(state: GameState, attacker: int) -> bool:
    """CR 509.1c: "All creatures able to block CARDNAME do so"."""
    return any(r.by_all for r in rules_on(state, attacker, MustBeBlocked))


def block_capacity(state: GameState, blocker: int) -> int | None:
    """CR 509.1a: how many attackers creature ``blocker`` may block (one, plus each "can block an
    additional creature"; None: any number)."""
    n = 1
    for r in rules_on(state, blocker, BlocksAdditional):
        if r.count is None:
            return None
        n += r.count
    return n


@verb(CombatRule)
def _combat_rule(ctx: Ctx, e: CombatRule, res: Resolving, did: bool) -> bool:
    """A rule-modifying effect (611.2c): for "all [filter]" the filter is checked as blockers are
    declared; for particular objects (a target, "it") those objects."""
    if isinstance(e.what, AllMatching):
        add_effect(ctx.state, res, e.duration, replace(e.rule, affected=e.what.filter))
    else:
        affected = frozenset(objects_of(ctx.state, e.what, res))
        if affected:
            add_effect(ctx.state, res, e.duration, replace(e.rule, affected=AttachedTo()), affected)
    return did
