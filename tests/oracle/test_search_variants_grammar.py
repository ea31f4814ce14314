"""Search variants (CR 701.23): the cards sought (either of two kinds, one of each of two kinds,
mana value bounded by an amount, the same name as a target), how many ("up to X, where X is …")
and where they go ("put those cards on top in any order"); the variants not read stay unsupported."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, SpellAbility
from manastack.model.effects import SearchLibrary
from manastack.model.filters import AnyOf, CardTypes, CountOf, HasKeyword, ManaValueOf, Named, Plus, Sacrificed, Subtypes, Target
from manastack.model.types import CardType, Keyword, Zone
from tests.oracle.helpers import compiled, ok


def _spell_search(name: str, text: str, cost: str = "{2}{U}") -> SearchLibrary:
    (spell,) = ok(name, "Sorcery", text, cost).abilities
    assert isinstance(spell, SpellAbility)
    (e,) = spell.effects
    assert isinstance(e, SearchLibrary)
    return e


def test_an_instant_card_or_a_card_with_flash() -> None:
    s = _spell_search("Mystical Teachings", "Search your library for an instant card or a card with flash, reveal it, put it into your hand, then shuffle.")
    either = s.filter.get(AnyOf)
    assert either is not None and s.zone is Zone.HAND and s.count == 1
    first, second = either.filters
    assert first.get(CardTypes) == CardTypes(frozenset({CardType.INSTANT})) and second.get(HasKeyword) == HasKeyword(Keyword.FLASH)


def test_a_card_named_one_or_another() -> None:
    s = _spell_search("Test Search", "Search your library for a card named Festering Newt or Bubbling Cauldron, put it onto the battlefield tapped, then shuffle.")
    either = s.filter.get(AnyOf)
    assert either is not None and s.tapped
    assert [f.get(Named) for f in either.filters] == [Named("Festering Newt"), Named("Bubbling Cauldron")]


def test_mana_value_less_than_or_equal_to_an_amount() -> None:
    s = _spell_search("Beseech the Queen", "Search your library for a card with mana value less than or equal to the number of lands you control,"
                      " reveal it, put it into your hand, then shuffle.")
    assert isinstance(s.max_mana_value, CountOf) and s.max_mana_value.filter.get(CardTypes) == CardTypes(frozenset({CardType.LAND}))
    assert s.min_mana_value is None


def test_mana_value_one_plus_the_sacrificed_creatures() -> None:
    c = ok("Birthing Pod", "Artifact", "{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with mana value equal to 1 plus the"
           " sacrificed creature's mana value, put that card onto the battlefield, then shuffle. Activate only as a sorcery.", "{3}{G/P}")
    (pod,) = c.abilities
    assert isinstance(pod, ActivatedAbility)
    (s,) = pod.effects
    assert isinstance(s, SearchLibrary)
    assert s.min_mana_value == s.max_mana_value == Plus(ManaValueOf(Sacrificed()), 1)


def test_up_to_x_where_x_is() -> None:
    s = _spell_search("Boundless Realms", "Search your library for up to X basic land cards, where X is the number of lands you control, put them onto"
                      " the battlefield tapped, then shuffle.")
    assert isinstance(s.count, CountOf) and s.up_to and s.tapped


def test_those_cards_on_top_in_any_order() -> None:
    s = _spell_search("Test Search", "Search your library for any number of Goblin cards, reveal them, then shuffle and put those cards on top in any order.")
    assert s.zone is Zone.LIBRARY and s.count is None and s.up_to and s.filter.get(Subtypes) == Subtypes(frozenset({"Goblin"}))


def test_a_card_of_each_of_two_kinds() -> None:
    s = _spell_search("Test Search", "Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle.")
    assert s.filter.get(Subtypes) == Subtypes(frozenset({"Forest"})) and [f.get(Subtypes) for f in s.also] == [Subtypes(frozenset({"Plains"}))]


def test_target_player_searches_their_library() -> None:
    c = ok("Fertilid's Favor", "Sorcery", "Target player searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles.")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    (s,) = spell.effects
    assert isinstance(s, SearchLibrary) and s.player == Target(0) and s.zone is Zone.BATTLEFIELD


def test_the_same_name_as_target_creature() -> None:
    s = _spell_search("Test Search", "Search your library for a card with the same name as target nontoken creature, put that card onto the battlefield,"
                      " then shuffle.")
    assert s.same_name_as == Target(0)


def test_different_names_and_a_basic_land_type() -> None:
    s = _spell_search("Shared Summons", "Search your library for up to two creature cards with different names, reveal them, put them into your hand,"
                      " then shuffle.")
    assert s.different_names and s.count == 2 and s.up_to
    s = _spell_search("Perilous Forays", "Search your library for a land card with a basic land type, put it onto the battlefield tapped, then shuffle.")
    assert s.filter.get(Subtypes) == Subtypes(frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})) and not s.different_names


def test_the_same_name_as_the_card_exiled() -> None:
    from manastack.model.filters import CreatedObjects

    (spell,) = ok("Secret Salvage", "Sorcery", "Exile target nonland card from your graveyard. Search your library for any number of cards with the"
                  " same name as that card, reveal them, put them into your hand, then shuffle.", "{3}{B}{B}").abilities
    assert isinstance(spell, SpellAbility)
    _, s = spell.effects
    assert isinstance(s, SearchLibrary) and s.same_name_as == CreatedObjects() and s.count is None  # 400.7j: the card in exile


def test_onto_the_battlefield_with_a_counter() -> None:
    c = ok("Neoform", "Instant", "As an additional cost to cast this spell, sacrifice a creature.\nSearch your library for a creature card with mana value"
           " equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield with an additional +1/+1 counter on it, then"
           " shuffle.", "{G}{U}")
    spell = c.abilities[-1]
    assert isinstance(spell, SpellAbility)
    (s,) = spell.effects
    assert isinstance(s, SearchLibrary) and s.counters == (("+1/+1", 1),) and s.zone is Zone.BATTLEFIELD


def test_unread_variants_stay_unsupported() -> None:
    texts = (
        # a counter on a card put elsewhere than onto the battlefield
        "Search your library for a creature card, put it into your hand with a +1/+1 counter on it, then shuffle.",
        # "that share a land type" (Myriad Landscape), "a land card of each basic land type" (Gaea's Balance)
        "Search your library for up to two basic land cards that share a land type, put them onto the battlefield tapped, then shuffle.",
        "Search your library for a land card of each basic land type, put those cards onto the battlefield, then shuffle.",
        # each player's own choice whether to search (the engine's "may" asks one player)
        "Each player may search their library for a basic land card, reveal it, put it into their hand, then shuffle.",
        # several of one kind and one of another: not read
        "Search your library for two Forest cards and a Plains card, put them onto the battlefield tapped, then shuffle.",
    )
    for text in texts:
        c = compiled("Test Search", "Sorcery", text)
        assert c.card is None and "library for" in c.explain().lower(), text
