"""Bilbo, Fellow Conspirator: "If you would create a Food token, instead create a Food token and a
Treasure token" (CR 614.1a; the rulings: N Foods become N Foods and N Treasures)."""

from __future__ import annotations

from collections import Counter

from tests.drivers import BOB, C, activate, cast, game, settle, tokens


def test_creating_a_food_also_creates_a_treasure() -> None:
    g = game({"battlefield": [C("Bilbo, Fellow Conspirator"), C("Forest")], "hand": [C("Gilded Goose")]})
    cast(g, "Gilded Goose")
    settle(g)
    assert tokens(g) == Counter({"Food": 1, "Treasure": 1})


def test_each_food_of_an_activated_ability_too_and_clues_are_unaffected() -> None:
    g = game({"battlefield": [C("Bilbo, Fellow Conspirator"), C("Gilded Goose"), C("Forest"), C("Forest"), C("Plains")],
              "hand": [C("Thraben Inspector")]})
    activate(g, "Activate Gilded Goose: {1}{G}")
    settle(g)
    assert tokens(g) == Counter({"Food": 1, "Treasure": 1})
    cast(g, "Thraben Inspector")
    settle(g)
    assert tokens(g) == Counter({"Food": 1, "Treasure": 1, "Clue": 1})


def test_only_your_food_is_replaced() -> None:
    g = game({"battlefield": [C("Forest")], "hand": [C("Gilded Goose")]}, {"battlefield": [C("Bilbo, Fellow Conspirator")]})
    cast(g, "Gilded Goose")
    settle(g)
    assert tokens(g) == Counter({"Food": 1}) and tokens(g, BOB) == Counter()


def test_with_academy_manufactor_the_order_matters() -> None:
    """616.1: Bilbo first: Food + Treasure, each made one of each by Manufactor (2 of each);
    Manufactor first: Clue, Food, Treasure, then Bilbo adds a Treasure for the Food."""
    spec = {"battlefield": [{"card": C("Bilbo, Fellow Conspirator"), "as": "bilbo"}, {"card": C("Academy Manufactor"), "as": "am"}, C("Forest")],
            "hand": [C("Gilded Goose")]}
    g = game(spec)
    cast(g, "Gilded Goose")
    settle(g, "bilbo")
    assert tokens(g) == Counter({"Clue": 2, "Food": 2, "Treasure": 2})
    g = game(spec)
    cast(g, "Gilded Goose")
    settle(g, "am")
    assert tokens(g) == Counter({"Clue": 1, "Food": 1, "Treasure": 2})
