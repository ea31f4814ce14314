"""The Commander variant's bookkeeping (CR 903): which cards are a player's commanders, the
commander tax and the combat damage each commander has dealt each player.

A commander is a card, not an object (903.3: the designation is an attribute of the card itself,
kept as it changes zones), so it is tracked by :attr:`GameObject.uid`, which a card keeps from zone
to zone; a token or a copy is never a commander. Moving a commander to the command zone (903.9) is
in :mod:`manastack.rules.command_zone`.
"""

from __future__ import annotations

from manastack.carddata.commander_deck import identity_of_faces
from manastack.model.card import CardDef
from manastack.model.types import Zone
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

#: CR 903.10a: the combat damage from one commander that makes a player lose.
COMMANDER_DAMAGE_LIMIT = 21
#: CR 903.8: the generic mana added for each previous cast from the command zone.
TAX_PER_CAST = 2


def is_commander(state: GameState, oid: int) -> bool:
    """CR 903.3: whether object ``oid`` is a card its owner designated as a commander."""
    o = state.objects.peek_or_none(oid)
    return o is not None and is_commander_object(state, o)


def is_commander_object(state: GameState, o: GameObject) -> bool:
    """CR 903.3: whether ``o`` (an object, or one as it last existed) is a card its owner
    designated as a commander; a token or a copy never is."""
    return not o.is_token and o.uid in state.players[o.owner].commanders


def designate_commander(state: GameState, oid: int) -> None:
    """CR 903.3: the card of object ``oid`` becomes its owner's commander (before the game begins)."""
    p = state.players[state.objects[oid].owner]
    if state.objects[oid].uid not in p.commanders:
        p.commanders = (*p.commanders, state.objects[oid].uid)


def commander_identity(state: GameState, player: int) -> frozenset[str]:
    """CR 903.4, 702.124c: the combined colour identity of ``player``'s commanders (WUBRG letters;
    empty without a commander, 903.4f), from each commander card's faces."""
    cards = {o.uid: o.card for o in state.objects.values() if o.uid in state.players[player].commanders and not o.is_token}
    return identity_of_faces(
        (str(f.mana_cost or ""), f.oracle_text, [c.value for c in f.colors or ()]) for card in cards.values() for f in card_faces(card)
    )


def is_commander_game(state: GameState) -> bool:
    """Whether this is a Commander game (some player has a commander, 903.3)."""
    return any(p.commanders for p in state.players)


def commanders_in_command_zone(state: GameState, player: int) -> list[int]:
    """CR 903.8: the commanders ``player`` owns in the command zone, which they may cast."""
    return [oid for oid in state.command if state.objects.peek(oid).owner == player and is_commander(state, oid)]


def commander_tax(state: GameState, caster: int, oid: int, from_zone: Zone) -> int:
    """CR 903.8: a commander cast from the command zone costs {2} more for each previous time the
    player casting it has cast it from the command zone this game (an additional cost, part of the
    total cost, 601.2f). Partners are counted separately (702.124d)."""
    if from_zone is not Zone.COMMAND or not is_commander(state, oid):
        return 0
    return _tax(state, caster, state.objects[oid].uid)


def _tax(state: GameState, player: int, uid: int) -> int:
    """{2} for each time ``player`` has cast the commander card ``uid`` from the command zone."""
    return TAX_PER_CAST * state.players[player].commander_casts.count(uid)


def note_commander_cast(state: GameState, caster: int, oid: int, from_zone: Zone) -> None:
    """CR 903.8: ``caster`` has cast commander ``oid`` from the command zone (counted for its tax)."""
    if from_zone is Zone.COMMAND and is_commander(state, oid):
        p = state.players[caster]
        p.commander_casts = (*p.commander_casts, state.objects[oid].uid)


def times_cast_from_command_zone(state: GameState, player: int, *, own_only: bool) -> int:
    """CR 903.8: how many times ``player`` has cast a commander from the command zone this game
    (``own_only``: only their own commanders, "your commander"; both of two partners count)."""
    p = state.players[player]
    return sum(1 for uid in p.commander_casts if not own_only or uid in p.commanders)


def highest_commander_tax(state: GameState, player: int) -> int:
    """CR 903.8, 702.124d: the highest tax among ``player``'s commanders — {2} for each time they have
    cast that commander from the command zone (0 without a commander)."""
    return max((_tax(state, player, uid) for uid in state.players[player].commanders), default=0)


def commander_damage_to(state: GameState, player: int, commander_uid: int) -> int:
    """CR 903.10a: the combat damage the commander card ``commander_uid`` has dealt ``player`` this game."""
    return next((n for uid, n in state.players[player].commander_damage if uid == commander_uid), 0)


def note_commander_damage(state: GameState, source: int, player: int, amount: int) -> None:
    """CR 903.10a: combat damage dealt to ``player`` by ``source`` counts toward the total of that
    commander (whoever controls it), kept over the whole game."""
    if amount <= 0 or not is_commander(state, source):
        return
    uid = state.objects[source].uid
    p = state.players[player]
    total = commander_damage_to(state, player, uid) + amount
    p.commander_damage = (*((u, n) for u, n in p.commander_damage if u != uid), (uid, total))


def dealt_lethal_commander_damage(state: GameState, player: int) -> bool:
    """CR 704.6c, 903.10a: ``player`` has been dealt 21 or more combat damage by the same commander
    (damage from different commanders, partners included, doesn't add up, 702.124d)."""
    return any(n >= COMMANDER_DAMAGE_LIMIT for _, n in state.players[player].commander_damage)


def card_faces(card: CardDef) -> list[CardDef]:
    """Every face of a card (903.4d–e: back faces, Adventures, split halves, flipped sides count)."""
    return [card, *(f for f in (card.back_face, card.adventure, card.flipped, card.prototype) if f is not None), *(card.halves or ())]


__all__ = [
    "COMMANDER_DAMAGE_LIMIT",
    "card_faces",
    "commander_damage_to",
    "commander_identity",
    "commander_tax",
    "commanders_in_command_zone",
    "dealt_lethal_commander_damage",
    "highest_commander_tax",
    "designate_commander",
    "is_commander",
    "is_commander_game",
    "is_commander_object",
    "note_commander_cast",
    "note_commander_damage",
    "times_cast_from_command_zone",
]
