"""Double-faced permanents turning over (CR 701.27 transform, 712.9–712.10): the permanent stays the
same object (712.18) with its other face's characteristics (712.8d–e). Which face a double-faced
card has up as it is cast, played or put onto the battlefield is decided where it moves
(:mod:`manastack.rules.casting`, :mod:`manastack.rules.zones`)."""

from __future__ import annotations

from manastack.events import EffectDoesNothing, Transformed
from manastack.model.effects import Transform
from manastack.model.types import Keyword
from manastack.rules.amounts import Resolving, objects_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.log import record
from manastack.rules.pipeline import happened


def transform(ctx: Ctx, oid: int) -> None:
    """CR 701.27a: turn the permanent over. Nothing happens to a permanent that isn't a
    double-faced card (701.27c, 712.9) or whose other face is an instant or sorcery (701.27d), nor
    to a daybound or nightbound one (702.145b, e: only day and night transform it)."""
    state = ctx.state
    o = state.objects[oid]
    other = o.card if o.back_up else o.card.back_face
    keywords = chars(state, oid).keywords
    if other is None or not other.is_permanent_card or Keyword.DAYBOUND in keywords or Keyword.NIGHTBOUND in keywords:
        record(state, EffectDoesNothing(o.name, rules=("701.27c", "701.27d", "702.145b")))
        return
    turn_over(ctx, oid)


def turn_over(ctx: Ctx, oid: int, rules: tuple[str, ...] = ("701.27a",)) -> None:
    """Turn a double-faced permanent to its other face (701.27a); it stays the same object (712.18)."""
    state = ctx.state
    o = state.objects[oid]
    was = o.name
    o.back_up = not o.back_up
    state.version += 1
    happened(ctx, Transformed(oid, was, o.name, rules=rules))


@verb(Transform)
def _transform(ctx: Ctx, e: Transform, res: Resolving, did: bool) -> bool:
    for oid in objects_of(ctx.state, e.what, res):
        transform(ctx, oid)
    return did
