"""Searching (CR 701.23): "search your library and/or graveyard for a card named …" with "If you
search your library this way, shuffle", and "then shuffle and put that card on top" (701.24g)."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility, TriggeredAbility
from manastack.model.effects import May, SearchLibrary
from manastack.model.filters import Named, Subtypes
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def _search(effects: tuple[object, ...]) -> SearchLibrary:
    (e,) = effects
    if isinstance(e, May):
        (e,) = e.effects
    assert isinstance(e, SearchLibrary)
    return e


def test_library_and_or_graveyard_for_a_named_card() -> None:
    c = ok("Vraska's Scorn", "Sorcery", "Target opponent loses 4 life. You gain 4 life. You may search your library and/or graveyard for a card named"
           " Vraska, Scheming Gorgon, reveal it, and put it into your hand. If you search your library this way, shuffle.", "{2}{B}{B}")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    s = _search(spell.effects[-1:])
    assert s.zones == (Zone.LIBRARY, Zone.GRAVEYARD) and s.shuffle and s.zone is Zone.HAND
    assert s.filter.get(Named) == Named("Vraska, Scheming Gorgon")


def test_three_zones_onto_the_battlefield() -> None:
    c = ok("Dark Supplicant", "Creature — Human Cleric", "{T}, Sacrifice three Clerics: Search your graveyard, hand, and/or library for a card named"
           " Scion of Darkness and put it onto the battlefield. If you search your library this way, shuffle.", "{B}", "1/1")
    s = _search(c.abilities[0].effects)  # type: ignore[attr-defined]
    assert s.zones == (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY) and s.zone is Zone.BATTLEFIELD and s.shuffle


def test_without_the_shuffle_sentence_the_library_is_not_shuffled() -> None:
    # The search sentence alone says nothing of a shuffle: none is read into it.
    c = ok("Test Search", "Sorcery", "Search your library and/or graveyard for a card named Island, reveal it, and put it into your hand.")
    (spell,) = c.abilities
    assert not _search(spell.effects).shuffle  # type: ignore[attr-defined]


def test_shuffle_and_put_that_card_on_top() -> None:
    c = ok("Elvish Harbinger", "Creature — Elf Druid", "When this creature enters, you may search your library for an Elf card, reveal it,"
           " then shuffle and put that card on top.\n{T}: Add one mana of any color.", "{2}{G}", "1/2")
    trig = c.abilities[0]
    assert isinstance(trig, TriggeredAbility)
    s = _search(trig.effects)
    assert s.zone is Zone.LIBRARY and s.zones == (Zone.LIBRARY,) and s.filter.get(Subtypes) == Subtypes(frozenset({"Elf"}))


def test_searching_other_zones_for_an_aura_attached_stays_unsupported() -> None:
    c = compiled("Boonweaver Giant", "Creature — Giant Monk", "When this creature enters, you may search your graveyard, hand, and/or library for"
                 " an Aura card and put it onto the battlefield attached to this creature. If you search your library this way, shuffle.", "{6}{W}", "4/4")
    assert c.card is None and "attached to" in c.explain()


_DEICIDE = ("Exile target enchantment. If the exiled card is a God card, search its controller's graveyard, hand, and library for any number of"
            " cards with the same name as that card and exile them. Then that player shuffles.")


def test_deicide_searches_all_three_zones_for_the_same_name() -> None:
    from manastack.model.conditions import IsA
    from manastack.model.effects import Conditional, MoveTo
    from manastack.model.filters import ControllerOf, CreatedObjects, Subtypes, Target

    c = ok("Deicide", "Instant", _DEICIDE, "{1}{W}")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    exile, cond = spell.effects
    assert isinstance(exile, MoveTo) and exile.zone is Zone.EXILE
    # 400.7j: "the exiled card" is found in exile, as what the first effect moved
    assert isinstance(cond, Conditional) and isinstance(cond.condition, IsA) and cond.condition.what == CreatedObjects()
    assert cond.condition.filter.get(Subtypes) == Subtypes(frozenset({"God"}))
    s = _search(cond.effects)
    assert s.zones == (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY) and s.every_zone  # all three are searched (no choice)
    assert s.same_name_as == CreatedObjects() and s.count is None and s.up_to and s.zone is Zone.EXILE
    assert s.library_of == ControllerOf(Target(0)) and s.shuffle  # "Then that player shuffles", only if it is a God


def test_and_or_zones_stay_a_choice() -> None:
    c = ok("Test Search", "Sorcery", "Search your graveyard, hand, and/or library for a card named Island and put it into your hand.")
    (spell,) = c.abilities
    assert not _search(spell.effects).every_zone  # type: ignore[attr-defined]


def test_same_name_search_putting_cards_elsewhere_stays_unsupported() -> None:
    c = compiled("Test Search", "Instant", "Exile target enchantment. If the exiled card is a God card, search its controller's graveyard, hand, and"
                 " library for any number of cards with the same name as that card and put them into your hand. Then that player shuffles.", "{1}{W}")
    assert c.card is None and "search its controller's graveyard" in c.explain()


def test_counterbore_searches_for_all_cards_with_the_countered_spells_name() -> None:
    from manastack.model.effects import CounterSpell
    from manastack.model.filters import ControllerOf, Target

    c = ok("Counterbore", "Instant", "Counter target spell. Search its controller's graveyard, hand, and library for all cards with the same name as that spell"
           " and exile them. Then that player shuffles.", "{3}{U}{U}")
    (spell,) = c.abilities
    assert isinstance(spell, SpellAbility)
    counter, search = spell.effects
    assert isinstance(counter, CounterSpell)
    s = _search((search,))
    # "all": every card the searcher finds (701.23b: in a hidden zone one may go unfound)
    assert s.count is None and not s.up_to and s.every_zone and s.same_name_as == Target(0)
    assert s.library_of == ControllerOf(Target(0)) and s.shuffle


def test_all_cards_with_a_chosen_name_stays_unsupported() -> None:
    c = compiled("Test Search", "Sorcery", "Choose a nonland card name. Search target player's graveyard, hand, and library for all cards with that name"
                 " and exile them. Then that player shuffles.", "{4}{U}{U}")
    assert c.card is None and "Choose a nonland card name" in c.explain()
