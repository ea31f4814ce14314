"""``manastack cards update``: downloading card data, tested against a local HTTP server."""

from __future__ import annotations

import copy
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.carddata import CardDataError, default_catalog
from manastack.carddata.catalog import LOCAL
from manastack.carddata.download import bulk_file_url, download
from manastack.carddata.store import DATA_DIR_ENV, database_path, import_file
from manastack.cli import app

from .fixtures import SCRYFALL, write_json

runner = CliRunner()


class Files:
    """What the local server serves: path -> (body, bytes actually sent before closing)."""

    def __init__(self) -> None:
        self.files: dict[str, tuple[bytes, int | None]] = {}
        self.requests: list[str] = []


@pytest.fixture()
def server() -> Iterator[tuple[str, Files]]:
    files = Files()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            files.requests.append(self.path)
            if self.path not in files.files:
                self.send_error(404, "Not Found")
                return
            body, cut = files.files[self.path]
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body if cut is None else body[:cut])  # a cut: the connection drops early

        def log_message(self, format: str, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", files
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(d))
    return d


def _bolt(text: str = "Lightning Bolt deals 4 damage to any target.") -> bytes:
    """The fixture cards with Lightning Bolt's text changed."""
    cards = copy.deepcopy(SCRYFALL)
    cards[0]["oracle_text"] = text
    return json.dumps(cards).encode()


def _import_fixture(tmp_path: Path) -> None:
    import_file(write_json(tmp_path / "before.json", SCRYFALL))


def test_update_downloads_the_file_the_bulk_data_api_names_and_imports_it(server: tuple[str, Files], data_dir: Path, tmp_path: Path) -> None:
    base, files = server
    files.files["/bulk-data/oracle-cards"] = (json.dumps({"object": "bulk_data", "download_uri": f"{base}/file/oracle-cards-2026.json"}).encode(), None)
    files.files["/file/oracle-cards-2026.json"] = (_bolt(), None)
    assert bulk_file_url(f"{base}/bulk-data/oracle-cards") == f"{base}/file/oracle-cards-2026.json"
    _import_fixture(tmp_path)
    r = runner.invoke(app, ["cards", "update", f"{base}/file/oracle-cards-2026.json"])
    assert r.exit_code == 0, r.output
    assert "imported 9 records" in r.output
    # only Lightning Bolt's text changed, and it still compiles
    assert "engine: 1 cards new or changed; 0 newly playable, 0 no longer playable" in r.output
    record, source = default_catalog().lookup("Lightning Bolt")  # type: ignore[misc]
    assert source == LOCAL and "4 damage" in record.front.oracle_text
    assert (data_dir / "downloads" / "oracle-cards-2026.json").read_bytes() == _bolt()
    assert not list((data_dir / "downloads").glob("*.part"))


def test_an_interrupted_download_leaves_no_partial_file_and_the_database_alone(server: tuple[str, Files], data_dir: Path) -> None:
    base, files = server
    body = _bolt()
    files.files["/cards.json"] = (body, len(body) // 2)
    progress: list[tuple[int, int | None]] = []
    with pytest.raises(CardDataError, match=rf"cannot download {base}/cards.json: the connection closed after .* of {len(body):,} bytes"):
        download(f"{base}/cards.json", data_dir / "downloads" / "cards.json", progress=lambda d, t: progress.append((d, t)))
    assert progress and progress[-1][1] == len(body)
    assert list((data_dir / "downloads").iterdir()) == []
    r = runner.invoke(app, ["cards", "update", f"{base}/cards.json"])
    assert r.exit_code == 1 and "error: cannot download" in r.output
    assert not database_path().exists()


def test_offline_says_what_to_do(server: tuple[str, Files]) -> None:
    base, _ = server
    r = runner.invoke(app, ["cards", "update", f"{base}/missing.json"])
    assert r.exit_code == 1 and f"error: cannot download {base}/missing.json: the server answered 404" in r.output
    r = runner.invoke(app, ["cards", "update", "http://127.0.0.1:9/oracle.json"])  # nothing listens on port 9
    assert r.exit_code == 1
    assert "Check the network connection and run the command again, or download the file another way and give its path: manastack cards update FILE" in r.output


def test_update_from_a_file_reports_what_is_no_longer_playable(tmp_path: Path) -> None:
    _import_fixture(tmp_path)
    f = tmp_path / "oracle.json"
    f.write_bytes(_bolt("Frobnicate target creature."))
    r = runner.invoke(app, ["cards", "update", str(f)])
    assert r.exit_code == 0, r.output
    assert "engine: 1 cards new or changed; 0 newly playable, 1 no longer playable (Lightning Bolt)" in r.output
    f.write_bytes(_bolt())
    r = runner.invoke(app, ["cards", "update", str(f)])
    assert "engine: 1 cards new or changed; 1 newly playable, 0 no longer playable" in r.output
