"""Resolving spells and abilities (CR 608).

The top object of the stack resolves: its targets are checked again (608.2b) — if every target is
now illegal it doesn't resolve and none of its effects happen; otherwise its effects are
performed in order, skipping illegal targets. A permanent spell becomes a permanent (608.3); an
instant or sorcery goes to its owner's graveyard (608.2n), or to exile "on an adventure" when it
was cast as an Adventure (715.3d).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from dataclasses import replace as dc_replace
from typing import Any, get_args

from manastack.events import AbilityDoesNothing, Crewed, Fizzled, ResolutionBegan
from manastack.model.abilities import (
    Ability,
    ActivatedAbility,
    AsBecomesPermanent,
    Enchant,
    Mode,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from manastack.model.card import CardDef
from manastack.model.costs import Crew
from manastack.model.effects import Effect
from manastack.model.filters import Target, TargetSpec, XTargets, counted_specs
from manastack.model.types import Zone
from manastack.rules.amounts import Resolving
from manastack.rules.ascend import ascend_as_spell_resolves
from manastack.rules.attachments import attach
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.execute import execute
from manastack.rules.log import record
from manastack.rules.targets import is_legal_target, share_card_type, stack_specs
from manastack.rules.triggers import notice
from manastack.rules.zones import move

#: Abilities inside an effect (a token's, a granted one) have target references of their own.
ABILITY_TYPES: tuple[type, ...] = get_args(Ability)


def _mode_effects(modes: tuple[Mode, ...], chosen: tuple[int, ...], x: int, base: int = 0) -> tuple[Effect, ...]:
    """CR 700.2c: the effects of the chosen modes, in order. Each mode refers to its own targets
    from 0; they come after the targets of the modes chosen before it (and ``base`` targets of the
    ability itself; a mode of X targets has X of them, 601.2c), so its references are shifted by that many."""
    out: list[Effect] = []
    offset = base
    for m in chosen:
        mode = modes[m]
        out += [_shifted(e, offset) for e in mode.effects] if offset else mode.effects
        offset += sum(t.count for t in counted_specs(mode.targets, x))
    return tuple(out)


def _shifted(x: Any, offset: int) -> Any:
    """``x`` with each target reference ``Target(i)`` made ``Target(i + offset)``; the abilities of
    a card or token it names keep their own references."""
    if isinstance(x, Target):
        return Target(x.index + offset)
    if isinstance(x, XTargets):
        return XTargets(x.index + offset)
    if isinstance(x, tuple):
        return tuple(_shifted(y, offset) for y in x)
    if isinstance(x, (type, CardDef, *ABILITY_TYPES)) or not is_dataclass(x):
        return x
    value: Any = x
    return dc_replace(value, **{f.name: _shifted(getattr(value, f.name), offset) for f in fields(value) if f.init})


def resolve_top(ctx: Ctx) -> None:
    """CR 608.2–608.3: resolve the top object of the stack."""
    state = ctx.state
    sid = state.stack[-1]
    s = state.objects[sid]
    if s.is_ability:
        _resolve_ability(ctx, sid)
        return
    face = s.face
    sa = s.spell_ability
    specs = stack_specs(s)
    checked = _check_targets(ctx, specs, s.targets, s.controller, sid)
    if checked is None and s.bestowed:
        # 702.103e, 608.3b: a bestowed Aura spell whose target is illegal ceases to be bestowed and
        # resolves as a creature spell.
        s.bestowed = False
        state.version += 1
        face, checked = s.face, ()
    if checked is None:
        record(state, Fizzled(face.name, card_id=sid))
        _leave_stack_as_spell(ctx, sid, countered=True)
        return
    record(state, ResolutionBegan(face.name, card_id=sid))
    if face.is_permanent_card and not s.on_adventure_face:
        # 608.3: a permanent spell becomes a permanent; an Aura spell attaches to its target (303.4f).
        aura_target = checked[0] if any(isinstance(a, Enchant) for a in face.abilities) and checked else None
        new = move(ctx, sid, Zone.BATTLEFIELD, controller=s.controller, rules=("608.3",))
        if new is not None and aura_target is not None:
            attach(state, new, aura_target)
        if new is not None and new in state.battlefield:
            _as_becomes_permanent(ctx, face, new)
        return
    res = Resolving(sid, s.controller, face.name, checked, s.x, spell_id=sid, division=s.division, sacrificed=s.sacrificed)
    ascend_as_spell_resolves(ctx, face, s.controller)  # 702.131a
    effects = sa.effects if sa else ()
    if sa is not None and sa.modes:
        effects = _mode_effects(sa.modes, s.modes, s.x)
    execute(ctx, effects, res)
    if sid in state.objects and state.objects[sid].zone is Zone.STACK:
        _leave_stack_as_spell(ctx, sid, countered=False)


def _as_becomes_permanent(ctx: Ctx, face: CardDef, new: int) -> None:
    """The static abilities of the spell that act as it becomes a permanent (608.3): a delayed
    triggered ability created if the dash cost was paid (CR 702.109a, 603.7). Their condition is
    about the permanent, which knows the costs paid to cast it (400.7d)."""
    o = ctx.state.objects[new]
    for ab in face.abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, AsBecomesPermanent):
            if ab.condition is None or condition_holds(ctx.state, ab.condition, o.controller, new):
                execute(ctx, ab.effect.effects, Resolving(new, o.controller, face.name, created=[new]))


def _leave_stack_as_spell(ctx: Ctx, sid: int, countered: bool) -> None:
    """608.2n: an instant or sorcery is put into its owner's graveyard as the final step of its
    resolution; 715.3d: an Adventure that resolves is exiled instead, by a replacement effect of the
    rules (replacement.AdventureExile) that its controller may order with other effects (616.1). A
    spell whose targets are all illegal goes to the graveyard too (as if countered, 608.2b) and isn't
    exiled on an adventure."""
    move(ctx, sid, Zone.GRAVEYARD, rules=("608.2n",) if not countered else ("608.2b",), resolving=not countered)


def _check_targets(ctx: Ctx, specs: tuple[TargetSpec, ...], targets: tuple[int, ...], you: int, source: int) -> tuple[int | None, ...] | None:
    """CR 608.2b: each target that is no longer legal is ignored; if all are illegal, None."""
    if not specs:
        return ()
    state = ctx.state
    out: list[int | None] = []
    i = 0
    any_legal = False
    any_target = False
    for spec in specs:
        for _ in range(spec.count):
            t = targets[i] if i < len(targets) else -1
            i += 1
            if t == -1:
                out.append(None)
                continue
            any_target = True
            if is_legal_target(state, spec, t, you, source):
                out.append(t)
                any_legal = True
            else:
                out.append(None)
        if spec.share_card_type:
            # The targets of this requirement must still share a card type: those still legal on
            # their own that no longer do are each illegal (a symmetric requirement).
            group = [j for j in range(i - spec.count, i) if out[j] is not None]
            if len(group) > 1 and not share_card_type(state, [t for t in out[i - spec.count:i] if t is not None]):
                for j in group:
                    out[j] = None
                any_legal = any(t is not None for t in out)
    if any_target and not any_legal:
        return None
    return tuple(out)


def _resolve_ability(ctx: Ctx, sid: int) -> None:
    state = ctx.state
    s = state.objects[sid]
    ab = s.ability
    assert ab is not None and not isinstance(ab, SpellAbility)
    name = s.card.name
    # 700.2c: a modal ability has the targets (and effects) of the modes chosen for it.
    modes = ab.modes if isinstance(ab, ActivatedAbility) else ()
    specs = stack_specs(s)
    checked = _check_targets(ctx, specs, s.targets, s.controller, s.source_id or sid)
    if checked is None:
        record(state, Fizzled(name, ability=True))
        state.stack.remove(sid)
        del state.objects[sid]
        return
    src = s.source_id if s.source_id is not None else sid
    res = Resolving(src, s.controller, name, checked, s.x, s.trigger, spell_id=sid, division=s.division, source_lki=s.source_lki, sacrificed=s.sacrificed)
    if isinstance(ab, TriggeredAbility) and ab.intervening_if is not None:
        if not condition_holds(state, ab.intervening_if, s.controller, s.source_id, res):
            record(state, AbilityDoesNothing(name))
            state.stack.remove(sid)
            del state.objects[sid]
            return
    record(state, ResolutionBegan(name, ability=True))
    execute(ctx, ab.effects + _mode_effects(modes, s.modes, s.x, len(ab.targets)), res)
    if isinstance(ab, ActivatedAbility) and ab.cost.has(Crew):
        # 702.122d: "Whenever [this Vehicle] becomes crewed" means "whenever a crew ability of
        # [this Vehicle] resolves".
        notice(ctx, Crewed(src, s.controller))
    if sid in state.stack:
        state.stack.remove(sid)
    state.objects.pop(sid, None)
