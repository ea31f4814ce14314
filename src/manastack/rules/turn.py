"""Turn structure (CR 500–514), priority (117) and the start of the game (103).

:func:`step_once` performs the next unit of the game from a stable state: the mulligan process,
a step's turn-based actions, state-based actions with triggered abilities, a priority decision,
or the resolution of the top of the stack. Each unit either completes or suspends on a decision
(see :mod:`manastack.rules.context`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace

from manastack.actions import (
    Activate,
    Answer,
    CastSpell,
    Choose,
    Concede,
    Decision,
    DecisionKind,
    ExileFromHand,
    Pass,
    PlayLand,
    Purpose,
    TurnFaceUp,
)
from manastack.events import (
    Cleanup,
    DrawSkipped,
    GameStarted,
    HandKept,
    Mulliganed,
    StepBegan,
    StepSkipped,
    TurnBegan,
)
from manastack.model.abilities import DoesntUntap, NoMaximumHandSize, StaticAbility
from manastack.model.effects import Duration
from manastack.model.filters import AttachedTo, ObjectFilter, This
from manastack.model.types import STEP_ORDER, Step, Zone
from manastack.rules import day_night, sba
from manastack.rules.amounts import Resolving
from manastack.rules.cards import discard, draw, shuffle
from manastack.rules.casting import (
    activatable,
    activate,
    cast_spell,
    castable,
    play_land,
    playable_lands,
)
from manastack.rules.combat import (
    combat_damage,
    declare_attackers,
    declare_blockers,
    has_first_strike_step,
)
from manastack.rules.conditions import condition_holds
from manastack.rules.context import Ctx
from manastack.rules.continuous import begin_waiting_effects, end_effects, end_effects_of_lost_control
from manastack.rules.damage import remove_damage
from manastack.rules.execute import execute
from manastack.rules.face_down import turn_face_up, turn_face_up_options
from manastack.rules.filters import matches
from manastack.rules.layers import chars, functioning_abilities
from manastack.rules.leaving import leave_game
from manastack.rules.log import record
from manastack.rules.mana import activatable_mana_abilities, empty_mana_pools
from manastack.rules.opening_hand import opening_hand_actions
from manastack.rules.phasing import phasing_step
from manastack.rules.pipeline import Proposed, happened, perform
from manastack.rules.relations import related
from manastack.rules.resolution import resolve_top
from manastack.rules.sagas import add_lore_counters
from manastack.rules.special_actions import exile_from_hand, exile_from_hand_options
from manastack.rules.stack import put_on_stack
from manastack.rules.status import untap
from manastack.rules.triggers import check_state_triggers, notice
from manastack.rules.turn_effects import skips_turn
from manastack.rules.zones import move
from manastack.state.game_state import Combat, GameState, Next


def step_once(ctx: Ctx) -> None:
    """Perform the next unit of the game (``state.next``); each unit says which comes after it."""
    state = ctx.state
    if state.game_over:
        return
    if _departing(state):
        _leave(ctx)
        return
    _UNITS[state.next](ctx)


def _resolve(ctx: Ctx) -> None:
    """CR 117.4, 608: the top of the stack resolves; then the active player receives priority (117.3b)."""
    state = ctx.state
    resolve_top(ctx)
    state.priority = state.active  # 117.3b
    state.passes = 0
    state.next = Next.CHECKS


def asks_before_changing(state: GameState) -> bool:
    """Whether the next unit, if it asks a decision, asks it before it changes anything: a player
    with priority decides first (the end of a step asks nothing). :class:`manastack.game.Game`
    needn't rebuild the state to answer such a decision."""
    return state.next in _ASKS_FIRST and not _departing(state)


#: The units that ask before they change anything (see :func:`asks_before_changing`).
_ASKS_FIRST = frozenset({Next.PRIORITY, Next.END_STEP})


def _departing(state: GameState) -> list[int]:
    """Players who have lost (conceded, 104.3a) in a game that goes on and are yet to leave it."""
    return [p.id for p in state.players if p.lost and not p.left_game]


