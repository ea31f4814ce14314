"""Building the starting game of a scenario with :func:`manastack.position.position`.

The game starts at the given step of the given turn with an empty stack and the active player
holding priority. It is marked to stop at every priority decision, even one whose only option is
to pass, so that the script decides when the game moves on (``pass:``, ``resolve:``, ``to:``).
"""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.position import position
from manastack.scenario.model import Scenario
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

_ATTACH_LABEL = "\x00attach:"


class SetupError(Exception):
    """The described position can't be built (an Aura attached to an ambiguous name, …)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}")
        self.key = key
        self.message = message


def start(scenario: Scenario) -> Game:
    """The scenario's starting game."""
    specs: dict[str, dict[str, Any]] = {}
    attachments: list[tuple[str, str, str]] = []  # (internal label, attach-to reference, key)
    for p in scenario.players:
        spec: dict[str, Any] = {}
        if p.life is not None:
            spec["life"] = p.life
        if p.poison is not None:
            spec["poison"] = p.poison
        if p.mana_pool:
            spec["mana_pool"] = p.mana_pool
        for zone, entries in p.zones:
            out = []
            for i, e in enumerate(entries):
                m: dict[str, Any] = {("token" if e.is_token else "card"): e.card, "count": e.count}
                if e.tapped:
                    m["tapped"] = True
                if e.sick:
                    m["sick"] = True
                if e.damage:
                    m["damage"] = e.damage
                if e.counters:
                    m["counters"] = dict(e.counters)
                if e.back_up:
                    m["back_up"] = True
                if e.commander:
                    m["commander"] = True
                if e.label:
                    m["as"] = e.label
                if e.attached_to:
                    internal = f"{_ATTACH_LABEL}{p.name}:{i}"
                    m["as"] = e.label or internal
                    attachments.append((m["as"], e.attached_to, f"players.{p.name}.{zone}[{i}].attached_to"))
                out.append(m)
            spec[zone] = out
        if p.commanders:
            spec["commander"] = list(p.commanders)
        if p.commander_casts:
            spec["commander_casts"] = dict(p.commander_casts)
        if p.commander_damage:
            spec["commander_damage"] = dict(p.commander_damage)
        specs[p.name] = spec
    for t, members in scenario.teams:
        lives = [p.life for p in scenario.players if p.name in members and p.life is not None]
        poisons = [p.poison for p in scenario.players if p.name in members and p.poison is not None]
        for name in members:
            if lives:
                specs[name]["life"] = lives[0]
            if poisons:
                specs[name]["poison"] = poisons[0]

    def prepare(state: GameState) -> None:
        for label, ref, key in attachments:
            oid = state.labels[label]
            state.objects[oid].attached_to = _host(state, ref, key)
            if label.startswith(_ATTACH_LABEL):
                del state.labels[label]
        for i, (team, _members) in enumerate(scenario.teams):
            state.teams[i].name = team
        state.active = state.teams[state.players[state.active].team].members[0]  # 2HG: the active team's first player
        state.priority = state.active
        state.always_ask_priority = True

    return position(
        specs, active=scenario.active or None, step=scenario.step, turn=scenario.turn, seed=scenario.seed,
        format=scenario.format, prepare=prepare, commander=scenario.commander,
    )


def _host(state: GameState, ref: str, key: str) -> int:
    if ref in state.labels:
        return state.labels[ref]
    found = [o for o in state.battlefield if state.objects[o].name == ref]
    if not found:
        raise SetupError(key, f"no permanent named {ref!r} to attach to")
    first = state.objects[found[0]]
    if any(_status(state.objects[o]) != _status(first) for o in found[1:]):
        raise SetupError(key, f"{ref!r} names {len(found)} different permanents; label the one to attach to with `as:`")
    return found[0]


def _status(o: GameObject) -> tuple[object, ...]:
    return (o.card, o.controller, o.tapped, o.sick, o.damage, tuple(sorted(o.counters.items())), o.attached_to)


__all__ = ["SetupError", "start"]
