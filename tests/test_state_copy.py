"""Copies of the game state are complete and independent (the basis of Game.copy())."""

from __future__ import annotations

import dataclasses

from tests.cardlib import card
from manastack.model.types import Zone
from manastack.state.objects import GameObject


def test_object_copy_copies_every_field_and_owns_its_mutable_parts() -> None:
    o = GameObject(id=101, uid=101, card=card("Grizzly Bears"), owner=0, controller=1, zone=Zone.BATTLEFIELD)
    for f in dataclasses.fields(GameObject):
        if f.name in ("counters", "abilities_used_this_turn", "chosen"):
            continue
        value = getattr(o, f.name)
        if isinstance(value, bool):
            setattr(o, f.name, not value)
        elif isinstance(value, int) and f.name not in ("id", "uid", "owner", "controller"):
            setattr(o, f.name, value + 7)
    o.counters["+1/+1"] = 2
    o.abilities_used_this_turn[0] = 1
    o.chosen["k"] = "v"
    c = o.copy()
    for f in dataclasses.fields(GameObject):
        assert getattr(c, f.name) == getattr(o, f.name), f.name
    c.counters["+1/+1"] = 5
    c.chosen["k"] = "w"
    c.abilities_used_this_turn[0] = 3
    assert o.counters == {"+1/+1": 2} and o.chosen == {"k": "v"} and o.abilities_used_this_turn == {0: 1}
