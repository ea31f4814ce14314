"""The files the commands write (``sim --json``, ``--plot``, ``--logs``, ``play``/``watch --save``):
each path is checked before the work starts (:func:`check_output`), and results that still can't be
written at the end are kept somewhere else and said where (:func:`write_output`), never lost."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from manastack.errors import ManastackError


class OutputPathError(ManastackError):
    """An output option names a path that can't be written."""


def check_output(option: str, path: Path, *, folder: bool = False) -> None:
    """Raise :class:`OutputPathError` naming ``option`` and ``path`` unless the file ``path`` can
    be written: its folder exists and is writable and it is not itself a folder. With ``folder``,
    ``path`` is a folder to write files into: it is created now if it doesn't exist."""
    if folder:
        if path.exists() and not path.is_dir():
            raise OutputPathError(f"{option} {str(path)!r}: not a folder")
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise OutputPathError(f"{option} {str(path)!r}: cannot create the folder ({e.strerror})") from None
        parent = path
    else:
        if path.is_dir():
            raise OutputPathError(f"{option} {str(path)!r}: is a folder; give a file name")
        parent = path.parent
        if not parent.is_dir():
            raise OutputPathError(f"{option} {str(path)!r}: the folder {str(parent)!r} does not exist")
    if not os.access(parent, os.W_OK):
        raise OutputPathError(f"{option} {str(path)!r}: the folder {str(parent)!r} is not writable")


def write_output(path: Path, text: str, what: str, say: Callable[[str], None]) -> bool:
    """Write ``text`` (``what``: "the results", "the game log") to ``path``. If that fails, keep
    it in a new file in the temporary folder (or, failing that too, print it) and ``say`` where,
    with the error; False then."""
    try:
        path.write_text(text, encoding="utf-8")
        return True
    except OSError as e:
        problem = f"error: could not write {what} to {str(path)!r} ({e.strerror or e})"
    try:
        fd, kept = tempfile.mkstemp(prefix="manastack-", suffix=path.suffix or ".txt")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError:
        say(f"{problem}; {what} follow:")
        say(text)
        return False
    say(f"{problem}; {what} kept in {kept}")
    return False


__all__ = ["OutputPathError", "check_output", "write_output"]
