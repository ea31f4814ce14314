"""Malformed card files: each gives a CardDataError naming the file and the entry or key, never a traceback."""

from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from manastack.carddata import CardDataError, load_file
from manastack.carddata.pack import pack_bytes, read_pack_bytes
from manastack.errors import ManastackError

from .fixtures import ATOMIC, SCRYFALL, SET_FILE, write_json


def error_for(tmp_path: Path, content: bytes | object, name: str = "bad.json") -> str:
    p = tmp_path / name
    p.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    with pytest.raises(CardDataError) as info:
        load_file(p)
    assert isinstance(info.value, ManastackError)
    msg = str(info.value)
    assert str(p) in msg  # every message names the file
    return msg


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match=r"cannot read card file '.*nowhere\.json': No such file or directory"):
        load_file(tmp_path / "nowhere.json")


def test_damaged_gzip(tmp_path: Path) -> None:
    msg = error_for(tmp_path, b"\x1f\x8b\x08\x00garbage", "cards.json.gz")
    assert "looks gzip-compressed but cannot be decompressed" in msg
    truncated = gzip.compress(json.dumps(SCRYFALL).encode())[:-20]
    assert "cannot be decompressed" in error_for(tmp_path, truncated, "cut.json.gz")


def test_invalid_json(tmp_path: Path) -> None:
    msg = error_for(tmp_path, b'[\n  {"name": "Lightning Bolt",\n   "type_line": }\n]')
    assert msg.endswith("is not valid JSON: Expecting value at line 3 column 17")


def test_empty_and_non_utf8(tmp_path: Path) -> None:
    assert error_for(tmp_path, b"  \n").endswith("is empty")
    assert error_for(tmp_path, b'["\xff\xfe"]').endswith("is not UTF-8 text (byte 2)")


def test_not_a_card_file(tmp_path: Path) -> None:
    assert error_for(tmp_path, 42).endswith("not a card file this version understands (expected a Scryfall card list or an MTGJSON file with a 'data' object); found a number")
    assert error_for(tmp_path, {"cards": [], "meta": {}}).endswith("found an object with keys 'cards', 'meta'")


def test_scryfall_entry_not_an_object(tmp_path: Path) -> None:
    assert error_for(tmp_path, [SCRYFALL[0], "Lightning Bolt"]).endswith(": entry 1: expected a card object, found a string")


def test_scryfall_missing_name(tmp_path: Path) -> None:
    bad = copy.deepcopy(SCRYFALL)
    del bad[1]["name"]
    assert error_for(tmp_path, bad).endswith(": entry 1: missing key 'name'")


def test_scryfall_missing_type_line(tmp_path: Path) -> None:
    bad = copy.deepcopy(SCRYFALL)
    del bad[1]["type_line"]
    assert error_for(tmp_path, bad).endswith(": entry 1 ('Grizzly Bears'): missing key 'type_line'")


def test_scryfall_wrong_types(tmp_path: Path) -> None:
    bad: list[dict[str, Any]] = copy.deepcopy(SCRYFALL)
    bad[0]["oracle_text"] = 3
    assert error_for(tmp_path, bad).endswith(": entry 0 ('Lightning Bolt'): key 'oracle_text' should be a string, found a number")
    bad = copy.deepcopy(SCRYFALL)
    bad[0]["colors"] = "R"
    assert error_for(tmp_path, bad).endswith("('Lightning Bolt'): key 'colors' should be a list of strings, found a string")
    bad = copy.deepcopy(SCRYFALL)
    bad[1]["power"] = [2]
    assert error_for(tmp_path, bad).endswith("('Grizzly Bears'): key 'power' should be a string, found a list")
    bad = copy.deepcopy(SCRYFALL)
    bad[1]["cmc"] = "two"
    assert error_for(tmp_path, bad).endswith("('Grizzly Bears'): key 'cmc' should be a number, found a string")


def test_numbers_given_as_numbers_are_accepted(tmp_path: Path) -> None:
    ok = copy.deepcopy(SCRYFALL)
    ok[1]["power"], ok[1]["toughness"] = 2, 2.0
    bears = next(r for r in load_file(write_json(tmp_path / "ok.json", ok)) if r.name == "Grizzly Bears")
    assert (bears.front.power, bears.front.toughness) == ("2", "2")


