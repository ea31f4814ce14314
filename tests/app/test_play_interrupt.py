"""Ctrl-C during ``manastack play`` and ``watch`` stops cleanly: one line saying where the game
stopped, no traceback, exit status 130, and with ``--save`` the game so far saved as a log that
``replay`` plays back to the same state."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.app.signals import sigint_as_a_terminal_sends_it

CLI = [sys.executable, "-c", "from manastack.cli import main; main()"]
ENV = {**os.environ, "COLUMNS": "100", "TERM": "dumb", "PYTHONUNBUFFERED": "1"}


def interrupt(args: list[str], wait_for: str, stdin: str | None) -> tuple[int, str, str]:
    """Run the command, send it SIGINT once ``wait_for`` has been printed; its status and output.
    The output is read unbuffered, so nothing read before the signal is lost or read twice."""
    proc = subprocess.Popen([*CLI, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0, env=ENV, preexec_fn=sigint_as_a_terminal_sends_it)
    assert proc.stdin is not None and proc.stdout is not None
    if stdin:
        proc.stdin.write(stdin.encode())
        proc.stdin.flush()
    seen = b""
    deadline = time.monotonic() + 120
    while wait_for.encode() not in seen and time.monotonic() < deadline:
        chunk = os.read(proc.stdout.fileno(), 4096)
        if not chunk:
            break
        seen += chunk
    proc.send_signal(signal.SIGINT)
    rest, stderr = proc.communicate(timeout=60)
    return proc.returncode, (seen + rest).decode(), stderr.decode()


def replays(log: Path) -> bool:
    r = subprocess.run([*CLI, "replay", str(log)], capture_output=True, text=True, timeout=120)
    return r.returncode == 0 and "digest matches" in r.stdout


def test_ctrl_c_while_play_waits_for_an_answer_saves_the_game_so_far(tmp_path: Path) -> None:
    log = tmp_path / "game.json"
    status, out, err = interrupt(["play", "--seed", "3", "--save", str(log)], "your priority", "keep\n")
    assert status == 130, out + err
    assert "Traceback" not in err and "KeyboardInterrupt" not in out + err
    assert "stopped (Ctrl-C) on turn" in out and f"game log saved to {log}" in out
    assert replays(log)


@pytest.mark.parametrize("save", [True, False])
def test_ctrl_c_during_watch_stops_with_one_line(tmp_path: Path, save: bool) -> None:
    """A delay long enough that the game is still being played when the signal arrives (the pipe
    lets the process run ahead of what this test has read)."""
    log = tmp_path / "game.json"
    status, out, err = interrupt(["watch", "--seed", "3", "--delay", "0.3", *(["--save", str(log)] if save else [])], "turn 3", None)
    assert status == 130, out + err
    assert "Traceback" not in err and "KeyboardInterrupt" not in out + err
    assert [line for line in out.splitlines() if line.startswith("stopped (Ctrl-C) on turn")]
    assert replays(log) if save else not log.exists()
