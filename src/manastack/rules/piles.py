"""Piles (CR 700.3): "Reveal the top five cards of your library. An opponent separates those cards
into two piles. Put one pile into your hand and the other into your graveyard." (Fact or Fiction)

One player separates the revealed cards, card by card, into two piles (700.3a: each card goes into
exactly one; a pile may be empty, 700.3d); another player chooses a pile. The cards stay in the
library until they are put where the effect says (700.3c)."""

from __future__ import annotations

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.events import PilesSeparated, Revealed
from manastack.model.effects import RevealIntoPiles
from manastack.model.filters import Controller
from manastack.model.types import Zone
from manastack.rules.amounts import Resolving, res_amount
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.log import record
from manastack.rules.ordering import order_cards
from manastack.rules.zones import move


def separate(ctx: Ctx, separator: int, cards: list[int], source: int, source_name: str) -> tuple[list[int], list[int]]:
    """CR 700.3a: ``separator`` puts each card into one of two piles."""
    state = ctx.state
    first: list[int] = []
    for c in cards:
        ans = ctx.choose(Decision(separator, DecisionKind.CHOOSE_OBJECT, (Answer(True), Answer(False)), context=f"{source_name}: put {state.name_of(c)} into which pile?",
                                  purpose=Purpose.SEPARATE_PILES, source=source, subject=c, labels=("Pile 1", "Pile 2")))
        if isinstance(ans, Answer) and ans.yes:
            first.append(c)
    return first, [c for c in cards if c not in first]


def choose_pile(ctx: Ctx, chooser: int, piles: tuple[list[int], list[int]], source: int, source_name: str) -> int:
    """The pile ``chooser`` chooses (0 or 1)."""
    state = ctx.state
    labels = tuple(f"Pile {i + 1}: " + (", ".join(state.name_of(c) for c in p) or "no cards") for i, p in enumerate(piles))
    ans = ctx.choose(Decision(chooser, DecisionKind.CHOOSE_OBJECT, (Answer(True), Answer(False)), context=f"{source_name}: choose a pile",
                              purpose=Purpose.CHOOSE_PILE, source=source, labels=labels))
    return 0 if isinstance(ans, Answer) and ans.yes else 1


@verb(RevealIntoPiles)
def _reveal_into_piles(ctx: Ctx, e: RevealIntoPiles, res: Resolving, did: bool) -> bool:
    state = ctx.state
    you = res.controller
    lib = state.players[you].library
    cards = lib[:res_amount(state, e.amount, res)]
    for c in cards:
        record(state, Revealed(you, c))  # 701.20a
    opponent = ctx.choose_opponent(res.controller, res.source, f"{res.source_name}: choose an opponent") if Controller.OPPONENT in (e.separator, e.chooser) else you
    separator = opponent if e.separator is Controller.OPPONENT else you
    chooser = opponent if e.chooser is Controller.OPPONENT else you
    piles = separate(ctx, separator, cards, res.source, res.source_name)
    k = choose_pile(ctx, chooser, piles, res.source, res.source_name)
    chosen, other = piles[k], piles[1 - k]
    record(state, PilesSeparated(separator, chooser, tuple(chosen), tuple(other)))
    for c in chosen:
        new = move(ctx, c, e.chosen_zone, rules=("700.3",))
        if new is not None:
            res.created.append(new)
    if e.other_zone is Zone.LIBRARY:
        bottom = order_cards(ctx, you, other, f"{res.source_name}: the next card (from the top) on the bottom of your library", Purpose.LIBRARY_ORDER, res.source, "bottom")
        for c in bottom:
            lib.remove(c)
        lib.extend(bottom)
        state.version += 1
    else:
        for c in other:
            move(ctx, c, e.other_zone, rules=("700.3",))
    return did


__all__ = ["choose_pile", "separate"]
