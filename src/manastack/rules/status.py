"""Tapped and untapped (CR 110.5, 701.26): tapping and untapping permanents, and the verbs that do
it."""

from __future__ import annotations

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.events import Tapped, Untapped
from manastack.model.effects import SkipNextUntap, Tap, TapAnyNumber, TapOrUntap, Untap
from manastack.model.types import Zone
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.filters import matching
from manastack.rules.pipeline import Proposed, happened, perform


def tap(ctx: Ctx, oid: int, rules: tuple[str, ...] = ("701.26a",)) -> None:
    """CR 701.26a: tap an untapped permanent (tapping a tapped one does nothing)."""
    if not ctx.state.objects[oid].tapped:
        perform(ctx, Tapped(oid, rules=rules), _tap)


def _tap(ctx: Ctx, results: list[Proposed[Tapped]]) -> None:
    for p in results:
        ctx.state.objects[p.event.object].tapped = True
        happened(ctx, p.event)


def untap(ctx: Ctx, oid: int, rules: tuple[str, ...] = ("701.26b",)) -> None:
    """CR 701.26b: untap a tapped permanent."""
    if ctx.state.objects[oid].tapped:
        perform(ctx, Untapped(oid, rules=rules), _untap)


def _untap(ctx: Ctx, results: list[Proposed[Untapped]]) -> None:
    from manastack.rules.continuous import end_effects_of_source

    for p in results:
        ctx.state.objects[p.event.object].tapped = False
        # 611.2b: effects lasting "for as long as [it] remains tapped" end as it untaps
        end_effects_of_source(ctx.state, p.event.object, untapped=True)
        happened(ctx, p.event)


@verb(Tap)
def _tap_verb(ctx: Ctx, e: Tap, res: Resolving, did: bool) -> bool:
    for oid in objects_of(ctx.state, e.what, res):
        tap(ctx, oid)
    return did


@verb(Untap)
def _untap_verb(ctx: Ctx, e: Untap, res: Resolving, did: bool) -> bool:
    for oid in objects_of(ctx.state, e.what, res):
        untap(ctx, oid)
    return did


@verb(TapOrUntap)
def _tap_or_untap(ctx: Ctx, e: TapOrUntap, res: Resolving, did: bool) -> bool:
    """CR 701.26: "tap or untap target permanent" — the controller chooses, for each object, which."""
    for oid in objects_of(ctx.state, e.what, res):
        ans = ctx.choose(Decision(res.controller, DecisionKind.CHOOSE_OBJECT, (Answer(True), Answer(False)), context=f"{res.source_name}: tap or untap {ctx.state.name_of(oid)}?",
                                  purpose=Purpose.TAP_OR_UNTAP, source=res.source, subject=oid, labels=("Tap", "Untap")))
        assert isinstance(ans, Answer)
        (tap if ans.yes else untap)(ctx, oid)
    return did


@verb(SkipNextUntap)
def _skip_next_untap(ctx: Ctx, e: SkipNextUntap, res: Resolving, did: bool) -> bool:
    """CR 502.3: "it doesn't untap during its controller's next untap step"."""
    for oid in objects_of(ctx.state, e.what, res):
        if ctx.state.objects[oid].zone is Zone.BATTLEFIELD:
            ctx.state.objects[oid].skips_next_untap = True
    return did


@verb(TapAnyNumber)
def _tap_any_number(ctx: Ctx, e: TapAnyNumber, res: Resolving, did: bool) -> bool:
    """"You may tap any number of untapped Humans you control": the controller chooses the
    permanents one by one (or stops), then they are tapped; they are what "tapped this way" refers
    to afterwards (kept with the objects the ability affected, ``res.created``)."""
    state = ctx.state

    def candidates(chosen: list[int]) -> list[int]:
        return [o for o in matching(state, e.filter, res.controller, res.source) if o not in chosen and not state.objects[o].tapped]

    chosen = ctx.choose_any_number(res.controller, candidates, f"{res.source_name}: tap any number of {e.filter.describe()}", Purpose.TAP_ANY_NUMBER, res.source)
    for oid in chosen:
        tap(ctx, oid)
        res.created.append(oid)
    return did


__all__ = ["tap", "untap"]
