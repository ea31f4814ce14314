"""A modal spell that may have every mode chosen while a condition holds as it is cast ("If you
control a commander as you cast this spell, you may choose both instead": CR 601.2b, 700.2,
903.3d)."""

from __future__ import annotations

from manastack.actions import DecisionKind, Done
from manastack.game import Game
from manastack.position import position
from tests.drivers import lib
from tests.oracle.helpers import ok

WILL = ok("Test Will", "Sorcery", "Choose one. If you control a commander as you cast this spell, you may choose both instead.\n"
          "• You gain 3 life.\n• Draw a card.", "{G}")


def _modes_offered_after_the_first(commander_on_battlefield: bool) -> list[str]:
    isamaru = {"card": "Isamaru, Hound of Konda", "commander": True}
    g: Game = position({
        "alice": {"hand": [WILL], "battlefield": ["Forest", *([isamaru] if commander_on_battlefield else [])], "library": lib(),
                  **({} if commander_on_battlefield else {"commander": ["Isamaru, Hound of Konda"]})},
        "bob": {"library": lib()},
    }, commander=True)
    g.apply(next(a for a in g.legal_actions() if g.describe(a).startswith("Cast Test Will")))
    assert g.decision is not None and g.decision.kind is DecisionKind.MODE
    g.apply(g.decision.options[0])
    if g.decision is None or g.decision.kind is not DecisionKind.MODE:
        return []
    return [g.describe(o) for o in g.decision.options if not isinstance(o, Done)]


def test_601_2b_with_a_commander_on_the_battlefield_the_second_mode_may_be_chosen_too() -> None:
    assert len(_modes_offered_after_the_first(True)) == 1


def test_601_2b_with_the_commander_in_the_command_zone_only_one_mode_is_chosen() -> None:
    assert _modes_offered_after_the_first(False) == []
