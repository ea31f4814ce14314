"""Eagles of the North: Flying; when it enters, creatures you control get +1/+0 and gain first
strike until end of turn; Plainscycling {1}."""

from __future__ import annotations

from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.cards._cycling import check_not_from_battlefield, check_typecycling
from tests.drivers import C, cast, game, oid, pt, resolve_all

EAGLES = "Eagles of the North"


def test_eagles_has_flying():
    g = game({"battlefield": [{"card": C(EAGLES), "as": "eagles"}]})
    assert Keyword.FLYING in chars(g.state, oid(g, "eagles")).keywords


def test_entering_gives_creatures_you_control_plus_one_and_first_strike_until_end_of_turn():
    g = game({"hand": [C(EAGLES)], "battlefield": [C("Plains")] * 6 + [{"card": C("Grizzly Bears"), "as": "bears"}]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "theirs"}]})
    cast(g, EAGLES)
    resolve_all(g)  # the spell, then the enters trigger
    assert pt(g, "bears") == (3, 2)
    assert Keyword.FIRST_STRIKE in chars(g.state, oid(g, "bears")).keywords
    eagles = next(o for o in g.state.battlefield if g.state.objects[o].name == EAGLES)
    assert pt(g, eagles) == (4, 3)
    assert pt(g, "theirs") == (2, 2)  # only creatures you control
    assert Keyword.FIRST_STRIKE not in chars(g.state, oid(g, "theirs")).keywords


def test_plainscycling_discards_it_to_find_a_plains():
    check_typecycling(EAGLES, "Plainscycling", "Plains", "Island")


def test_plainscycling_only_from_hand():
    check_not_from_battlefield(EAGLES, "Plainscycling", "Plains")
