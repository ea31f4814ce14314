"""The actions a human is offered, as the terminal lists them.

* Identical actions — the same action on interchangeable cards, ``Play Mountain [1]``, ``[2]``,
  ``[3]`` — are one line, ``Play Mountain (×3)``.
* The mana abilities of lands (CR 605) are not listed with priority: mana is paid automatically, or land by land
  when the player asks to pay by hand. They are still legal answers, by their text; ``mana``
  lists them.
* Numbers stay where a player expects them: ``0`` is always "Pass priority", and the other
  actions follow in the engine's order (the order of the cards in hand and on the battlefield,
  which doesn't change as other cards come and go).

An answer is read by :func:`manastack.answers.match_answer`, with the numbers of this list.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.actions import Action, Activate, DecisionKind, Pass
from manastack.ai import is_mana_ability
from manastack.answers import base_text, match_answer
from manastack.app.events import step_name
from manastack.game import Game
from manastack.model.types import CardType
from manastack.rules.layers import chars


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the menu: an action, and how many identical actions it stands for."""

    text: str
    action: Action
    copies: int = 1

    @property
    def line(self) -> str:
        return self.text + (f" (×{self.copies})" if self.copies > 1 else "")


@dataclass(frozen=True, slots=True)
class Menu:
    """The listed entries (numbered from ``first``), the unlisted mana abilities of lands, and
    every option's text for reading typed answers."""

    entries: tuple[Entry, ...]
    first: int
    mana: tuple[Entry, ...]
    options: tuple[tuple[str, Action], ...]

    def numbered(self) -> list[tuple[int, Entry]]:
        return list(enumerate(self.entries, start=self.first))

    def answer(self, text: str) -> Action:
        """The action ``text`` means (an option's text, a number of this menu, a shortcut, a unique
        prefix); :class:`~manastack.errors.ActionParseError` when none."""
        return match_answer(text, self.options, numbered=[e.action for e in self.entries], first=self.first)


def land_mana_ability(game: Game, action: Action) -> bool:
    """Whether ``action`` activates a mana ability of a land (CR 605.1a, 305)."""
    return isinstance(action, Activate) and is_mana_ability(game, action) and CardType.LAND in chars(game.state, action.source).types


def menu(game: Game) -> Menu:
    """The menu of the pending decision (see the module docstring)."""
    d = game.decision
    assert d is not None
    options = tuple((game.describe(a), a) for a in d.options)
    if d.kind is not DecisionKind.PRIORITY:
        return Menu(_collapse(list(options)), 1, (), options)
    listed = sorted((o for o in options if not land_mana_ability(game, o[1])), key=lambda o: not isinstance(o[1], Pass))  # Pass first, the rest in order
    mana = [o for o in options if land_mana_ability(game, o[1])]
    return Menu(_collapse(listed), 0, _collapse(mana), options)


def _collapse(options: list[tuple[str, Action]]) -> tuple[Entry, ...]:
    """One entry for each action text, counting the identical actions it stands for."""
    entries: dict[str, Entry] = {}
    for text, action in options:
        key = base_text(text)
        seen = entries.get(key)
        entries[key] = Entry(key, action) if seen is None else Entry(key, seen.action, seen.copies + 1)
    return tuple(entries.values())


def prompt_title(game: Game) -> str:
    """What the pending decision asks, in players' words: "your priority — main phase 1, turn 3"
    rather than the engine's step names."""
    d = game.decision
    assert d is not None
    if d.kind is DecisionKind.PRIORITY:
        return f"your priority — {step_name(game.state.step.value)}, turn {game.state.turn}"
    return f"{d.kind.value}: {d.context}" if d.context else d.kind.value


__all__ = ["Entry", "Menu", "land_mana_ability", "menu", "prompt_title"]
