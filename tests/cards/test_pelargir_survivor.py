"""Pelargir Survivor: {T}: add one mana of any color, spendable only on instant or sorcery spells
(106.6); {5}{U}, {T}: target player mills three cards (701.17a)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from tests.drivers import ALICE, BOB, C, activate, cast, events, game, graveyard, kind, names, options, resolve_all

SURVIVOR = "Pelargir Survivor"


def test_restricted_mana_pays_for_an_instant() -> None:
    g = game({"battlefield": [C(SURVIVOR), C("Swamp"), C("Swamp")], "hand": [C("Bilbo's Deadly Slice")]},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "rider"}]}, spare=False)
    assert "Cast Bilbo's Deadly Slice" in options(g)  # {1}{B}{B}: the Survivor supplies the generic
    cast(g, "Bilbo's Deadly Slice", "Westfold Rider")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Westfold Rider"]


def test_restricted_mana_cannot_pay_for_a_creature_spell() -> None:
    g = game({"battlefield": [C(SURVIVOR), C("Swamp")], "hand": [C("Desolation Prowler")]}, spare=False)
    assert "Cast Desolation Prowler" not in options(g)


def test_mill_three_target_player() -> None:
    g = game({"battlefield": [C(SURVIVOR)] + [C("Island")] * 6},
             {"library": [C("Forest"), C("Mountain"), C("Swamp"), C("Island")]})
    activate(g, "Activate Pelargir Survivor: {5}{U}", "bob")
    resolve_all(g)
    assert graveyard(g, BOB) == ["Forest", "Mountain", "Swamp"] or sorted(graveyard(g, BOB)) == ["Forest", "Mountain", "Swamp"]
    assert names(g, g.state.players[BOB].library) == ["Island"]


def test_any_color_supplies_blue_for_an_instant() -> None:
    """106.6: the ability makes one mana of the chosen color — blue for Hithlain Knots' {U}."""
    g = game({"battlefield": [C(SURVIVOR), C("Swamp")], "hand": [C("Hithlain Knots")], "library": [C("Forest")] * 3},
             {"battlefield": [{"card": C("Westfold Rider"), "as": "rider"}]}, spare=False)
    assert "Cast Hithlain Knots" in options(g)
    g.apply("Cast Hithlain Knots")
    while kind(g) is not DecisionKind.PRIORITY:
        opts = options(g)
        g.apply("Pay automatically" if "Pay automatically" in opts else ("Blue" if "Blue" in opts else ("{U}" if "{U}" in opts else opts[0])))
    # nothing else to do: the spell resolves (scrying "Top" above) and the game moves on
    assert [e.get("mana") for e in events(g, "mana_added") if e.get("source") == SURVIVOR] == ["{U}"]
    assert [e.get("card") for e in events(g, "spell_cast")] == ["Hithlain Knots"]
    assert graveyard(g, ALICE) == ["Hithlain Knots"]
