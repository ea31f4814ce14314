"""Game events as sentences for the terminal and the browser table ("bob casts Lightning Bolt
targeting Grizzly Bears"), with the rules that produced them.

Every kind of event the engine logs (:func:`manastack.events.event_types`) has a sentence in
:data:`SENTENCES`; a test holds it so, and no event is ever shown as its raw fields. The player
reading is "you" ("you draw Forest", "you lose 2 life"); the cards another player draws are "a
card" to them. Steps are named the way players say them (:func:`step_name`: "main phase 1").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: Bookkeeping events left out of the "what happened" summaries (still in the full log); a
#: player's objects leaving the game with them (CR 800.4a) are told by "X loses the game".
QUIET = frozenset({
    "step", "tapped", "untapped", "mana_added", "mana_spent", "mana_emptied", "cleanup", "ability_put_on_stack",
    "resolving", "effect_ended", "library_shuffled", "draw_skipped", "hand_kept", "ability_triggered",
    "left_the_game",
})

#: Events that open a turn: shown as a header line (the first turn's by ``game_started``).
HEADERS = frozenset({"turn_began", "game_started"})

#: Steps and phases as players call them (CR 500.1: main phase 1 is the precombat main phase).
STEP_NAMES = {
    "untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "precombat_main": "main phase 1",
    "beginning_of_combat": "beginning of combat", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "first_strike_damage": "first-strike damage step",
    "combat_damage": "combat damage step", "end_of_combat": "end of combat", "postcombat_main": "main phase 2",
    "end": "end step", "cleanup": "cleanup step",
}

_ZONES = {"battlefield": "the battlefield", "graveyard": "a graveyard", "exile": "exile", "hand": "a hand",
          "library": "a library", "stack": "the stack", "command": "the command zone"}
_IRREGULAR = {"is": "are", "has": "have", "does": "do"}


def step_name(step: str) -> str:
    """A step as players say it: ``precombat_main`` is "main phase 1"."""
    return STEP_NAMES.get(step, step.replace("_", " "))


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


def _plural(n: Any, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class _Told:
    """An event's fields for its sentence, with ``viewer`` told as "you"."""

    def __init__(self, e: dict[str, Any], viewer: str | None) -> None:
        self.e = e
        self.viewer = viewer

    def __getitem__(self, key: str) -> Any:
        return self.e.get(key)

    def who(self, key: str) -> str:
        name = self.e.get(key)
        return "you" if self.viewer is not None and name == self.viewer else str(name)

    def whose(self, key: str) -> str:
        who = self.who(key)
        return "your" if who == "you" else f"{who}'s"

    def does(self, key: str, verb: str) -> str:
        """The player in ``key`` and ``verb`` (its third-person form) agreeing: "you draw", "bob draws"."""
        who = self.who(key)
        if who != "you":
            return f"{who} {verb}"
        first, _, rest = verb.partition(" ")
        return f"you {_second_person(first)}" + (f" {rest}" if rest else "")


