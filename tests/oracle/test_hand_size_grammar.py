"""'You have no maximum hand size' and 'Players have no maximum hand size' (CR 402.2)."""

from __future__ import annotations

from manastack.model.abilities import NoMaximumHandSize, StaticAbility
from manastack.model.filters import Controller
from tests.oracle.helpers import compiled, ok


def test_you_have_no_maximum_hand_size() -> None:
    c = ok("Spellbook", "Artifact", "You have no maximum hand size.", "{0}")
    (st,) = c.abilities
    assert isinstance(st, StaticAbility) and st.effect == NoMaximumHandSize(Controller.YOU)


def test_players_have_no_maximum_hand_size() -> None:
    c = ok("Test Library", "Enchantment", "Players have no maximum hand size.", "{1}")
    (st,) = c.abilities
    assert isinstance(st, StaticAbility) and st.effect == NoMaximumHandSize(Controller.ANY)


def test_for_the_rest_of_the_game_stays_unsupported() -> None:
    r = compiled("Test Draw", "Sorcery", "Draw a card. You have no maximum hand size for the rest of the game.", "{U}")
    assert r.card is None and any("for the rest of the game" in u.text for u in r.unsupported)
