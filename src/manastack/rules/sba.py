"""State-based actions (CR 704) and the end of the game (CR 104).

All applicable state-based actions are performed at once as a single event (704.3), then checked
again until none applies. The legend rule asks the controller which permanent to keep.
"""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose
from manastack.events import (
    CountersAnnihilated,
    GameDrawn,
    GameWon,
    PlayerLost,
)
from manastack.model.abilities import CantLoseOrWin, Enchant, StaticAbility
from manastack.model.filters import Controller
from manastack.model.types import CardType, Keyword, Supertype, Zone
from manastack.rules.ascend import check_ascend
from manastack.rules.attachments import cease_to_be_bestowed, unattach
from manastack.rules.command_zone import return_commanders
from manastack.rules.commander import dealt_lethal_commander_damage
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.counters import remove_counters
from manastack.rules.dungeons import check_completed
from manastack.rules.filters import chars_match
from manastack.rules.layers import chars, permanents_chars
from manastack.rules.leaving import leave_game
from manastack.rules.log import record
from manastack.rules.protection import protected_from
from manastack.rules.relations import same_team
from manastack.rules.sagas import story_over
from manastack.rules.speed import check_speed
from manastack.rules.tokens import cease_to_exist
from manastack.rules.zones import move, move_together
from manastack.state.game_state import Format, GameState

# Enum members read on every call, bound once: reading one off its class costs several times a
# global's read in Python 3.11 (docs/architecture.md, "Hot paths").
_CREATURE, _PLANESWALKER, _LEGENDARY, _INDESTRUCTIBLE = CardType.CREATURE, CardType.PLANESWALKER, Supertype.LEGENDARY, Keyword.INDESTRUCTIBLE


def check(ctx: Ctx) -> bool:
    """CR 704.3: perform state-based actions until none applies. Returns whether any was performed."""
    any_done = False
    while not ctx.state.game_over and _once(ctx):
        any_done = True
    return any_done


def lose(state: GameState, pid: int, reason: str, rule: str, *, check: bool = True) -> None:
    """CR 104.3: a player loses; in Two-Headed Giant the whole team loses (810.8a). ``check=False``
    defers the end-of-game check, for players losing simultaneously (704.3, 104.4a)."""
    team = state.team_of(pid)
    for m in team.members:
        p = state.players[m]
        if not p.lost:
            p.lost = True
            p.loss_reason = reason
            record(state, PlayerLost(m, reason, rules=(rule,)))
    if check:
        check_game_over(state)


def win(state: GameState, pid: int, rule: str) -> None:
    """CR 104.2b: an effect says player ``pid`` wins the game (unless an effect says they can't):
    the game ends with their team the winner; every other player loses (104.3f: a player who would
    both win and lose loses)."""
    if state.game_over or state.players[pid].lost or not can_win(state, pid):
        return
    for p in state.players:
        if not p.lost and p.team != state.players[pid].team:
            lose(state, p.id, "an opponent won the game", rule, check=False)
    check_game_over(state)


def check_game_over(state: GameState) -> None:
    """CR 104.2a: a player (team) still in the game when all others have left wins; if every team
    lost at once the game is a draw (104.4a)."""
    alive = sorted({p.team for p in state.players if not p.lost})
    if len(alive) <= 1 and not state.game_over:
        state.game_over = True
        state.winner_team = alive[0] if alive else None
        if alive:
            for m in state.teams[alive[0]].members:
                state.players[m].won = True
            record(state, GameWon(state.teams[alive[0]].name, tuple(state.teams[alive[0]].members)))
        else:
            record(state, GameDrawn())


