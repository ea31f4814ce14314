"""The top card of a library looked at or revealed, and what becomes of it by what it is (CR 401.2,
701.20a): "Reveal the top card of your library. If it's a land card, put it onto the battlefield.
Otherwise, put it into your hand."; kinship's "you may look at the top card of your library. If it
shares a creature type with CARDNAME, you may reveal it. If you do, …"."""

from __future__ import annotations

from manastack.actions import Answer, Decision, DecisionKind, Purpose
from manastack.events import LookedAtLibraryTop, LookedAtTop, Revealed
from manastack.model.effects import LookAtLibraryTop, LookAtTopCard
from manastack.model.types import Zone
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.filters import chars_match
from manastack.rules.layers import base_chars
from manastack.rules.log import record
from manastack.rules.zones import move


def _where(zone: Zone, position: str) -> str:
    if zone is Zone.LIBRARY:
        return f"on the {position} of your library"
    return "onto the battlefield" if zone is Zone.BATTLEFIELD else f"into your {zone.value}"


def _may(ctx: Ctx, player: int, card: int, res: Resolving, what: str) -> bool:
    ans = ctx.choose(Decision(player, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"{res.source_name}: you may {what}",
                              purpose=Purpose.LOOK_AT_TOP, source=res.source, subject=card))
    return isinstance(ans, Answer) and ans.yes


@verb(LookAtTopCard)
def _look_at_top_card(ctx: Ctx, e: LookAtTopCard, res: Resolving, did: bool) -> bool:
    """CR 401.2: the top card is looked at where it is (701.20a: revealed if ``e.reveal``, everyone
    sees it); if the filter admits it, it is taken (put into ``e.take_zone``, revealed first if the
    text says so) — "you may" asks the player; a card not taken goes to ``e.else_zone`` ("Otherwise"
    after an optional take: only a card the filter doesn't admit) or stays on top. Returns whether the
    card was taken (or, with no zone to take it to, revealed: "if you do"). The library is
    ``e.player``'s, and that player makes the choices (each one's, for several)."""
    return any([_one_top_card(ctx, e, res, pid) for pid in players_of(ctx.state, e.player, res)])


def _one_top_card(ctx: Ctx, e: LookAtTopCard, res: Resolving, player: int) -> bool:
    state = ctx.state
    lib = state.players[player].library
    if not lib:
        return False
    card = lib[0]
    if e.reveal:
        record(state, Revealed(player, card))
    admitted = e.filter is None or chars_match(state, card, base_chars(state.objects[card]), e.filter, player, res.source)
    taken = False
    if admitted:
        verb_ = "reveal it" if e.take_zone is None else ("reveal it and put it " if e.reveal_taken else "put it ") + _where(e.take_zone, "top")
        taken = not e.optional or _may(ctx, player, card, res, verb_)
    where = "top"
    if taken:
        if e.reveal_taken and not e.reveal:
            record(state, Revealed(player, card))
        if e.take_zone is not None:
            where = e.take_zone.value
            new = move(ctx, card, e.take_zone, tapped=e.tapped, rules=("400.6",))
            if new is not None:
                res.created.append(new)
    elif e.else_zone is not None and not (e.else_unmatched_only and admitted):
        if not e.else_optional or _may(ctx, player, card, res, f"put {state.name_of(card)} {_where(e.else_zone, e.else_position)}"):
            if e.else_zone is Zone.LIBRARY:
                where = e.else_position  # it stays in the library: no zone change (401.4)
                lib.remove(card)
                if e.else_position == "top":
                    lib.insert(0, card)
                else:
                    lib.append(card)
                state.version += 1
            else:
                where = e.else_zone.value
                move(ctx, card, e.else_zone, rules=("400.6",))
    if not e.reveal:
        record(state, LookedAtTop(player, 1, int(taken and e.take_zone is not None), where, False))
    return taken


@verb(LookAtLibraryTop)
def _look_at_library_top(ctx: Ctx, e: LookAtLibraryTop, res: Resolving, did: bool) -> bool:
    """CR 401.2: the controller looks at the top card of each referenced player's library (an
    empty library has none to look at); the card stays where it is."""
    for pid in players_of(ctx.state, e.player, res):
        if ctx.state.players[pid].library:
            record(ctx.state, LookedAtLibraryTop(res.controller, pid))
    return did
