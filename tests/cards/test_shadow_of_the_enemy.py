"""Shadow of the Enemy — {3}{B}{B}{B} Sorcery.
"Exile all creature cards from target player's graveyard. You may cast spells from among those
cards for as long as they remain exiled, and mana of any type can be spent to cast them." (A
permission to cast from exile; spending mana as though of any type changes only how the cost is
paid, CR 609.4b.)"""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Step
from manastack.position import advance_to
from manastack.rules.casting import castable
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, C, cast, exiled, game, graveyard, kind, resolve_top


def setup(swamps: int = 12) -> object:
    return game(
        {"battlefield": ["Swamp"] * swamps, "hand": [C("Shadow of the Enemy")], "graveyard": [C("Grizzly Bears")]},
        {"graveyard": [C("Hill Giant"), C("Lightning Bolt"), C("Llanowar Elves")], "library": [C("Island")] * 8},
    )


def cast_shadow_at_bob(g: object) -> None:
    cast(g, "Shadow of the Enemy", BOB)
    resolve_top(g)


def test_exiles_only_the_creature_cards_of_the_target_players_graveyard() -> None:
    g = setup()
    cast_shadow_at_bob(g)
    assert sorted(exiled(g)) == ["Hill Giant", "Llanowar Elves"]
    assert graveyard(g, BOB) == ["Lightning Bolt"]
    assert "Grizzly Bears" in graveyard(g, ALICE)  # alice's own graveyard is untouched


def test_exiled_creatures_can_be_cast_with_mana_of_any_type() -> None:
    """Hill Giant ({3}{R}) is cast with Swamps only, and enters under alice's control."""
    g = setup()
    cast_shadow_at_bob(g)
    cast(g, "Hill Giant")
    while kind(g) is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_top(g)
    giant = next(o for o in g.state.battlefield if g.state.objects[o].name == "Hill Giant")
    assert chars(g.state, giant).controller == ALICE and g.state.objects[giant].owner == BOB
    assert sorted(exiled(g)) == ["Llanowar Elves"]


def test_the_permission_lasts_while_they_remain_exiled() -> None:
    g = setup()
    cast_shadow_at_bob(g)
    elves = next(o for o in g.state.exile if g.state.objects[o].name == "Llanowar Elves")
    advance_to(g, Step.PRECOMBAT_MAIN, turn=7)
    assert any(c.card == elves for c in castable(g.state, ALICE))
    assert not any(c.card == elves for c in castable(g.state, BOB))  # only the caster may
