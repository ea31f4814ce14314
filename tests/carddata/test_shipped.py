"""The card pool and deck lists shipped inside the package."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from manastack.carddata import load_file, parse_decklist
from manastack.carddata.catalog import SHIPPED, CardCatalog
from manastack.carddata.decks import shipped_deck_names, shipped_deck_text, shipped_decklist
from manastack.carddata.errors import DeckListError
from manastack.carddata.pack import read_pack_bytes
from manastack.carddata.shipped import shipped_index, shipped_pool_bytes, shipped_records

SHARED = Path(__file__).resolve().parents[3] / "shared"


def catalog() -> CardCatalog:
    return CardCatalog([(SHIPPED, shipped_index())])


def test_shipped_pool_is_small_and_fast() -> None:
    data = shipped_pool_bytes()
    assert data[:2] == b"\x1f\x8b" and len(data) < 100_000
    t = time.perf_counter()
    recs = read_pack_bytes(data, "shipped")
    assert time.perf_counter() - t < 0.5
    assert len(recs) >= 150


def test_shipped_pool_has_sets_and_tokens() -> None:
    recs = shipped_records()
    assert sum("HOB" in r.sets for r in recs) >= 186 and sum("LTR" in r.sets for r in recs) >= 150
    idx = shipped_index()
    for token in ("Food", "Treasure", "Clue", "Blood", "Orc Army"):
        assert idx.find_tokens(token), token
    assert idx.find("Bilbo, Fellow Conspirator") is not None


def test_shipped_decks() -> None:
    assert shipped_deck_names() == ["hob-black", "hob-blue", "hob-green", "hob-red", "hob-white"]
    for name in shipped_deck_names():
        deck = shipped_decklist(name, catalog())  # every name resolves in the shipped pool
        assert deck.size == 40 and not deck.sideboard, name
    gollum = shipped_decklist("hob-black", catalog()).counts()
    assert gollum["Gollum, Silent Slinker // Meager Meal"] == 2 and gollum["Swamp"] == 16


def test_unknown_shipped_deck() -> None:
    with pytest.raises(DeckListError, match=r"^unknown deck 'hob-whit'; did you mean 'hob-white'\? \(shipped decks: hob-black, hob-blue, hob-green, hob-red, hob-white, bilbo-commander\)$"):
        shipped_deck_text("hob-whit")


@pytest.mark.shared
def test_shipped_decks_match_the_shared_ones() -> None:
    for colour in ("white", "blue", "black", "red", "green"):
        assert shipped_deck_text(f"hob-{colour}") == (SHARED / "decks" / f"hob-welcome-{colour}.txt").read_text()


@pytest.mark.shared
def test_shipped_pool_holds_every_deck_and_support_card_as_in_the_oracle_file() -> None:
    idx = shipped_index()
    names = {e.name for f in (SHARED / "decks").glob("hob-welcome-*.txt") for e in parse_decklist(f.read_text()).main}
    names |= {ln.strip() for ln in (SHARED / "cards" / "support-pool.txt").read_text().splitlines() if ln.strip() and not ln.startswith("#")}
    assert len(names) == 147
    oracle = {r.name: r for r in load_file(SHARED / "cards" / "oracle-cards.json.gz")}
    for n in names:
        r = idx.find(n)
        assert r is not None, n
        assert r == oracle[r.name], n  # regenerated from the shared data, nothing lost
