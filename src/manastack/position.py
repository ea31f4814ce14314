"""Setting up a position: a game in progress built from a description (for tests, scenarios and
rules questions), and small drivers that move it forward.

>>> g = position({"alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, "bob": {}})
>>> g.apply("Cast Lightning Bolt"); g.apply("bob"); resolve(g)
>>> g.state.teams[1].life
17
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from manastack.actions import Answer, Done, Pass
from manastack.cards.lookup import default_pool
from manastack.game import COMMANDER_LIFE, Game, add_card, empty_state
from manastack.model.card import CardDef
from manastack.model.types import Step, Zone
from manastack.rules.commander import designate_commander, is_commander
from manastack.rules.turn import after_checks
from manastack.state.game_state import Format, GameState

CardSpec = str | CardDef | Mapping[str, Any]


def position(
    players: Mapping[str, Mapping[str, Any]],
    *,
    active: str | None = None,
    step: Step | str = Step.PRECOMBAT_MAIN,
    turn: int = 3,
    seed: int = 0,
    format: Format = Format.DUEL,
    prepare: Callable[[GameState], None] | None = None,
    commander: bool = False,
) -> Game:
    """A game at ``step`` of ``turn`` with the active player holding priority and an empty stack.

    Each player's mapping may give ``life``, ``poison`` and the zones ``battlefield``, ``hand``,
    ``library`` (top first), ``graveyard`` and ``exile``: lists of card names, CardDefs, or
    mappings ``{card, count, tapped, sick, counters, damage, as, attached_to, token, back_up}`` (``back_up``: a
    double-faced permanent with its back face up). A name is
    a real card, compiled from its oracle text (:func:`manastack.cards.lookup.default_pool`);
    ``{"token": "Food"}`` is a predefined token.
    Permanents have been under their controller's control since the turn began unless ``sick``.
    ``prepare`` is called with the finished state before the game starts (scenario settings).

    ``commander``: a Commander game (CR 903), life 40 unless given (903.7). A player's
    ``commander`` lists their commander cards, put into the command zone (903.6); an entry with
    ``commander: True`` is a commander set up in another zone; ``commander_casts`` maps a commander's
    name to the times it was already cast from the command zone (903.8) and ``commander_damage`` a
    commander's label or name to the combat damage it already dealt that player (903.10a).
    """
    names = list(players)
    state = empty_state(names, seed=seed, format=format, life=COMMANDER_LIFE if commander else None)
    state.turn = turn
    state.step = Step(step) if isinstance(step, str) else step
    state.next = after_checks(state)
    state.active = names.index(active) if active else 0
    state.starting_player = 0
    state.priority = state.active
    attach: list[tuple[int, str]] = []
    for pid, name in enumerate(names):
        spec = players[name]
        if "life" in spec:
            state.team_of(pid).life = int(spec["life"])
        if "poison" in spec:
            state.team_of(pid).poison = int(spec["poison"])
        for zone_name in ("library", "hand", "graveyard", "exile", "battlefield"):
            for entry in spec.get(zone_name, ()):
                for oid, e in _add(state, pid, entry, Zone(zone_name)):
                    if isinstance(e, Mapping) and "attached_to" in e:
                        attach.append((oid, str(e["attached_to"])))
                    if isinstance(e, Mapping) and e.get("commander"):
                        designate_commander(state, oid)
        for entry in spec.get("commander", ()):
            for oid, _ in _add(state, pid, entry, Zone.COMMAND):
                designate_commander(state, oid)
    for pid, name in enumerate(names):
        _commander_history(state, pid, players[name])
    for oid, label in attach:
        state.objects[oid].attached_to = state.labels[label] if label in state.labels else _by_name(state, label)
    for pid, name in enumerate(names):
        pool = players[name].get("mana_pool")
        if pool:
            from manastack.mana import parse_mana_units

            state.players[pid].mana_pool.extend(parse_mana_units(str(pool)))
    if prepare is not None:
        prepare(state)
    return Game(state)


def _commander_history(state: GameState, pid: int, spec: Mapping[str, Any]) -> None:
    """A player's commander tax (903.8) and commander damage (903.10a) so far, as ``spec`` gives them."""
    p = state.players[pid]
    for cname, n in dict(spec.get("commander_casts", {})).items():
        p.commander_casts += (_commander(state, str(cname), pid),) * int(n)
    for ref, n in dict(spec.get("commander_damage", {})).items():
        p.commander_damage += ((_commander(state, str(ref)), int(n)),)


