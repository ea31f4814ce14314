"""Combat judgement for the heuristic player: which creatures attack, which block what, and how
an attacker or blocker assigns its damage (CR 506–510).

The plans look one combat ahead with simple arithmetic over current power and toughness:
an attack is made when no blocker eats the attacker for free (or when the attack is lethal
anyway), at the opponent it kills or the most threatening one; blocks kill attackers for free,
trade up, and chump only to stay alive.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.actions import AssignDamage, Decision
from manastack.ai.evaluate import creature_value, side_value
from manastack.game import Game
from manastack.model.types import CardType, Keyword
from manastack.rules.layers import chars
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class Fighter:
    """A creature's combat numbers."""

    id: int
    power: int
    toughness: int  # toughness left (damage already marked subtracted)
    first_strike: bool
    deathtouch: bool
    flying: bool
    reach: bool
    value: float
    evasive: bool  # can't be blocked at all

    @staticmethod
    def of(state: GameState, oid: int) -> Fighter:
        c: Chars = chars(state, oid)
        kws = c.keywords
        return Fighter(
            oid, max(c.power or 0, 0) * (2 if Keyword.DOUBLE_STRIKE in kws else 1), (c.toughness or 0) - state.objects[oid].damage,
            bool({Keyword.FIRST_STRIKE, Keyword.DOUBLE_STRIKE} & kws), Keyword.DEATHTOUCH in kws,
            Keyword.FLYING in kws, Keyword.REACH in kws, creature_value(c), Keyword.CANT_BE_BLOCKED in kws,
        )

    def kills(self, other: Fighter) -> bool:
        return self.power > 0 and (self.deathtouch or self.power >= other.toughness)

    def can_block(self, attacker: Fighter) -> bool:
        if attacker.evasive:
            return False
        return not attacker.flying or self.flying or self.reach


def dies_blocking(blocker: Fighter, attacker: Fighter) -> bool:
    """Whether the blocker dies (a first striker that kills first takes no damage)."""
    if blocker.first_strike and not attacker.first_strike and blocker.kills(attacker):
        return False
    return attacker.kills(blocker)


def attacker_dies(blocker: Fighter, attacker: Fighter) -> bool:
    if attacker.first_strike and not blocker.first_strike and attacker.kills(blocker):
        return False
    return blocker.kills(attacker)


def _creatures(state: GameState, pid: int, *, untapped: bool) -> list[Fighter]:
    out = []
    for oid in state.battlefield:
        c = chars(state, oid)
        if c.controller == pid and CardType.CREATURE in c.types and not (untapped and state.objects[oid].tapped):
            if not (Keyword.CANT_BLOCK in c.keywords and untapped):
                out.append(Fighter.of(state, oid))
    return out


def defending_players(state: GameState, me: int) -> list[int]:
    """The players ``me`` may choose to attack, one per opposing team in turn order: every opponent
    in a free-for-all (CR 802.1, 506.2), the first player of the other team in Two-Headed Giant
    (its creatures attack the team, 810.8)."""
    teams: list[int] = []
    out: list[int] = []
    for p in state.opponents(me):
        if state.players[p].team not in teams:
            teams.append(state.players[p].team)
            out.append(p)
    return out


def _lethal(attackers: list[Fighter], blockers: list[Fighter], life: int) -> bool:
    """Whether all the attackers kill a player at ``life`` even if the best blocks are made."""
    total = sum(a.power for a in attackers)
    stoppable = sorted((a.power for a in attackers if any(b.can_block(a) for b in blockers)), reverse=True)[: len(blockers)]
    return total - sum(stoppable) >= life


def _worth_sending(a: Fighter, blockers: list[Fighter]) -> bool:
    """An attacker worth sending at a player with these blockers: none eats it for free or trades
    with it for much less."""
    able = [b for b in blockers if b.can_block(a)]
    eaten = any(attacker_dies(b, a) and not dies_blocking(b, a) for b in able)
    bad_trade = any(attacker_dies(b, a) and dies_blocking(b, a) and b.value < a.value - 1.0 for b in able)
    return a.power > 0 and not eaten and not bad_trade


