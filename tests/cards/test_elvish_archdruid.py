"""Elvish Archdruid: other Elf creatures you control get +1/+1 (613.4c); {T}: add {G} for each Elf you
control, counting itself (605.1a: a mana ability)."""

from __future__ import annotations

from tests.drivers import ALICE, C, activate, events, game, pt

DRUID = "Elvish Archdruid"


def test_other_elves_you_control_get_plus_one() -> None:
    g = game({"battlefield": [{"card": C(DRUID), "as": "d"}, {"card": C("Elvish Mystic"), "as": "m"}, {"card": C("Westfold Rider"), "as": "r"}]},
             {"battlefield": [{"card": C("Elvish Visionary"), "as": "v"}]})
    assert pt(g, "d") == (2, 2) and pt(g, "m") == (2, 2) and pt(g, "r") == (3, 1) and pt(g, "v") == (1, 1)


def test_ruling_mana_ability_counts_every_elf_including_itself() -> None:
    g = game({"battlefield": [{"card": C(DRUID), "as": "d"}, C("Elvish Mystic"), C("Elvish Visionary"), C("Westfold Rider")]})
    activate(g, "Activate Elvish Archdruid")
    assert g.state.stack == []  # a mana ability doesn't use the stack
    assert len(g.state.players[ALICE].mana_pool) == 3  # three Elves: Archdruid, Mystic, Visionary
    assert events(g, "mana_added")[-1].get("mana") == "{G}{G}{G}"
