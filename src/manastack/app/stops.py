"""When a human player is asked for priority, and when it is passed for them: stops, as the
established clients have them.

A player receives priority many times a turn (CR 117.3): in each step but untap and usually
cleanup, and after each spell or ability they cast or activate. Most of these a player passes
without a thought. The terminal asks a human only where they would want to act:

* never when passing is the only sensible action: the only other actions are mana abilities
  (CR 605), which are activated while paying a cost anyway (:func:`nothing_to_do`);
* with a spell or ability of **an opponent** (CR 102.3) on top of the stack, if their ``stack`` stop is
  set for this turn (to respond, CR 117.3c, 405.5); their own spell on top is passed so it can
  resolve (they have just put it there);
* with an empty stack, in the steps they have chosen as stops (:class:`Stops`): by default
  main phase 1, the declare blockers step and main phase 2 of their own turns, and the declare
  attackers and end steps of other players' turns;
* and not at all while they **wait** ("pass until something happens"): until an opponent's
  spell or ability is on the stack, they must make another kind of decision (declare blockers,
  choose a target, …), or their next turn begins.

Decisions other than priority are always asked (the engine never guesses a player's choice),
except paying mana, which is paid automatically when the player's pay mode is automatic and the
engine can pay it (CR 601.2g–h; ``pay manual`` lists the lands and the mana in the pool).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from manastack.actions import Activate, Decision, DecisionKind, Pass
from manastack.ai import is_mana_ability
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.model.types import Step

#: The steps a player may stop in, by the names ``--stops`` and ``stops`` use, in turn order.
STEP_WORDS: dict[str, Step] = {
    "upkeep": Step.UPKEEP,
    "draw": Step.DRAW,
    "main1": Step.PRECOMBAT_MAIN,
    "combat": Step.BEGINNING_OF_COMBAT,
    "attackers": Step.DECLARE_ATTACKERS,
    "blockers": Step.DECLARE_BLOCKERS,
    "damage": Step.COMBAT_DAMAGE,
    "end-combat": Step.END_OF_COMBAT,
    "main2": Step.POSTCOMBAT_MAIN,
    "end": Step.END,
}
#: Not a step: an opponent's spell or ability on the stack.
STACK = "stack"
_WORD_OF = {step: word for word, step in STEP_WORDS.items()}
_SIDES = ("your", "their")


class StopsError(ManastackError):
    """A stops setting that names an unknown turn or step."""


@dataclass(frozen=True, slots=True)
class Stops:
    """Where a player is asked for priority with an empty stack (``your`` turns, ``their`` —
    other players' — turns), and whether an opponent's spell or ability on the stack stops
    them in each kind of turn."""

    your: frozenset[Step] = frozenset({Step.PRECOMBAT_MAIN, Step.DECLARE_BLOCKERS, Step.POSTCOMBAT_MAIN})
    their: frozenset[Step] = frozenset({Step.DECLARE_ATTACKERS, Step.END})
    your_stack: bool = True
    their_stack: bool = True

    @classmethod
    def parse(cls, text: str, base: Stops | None = None) -> Stops:
        """Stops from ``"your:main1,main2,stack their:attackers,end,stack"``: each turn named sets
        its stops (``none`` for none); a turn not named keeps ``base``'s (the defaults)."""
        stops = base or cls()
        if not text.strip():
            raise StopsError(f"stops: expected 'your:STEPS' and/or 'their:STEPS' ({usage()})")
        for part in text.split():
            side, sep, words = part.partition(":")
            if side not in _SIDES or not sep:
                raise StopsError(f"stops {part!r}: expected 'your:STEPS' or 'their:STEPS' ({usage()})")
            steps, stack = set(), False
            for word in filter(None, words.split(",")):
                if word == STACK:
                    stack = True
                elif word in STEP_WORDS:
                    steps.add(STEP_WORDS[word])
                elif word != "none":
                    raise StopsError(f"stops {part!r}: unknown step {word!r} ({usage()})")
            if side == "your":
                stops = replace(stops, your=frozenset(steps), your_stack=stack)
            else:
                stops = replace(stops, their=frozenset(steps), their_stack=stack)
        return stops

    def text(self) -> str:
        """The setting as :meth:`parse` reads it."""
        return " ".join(f"{side}:{_words(steps, stack)}" for side, steps, stack in (("your", self.your, self.your_stack), ("their", self.their, self.their_stack)))

    def stops_at(self, game: Game, player: int) -> bool:
        """Whether ``player``, holding priority now with something to do, is asked (see the module
        docstring; waiting is the caller's)."""
        state = game.state
        yours = state.is_active(player)  # a Two-Headed Giant team's turn is each member's (CR 810.6)
        if state.stack:
            return opponents_on_top(game, player) and (self.your_stack if yours else self.their_stack)
        return state.step in (self.your if yours else self.their)


def opponents_on_top(game: Game, player: int) -> bool:
    """Whether the top of the stack is a spell or ability an opponent of ``player`` controls (CR 102.3)."""
    state = game.state
    return bool(state.stack) and state.players[state.objects[state.stack[-1]].controller].team != state.players[player].team


def _words(steps: frozenset[Step], stack: bool) -> str:
    words = [w for s, w in _WORD_OF.items() if s in steps] + ([STACK] if stack else [])
    return ",".join(words) or "none"


def usage() -> str:
    return f"steps: {', '.join(STEP_WORDS)}; '{STACK}' for an opponent's spell or ability on the stack; 'none'"


def nothing_to_do(game: Game, d: Decision) -> bool:
    """Whether the only sensible answer to a priority decision is to pass: every other action is a
    mana ability (CR 605.3a), which a player activates while paying a cost."""
    return d.kind is DecisionKind.PRIORITY and all(isinstance(a, Pass) or (isinstance(a, Activate) and is_mana_ability(game, a)) for a in d.options)


@dataclass(slots=True)
class Waiting:
    """"Pass until something happens", asked during turn ``turn``: it ends when an opponent's
    spell or ability is on the stack, the player must make another kind of decision, or the
    player's next turn begins."""

    turn: int

    def goes_on(self, game: Game, player: int) -> bool:
        state = game.state
        d = game.decision
        if d is None or d.kind is not DecisionKind.PRIORITY:
            return False
        if opponents_on_top(game, player):
            return False
        return state.turn == self.turn or not state.is_active(player)


__all__ = ["STACK", "STEP_WORDS", "Stops", "StopsError", "Waiting", "nothing_to_do", "usage"]
