"""Illusionist's Bracers: "Whenever an ability of equipped creature is activated, if it isn't a
mana ability, copy that ability. You may choose new targets for the copy." (CR 602.2b, 605.3a,
707.10, 707.10c); Equip {3}."""

from __future__ import annotations

from tests.drivers import BOB, C, activate, answer, events, game, graveyard, life, oid, resolve_all, resolve_top, triggered

BRACERS = "Illusionist's Bracers"


def _equipped_pyromancer() -> dict[str, object]:
    return {"battlefield": [{"card": C("Prodigal Pyromancer"), "as": "pyro"}, {"card": C(BRACERS), "as": "bracers", "attached_to": "pyro"}]}


def test_the_copy_keeps_the_target() -> None:
    g = game(_equipped_pyromancer())
    activate(g, "Activate Prodigal Pyromancer", "Bob")
    resolve_top(g)  # the Bracers' trigger: the copy goes on the stack above the ability
    answer(g, "Keep Bob")
    assert len(g.state.stack) == 2 and all(g.state.objects[s].is_ability for s in g.state.stack)
    resolve_all(g)
    assert life(g)[BOB] == 18
    assert len(events(g, "spell_copied")) == 1


def test_the_copy_takes_a_new_target() -> None:
    g = game(_equipped_pyromancer(), {"battlefield": [{"card": C("Llanowar Elves"), "as": "elves"}]})
    activate(g, "Activate Prodigal Pyromancer", "Bob")
    resolve_top(g)
    answer(g, "Llanowar Elves")
    resolve_all(g)
    assert life(g)[BOB] == 19 and graveyard(g, BOB) == ["Llanowar Elves"]


def test_the_equipments_own_ability_isnt_copied() -> None:
    pos = _equipped_pyromancer()
    pos["battlefield"] = [*pos["battlefield"], {"card": C("Grizzly Bears"), "as": "bears"}, *[C("Plains")] * 3]  # type: ignore[misc]
    g = game(pos)
    activate(g, "Activate Illusionist's Bracers", "Grizzly Bears")
    resolve_all(g)
    assert g.state.objects[oid(g, "bracers")].attached_to == oid(g, "bears")
    assert triggered(g, BRACERS) == 0
