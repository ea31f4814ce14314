"""Predefined artifact tokens (CR 111.10h Powerstone, 111.10s Map, 111.10u Lander) and the
Powerstone's spending restriction (106.6)."""

from __future__ import annotations

from manastack.cards.tokens import predefined_token
from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import AddMana, CreateToken
from tests.oracle.helpers import compiled, ok


def test_powerstone_token_restriction() -> None:
    stone = predefined_token("Powerstone")
    (ab,) = stone.abilities
    assert isinstance(ab, ActivatedAbility)
    (mana,) = ab.effects
    assert isinstance(mana, AddMana) and mana.restriction is not None
    r = mana.restriction
    assert r.spell_types == frozenset({"Artifact"}) and r.abilities and r.other_costs


def test_create_tapped_powerstone_tokens() -> None:
    c = ok("Urza's Command", "Instant", "Choose one —\n• Creatures your opponents control get -2/-0 until end of turn.\n• Create two tapped Powerstone tokens.\n• Scry 1.", "{2}{U}")
    assert c.name == "Urza's Command"
    c = ok("Excavation Explosion", "Sorcery", "Excavation Explosion deals 4 damage to target creature or planeswalker. Create a tapped Powerstone token.", "{3}{R}")
    (spell,) = c.abilities
    token = [e for e in spell.effects if isinstance(e, CreateToken)]  # type: ignore[attr-defined]
    assert token and token[0].tapped and token[0].token.name == "Powerstone"


def test_map_and_lander_tokens() -> None:
    c = ok("Biomechan Engineer", "Creature — Insect Artificer", "When this creature enters, create a Lander token.\n{8}: Draw two cards and create a 2/2 colorless Robot artifact creature token.", "{G}{U}", "2/2")
    assert c.abilities
    c = ok("Spyglass Siren", "Creature — Siren Pirate", "Flying\nWhen this creature enters, create a Map token.", "{U}", "1/1")
    assert c.abilities


def test_another_spending_restriction_stays_unsupported() -> None:
    r = compiled("Odd Stone", "Artifact", "{T}: Add {C}. This mana can't be spent to activate abilities.", "{1}")
    assert r.card is None and any("can't be spent" in u.text for u in r.unsupported)
