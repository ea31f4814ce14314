"""The user's local card database (``manastack cards import``) and ``manastack cards show``."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.carddata import CardDataError, default_catalog, find_record
from manastack.carddata.catalog import LOCAL, SHIPPED
from manastack.carddata.store import DATA_DIR_ENV, database_path, import_file, load_database
from manastack.cli import app
from manastack.errors import UnknownCardError

from .fixtures import ATOMIC, SCRYFALL, write_json

runner = CliRunner()


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(d))
    return d


def test_database_lives_in_the_data_dir(data_dir: Path) -> None:
    assert database_path() == data_dir / "cards.json.gz"
    assert load_database() == []  # nothing imported yet


def test_import_round_trip(tmp_path: Path, data_dir: Path) -> None:
    src = write_json(tmp_path / "oracle.json.gz", SCRYFALL, gz=True)
    s = import_file(src)
    assert (s.read, s.added, s.replaced, s.total, s.tokens) == (9, 9, 0, 9, 1)
    assert s.database == data_dir / "cards.json.gz" and s.database.read_bytes()[:2] == b"\x1f\x8b"
    stored = {r.name: r for r in load_database()}
    from manastack.carddata import load_file

    assert stored == {r.name: r for r in load_file(src)}
    # a second file merges: shared names are replaced, others kept
    s2 = import_file(write_json(tmp_path / "atomic.json", ATOMIC))
    assert (s2.read, s2.added, s2.replaced, s2.total) == (3, 0, 3, 9)
    assert {r.name: r for r in load_database()}["Lightning Bolt"].rulings  # the MTGJSON version won
    s3 = import_file(write_json(tmp_path / "atomic.json", ATOMIC), replace=True)
    assert s3.total == 3


def test_local_database_wins_over_the_shipped_pool(tmp_path: Path) -> None:
    assert default_catalog().lookup("Lightning Bolt")[1] == SHIPPED  # type: ignore[index]
    changed = copy.deepcopy(SCRYFALL)
    changed[0]["oracle_text"] = "Lightning Bolt deals 4 damage to any target."
    import_file(write_json(tmp_path / "c.json", changed))
    record, source = default_catalog().lookup("Lightning Bolt")  # type: ignore[misc]
    assert source == LOCAL and "4 damage" in record.front.oracle_text
    # names the local database lacks still come from the shipped pool
    assert default_catalog().lookup("Gollum, Silent Slinker")[1] == SHIPPED  # type: ignore[index]
    assert find_record("chop down").name == "Giant Killer // Chop Down"  # face name, any case


def test_failed_import_leaves_the_database_alone(tmp_path: Path) -> None:
    import_file(write_json(tmp_path / "good.json", SCRYFALL))
    before = database_path().read_bytes()
    bad = copy.deepcopy(SCRYFALL)
    bad.append({"name": "Broken"})
    with pytest.raises(CardDataError, match=r"entry 10 \('Broken'\): missing key 'type_line'"):
        import_file(write_json(tmp_path / "bad.json", bad))
    with pytest.raises(CardDataError, match=r"holds no cards"):
        import_file(write_json(tmp_path / "empty.json", []))
    assert database_path().read_bytes() == before


def test_damaged_database_is_reported(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    database_path().write_bytes(b"\x1f\x8b\x08\x00broken")
    with pytest.raises(CardDataError, match=r"card database '.*cards\.json\.gz': damaged card pack"):
        find_record("Lightning Bolt")


def test_unknown_name_suggests_close_matches() -> None:
    with pytest.raises(UnknownCardError, match=r"^unknown card 'Lightning Blot'; did you mean 'Lightning Bolt', 'Lightning Blow', 'Lightning Blast'\?$"):
        find_record("Lightning Blot")
    with pytest.raises(UnknownCardError, match=r"^unknown card 'Xyzzy Qwerty'$"):
        find_record("Xyzzy Qwerty")


def test_cli_import_and_show(tmp_path: Path) -> None:
    src = write_json(tmp_path / "oracle.json", SCRYFALL)
    r = runner.invoke(app, ["cards", "import", str(src)])
    assert r.exit_code == 0, r.output
    assert "imported 9 records" in r.output and "9 new" in r.output
    r = runner.invoke(app, ["cards", "show", "Chop Down"])
    assert r.exit_code == 0, r.output
    assert r.output.splitlines()[:3] == [
        "Giant Killer // Chop Down  (adventure)  [local database]",
        "-- face 1: Giant Killer  {W}",
        "Creature \u2014 Human Peasant  1/2",
    ]
    assert "-- face 2: Chop Down  {2}{W}" in r.output and "Destroy target creature with power 4 or greater." in r.output
    assert r.output.rstrip().endswith("engine: compiled from its oracle text")
    r = runner.invoke(app, ["cards", "show", "Lightning Bolt"])
    assert r.output.rstrip().endswith("engine: compiled from its oracle text")
    r = runner.invoke(app, ["cards", "show", "Thopter Spy Network"])
    assert "engine: not supported yet: 'Whenever one or more artifact creatures you control deal combat damage to a player, draw a card.'" in r.output


def test_cli_show_shipped_card_and_token() -> None:
    r = runner.invoke(app, ["cards", "show", "Troll of Khazad-dum"])
    assert r.exit_code == 0 and r.output.startswith("Troll of Khazad-d\u00fbm  {5}{B}  [shipped pool]\nCreature \u2014 Troll  6/5\n")
    r = runner.invoke(app, ["cards", "show", "Food Token"])
    assert r.exit_code == 0 and "Token Artifact \u2014 Food" in r.output and "engine:" not in r.output


def test_cli_errors(tmp_path: Path) -> None:
    """An unknown card name or a bad option value is bad input (exit 2); card data that can't be
    read is a failure (exit 1)."""
    r = runner.invoke(app, ["cards", "coverage", "--top", "-3"])
    assert r.exit_code == 2 and "--top" in r.output
    r = runner.invoke(app, ["cards", "show", "Lightning Blot"])
    assert r.exit_code == 2 and "error: unknown card 'Lightning Blot'; did you mean 'Lightning Bolt', 'Lightning Blow', 'Lightning Blast'?" in r.output
    r = runner.invoke(app, ["cards", "import", str(tmp_path / "missing.json")])
    assert r.exit_code == 1 and "error: cannot read card file" in r.output and "Traceback" not in r.output
    (tmp_path / "bad.json").write_text("[1, 2")
    r = runner.invoke(app, ["cards", "import", str(tmp_path / "bad.json")])
    assert r.exit_code == 1 and "is not valid JSON" in r.output


def test_cli_deck(tmp_path: Path) -> None:
    r = runner.invoke(app, ["cards", "deck", "hob-black"])
    assert r.exit_code == 0 and r.output.startswith("main (40 cards)\n") and "2 Gollum, Silent Slinker // Meager Meal" in r.output
    p = tmp_path / "d.txt"
    p.write_text("4 Lightning Blot\n")
    r = runner.invoke(app, ["cards", "deck", str(p)])
    assert r.exit_code == 2 and f"error: {p} line 1: unknown card 'Lightning Blot'; did you mean 'Lightning Bolt', 'Lightning Blow'" in r.output


def test_cli_show_any_real_card_from_the_shipped_oracle_data() -> None:
    """Every card of the oracle data ships with the package: a card outside the shipped pool is
    shown with its cost, text and why the engine can't play it yet (never "unknown card")."""
    r = runner.invoke(app, ["cards", "show", "Tarmogoyf"])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[:2] == ["Tarmogoyf  {1}{G}  [all cards]", "Creature \u2014 Lhurgoyf  */1+*"]
    assert lines[-1].startswith("engine: not supported yet: ") and "card types among cards in all graveyards" in lines[-1]


