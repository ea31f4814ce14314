"""The on-disk cache of compiled cards, card name and token lookups and the dungeons' names (:mod:`manastack.carddata.disk_cache`):
a second run reads what the first computed, keyed by the card's text and the package, and a cache
that can't be used never changes a result."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from manastack.carddata import disk_cache
from manastack.carddata.catalog import default_catalog
from manastack.carddata.record import CardFace, CardRecord
from manastack.cards import compiled
from manastack.oracle import compile as compiler


def _record(text: str) -> CardRecord:
    return CardRecord("Test Ogre", "normal", (CardFace("Test Ogre", "Creature — Ogre", "{2}{R}", text, "3", "3"),))


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(disk_cache.CACHE_DIR_ENV, str(tmp_path))
    monkeypatch.setattr(compiled, "_cache", {})
    return tmp_path


def _no_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*_: object) -> None:
        raise AssertionError("compiled again instead of read from the cache")

    monkeypatch.setattr(compiler, "compile_card", fail)  # where compile_record takes it from


def test_a_compiled_card_is_read_back_from_disk(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = compiled.compile_record(_record("Trample"))
    assert first.card is not None and list(cache.rglob("*.pickle"))
    monkeypatch.setattr(compiled, "_cache", {})
    _no_compiling(monkeypatch)
    again = compiled.compile_record(_record("Trample"))
    assert again == first


def test_another_text_is_another_entry(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled.compile_record(_record("Trample"))
    monkeypatch.setattr(compiled, "_cache", {})
    haste = compiled.compile_record(_record("Haste"))
    assert haste.card is not None and "Haste" in haste.card.oracle_text
    assert len(list(cache.rglob("*.pickle"))) == 2


def test_an_unreadable_entry_is_computed_again(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled.compile_record(_record("Trample"))
    (entry,) = cache.rglob("*.pickle")
    entry.write_bytes(b"not a pickle")
    monkeypatch.setattr(compiled, "_cache", {})
    again = compiled.compile_record(_record("Trample"))
    assert again.card is not None and again.card.name == "Test Ogre"


def test_the_cache_can_be_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(disk_cache.CACHE_DIR_ENV, "off")
    monkeypatch.setattr(compiled, "_cache", {})
    assert compiled.compile_record(_record("Trample")).card is not None
    assert disk_cache.cache_dir() is None and not list(tmp_path.rglob("*.pickle"))


def test_a_name_found_in_the_card_data_is_looked_up_without_reading_it_again(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from manastack.carddata import shipped

    record = default_catalog().card("Tarmogoyf")
    assert record.name == "Tarmogoyf"

    def fail() -> None:
        raise AssertionError("read the full card data again")

    monkeypatch.setattr(shipped, "all_cards_index", fail)
    assert default_catalog().card("Tarmogoyf") == record


def test_the_dungeons_are_found_without_reading_the_card_data_again(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 309.2: every game gives each player the dungeon cards; finding them means looking through
    the whole card data once — after that, the names of the Dungeon cards and the token lookup of
    Undercity (726.2) are read from the cache."""
    from manastack.carddata import shipped
    from manastack.cards.dungeons import dungeon_cards

    first = dungeon_cards.__wrapped__()  # not the in-process memo: the disk cache is under test
    assert "Lost Mine of Phandelver" in [c.name for c in first]

    def fail() -> None:
        raise AssertionError("read the full card data again")

    monkeypatch.setattr(shipped, "all_cards_index", fail)
    assert dungeon_cards.__wrapped__() == first


def test_a_card_read_twice_has_one_definition(cache: Path) -> None:
    """Cards with the same definition are interchangeable (one is offered for ordering,
    rules.cards._order_cards): a card's record read again from the cache gives the same one."""
    from manastack.cards.lookup import catalog_card

    assert catalog_card("Wrath of God") is catalog_card("Wrath of God")


def test_importing_cards_changes_what_a_cached_name_resolves_to(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A name's cached lookup is keyed by the local database as it is: after an import the name
    resolves to the imported card, not to what was cached before."""
    import json

    from manastack.carddata.store import DATA_DIR_ENV, import_file

    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    assert "3 damage" in default_catalog().card("Lightning Bolt").oracle_text
    card = {"object": "card", "name": "Lightning Bolt", "mana_cost": "{R}", "type_line": "Instant", "layout": "normal",
            "oracle_text": "Lightning Bolt deals 4 damage to any target."}
    (tmp_path / "bolt.json").write_text(json.dumps([card]))
    import_file(tmp_path / "bolt.json")
    assert "4 damage" in default_catalog().card("Lightning Bolt").oracle_text


def test_cards_and_tokens_in_the_cache_are_read_without_loading_the_compiler(tmp_path: Path) -> None:
    """A deck, a token (CR 111.10: Food) and the dungeon cards a new game reads (309.2, some of
    them unsupported) whose compilations are in the disk cache are read without the compiler's
    grammar (manastack.oracle.compile, the bulk of a start-up's imports) or its IR
    (manastack.oracle.ir): the first run compiles and fills the cache, the second only reads it."""
    script = ("import sys; from manastack.app.decks import resolve_deck; from manastack.cards.tokens import predefined_token; "
              "from manastack.game import Game; d = resolve_deck('hob-green'); Game.new([('A', list(d.cards)), ('B', list(d.cards))], seed=1); "
              "print(predefined_token('Food').name, 'manastack.oracle.compile' in sys.modules, 'manastack.oracle.ir' in sys.modules)")
    env = {**os.environ, disk_cache.CACHE_DIR_ENV: str(tmp_path)}
    runs = [subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True).stdout.strip() for _ in range(2)]
    assert runs == ["Food True True", "Food False False"]