def _commander(state: GameState, ref: str, owner: int | None = None) -> int:
    """The card (uid) of the commander a label or name refers to (of ``owner``, if given)."""
    found = [
        state.objects[oid].uid for oid in state.objects
        if is_commander(state, oid) and (owner is None or state.objects[oid].owner == owner)
        and (state.labels.get(ref) == oid or state.objects[oid].name == ref)
    ]
    if len(found) != 1:
        raise KeyError(f"{ref!r} names {len(found)} commanders")
    return found[0]


def _by_name(state: GameState, name: str) -> int:
    found = [o for o in state.battlefield if state.objects[o].name == name]
    if len(found) != 1:
        raise KeyError(f"{name!r} names {len(found)} permanents")
    return found[0]


def _add(state: GameState, pid: int, entry: CardSpec, zone: Zone) -> list[tuple[int, CardSpec]]:
    if isinstance(entry, (str, CardDef)):
        entry_map: Mapping[str, Any] = {"card": entry}
    else:
        entry_map = entry
    c = entry_map.get("card") or entry_map.get("token")
    cd: object
    if "token" in entry_map and isinstance(c, str) and "card" not in entry_map:
        cd = default_pool().token(c)  # {"token": "Food"}: a token definition, not a card name
    else:
        cd = default_pool().card(c) if isinstance(c, str) else c
    assert isinstance(cd, CardDef)
    out = []
    for _ in range(int(entry_map.get("count", 1))):
        oid = add_card(state, pid, cd, zone, token="token" in entry_map)
        o = state.objects[oid]
        o.tapped = bool(entry_map.get("tapped", False))
        o.sick = bool(entry_map.get("sick", False))
        if o.sick:
            o.controlled_since = o.timestamp  # it came under its controller's control this turn
        if zone is Zone.BATTLEFIELD and not o.sick:
            o.controller_at_turn_start = pid  # 302.6: under its controller's control since the turn began
        o.back_up = bool(entry_map.get("back_up", False))
        o.damage = int(entry_map.get("damage", 0))
        o.counters = {str(k): int(v) for k, v in dict(entry_map.get("counters", {})).items()}
        if zone is Zone.BATTLEFIELD and o.face.loyalty is not None and "counters" not in entry_map:
            o.counters["loyalty"] = o.face.loyalty  # 306.5b: as if it had entered with its loyalty
        if "as" in entry_map:
            state.labels[str(entry_map["as"])] = oid
        out.append((oid, entry))
    return out


# ---- drivers -------------------------------------------------------------------------------------


def pass_priority(game: Game, times: int = 1) -> None:
    for _ in range(times):
        game.apply(Pass())


def resolve(game: Game, count: int = 1) -> None:
    """Everyone passes until ``count`` objects have left the stack (stops at any other decision)."""
    state = game.state
    target = max(0, len(state.stack) - count)
    while game.decision is not None and len(game.state.stack) > target and Pass() in game.legal_actions():
        game.apply(Pass())


def advance_to(game: Game, step: Step | str, *, turn: int | None = None) -> None:
    """Everyone passes (declaring no attackers or blockers, keeping hands) until ``step`` begins and
    a player holds priority there."""
    step = Step(step) if isinstance(step, str) else step
    for _ in range(10000):
        s = game.state
        d = game.decision
        if d is None:
            return
        if s.step is step and (turn is None or s.turn == turn) and d.kind.value == "priority":
            return
        opts = game.legal_actions()
        if Pass() in opts:
            game.apply(Pass())
        elif Done() in opts:
            game.apply(Done())
        elif Answer(True) in opts and d.kind.value == "mulligan":
            game.apply(Answer(True))
        else:
            raise RuntimeError(f"advance_to({step.value}) stopped at a decision it can't answer: {d.kind.value} for {s.players[d.player].name}")
    raise RuntimeError("advance_to did not reach the step")


__all__ = ["advance_to", "pass_priority", "position", "resolve"]
