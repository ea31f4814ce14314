"""Effects that end the game for a player: "you win the game" (CR 104.2b) and "target player loses
the game" (CR 104.3e), each unless an effect says that player can't (104.2b, 104.3b)."""

from __future__ import annotations

from manastack.model.effects import LosesGame, WinsGame
from manastack.rules import sba
from manastack.rules.amounts import Resolving, players_of
from manastack.rules.context import Ctx
from manastack.rules.execute import verb


@verb(WinsGame)
def _wins(ctx: Ctx, e: WinsGame, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        sba.win(ctx.state, pid, "104.2b")
    return did


@verb(LosesGame)
def _loses(ctx: Ctx, e: LosesGame, res: Resolving, did: bool) -> bool:
    losers = [pid for pid in players_of(ctx.state, e.player, res) if not ctx.state.players[pid].lost and sba.can_lose(ctx.state, pid)]
    for pid in losers:
        sba.lose(ctx.state, pid, "an effect", "104.3e", check=False)
    sba.check_game_over(ctx.state)
    return did
