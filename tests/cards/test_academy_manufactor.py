"""Academy Manufactor: "If you would create a Clue, Food, or Treasure token, instead create one of
each" — a token replacement of the general kind (CR 614.1a): creating N of one of those tokens
becomes creating N of each; it applies once to each creation (614.5), so a second Manufactor
turns one Clue into three of each, and doublers give twice that many whichever applies first
(616.1)."""

from __future__ import annotations

from collections import Counter

from manastack.game import Game
from tests.drivers import C, cast, game, resolve_all, settle, tokens


def inspector(g: Game) -> None:
    cast(g, "Thraben Inspector")
    resolve_all(g)


def test_investigating_creates_a_clue_a_food_and_a_treasure() -> None:
    g = game({"battlefield": [C("Academy Manufactor"), C("Plains")], "hand": [C("Thraben Inspector")]})
    inspector(g)
    assert tokens(g) == Counter({"Clue": 1, "Food": 1, "Treasure": 1})


def test_other_tokens_are_not_replaced() -> None:
    g = game({"battlefield": [C("Academy Manufactor"), C("Plains"), C("Plains")], "hand": [C("Raise the Alarm")]})
    cast(g, "Raise the Alarm")
    resolve_all(g)
    assert tokens(g) == Counter({"Soldier": 2})


def test_two_manufactors_make_three_of_each() -> None:
    """The ruling: the second Manufactor applies to each of the three tokens the first made."""
    g = game({"battlefield": [C("Academy Manufactor"), C("Academy Manufactor"), C("Plains")], "hand": [C("Thraben Inspector")]})
    cast(g, "Thraben Inspector")
    settle(g)
    assert tokens(g) == Counter({"Clue": 3, "Food": 3, "Treasure": 3})


def _with_doubler(first: str) -> Counter[str]:
    g = game({"battlefield": [{"card": C("Academy Manufactor"), "as": "am"}, {"card": C("Parallel Lives"), "as": "pl"}, C("Plains")],
              "hand": [C("Thraben Inspector")]})
    cast(g, "Thraben Inspector")
    settle(g, first)
    return tokens(g)


def test_with_a_doubler_either_order_makes_two_of_each() -> None:
    assert _with_doubler("am") == Counter({"Clue": 2, "Food": 2, "Treasure": 2})
    assert _with_doubler("pl") == Counter({"Clue": 2, "Food": 2, "Treasure": 2})
