"""Assist (CR 702.132a): "If the total cost to cast a spell with assist includes a generic mana
component, before you activate mana abilities while casting it, you may choose another player.
That player has a chance to activate mana abilities. … Before you begin to pay the total cost of
the spell, the player you chose may pay for any amount of the generic mana in the spell's total
cost." Whether the spell can be cast counts what another player could pay."""

from __future__ import annotations

from manastack.actions import Action, Choose, ChooseNumber, Decision, DecisionKind, Done, Purpose
from manastack.mana import ManaCost
from manastack.model.card import CardDef
from manastack.model.types import Keyword
from manastack.rules.context import Ctx
from manastack.rules.mana import pay_mana, plan
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState


def _others(state: GameState, player: int) -> list[int]:
    return [p for p in state.turn_order_from(player) if p != player and not state.players[p].lost]


def _helper_amounts(state: GameState, player: int, helper: int, cost: ManaCost, spell: Chars) -> list[int]:
    """How much of the generic mana ``helper`` could pay, the caster paying the rest."""
    return [
        n for n in range(cost.generic + 1)
        if plan(state, helper, ManaCost(n), spell) is not None and plan(state, player, cost.reduce_generic(n), spell) is not None
    ]


def can_pay_with_assist(state: GameState, player: int, cost: ManaCost, spell: Chars) -> bool:
    """Whether the caster, with another player paying part of the generic mana, can pay the cost."""
    return plan(state, player, cost, spell) is not None or any(any(_helper_amounts(state, player, p, cost, spell)) for p in _others(state, player))  # some n > 0


def pay_with_assist(ctx: Ctx, player: int, cost: ManaCost, spell: Chars, face: CardDef, sid: int) -> ManaCost:
    """CR 702.132a: the caster may choose another player, who pays any amount of the generic mana
    they can (what the rest of the cost needs is the caster's); returns the cost left to pay."""
    state = ctx.state
    if not face.has_keyword(Keyword.ASSIST) or not cost.generic:
        return cost
    helpers = [p for p in _others(state, player) if any(_helper_amounts(state, player, p, cost, spell))]  # who can pay {1} or more
    alone = plan(state, player, cost, spell) is not None
    opts: tuple[Action, ...] = (*(Choose(p) for p in helpers), *((Done(),) if alone or not helpers else ()))
    ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_OBJECT, opts, context=f"{face.name}: assist — another player may pay generic mana",
                              purpose=Purpose.ASSIST, source=sid))
    if not isinstance(ans, Choose):
        return cost
    helper = ans.id
    amounts = _helper_amounts(state, player, helper, cost, spell)
    pick = ctx.choose(Decision(helper, DecisionKind.X, tuple(ChooseNumber(n) for n in amounts),
                               context=f"{face.name}: assist — how much of {cost.text()} to pay", purpose=Purpose.ASSIST, source=sid))
    n = pick.value if isinstance(pick, ChooseNumber) else 0
    if n:
        pay_mana(ctx, helper, ManaCost(n), spell, f"{face.name} (assist)")
    return cost.reduce_generic(n)


__all__ = ["can_pay_with_assist", "pay_with_assist"]
