"""Loading Scryfall and MTGJSON card files: every supported shape, multi-face layouts, gzip detection."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from manastack.carddata import CardRecord, load_file
from manastack.carddata.loaders import detect_format
from manastack.carddata.pack import pack_bytes, read_pack_bytes

from .fixtures import ATOMIC, SCRYFALL, SET_FILE, write_json

SHARED_CARDS = Path(__file__).resolve().parents[3] / "shared" / "cards"


def by_name(records: list[CardRecord]) -> dict[str, CardRecord]:
    return {r.name: r for r in records}


@pytest.fixture
def scryfall(tmp_path: Path) -> dict[str, CardRecord]:
    return by_name(load_file(write_json(tmp_path / "cards.json", SCRYFALL)))


def test_scryfall_normal_cards(scryfall: dict[str, CardRecord]) -> None:
    bolt = scryfall["Lightning Bolt"]
    assert bolt.layout == "normal" and len(bolt.faces) == 1
    assert (bolt.front.name, bolt.front.mana_cost, bolt.front.type_line) == ("Lightning Bolt", "{R}", "Instant")
    assert bolt.front.oracle_text == "Lightning Bolt deals 3 damage to any target."
    assert bolt.front.colors == ("R",) and bolt.color_identity == ("R",) and bolt.mana_value == 1.0
    assert bolt.sets == ("M10",)
    bears = scryfall["Grizzly Bears"]
    assert (bears.front.power, bears.front.toughness, bears.front.subtypes) == ("2", "2", ("Bear",))
    assert bears.sets == ("FDN",)
    ajani = scryfall["Ajani Goldmane"]
    assert ajani.front.loyalty == "4" and ajani.front.supertypes_and_types == ("Legendary", "Planeswalker")


def test_scryfall_adventure(scryfall: dict[str, CardRecord]) -> None:
    r = scryfall["Giant Killer // Chop Down"]
    assert r.layout == "adventure" and r.face_names == ("Giant Killer", "Chop Down")
    killer, chop = r.faces
    assert (killer.mana_cost, killer.power, killer.toughness, killer.colors) == ("{W}", "1", "2", ("W",))
    assert chop.type_line == "Instant \u2014 Adventure" and chop.subtypes == ("Adventure",) and chop.power is None
    assert chop.colors == ("W",)  # from the card when the face has none


def test_scryfall_split_transform_mdfc_flip(scryfall: dict[str, CardRecord]) -> None:
    fire_ice = scryfall["Fire // Ice"]
    assert fire_ice.layout == "split" and [f.mana_cost for f in fire_ice.faces] == ["{1}{R}", "{1}{U}"]
    assert fire_ice.faces[1].oracle_text == "Tap target permanent.\nDraw a card."
    delver = scryfall["Delver of Secrets // Insectile Aberration"]
    assert delver.layout == "transform" and delver.keywords == ("Transform", "Flying")
    assert delver.faces[1].mana_cost == "" and delver.faces[1].color_indicator == ("U",) and delver.faces[0].color_indicator is None
    assert (delver.faces[1].power, delver.faces[1].toughness) == ("3", "2")
    emeria = scryfall["Emeria's Call // Emeria, Shattered Skyclave"]
    assert emeria.layout == "modal_dfc" and emeria.faces[1].type_line == "Land" and emeria.faces[1].colors == ()
    akki = scryfall["Akki Lavarunner // Tok-Tok, Volcano Born"]
    assert akki.layout == "flip" and akki.faces[1].supertypes_and_types == ("Legendary", "Creature")
    assert [(f.power, f.toughness) for f in akki.faces] == [("1", "1"), ("2", "2")]
    assert akki.faces[1].colors == ("R",)


def test_scryfall_tokens_and_art_series(scryfall: dict[str, CardRecord]) -> None:
    assert scryfall["Food"].is_token and not scryfall["Lightning Bolt"].is_token
    assert "Lightning Bolt Art" not in scryfall  # art-series objects are not cards


def test_gzip_is_detected_by_content_not_name(tmp_path: Path) -> None:
    gz = write_json(tmp_path / "cards.json", SCRYFALL, gz=True)  # compressed, named .json
    plain = write_json(tmp_path / "cards.json.gz", SCRYFALL)  # plain, named .gz
    assert by_name(load_file(gz)) == by_name(load_file(plain))
    assert len(load_file(gz)) == len(SCRYFALL) - 1


def test_scryfall_api_list_page(tmp_path: Path) -> None:
    page = {"object": "list", "has_more": False, "data": SCRYFALL[:2]}
    assert [r.name for r in load_file(write_json(tmp_path / "page.json", page))] == ["Lightning Bolt", "Grizzly Bears"]


def test_mtgjson_atomic(tmp_path: Path) -> None:
    recs = by_name(load_file(write_json(tmp_path / "AtomicCards.json", ATOMIC)))
    bolt = recs["Lightning Bolt"]
    assert bolt.front.oracle_text == "Lightning Bolt deals 3 damage to any target." and bolt.sets == ("LEA", "M10")
    assert [(r.date, r.text) for r in bolt.rulings] == [("2024-01-01", "It can target a battle.")]
    killer = recs["Giant Killer // Chop Down"]
    assert killer.layout == "adventure" and killer.face_names == ("Giant Killer", "Chop Down")  # sorted by side
    assert killer.faces[0].power == "1" and killer.faces[1].mana_cost == "{2}{W}" and killer.keywords == ("Adventure",)
    delver = recs["Delver of Secrets // Insectile Aberration"]
    assert delver.layout == "transform" and delver.faces[1].color_indicator == ("U",)
    assert delver.keywords == ("Transform", "Flying")


def test_mtgjson_set_file_dedupes_printings_and_keeps_token_kinds(tmp_path: Path) -> None:
    recs = load_file(write_json(tmp_path / "ELD.json", SET_FILE))
    cards = [r for r in recs if not r.is_token]
    assert sorted(r.name for r in cards) == ["Forest", "Giant Killer // Chop Down"]
    assert all(r.sets == ("ELD",) for r in recs)
    tokens = [r for r in recs if r.is_token]
    assert sorted((t.name, t.front.colors) for t in tokens) == [("Food", ()), ("Human", ("R",)), ("Human", ("W",))]
    assert all(t.layout == "token" for t in tokens)


def test_mtgjson_all_printings(tmp_path: Path) -> None:
    doc = {"data": {"ELD": SET_FILE["data"], "XYZ": {"code": "XYZ", "cards": []}}}
    assert sorted(r.name for r in load_file(write_json(tmp_path / "AllPrintings.json", doc)) if not r.is_token) == ["Forest", "Giant Killer // Chop Down"]


def test_detect_format() -> None:
    assert detect_format([]) == "scryfall" and detect_format({"data": {}}) == "mtgjson"
    assert detect_format({"format": "manastack-cards"}) == "pack" and detect_format(3) == ""


def test_records_round_trip_through_a_pack(tmp_path: Path) -> None:
    recs = load_file(write_json(tmp_path / "a.json", SCRYFALL)) + load_file(write_json(tmp_path / "b.json", ATOMIC))
    back = read_pack_bytes(pack_bytes(recs, "test"), "test")
    key = lambda r: (r.name, r.sets)  # noqa: E731
    assert sorted(back, key=key) == sorted(recs, key=key)
    assert [r.rulings for r in sorted(back, key=key)] == [r.rulings for r in sorted(recs, key=key)]
    # a pack is itself a card file
    (tmp_path / "pack.json.gz").write_bytes(pack_bytes(recs, "test"))
    assert len(load_file(tmp_path / "pack.json.gz")) == len(recs)


def test_compact_form_leaves_out_defaults() -> None:
    d = load_file_from(SCRYFALL[1]).to_dict()
    assert d == {"name": "Grizzly Bears", "type_line": "Creature \u2014 Bear", "mana_cost": "{1}{G}", "power": "2",
                 "toughness": "2", "colors": ["G"], "sets": ["FDN"], "mana_value": 2}


def load_file_from(obj: dict[str, object]) -> CardRecord:
    from manastack.carddata.scryfall import card_from_scryfall

    r = card_from_scryfall(obj, "test")
    assert r is not None
    return r


@pytest.mark.shared
def test_shared_scryfall_oracle_file() -> None:
    recs = load_file(SHARED_CARDS / "oracle-cards.json.gz")
    assert len(recs) == 32326
    names = by_name(recs)
    gollum = names["Gollum, Silent Slinker // Meager Meal"]
    assert gollum.layout == "adventure" and gollum.faces[1].type_line == "Sorcery \u2014 Adventure"
    assert names["Fire // Ice"].layout == "split"
    assert names["Delver of Secrets // Insectile Aberration"].faces[1].colors == ("U",)
    assert names["Akki Lavarunner // Tok-Tok, Volcano Born"].layout == "flip"
    assert any(r.layout == "modal_dfc" for r in recs)
    layouts = {r.layout for r in recs if len(r.faces) > 1}
    assert {"adventure", "split", "transform", "modal_dfc", "flip"} <= layouts
    assert all(f.name and f.type_line for r in recs for f in r.faces)
    raw = json.load(gzip.open(SHARED_CARDS / "oracle-cards.json.gz"))
    assert sum(len(r.faces) for r in recs) == sum(len(x.get("card_faces") or [x]) for x in raw)
    back = read_pack_bytes(pack_bytes(recs, "all"), "all")
    assert sorted(back, key=lambda r: r.name) == sorted(recs, key=lambda r: r.name)


@pytest.mark.shared
def test_shared_tokens_file() -> None:
    recs = load_file(SHARED_CARDS / "tokens.json.gz")
    assert len(recs) == 908 and all(r.is_token for r in recs)


@pytest.mark.shared
def test_shared_mtgjson_atomic_sample() -> None:
    recs = by_name(load_file(SHARED_CARDS / "mtgjson-atomic-sample.json"))
    assert len(recs) == 85
    killer = recs["Giant Killer // Chop Down"]
    assert killer.face_names == ("Giant Killer", "Chop Down") and killer.faces[1].type_line == "Instant \u2014 Adventure"
    delver = recs["Delver of Secrets // Insectile Aberration"]
    assert delver.layout == "transform" and delver.faces[1].power == "3"
    assert any(r.rulings for r in recs.values())
    scry = by_name(load_file(SHARED_CARDS / "oracle-cards.json.gz"))
    # the two formats agree on the cards they share (faces: names, costs, types, power/toughness)
    for name, r in recs.items():
        other = scry.get(name)
        if other is None:
            continue
        assert [(f.name, f.mana_cost, f.type_line, f.power, f.toughness) for f in r.faces] == \
            [(f.name, f.mana_cost, f.type_line, f.power, f.toughness) for f in other.faces], name
