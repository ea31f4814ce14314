"""``manastack play`` driven through the terminal by a script of typed answers, to the end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def run_play(script: str, *args: str, timeout: int = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "100", "TERM": "dumb"}
    cmd = [sys.executable, "-c", "from manastack.cli import main; main()", "play", *args]
    return subprocess.run(cmd, input=script, capture_output=True, text=True, timeout=timeout, env=env)


def test_a_whole_game_played_through_the_terminal(tmp_path: Path) -> None:
    """Typed answers: help, an unknown answer, the log, keep by text, then always action 1 (the
    first action after Pass, numbered 0: play a land, cast a spell, declare the first attacker...).
    The game reaches its end; the board, the numbered actions, the opponent's plays and the result
    are shown, and the saved log replays."""
    log = tmp_path / "game.json"
    script = "help\nfoo\nlog 5\nkeep\n" + "1\n" * 4000
    r = run_play(script, "--seed", "2", "--save", str(log))
    out = r.stdout
    assert r.returncode == 0, r.stderr
    assert "your hand" in out and "20 life" in out and "library" in out and "battlefield" in out
    assert "mulligan: keep this hand of 7?" in out and "1. Keep" in out and "2. Mulligan" in out
    assert "0. Pass priority" in out
    assert "not understood: 'foo'" in out
    assert "ai casts" in out or "ai plays" in out  # what the opponent did
    assert "You won" in out or "You lost" in out or "draw" in out
    assert "(end of input" not in out  # played to the end, not conceded
    assert json.loads(log.read_text())["decisions"]
    rep = subprocess.run([sys.executable, "-c", "from manastack.cli import main; main()", "replay", str(log)], capture_output=True, text=True, timeout=120)
    assert rep.returncode == 0 and "digest matches" in rep.stdout


def test_the_log_command_cites_rules_and_end_of_input_concedes() -> None:
    r = run_play("1\n1\nlog\n", "--seed", "3", "--first", "you")
    out = r.stdout
    assert "(CR 103.5)" in out or "(CR " in out
    assert "(end of input: conceding)" in out and "You lost" in out
