"""Bilbo, Birthday Celebrant: "If you would gain life, you gain that much life plus 1 instead";
"{2}{W}{B}{G}, {T}, Exile Bilbo: Search your library for any number of creature cards, put them
onto the battlefield, then shuffle. Activate only if you have 111 or more life" (CR 614.1a,
602.2b, 602.5, 701.23)."""

from __future__ import annotations

from tests.drivers import ALICE, C, activate, cast, game, life, names, on_battlefield, options, resolve_all


def test_life_gain_plus_one() -> None:
    g = game({"battlefield": [C("Bilbo, Birthday Celebrant"), C("Plains")], "hand": [C("Healing Salve")]})
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_all(g)
    assert life(g) == [24, 20]


def _spec(life_total: int) -> dict[str, object]:
    return {"battlefield": [C("Plains"), C("Swamp"), C("Forest"), C("Forest"), C("Forest"), C("Bilbo, Birthday Celebrant")],
            "library": [C("Hill Giant"), C("Island"), C("Grizzly Bears"), C("Island")], "life": life_total}


def test_with_111_life_it_exiles_itself_and_puts_creatures_onto_the_battlefield() -> None:
    g = game(_spec(111))
    activate(g, "Activate Bilbo")
    assert names(g, g.state.exile) == ["Bilbo, Birthday Celebrant"]
    resolve_all(g)
    g.apply("Hill Giant")
    g.apply("Grizzly Bears")
    assert {"Hill Giant", "Grizzly Bears"} <= set(on_battlefield(g, ALICE))


def test_with_110_life_it_cant_be_activated() -> None:
    g = game(_spec(110))
    assert not [o for o in options(g) if o.startswith("Activate Bilbo")]
