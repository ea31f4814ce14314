"""Commander decks (CR 903.3–903.5, 702.124): colour identity, commanders, partners and the deck
construction rules, on printed cards."""

from __future__ import annotations

import pytest

from manastack.carddata.commander_deck import (
    CommanderDeckError,
    can_be_commander,
    check_commander_deck,
    colour_identity,
    commander_deck,
    partner_problem,
)
from manastack.carddata.decklist import parse_decklist
from manastack.carddata.record import CardFace, CardRecord
from tests.conftest import SHARED


def card(name: str, type_line: str, cost: str = "", text: str = "", **face: object) -> CardRecord:
    return CardRecord(name, "normal", (CardFace(name, type_line, cost, text, **face),))  # type: ignore[arg-type]


BILBO = card("Bilbo, Birthday Celebrant", "Legendary Creature \u2014 Halfling Rogue", "{W}{B}{G}", "If you would gain life, you gain that much life plus 1 instead.", power="2", toughness="3")
BEARS = card("Grizzly Bears", "Creature \u2014 Bear", "{1}{G}")
FOREST = card("Forest", "Basic Land \u2014 Forest", "", "({T}: Add {G}.)")
ISLAND = card("Island", "Basic Land \u2014 Island", "", "({T}: Add {U}.)")
BOLT = card("Lightning Bolt", "Instant", "{R}", "Lightning Bolt deals 3 damage to any target.")


def singles(n: int) -> list[CardRecord]:
    return [card(f"Filler {i}", "Creature \u2014 Elf", "{G}") for i in range(n)]


def test_identity_counts_cost_and_rules_text_symbols_and_both_halves_of_hybrid() -> None:
    assert colour_identity(card("x", "Creature", "{1}{W/U}", "{T}: Add {B}.")) == {"W", "U", "B"}
    assert colour_identity(card("y", "Creature", "{2/R}{G/P}")) == {"R", "G"}


def test_identity_ignores_reminder_text_but_counts_colour_indicator_and_colour_defining_ability() -> None:
    assert colour_identity(FOREST) == frozenset()  # 903.4c (903.5d limits basic land types instead)
    assert colour_identity(card("z", "Creature", "", "Devoid", color_indicator=("U",))) == {"U"}
    assert colour_identity(card("Transguild Courier", "Artifact Creature", "{4}", "Transguild Courier is all colors.")) == {"W", "U", "B", "R", "G"}


def test_identity_counts_the_back_face() -> None:
    dfc = CardRecord("Front // Back", "transform", (CardFace("Front", "Creature", "{G}"), CardFace("Back", "Creature", "", "{T}: Add {R}.")))
    assert colour_identity(dfc) == {"G", "R"}


def test_a_legal_deck_has_no_problems() -> None:
    assert check_commander_deck([BILBO], [*singles(60), *[FOREST] * 39]) == []


def test_each_offending_card_is_named_with_its_rule() -> None:
    problems = check_commander_deck([BILBO], [*singles(58), BOLT, BEARS, BEARS, ISLAND, *[FOREST] * 37])
    text = [str(p) for p in problems]
    assert any(p.card == "Lightning Bolt" and p.rule == "903.5c" and "R" in p.reason for p in problems), text
    assert any(p.card == "Grizzly Bears" and p.rule == "903.5b" for p in problems), text
    assert any(p.card == "Island" and p.rule == "903.5d" for p in problems), text
    assert not any(p.card == "Forest" for p in problems)
    assert len(problems) == 3  # 1 + 99 cards: the size is right


def test_the_deck_has_exactly_100_cards_including_the_commander() -> None:
    problems = check_commander_deck([BILBO], [*singles(60), *[FOREST] * 40])
    assert [p.rule for p in problems] == ["903.5a"] and "101 cards" in problems[0].reason


def test_cards_saying_any_number_may_repeat() -> None:
    rats = card("Relentless Rats", "Creature \u2014 Rat", "{1}{B}{B}", "A deck can have any number of cards named Relentless Rats.")
    assert check_commander_deck([BILBO], [*[rats] * 30, *singles(30), *[FOREST] * 39]) == []


