"""A game log told as numbered, readable sentences with their rule citations:

    1. Vampire Nighthawk deals 2 combat damage to Bob (510.2).
    2. Alice gains 2 life (702.15b); Bilbo, Birthday Celebrant's replacement effect makes it 3 (614.1a).

A ``replacement_applied`` event is told together with the event it modified.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from manastack.state.game_state import LogEvent

_STEP_WORDS = {
    "precombat_main": "precombat main phase",
    "postcombat_main": "postcombat main phase",
    "end": "end step",
}


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
        out += [_replacement_alone(p, names) for p in pending]
        pending = []
        out.append(_sentence(e, names) + _rules(e.rules) + ".")
    out += [_replacement_alone(p, names) for p in pending]
    return out


def explain(events: Sequence[LogEvent], players: Iterable[str] = ()) -> str:
    """Numbered sentences, one per line."""
    return "\n".join(f"{i}. {s}" for i, s in enumerate(sentences(events, players), 1))


def _rules(rules: Iterable[str]) -> str:
    rs = list(rules)
    return f" ({', '.join(rs)})" if rs else ""


def _with_replacements(e: LogEvent, reps: list[LogEvent], names: set[str]) -> str:
    before = reps[0].get("before")
    data = dict(e.data)
    if isinstance(before, int) and not isinstance(before, bool):
        for k in ("amount", "count"):
            if k in data:
                data[k] = before
    elif isinstance(before, str) and "to" in data:
        data["to"] = before
    main = _sentence(LogEvent(e.event, tuple(data.items()), e.rules), names)
    shown = [r for r in e.rules if r != "614.1a"]
    parts = [main + _rules(shown)]
    for r in reps:
        after = r.get("after")
        if isinstance(after, str):
            change = f"sends it to {_zone(after)} instead"
        elif e.event == "card_drawn":
            change = f"makes it {after} draws"
        else:
            change = f"makes it {after}"
        parts.append(f"{_poss(_name(r.get('effect'), names))} replacement effect {change}" + _rules(["614.1a"]))
    return "; ".join(parts) + "."


def _replacement_alone(r: LogEvent, names: set[str]) -> str:
    return (f"{_poss(_name(r.get('effect'), names))} replacement effect changes {str(r.get('modifies')).replace('_', ' ')} "
            f"from {r.get('before')} to {r.get('after')}" + _rules(r.rules) + ".")


def _name(v: Any, names: set[str]) -> str:
    s = str(v)
    return s[:1].upper() + s[1:] if s in names else s


def _poss(s: str) -> str:
    return f"{s}'" if s.endswith("s") and not s.endswith("'s") else f"{s}'s"


def _zone(z: Any) -> str:
    return {"battlefield": "the battlefield", "graveyard": "the graveyard", "exile": "exile", "hand": "the hand",
            "library": "the library", "stack": "the stack", "command": "the command zone"}.get(str(z), str(z))


def _plural(n: Any, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _sentence(e: LogEvent, names: set[str]) -> str:
    g: Callable[[str], str] = lambda k: _name(e.get(k), names)  # noqa: E731
    d = e.get
    match e.event:
        case "step":
            step = str(d("step"))
            return f"Turn {d('turn')}: the {_STEP_WORDS.get(step, step.replace('_', ' ') + ' step')} begins"
        case "turn_began":
            return f"Turn {d('turn')} begins; {g('active')} is the active player"
        case "damage_dealt":
            return f"{g('source')} deals {d('amount')} {'combat ' if d('combat') else ''}damage to {g('target')}"
        case "damage_prevented":
            return f"{d('amount')} damage {g('source')} would deal to {g('target')} is prevented"
        case "life_gained":
            return f"{g('player')} gains {d('amount')} life"
        case "life_lost":
            return f"{g('player')} loses {d('amount')} life"
        case "card_drawn":
            return f"{g('player')} draws {d('card')}"
        case "draw_from_empty_library":
            return f"{g('player')} would draw from an empty library"
        case "draw_skipped":
            return f"{g('player')} skips the first draw"
        case "discarded":
            return f"{g('player')} discards {d('card')}"
        case "token_created":
            return f"{g('player')} creates a {d('token')} token"
        case "day_night":
            return f"It becomes {d('becomes')}"
        case "monarch":
            return f"{g('player')} becomes the monarch"
        case "speed":
            return f"{g('player')}'s speed becomes {g('speed')}"
        case "initiative":
            return f"{g('player')} takes the initiative"
        case "room_entered":
            return f"{g('player')} ventures into {d('room')} ({g('dungeon')})"
        case "dungeon_completed":
            return f"{g('player')} completes {d('dungeon')}"
        case "die_rolled":
            return f"{g('player')} rolls {d('result')} on a d{d('sides')}"
        case "extra_turn":
            return f"{g('player')} will take an extra turn after this one"
        case "ring_tempted":
            return f"The Ring tempts {g('player')}" + (f"; {g('ring_bearer')} is their Ring-bearer" if d("ring_bearer") else "")
        case "piles_separated":
            return f"{g('separator')} separates the cards into two piles; {g('chooser')} chooses the pile of {', '.join(d('chosen') or []) or 'no cards'}"
        case "coin_flipped":
            return f"{g('player')} {'wins' if d('won') else 'loses'} a coin flip"
        case "transformed":
            return f"{d('was')} transforms into {d('face')}"
        case "emblem_created":
            return f"{g('player')} gets an emblem with {d('abilities')}"
        case "token_ceased":
            return f"A token ({d('object') or 'left its zone'}) ceases to exist"
        case "zone_change":
            frm, to = str(d("from")), str(d("to"))
            if frm == "battlefield" and to == "graveyard":
                return f"{d('card')} is put into a graveyard from the battlefield"
            return f"{d('card')} moves from {_zone(frm)} to {_zone(to)}"
        case "spell_cast":
            targets = d("targets") or []
            tail = f" targeting {', '.join(_name(t, names) for t in targets)}" if targets else ""
            x = f" with X = {d('x')}" if d("x") else ""
            return f"{g('player')} casts {d('card')}{tail}{x}"
        case "ability_activated":
            verb = "activates the mana ability" if d("mana_ability") else "activates the ability"
            return f"{g('player')} {verb} of {d('source')}: \u201c{d('ability')}\u201d"
        case "ability_triggered":
            return f"{_poss(str(d('source')))} triggered ability triggers"
        case "ability_put_on_stack":
            return f"{_poss(str(d('source')))} triggered ability is put on the stack"
        case "resolving":
            return f"{_poss(str(d('card')))} ability resolves" if d("ability") else f"{d('card')} resolves"
        case "fizzled":
            return f"{d('card')} doesn't resolve: its targets are illegal"
        case "countered":
            return f"{d('object')} is countered"
        case "mana_added":
            return f"{g('player')} adds {d('mana')} (from {d('source')})"
        case "mana_spent":
            return f"{g('player')} pays {d('mana')}"
        case "mana_emptied":
            return f"{_poss(g('player'))} unspent {d('mana')} empties from the mana pool"
        case "counters_added":
            return f"{_plural(d('count'), str(d('kind')) + ' counter')} {'is' if d('count') == 1 else 'are'} put on {g('target')}"
        case "counters_removed":
            return f"{_plural(d('count'), str(d('kind')) + ' counter')} {'is' if d('count') == 1 else 'are'} removed from {g('target')}"
        case "tapped" | "untapped":
            return f"{d('object')} becomes {e.event}"
        case "attached":
            return f"{d('object')} becomes attached to {g('to')}"
        case "unattached":
            return f"{d('object')} becomes unattached"
        case "attack_declared":
            return f"{d('attacker')} attacks {g('defender')}"
        case "block_declared":
            return f"{d('blocker')} blocks {d('attacker')}"
        case "paired":
            return f"{d('object')} and {d('other')} become paired"
        case "phased_out":
            return f"{d('object')} phases out" + (" with the permanent it is attached to" if e.get("indirectly") else "")
        case "phased_in":
            return f"{d('object')} phases in"
        case "removed_from_combat":
            return f"{d('object')} is removed from combat"
        case "regeneration_shield":
            return f"{g('source')} gives {d('object')} a regeneration shield"
        case "regenerated":
            return f"{d('object')} regenerates instead of being destroyed (the shield from {g('source')} is used)"
        case "land_played":
            return f"{g('player')} plays {d('card')}"
        case "player_lost":
            return f"{g('player')} loses the game ({d('reason')})"
        case "game_won":
            players = d("players") or []
            who = " and ".join(_name(p, names) for p in players) if isinstance(players, list) else str(players)
            return f"{who or d('team')} {'wins' if len(players) == 1 else 'win'} the game"
        case "game_drawn":
            return "The game is a draw"
        case "cleanup":
            return f"Cleanup: damage wears off and {_plural(d('effects_ended'), 'until-end-of-turn effect')} end"
        case "library_shuffled":
            return f"{g('player')} shuffles their library"
        case "scried":
            return f"{g('player')} scries {d('count')} ({d('bottom')} to the bottom)"
    fields = ", ".join(f"{k} {v}" for k, v in e.data if not k.endswith("_id"))
    text = e.event.replace("_", " ")
    return text[:1].upper() + text[1:] + (f": {fields}" if fields else "")


__all__ = ["explain", "sentences"]
