"""Invariants of a game state, checked after every action by the random-games test and
``benchmarks/fuzz.py``: zones and objects agree (CR 400.1, 400.7), cards are conserved, no
negative counters or damage (CR 122), life changes are all logged (119.3, 810.9), mana pools empty
between steps (500.4), state-based actions are done before priority (117.5, 704), and there is
a legal decision until the game is over. A failure raises :class:`AssertionError` saying what."""

from __future__ import annotations

from collections.abc import Iterator

from manastack.actions import DecisionKind
from manastack.game import Game
from manastack.model.types import CardType, Keyword, Zone
from manastack.rules.layers import chars
from manastack.state.game_state import GameState


def _zone_lists(state: GameState) -> Iterator[tuple[str, Zone, int | None, list[int]]]:
    yield "battlefield", Zone.BATTLEFIELD, None, state.battlefield
    yield "battlefield (phased out)", Zone.BATTLEFIELD, None, [o for o, _, _ in state.phased_out]
    yield "stack", Zone.STACK, None, state.stack
    yield "exile", Zone.EXILE, None, state.exile
    yield "command", Zone.COMMAND, None, state.command
    for p in state.players:
        yield f"{p.name}'s library", Zone.LIBRARY, p.id, p.library
        yield f"{p.name}'s hand", Zone.HAND, p.id, p.hand
        yield f"{p.name}'s graveyard", Zone.GRAVEYARD, p.id, p.graveyard


def check_invariants(game: Game, cards: int, step_before: tuple[int, str] | None, start_life: list[int]) -> None:
    """Check every invariant (see the module docstring): ``cards`` is the number of non-token cards
    the game began with, ``step_before`` the (turn, step) before the last action, ``start_life``
    each team's starting life."""
    s = game.state
    where: dict[int, str] = {}
    for name, zone, owner, ids in _zone_lists(s):
        for oid in ids:
            assert oid not in where, f"object {oid} is in {where[oid]} and in {name}"
            where[oid] = name
            assert oid in s.objects, f"{name} lists {oid}, which doesn't exist"
            o = s.objects[oid]
            assert o.zone is zone, f"{o.name} ({oid}) is listed in {name} but says it is in {o.zone.value}"
            if owner is not None:
                assert o.owner == owner, f"{o.name} ({oid}) is in {name} but is owned by player {o.owner}"
    for oid, o in s.objects.items():
        if not o.is_ability:
            assert oid in where, f"{o.name} ({oid}, {o.zone.value}) is in no zone list"
        elif oid not in where:
            raise AssertionError(f"ability object {oid} of {o.name} exists off the stack")
        for kind, n in o.counters.items():
            assert n >= 0, f"{o.name} has {n} {kind} counters"
        assert o.damage >= 0, f"{o.name} has {o.damage} damage"
    # Tokens, abilities, copies of spells and emblems (114.5: an emblem is not a card) aren't cards;
    # dungeon cards began outside the game (309.2).
    real_cards = sum(
        1 for o in s.objects.values()
        if not o.is_token and not o.is_ability and not o.is_copy and not o.card.is_emblem and CardType.DUNGEON not in o.card.types
    )
    gone = [p.id for p in s.players if p.left_game]
    if not gone:
        assert real_cards == cards, f"{real_cards} non-token cards, the decks had {cards}"
    else:  # 800.4a: the objects a player who left owned left the game with them
        assert real_cards <= cards, f"{real_cards} non-token cards, the decks had {cards}"
        left = [o.name for o in s.objects.values() if o.owner in gone and not o.is_ability]
        assert not left, f"objects of players who left the game are still in it: {left[:5]}"
    for t in s.teams:
        assert type(t.life) is int, f"team {t.name} life {t.life!r}"
        assert t.poison >= 0
    if step_before is not None and step_before != (s.turn, s.step.value):
        # CR 106.4, 500.4: pools empty as each step and phase ends; mana in a pool now was added
        # in the current step (an ability that triggered at its beginning may have added it), or
        # is kept until end of turn ("you don't lose this mana as steps and phases end").
        began = max((i for i, e in enumerate(s.log) if e.event == "step"), default=-1)
        added_now = {e.get("player") for e in s.log[began + 1:] if e.event == "mana_added"}
        for p in s.players:
            lost = [u for u in p.mana_pool if not u.kept]
            assert not lost or p.name in added_now, f"{p.name}'s pool holds mana after {step_before} ended: {p.mana_pool}"
        # CR 119.3 / 810.9: life changes only by gaining and losing life, all of it logged.
        for ti, t in enumerate(s.teams):
            members = {s.players[m].name for m in t.members}
            delta = sum(
                (e.get("amount") if e.event == "life_gained" else -e.get("amount"))
                for e in s.log
                if e.event in ("life_gained", "life_lost") and e.get("player") in members
            )
            assert t.life == start_life[ti] + delta, f"team {t.name} has {t.life} life; the log accounts for {start_life[ti] + delta}"
    d = game.decision
    if d is not None and d.kind is DecisionKind.PRIORITY and not s.stack:
        # CR 117.5 / 704.3: a player receives priority only after state-based actions are done.
        for oid in s.battlefield:
            o, c = s.objects[oid], chars(s, oid)
            if CardType.CREATURE in c.types:
                assert (c.toughness or 0) > 0, f"{c.name} with toughness {c.toughness} survived state-based actions"
                if Keyword.INDESTRUCTIBLE not in c.keywords:
                    assert o.damage < (c.toughness or 0), f"{c.name} with lethal damage survived state-based actions"
            if "Aura" in c.subtypes:
                assert o.attached_to in s.battlefield, f"{c.name} is attached to nothing"
            if o.attached_to is not None:
                assert o.attached_to in s.battlefield, f"{c.name} is attached to {o.attached_to}, which has left"
        if s.combat is not None:
            for a in s.combat.attackers:
                assert a in s.battlefield, f"attacker {a} isn't on the battlefield"
    if game.is_over:
        assert game.decision is None and game.legal_actions() == []
        assert game.outcome() is not None
    else:
        d = game.decision
        assert d is not None and len(game.legal_actions()) >= 1
        assert not s.players[d.player].lost, "a player who has lost is asked to decide"


__all__ = ["check_invariants"]
