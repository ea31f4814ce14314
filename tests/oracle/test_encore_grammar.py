"""Encore (CR 702.141a): an activated ability of a card in a graveyard, exiling it as the cost, at
sorcery speed: for each opponent a token copy that attacks that opponent this turn if able."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.costs import ExileSelf
from manastack.model.effects import CreateTokenCopy, DelayedTrigger, ForEachPlayer, GrantAbilities, Restrict
from manastack.model.filters import CreatedObjects, EachOpponent, EventPlayer
from manastack.model.types import Keyword, Zone
from tests.oracle.helpers import compiled, ok

ENCORE = "Encore {3}{B} ({3}{B}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)"


def test_encore_makes_a_token_for_each_opponent_required_to_attack_them() -> None:
    # Briarblade Adept
    c = ok("Briarblade Adept", "Creature — Elf Assassin", ENCORE, "{4}{B}", "3/4")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.zone is Zone.GRAVEYARD and ab.sorcery_speed and ExileSelf() in ab.cost.parts
    assert ab.cost.mana is not None and ab.cost.mana.text() == "{3}{B}"
    each, haste, sacrifice = ab.effects
    assert isinstance(each, ForEachPlayer) and each.players == EachOpponent()
    copy, attack = each.effects
    assert isinstance(copy, CreateTokenCopy)
    assert attack == Restrict(CreatedObjects(), attack=True, requirement=True, whom=EventPlayer())
    assert isinstance(haste, GrantAbilities) and haste.keywords == (Keyword.HASTE,)
    assert isinstance(sacrifice, DelayedTrigger) and sacrifice.about == CreatedObjects()


def test_encore_with_x_granted_to_graveyard_cards_is_not_read() -> None:
    # Graywater's Fixer's grant of encore {X} stays unsupported, its clause named
    text = "Each outlaw creature card in your graveyard has encore {X}, where X is its mana value."
    c = compiled("Test Fixer", "Creature — Human Rogue", text, "{4}{B}", "4/3")
    assert c.card is None
    assert any("encore" in u.text for u in c.unsupported)
