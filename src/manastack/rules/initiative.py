"""The initiative (CR 726): a designation one player at a time can have, taken by "you take the
initiative" and by dealing combat damage to the player who has it.

Its three inherent triggered abilities (726.2) have no source and are controlled by whoever has the
initiative as they trigger: they are registered with
:func:`manastack.rules.triggers.sourceless_triggers`, like the monarch's. When the player who has it
leaves the game it passes on (726.4, :func:`initiative_left`)."""

from __future__ import annotations

from manastack.events import TookInitiative
from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import TakeInitiative, Venture
from manastack.model.filters import Controller, ControllerOf, EventObject
from manastack.model.triggers import AtStep, ByPlayer, DamagedPlayer, TriggerCondition, TriggerEvent
from manastack.model.types import Step
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.pipeline import happened
from manastack.rules.triggers import sourceless_triggers
from manastack.state.game_state import GameState

#: The name the initiative's inherent abilities go by on the stack and in the log (they have no source).
SOURCE_NAME = "The initiative"

#: CR 205.3p: the dungeon type of the one dungeon the initiative ventures into.
UNDERCITY = "Undercity"

#: CR 726.2, "you" being the player who has the initiative, who controls them.
INHERENT: tuple[TriggeredAbility, ...] = (
    TriggeredAbility(
        TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.UPKEEP), ByPlayer(Controller.YOU))),
        (Venture(into=UNDERCITY),),
        text="At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity.",
    ),
    TriggeredAbility(
        TriggerCondition(TriggerEvent.CREATURES_DEAL_COMBAT_DAMAGE_TO_PLAYER, (DamagedPlayer(Controller.YOU),)),
        (TakeInitiative(ControllerOf(EventObject())),),
        text="Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, "
             "the controller of those creatures takes the initiative.",
    ),
    TriggeredAbility(
        TriggerCondition(TriggerEvent.TAKES_INITIATIVE, (ByPlayer(Controller.YOU),)),
        (Venture(into=UNDERCITY),),
        text="Whenever a player takes the initiative, that player ventures into Undercity.",
    ),
)


@sourceless_triggers
def _inherent(state: GameState) -> tuple[tuple[int, str, TriggeredAbility], ...]:
    """CR 726.2: the player who has the initiative controls its inherent abilities; with no
    initiative there are none."""
    return () if state.initiative is None else tuple((state.initiative, SOURCE_NAME, ab) for ab in INHERENT)


def take_initiative(ctx: Ctx, pid: int) -> None:
    """CR 726.3, 726.5: ``pid`` takes the initiative; whoever had it ceases to. Taking it again is
    still taking it (its "whenever a player takes the initiative" ability triggers)."""
    state = ctx.state
    if state.players[pid].left_game:
        return
    state.initiative = pid
    state.version += 1
    happened(ctx, TookInitiative(pid))


@verb(TakeInitiative)
def _take_initiative(ctx: Ctx, e: TakeInitiative, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        take_initiative(ctx, pid)
    return did


def initiative_left(ctx: Ctx, pid: int) -> None:
    """CR 726.4: if the player who has the initiative leaves the game, the active player takes it;
    if that is the player leaving, the next player in turn order who is still in the game does."""
    state = ctx.state
    if state.initiative != pid:
        return
    state.initiative = None
    state.version += 1
    heir = state.next_holder()
    if heir is not None:
        take_initiative(ctx, heir)


__all__ = ["INHERENT", "UNDERCITY", "initiative_left", "take_initiative"]
