"""X defined by the text ("…, where X is the number of creatures you control", CR 107.3c), tokens
created with abilities ("… token with "…"", "It has "…""; 111.4), power and toughness equal to a
life total (604.3), emblems ("You get an emblem with "…"", 114.2), and a card chosen from a revealed
hand ("… reveals their hand. You choose a nonland card from it. That player discards that card.",
701.20a)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, GrantKeywordsStatic, PTEqualTo, SpellAbility, StaticAbility
from manastack.model.effects import CreateEmblem, CreateToken, DrawCards, GainLife, ModifyPT, PutCounters
from manastack.model.filters import CountersOn, CountOf, LifeTotal, PowerOf, Target, This, X
from manastack.model.types import Keyword, Zone
from tests.oracle.helpers import compiled, ok


def _spell(text: str, cost: str = "{2}{B}") -> SpellAbility:
    c = ok("Test Spell", "Sorcery", text, cost)
    (ab,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    return ab


def test_gets_plus_x_where_x_is_a_count() -> None:
    (e,) = _spell("Target creature gets +X/+X until end of turn, where X is the number of creatures you control.").effects
    assert isinstance(e, ModifyPT) and e.what == Target(0)
    assert isinstance(e.power, CountOf) and e.power == e.toughness and e.power.filter.zone is Zone.BATTLEFIELD and e.power.times == 1


def test_minus_x_is_the_count_negated() -> None:
    (e,) = _spell("Target creature gets -X/-X until end of turn, where X is the number of cards in your graveyard.").effects
    assert isinstance(e, ModifyPT) and isinstance(e.power, CountOf) and e.power.times == -1 and e.power.filter.zone is Zone.GRAVEYARD


def test_minus_x_of_a_power_is_not_compiled() -> None:
    # "-X" of an amount the engine can't negate stays unsupported, naming the clause.
    c = compiled("Test Spell", "Instant", "Target creature gets -X/-X until end of turn, where X is its power.", "{B}")
    assert c.card is None and "where X is" in c.unsupported[0].text


def test_every_x_of_the_sentence_is_the_amount() -> None:
    gain, draw = _spell("You gain X life and draw X cards, where X is the number of creatures you control.").effects
    assert isinstance(gain, GainLife) and isinstance(draw, DrawCards)
    assert isinstance(gain.amount, CountOf) and gain.amount == draw.amount


def test_x_of_the_sentence_before_the_where_clause_only() -> None:
    # "Put X +1/+1 counters on it, where X is …" defines the X of its own sentence.
    make, put = _spell("Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it, where X is the number of lands you control.").effects
    assert isinstance(make, CreateToken) and make.count == 1
    assert isinstance(put, PutCounters) and isinstance(put.count, CountOf)


def test_x_is_a_power_or_counters() -> None:
    c = ok("Test Creature", "Creature — Ape", "{2}: This creature gets +X/+0 until end of turn, where X is its power.", "{1}{G}", "2/2")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    (e,) = ab.effects
    assert isinstance(e, ModifyPT) and e.power == PowerOf(This()) and e.toughness == 0
    c = ok("Test Creature", "Creature — Ape", "{1}: Target creature gets +X/+X until end of turn, where X is the number of +1/+1 counters on this creature.", "{1}{G}", "2/2")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    assert ab.effects[0].power == CountersOn("+1/+1", This())  # type: ignore[attr-defined]


def test_where_x_without_an_x_is_not_compiled() -> None:
    c = compiled("Test Spell", "Sorcery", "Draw a card, where X is your life total.", "{1}")
    assert c.card is None


def test_x_of_a_spells_cost_in_a_pump() -> None:
    (e,) = _spell("Target creature gets +X/+0 until end of turn.", "{X}{R}").effects
    assert isinstance(e, ModifyPT) and e.power == X() and e.toughness == 0


def test_create_x_tokens_where_x_is_your_life_total() -> None:
    (e,) = _spell("Create X 1/1 white Pegasus creature tokens with flying, where X is your life total.").effects
    assert isinstance(e, CreateToken) and e.count == LifeTotal()


def test_token_with_a_quoted_characteristic_defining_ability() -> None:
    (e,) = _spell('Create a green and white Elemental creature token with "This creature\'s power and toughness are each equal to the number of creatures you control."').effects
    assert isinstance(e, CreateToken) and e.token.power is None
    (ab,) = e.token.abilities
    assert isinstance(ab, StaticAbility) and isinstance(ab.effect, PTEqualTo) and isinstance(ab.effect.amount, CountOf)


def test_it_has_after_creating_a_token() -> None:
    (e,) = _spell('Create a white Avatar creature token. It has "This creature\'s power and toughness are each equal to your life total."').effects
    assert isinstance(e, CreateToken)
    (ab,) = e.token.abilities
    assert isinstance(ab, StaticAbility) and ab.effect == PTEqualTo(LifeTotal())


def test_a_creature_token_without_power_and_toughness_is_not_compiled() -> None:
    assert compiled("Test Spell", "Sorcery", "Create a green Elemental creature token.", "{1}").card is None


def test_emblem() -> None:
    c = ok("Test Walker", "Legendary Planeswalker — Elspeth", '−8: You get an emblem with "Artifacts, creatures, enchantments, and lands you control have indestructible."', "{2}{W}{W}")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    (e,) = ab.effects
    assert isinstance(e, CreateEmblem) and e.emblem.is_emblem and not e.emblem.types and e.emblem.mana_cost is None
    (static,) = e.emblem.abilities
    assert isinstance(static, StaticAbility) and isinstance(static.effect, GrantKeywordsStatic) and static.effect.keywords == (Keyword.INDESTRUCTIBLE,)


def test_an_emblem_with_an_unknown_ability_is_not_compiled() -> None:
    c = compiled("Test Walker", "Legendary Planeswalker — Chandra", '−7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."', "{2}{R}{R}")
    assert c.card is None


def test_reveal_choose_discard() -> None:
    from manastack.model.effects import ChooseFromHand, DiscardCard, LoseLife
    from manastack.model.filters import CreatedObjects, NotCardTypes

    choose, discard, lose = _spell("Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.", "{B}").effects
    assert isinstance(choose, ChooseFromHand) and choose.filter.zone is Zone.HAND and choose.filter.get(NotCardTypes) is not None
    assert discard == DiscardCard(CreatedObjects()) and isinstance(lose, LoseLife)


def test_a_card_chosen_from_a_hand_with_nothing_done_to_it_is_not_compiled() -> None:
    c = compiled("Test Spell", "Sorcery", "Target opponent reveals their hand. You choose a nonland card from it.", "{B}")
    assert c.card is None