def _leave(ctx: Ctx) -> None:
    """CR 104.3a, 800.4a: a player who concedes leaves the game at once, not as a state-based
    action: a unit of its own before whatever was next. If they held priority, it passes on — after
    the checks every player receiving priority is due (117.5)."""
    state = ctx.state
    for pid in _departing(state):
        leave_game(ctx, pid)
    if state.next is Next.PRIORITY:
        state.next = Next.CHECKS


def after_checks(state: GameState) -> Next:
    """What follows the checks before priority: no player gets priority in the untap step or in a
    cleanup step (502.4, 514.3) unless something happened in it (514.3a)."""
    if state.step is Step.UNTAP or (state.step is Step.CLEANUP and not state.cleanup_again):
        return Next.END_STEP
    return Next.PRIORITY


def _perform_given(ctx: Ctx) -> None:
    """Effects given from outside the rules (``Game.perform``: a scenario's ``effect:`` step), done
    as if a resolving ability did it; the player who held priority holds it again."""
    state = ctx.state
    p = state.performing
    assert p is not None
    # No object is their source (-1 is no object's id); they act only on what their targets name.
    execute(ctx, p.effects, Resolving(-1, p.controller, p.name, p.targets, spell_id=-1))
    state.performing = None
    state.passes = 0
    state.next = Next.CHECKS


# ---- game start ----------------------------------------------------------------------------------


def mulligans(ctx: Ctx) -> None:
    """CR 103.5: the London mulligan. In turn order from the starting player each player keeps or
    mulligans (shuffling the hand away and drawing seven again) until all have kept; then each puts
    one card per mulligan on the bottom of their library. In a multiplayer game (more than two
    players, Two-Headed Giant included) the first mulligan is free (103.5c, 800.6)."""
    state = ctx.state
    order = state.turn_order_from(state.starting_player)
    free = 1 if len(state.players) > 2 else 0
    keeping: set[int] = set()
    while len(keeping) < len(order):
        for pid in order:
            if pid in keeping:
                continue
            p = state.players[pid]
            if len(p.hand) == 0 and not p.library:
                keeping.add(pid)
                continue
            ans = ctx.choose(Decision(pid, DecisionKind.MULLIGAN, (Answer(True), Answer(False)), context=f"keep this hand of {len(p.hand)}? (mulligans so far: {p.mulligans})", labels=("Keep", "Mulligan"), purpose=Purpose.MULLIGAN))
            assert isinstance(ans, Answer)
            if ans.yes:
                keeping.add(pid)
                record(state, HandKept(pid, p.mulligans))
                continue
            p.mulligans += 1
            record(state, Mulliganed(pid, p.mulligans))
            for c in list(p.hand):
                move(ctx, c, Zone.LIBRARY, silent=True)
            shuffle(ctx, pid)
            for _ in range(7):
                if p.library:
                    move(ctx, p.library[0], Zone.HAND, silent=True)
    for pid in order:
        p = state.players[pid]
        for _ in range(max(0, p.mulligans - free)):
            if not p.hand:
                break
            ans = ctx.choose(Decision(pid, DecisionKind.BOTTOM, tuple(Choose(c) for c in p.hand), context="put a card on the bottom of your library", purpose=Purpose.MULLIGAN_BOTTOM))
            assert isinstance(ans, Choose)
            move(ctx, ans.id, Zone.LIBRARY, library_position="bottom", silent=True)
    opening_hand_actions(ctx, order)  # 103.6
    state.next = Next.BEGIN_STEP
    record(state, GameStarted(state.starting_player))


# ---- steps ---------------------------------------------------------------------------------------


def begin_step(ctx: Ctx) -> None:
    """Turn-based actions as a step begins (CR 502–514), then "at the beginning of" triggers.
    A step that a "skip" effect replaces is passed over as though it didn't exist (614.10, 500.11):
    nothing in it happens and the next step begins."""
    state = ctx.state
    perform(ctx, StepBegan(state.step, state.turn, state.active), _begin_step)


