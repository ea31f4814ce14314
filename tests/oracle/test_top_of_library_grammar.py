"""Static abilities about the top of the library and land plays (CR 401.2, 305.2)."""

from __future__ import annotations

from manastack.model.abilities import AdditionalLandEachTurn, PlayLandsFrom, TopOfLibraryVisible
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def effects(text: str) -> list[object]:
    return [a.effect for a in ok("Test", "Creature — Test", text, pt="2/2").static_abilities]


def test_oracle_of_mul_daya() -> None:
    assert effects("You may play an additional land on each of your turns.\nPlay with the top card of your library revealed.\n"
                   "You may play lands from the top of your library.") == [AdditionalLandEachTurn(), TopOfLibraryVisible(True), PlayLandsFrom(Zone.LIBRARY)]


def test_look_at_the_top_card_any_time_is_for_its_controller_only() -> None:
    assert effects("You may look at the top card of your library any time.") == [TopOfLibraryVisible(False)]


def test_casting_from_the_top_of_the_library_stays_unsupported() -> None:
    assert compiled("Test", "Enchantment", "You may play lands and cast spells from the top of your library.").card is None