def test_who_can_be_a_commander() -> None:
    assert can_be_commander(BILBO)
    assert not can_be_commander(BEARS)
    walker = card("Teferi, Temporal Archmage", "Legendary Planeswalker \u2014 Teferi", "{4}{U}{U}", "Teferi, Temporal Archmage can be your commander.")
    assert can_be_commander(walker)
    problems = check_commander_deck([BEARS], [*singles(60), *[FOREST] * 39])
    assert [(p.card, p.rule) for p in problems] == [("Grizzly Bears", "903.3")]


def legend(name: str, text: str, subtypes: str = "Human", cost: str = "{W}") -> CardRecord:
    return card(name, f"Legendary Creature \u2014 {subtypes}", cost, text, power="1", toughness="1")


def test_partner_variants_pair_only_with_their_own_kind() -> None:
    a, b = legend("A", "Partner (You can have two commanders if both have partner.)"), legend("B", "Flying\nPartner")
    assert partner_problem(a, b) is None
    ff1, ff2 = legend("C", "Friends forever"), legend("D", "Friends forever (You can have two commanders if both have friends forever.)")
    assert partner_problem(ff1, ff2) is None
    assert partner_problem(a, ff1) is not None  # 702.124f: different partner abilities don't combine
    pw1, pw2 = legend("Pir", "Partner with Toothy (When this creature enters, target player may put Toothy into their hand from their library.)"), legend("Toothy", "Partner with Pir")
    assert partner_problem(pw1, pw2) is None
    assert partner_problem(pw1, b) is not None
    chooser = legend("E", "Choose a Background (You can have a Background as a second commander.)")
    background = card("Raised by Giants", "Legendary Enchantment \u2014 Background", "{5}{G}", "Commander creatures you own have base power and toughness 10/10.")
    assert partner_problem(chooser, background) is None
    assert partner_problem(a, background) is not None
    assert check_commander_deck([chooser, background], [*[FOREST] * 98]) == []  # a Background leads only with its chooser
    problems = check_commander_deck([chooser, BILBO], [*[FOREST] * 98])
    assert [p.rule for p in problems] == ["702.124a"]


def test_plain_and_arena_lists_name_the_commander_section() -> None:
    plain = parse_decklist("Commander\n1 Bilbo, Birthday Celebrant\n\nDeck\n60 Forest\n")
    arena = parse_decklist("Commander\n1 Bilbo, Birthday Celebrant (LTC) 4\n\nDeck\n60 Forest (LTR) 280\n")
    for d in (plain, arena):
        assert d.counts("commander") == {"Bilbo, Birthday Celebrant": 1}
        assert d.counts("main") == {"Forest": 60}


def test_a_deck_list_is_read_into_a_checked_commander_deck() -> None:
    records = {r.name: r for r in (BILBO, FOREST, BOLT, *singles(60))}
    ok = parse_decklist("Commander\n1 Bilbo, Birthday Celebrant\nDeck\n" + "".join(f"1 Filler {i}\n" for i in range(60)) + "39 Forest\n", "ok.txt")
    assert commander_deck(ok, records.__getitem__).commanders == ("Bilbo, Birthday Celebrant",)
    bad = parse_decklist("Commander\n1 Bilbo, Birthday Celebrant\nDeck\n1 Lightning Bolt\n" + "".join(f"1 Filler {i}\n" for i in range(60)) + "38 Forest\n", "bad.txt")
    with pytest.raises(CommanderDeckError, match=r"bad.txt(.|\n)*Lightning Bolt: its colour identity has R"):
        commander_deck(bad, records.__getitem__)
    with pytest.raises(CommanderDeckError, match="no commander"):
        commander_deck(parse_decklist("Deck\n99 Forest\n", "none.txt"), records.__getitem__)


@pytest.mark.shared
def test_the_shared_commander_precons_are_legal_commander_decks_or_name_their_unknown_cards() -> None:
    from manastack.carddata.catalog import default_catalog
    from manastack.carddata.decklist import load_decklist
    from manastack.carddata.errors import DeckListError

    catalog = default_catalog()
    legal = []
    for path in sorted((SHARED / "decks" / "more").glob("commander-*.txt")):
        try:
            deck = load_decklist(path)
        except DeckListError as e:
            assert "unknown card" in str(e) and path.name in str(e)  # a set newer than the card data
            continue
        legal.append(commander_deck(deck, lambda n: catalog.lookup(n)[0]).commanders)  # type: ignore[index]
    assert ("Kaalia of the Vast",) in legal and ("Shiko and Narset, Unified",) in legal
    assert len(legal) >= 5
