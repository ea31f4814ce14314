"""Oliphaunt: Trample; whenever it attacks, another target creature you control gets +2/+0 and
gains trample until end of turn; Mountaincycling {1}."""

from __future__ import annotations

from manastack.model.types import Keyword, Step
from manastack.rules.layers import chars
from tests.cards._cycling import check_not_from_battlefield, check_typecycling
from tests.drivers import C, answer, attack, events, game, oid, pt, resolve_all

OLIPHAUNT = "Oliphaunt"


def test_oliphaunt_has_trample():
    g = game({"battlefield": [{"card": C(OLIPHAUNT), "as": "oli"}]})
    assert Keyword.TRAMPLE in chars(g.state, oid(g, "oli")).keywords


def test_attacking_pumps_another_target_creature_you_control():
    # An instant in hand keeps Alice's priority a real decision, so the game stops in combat.
    g = game({"battlefield": [{"card": C(OLIPHAUNT), "as": "oli"}, {"card": C("Grizzly Bears"), "as": "bears"}, C("Mountain")],
              "hand": [C("Lightning Bolt")]})
    attack(g, "oli")
    answer(g, oid(g, "bears"))  # the only target: Oliphaunt itself isn't "another"
    resolve_all(g)
    assert g.state.step is Step.DECLARE_ATTACKERS
    assert pt(g, "bears") == (4, 2)
    assert Keyword.TRAMPLE in chars(g.state, oid(g, "bears")).keywords
    assert pt(g, "oli") == (6, 4)


def test_the_attack_trigger_cannot_target_oliphaunt_itself():
    g = game({"battlefield": [{"card": C(OLIPHAUNT), "as": "oli"}, C("Mountain")], "hand": [C("Lightning Bolt")]})
    attack(g, "oli")
    resolve_all(g)
    assert pt(g, "oli") == (6, 4)
    assert events(g, "ability_removed")  # no other creature: the trigger is removed (603.3d)


def test_mountaincycling_discards_it_to_find_a_mountain():
    check_typecycling(OLIPHAUNT, "Mountaincycling", "Mountain", "Island")


def test_mountaincycling_only_from_hand():
    check_not_from_battlefield(OLIPHAUNT, "Mountaincycling", "Mountain")