def test_cli_coverage_of_a_folder_of_deck_lists(tmp_path: Path) -> None:
    """`cards coverage --decks DIR`: each deck playable or not with the cards that keep it from
    being so, the totals, and the cards in the most unplayable decks."""
    (tmp_path / "burn.txt").write_text("20 Mountain\n4 Lightning Bolt\n\nSideboard\n2 Tarmogoyf\n")
    (tmp_path / "goyf.txt").write_text("20 Forest\n4 Tarmogoyf\n2 Qwertyuiop Zxcv\n")
    (tmp_path / "goyf2.dec").write_text("20 Forest\n4 Tarmogoyf\n4 Grizzly Bears\n")
    r = runner.invoke(app, ["cards", "coverage", "--decks", str(tmp_path)])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[:3] == [
        "burn: playable (2 different cards)",  # the sideboard doesn't count
        "goyf: 2 of 3 different cards not playable: Tarmogoyf, Qwertyuiop Zxcv (unknown)",
        "goyf2: 1 of 3 different cards not playable: Tarmogoyf",
    ]
    assert lines[3:] == ["1 of 3 decks playable", "the 1 cards in the most unplayable decks:", "    2  Tarmogoyf"]
    r = runner.invoke(app, ["cards", "coverage", "--decks", str(tmp_path / "missing")])
    assert r.exit_code == 1 and "no deck lists" in r.output