def _begin_step(ctx: Ctx, results: list[Proposed[StepBegan]]) -> None:
    state = ctx.state
    step = state.step
    if not results:
        record(state, StepSkipped(step, state.turn, state.active))
        nxt = _next_step(state)
        if nxt is None:
            _next_turn(state)
        else:
            state.step = nxt
        return
    began = results[0].event
    state.passes = 0
    state.priority = state.active
    record(state, began)
    if step is Step.UNTAP:
        _untap_step(ctx)
    elif step is Step.UPKEEP:
        _upkeep_began(state)
    elif step is Step.DRAW:
        if state.turn == 1 and state.skip_first_draw:
            record(state, DrawSkipped(state.active))
        else:
            for pid in state.team_of(state.active).members:
                if not state.players[pid].lost:
                    draw(ctx, pid)  # 504.1
    elif step is Step.PRECOMBAT_MAIN:
        add_lore_counters(ctx)  # 714.3c
    elif step is Step.BEGINNING_OF_COMBAT:
        state.combat = Combat()
    elif step is Step.DECLARE_ATTACKERS:
        declare_attackers(ctx)
    elif step is Step.DECLARE_BLOCKERS:
        declare_blockers(ctx)
    elif step is Step.FIRST_STRIKE_DAMAGE:
        combat_damage(ctx, first=True)
    elif step is Step.COMBAT_DAMAGE:
        combat_damage(ctx, first=False)
    elif step is Step.CLEANUP:
        _cleanup(ctx)
    if step is not Step.UNTAP:
        notice(ctx, began)  # "at the beginning of [step]" (603.2)
    state.next = Next.CHECKS


def _upkeep_began(state: GameState) -> None:
    """Remember when the active player's upkeep (each of the active team's, 805.4) began, on the
    timestamp clock (613.7): what comes under their control after it has a later timestamp (echo,
    702.30a)."""
    now = state.new_timestamp()
    for pid in state.team_of(state.active).members:
        p = state.players[pid]
        p.upkeeps_began = (p.upkeeps_began[1], now)


def _untap_step(ctx: Ctx) -> None:
    """CR 502.2–502.3: the active player's permanents untap; they have now been under that player's
    control continuously since the turn began (302.6). Before that, day may become night or night
    day (502.2, 731.2). Effects lasting "until your next turn" end as that turn begins, and those
    applying "during your next turn" begin (611.2a); first of all, permanents phase in and out
    (702.26a)."""
    state = ctx.state
    team = state.team_of(state.active).members
    _next_turn_of(state, team)
    begin_waiting_effects(state)
    phasing_step(state)
    day_night.untap_step_check(ctx)
    end_effects_of_lost_control(state)  # 611.2b
    held = _kept_tapped(ctx, team)
    for oid in list(state.battlefield):
        ctl = chars(state, oid).controller
        if ctl in team:
            state.objects[oid].sick = False
            state.objects[oid].controller_at_turn_start = ctl
            if state.objects[oid].skips_next_untap:
                state.objects[oid].skips_next_untap = False  # 502.3: this was that next untap step
            elif oid not in held:
                untap(ctx, oid, rules=("502.3",))


def _kept_tapped(ctx: Ctx, team: Collection[int]) -> frozenset[int]:
    """CR 502.3: the permanents static abilities say don't untap during the untap step — and those
    the active team chooses not to untap where an ability lets them ("you may choose not to untap
    CARDNAME during your untap step"), each asked while it is tapped."""
    state = ctx.state
    held: set[int] = set()
    for src, _, ab, c in functioning_abilities(state, StaticAbility):
        if not isinstance(ab.effect, DoesntUntap):
            continue
        if ab.condition is not None and not condition_holds(state, ab.condition, c.controller, src):
            continue
        if ab.effect.optional:
            if isinstance(ab.effect.affected, This) and c.controller in team and state.objects[src].tapped and not state.objects[src].skips_next_untap:
                ans = ctx.choose(Decision(c.controller, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"untap {state.name_of(src)}?",
                                          labels=("Untap", "Leave tapped"), purpose=Purpose.CHOOSE_NOT_TO_UNTAP, source=src, subject=src))
                if isinstance(ans, Answer) and not ans.yes:
                    held.add(src)
            continue
        match ab.effect.affected:
            case This():
                held.add(src)
            case AttachedTo():
                host = state.objects[src].attached_to
                if host is not None:
                    held.add(host)
            case ObjectFilter() as f:
                held.update(o for o in state.battlefield if matches(state, o, f, c.controller, src))
    for a in state.effects:
        if isinstance(a.effect, DoesntUntap):
            held.update(a.affected)  # 611.2c: "it doesn't untap … for as long as …" (a resolved ability's)
    return frozenset(held)


