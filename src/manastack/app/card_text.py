"""``card NAME`` and ``card N`` during a game in the terminal: a card's text as printed (cost, type
line, power/toughness or loyalty, rules text, each face) and, for a permanent, how it is now
(its characteristics after continuous effects, CR 613, counters, damage, tapped).

The board numbers the cards a player may point at (:func:`numbered_cards`): each player's
non-land permanents in the order shown, the stack from the top, then the player's hand. A card
keeps its number for as long as it is the same object (:class:`CardNumbers`): a card that changes
zones is a new object (CR 400.7) and gets the next free number. A name
finds a card the player can see (a prefix will do when one name starts so), else any real card
by its name — card text is public; a face-down permanent or spell shows only what its viewer may
know of it (CR 708.5).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text

from manastack.errors import ManastackError
from manastack.game import Game
from manastack.model.card import CardDef
from manastack.model.types import CardType
from manastack.rules.costs import is_sick
from manastack.rules.layers import chars
from manastack.state.game_state import GameState


def permanents_of(state: GameState, pid: int) -> tuple[list[int], list[int]]:
    """The permanents ``pid`` controls: the lands that are not creatures (grouped by name on the
    board), and the others (one line each)."""
    mine = [o for o in state.battlefield if chars(state, o).controller == pid]
    lands = [o for o in mine if CardType.LAND in chars(state, o).types and CardType.CREATURE not in chars(state, o).types]
    return lands, [o for o in mine if o not in lands]


def numbered_cards(game: Game, viewer: int) -> list[int]:
    """The objects the board numbers for ``viewer`` (number ``i + 1`` is ``result[i]``)."""
    state = game.state
    order = [*state.turn_order_from(viewer)[1:], viewer]
    return [o for p in order for o in permanents_of(state, p)[1]] + list(reversed(state.stack)) + list(state.players[viewer].hand)


@dataclass(slots=True)
class CardNumbers:
    """The #numbers of the cards one player's board shows: the first number free when the board
    first shows an object, kept for as long as the object exists."""

    _number: dict[int, int] = field(default_factory=dict)
    _objects: list[int] = field(default_factory=list)

    def of(self, oid: int) -> int:
        if oid not in self._number:
            self._objects.append(oid)
            self._number[oid] = len(self._objects)
        return self._number[oid]

    def object(self, number: int) -> int | None:
        """The object numbered ``number``, None if no object has had it."""
        return self._objects[number - 1] if 1 <= number <= len(self._objects) else None

    def numbering(self, game: Game, viewer: int) -> dict[int, int]:
        """The number of each card the board shows ``viewer`` now (:func:`numbered_cards`)."""
        return {o: self.of(o) for o in numbered_cards(game, viewer)}


def face_lines(card: CardDef) -> list[str]:
    """One face as printed: name and mana cost, type line with P/T or loyalty, rules text."""
    cost = card.mana_cost.text() if card.mana_cost is not None else ""
    stats = f"  {card.power if card.power is not None else '*'}/{card.toughness if card.toughness is not None else '*'}" if CardType.CREATURE in card.types else ""
    stats += f"  loyalty {card.loyalty}" if card.loyalty is not None else ""
    return [card.name + (f"  {cost}" if cost else ""), card.type_line + stats, *(card.oracle_text.splitlines() or ["(no rules text)"])]


def card_lines(card: CardDef) -> list[str]:
    """A card's faces: the front, then its Adventure, back face, flipped face or split halves."""
    if card.halves is not None:
        return [line for half in card.halves for line in face_lines(half)]
    lines = face_lines(card)
    for label, other in (("adventure", card.adventure), ("back face", card.back_face), ("flipped", card.flipped)):
        if other is not None:
            lines += [f"-- {label}: " + face_lines(other)[0], *face_lines(other)[1:]]
    return lines


def permanent_line(state: GameState, oid: int) -> Text:
    """One permanent: name, P/T, loyalty, counters, attachments, tapped and sick marks."""
    o = state.objects[oid]
    c = chars(state, oid)
    t = Text(c.name, style="bold" if CardType.CREATURE in c.types else "")
    if CardType.CREATURE in c.types:
        dmg = f", {o.damage} damage" if o.damage else ""
        t.append(f" {c.power}/{c.toughness}{dmg}", style="cyan")
        if c.keywords:
            t.append(" (" + ", ".join(sorted(k.value for k in c.keywords)) + ")", style="dim")
    counters = {k: v for k, v in o.counters.items() if v}
    if counters:
        t.append(" [" + ", ".join(f"{v}×{k}" for k, v in sorted(counters.items())) + "]", style="magenta")
    if o.attached_to is not None:
        t.append(f" → attached to {state.name_of(o.attached_to)}", style="yellow")
    if o.tapped:
        t.append(" (tapped)", style="red")
    if CardType.CREATURE in c.types and is_sick(state, oid):
        t.append(" (summoning sick)", style="dim")
    return t


def now_line(state: GameState, oid: int) -> str:
    """A permanent as it is now: characteristics after effects (CR 613), counters, damage, tapped."""
    return "now: " + permanent_line(state, oid).plain


def _hidden(game: Game, viewer: int, oid: int) -> bool:
    o = game.state.objects[oid]
    return o.face_down is not None and o.controller != viewer and not game.is_over  # CR 708.5


def _visible(game: Game, viewer: int) -> list[int]:
    s = game.state
    order = [*s.turn_order_from(viewer)[1:], viewer]
    seen = numbered_cards(game, viewer) + [o for p in order for o in permanents_of(s, p)[0]]
    exiled = [c.id for c in game.observe(viewer).exile if c.name == s.objects[c.id].card.name]  # not face down (406.3)
    seen += [o for p in order for o in s.players[p].graveyard] + exiled + list(s.command)
    return [o for o in seen if not _hidden(game, viewer, o)]


def card_text(game: Game, viewer: int, query: str, numbers: CardNumbers | None = None) -> str:
    """The text ``card QUERY`` prints for ``viewer`` whose board numbers cards by ``numbers`` (by
    default, numbered afresh); :class:`ManastackError` saying what is wrong."""
    q = query.strip().lstrip("#")
    state = game.state
    if q.isdigit():
        numbers = numbers or CardNumbers()
        shown = numbers.numbering(game, viewer)
        oid = numbers.object(int(q))
        if oid not in shown:
            raise ManastackError(f"card {q}: no card on the board, the stack or your hand has #{q} now")
        return _object_text(game, viewer, oid)
    visible = _visible(game, viewer)
    for exact in (True, False):
        found = {n: o for o in reversed(visible) if _names(n := state.objects[o].card.name, q, exact)}
        if len(found) == 1:
            return _object_text(game, viewer, next(iter(found.values())))
        if len(found) > 1:
            raise ManastackError(f"card {query}: could mean " + ", ".join(sorted(found)))
    from manastack.cards.lookup import find_card

    return "\n".join(card_lines(find_card(q)))


def _names(name: str, query: str, exact: bool) -> bool:
    return name.lower() == query.lower() if exact else name.lower().startswith(query.lower())


def _object_text(game: Game, viewer: int, oid: int) -> str:
    state = game.state
    if _hidden(game, viewer, oid):
        return "a face-down card (CR 708.5: only its controller may look at it)\n" + now_line(state, oid)
    lines = card_lines(state.objects[oid].card)
    if oid in state.battlefield:
        lines.append(now_line(state, oid))
    return "\n".join(lines)


__all__ = ["CardNumbers", "card_lines", "card_text", "face_lines", "now_line", "numbered_cards", "permanent_line", "permanents_of"]