def _outcome_restrictions(state: GameState, pid: int, lose: bool) -> bool:
    """Whether a "can't lose the game" (``lose``) or "can't win the game" effect covers player
    ``pid``: a static ability of a permanent on the battlefield admits the player, or, in
    Two-Headed Giant, a teammate (810.8a)."""
    for oid in state.battlefield:
        c = chars(state, oid)
        for ab in c.abilities:
            if not (isinstance(ab, StaticAbility) and isinstance(ab.effect, CantLoseOrWin)):
                continue
            who = ab.effect.cant_lose if lose else ab.effect.cant_win
            if who is None or (ab.condition is not None and not condition_holds(state, ab.condition, c.controller, oid)):
                continue
            # 810.8a: "you" covers your whole team here.
            if who is Controller.ANY or (who is Controller.YOU) == same_team(state, c.controller, pid):
                return True
    return False


def can_lose(state: GameState, pid: int) -> bool:
    """CR 104.3b–e: whether player ``pid`` can lose the game now other than by conceding (a player
    can always concede, 104.3a)."""
    return not _outcome_restrictions(state, pid, lose=True)


def can_win(state: GameState, pid: int) -> bool:
    """CR 104.2b: whether an effect that says player ``pid`` wins the game can make them win (a win
    because every opponent left the game overrides this, 104.2a)."""
    return not _outcome_restrictions(state, pid, lose=False)


def _tokens_cease_to_exist(ctx: Ctx) -> bool:
    """CR 704.5d: tokens in a zone other than the battlefield cease to exist. Looked for only after
    a token was put into one (``GameState.token_left_battlefield``)."""
    state = ctx.state
    state.token_left_battlefield = False
    peek = state.objects.peek
    gone = [oid for p in state.players for zone in (p.hand, p.graveyard, p.library) for oid in zone if peek(oid).is_token]
    gone += [oid for oid in state.exile if peek(oid).is_token]
    for oid in gone:
        cease_to_exist(ctx, oid)
    return bool(gone)