def plan_attack(state: GameState, me: int, candidates: list[int]) -> dict[int, int]:
    """The attackers to declare among ``candidates`` (creatures able to attack), each with the
    player it attacks (CR 506.2, 802.1: in a multiplayer game each attacker attacks one opponent
    of its controller's choice).

    When the attack kills an opponent whatever they block, all of it goes at one: the one with the
    least life among those it kills. Otherwise each attacker goes at the most threatening opponent
    (the most valuable side, then the least life) it can attack without being eaten; then
    creatures stay home while the creatures of every opponent could together attack for lethal."""
    opponents = defending_players(state, me)
    if not opponents or not candidates:
        return {}
    my_life = state.team_of(me).life
    attackers = [Fighter.of(state, a) for a in candidates]
    blockers = {o: _creatures(state, o, untapped=True) for o in opponents}
    killable = [o for o in opponents if _lethal(attackers, blockers[o], state.team_of(o).life)]
    if killable:
        target = min(killable, key=lambda o: (state.team_of(o).life, opponents.index(o)))
        return {a.id: target for a in attackers}
    opponents.sort(key=lambda o: (-side_value(state, o), state.team_of(o).life))
    chosen: dict[int, int] = {}
    for a in attackers:
        at = next((o for o in opponents if _worth_sending(a, blockers[o])), None)
        if at is not None:
            chosen[a.id] = at
    # Keep enough back to survive the crack-back of every opponent's creatures.
    theirs = sorted((f.power for o in opponents for f in _creatures(state, o, untapped=False)), reverse=True)
    their_power = sum(theirs)
    if their_power >= my_life:
        vigilant = {a.id for a in attackers if Keyword.VIGILANCE in chars(state, a.id).keywords}
        home = [a for a in attackers if a.id not in chosen or a.id in vigilant]
        for a in sorted((a for a in attackers if a.id in chosen and a.id not in vigilant), key=lambda f: -f.toughness):
            if their_power - sum(theirs[: len(home)]) < my_life:
                break
            del chosen[a.id]
            home.append(a)
    return chosen


def plan_blocks(state: GameState, me: int, attackers: list[int], free: list[int], min_blockers: dict[int, int]) -> list[tuple[int, int]]:
    """(blocker, attacker) pairs: free kills, good trades, then chump blocks while the damage
    coming through would be lethal."""
    my_life = state.team_of(me).life
    atts = sorted((Fighter.of(state, a) for a in attackers), key=lambda f: -f.power)
    available = {b: Fighter.of(state, b) for b in free}
    blocks: list[tuple[int, int]] = []
    unblocked = {a.id for a in atts}

    def take(b: Fighter, a: Fighter) -> None:
        blocks.append((b.id, a.id))
        available.pop(b.id)
        unblocked.discard(a.id)

    for a in atts:
        if min_blockers.get(a.id, 1) > 1:
            continue
        able = [b for b in available.values() if b.can_block(a)]
        free_kill = [b for b in able if attacker_dies(b, a) and not dies_blocking(b, a)]
        safe = [b for b in able if not dies_blocking(b, a)]
        trade = [b for b in able if attacker_dies(b, a) and b.value <= a.value + 0.5]
        if free_kill:
            take(min(free_kill, key=lambda f: f.value), a)
        elif safe and a.power > 0:
            take(min(safe, key=lambda f: f.value), a)
        elif trade:
            take(min(trade, key=lambda f: f.value), a)

    def incoming() -> int:
        return sum(a.power for a in atts if a.id in unblocked)

    for a in atts:  # biggest first
        if incoming() < my_life:
            break
        if a.id not in unblocked or min_blockers.get(a.id, 1) > 1:
            continue
        able = [b for b in available.values() if b.can_block(a)]
        if able:
            take(min(able, key=lambda f: f.value), a)
    # Menace: double-block only to survive.
    for a in atts:
        need = min_blockers.get(a.id, 1)
        if need <= 1 or a.id not in unblocked or incoming() < my_life:
            continue
        able = sorted((b for b in available.values() if b.can_block(a)), key=lambda f: f.value)
        if len(able) >= need:
            for b in able[:need]:
                take(b, a)
    return blocks


def best_assignment(game: Game, d: Decision) -> AssignDamage:
    """CR 510.1c–d: the assignment that destroys the most (valuable) creatures, then sends the
    most damage to the player or planeswalker."""
    s = game.state
    best: AssignDamage | None = None
    best_key: tuple[float, int] = (float("-inf"), -1)
    for a in d.options:
        assert isinstance(a, AssignDamage)
        killed = 0.0
        to_player = 0
        for r, amount in a.assignment:
            if s.is_player_id(r):
                to_player += amount
                continue
            o = s.objects.get(r)
            if o is None:
                continue
            c = chars(s, r)
            if CardType.CREATURE in c.types:
                left = (c.toughness or 0) - o.damage
                if amount >= left or (amount > 0 and Keyword.DEATHTOUCH in chars(s, a.attacker).keywords):
                    killed += creature_value(c)
            else:
                to_player += amount
        key = (killed, to_player)
        if key > best_key:
            best, best_key = a, key
    assert best is not None
    return best


__all__ = ["Fighter", "best_assignment", "defending_players", "plan_attack", "plan_blocks"]
