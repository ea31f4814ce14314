""""You have hexproof" (CR 702.11d), "You have shroud" (702.18a); other players, or players and
permanents together, stay unsupported."""

from __future__ import annotations

from manastack.model.abilities import PlayerKeyword, StaticAbility
from manastack.model.filters import Controller
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def test_you_have_hexproof_or_shroud() -> None:
    for word, kw in (("hexproof", Keyword.HEXPROOF), ("shroud", Keyword.SHROUD)):
        (ab,) = ok("Leyline", "Enchantment", f"You have {word}.", "{2}{W}{W}").abilities
        assert isinstance(ab, StaticAbility) and ab.effect == PlayerKeyword(kw, Controller.YOU)


def test_other_players_or_permanents_too_stay_unsupported() -> None:
    assert compiled("Shield", "Enchantment", "Each player has hexproof.", "{2}").card is None
    assert compiled("Shield", "Enchantment", "You and permanents you control have hexproof.", "{2}").card is None
