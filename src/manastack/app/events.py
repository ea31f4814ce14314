"""Game events as the terminal and the browser table show them: what a "what happened" summary
leaves out, a turn's header line ("── turn 3: bob ──"), and every other event as its sentence from
the one table of :mod:`manastack.sentences` ("bob casts Lightning Bolt targeting Grizzly Bears"),
told to the player reading as "you", with the rules that produced it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack import sentences
from manastack.sentences import SENTENCES, STEP_NAMES, step_name

#: Bookkeeping events left out of the "what happened" summaries (still in the full log); a
#: player's objects leaving the game with them (CR 800.4a) are told by "X loses the game".
QUIET = frozenset({
    "step", "tapped", "untapped", "mana_added", "mana_spent", "mana_emptied", "cleanup", "ability_put_on_stack",
    "resolving", "effect_ended", "library_shuffled", "draw_skipped", "hand_kept", "ability_triggered",
    "left_the_game",
})

#: Events that open a turn, shown as a header line (the first turn's by ``game_started``).
HEADERS: dict[str, Callable[[dict[str, Any]], str]] = {
    "game_started": lambda e: f"── turn 1: {e['starting_player']} ──",
    "turn_began": lambda e: f"── turn {e['turn']}: {e['active']} ──",
}


def shown(e: dict[str, Any]) -> bool:
    """Whether an event belongs in a "what happened" summary: not bookkeeping, and a zone change
    only when a permanent leaves or a card is exiled or returned to hand (casting and playing
    lands have their own events)."""
    if e["event"] in QUIET:
        return False
    if e["event"] == "ability_activated" and e.get("mana_ability"):
        return False
    if e["event"] == "zone_change":
        return e.get("from") == "battlefield" or (e.get("to") in ("exile", "hand") and e.get("from") != "library")
    return True


def sentence(e: dict[str, Any], viewer: str | None = None) -> str:
    """One event as shown: a turn's header line, or its sentence told to ``viewer`` (a player's
    name: "you"; the cards another player draws hidden), or to an onlooker (None)."""
    header = HEADERS.get(e["event"])
    return header(e) if header is not None else sentences.sentence(e, viewer)


def cited(e: dict[str, Any], viewer: str | None = None) -> str:
    """The sentence with its rule citations: "bob loses 3 life (CR 119.3)"."""
    rules = e.get("rules") or []
    return sentence(e, viewer) + (f"  (CR {', '.join(rules)})" if rules else "")


__all__ = ["HEADERS", "QUIET", "SENTENCES", "STEP_NAMES", "cited", "sentence", "shown", "step_name"]
