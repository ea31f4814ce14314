"""Ctrl-C during ``manastack sim`` stops cleanly: one line, the summary of the games finished so
far, ``--json`` written with them and marked as interrupted, no traceback from any worker
(issue 14, item 2)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.app.signals import sigint_as_a_terminal_sends_it


@pytest.mark.parametrize("workers", ["1", "2"])
def test_ctrl_c_during_sim_keeps_the_finished_games(tmp_path: Path, workers: str) -> None:
    out, logs = tmp_path / "r.json", tmp_path / "logs"
    env = {**os.environ, "COLUMNS": "200", "TERM": "dumb"}
    cmd = [sys.executable, "-c", "from manastack.cli import main; main()", "sim", "gruul", "gruul", "-n", "500", "-j", workers,
           "--ai", "random", "--seed", "1", "--json", str(out), "--logs", str(logs)]
    # A session of its own: Ctrl-C in a terminal signals the whole process group, workers too.
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True, preexec_fn=sigint_as_a_terminal_sends_it)
    # The signal goes once a game has finished: its log is saved as soon as it does.
    deadline = time.monotonic() + 300
    while not any(logs.glob("game-*.json")) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.2)
    assert proc.poll() is None, "the sim ended before the signal"
    os.killpg(proc.pid, signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 130, stdout + stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr + stdout
    lines = [ln for ln in stdout.splitlines() if ln.startswith("interrupted: ")]
    assert len(lines) == 1, stdout
    finished = int(lines[0].split()[1])
    assert lines[0] == f"interrupted: {finished} of 500 games finished" and 1 <= finished < 500
    assert f"{finished} games, seed 1" in stdout and "A win rate" in stdout
    data = json.loads(out.read_text())
    s = data["summary"]
    assert s["interrupted"] is True and s["games_planned"] == 500 and s["games"] == finished == len(data["games"])
    assert s["wins"] + s["losses"] + s["draws"] + s["failures"] == finished
    # Every finished game's log, and no other.
    assert sorted(p.name for p in logs.iterdir()) == sorted(f"game-{g['seed'] - 1:05d}-seed-{g['seed']}.json" for g in data["games"])
