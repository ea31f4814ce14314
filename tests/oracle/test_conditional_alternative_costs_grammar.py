"""Keyword alternative and additional costs read by the keyword-line grammar: spectacle (CR
702.137a), surge (702.117a), mayhem (702.187b), freerunning (702.173a), emerge (702.119a), harmonize
(702.180a) and squad (702.157a); assist (702.132a), a keyword."""

from __future__ import annotations

from manastack.model.abilities import AdditionalCost, AlternativeCost, TriggeredAbility
from manastack.model.conditions import CombatDamageToPlayerBy, CostPaid, DidThisTurn, DiscardedThisTurn, TurnRecord
from manastack.model.costs import ReducingPermanent
from manastack.model.effects import CreateTokenCopy
from manastack.model.filters import Controller, This, TimesPaid
from manastack.model.types import Keyword, Zone
from tests.oracle.helpers import compiled, ok


def _alt(text: str, body: str = "Draw a card.") -> AlternativeCost:
    c = ok("Test Spell", "Sorcery", f"{text}\n{body}", "{3}{R}")
    (a,) = [a for a in c.abilities if isinstance(a, AlternativeCost)]
    return a


def test_spectacle_is_offered_once_an_opponent_lost_life() -> None:
    a = _alt("Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)")
    assert a.name == "spectacle" and a.zone is Zone.HAND and a.cost.mana is not None and a.cost.mana.text() == "{R}"
    assert a.condition == DidThisTurn(TurnRecord.LIFE_LOST, Controller.OPPONENT)


def test_surge_is_offered_once_your_team_cast_a_spell() -> None:
    a = _alt("Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)")
    assert a.name == "surge" and a.condition == DidThisTurn(TurnRecord.TEAM_SPELLS_CAST)


def test_mayhem_is_cast_from_the_graveyard_if_discarded_this_turn() -> None:
    a = _alt("Mayhem {1}{R} (You may cast this card from your graveyard for {1}{R} if you discarded it this turn. Timing rules still apply.)")
    assert a.name == "mayhem" and a.zone is Zone.GRAVEYARD and a.condition == DiscardedThisTurn()


def test_mayhem_without_a_cost_stays_unsupported() -> None:
    # CR 702.187c: "Mayhem" with no cost — a permission to play the card (a land) — isn't read.
    r = compiled("Test Land", "Land", "Mayhem (You may play this card from your graveyard if you discarded it this turn.)\n{T}: Add {R}.", "")
    assert r.card is None and any("Mayhem" in u.text for u in r.unsupported)


def test_squad_is_a_repeatable_additional_cost_with_a_copying_trigger() -> None:
    c = ok("Test Marine", "Creature — Human", "Squad {2} (As an additional cost to cast this spell, you may pay {2} any number of times. When this creature enters, create that many tokens that are copies of it.)", "{2}{B}", "3/1")
    cost, trig = c.abilities[:2]
    assert isinstance(cost, AdditionalCost) and cost.name == "squad" and cost.optional and cost.multi
    assert isinstance(trig, TriggeredAbility) and trig.intervening_if == CostPaid("squad")
    (copy,) = trig.effects
    assert isinstance(copy, CreateTokenCopy) and copy.of == This() and copy.count == TimesPaid("squad")


def test_freerunning_is_offered_once_an_assassin_of_yours_dealt_combat_damage_to_a_player() -> None:
    a = _alt("Freerunning {1}{U} (You may cast this spell for its freerunning cost if you dealt combat damage to a player this turn with an Assassin or commander.)")
    assert a.name == "freerunning" and a.zone is Zone.HAND and a.condition == CombatDamageToPlayerBy("Assassin")


def test_emerge_sacrifices_a_creature_that_reduces_the_cost() -> None:
    c = ok("Test Horror", "Creature — Eldrazi", "Emerge {5}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)\nFlying", "{7}{U}", "5/5")
    (a,) = [a for a in c.abilities if isinstance(a, AlternativeCost)]
    part = a.cost.part(ReducingPermanent)
    assert a.name == "emerge" and a.zone is Zone.HAND and part is not None and not part.tap and a.cost.mana is not None and a.cost.mana.text() == "{5}{U}"


def test_emerge_from_a_quality_stays_unsupported() -> None:
    # CR 702.119b: "Emerge from artifact" (sacrificing a permanent of that quality) isn't read.
    r = compiled("Test Crab", "Creature — Crab", "Emerge from artifact {5}{B}{B} (You may cast this spell by sacrificing an artifact and paying the emerge cost reduced by that artifact's mana value.)\nFlying", "{4}{B}{B}", "5/5")
    assert r.card is None and any("Emerge from artifact" in u.text for u in r.unsupported)


def test_harmonize_is_cast_from_the_graveyard_tapping_up_to_one_creature_and_exiled() -> None:
    a = _alt("Harmonize {4}{R} (You may cast this card from your graveyard for its harmonize cost. You may tap a creature you control to reduce that cost by {X}, where X is its power. Then exile this spell.)")
    part = a.cost.part(ReducingPermanent)
    assert a.name == "harmonize" and a.zone is Zone.GRAVEYARD and a.exile_on_leaving_stack and part is not None and part.tap


def test_assist_is_a_keyword_of_the_card() -> None:
    c = ok("Test Assist", "Sorcery", "Assist (Another player can pay up to {3} of this spell's cost.)\nDestroy target creature.", "{3}{W}")
    assert c.has_keyword(Keyword.ASSIST)
