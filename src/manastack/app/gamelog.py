"""Saved games: a JSON file with the decks, the seed, who played first and every decision (as the
index of the option chosen), plus a digest of the final state. A seed and the answers replay a
game exactly (the engine and the players are deterministic), so :func:`replay` rebuilds the game
and checks it reaches the same state.

    {"manastack_log": 1, "seed": 7, "first_player": 0, "life": null,
     "players": [{"name": "A", "deck": "gruul", "ai": "heuristic", "cards": ["Forest", ...]}, ...],
     "decisions": [0, 0, 3, ...], "result": {...}, "digest": "sha256:...", "events": [...]}

``players`` lists every seat in turn order (two or more); a game that isn't a duel also has
``"format"`` (e.g. ``"free-for-all"``; a log without it is a duel). A Commander game (CR 903) has
``"format": "commander"`` (a duel of two, a free-for-all of more, 903.2) and each player's
``"commanders"`` (one name, or two partners), apart from their ``"cards"``.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from manastack.app.decks import Deck, commanders_of, deck_from_names
from manastack.app.runner import GameResult, replay_decisions
from manastack.app.table import COMMANDER, table_format, table_name
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.state.game_state import Format

FORMAT_VERSION = 1


class GameLogError(ManastackError):
    """A game log file could not be read or replayed."""


def state_digest(game: Game) -> str:
    """A fingerprint of the game: every event of the log and where every card is."""
    s = game.state
    zones = {
        "battlefield": [(s.objects[o].name, s.objects[o].tapped, sorted(s.objects[o].counters.items())) for o in s.battlefield],
        "players": [
            {"life": s.team_of(p.id).life, "hand": [s.objects[o].name for o in p.hand], "library": [s.objects[o].name for o in p.library],
             "graveyard": [s.objects[o].name for o in p.graveyard]}
            for p in s.players
        ],
        "turn": s.turn, "step": s.step.value, "over": s.game_over,
    }
    blob = json.dumps({"log": game.log_dicts(), "zones": zones}, sort_keys=True, default=str)
    return "sha256:" + hashlib.sha256(blob.encode()).hexdigest()


def make_log(
    game: Game, decks: tuple[Deck, ...], names: tuple[str, ...], ai: tuple[str, ...], seed: int, first_player: int,
    decisions: list[int], result: GameResult | None = None, *, life: int | None = None, events: bool = True,
) -> dict[str, Any]:
    """The JSON-ready log of a game (``events`` adds the event log with rule citations)."""
    commander = commanders_of(decks) is not None
    out: dict[str, Any] = {
        "manastack_log": FORMAT_VERSION,
        "seed": seed,
        "first_player": first_player,
        "life": life,
        "players": [
            {"name": names[i], "deck": decks[i].name, "ai": ai[i], "cards": decks[i].card_names} | ({"commanders": decks[i].commander_names} if commander else {})
            for i in range(len(names))
        ],
        "decisions": list(decisions),
        "digest": state_digest(game),
    }
    if game.state.format is not Format.DUEL or commander:
        out["format"] = table_name(game.state.format, commander)
    if result is not None:
        out["result"] = result.summary_dict() | {"status": result.status}
        if result.error:
            out["result"]["error"] = result.error
    if events:
        out["events"] = game.log_dicts()
    return out


def log_text(log: dict[str, Any]) -> str:
    """A game log as the text of its file."""
    return json.dumps(log, indent=1, default=str) + "\n"


def save_log(path: str | Path, log: dict[str, Any]) -> None:
    Path(path).write_text(log_text(log), encoding="utf-8")


def load_log(path: str | Path) -> dict[str, Any]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise GameLogError(f"cannot read game log {str(path)!r}: {e}") from None
    except json.JSONDecodeError as e:
        raise GameLogError(f"{path}: not JSON (line {e.lineno}: {e.msg})") from None
    if not isinstance(data, dict) or "manastack_log" not in data:
        raise GameLogError(f"{path}: not a manastack game log (no 'manastack_log' key)")
    version = data["manastack_log"]
    if version != FORMAT_VERSION:
        newer = _whole(version) and version > FORMAT_VERSION
        what = "a newer manastack wrote it" if newer else "an unknown version"
        raise GameLogError(f"{path}: 'manastack_log' is {version!r}: {what}; this manastack reads game logs of version {FORMAT_VERSION}")
    for key in ("seed", "first_player", "players", "decisions"):
        if key not in data:
            raise GameLogError(f"{path}: the log has no {key!r}")
    for key in ("seed", "first_player"):
        if not _whole(data[key]):
            raise GameLogError(f"{path}: {key!r} is {data[key]!r}; expected a whole number")
    decisions = data["decisions"]
    if not isinstance(decisions, list):
        raise GameLogError(f"{path}: 'decisions' is {decisions!r}; expected a list of option indices")
    seats = len(data["players"]) if isinstance(data["players"], list) else 0
    for i, x in enumerate(decisions):
        if not _whole(x) or x < -1 - seats:
            raise GameLogError(f"{path}: 'decisions'[{i}] is {x!r}; expected an option index (0 or more), -1 (the deciding player "
                               f"concedes) or -2 - P (player P concedes, P from 0 to {seats - 1})")
    return data


def _whole(value: object) -> bool:
    """``value`` is a JSON whole number (not a boolean)."""
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class Replayed:
    """The outcome of replaying a log: the game, the digest reached, and whether it matches."""

    game: Game
    digest: str
    expected: str | None

    @property
    def matches(self) -> bool:
        return self.expected is not None and self.digest == self.expected


def replay(log: dict[str, Any]) -> Replayed:
    """Rebuild the game of a log from its seed and decisions."""
    players = log["players"]
    if not isinstance(players, list) or len(players) < 2:
        raise GameLogError("the log must name two players or more")
    commander = log.get("format") == COMMANDER
    try:
        fmt = table_format(COMMANDER, len(players)) if commander else Format(log.get("format", Format.DUEL.value))
    except ValueError:
        raise GameLogError(f"the log's 'format' {log['format']!r} is not one of {', '.join([*(f.value for f in Format), COMMANDER])}") from None
    except ManastackError as e:
        raise GameLogError(f"the log's 'format' {COMMANDER!r}: {e}") from None
    if not 0 <= log["first_player"] < len(players):
        raise GameLogError(f"'first_player' is {log['first_player']}; expected a seat from 0 to {len(players) - 1}")
    decks = [deck_from_names(str(p.get("deck", "?")), list(p["cards"]), _commanders(p, i, commander)) for i, p in enumerate(players)]
    try:
        game = Game.new([(str(p["name"]), list(d.cards)) for p, d in zip(players, decks)], seed=int(log["seed"]), format=fmt,
                        starting_player=int(log["first_player"]), life=log.get("life"), commanders=commanders_of(decks))
    except ValueError as e:
        raise GameLogError(f"the log's players can't play {fmt.value}: {e}") from None
    try:
        replay_decisions(game, log["decisions"])
    except ValueError as e:
        raise GameLogError(f"the log's 'decisions' do not replay: {e}") from None
    expected = log.get("digest")
    return Replayed(game, state_digest(game), str(expected) if expected is not None else None)


def _commanders(player: dict[str, Any], seat: int, commander: bool) -> list[str]:
    """CR 903.3: the commanders a Commander log names for the player in ``seat`` (one, or two
    partners); a log of another format names none."""
    key = f"players[{seat}].commanders"
    if not commander:
        if "commanders" in player:
            raise GameLogError(f"{key}: commanders are only in a log with \"format\": \"{COMMANDER}\"")
        return []
    names = player.get("commanders")
    if names is None:
        raise GameLogError(f"{key}: missing; a {COMMANDER} log names each player's commanders (one, or two partners)")
    if not isinstance(names, list) or not 1 <= len(names) <= 2 or not all(isinstance(n, str) and n for n in names):
        raise GameLogError(f"{key}: expected a list of one or two card names (CR 903.3), got {names!r}")
    return names


__all__ = ["GameLogError", "Replayed", "load_log", "log_text", "make_log", "replay", "save_log", "state_digest"]