def _no_maximum_hand_size(state: GameState, pid: int) -> bool:
    """CR 402.2: a static ability says the player has no maximum hand size."""
    return any(
        isinstance(ab.effect, NoMaximumHandSize) and related(state, ab.effect.who, c.controller, pid)
        and (ab.condition is None or condition_holds(state, ab.condition, c.controller, src))
        for src, _, ab, c in functioning_abilities(state, StaticAbility)
    )


def _cleanup(ctx: Ctx) -> None:
    """CR 514.1: the active player discards down to maximum hand size; 514.2: damage is removed and
    "until end of turn" effects end, simultaneously."""
    state = ctx.state
    for pid in state.team_of(state.active).members:
        p = state.players[pid]
        while len(p.hand) > p.max_hand_size and not _no_maximum_hand_size(state, pid):
            ans = ctx.choose(Decision(pid, DecisionKind.DISCARD, tuple(Choose(c) for c in p.hand), context=f"discard to {p.max_hand_size} cards", purpose=Purpose.DISCARD_TO_HAND_SIZE))
            assert isinstance(ans, Choose)
            discard(ctx, pid, ans.id)
    perform(ctx, Cleanup(0), _wear_off)
    state.cleanup_again = False


def _wear_off(ctx: Ctx, results: list[Proposed[Cleanup]]) -> None:
    """CR 514.2: damage is removed from permanents and "until end of turn" effects end, at once;
    delayed triggered abilities that last "this turn" end with them (603.7b)."""
    state = ctx.state
    for p in results:
        for oid in state.battlefield:
            remove_damage(state, oid)
        state.delayed_triggers = [d for d in state.delayed_triggers if d.lasts is not Duration.END_OF_TURN]
        happened(ctx, replace(p.event, effects_ended=end_effects(state, Duration.END_OF_TURN)))


def checks(ctx: Ctx) -> None:
    """CR 117.5: before a player receives priority, state-based actions are performed repeatedly,
    then triggered abilities are put on the stack; repeat until neither happens."""
    state = ctx.state
    while True:
        end_effects_of_lost_control(state)  # 611.2b
        did = day_night.keep_bound(ctx) | sba.check(ctx)
        if state.game_over:
            return
        check_state_triggers(ctx)  # 603.8
        put = put_on_stack(ctx)
        if not did and not put:
            break
    if state.step is Step.CLEANUP and state.stack:
        state.cleanup_again = True  # 514.3a
    state.next = after_checks(state)


def end_step(ctx: Ctx) -> None:
    """CR 500.2–500.5: the step ends (mana empties, 500.5) and the next one begins."""
    state = ctx.state
    empty_mana_pools(ctx)
    step = state.step
    if step is Step.END_OF_COMBAT:
        state.combat = None  # 511.3
        end_effects(state, Duration.END_OF_COMBAT)
    state.next = Next.BEGIN_STEP
    if step is Step.CLEANUP and state.cleanup_again:
        # 514.3a: another cleanup step follows.
        state.cleanup_again = False
        return
    nxt = _next_step(state)
    if nxt is None:
        _next_turn(state)
    else:
        state.step = nxt
    state.passes = 0


def _next_step(state: GameState) -> Step | None:
    step = state.step
    c = state.combat
    if step is Step.DECLARE_ATTACKERS and (c is None or not c.attackers):
        return Step.END_OF_COMBAT  # 508.8
    if step is Step.DECLARE_BLOCKERS:
        if has_first_strike_step(state):
            assert c is not None
            c.first_strike_step = True
            return Step.FIRST_STRIKE_DAMAGE  # 510.4
        return Step.COMBAT_DAMAGE
    i = STEP_ORDER.index(step)
    if step is Step.FIRST_STRIKE_DAMAGE:
        return Step.COMBAT_DAMAGE
    if i + 1 >= len(STEP_ORDER):
        return None
    nxt = STEP_ORDER[i + 1]
    if nxt is Step.FIRST_STRIKE_DAMAGE:
        return Step.COMBAT_DAMAGE
    return nxt


