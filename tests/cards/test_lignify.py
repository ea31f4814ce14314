"""Lignify: "Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all
abilities." (CR 205.1a, 613.1d: its creature types are replaced; 613.4b: base 0/4, which
+1/+1 effects of 7c still modify; 613.1f: it loses its abilities, so its static ability's
+1/+1 for other Elves (layer 7c) no longer applies and its mana ability can't be activated)."""

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import C, cast, game, oid, pt, resolve_all


def test_the_elf_lord_becomes_a_plain_0_4_treefolk_and_its_lord_bonus_ends() -> None:
    g = game(
        {"battlefield": [C("Forest"), C("Forest")], "hand": [C("Lignify")]},
        {"battlefield": [{"card": C("Elvish Archdruid"), "as": "lord"}, {"card": C("Llanowar Elves"), "as": "elf"}]},
    )
    assert pt(g, "elf") == (2, 2)
    cast(g, "Lignify", oid(g, "lord"))
    resolve_all(g)
    lord = chars(g.state, oid(g, "lord"))
    assert lord.subtypes == ("Treefolk",) and (lord.power, lord.toughness) == (0, 4)
    assert lord.abilities == ()  # its mana ability too
    assert pt(g, "elf") == (1, 1)  # the lord's static ability is gone (613.1f)


def test_a_lignified_flyer_loses_flying_and_counters_still_count() -> None:
    g = game(
        {"battlefield": [C("Forest"), C("Forest")], "hand": [C("Lignify")]},
        {"battlefield": [{"card": C("Serra Angel"), "as": "angel", "counters": {"+1/+1": 1}}]},
    )
    cast(g, "Lignify", oid(g, "angel"))
    resolve_all(g)
    angel = chars(g.state, oid(g, "angel"))
    assert Keyword.FLYING not in angel.keywords and Keyword.VIGILANCE not in angel.keywords
    assert pt(g, "angel") == (1, 5)  # 0/4 base (7b), then the counter (7c)
