"""The monarch (CR 725): a designation one player at a time can have, taken by "you become the
monarch" and by dealing combat damage to the monarch.

Its two inherent triggered abilities (725.2) have no source and are controlled by whoever is the
monarch as they trigger: they are registered with :func:`manastack.rules.triggers.sourceless_triggers`,
so they are checked with the permanents' abilities. When the monarch leaves the game the designation
passes on (725.4, :func:`monarch_left`)."""

from __future__ import annotations

from manastack.events import BecameMonarch
from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import BecomeMonarch, DrawCards
from manastack.model.filters import CardTypes, Controller, ControllerOf, EventObject, ObjectFilter
from manastack.model.triggers import AtStep, ByPlayer, DamagedPlayer, Matches, TriggerCondition, TriggerEvent
from manastack.model.types import CardType, Step, Zone
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.pipeline import happened
from manastack.rules.triggers import sourceless_triggers
from manastack.state.game_state import GameState

#: The name the monarch's inherent abilities go by on the stack and in the log (they have no source).
SOURCE_NAME = "The monarch"

#: CR 725.2: "At the beginning of the monarch's end step, that player draws a card" and "Whenever a
#: creature deals combat damage to the monarch, its controller becomes the monarch" — "you" being
#: the monarch, who controls them.
INHERENT: tuple[TriggeredAbility, ...] = (
    TriggeredAbility(
        TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END), ByPlayer(Controller.YOU))),
        (DrawCards(1),),
        text="At the beginning of the monarch's end step, that player draws a card.",
    ),
    TriggeredAbility(
        TriggerCondition(
            TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
            (DamagedPlayer(Controller.YOU), Matches(ObjectFilter((CardTypes(frozenset({CardType.CREATURE})),), Zone.BATTLEFIELD, "creature"))),
        ),
        (BecomeMonarch(ControllerOf(EventObject())),),
        text="Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.",
    ),
)


@sourceless_triggers
def _inherent(state: GameState) -> tuple[tuple[int, str, TriggeredAbility], ...]:
    """CR 725.2: the monarch controls the inherent abilities; with no monarch there are none."""
    return () if state.monarch is None else tuple((state.monarch, SOURCE_NAME, ab) for ab in INHERENT)


def become_monarch(ctx: Ctx, pid: int) -> None:
    """CR 725.3: ``pid`` becomes the monarch; whoever was ceases to be."""
    state = ctx.state
    if state.monarch == pid or state.players[pid].left_game:
        return
    state.monarch = pid
    state.version += 1
    happened(ctx, BecameMonarch(pid))


@verb(BecomeMonarch)
def _become_monarch(ctx: Ctx, e: BecomeMonarch, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        become_monarch(ctx, pid)
    return did


def monarch_left(ctx: Ctx, pid: int) -> None:
    """CR 725.4: if the monarch leaves the game, the active player becomes the monarch; if that is
    the player leaving, the next player in turn order who is still in the game does; else there is
    no monarch."""
    state = ctx.state
    if state.monarch != pid:
        return
    state.monarch = None
    state.version += 1
    heir = state.next_holder()
    if heir is not None:
        become_monarch(ctx, heir)


__all__ = ["INHERENT", "become_monarch", "monarch_left"]
