"""Harald, King of Skemfar: "When Harald enters, look at the top five cards of your library. You may
reveal an Elf, Warrior, or Tyvar card from among them and put it into your hand. Put the rest on
the bottom of your library in a random order." (CR 401.4: the random order comes from the game's
seeded RNG, so the same seed gives the same library.)"""

from __future__ import annotations

from collections import Counter

from tests.drivers import ALICE, C, answer, cast, game, hand, library, resolve_all

_LIBRARY = ["Forest", "Llanowar Elves", "Island", "Grizzly Bears", "Mountain", "Plains", "Swamp"]


def _after_harald(seed: int) -> list[str]:
    g = game({"battlefield": [C("Forest"), C("Swamp"), C("Swamp")], "hand": [C("Harald, King of Skemfar")],
              "library": [C(n) for n in _LIBRARY]}, seed=seed)
    cast(g, "Harald, King of Skemfar")
    resolve_all(g)  # Harald; its enters trigger asks
    answer(g, "Llanowar Elves")
    assert hand(g, ALICE) == ["Llanowar Elves"]
    return library(g, ALICE)


def test_the_rest_go_under_the_cards_not_looked_at_in_a_seeded_random_order() -> None:
    lib = _after_harald(4)
    assert lib[:2] == ["Plains", "Swamp"]  # the cards not looked at are now on top
    assert Counter(lib[2:]) == Counter(["Forest", "Island", "Grizzly Bears", "Mountain"])
    assert _after_harald(4) == lib  # the same seed, the same order
    assert any(_after_harald(s)[2:] != lib[2:] for s in range(5, 12))  # the order is not fixed
