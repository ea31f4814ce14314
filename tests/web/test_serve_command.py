"""``manastack serve`` without the [web] extra says how to install it."""

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