def _second_person(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("shes", "ches", "sses", "xes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def _drawn(t: _Told) -> str:
    card = t["card"] if t.viewer in (None, t["player"]) and t["card"] else "a card"
    return t.does("player", f"draws {card}")


def _zone_change(t: _Told) -> str:
    frm, to = str(t["from"]), str(t["to"])
    if frm == "battlefield" and to == "graveyard":
        return f"{t['card']} is put into a graveyard from the battlefield"
    return f"{t['card']} moves from {_ZONES.get(frm, frm)} to {_ZONES.get(to, to)}"


def _cast(t: _Told) -> str:
    parts = [t.does("player", f"casts {t['card']}")]
    if t["alt"]:
        parts.append(f"({t['alt']})")
    if t["targets"]:
        parts.append(f"targeting {_join(t['targets'])}")
    if t["x"]:
        parts.append(f"with X = {t['x']}")
    return " ".join(parts)


def _counters(verb: str, prep: str) -> Callable[[_Told], str]:
    def told(t: _Told) -> str:
        n = t["count"]
        return f"{_plural(n, str(t['kind']) + ' counter')} {'is' if n == 1 else 'are'} {verb} {prep} {t['target']}"
    return told


def _won(t: _Told) -> str:
    players = [str(p) for p in t["players"] or []]
    if players == [t.viewer]:
        return "you win the game"
    return f"{' and '.join(players)} {'wins' if len(players) == 1 else 'win'} the game"


def _replacement(t: _Told) -> str:
    what = str(t["modifies"]).replace("_", " ")
    return f"{t['effect']} changes a {what} from {t['before']} to {t['after']}"


SENTENCES: dict[str, Callable[[_Told], str]] = {
    "game_started": lambda t: f"── turn 1: {t['starting_player']} ──",
    "turn_began": lambda t: f"── turn {t['turn']}: {t['active']} ──",
    "step": lambda t: f"{step_name(str(t['step']))} of turn {t['turn']}",
    "step_skipped": lambda t: f"the {step_name(str(t['step']))} of turn {t['turn']} is skipped",
    "turn_skipped": lambda t: t.does("player", "skips a turn"),
    "cleanup": lambda t: f"cleanup: damage wears off and {_plural(t['effects_ended'], 'until-end-of-turn effect')} end",
    "hand_kept": lambda t: t.does("player", "keeps") + " " + ("their hand" if t.who("player") != "you" else "your hand") + (f" after {_plural(t['mulligans'], 'mulligan')}" if t["mulligans"] else ""),
    "mulligan": lambda t: t.does("player", "mulligans"),
    "card_drawn": _drawn,
    "draw_from_empty_library": lambda t: t.does("player", "has to draw from an empty library"),
    "draw_skipped": lambda t: t.does("player", "skips the first draw"),
    "cycled": lambda t: t.does("player", f"cycles {t['card']}"),
    "discarded": lambda t: t.does("player", f"discards {t['card']}"),
    "library_shuffled": lambda t: t.does("player", "shuffles") + " " + ("your" if t.who("player") == "you" else "their") + " library",
    "scried": lambda t: t.does("player", f"scries {t['count']}") + f" ({t['bottom']} to the bottom)",
    "surveilled": lambda t: t.does("player", f"surveils {t['count']}") + f" ({t['graveyard']} into the graveyard)",
    "looked_at_top": lambda t: t.does("player", f"looks at the top {_plural(t['count'], 'card')}") + f" and takes {t['taken']}" + (f", the rest to {t['rest']}" if t["rest"] else ""),
    "looked_at_hand": lambda t: t.does("viewer", f"looks at {t.whose('player')} hand"),
    "looked_at_library_top": lambda t: t.does("viewer", f"looks at the top card of {t.whose('player')} library"),
    "revealed": lambda t: t.does("player", f"reveals {t['card']}"),
    "land_played": lambda t: t.does("player", f"plays {t['card']}"),
    "spell_cast": _cast,
    "spell_copied": lambda t: t.does("player", f"copies {t['card']}") + (f", targeting {_join(t['targets'])}" if t["targets"] else ""),
    "became_target": lambda t: f"a spell or ability targets {t.who('player')}",
    "additional_cost_chosen": lambda t: t.does("player", f"chooses to pay {t['cost']} for {t['card']}"),
    "cost_paid": lambda t: t.does("player", f"pays {t['cost']}") + f" for {t['source']}",
    "ability_activated": lambda t: t.does("player", f"activates {t['source']}") + f": {t['ability']}",
    "ability_triggered": lambda t: f"{t['source']}'s ability triggers",
    "ability_put_on_stack": lambda t: f"{t['source']}'s triggered ability is put on the stack",
    "ability_removed": lambda t: f"{t['source']}'s ability is removed from the stack",
    "ability_does_nothing": lambda t: f"{t['source']}'s ability does nothing",
    "resolving": lambda t: f"{t['card']}'s ability resolves" if t["ability"] else f"{t['card']} resolves",
    "fizzled": lambda t: f"{t['card']} doesn't resolve: its targets are gone",
    "countered": lambda t: f"{t['object']} is countered",
    "not_countered": lambda t: f"{t['object']} can't be countered",
    "damage_dealt": lambda t: f"{t['source']} deals {t['amount']} {'combat ' if t['combat'] else ''}damage to {t.who('target')}",
    "damage_prevented": lambda t: f"{t['amount']} damage from {t['source']} to {t.who('target')} is prevented by {t['by']}",
    "life_lost": lambda t: t.does("player", f"loses {t['amount']} life"),
    "life_gained": lambda t: t.does("player", f"gains {t['amount']} life"),
    "attack_declared": lambda t: f"{t['attacker']} attacks {t.who('defender')}",
    "block_declared": lambda t: f"{t['blocker']} blocks {t['attacker']}",
    "attacked_with": lambda t: t.does("player", f"attacks with {_join(t['attackers'])}"),
    "player_attacked": lambda t: f"{t.who('player')} is attacked by {_join(t['attackers'])}",
    "became_blocked": lambda t: f"{t['attacker']} is blocked",
    "not_blocked": lambda t: f"{t['attacker']} is not blocked",
    "put_onto_battlefield_attacking": lambda t: f"{t['object']} enters attacking {t.who('attacking')}",
    "removed_from_combat": lambda t: f"{t['object']} is removed from combat",
    "combat_damaged_by": lambda t: f"{_join(t['creatures'])} dealt combat damage to {t.who('player')}",
    "source_dealt_damage": lambda t: f"{t['source']} dealt {t['amount']} damage",
    "crewed": lambda t: t.does("player", f"crews {t['vehicle']}"),
    "creatures_died": lambda t: "creatures died",
    "zone_change": _zone_change,
    "token_created": lambda t: t.does("player", f"creates a {t['token']} token"),
    "token_ceased": lambda t: "a token ceases to exist",
    "emblem_created": lambda t: t.does("player", f"gets an emblem with {t['abilities']}"),
    "counters_added": _counters("put", "on"),
    "counters_removed": _counters("removed", "from"),
    "counters_annihilated": lambda t: f"{t['count']} +1/+1 and -1/-1 counter pairs on {t['object']} are removed",
    "tapped": lambda t: f"{t['object']} becomes tapped",
    "untapped": lambda t: f"{t['object']} becomes untapped",
    "attached": lambda t: f"{t['object']} becomes attached to {t['to']}",
    "attach_impossible": lambda t: f"{t['object']} can't be attached to {t['to']}",
    "aura_cant_enter": lambda t: f"{t['card']} can't enter the battlefield: there is nothing it could enchant",
    "unattached": lambda t: f"{t['object']} becomes unattached",
    "left_the_game": lambda t: f"{t['card']} leaves the game with its owner",
    "mana_added": lambda t: t.does("player", f"adds {t['mana']}") + f" (from {t['source']})",
    "mana_spent": lambda t: t.does("player", f"spends {t['mana']}"),
    "mana_emptied": lambda t: f"{t['mana']} empties from {t.whose('player')} mana pool",
    "no_mana_produced": lambda t: f"{t['source']} produces no mana",
    "replacement_applied": _replacement,
    "regeneration_shield": lambda t: f"{t['source']} gives {t['object']} a regeneration shield",
    "regenerated": lambda t: f"{t['object']} regenerates (the shield from {t['source']})",
    "copy_effect": lambda t: f"{t['object']} becomes a copy of {t['copies']}",
    "chosen_as_enters": lambda t: f"{t['value']} is chosen as {t['object']}'s {t['choice']}",
    "effect_ended": lambda t: f"{_plural(t['count'], 'effect')} end",
    "effect_does_nothing": lambda t: f"{t['source']}'s effect does nothing",
    "nothing_to_cast": lambda t: f"{t['source']} finds nothing for {t.who('player')} to cast",
    "nothing_to_attach": lambda t: f"{t['source']} finds nothing to attach",
    "play_permission": lambda t: t.does("player", f"may play {t['card']}") + (f" until turn {t['until_turn']}" if t["until_turn"] else " this turn"),
    "additional_land_play": lambda t: t.does("player", f"may play {_plural(t['count'], 'additional land')}") + " this turn",
    "control_exchanged": lambda t: f"{t['source']} exchanges control of {t['first']} and {t['second']}",
    "exchange_failed": lambda t: f"{t['source']}'s exchange of control fails",
    "amassed": lambda t: t.does("player", f"amasses {t['count']}") + f" ({t['army']})",
    "paired": lambda t: f"{t['object']} and {t['other']} become paired",
    "phased_out": lambda t: f"{t['object']} phases out" + (" with the permanent it is attached to" if t["indirectly"] else ""),
    "phased_in": lambda t: f"{t['object']} phases in",
    "exploited": lambda t: f"{t['object']} exploits {t['sacrificed']}",
    "explored": lambda t: f"{t['object']} explores" + (" and a land is revealed" if t["land"] else ""),
    "got_citys_blessing": lambda t: t.does("player", "gets the city's blessing"),
    "became_monstrous": lambda t: f"{t['object']} becomes monstrous",
    "became_renowned": lambda t: f"{t['object']} becomes renowned",
    "class_level_gained": lambda t: f"{t['object']} gains level {t['level']}",
    "became_solved": lambda t: f"{t['object']} becomes solved",
    "flipped": lambda t: f"{t['was']} flips into {t['face']}",
    "transformed": lambda t: f"{t['was']} transforms into {t['face']}",
    "turned_face_up": lambda t: f"{t['object']} is turned face up ({t['how']})",
    "day_night": lambda t: f"it becomes {t['becomes']}",
    "coin_flipped": lambda t: t.does("player", "wins a coin flip" if t["won"] else "loses a coin flip"),
    "die_rolled": lambda t: t.does("player", f"rolls {t['result']} on a d{t['sides']}"),
    "extra_turn": lambda t: t.does("player", "will take an extra turn after this one"),
    "ring_tempted": lambda t: f"the Ring tempts {t.who('player')}" + (f"; {t['ring_bearer']} is the Ring-bearer" if t["ring_bearer"] else ""),
    "piles_separated": lambda t: t.does("separator", "separates the cards into two piles") + "; " + t.does("chooser", f"chooses {_join(t['chosen']) or 'the empty pile'}"),
    "speed": lambda t: f"{t.whose('player')} speed becomes {t['speed']}",
    "monarch": lambda t: t.does("player", "becomes the monarch"),
    "initiative": lambda t: t.does("player", "takes the initiative"),
    "room_entered": lambda t: t.does("player", f"ventures into {t['room']}") + f" ({t['dungeon']})",
    "dungeon_completed": lambda t: t.does("player", f"completes {t['dungeon']}"),
    "player_lost": lambda t: t.does("player", "loses the game") + f" ({t['reason']})",
    "game_won": _won,
    "game_drawn": lambda t: "the game is a draw",
}


def sentence(e: dict[str, Any], viewer: str | None = None) -> str:
    """One event as a sentence, told to ``viewer`` (a player's name: "you"; the cards another
    player draws hidden), or to an onlooker (None)."""
    told = SENTENCES.get(e["event"])
    if told is not None:
        return told(_Told(e, viewer))
    # a log saved by another version of manastack may hold an event kind this one doesn't know
    return f"{e['event'].replace('_', ' ')}: " + ", ".join(f"{k} {v}" for k, v in e.items() if k not in ("event", "rules") and not k.endswith("_id"))


def cited(e: dict[str, Any], viewer: str | None = None) -> str:
    """The sentence with its rule citations: "bob loses 3 life (CR 119.3)"."""
    rules = e.get("rules") or []
    return sentence(e, viewer) + (f"  (CR {', '.join(rules)})" if rules else "")


__all__ = ["HEADERS", "QUIET", "SENTENCES", "STEP_NAMES", "cited", "sentence", "shown", "step_name"]