def _next_turn_of(state: GameState, players: Collection[int]) -> None:
    """CR 611.2a: the effects ``players`` control lasting "until your next turn" end as that turn
    begins — and 603.7b: the delayed triggered abilities lasting as long end with them."""
    end_effects(state, Duration.UNTIL_YOUR_NEXT_TURN, players)
    state.delayed_triggers = [d for d in state.delayed_triggers if not (d.lasts is Duration.UNTIL_YOUR_NEXT_TURN and d.controller in players)]


def _next_turn(state: GameState) -> None:
    """CR 500.1: the next player (team) in turn order takes the next turn — unless extra turns were
    added after this one (500.7): the most recently added is taken first (one of a player who has
    left the game isn't, 800.4a), and after them the turn order goes on from the turn they were
    added after."""
    team = state.players[state.active].team
    while True:
        while state.extra_turns and state.players[state.extra_turns[-1]].lost:
            state.extra_turns = state.extra_turns[:-1]
        if state.extra_turns:
            nxt, state.extra_turns = state.extra_turns[-1], state.extra_turns[:-1]
            state.active = state.teams[state.players[nxt].team].members[0]
        else:
            after = state.active if state.resume_after is None else state.resume_after
            state.resume_after = None
            state.active = _next_in_turn_order(state, after)
            # 800.4m: the effects of a player who has left the game lasting until their next turn
            # end when that turn would have begun — as the turn order passes over their seat.
            _next_turn_of(state, _passed_over(state, after, state.active))
        if not skips_turn(state, state.active):  # 614.10: a skipped turn doesn't happen
            break
    state.last_turn_team = team
    state.turn += 1
    state.step = Step.UNTAP
    for p in state.players:
        p.lands_played = 0
        p.extra_land_plays = 0
        p.draws_this_turn = 0
        p.draws_this_draw_step = 0
        p.life_gained_this_turn = 0
        p.life_lost_this_turn = 0
        p.attacked_this_turn = False
        p.permanents_left_this_turn = 0
        p.spells_cast_last_turn, p.spells_cast_this_turn = p.spells_cast_this_turn, 0
        p.creature_spells_cast_this_turn = 0
        p.sourceless_triggered_this_turn = ()
        p.spell_types_this_turn = ()
    # Only the objects with something to forget are taken from the table (copied if shared).
    stale = [o.id for o in state.objects.peek_all() if o.abilities_used_this_turn or o.attacked_this_turn or o.blocked_this_turn or o.damaged_by]
    for oid in stale:
        o = state.objects[oid]
        o.abilities_used_this_turn = {}
        o.attacked_this_turn = False
        o.blocked_this_turn = False
        o.damaged_by = ()
    state.damaged_this_turn = frozenset()
    state.creatures_died_this_turn = 0
    state.discarded_this_turn = frozenset()
    state.combat_damage_to_players = ()
    record(state, TurnBegan(state.turn, state.active))


def _next_in_turn_order(state: GameState, after: int) -> int:
    """CR 101.4, 500.1: the player (the first of the team, 805) whose turn follows ``after``'s."""
    n = len(state.players)
    team = state.players[after].team
    for i in range(1, n + 1):
        cand = (after + i) % n
        if state.players[cand].team != team and not state.players[cand].lost:
            return state.teams[state.players[cand].team].members[0]
    return after


def _passed_over(state: GameState, after: int, nxt: int) -> list[int]:
    """The players who have left the game seated between ``after`` and ``nxt`` in turn order."""
    between = state.turn_order_from(after)[1:]
    return [p for p in between[: between.index(nxt)] if state.players[p].lost] if nxt in between else []


# ---- priority ------------------------------------------------------------------------------------


