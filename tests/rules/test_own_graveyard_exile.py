""""If CARDNAME would be put into a graveyard from anywhere, exile it instead" (CR 113.6b, 614.1a):
the card's own replacement effect functions wherever the card is — a discarded card, a milled card,
a resolved spell and a dying permanent are exiled instead; other cards go to the graveyard."""

from __future__ import annotations

from manastack.model.abilities import GraveyardToExile, StaticAbility
from manastack.model.card import CardDef
from manastack.model.types import Zone
from manastack.position import position
from tests.drivers import ALICE, C, cast, exiled, game, graveyard, move, oid, resolve_all
from tests.oracle.helpers import compiled, ok

_TEXT = "If {} would be put into a graveyard from anywhere, exile it instead."


def _spirit() -> CardDef:
    return ok("Test Spirit", "Creature — Spirit", _TEXT.format("Test Spirit"), "{1}{W}", "2/2")


def test_the_line_is_its_own_replacement_effect() -> None:
    (ab,) = _spirit().abilities
    assert isinstance(ab, StaticAbility) and ab.effect == GraveyardToExile(only_this=True)


def test_an_other_card_variant_stays_unsupported() -> None:
    text = "If Test Spirit would be put into a graveyard from anywhere, put it on the bottom of its owner's library instead."
    assert compiled("Test Spirit", "Creature — Spirit", text, "{1}{W}", "2/2").card is None


def test_from_the_battlefield_the_hand_and_the_library() -> None:
    spirit = _spirit()
    g = game({
        "battlefield": [{"card": spirit, "as": "field"}, {"card": C("Grizzly Bears"), "as": "bears"}],
        "hand": [{"card": spirit, "as": "held"}], "library": [{"card": spirit, "as": "top"}],
    })
    for label in ("field", "bears", "held", "top"):
        move(g, oid(g, label), Zone.GRAVEYARD)
    assert graveyard(g, ALICE) == ["Grizzly Bears"]
    assert exiled(g) == ["Test Spirit"] * 3


def test_a_resolved_spell() -> None:
    spell = ok("Test Insight", "Sorcery", "Draw a card.\n" + _TEXT.format("Test Insight"), "{U}")
    g = position({"alice": {"battlefield": ["Island"], "hand": [spell], "library": ["Island", "Island"]}, "bob": {}})
    cast(g, "Test Insight")
    resolve_all(g)
    assert graveyard(g, ALICE) == [] and exiled(g) == ["Test Insight"]
