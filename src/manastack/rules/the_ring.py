"""The Ring tempts you (CR 701.54): the player gets the emblem named The Ring if they have none
(701.54c), chooses a creature they control as their Ring-bearer (701.54a: a designation that lasts
until another creature becomes their Ring-bearer or another player gains control of it), and the
Ring has tempted them once more.

The Ring's abilities grow with the number of times it has tempted its owner (701.54c): each is an
ability of the emblem that functions only while that count is high enough."""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import RingTempted
from manastack.model.abilities import AddTypesStatic, BlockRestriction, GrantAbilitiesStatic, StaticAbility, TriggeredAbility
from manastack.model.card import CardDef
from manastack.model.conditions import RingTemptedAtLeast
from manastack.model.effects import DelayedTrigger, Discard, DrawCards, LoseLife, RingTempts, SacrificeObject
from manastack.model.filters import CardTypes, EachOpponent, EventObject, IsRingBearer, ObjectFilter, PowerThanSource, Remembered
from manastack.model.triggers import AtStep, BlocksMatching, Matches, TriggerCondition, TriggerEvent, While
from manastack.model.types import CardType, Step, Supertype, Zone
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.emblems import create_emblem
from manastack.rules.execute import verb
from manastack.rules.layers import chars
from manastack.rules.pipeline import happened

NAME = "The Ring"

_BEARER = ObjectFilter((IsRingBearer(),), Zone.BATTLEFIELD, "your Ring-bearer")
_CREATURE = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})),), Zone.BATTLEFIELD, "creature")


def _tempted(n: int) -> While:
    return While(RingTemptedAtLeast(n))


#: CR 701.54c: the emblem's abilities, the later ones only while the Ring has tempted its owner
#: two, three and four or more times.
THE_RING = CardDef(
    name=NAME,
    is_emblem=True,
    oracle_text=(
        "Your Ring-bearer is legendary and can't be blocked by creatures with greater power.\n"
        "As long as the Ring has tempted you two or more times, it has \"Whenever your Ring-bearer attacks, draw a card, then discard a card.\"\n"
        "As long as the Ring has tempted you three or more times, it has \"Whenever your Ring-bearer becomes blocked by a creature, "
        "the blocking creature's controller sacrifices it at end of combat.\"\n"
        "As long as the Ring has tempted you four or more times, it has \"Whenever your Ring-bearer deals combat damage to a player, "
        "each opponent loses 3 life.\""
    ),
    abilities=(
        StaticAbility(AddTypesStatic(_BEARER, supertypes=(Supertype.LEGENDARY.value,)), text="Your Ring-bearer is legendary."),
        StaticAbility(
            GrantAbilitiesStatic(_BEARER, (StaticAbility(BlockRestriction(ObjectFilter((CardTypes(frozenset({CardType.CREATURE})), PowerThanSource(greater=True)),
                                                                                   Zone.BATTLEFIELD, "creatures with greater power"))),)),
            text="Your Ring-bearer can't be blocked by creatures with greater power.",
        ),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.ATTACKS, (Matches(_BEARER), _tempted(2))),
            (DrawCards(1), Discard(1)),
            text="Whenever your Ring-bearer attacks, draw a card, then discard a card.",
        ),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.BLOCKS, (BlocksMatching(_BEARER), Matches(_CREATURE), _tempted(3))),
            (DelayedTrigger(TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.END_OF_COMBAT),)),
                            (SacrificeObject(Remembered(), by_controller=True),), about=EventObject()),),
            text="Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's controller sacrifices it at end of combat.",
        ),
        TriggeredAbility(
            TriggerCondition(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, (Matches(_BEARER), _tempted(4))),
            (LoseLife(3, EachOpponent()),),
            text="Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.",
        ),
    ),
)


def ring_tempts(ctx: Ctx, pid: int, source: int | None, source_name: str) -> None:
    """CR 701.54a, c: the Ring tempts ``pid``."""
    state = ctx.state
    if not any(state.objects[o].owner == pid and state.objects[o].card.name == NAME and state.objects[o].card.is_emblem for o in state.command):
        create_emblem(ctx, pid, THE_RING)
    creatures = [o for o in state.battlefield if chars(state, o).controller == pid and CardType.CREATURE in chars(state, o).types]
    bearer = None
    if len(creatures) == 1:
        bearer = creatures[0]
    elif creatures:
        ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_OBJECT, tuple(Choose(o) for o in creatures), context=f"{source_name}: choose your Ring-bearer",
                                  purpose=Purpose.RING_BEARER, source=source))
        assert isinstance(ans, Choose)
        bearer = ans.id
    player = state.players[pid]
    if bearer is not None:
        player.ring_bearer, player.ring_bearer_since = bearer, state.objects[bearer].controlled_since
    player.ring_tempts += 1
    state.version += 1
    happened(ctx, RingTempted(pid, bearer))


@verb(RingTempts)
def _ring_tempts(ctx: Ctx, e: RingTempts, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        ring_tempts(ctx, pid, res.source, res.source_name)
    return did


__all__ = ["NAME", "THE_RING", "ring_tempts"]
