"""``manastack serve`` without the [web] extra says how to install it, and refuses a search level
that is not the search player's."""

from __future__ import annotations

import sys

import pytest
from typer.testing import CliRunner

from manastack.cli import app


def test_serve_without_the_web_extra_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # importing it raises ImportError
    result = CliRunner().invoke(app, ["serve", "--port", "8765"])
    assert result.exit_code == 2
    assert "pip install 'manastack[web]'" in result.output and "uvicorn is missing" in result.output


def test_serve_refuses_a_search_level_that_is_not_the_search_players() -> None:
    for level in ("heuristic", "mcts:lots"):
        result = CliRunner().invoke(app, ["serve", "--search", level], env={"COLUMNS": "200"})
        assert result.exit_code == 2, result.output
        assert f"the search level must be mcts, mcts:N (playouts) or mcts:Ns (seconds), got {level!r}" in result.output
