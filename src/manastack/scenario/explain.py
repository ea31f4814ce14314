"""A game log told as numbered, readable sentences with their rule citations:

    1. Vampire Nighthawk deals 2 combat damage to Bob (510.2).
    2. Alice gains 2 life (702.15b); Bilbo, Birthday Celebrant's replacement effect makes it 3 (614.1a).

Each event is told by the one table of sentences (:mod:`manastack.sentences`) to no viewer, the
players named by their capitalised names. A ``replacement_applied`` event (CR 614.1a) is told
together with the event it modified.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from manastack.sentences import possessive, sentence, zone_name
from manastack.state.game_state import LogEvent


def sentences(events: Sequence[LogEvent], players: Iterable[str] = ()) -> list[str]:
    """The events as sentences (without numbers)."""
    names = set(players)
    out: list[str] = []
    pending: list[LogEvent] = []
    for e in events:
        if e.event == "replacement_applied":
            pending.append(e)
            continue
        if pending and pending[0].get("modifies") == e.event:
            out.append(_with_replacements(e, pending, names))
            pending = []
            continue
        out += [_told(p, names) for p in pending]
        pending = []
        out.append(_told(e, names))
    out += [_told(p, names) for p in pending]
    return out


def explain(events: Sequence[LogEvent], players: Iterable[str] = ()) -> str:
    """Numbered sentences, one per line."""
    return "\n".join(f"{i}. {s}" for i, s in enumerate(sentences(events, players), 1))


def _rules(rules: Iterable[str]) -> str:
    rs = list(rules)
    return f" ({', '.join(rs)})" if rs else ""


def _told(e: LogEvent, names: set[str]) -> str:
    return _sentence(e.to_dict(), names) + _rules(e.rules) + "."


def _with_replacements(e: LogEvent, reps: list[LogEvent], names: set[str]) -> str:
    """The event as it was before the replacement effects, then what each made of it."""
    before = reps[0].get("before")
    data = e.to_dict()
    if isinstance(before, int) and not isinstance(before, bool):
        for k in ("amount", "count"):
            if k in data:
                data[k] = before
    elif isinstance(before, str) and "to" in data:
        data["to"] = before
    parts = [_sentence(data, names) + _rules(r for r in e.rules if r != "614.1a")]
    for r in reps:
        after = r.get("after")
        if isinstance(after, str):
            change = f"sends it to {zone_name(after)} instead"
        elif e.event == "card_drawn":
            change = f"makes it {after} draws"
        else:
            change = f"makes it {after}"
        parts.append(f"{possessive(str(_name(r.get('effect'), names)))} replacement effect {change}" + _rules(["614.1a"]))
    return "; ".join(parts) + "."


def _name(v: Any, names: set[str]) -> Any:
    """A player's name capitalised ("bob" is "Bob"); any other value as it is."""
    return v[:1].upper() + v[1:] if isinstance(v, str) and v in names else v


def _sentence(data: dict[str, Any], names: set[str]) -> str:
    """The event's sentence told to no viewer, the players' names capitalised, and so its first letter."""
    named = {k: [_name(x, names) for x in v] if isinstance(v, (list, tuple)) else _name(v, names) for k, v in data.items()}
    text = sentence(named)
    return text[:1].upper() + text[1:]


__all__ = ["explain", "sentences"]
