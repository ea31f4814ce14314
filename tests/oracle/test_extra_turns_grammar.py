"""Extra turns (CR 500.7): "take an extra turn after this one" and its variants."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import ExtraTurns
from manastack.model.filters import Target, You
from tests.oracle.helpers import compiled, ok


def effects(text: str) -> tuple[object, ...]:
    spell = ok("Test", "Sorcery", text).abilities[0]
    assert isinstance(spell, SpellAbility)
    return spell.effects


def test_500_7_take_an_extra_turn() -> None:
    assert effects("Take an extra turn after this one.") == (ExtraTurns(You(), 1),)


def test_target_player_takes_n_extra_turns() -> None:
    assert effects("Target player takes two extra turns after this one.") == (ExtraTurns(Target(0), 2),)


def test_conditions_on_the_extra_turn_stay_unsupported() -> None:
    """A delayed trigger in "that turn" (Final Fortune's loss) isn't read."""
    c = compiled("Test", "Instant", "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.")
    assert c.card is None
