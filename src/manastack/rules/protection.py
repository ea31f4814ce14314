"""Protection (CR 702.16): what a permanent with "protection from [quality]" is protected from.

A permanent has protection from a source when one of its protection abilities has a quality the
source's characteristics match. Protection means "DEBT":

- Damage from such a source is prevented (702.16e): a prevention effect the rules give the
  protected permanent, applied in the 616.1 loop like any other (registered here);
- it can't be Enchanted or Equipped by such an Aura or Equipment (702.16c–d; the state-based
  actions 704.5m–n in :mod:`manastack.rules.sba`, attaching in :mod:`manastack.rules.attachments`);
- it can't be Blocked by such creatures (702.16f, :mod:`manastack.rules.combat`);
- it can't be Targeted by such spells or by abilities from such sources (702.16b,
  :mod:`manastack.rules.targets`).
"""

from __future__ import annotations

from dataclasses import replace

from manastack.actions import ChooseValue, Decision, DecisionKind, Purpose
from manastack.events import DamageDealt, DamagePrevented
from manastack.mana import Color
from manastack.model.abilities import GrantAbilitiesStatic, Protection
from manastack.model.effects import GrantProtectionOfChoice
from manastack.model.filters import AttachedTo, Colors, ObjectFilter
from manastack.rules import replacement
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.continuous import add_effect
from manastack.rules.damage import prevention
from manastack.rules.execute import verb
from manastack.rules.filters import chars_match
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState


def source_chars(state: GameState, source: int) -> Chars | None:
    """The characteristics of a source of damage, a spell, or the source of an ability on the stack
    (its last known information if it has left its zone, 113.7a). None if nothing is known."""
    o = state.objects.get(source)
    if o is None:
        return None
    if o.is_ability:
        if o.source_id is not None and o.source_id in state.objects:
            return chars(state, o.source_id)
        return o.source_lki[1] if o.source_lki is not None else None
    return chars(state, source)


def protected_from(state: GameState, protected: int, c: Chars, source: int | None) -> bool:
    """Whether ``protected`` (with characteristics ``c``) has protection from ``source``: one of its
    qualities matches the source's characteristics (702.16a), seen from the protected permanent's
    controller ("protection from creatures your opponents control"). A permanent's own abilities
    and damage are sources like any other."""
    if source is None:
        return False
    prots = [ab for ab in c.abilities if isinstance(ab, Protection)]
    return bool(prots) and any(_protects(state, p, protected, c.controller, source) for p in prots)


def _protects(state: GameState, p: Protection, protected: int, controller: int, source: int) -> bool:
    """Whether one protection ability's qualities match the source's characteristics (702.16a)."""
    sc = source_chars(state, source)
    return sc is not None and any(chars_match(state, source, sc, q, controller, protected) for q in p.qualities)


# ---- gaining protection from a quality of one's choice -----------------------------------------


@verb(GrantProtectionOfChoice)
def _grant_of_choice(ctx: Ctx, e: GrantProtectionOfChoice, res: Resolving, did: bool) -> bool:
    """CR 702.16a, 611.2c: the controller chooses the quality (a color, or one of the options) as
    the effect begins; the objects affected are locked in, and gain "protection from [it]"."""
    state = ctx.state
    affected = frozenset(objects_of(state, e.what, res))
    if not affected:
        return did
    qualities = {o.describe(): o for o in e.options}
    qualities.update({c.word: ObjectFilter((Colors(frozenset({c})),), description=c.word) for c in Color})
    ans = ctx.choose(Decision(
        res.controller, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(v) for v in qualities),
        context=f"{res.source_name}: protection from what", purpose=Purpose.PROTECTION_QUALITY, source=res.source,
    ))
    assert isinstance(ans, ChooseValue)
    add_effect(state, res, e.duration, GrantAbilitiesStatic(AttachedTo(), (Protection((qualities[ans.value],)),)), affected)
    return did


# ---- damage (702.16e) ---------------------------------------------------------------------------


def _candidates(state: GameState, ev: DamageDealt) -> list[Candidate]:
    """The protection of the permanent being dealt damage, if it has protection from the source."""
    t = ev.target
    if ev.amount <= 0 or state.is_player_id(t) or t not in state.battlefield:
        return []
    c = chars(state, t)
    return [
        Candidate(t, ab, t * 64 + i, c.controller)
        for i, ab in enumerate(c.abilities)
        if isinstance(ab, Protection) and _protects(state, ab, t, c.controller, ev.source)
    ]


def _prevent(ctx: Ctx, eff: Protection, c: Candidate, ev: DamageDealt) -> list[DamageDealt]:
    """CR 702.16e: all the damage the source would deal to the protected permanent is prevented."""
    record(ctx.state, DamagePrevented(ev.source, ev.target, ev.amount, ctx.state.name_of(c.source), None, rules=("702.16e", "615.1")))
    return [replace(ev, amount=0, prevented=ev.prevented + ev.amount)]


replacement.register(prevention(ReplacementKind(Protection, DamageDealt, lambda state, eff, c, ev: ev.amount > 0, _prevent, lambda eff: eff.text())))
replacement.register_source(DamageDealt, _candidates)


__all__ = ["protected_from", "source_chars"]