def test_scryfall_bad_faces(tmp_path: Path) -> None:
    bad = copy.deepcopy(SCRYFALL)
    bad[2]["card_faces"] = []
    assert error_for(tmp_path, bad).endswith(": entry 2 ('Giant Killer // Chop Down'): key 'card_faces' is an empty list")
    bad = copy.deepcopy(SCRYFALL)
    del bad[2]["card_faces"][1]["name"]
    assert error_for(tmp_path, bad).endswith(": entry 2 ('Giant Killer // Chop Down'): card_faces[1]: missing key 'name'")
    bad = copy.deepcopy(SCRYFALL)
    bad[3]["card_faces"] = {"name": "Fire"}
    assert error_for(tmp_path, bad).endswith(": entry 3 ('Fire // Ice'): key 'card_faces' should be a list, found an object")
    bad = copy.deepcopy(SCRYFALL)
    bad[3]["card_faces"][0] = None
    assert error_for(tmp_path, bad).endswith(": entry 3 ('Fire // Ice'): card_faces[0]: expected a card object, found null")


def test_mtgjson_data_not_an_object(tmp_path: Path) -> None:
    assert error_for(tmp_path, {"meta": {}, "data": [1]}).endswith(": key 'data' should be an object, found a list")


def test_mtgjson_faces_not_a_list(tmp_path: Path) -> None:
    bad = copy.deepcopy(ATOMIC)
    bad["data"]["Lightning Bolt"] = {"name": "Lightning Bolt"}
    assert error_for(tmp_path, bad).endswith(": data['Lightning Bolt']: expected a list of card faces, found an object")
    bad["data"]["Lightning Bolt"] = []
    assert error_for(tmp_path, bad).endswith(": data['Lightning Bolt']: expected a list of card faces, found an empty list")


def test_mtgjson_face_missing_type(tmp_path: Path) -> None:
    bad = copy.deepcopy(ATOMIC)
    del bad["data"]["Giant Killer // Chop Down"][0]["type"]
    assert error_for(tmp_path, bad).endswith(": data['Giant Killer // Chop Down'][0] ('Giant Killer // Chop Down'): missing key 'type'")


def test_mtgjson_bad_ruling(tmp_path: Path) -> None:
    bad = copy.deepcopy(ATOMIC)
    bad["data"]["Lightning Bolt"][0]["rulings"] = [{"date": "2024-01-01"}]
    assert error_for(tmp_path, bad).endswith(": data['Lightning Bolt'][0] ('Lightning Bolt'): rulings[0]: missing key 'text'")


def test_mtgjson_set_file_errors(tmp_path: Path) -> None:
    bad = copy.deepcopy(SET_FILE)
    bad["data"]["tokens"] = "none"
    assert error_for(tmp_path, bad).endswith(": data: key 'tokens' should be a list, found a string")
    bad = copy.deepcopy(SET_FILE)
    bad["data"]["cards"][4] = 7
    assert error_for(tmp_path, bad).endswith(": data.cards[4]: expected a card object, found a number")


def test_damaged_pack() -> None:
    with pytest.raises(CardDataError, match=r"^db: damaged card pack \(.*\); re-import the card file$"):
        read_pack_bytes(b"\x1f\x8b\x08\x00xx", "db")
    with pytest.raises(CardDataError, match=r"^db: not a manastack card pack$"):
        read_pack_bytes(b"[]", "db")
    newer = json.dumps({"format": "manastack-cards", "version": 99, "cards": []}).encode()
    with pytest.raises(CardDataError, match=r"^db: card pack version 99 is not supported \(this manastack reads version 1\); re-import the card file$"):
        read_pack_bytes(newer, "db")
    broken = json.dumps({"format": "manastack-cards", "version": 1, "cards": [{"name": "X"}]}).encode()
    with pytest.raises(CardDataError, match=r"^db: cards\[0\] \('X'\): malformed record \(KeyError: 'type_line'\)$"):
        read_pack_bytes(broken, "db")
    assert read_pack_bytes(pack_bytes([], "empty"), "db") == []
