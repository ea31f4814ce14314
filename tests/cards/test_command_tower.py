"""Command Tower and Arcane Signet: "{T}: Add one mana of any color in your commander's color
identity." (CR 903.4; 702.124c: two partners' identities combined; 903.4f: none without a commander)."""

from __future__ import annotations

from manastack.position import position
from manastack.rules.mana import could_produce


def _produces(source: str, commanders: list[str], commander: bool = True) -> set[str]:
    g = position({"alice": {"battlefield": [source], **({"commander": commanders} if commanders else {})}, "bob": {}}, commander=commander)
    oid = next(o for o in g.state.battlefield if g.state.objects[o].name == source)
    return set(could_produce(g.state, oid, frozenset()))


def test_command_tower_makes_the_colors_of_its_controllers_commander() -> None:
    assert _produces("Command Tower", ["Bilbo, Birthday Celebrant"]) == {"W", "B", "G"}
    assert _produces("Command Tower", ["Kird Ape"]) == {"R"}


def test_two_commanders_combine_their_identities() -> None:
    assert _produces("Arcane Signet", ["Kird Ape", "Isamaru, Hound of Konda"]) == {"R", "W"}


def test_no_commander_or_a_colourless_one_makes_no_mana() -> None:
    assert _produces("Arcane Signet", [], commander=False) == set()
    assert _produces("Command Tower", ["Ornithopter"]) == set()
