"""How good a position is for one player: a score the heuristic player compares after lookahead.

The score is material and life: each creature is worth its stats and keywords, other permanents
their mana value, lands (up to a point), cards in hand, and life (life counts more when it is
low). A won game is worth :data:`WIN`, a lost one ``-WIN``. Values are from the point of view
of ``me`` (its team against the others).
"""

from __future__ import annotations

from manastack.game import Game
from manastack.model.types import CardType, Keyword
from manastack.rules.layers import chars
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState

WIN = 1_000_000.0

KEYWORD_VALUE: dict[Keyword, float] = {
    Keyword.FLYING: 2.0, Keyword.FIRST_STRIKE: 1.5, Keyword.DOUBLE_STRIKE: 3.0, Keyword.DEATHTOUCH: 2.0,
    Keyword.LIFELINK: 1.0, Keyword.TRAMPLE: 1.0, Keyword.VIGILANCE: 0.5, Keyword.HASTE: 0.3,
    Keyword.HEXPROOF: 1.0, Keyword.SHROUD: 0.5, Keyword.INDESTRUCTIBLE: 3.0, Keyword.MENACE: 1.0,
    Keyword.REACH: 0.5, Keyword.CANT_BE_BLOCKED: 2.0,
}
HAND_CARD = 1.2
LAND = 1.0
EXTRA_LAND = 0.2  # lands past the sixth
POISON = 3.0


def creature_value(c: Chars) -> float:
    """A creature's worth on the battlefield: stats, keywords, restrictions."""
    power, toughness = max(c.power or 0, 0), max(c.toughness or 0, 0)
    v = 2.0 + 1.5 * power + 1.0 * toughness + sum(KEYWORD_VALUE.get(k, 0.0) for k in c.keywords)
    if Keyword.DEFENDER in c.keywords or Keyword.CANT_ATTACK in c.keywords:
        v -= 1.2 * power
    if Keyword.CANT_BLOCK in c.keywords:
        v -= 0.5 * toughness
    return max(v, 0.5)


def permanent_value(state: GameState, oid: int) -> float:
    """The worth of one permanent (lands are counted separately by :func:`evaluate`)."""
    c = chars(state, oid)
    if CardType.CREATURE in c.types:
        return creature_value(c)
    if CardType.PLANESWALKER in c.types:
        return 2.0 + 1.5 * state.objects[oid].counters.get("loyalty", 0)
    mv = c.mana_cost.mana_value if c.mana_cost is not None else 1
    return 1.0 + 1.2 * mv


def life_value(life: int) -> float:
    """Life is worth ~1 a point up to 20, less above, and more when close to dying."""
    if life <= 0:
        return -50.0
    v = 0.8 * min(life, 20) + 0.3 * max(life - 20, 0)
    if life <= 6:
        v -= (7 - life) * 1.5
    return v


def side_value(state: GameState, pid: int) -> float:
    """The worth of everything one player has: permanents, lands, hand, library."""
    p = state.players[pid]
    v = HAND_CARD * len(p.hand)
    if len(p.library) < 5:
        v -= 2.0 * (5 - len(p.library))
    lands = 0
    for oid in state.battlefield:
        c = chars(state, oid)
        if c.controller != pid:
            continue
        if CardType.LAND in c.types and CardType.CREATURE not in c.types:
            lands += 1
            v += LAND if lands <= 6 else EXTRA_LAND
        else:
            v += permanent_value(state, oid)
    return v


def evaluate(game: Game, me: int) -> float:
    """The score of ``game`` for player ``me``: its side minus the other sides."""
    s = game.state
    out = game.outcome()
    if out is not None:
        if out.draw:
            return -WIN / 2
        return WIN if s.players[me].name in out.winners else -WIN
    my_team = s.players[me].team
    score = 0.0
    for t_index, team in enumerate(s.teams):
        sign = 1.0 if t_index == my_team else -1.0
        score += sign * (life_value(team.life) - POISON * team.poison)
        for m in team.members:
            score += sign * side_value(s, m)
    return score


__all__ = ["WIN", "creature_value", "evaluate", "life_value", "permanent_value", "side_value"]
