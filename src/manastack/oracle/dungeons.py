"""A dungeon card's text (CR 309.4): a room per line, "[room name] — [effect] (Leads to: [room],
[room])". Each room is the triggered ability "When you move your venture marker into this room,
[effect]" (309.4c), its :class:`~manastack.model.triggers.Room` constraint carrying the arrows
leaving it; the one room no arrow leaves is the bottommost (309.5b). A dungeon whose rooms don't
form such a map (several rooms no arrow leaves, an arrow to a room not printed) isn't read.

Undercity's line "You can't enter this dungeon unless you "venture into Undercity."" is the
restriction :class:`~manastack.model.abilities.EnteredOnlyVenturingInto` (701.49d)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from manastack.model.abilities import EnteredOnlyVenturingInto, StaticAbility
from manastack.model.triggers import AboutThis, Room, TriggerCondition, TriggerEvent
from manastack.oracle import ir
from manastack.oracle.grammar.abilities import parse_body
from manastack.oracle.lexer import normalise, strip_reminder, tokenize

_ROOM = re.compile(r"^(?P<name>[^—]+?) — (?P<effect>.+?)(?: \(Leads to: (?P<to>[^)]*)\))?$")
_ONLY_VENTURING = re.compile(r'^You can\'t enter this dungeon unless you "venture into (?P<quality>[^."]+)\."?"?\.?$')


@dataclass(frozen=True, slots=True)
class DungeonText:
    """A dungeon's text read: each room's printed line and triggered ability, the restriction on
    entering it, and the lines not read."""

    rooms: tuple[tuple[str, ir.TriggeredLine], ...]
    only_venturing: StaticAbility | None
    unread: tuple[ir.Unsupported, ...]


def read_dungeon(text: str) -> DungeonText:
    """The rooms of a dungeon card's text, in printed order (the topmost first, 309.4a)."""
    found: list[tuple[str, str, str, tuple[str, ...]]] = []
    only: StaticAbility | None = None
    unread: list[ir.Unsupported] = []
    for line in normalise(text).split("\n"):
        m = _ROOM.match(line)
        restriction = _ONLY_VENTURING.match(line)
        if restriction is not None:
            only = StaticAbility(EnteredOnlyVenturingInto(restriction.group("quality")), text=line)
        elif m is None:
            unread.append(ir.Unsupported(line, line, "a dungeon line other than '[room] — [effect]' (CR 309.4)"))
        else:
            to = tuple(n.strip() for n in m.group("to").split(",")) if m.group("to") else ()
            found.append((line, m.group("name"), m.group("effect"), to))
    index = {name: i for i, (_, name, _, _) in enumerate(found)}
    if sum(1 for *_, to in found if not to) != 1 or any(n not in index for *_, to in found for n in to):
        unread.append(ir.Unsupported(text, text, "a dungeon whose rooms aren't one map with a single bottommost room (CR 309.4, 309.5)"))
    rooms = tuple(
        (line, ir.TriggeredLine(
            TriggerCondition(TriggerEvent.ROOM_ENTERED, (AboutThis(), Room(i, name, tuple(index.get(n, -1) for n in to)))),
            parse_body(tokenize(strip_reminder(effect))),
        ))
        for i, (line, name, effect, to) in enumerate(found)
    )
    return DungeonText(rooms, only, tuple(unread))


__all__ = ["DungeonText", "read_dungeon"]