def _once(ctx: Ctx) -> bool:
    state = ctx.state
    done = False
    # 704.5a-c (and 704.6b in Two-Headed Giant): players and teams.
    two_hg = state.format is Format.TWO_HEADED_GIANT
    losers: list[tuple[int, str, str]] = []
    for p in state.players:
        if p.lost:
            continue
        team = state.teams[p.team]
        if team.life <= 0:
            # 704.6a / 810.8c: in Two-Headed Giant it is the team's shared life total.
            losers.append((p.id, "life total 0 or less", "704.6a" if two_hg else "704.5a"))
        elif p.drew_from_empty_library:
            losers.append((p.id, "drew from an empty library", "704.5b"))
        elif team.poison >= (15 if two_hg else 10):
            losers.append((p.id, "poison counters", "704.6b" if two_hg else "704.5c"))
        elif dealt_lethal_commander_damage(state, p.id):
            losers.append((p.id, "21 combat damage from one commander", "704.6c"))
    for p in state.players:
        p.drew_from_empty_library = False
    losers = [entry for entry in losers if can_lose(state, entry[0])]
    # 704.3: all these losses happen at once; only then is the end of the game decided, so if
    # every player lost the game is a draw (104.4a) rather than a win for whoever was checked last.
    for pid, reason, rule in losers:
        lose(state, pid, reason, rule, check=False)
        done = True
    if losers:
        check_game_over(state)
    if state.game_over:
        return False
    # 800.4a: a player who lost (or conceded) leaves a game that goes on — at once, not as a
    # state-based action; losses are noticed here, the first moment after they happen.
    for p in state.players:
        if p.lost and not p.left_game:
            leave_game(ctx, p.id)
            done = True
    departed = {p.id for p in state.players if p.left_game}
    if departed:
        # 800.4c: a control-changing effect ended and the permanent's controller by default has
        # left the game (no other effect gives it to a player still in it): it is exiled — at
        # once, not as a state-based action; noticed here, the first moment after the effect ends.
        for oid in [o for o in state.battlefield if chars(state, o).controller in departed]:
            move(ctx, oid, Zone.EXILE, rules=("800.4c",))
            done = True
    if state.token_left_battlefield:
        done |= _tokens_cease_to_exist(ctx)
    # 704.5f-i, 704.5m-q, 704.5s: permanents, all at once.
    to_graveyard: list[tuple[int, str]] = []
    destroy: list[int] = []
    peek = state.objects.peek
    for oid in list(state.battlefield):
        o = peek(oid)  # read only: what changes it below takes it from the table
        c = chars(state, oid)
        if _CREATURE in c.types and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((oid, "704.5f"))
                continue
            if o.damage >= c.toughness and o.damage > 0 and _INDESTRUCTIBLE not in c.keywords:
                destroy.append(oid)
                continue
            if o.deathtouch_damage and o.damage > 0 and _INDESTRUCTIBLE not in c.keywords:
                destroy.append(oid)
                continue
        if _PLANESWALKER in c.types and o.counters.get("loyalty", 0) <= 0:
            to_graveyard.append((oid, "704.5i"))
            continue
        if "Saga" in c.subtypes and story_over(state, oid, c):
            to_graveyard.append((oid, "704.5s"))  # its controller sacrifices it (714.4)
            continue
        if "Aura" in c.subtypes:
            host = o.attached_to
            enchant = next((a for a in c.abilities if isinstance(a, Enchant)), None)
            if host is None or host not in state.battlefield or (
                enchant is not None and not chars_match(state, host, chars(state, host), enchant.filter, c.controller, oid)
            ) or protected_from(state, host, chars(state, host), oid):  # 702.16c
                if o.bestowed:
                    cease_to_be_bestowed(state, oid)  # 702.103f: an exception to 704.5m
                    done = True
                    continue
                to_graveyard.append((oid, "704.5m"))
                continue
        elif o.attached_to is not None:
            host = o.attached_to
            if host not in state.battlefield or CardType.CREATURE in c.types or (
                "Equipment" in c.subtypes and CardType.CREATURE not in chars(state, host).types
            ) or protected_from(state, host, chars(state, host), oid):  # 702.16d
                unattach(state, oid)
                done = True
        if not o.counters:
            continue
        plus, minus = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
        if plus and minus:
            n = min(plus, minus)
            remove_counters(ctx, oid, "+1/+1", n)
            remove_counters(ctx, oid, "-1/-1", n)
            record(state, CountersAnnihilated(oid, n))
            done = True
    # 704.3: all at once — so leaves-the-battlefield abilities see every one of them leave (603.10a).
    moves: list[tuple[int, Zone, tuple[str, ...]]] = [(oid, Zone.GRAVEYARD, (rule,)) for oid, rule in to_graveyard]
    moves += [(oid, Zone.GRAVEYARD, ("704.5g",)) for oid in destroy]
    # 704.5g–h are destructions a regeneration shield may replace (701.19a); 704.5f is not (701.8b).
    if move_together(ctx, moves, destroyed=frozenset(destroy), lethal=True):
        done = True
    for oid in state.battlefield:
        if peek(oid).deathtouch_damage:
            state.objects[oid].deathtouch_damage = False
    # 903.9a: a commander put into a graveyard or exile may go to the command zone.
    done = return_commanders(ctx) or done
    # 704.5j: the legend rule.
    done = _legend_rule(ctx) or done
    # 702.131b: not a state-based action, but checked as they are ("any time you control ten or more permanents")
    done = check_ascend(ctx) or done
    done = check_speed(ctx) or done  # 704.5z
    # 309.6: a dungeon whose venture marker is on its bottommost room is completed.
    done = check_completed(ctx) or done
    return done


def _legend_rule(ctx: Ctx) -> bool:
    state = ctx.state
    groups: dict[tuple[int, str], list[int]] = {}
    for oid, c in permanents_chars(state).items():
        if _LEGENDARY in c.supertypes:
            groups.setdefault((c.controller, c.name), []).append(oid)
    done = False
    for (pid, name), ids in groups.items():
        if len(ids) < 2:
            continue
        ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_OBJECT, tuple(Choose(i) for i in ids), context=f"legend rule: keep which {name}?", purpose=Purpose.LEGEND_RULE))
        assert isinstance(ans, Choose)
        for oid in ids:
            if oid != ans.id:
                move(ctx, oid, Zone.GRAVEYARD, rules=("704.5j",))
        done = True
    return done
