"""The table pages in a real browser: Debian's chromium driven by Playwright (no browser download).
A whole game against the AI by clicking, two seats in two pages that never show each other's
hidden cards, and a reload mid-game. A failing test leaves screenshots of its pages in
``$MANASTACK_ARTIFACTS`` (default: ``<tmp>/manastack-browser``)."""

from __future__ import annotations

import os
import socket
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)"),
]
playwright_api = pytest.importorskip("playwright.sync_api", reason="needs the playwright pip package")
uvicorn = pytest.importorskip("uvicorn", reason="needs the [web] extra (uvicorn)")

from manastack.web.server import create_app  # noqa: E402
from manastack.web.tables import Lobby, Table  # noqa: E402
from tests.web.conftest import GREEN, RED, secret_names  # noqa: E402

ARTIFACTS = Path(os.environ.get("MANASTACK_ARTIFACTS", Path(tempfile.gettempdir()) / "manastack-browser"))


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[str, Lobby]]:
    """The app on a free port, run by uvicorn in a thread: its base URL and its lobby."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    lobby = Lobby()
    server = uvicorn.Server(uvicorn.Config(create_app(lobby), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "the server didn't start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}", lobby
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM))
        yield b
        b.close()


@contextmanager
def screenshots_on_failure(name: str, *pages: Any) -> Iterator[None]:
    try:
        yield
    except BaseException:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        for i, page in enumerate(pages):
            page.screenshot(path=str(ARTIFACTS / f"{name}-{i}.png"), full_page=True)
        raise


def version(page: Any) -> int:
    return int(page.evaluate("document.body.dataset.version"))


def click_something(page: Any) -> None:
    """Click "Pass" if it is offered, else the first action of the panel, else the first action of
    the first glowing card; then wait for the next state."""
    before = version(page)
    buttons = page.locator("#actions button.action")
    passing = buttons.filter(has_text="Pass")
    if passing.count():
        passing.first.click()
    elif buttons.count():
        buttons.first.click()
    else:
        page.locator(".can-act").first.click()
        page.locator("#menu button.action").first.click()
    page.wait_for_function(f"Number(document.body.dataset.version) !== {before}", timeout=15_000)


def table_of(page: Any, lobby: Lobby) -> Table:
    return lobby.tables[page.url.rsplit("/", 1)[1]]


def test_a_whole_game_against_the_ai_by_clicking(served: tuple[str, Lobby], browser: Any) -> None:
    url, lobby = served
    page = browser.new_page(viewport={"width": 1366, "height": 800})
    with screenshots_on_failure("ai-game", page):
        page.goto(url + "/")
        page.locator("#deck").select_option(RED)
        page.locator("#opponent_deck").select_option(GREEN)
        page.locator("#seed").fill("5")
        page.locator("#start").click()
        page.wait_for_url("**/t/*")
        page.wait_for_selector("body[data-version]")
        assert page.locator("#me .zone.hand .card").count() == 7 and page.locator("#opponent .zone.hand .card.back").count() == 7
        clicks = 0
        while not page.locator(".outcome").count():
            click_something(page)
            clicks += 1
            assert clicks < 200
        assert page.locator(".outcome").inner_text() == "You lost — opponent won."
        assert page.locator("#log li").last.inner_text().startswith("opponent wins the game")
        assert table_of(page, lobby).game.outcome() is not None


def test_two_seats_in_two_pages_never_show_each_others_hidden_cards(served: tuple[str, Lobby], browser: Any) -> None:
    url, lobby = served
    first = browser.new_page(viewport={"width": 1280, "height": 800})
    second = browser.new_context().new_page()
    with screenshots_on_failure("two-seats", first, second):
        first.goto(url + "/")
        first.locator("input[value=human]").check()
        first.locator("#seed").fill("4")
        first.locator("#start").click()
        first.wait_for_selector("body[data-version]")
        link = first.locator(".links input").first.input_value()
        table = table_of(first, lobby)
        assert link.endswith(table.seats[1].token)
        second.goto(link)
        second.wait_for_selector("body[data-version]")
        pages = (first, second)
        decks = tuple(tuple(t.game.state.objects[o].card for o in (*p.library, *p.hand)) for t in (table,) for p in t.game.state.players)
        for _ in range(15):
            for seat, page in enumerate(pages):
                page.wait_for_function(f"Number(document.body.dataset.version) === {table.version}")
                html = page.content()
                hidden = secret_names(table.game, 1 - seat, decks[seat])
                assert hidden and not any(n in html for n in hidden), hidden
                assert all(n in html for n in secret_names(table.game, seat, decks[1 - seat]))
            click_something(pages[table.game.decision.player])  # type: ignore[union-attr]


def test_a_reloaded_page_gets_the_game_back(served: tuple[str, Lobby], browser: Any) -> None:
    url, lobby = served
    page = browser.new_page()
    with screenshots_on_failure("reload", page):
        page.goto(url + "/")
        page.locator("#seed").fill("7")
        page.locator("#start").click()
        page.wait_for_selector("body[data-version]")
        for _ in range(5):
            click_something(page)
        hand = page.locator("#me .zone.hand").inner_text()
        seen = version(page)
        page.reload()
        page.wait_for_selector("body[data-version]")
        assert version(page) == seen == table_of(page, lobby).version
        assert page.locator("#me .zone.hand").inner_text() == hand
        assert page.locator("#status").inner_text() == "connected"
