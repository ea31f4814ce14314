"""Golden playthroughs: complete seeded games whose every decision and every logged event are kept
in files, so that any change of the engine's behaviour shows up as a readable diff.

Two sets are kept under ``tests/golden/``:

- **playthroughs** (``<name>.jsonl``): a handful of whole games between Welcome Decks, one line per
  decision (who chose what, as text and as the option's index) followed by the events that
  decision caused, and a last line with the outcome and the final-state digest;
- **fingerprints** (``fingerprints.json``): one digest per random game for every pairing of the
  Welcome Decks and seeds 0–19 (the decisions, the whole log and where every card ends up), the
  broad net that proves games play exactly as before.

``python tools/golden.py`` rewrites both from the current engine; ``--check`` compares instead.
``tests/test_golden.py`` checks them. A change of behaviour that is meant (a rule fixed) is made
by regenerating the files and reading the diff.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from manastack.app.decks import resolve_deck, shipped_names
from manastack.app.gamelog import state_digest
from manastack.app.runner import GameSpec, play_game, replay_decisions
from manastack.game import Game

#: The seeds of the fingerprint set (every pairing of the Welcome Decks plays each of them).
FINGERPRINT_SEEDS = range(20)


@dataclass(frozen=True, slots=True)
class Playthrough:
    """One golden game: two decks, a seed, who plays first and each side's AI level."""

    name: str
    decks: tuple[str, str]
    seed: int
    first_player: int = 0
    ai: tuple[str, str] = ("random", "random")

    def spec(self) -> GameSpec:
        cards = tuple(tuple(resolve_deck(d).cards) for d in self.decks)
        return GameSpec(("A", "B"), (cards[0], cards[1]), self.seed, self.first_player, self.ai)


#: Every Welcome Deck plays in at least one of these, both AI levels play, both seats start.
PLAYTHROUGHS: tuple[Playthrough, ...] = (
    Playthrough("red-vs-green-random", ("hob-red", "hob-green"), 1),
    Playthrough("white-vs-black-random", ("hob-white", "hob-black"), 2, first_player=1),
    Playthrough("blue-mirror-random", ("hob-blue", "hob-blue"), 3),
    Playthrough("green-vs-white-heuristic", ("hob-green", "hob-white"), 4, ai=("heuristic", "heuristic")),
    Playthrough("black-vs-blue-heuristic-random", ("hob-black", "hob-blue"), 5, first_player=1, ai=("heuristic", "random")),
)


def _line(obj: dict[str, Any]) -> str:
    return json.dumps(obj, sort_keys=True, default=str, ensure_ascii=False)


def playthrough_lines(p: Playthrough) -> list[str]:
    """Play ``p`` and return its golden file's lines: a header, then for each decision the choice
    and the events logged since the previous one, then the outcome with the final digest."""
    lines = [_line({"playthrough": p.name, "decks": list(p.decks), "seed": p.seed, "first_player": p.first_player, "ai": list(p.ai)})]
    seen = {"decisions": 0, "events": 0}

    def observe(game: Game, player: int, text: str) -> None:
        seen["decisions"] += 1
        lines.append(_line({"decision": seen["decisions"], "player": game.state.players[player].name, "action": text}))
        log = game.log_dicts()
        lines.extend(_line(e) for e in log[seen["events"]:])
        seen["events"] = len(log)

    game, result = play_game(p.spec(), observer=observe)
    lines.append(_line({
        "result": result.status, "winner": result.winner, "turns": result.turns, "decisions": result.actions,
        "choices": result.decisions, "digest": state_digest(game),
    }))
    return lines


def fingerprint_specs() -> Iterator[tuple[str, GameSpec]]:
    """Every pairing of the Welcome Decks (mirrors included) for each fingerprint seed, random
    against random, the first player alternating with the seed."""
    names = shipped_names()
    decks = {n: tuple(resolve_deck(n).cards) for n in names}
    for a, b in itertools.combinations_with_replacement(names, 2):
        for seed in FINGERPRINT_SEEDS:
            spec = GameSpec(("A", "B"), (decks[a], decks[b]), seed, seed % 2, ("random", "random"))
            yield f"{a} vs {b} seed {seed}", spec


def fingerprint(spec: GameSpec) -> str:
    """A digest of one game: its decisions, its whole log and where every card ends up."""
    game, result = play_game(spec)
    blob = json.dumps({"status": result.status, "decisions": result.decisions, "state": state_digest(game)})
    return "sha256:" + hashlib.sha256(blob.encode()).hexdigest()


def fingerprints() -> dict[str, str]:
    return {key: fingerprint(spec) for key, spec in fingerprint_specs()}


def replay_playthrough(p: Playthrough, choices: list[int]) -> Game:
    """The game of ``p`` rebuilt from the recorded option indices."""
    return replay_decisions(p.spec().new_game(), choices)


def golden_dir(root: Path) -> Path:
    return root / "tests" / "golden"


__all__ = [
    "FINGERPRINT_SEEDS",
    "PLAYTHROUGHS",
    "Playthrough",
    "fingerprint",
    "fingerprint_specs",
    "fingerprints",
    "golden_dir",
    "playthrough_lines",
    "replay_playthrough",
]
