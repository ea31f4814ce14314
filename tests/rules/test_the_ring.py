"""The Ring (CR 701.54c): "Your Ring-bearer is legendary"; the designation ends when another
creature becomes the Ring-bearer (701.54a)."""

from __future__ import annotations

from manastack.model.types import Supertype
from manastack.position import position, resolve
from manastack.rules.layers import chars
from tests.drivers import ALICE, activate, answer, oid


def test_701_54c_the_ring_bearer_is_legendary_and_only_while_it_is_the_ring_bearer() -> None:
    g = position({"alice": {"battlefield": ["Swamp"] * 8 + [{"card": "Grizzly Bears", "as": "bears"}, {"card": "Savannah Lions", "as": "lions"}],
                            "graveyard": ["Gollum's Bite", "Gollum's Bite"]}, "bob": {}})
    bears, lions = oid(g, "bears"), oid(g, "lions")
    assert Supertype.LEGENDARY not in chars(g.state, bears).supertypes
    activate(g, "Activate Gollum's Bite")
    resolve(g)
    answer(g, bears)
    assert g.state.players[ALICE].ring_bearer == bears
    assert Supertype.LEGENDARY in chars(g.state, bears).supertypes
    activate(g, "Activate Gollum's Bite")
    resolve(g)
    answer(g, lions)
    assert Supertype.LEGENDARY in chars(g.state, lions).supertypes
    assert Supertype.LEGENDARY not in chars(g.state, bears).supertypes
    assert g.state.players[ALICE].ring_tempts == 2


def test_701_54a_the_designation_ends_when_another_player_gains_control() -> None:
    """Stolen for a turn (Act of Treason) and given back, the creature is no longer the Ring-bearer."""
    from manastack.model.types import Step
    from tests.drivers import BOB, cast, pass_until

    g = position({"alice": {"battlefield": ["Swamp"] * 4 + [{"card": "Grizzly Bears", "as": "bears"}], "graveyard": ["Gollum's Bite"],
                            "library": ["Swamp"] * 5},
                  "bob": {"battlefield": ["Mountain"] * 3, "hand": ["Act of Treason"], "library": ["Mountain"] * 5}})
    bears = oid(g, "bears")
    activate(g, "Activate Gollum's Bite")
    resolve(g)
    assert Supertype.LEGENDARY in chars(g.state, bears).supertypes
    pass_until(g, lambda g: g.state.turn == 4 and g.state.step is Step.PRECOMBAT_MAIN and g.decision is not None and g.decision.player == BOB)
    cast(g, "Act of Treason", bears)
    resolve(g)
    assert chars(g.state, bears).controller == BOB and Supertype.LEGENDARY not in chars(g.state, bears).supertypes
    pass_until(g, lambda g: g.state.turn == 5)
    assert chars(g.state, bears).controller == ALICE
    assert Supertype.LEGENDARY not in chars(g.state, bears).supertypes
