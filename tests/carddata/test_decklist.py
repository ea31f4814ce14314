"""Deck lists: hand-written and MTG Arena formats, sections, comments, and every error."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.carddata import DeckListError, load_decklist, parse_decklist, read_decklist
from manastack.carddata.catalog import CardCatalog
from manastack.carddata.index import CardIndex
from manastack.carddata.record import CardFace, CardRecord


def rec(name: str, *faces: str, layout: str = "normal") -> CardRecord:
    fs = tuple(CardFace(f, "Instant") for f in faces) or (CardFace(name, "Instant"),)
    return CardRecord(name, layout, fs)


CAT = CardCatalog([("test", CardIndex([
    rec("Lightning Bolt"), rec("Counterspell"), rec("Negate"), rec("Troll of Khazad-d\u00fbm"), rec("Island"),
    rec("Giant Killer // Chop Down", "Giant Killer", "Chop Down", layout="adventure"), rec("Fire // Ice", "Fire", "Ice", layout="split"),
    rec("Alpha // Shared", "Alpha", "Shared", layout="split"), rec("Beta // Shared", "Beta", "Shared", layout="split"),
]))])


def test_plain_list_with_comments() -> None:
    text = "# My deck\n// burn\n4 Lightning Bolt\n\n4x Counterspell  # the best\n2X Fire // Ice\n10 Island\n"
    d = read_decklist(text, "d.txt", CAT)
    assert [(e.count, e.name, e.line) for e in d.main] == [(4, "Lightning Bolt", 3), (4, "Counterspell", 5), (2, "Fire // Ice", 6), (10, "Island", 7)]
    assert d.size == 20 and d.sideboard == () and d.card_names()[:5] == ["Lightning Bolt"] * 4 + ["Counterspell"]


def test_arena_export() -> None:
    text = "About\nName Burn\n\nDeck\n4 Lightning Bolt (M10) 146\n3 Giant Killer (ELD) 10 *F*\n20 Island (ZNR) 381\n\nSideboard\n2 Negate (M19) 69\n"
    d = read_decklist(text, "arena", CAT)
    assert [(e.count, e.name, e.set_code, e.collector_number) for e in d.main] == [
        (4, "Lightning Bolt", "M10", "146"), (3, "Giant Killer // Chop Down", "ELD", "10"), (20, "Island", "ZNR", "381")]
    assert d.counts("sideboard") == {"Negate": 2}


def test_sections_and_sb_prefix() -> None:
    text = "Commander:\n1 Troll of Khazad-dum\nMain\n4 Lightning Bolt\nSB: 1 Negate\nCompanion\n1 Counterspell\nsideboard\n2 Negate\n"
    d = read_decklist(text, "d", CAT)
    assert d.counts("commander") == {"Troll of Khazad-d\u00fbm": 1}  # accents and case are forgiven
    assert d.counts() == {"Lightning Bolt": 4}
    assert d.counts("sideboard") == {"Negate": 3, "Counterspell": 1}
    assert d.size == 5


def test_repeated_names_are_merged_in_counts() -> None:
    assert read_decklist("1 Island\n2 Island\n1 island", "d", CAT).counts() == {"Island": 4}


def test_missing_count() -> None:
    with pytest.raises(DeckListError) as e:
        parse_decklist("4 Lightning Bolt\nCounterspell\n", "d.txt")
    assert str(e.value) == "d.txt line 2: expected 'COUNT CARD NAME' (like '4 Lightning Bolt'), found 'Counterspell'"


def test_word_count() -> None:
    with pytest.raises(DeckListError, match=r"^d line 1: expected 'COUNT CARD NAME' \(like '4 Lightning Bolt'\), found 'four Lightning Bolt'$"):
        parse_decklist("four Lightning Bolt", "d")


def test_zero_count() -> None:
    with pytest.raises(DeckListError, match=r"^d line 1: the count of 'Lightning Bolt' must be at least 1, found 0$"):
        parse_decklist("0 Lightning Bolt", "d")


def test_missing_name() -> None:
    with pytest.raises(DeckListError, match=r"^d line 1: a card name is missing after the count in '4'$"):
        parse_decklist("4", "d")
    with pytest.raises(DeckListError, match=r"^d line 2: a card name is missing after the count in '3x'$"):
        parse_decklist("1 Island\n3x", "d")


def test_empty_deck() -> None:
    with pytest.raises(DeckListError, match=r"^d: no cards in the main deck$"):
        parse_decklist("# nothing\n\nSideboard\n2 Negate\n", "d")


def test_unknown_card_names_line_and_close_match() -> None:
    with pytest.raises(DeckListError) as e:
        read_decklist("4 Lightning Blot\n4 Counterspel\n2 Qwertyuiop\n", "d.txt", CAT)
    assert str(e.value).splitlines() == [
        "d.txt line 1: unknown card 'Lightning Blot'; did you mean 'Lightning Bolt'?",
        "d.txt line 2: unknown card 'Counterspel'; did you mean 'Counterspell'?",
        "d.txt line 3: unknown card 'Qwertyuiop'",
    ]


def test_ambiguous_face_name() -> None:
    with pytest.raises(DeckListError, match=r"^d line 1: 'Shared' is a face of several cards: Alpha // Shared, Beta // Shared; give the card's full name$"):
        read_decklist("1 Shared", "d", CAT)


def test_all_syntax_errors_at_once() -> None:
    with pytest.raises(DeckListError) as e:
        parse_decklist("Bolt\n0 Island\n2 Negate\n7", "d")
    assert [ln.split(":")[0] for ln in str(e.value).splitlines()] == ["d line 1", "d line 2", "d line 4"]


def test_load_decklist_file(tmp_path: Path) -> None:
    p = tmp_path / "deck.txt"
    p.write_text("\ufeff4 Lightning Bolt\n", encoding="utf-8")
    assert load_decklist(p, CAT).counts() == {"Lightning Bolt": 4}
    with pytest.raises(DeckListError, match=r"^cannot read deck list '.*nope\.txt': No such file or directory$"):
        load_decklist(tmp_path / "nope.txt", CAT)
    p.write_text("4 Lightning Blot\n")
    with pytest.raises(DeckListError, match=rf"^{p} line 1: unknown card 'Lightning Blot'"):
        load_decklist(p, CAT)
