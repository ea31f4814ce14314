"""Case cards (CR 719.3): "To solve — [Condition]" means "At the beginning of your end step, if
[condition] and this Case is not solved, this Case becomes solved"; the "Solved" ability functions
only while the Case is solved (719.3c), which it stays until it leaves the battlefield (719.3b)."""

from __future__ import annotations

from manastack.cards.tokens import predefined_token
from manastack.game import Game
from manastack.model.card import CardDef
from manastack.model.types import Zone
from manastack.oracle import Card, Face, compile_card
from manastack.position import position
from tests.drivers import move, oid, pass_until, pt


def _case() -> CardDef:
    text = (
        "When this Case enters, you gain 2 life.\n"
        "To solve — You control three or more artifacts. (If unsolved, solve at the beginning of your end step.)\n"
        "Solved — Creatures you control get +1/+0."
    )
    c = compile_card(Card("Case of the Test", "case", (Face("Case of the Test", "Enchantment — Case", "{1}{W}", text),)), predefined_token)
    assert c.card is not None, c.explain()
    return c.card


def _game(artifacts: int) -> Game:
    return position({
        "alice": {"battlefield": [{"card": _case(), "as": "case"}, {"card": "Ornithopter", "count": artifacts}, {"card": "Grizzly Bears", "as": "bears"}],
                  "library": ["Plains"] * 3},
        "bob": {"library": ["Plains"] * 3},
    })


def _past_end_step(g: Game) -> None:
    """Pass until alice's turn 3 (and its end step) is over."""
    pass_until(g, lambda g: g.state.turn > 3)


def test_719_3a_solved_at_your_end_step_when_the_condition_holds() -> None:
    g = _game(3)
    assert pt(g, "bears") == (2, 2)
    _past_end_step(g)
    assert g.state.objects[oid(g, "case")].solved
    assert pt(g, "bears") == (3, 2)  # 719.3c: the Solved ability now applies


def test_719_3a_not_solved_when_the_condition_doesnt_hold() -> None:
    g = _game(2)
    _past_end_step(g)
    assert not g.state.objects[oid(g, "case")].solved
    assert pt(g, "bears") == (2, 2)


def test_719_3b_once_solved_it_stays_solved() -> None:
    g = _game(3)
    _past_end_step(g)
    for o in [o for o in g.state.battlefield if g.state.objects[o].card.name == "Ornithopter"]:
        move(g, o, Zone.GRAVEYARD)
    assert g.state.objects[oid(g, "case")].solved
    assert pt(g, "bears") == (3, 2)