def priority_options(state: GameState, pid: int) -> list[Pass | PlayLand | CastSpell | Activate | TurnFaceUp | ExileFromHand]:
    """CR 117.1: what a player with priority may do (special actions too: playing a land, turning
    a face-down permanent face up, suspending, foretelling or plotting a card, 116.2a–b, 116.2f, 116.2h, 116.2k)."""
    opts: list[Pass | PlayLand | CastSpell | Activate | TurnFaceUp | ExileFromHand] = [Pass()]
    opts += playable_lands(state, pid)
    opts += turn_face_up_options(state, pid)
    opts += exile_from_hand_options(state, pid)
    opts += castable(state, pid)
    opts += activatable(state, pid)
    opts += [Activate(o, i) for o, i in activatable_mana_abilities(state, pid)]
    return opts


def priority(ctx: Ctx) -> None:
    """CR 117.3–117.4: the player with priority acts or passes. When all players pass in
    succession, the top of the stack resolves, or with an empty stack the step ends."""
    state = ctx.state
    pid = state.priority if state.priority is not None else state.active
    if state.players[pid].lost:
        _priority_past(state, pid)
        return
    ans = ctx.take_answer()  # replaying: the recorded answer, without recomputing the options
    if ans is None:
        opts = priority_options(state, pid)
        decision = Decision(pid, DecisionKind.PRIORITY, tuple(opts), context=f"{state.step.value}, turn {state.turn}", purpose=Purpose.PRIORITY)
        ans = ctx.choose(decision, always=state.always_ask_priority)  # scripted games (scenarios) stop at every priority
    match ans:
        case Pass():
            _pass(state, pid)
            return
        case PlayLand(card, other):
            play_land(ctx, pid, card, other)
        case CastSpell(card, other, alt):
            cast_spell(ctx, pid, card, other, alt)
        case Activate(source, index):
            activate(ctx, pid, source, index)
        case TurnFaceUp(permanent, mana_cost):
            turn_face_up(ctx, pid, permanent, mana_cost)
        case ExileFromHand(card, keyword):
            exile_from_hand(ctx, pid, card, keyword)
        case _:
            raise RuntimeError(f"unexpected priority answer {ans!r}")
    state.passes = 0  # 117.3c: the player who acted receives priority again
    state.priority = pid
    state.next = Next.CHECKS


def _pass(state: GameState, pid: int) -> None:
    """CR 117.3d, 117.4: priority passes to the next player in turn order; when every player has
    passed in succession the top of the stack resolves or the step ends. In Two-Headed Giant teams
    have priority (805.5): players are seated team by team, so a team passes when each of its
    players has passed, and "all teams pass in succession" is every player passing in succession."""
    state.passes += 1
    live = [p for p in state.players if not p.lost]
    if state.passes >= len(live):
        state.passes = 0
        if state.stack:
            state.next = Next.RESOLVE  # 117.4
        else:
            end_step(Ctx(state))
        return
    _priority_past(state, pid)


def _priority_past(state: GameState, pid: int) -> None:
    """CR 117.3d, 800.4a, 800.4j: priority goes to the next player in turn order after ``pid`` who
    is still in the game. A player who has left the game doesn't pass (nor count among the players
    who must pass in succession): if they would receive priority — the active player who left
    during their own turn, 800.4j — the next player receives it instead. If no one else is left
    the game is over and nothing more happens."""
    nxt = next((p for p in state.turn_order_from(pid)[1:] if not state.players[p].lost), None)
    if nxt is not None:
        state.priority = nxt


def concede(state: GameState, pid: int) -> None:
    """CR 104.3a."""
    sba.lose(state, pid, "conceded", "104.3a")


_ = Concede


#: What :func:`step_once` does for each kind of unit (a table: read on every unit, it saves reading
#: the kinds off their Enum one after another, docs/architecture.md "Hot paths").
_UNITS: dict[Next, Callable[[Ctx], None]] = {
    Next.MULLIGANS: mulligans,
    Next.BEGIN_STEP: begin_step,
    Next.CHECKS: checks,
    Next.PRIORITY: priority,
    Next.END_STEP: end_step,
    Next.RESOLVE: _resolve,
    Next.PERFORM: _perform_given,
}

