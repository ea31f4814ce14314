"""Leveler cards (CR 711.2a–b): a level band's static ability applies while the number of level
counters is in its range — including one that affects other permanents."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.position import position
from manastack.rules.layers import chars
from tests.drivers import oid


def elf_mana_abilities(level: int) -> int:
    g = position({"alice": {"battlefield": [{"card": "Joraga Treespeaker", "counters": {"level": level}}, {"card": "Llanowar Elves", "as": "elf"}]},
                  "bob": {}})
    return sum(isinstance(a, ActivatedAbility) for a in chars(g.state, oid(g, "elf")).abilities)


def test_711_2b_level_5_elves_you_control_have_the_mana_ability() -> None:
    assert elf_mana_abilities(4) == 1  # its own "{T}: Add {G}"
    assert elf_mana_abilities(5) == 2  # and "{T}: Add {G}{G}" from the LEVEL 5+ band
