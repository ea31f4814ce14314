"""Varis, Silverymoon Ranger: "Whenever you cast a creature or planeswalker spell, venture into the
dungeon. This ability triggers only once each turn." and "Whenever you complete a dungeon, create a
2/2 green Wolf creature token." (CR 701.49, 309.4c, 309.6, 309.7) — with Lost Mine of Phandelver's
rooms compiled from its card."""

from __future__ import annotations

from manastack.game import Game
from manastack.model.effects import Venture
from tests.drivers import ALICE, C, answer, cast, events, game, options, resolve_all, resolve_top, tokens


def _varis() -> Game:
    return game({"battlefield": [C("Varis, Silverymoon Ranger"), C("Forest"), C("Forest")], "hand": [C("Grizzly Bears")]})


def _view(g: Game) -> tuple[str | None, str | None, tuple[str, ...]]:
    p = g.observe(ALICE).players[ALICE]
    return p.dungeon, p.room, p.completed_dungeons


def test_casting_a_creature_spell_ventures_into_the_dungeon() -> None:
    g = _varis()
    cast(g, "Grizzly Bears")
    resolve_top(g)  # Varis's trigger: the dungeon enters the command zone (309.2a, 701.49a)
    assert _view(g) == ("Lost Mine of Phandelver", "Cave Entrance", ())
    resolve_top(g)  # Cave Entrance — Scry 1.
    answer(g, "Bottom")
    assert events(g, "scried")


def test_completing_the_dungeon_makes_a_wolf() -> None:
    g = _varis()
    g.perform([Venture()], controller=ALICE)
    resolve_top(g)
    answer(g, "Top")
    g.perform([Venture()], controller=ALICE)
    answer(g, "Goblin Lair")
    resolve_top(g)
    g.perform([Venture()], controller=ALICE)
    answer(g, "Dark Pool")
    resolve_top(g)
    assert _view(g) == ("Lost Mine of Phandelver", "Dark Pool", ())
    assert tokens(g)["Goblin"] == 1
    cast(g, "Grizzly Bears")
    resolve_top(g)  # Varis's trigger moves the marker into the bottommost room (701.49b)
    assert _view(g) == ("Lost Mine of Phandelver", "Temple of Dumathoin", ())
    resolve_all(g)  # Temple of Dumathoin draws a card; then the dungeon is completed (309.6)
    assert _view(g) == (None, None, ("Lost Mine of Phandelver",))
    assert tokens(g)["Wolf"] == 1
    assert not g.state.command


def test_701_49c_venturing_from_the_bottommost_room_completes_the_dungeon_and_enters_another() -> None:
    g = _varis()
    g.perform([Venture()], controller=ALICE)
    resolve_top(g)
    answer(g, "Top")
    for room in ("Goblin Lair", "Dark Pool"):
        g.perform([Venture()], controller=ALICE)
        answer(g, room)
        resolve_top(g)
    g.perform([Venture()], controller=ALICE)  # into Temple of Dumathoin; its ability waits on the stack (309.6)
    assert _view(g) == ("Lost Mine of Phandelver", "Temple of Dumathoin", ())
    g.perform([Venture()], controller=ALICE)
    assert _view(g) == ("Lost Mine of Phandelver", "Cave Entrance", ("Lost Mine of Phandelver",))
    hand_before = g.observe(ALICE).players[ALICE].hand_count
    g.apply(g.legal_actions()[0])  # the order of the Wolf trigger and Cave Entrance's ability
    while g.state.stack:
        resolve_top(g)
        if "Top" in options(g):
            answer(g, "Top")  # Cave Entrance — Scry 1.
    # Temple of Dumathoin's ability resolved without its dungeon (113.7a): a card drawn
    assert g.observe(ALICE).players[ALICE].hand_count == hand_before + 1
    assert tokens(g)["Wolf"] == 1
