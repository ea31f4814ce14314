"""Game events as sentences for the terminal ("bob casts Lightning Bolt targeting Grizzly Bears"),
with the rules that produced them."""

from __future__ import annotations

from typing import Any

#: Bookkeeping events left out of the "what happened" summaries (still in the full log); a
#: player's objects leaving the game with them (CR 800.4a) are told by "X loses the game".
QUIET = frozenset({
    "step", "tapped", "untapped", "mana_added", "mana_spent", "mana_emptied", "cleanup", "ability_put_on_stack",
    "resolving", "effect_ended", "library_shuffled", "draw_skipped", "game_started", "hand_kept", "ability_triggered",
    "left_the_game",
})


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


def _join(xs: Any) -> str:
    return ", ".join(str(x) for x in xs) if isinstance(xs, (list, tuple)) else str(xs)


def sentence(e: dict[str, Any], viewer: str | None = None) -> str:
    """One event as a sentence; the cards another player draws are hidden from ``viewer``."""
    ev = e["event"]
    g = e.get
    match ev:
        case "turn_began":
            return f"── turn {g('turn')}: {g('active')} ──"
        case "step":
            return f"{str(g('step')).replace('_', ' ')} step"
        case "card_drawn":
            return f"{g('player')} draws {g('card') if viewer in (None, g('player')) else 'a card'}"
        case "land_played":
            return f"{g('player')} plays {g('card')}"
        case "spell_cast":
            t = f" targeting {_join(g('targets'))}" if g("targets") else ""
            x = f" with X = {g('x')}" if g("x") else ""
            return f"{g('player')} casts {g('card')}{t}{x}"
        case "ability_activated":
            return f"{g('player')} activates {g('source')}: {g('ability')}"
        case "ability_triggered" | "ability_put_on_stack":
            return f"{g('source')}'s ability triggers"
        case "resolving":
            return f"{g('card')} resolves"
        case "damage_dealt":
            return f"{g('source')} deals {g('amount')} damage to {g('target')}"
        case "life_lost":
            return f"{g('player')} loses {g('amount')} life"
        case "life_gained":
            return f"{g('player')} gains {g('amount')} life"
        case "attack_declared":
            return f"{g('attacker')} attacks {g('defender')}"
        case "block_declared":
            return f"{g('blocker')} blocks {g('attacker')}"
        case "zone_change":
            return f"{g('card')}: {g('from')} → {g('to')}"
        case "token_created":
            return f"{g('player')} creates a {g('token')} token"
        case "day_night":
            return f"It becomes {g('becomes')}"
        case "monarch":
            return f"{g('player')} becomes the monarch"
        case "speed":
            return f"{g('player')}'s speed becomes {g('speed')}"
        case "initiative":
            return f"{g('player')} takes the initiative"
        case "room_entered":
            return f"{g('player')} ventures into {g('room')} ({g('dungeon')})"
        case "dungeon_completed":
            return f"{g('player')} completes {g('dungeon')}"
        case "die_rolled":
            return f"{g('player')} rolls {g('result')} on a d{g('sides')}"
        case "extra_turn":
            return f"{g('player')} will take an extra turn after this one"
        case "ring_tempted":
            return f"The Ring tempts {g('player')}" + (f"; {g('ring_bearer')} is their Ring-bearer" if g("ring_bearer") else "")
        case "piles_separated":
            return f"{g('separator')} separates the cards into two piles; {g('chooser')} chooses {_join(g('chosen')) or 'the empty pile'}"
        case "coin_flipped":
            return f"{g('player')} {'wins' if g('won') else 'loses'} a coin flip"
        case "transformed":
            return f"{g('was')} transforms into {g('face')}"
        case "emblem_created":
            return f"{g('player')} gets an emblem with {g('abilities')}"
        case "counters_added":
            return f"{g('count')} {g('kind')} counter(s) on {g('target')}"
        case "discarded":
            return f"{g('player')} discards {g('card')}"
        case "countered":
            return f"{g('card')} is countered"
        case "mulligan":
            return f"{g('player')} mulligans"
        case "player_lost":
            return f"{g('player')} loses the game ({g('reason')})"
        case "game_won":
            return f"{_join(g('players'))} wins the game"
        case "game_drawn":
            return "the game is a draw"
    fields = " ".join(f"{k}={v}" for k, v in e.items() if k not in ("event", "rules") and not k.endswith("_id"))
    return f"{ev.replace('_', ' ')} {fields}".strip()


def cited(e: dict[str, Any], viewer: str | None = None) -> str:
    """The sentence with its rule citations: "bob loses 3 life (CR 119.3)"."""
    rules = e.get("rules") or []
    return sentence(e, viewer) + (f"  (CR {', '.join(rules)})" if rules else "")


__all__ = ["QUIET", "cited", "sentence", "shown"]
