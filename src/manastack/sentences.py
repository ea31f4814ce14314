"""Game log events as English sentences ("bob casts Lightning Bolt targeting Grizzly Bears"): the
one table the terminal, the browser table (:mod:`manastack.app.events`) and the scenario runner's
``--explain`` (:mod:`manastack.scenario.explain`) tell a game with.

Every kind of event the engine logs (:func:`manastack.events.event_types`) has a sentence in
:data:`SENTENCES`; a test holds it so, and no event is ever shown as its raw fields. A sentence is
told to a viewer (a player's name) or to an onlooker (None): the viewer is "you" ("you draw
Forest", "you lose 2 life"), and the cards another player draws are "a card" to them (CR 401.2).
Steps are named the way players say them (:func:`step_name`: "main phase 1", CR 505.1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.events import REPLACED_BY_NOTHING

#: Steps and phases as players call them (CR 505.1: main phase 1 is the first, precombat, main phase).
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


def zone_name(zone: str) -> str:
    """A zone in a sentence: "the battlefield", "a graveyard", "exile"."""
    return _ZONES.get(zone, zone)


def possessive(name: str) -> str:
    """A name as an owner: "Rest in Peace's", "Parallel Lives'"."""
    return f"{name}'" if name.endswith("s") and not name.endswith("'s") else f"{name}'s"


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
        """The player in ``key`` as an owner: "your", "bob's"."""
        who = self.who(key)
        return "your" if who == "you" else possessive(who)

    def of(self, key: str) -> str:
        """An object's name in ``key`` as an owner: "Grizzly Bears'", "Lightning Bolt's"."""
        return possessive(str(self.e.get(key)))

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
    return f"{t['card']} moves from {zone_name(frm)} to {zone_name(to)}"


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
    return f"{' and '.join(players) or 'team ' + str(t['team'])} {'win' if len(players) > 1 else 'wins'} the game"


def _replacement(t: _Told) -> str:
    what = str(t["modifies"]).replace("_", " ")
    if t["after"] == REPLACED_BY_NOTHING:  # replaced by other actions, not by another event (614.1a)
        return f"{t.of('effect')} replacement effect replaces a {what} to {t['before']}: it doesn't happen"
    return f"{t.of('effect')} replacement effect changes a {what} from {t['before']} to {t['after']}"


def _activated(t: _Told) -> str:
    ability = "the mana ability" if t["mana_ability"] else "the ability"
    return t.does("player", f"activates {ability} of {t['source']}") + f": \u201c{t['ability']}\u201d"


SENTENCES: dict[str, Callable[[_Told], str]] = {
    "game_started": lambda t: "the game begins; " + t.does("starting_player", "takes the first turn"),
    "turn_began": lambda t: f"turn {t['turn']} begins; " + t.does("active", "is the active player"),
    "step": lambda t: f"turn {t['turn']}: the {step_name(str(t['step']))} begins",
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
    "ability_activated": _activated,
    "ability_triggered": lambda t: f"{t.of('source')} triggered ability triggers",
    "ability_put_on_stack": lambda t: f"{t.of('source')} triggered ability is put on the stack",
    "ability_removed": lambda t: f"{t.of('source')} ability is removed from the stack",
    "ability_does_nothing": lambda t: f"{t.of('source')} ability does nothing",
    "resolving": lambda t: f"{t.of('card')} ability resolves" if t["ability"] else f"{t['card']} resolves",
    "fizzled": lambda t: f"{t['card']} doesn't resolve: its targets are illegal",
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
    "regenerated": lambda t: f"{t['object']} regenerates instead of being destroyed (the shield from {t['source']} is used)",
    "copy_effect": lambda t: f"{t['object']} becomes a copy of {t['copies']}",
    "chosen_as_enters": lambda t: f"{t['value']} is chosen as {t.of('object')} {t['choice']}",
    "effect_ended": lambda t: f"{_plural(t['count'], 'effect')} end",
    "effect_does_nothing": lambda t: f"{t.of('source')} effect does nothing",
    "nothing_to_cast": lambda t: f"{t['source']} finds nothing for {t.who('player')} to cast",
    "nothing_to_attach": lambda t: f"{t['source']} finds nothing to attach",
    "play_permission": lambda t: t.does("player", f"may play {t['card']}") + (f" until turn {t['until_turn']}" if t["until_turn"] else " this turn"),
    "additional_land_play": lambda t: t.does("player", f"may play {_plural(t['count'], 'additional land')}") + " this turn",
    "control_exchanged": lambda t: f"{t['source']} exchanges control of {t['first']} and {t['second']}",
    "exchange_failed": lambda t: f"{t.of('source')} exchange of control fails",
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
    "ring_tempted": lambda t: f"the Ring tempts {t.who('player')}" + (f"; {t['ring_bearer']} is {t.whose('player')} Ring-bearer" if t["ring_bearer"] else ""),
    "piles_separated": lambda t: t.does("separator", "separates the cards into two piles") + "; " + t.does("chooser", f"chooses {'the pile of ' + _join(t['chosen']) if t['chosen'] else 'the empty pile'}"),
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


__all__ = ["SENTENCES", "STEP_NAMES", "possessive", "sentence", "step_name", "zone_name"]
