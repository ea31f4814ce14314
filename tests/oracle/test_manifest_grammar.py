"""Manifest and cloak as effects (CR 701.40a, 701.58a), read from real cards' text."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import Manifest, ManifestDread, PutCounters
from manastack.model.filters import CreatedObjects
from manastack.model.types import FaceDown
from tests.oracle.helpers import compiled, ok

_REMINDER = "(Put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)"


def _effects(text: str) -> tuple[object, ...]:
    c = ok("Test", "Sorcery", text, "{1}{W}")
    (sa,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    return sa.effects


def test_manifest_the_top_card_or_cards() -> None:
    assert _effects(f"Manifest the top card of your library. {_REMINDER}") == (Manifest(1, FaceDown.MANIFEST),)  # Soul Summons
    assert _effects("Manifest the top two cards of your library.") == (Manifest(2, FaceDown.MANIFEST),)  # Ethereal Ambush
    assert _effects("Cloak the top card of your library.") == (Manifest(1, FaceDown.CLOAK),)  # Ransom Note's mode


def test_it_is_the_manifested_permanent() -> None:
    """Fierce Invocation: "then put two +1/+1 counters on it" — on the permanent just manifested."""
    assert _effects("Manifest the top card of your library, then put two +1/+1 counters on it.") == (
        Manifest(1, FaceDown.MANIFEST), PutCounters("+1/+1", 2, CreatedObjects()),
    )


def test_manifest_dread() -> None:
    """701.62a (Manifest Dread)."""
    assert _effects("Manifest dread. (Look at the top two cards of your library. Put one onto the battlefield face down as a 2/2 creature "
                    "and the other into your graveyard. Turn it face up any time for its mana cost if it's a creature card.)") == (ManifestDread(),)


def test_other_libraries_and_repeated_manifest_dread_stay_unsupported() -> None:
    """Another player's library and "manifest dread X times" aren't read."""
    for text in ("Manifest the top card of target player's library.", "Manifest dread X times, then put X +1/+1 counters on each of those creatures."):
        assert compiled("Test", "Sorcery", text, "{1}{B}").card is None, text
