"""Dredge (CR 702.52): "If you would draw a card, you may mill N cards instead. If you do, return
this card from your graveyard to your hand." The replacement effect functions only while the card
is in its owner's graveyard (702.52a); a player with fewer than N cards in their library can't use
it (702.52b). Each dredge card in the drawing player's graveyard is a candidate of the 616.1 loop
for that draw; the player may decline it (the draw then happens, or another replacement applies)."""

from __future__ import annotations

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.events import CardDrawn
from manastack.model.abilities import Dredge, StaticAbility
from manastack.model.types import Zone
from manastack.rules import replacement
from manastack.rules.cards import mill
from manastack.rules.context import Ctx
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.rules.zones import move
from manastack.state.game_state import GameState


def _applies(state: GameState, eff: Dredge, c: Candidate, ev: CardDrawn) -> bool:
    o = state.objects.get(c.source)
    return (
        o is not None and o.zone is Zone.GRAVEYARD and o.owner == ev.player
        and len(state.players[ev.player].library) >= eff.count  # 702.52b
    )


def _dredge(ctx: Ctx, eff: Dredge, c: Candidate, ev: CardDrawn) -> list[CardDrawn]:
    """The player may mill N cards instead of drawing; if they do, the card returns to their hand
    (the draw doesn't happen, 614.6). Declined, the draw is unchanged."""
    state = ctx.state
    name = state.objects[c.source].name
    ans = ctx.choose(Decision(
        ev.player, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"dredge {eff.count} with {name} instead of drawing?",
        labels=(f"Dredge {name}", "Draw"), purpose=Purpose.DREDGE, subject=c.source,
    ))
    if not (isinstance(ans, Answer) and ans.yes):
        return [ev]
    mill(ctx, ev.player, eff.count)
    move(ctx, c.source, Zone.HAND, rules=("702.52a",))
    return []


def _in_graveyards(state: GameState, ev: CardDrawn) -> list[Candidate]:
    """The dredge abilities of the cards in the drawing player's graveyard (702.52a: they function
    only there)."""
    out: list[Candidate] = []
    for oid in state.players[ev.player].graveyard:
        for i, ab in enumerate(state.objects[oid].face.abilities):
            if isinstance(ab, StaticAbility) and isinstance(ab.effect, Dredge):
                cand = Candidate(oid, ab.effect, oid * 64 + i, ev.player)
                if _applies(state, ab.effect, cand, ev):
                    out.append(cand)
    return out


replacement.register(ReplacementKind(Dredge, CardDrawn, _applies, _dredge, lambda eff: f"dredge {eff.count}"))
replacement.register_source(CardDrawn, _in_graveyards)
