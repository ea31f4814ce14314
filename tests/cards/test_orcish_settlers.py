"""Orcish Settlers: "{X}{X}{R}, {T}, Sacrifice this creature: Destroy X target lands." — X is
announced before the targets are chosen, and the ability has exactly X targets (CR 601.2b–c, 602.2b,
107.3); only an X whose targets can be chosen is offered."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Zone
from tests.drivers import ALICE, BOB, C, activate, answer, game, graveyard, kind, move, on_battlefield, one, options, resolve_all

SETTLERS = "Orcish Settlers"


def test_destroys_x_target_lands() -> None:
    g = game({"battlefield": [C(SETTLERS)] + [C("Mountain")] * 5}, {"battlefield": [C("Forest"), C("Swamp"), C("Plains")]})
    activate(g, f"Activate {SETTLERS}")
    assert kind(g) is DecisionKind.X and options(g) == ["0", "1", "2"]  # {X}{X}{R} from six lands
    answer(g, "2", "Forest", "Swamp")
    assert kind(g) is DecisionKind.PRIORITY  # two targets chosen: no third is asked for
    resolve_all(g)
    assert sorted(graveyard(g, BOB)) == ["Forest", "Swamp"] and sorted(on_battlefield(g, BOB)) == ["Island", "Plains"]
    assert graveyard(g, ALICE) == [SETTLERS]


def test_x_is_at_most_the_number_of_lands_to_target() -> None:
    g = game({"battlefield": [C(SETTLERS), C("Mountain")] + [C("Llanowar Elves")] * 6}, {}, spare=False)
    activate(g, f"Activate {SETTLERS}")
    assert options(g) == ["0", "1"]  # seven mana would pay X = 3, but there is one land to target


def test_a_target_gone_the_others_are_still_destroyed() -> None:
    g = game({"battlefield": [C(SETTLERS)] + [C("Mountain")] * 5}, {"battlefield": [C("Forest"), C("Swamp")]})
    activate(g, f"Activate {SETTLERS}", "2", "Forest", "Swamp")

    move(g, one(g, "Forest"), Zone.HAND)  # 608.2b: the Forest is no longer a legal target
    resolve_all(g)
    assert graveyard(g, BOB) == ["Swamp"]
