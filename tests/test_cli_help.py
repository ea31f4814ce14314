"""The command line's help: every command shows an example, and a short option means one thing
across all the commands."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import typer.main

from manastack.cli import app


def commands(c: Any = None, path: tuple[str, ...] = ()) -> Iterator[tuple[str, Any]]:
    c = c if c is not None else typer.main.get_command(app)
    if hasattr(c, "commands"):
        for name, sub in c.commands.items():
            yield from commands(sub, (*path, name))
    else:
        yield " ".join(path), c


def test_every_commands_help_has_an_example() -> None:
    assert [name for name, c in commands() if "Example" not in (c.help or "")] == []


def test_a_short_option_means_the_same_thing_in_every_command() -> None:
    """``-k`` was ``scenario --name`` and ``sim --workers``; ``sim`` now says ``-j``."""
    meaning: dict[str, set[str]] = {}
    for _, c in commands():
        for p in c.params:
            shorts = [o for o in p.opts if len(o) == 2]
            longs = [o for o in p.opts if o.startswith("--")]
            for s in shorts:
                meaning.setdefault(s, set()).update(longs)
    assert {s: ls for s, ls in meaning.items() if len(ls) > 1} == {}
    assert meaning["-k"] == {"--name"} and meaning["-j"] == {"--workers"}
