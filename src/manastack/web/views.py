"""What the page of a seat or a spectator is sent: JSON built from ``Game.observe(seat)`` only.

A seat's view is its observation (CR 400.2: its own hand, the opponent's as a count, public zones),
the legal actions of its own pending decision (their ``Game.describe`` texts, and the object or
player each is about, if the seat can see it, so the page can put the action on that card), the
printed card data of the names it can see (from the card catalog, by name) and the game's events
as sentences with their rule citations, those a player may know: another player's draws as "a
card", no event whose kind isn't known to be public. A spectator's view is an observation with
every hidden part removed: no hand, no library top, no face-down card's identity. Every view says
which AI is choosing its move (``"thinking"``: its player's name, or None).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any

from manastack.actions import Action
from manastack.app.events import sentence, shown, step_name
from manastack.app.menu import prompt_title
from manastack.observation import Observation
from manastack.web.tables import Table

#: Events whose sentence names only what every player may know (a card drawn is told by
#: :func:`~manastack.app.events.sentence` as "a card" to everyone but its player; zone changes are
#: checked apart). Others are left out of the pages' logs.
PUBLIC_EVENTS = frozenset({
    "game_started", "turn_began", "card_drawn", "land_played", "spell_cast", "ability_activated", "damage_dealt", "life_lost",
    "life_gained", "attack_declared", "block_declared", "token_created", "counters_added", "discarded", "countered",
    "mulligan", "player_lost", "game_won", "game_drawn", "day_night", "monarch", "speed", "initiative",
    "room_entered", "dungeon_completed", "die_rolled", "extra_turn", "ring_tempted", "coin_flipped", "transformed",
    "emblem_created",
})

#: Zones a card is seen in: its move out of one of them is public (CR 400.2).
_SEEN_FROM = frozenset({"battlefield", "stack", "graveyard"})

#: How many of the latest events a view carries.
LOG_LENGTH = 200

#: A name no player has: events told to a spectator hide every draw.
_NOBODY = "\x00spectator"


def view(table: Table, seat: int | None) -> dict[str, Any]:
    """The JSON for ``seat``'s page (None: a spectator's)."""
    game = table.game
    obs = game.observe(seat) if seat is not None else _public(game.observe(0))
    viewer = game.state.players[seat].name if seat is not None else _NOBODY
    out: dict[str, Any] = {
        "type": "state",
        "seat": seat,
        "version": table.version,
        "observation": obs.to_dict(),
        "actions": _actions(table, obs),
        "cards": {n: info for n in sorted(_names(obs)) if (info := card_info(n)) is not None},
        "log": [{"text": sentence(e, viewer), "rules": e.get("rules") or []} for e in game.log_dicts() if _public_event(e)][-LOG_LENGTH:],
        "humans": [s.human for s in table.seats],
        "step_name": step_name(game.state.step.value),
        "thinking": table.seats[t].name if (t := table.thinking) is not None else None,
    }
    if obs.decision is not None:
        out["prompt"] = prompt_title(game)
    if seat == 0:
        out["links"] = {"watch": table.watch_token} | ({"seat": table.seats[1].token} if table.seats[1].human else {})
    return out


def _public(obs: Observation) -> Observation:
    """``obs`` with everything hidden from a spectator removed (CR 400.2, 708.5)."""
    return dataclasses.replace(
        obs,
        viewer=-1,
        players=tuple(dataclasses.replace(p, hand=None, library_top=None) for p in obs.players),
        battlefield=tuple(dataclasses.replace(p, face_down_card=None) for p in obs.battlefield),
        stack=tuple(dataclasses.replace(s, face_down_card=None) for s in obs.stack),
        exile=tuple(dataclasses.replace(c, face_down_card=None) for c in obs.exile),
        decision=None,
    )


def _actions(table: Table, obs: Observation) -> list[dict[str, Any]]:
    """The observer's legal actions: index, text, and the visible object or player it is about."""
    if obs.decision is None:
        return []
    seen = _ids(obs)
    return [
        {"index": i, "text": text, "on": on if (on := subject(a)) in seen else None}
        for i, (a, text) in enumerate(zip(table.game.legal_actions(), obs.decision.actions))
    ]


def subject(action: Action) -> int | None:
    """The object or player an action is about (the card cast, the attacker, the target chosen)."""
    for name in ("card", "source", "permanent", "id", "attacker", "blocker"):
        value = getattr(action, name, None)
        if type(value) is int:
            return value
    return None


def _ids(obs: Observation) -> set[int]:
    ids = {p.id for p in obs.players} | {p.id for p in obs.battlefield} | {s.id for s in obs.stack}
    ids |= {c.id for c in (*obs.exile, *obs.command)}
    for p in obs.players:
        ids |= {c.id for c in (*p.graveyard, *(p.hand or ()))}
    return ids


def _names(obs: Observation) -> set[str]:
    names = {p.name for p in obs.battlefield} | {s.name for s in obs.stack} | {c.name for c in (*obs.exile, *obs.command)}
    for p in obs.players:
        names |= {c.name for c in (*p.graveyard, *(p.hand or ()))}
    return names


def _public_event(e: dict[str, Any]) -> bool:
    if not shown(e) or e["event"] not in PUBLIC_EVENTS | {"zone_change"}:
        return False
    return e["event"] != "zone_change" or e.get("from") in _SEEN_FROM


@lru_cache(maxsize=4096)
def card_info(name: str) -> dict[str, Any] | None:
    """The printed card (or token) named ``name`` from the card catalog: mana cost, type line,
    oracle text, colors (W U B R G), printed power/toughness. None for a name it doesn't know."""
    from manastack.carddata.catalog import default_catalog

    catalog = default_catalog()
    found = catalog.lookup(name)
    records = [found[0]] if found is not None else catalog.tokens(name)
    for record in records:
        for face in record.faces:
            if face.name == name or len(record.faces) == 1:
                return {
                    "cost": face.mana_cost,
                    "type_line": face.type_line,
                    "text": face.oracle_text,
                    "colors": list(face.colors or face.color_indicator or ()),
                    "pt": f"{face.power}/{face.toughness}" if face.power is not None else None,
                }
    return None


__all__ = ["LOG_LENGTH", "PUBLIC_EVENTS", "card_info", "subject", "view"]
