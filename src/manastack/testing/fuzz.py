"""One fuzzed game: random players, the invariants of :mod:`manastack.testing.invariants` checked
after every action (``benchmarks/fuzz.py`` and the random-deck test play these)."""

from __future__ import annotations

import traceback
from collections.abc import Sequence

from manastack.actions import Action, Cancel, DecisionKind, Pass
from manastack.ai import RandomPlayer
from manastack.app.decks import Deck, commanders_of
from manastack.game import Game
from manastack.state.game_state import Format
from manastack.testing.invariants import check_invariants

#: A turn that lasts this many actions, or a game that reaches this turn, counts as stuck (a game
#: between 60-card decks ends by decking around turn 120 unless cards go back to the libraries).
MAX_TURN_ACTIONS = 5000
MAX_TURNS = 500
#: After this many decisions in one step, the players pass priority and cancel the payments they
#: are asked for (CR 733.1): with a free ability ("{0}: Regenerate enchanted creature") a random
#: player's stack is a random walk without drift, whose length has no finite expectation, and a
#: random player who never cancels pays forever with a mana ability that only converts mana
#: ("{1}: Add {B}") when nothing else can pay. A step that still doesn't end is stuck.
PATIENCE = 100


def fuzz_game(a: Deck, b: Deck, seed: int, first: int) -> tuple[Game, list[int], str]:
    """One random duel between players "A" (deck ``a``) and "B" with the invariants checked after
    every action: (the game, the index of each decision's chosen option, the error or "")."""
    return fuzz_table([a, b], seed, first)


def fuzz_table(decks: Sequence[Deck], seed: int, first: int, format: Format = Format.DUEL) -> tuple[Game, list[int], str]:
    """One random game between players "A", "B", "C", … (one for each deck, in seat order) in
    ``format``, checked as :func:`fuzz_game` checks a duel; Commander decks (CR 903) start with
    their commanders in the command zone."""
    players = [(chr(ord("A") + i), list(d.cards)) for i, d in enumerate(decks)]
    return _fuzz(Game.new(players, seed=seed, format=format, starting_player=first, commanders=commanders_of(decks)), seed)


def fuzz_commander_game(decks: Sequence[Deck], seed: int) -> tuple[Game, list[int], str]:
    """One random Commander game (CR 903) between players "A", "B", … (one per Commander deck;
    free-for-all with more than two, 903.2), player ``seed`` mod the number of players first,
    checked as :func:`fuzz_game` checks a duel."""
    return fuzz_table(decks, seed, seed % len(decks), Format.FREE_FOR_ALL if len(decks) > 2 else Format.DUEL)


def _fuzz(game: Game, seed: int) -> tuple[Game, list[int], str]:
    """Random players (seats 0 and 1 as they always were) play ``game`` out, the invariants checked."""
    players = {i: RandomPlayer(seed * 2 + 1 + i) for i in range(len(game.state.players))}
    cards = sum(1 for o in game.state.objects.values() if not o.is_token)
    start_life = [t.life for t in game.state.teams]
    decisions: list[int] = []
    step, in_step, in_turn = (0, ""), 0, 0
    try:
        check_invariants(game, cards, None, start_life)
        while not game.is_over:
            d = game.decision
            assert d is not None
            before = (game.state.turn, game.state.step.value)
            in_turn = in_turn + 1 if before[0] == step[0] else 1
            step, in_step = before, (in_step + 1 if before == step else 1)
            if in_turn > MAX_TURN_ACTIONS or before[0] >= MAX_TURNS:
                return game, decisions, f"stuck: turn {before[0]}, {len(decisions)} actions ({in_turn - 1} in this turn)"
            action = players[d.player].choose(game) if in_step <= PATIENCE else _impatient(game, players[d.player])
            decisions.append(d.options.index(action))
            game.apply(action)
            check_invariants(game, cards, before, start_life)
    except Exception as e:  # noqa: BLE001 - every escaping exception or broken invariant is a finding
        return game, decisions, f"after action {len(decisions)}: {type(e).__name__}: {e}\n{traceback.format_exc(limit=4)}"
    return game, decisions, ""


def _impatient(game: Game, player: RandomPlayer) -> Action:
    """A player's answer once the step has lasted too long: pass priority, cancel a payment."""
    d = game.decision
    assert d is not None
    if d.kind is DecisionKind.PRIORITY:
        return Pass()
    if d.kind is DecisionKind.PAY_MANA:
        return Cancel()
    return player.choose(game)


__all__ = ["MAX_TURNS", "MAX_TURN_ACTIONS", "PATIENCE", "fuzz_commander_game", "fuzz_game", "fuzz_table"]
