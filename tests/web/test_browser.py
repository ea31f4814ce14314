"""The table pages in a real browser: Debian's chromium driven by Playwright (no browser download).
A whole game against the AI by clicking, the search AI thinking and its moves shown one by one,
two seats in two pages that never show each other's hidden cards, and a reload mid-game. A failing test leaves screenshots of its pages in
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

from manastack.ai import MCTSPlayer  # noqa: E402
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
    app = create_app(lobby, search="mcts:2")  # the search AI at 2 playouts a decision
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
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


def await_decision(page: Any) -> None:
    """Wait until no AI is thinking and the page offers an action, or tells the outcome."""
    page.wait_for_function(
        "!document.getElementById('thinking') && document.querySelector('#actions button.action, #board .can-act, .outcome') !== null",
        timeout=30_000,
    )


def click_something(page: Any) -> None:
    """Once the page offers an action, click "Pass" if it is offered, else the first action of the
    panel, else the first action of the first glowing card; then wait for the next state."""
    await_decision(page)
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
        await_decision(page)
        while not page.locator(".outcome").count():
            click_something(page)
            await_decision(page)
            clicks += 1
            assert clicks < 200
        assert page.locator(".outcome").inner_text() == "You lost — opponent won."
        assert page.locator("#log li").last.inner_text().startswith("opponent wins the game")
        assert table_of(page, lobby).game.outcome() is not None


#: Records, at every change of the page, the version it shows and the thinking line if there is one.
RECORD_THINKING = """
window.shown = [];
new MutationObserver(() => {
  const line = document.getElementById("thinking");
  window.shown.push([Number(document.body.dataset.version), line ? line.textContent : null]);
}).observe(document, {subtree: true, childList: true, attributes: true});
"""


def test_the_search_ai_thinks_and_its_moves_show_one_by_one(served: tuple[str, Lobby], browser: Any) -> None:
    """Against the search AI, chosen on the start page: after a click, the page says the AI is
    thinking and shows the game after each of its moves, then offers the next decision."""
    url, lobby = served
    page = browser.new_page(viewport={"width": 1366, "height": 800})
    page.add_init_script(RECORD_THINKING)
    with screenshots_on_failure("search-ai", page):
        page.goto(url + "/")
        assert page.locator("label", has_text="the search AI (stronger, slower)").count() == 1
        page.locator("input[value=mcts]").check()
        page.locator("#seed").fill("5")
        page.locator("#start").click()
        page.wait_for_selector("body[data-version]")
        table = table_of(page, lobby)
        assert isinstance(table.seats[1].ai, MCTSPlayer) and table.seats[1].ai.playouts == 2
        streamed = 0
        for _ in range(30):
            click_something(page)
            await_decision(page)
            if page.locator(".outcome").count():
                break
            shown = page.evaluate("window.shown.splice(0)")
            thinking = {v for v, line in shown if line is not None}
            if len(thinking) > 1:  # the AI's moves were shown one by one while it thought
                assert {line for _, line in shown if line is not None} == {"opponent is thinking…"}
                assert max(thinking) < version(page) == table.version and not table.thinking
                assert page.locator("#actions button.action, #board .can-act").count()
                streamed += 1
                if streamed == 3:
                    break
        assert streamed == 3


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
        await_decision(page)
        hand = page.locator("#me .zone.hand").inner_text()
        seen = version(page)
        page.reload()
        page.wait_for_selector("body[data-version]")
        assert version(page) == seen == table_of(page, lobby).version
        assert page.locator("#me .zone.hand").inner_text() == hand
        assert page.locator("#status").inner_text() == "connected"
