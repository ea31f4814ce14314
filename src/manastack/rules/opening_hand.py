"""Actions taken with cards of the opening hand (CR 103.6): once the mulligan process is complete,
the starting player, then each other player in turn order, may take them. A card that allows it
begins the game on the battlefield (103.6a: "If this card is in your opening hand, you may begin
the game with it on the battlefield")."""

from __future__ import annotations

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.model.abilities import BeginOnBattlefield, StaticAbility
from manastack.model.types import Zone
from manastack.rules.context import Ctx
from manastack.rules.zones import move


def _begins_on_battlefield(ctx: Ctx, card: int) -> bool:
    return any(isinstance(ab, StaticAbility) and isinstance(ab.effect, BeginOnBattlefield) for ab in ctx.state.objects[card].face.abilities)


def opening_hand_actions(ctx: Ctx, order: list[int]) -> None:
    """CR 103.6, 103.6a: each player in ``order`` (turn order from the starting player) may put
    onto the battlefield the cards of their opening hand that allow it, one decision per card."""
    state = ctx.state
    for pid in order:
        for card in [c for c in state.players[pid].hand if _begins_on_battlefield(ctx, c)]:
            name = state.objects[card].name
            ans = ctx.choose(Decision(
                pid, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"begin the game with {name} on the battlefield?",
                labels=(f"Begin with {name} on the battlefield", f"Keep {name} in hand"), purpose=Purpose.OPENING_HAND, subject=card,
            ))
            if isinstance(ans, Answer) and ans.yes:
                move(ctx, card, Zone.BATTLEFIELD, rules=("103.6a",))
