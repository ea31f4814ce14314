"""Deck resolution for the commands: names, files, and every error case."""

from __future__ import annotations

from pathlib import Path

import pytest

from manastack.app.decks import (
    WELCOME_PAIR,
    UnsupportedCardsError,
    cards_from_list,
    default_decks,
    describe_decks,
    resolve_deck,
)
from manastack.carddata.decklist import parse_decklist
from manastack.carddata.errors import DeckListError


def test_builtin_decks_resolve_to_forty_engine_cards() -> None:
    for name in ("gruul", "orzhov-blue"):
        d = resolve_deck(name)
        assert len(d.cards) == 40 and d.kind == "built-in"


def test_a_deck_list_file_in_arena_form_with_sections_and_comments(tmp_path: Path) -> None:
    f = tmp_path / "burn.txt"
    f.write_text("// a burn deck\nDeck\n20 Mountain (M10) 230\n# spells\n4x Lightning Bolt\n16 Shock  # cheap\n\nSideboard\n2 Fog\n")
    d = resolve_deck(str(f))
    assert d.name == "burn" and d.kind == "file"
    assert d.card_names.count("Lightning Bolt") == 4 and len(d.cards) == 40  # the sideboard is not in the deck


def test_a_dungeon_card_is_refused_as_a_deck_card(tmp_path: Path) -> None:
    """CR 309.2: dungeon cards begin outside the game and aren't part of a deck."""
    f = tmp_path / "dungeon.txt"
    f.write_text("39 Swamp\n1 Lost Mine of Phandelver\n")
    with pytest.raises(DeckListError) as e:
        resolve_deck(str(f))
    assert "Lost Mine of Phandelver" in str(e.value) and "309.2" in str(e.value)


def test_an_unknown_card_names_the_line_and_close_matches(tmp_path: Path) -> None:
    f = tmp_path / "typo.txt"
    f.write_text("20 Mountain\n4 Lightnin Bolt\n")
    with pytest.raises(DeckListError) as e:
        resolve_deck(str(f))
    assert "line 2: unknown card 'Lightnin Bolt'" in str(e.value) and "'Lightning Bolt'" in str(e.value)


def test_every_unknown_card_is_reported_at_once() -> None:
    with pytest.raises(DeckListError) as e:
        cards_from_list(parse_decklist("4 Grizly Bears\n10 Forest\n2 Qwertyuiop Zxcv\n", "x.txt"))
    msg = str(e.value)
    assert "x.txt line 1: unknown card 'Grizly Bears'; did you mean 'Grizzly Bears'" in msg
    assert "x.txt line 3: unknown card 'Qwertyuiop Zxcv'" in msg


def test_a_malformed_line_is_an_error_with_its_line(tmp_path: Path) -> None:
    f = tmp_path / "bad.txt"
    f.write_text("20 Mountain\nLightning Bolt\n")
    with pytest.raises(DeckListError, match="line 2: expected 'COUNT CARD NAME'"):
        resolve_deck(str(f))


def test_an_unknown_deck_name_suggests_close_names() -> None:
    with pytest.raises(DeckListError, match="unknown deck 'gruull'; did you mean 'gruul'"):
        resolve_deck("gruull")


def test_a_card_in_the_data_without_an_engine_definition_is_not_supported() -> None:
    """Galadriel's Dismissal is a real card (in the shipped pool) that the engine can't play yet;
    the error names the card and its line, and says why where the compiler can."""
    text = "20 Plains\n1 Lightning Bolt\n"
    with pytest.raises(UnsupportedCardsError) as e:
        cards_from_list(parse_decklist(text + "1 Ringsight\n", "deck.txt"))
    assert "deck.txt line 3: not supported: Ringsight" in str(e.value)


def test_a_real_card_outside_the_shipped_pool_is_refused_with_its_clause_never_unknown() -> None:
    """Every real card resolves (the package ships the whole oracle data); one the engine can't
    play is refused naming its line and the clause that keeps it unsupported."""
    with pytest.raises(UnsupportedCardsError) as e:
        cards_from_list(parse_decklist("20 Forest\n4 Tarmogoyf\n", "deck.txt"))
    msg = str(e.value)
    assert "deck.txt line 2: not supported: Tarmogoyf" in msg and "card types among cards in all graveyards" in msg
    assert "unknown" not in msg


def test_decks_lists_builtin_and_welcome_decks_with_playability() -> None:
    infos = {i.name: i for i in describe_decks()}
    assert {"gruul", "orzhov-blue", "hob-white", "hob-blue", "hob-black", "hob-red", "hob-green"} <= set(infos)
    assert infos["gruul"].playable
    for n in ("hob-white", "hob-blue", "hob-black", "hob-red", "hob-green"):
        assert infos[n].size == 40
        assert infos[n].playable or "not supported" in infos[n].problem


def test_the_default_decks_are_two_playable_welcome_decks() -> None:
    infos = {i.name: i for i in describe_decks()}
    assert default_decks() == WELCOME_PAIR == ("hob-red", "hob-green")
    assert all(infos[n].playable and infos[n].kind == "Welcome Deck" for n in WELCOME_PAIR)
