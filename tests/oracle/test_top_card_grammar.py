"""The top card of a library looked at or revealed, and what becomes of it by what it is (CR 401.2,
701.20a): real cards' sentences compile to one :class:`LookAtTopCard`; a sentence after the look
that the grammar doesn't read leaves the card unsupported, with that sentence named."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.effects import IfDone, LookAtTop, LookAtTopCard, PutCounters
from manastack.model.filters import CardTypes, SharesCreatureTypeWithSource
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok


def _effects(name: str, type_line: str, text: str, pt: str | None = None) -> tuple[object, ...]:
    c = ok(name, type_line, text, "{1}{G}{U}", pt)
    (ab,) = [a for a in c.abilities if isinstance(a, (TriggeredAbility, ActivatedAbility))]
    return ab.effects


def test_coiling_oracle_land_onto_the_battlefield_otherwise_into_the_hand() -> None:
    (e,) = _effects(
        "Coiling Oracle", "Creature — Snake Elf Druid",
        "When this creature enters, reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.", "1/1",
    )
    assert isinstance(e, LookAtTopCard)
    assert (e.reveal, e.take_zone, e.optional, e.else_zone, e.else_unmatched_only) == (True, Zone.BATTLEFIELD, False, Zone.HAND, True)
    assert e.filter is not None and e.filter.get(CardTypes) == CardTypes(frozenset({CardType.LAND}))


def test_vivien_s_grizzly_may_reveal_and_take_else_to_the_bottom() -> None:
    (e,) = _effects(
        "Vivien's Grizzly", "Creature — Bear Spirit",
        "{3}{G}: Look at the top card of your library. If it's a creature or planeswalker card, you may reveal it and put it into your hand. "
        "If you don't put the card into your hand, put it on the bottom of your library.", "2/3",
    )
    assert isinstance(e, LookAtTopCard)
    assert (e.reveal, e.optional, e.reveal_taken, e.take_zone, e.else_zone, e.else_position, e.else_optional, e.else_unmatched_only) == (
        False, True, True, Zone.HAND, Zone.LIBRARY, "bottom", False, False,
    )


def test_raiders_karve_may_put_a_land_onto_the_battlefield_tapped_else_it_stays() -> None:
    (e,) = _effects(
        "Raiders' Karve", "Artifact — Vehicle",
        "Whenever this Vehicle attacks, look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped.", "4/4",
    )
    assert isinstance(e, LookAtTopCard)
    assert (e.take_zone, e.tapped, e.optional, e.else_zone) == (Zone.BATTLEFIELD, True, True, None)


def test_matter_reshaper_condition_after_the_put() -> None:
    (e,) = _effects(
        "Matter Reshaper", "Creature — Eldrazi",
        "When this creature dies, reveal the top card of your library. You may put that card onto the battlefield if it's a permanent card with mana value 3 or less. "
        "Otherwise, put that card into your hand.", "3/2",
    )
    assert isinstance(e, LookAtTopCard)
    # "otherwise" after "you may put that card … if it's …": a card not put there, declined or not
    assert (e.take_zone, e.optional, e.else_zone, e.else_unmatched_only) == (Zone.BATTLEFIELD, True, Zone.HAND, False)


def test_kinship_reveals_only_and_if_you_do_follows() -> None:
    (e,) = _effects(
        "Winnower Patrol", "Creature — Elf Warrior",
        "Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with this creature, you may reveal it. "
        "If you do, put a +1/+1 counter on this creature.", "3/2",
    )
    assert isinstance(e, IfDone)
    (look,) = e.effects
    assert isinstance(look, LookAtTopCard) and look.take_zone is None and look.optional and look.reveal_taken
    assert look.filter is not None and look.filter.get(SharesCreatureTypeWithSource) is not None
    assert isinstance(e.then[0], PutCounters)


def test_look_at_the_top_card_alone_is_a_whole_effect() -> None:
    (e,) = _effects("Brutal Deceiver", "Creature — Spirit", "{1}: Look at the top card of your library.", "2/2")
    assert isinstance(e, LookAtTop) and e.amount == 1 and e.rest_position == "top"


def test_an_unread_sentence_about_the_top_card_stays_unsupported() -> None:
    c = compiled(
        "Brutal Deceiver", "Creature — Spirit",
        "{2}: Reveal the top card of your library. If it's a land card, Brutal Deceiver gets +1/+0 and gains first strike until end of turn.",
    )
    assert c.card is None
    assert "If it's a land card, CARDNAME gets +1/+0" in c.explain()


def test_kinship_whose_if_you_do_refers_to_the_card_stays_unsupported() -> None:
    """"you may play that card" would be the card still in the library, which no reference finds."""
    c = compiled(
        "Leaf-Crowned Elder", "Creature — Treefolk Shaman",
        "Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with Leaf-Crowned Elder, you may reveal it. "
        "If you do, you may play that card without paying its mana cost.", "{2}{G}{G}", "3/5",
    )
    assert c.card is None


def test_goblin_guide_defending_player_reveals_and_takes_a_land() -> None:
    from manastack.model.filters import DefendingPlayer

    (e,) = _effects(
        "Goblin Guide", "Creature — Goblin Scout",
        "Whenever this creature attacks, defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.", "2/2",
    )
    assert isinstance(e, LookAtTopCard) and e.reveal and e.take_zone is Zone.HAND and not e.optional
    assert isinstance(e.player, DefendingPlayer) and e.filter is not None and e.filter.get(CardTypes) == CardTypes(frozenset({CardType.LAND}))


def test_another_players_top_card_taken_by_you_stays_unsupported() -> None:
    r = compiled(
        "Test Guide", "Creature — Goblin",
        "Whenever this creature attacks, defending player reveals the top card of their library. If it's a land card, put it into your hand.", "{R}", "2/2",
    )
    assert r.card is None and any("put it into your hand" in u.text for u in r.unsupported)
