"""Cloak (CR 701.58): manifest with ward {2}. No real card whose every clause compiles cloaks yet
(Cryptic Coat, Ransom Note and Veiled Ascension are held back by other clauses), so the clause
"Cloak the top card of your library." of Ransom Note is compiled on a test sorcery."""

from __future__ import annotations

from manastack.actions import TurnFaceUp
from manastack.game import Game
from manastack.position import position
from tests.drivers import cast, events, resolve_all
from tests.oracle.helpers import ok


def _cloaked(top: str, alice_lands: list[str]) -> tuple[Game, int]:
    spell = ok("Test Cloak", "Sorcery", "Cloak the top card of your library.", "{U}")
    g = position({
        "alice": {"battlefield": ["Island", *alice_lands], "hand": [spell], "library": [top, "Island"]},
        "bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Forest"] * 3},
    })
    cast(g, "Test Cloak")
    resolve_all(g)
    (down,) = [o for o in g.state.battlefield if g.state.objects[o].face_down is not None]
    return g, down


def test_a_cloaked_card_is_a_face_down_2_2_with_ward() -> None:
    """701.58a: a 2/2 face-down creature with ward {2}: bob's Lightning Bolt is countered unless he
    pays {2}, which he can't."""
    g, down = _cloaked("Grizzly Bears", [])
    c = g.state.objects[down]
    assert (c.name, c.face.power, c.face.toughness, c.card.name) == ("Face-down creature", 2, 2, "Grizzly Bears")
    assert len(g.state.players[0].library) == 1  # the top card left the library
    g.apply("Pass priority")
    cast(g, "Lightning Bolt", down)
    resolve_all(g)
    assert down in g.state.battlefield and g.state.objects[down].damage == 0
    assert len(events(g, "countered")) == 1


def test_a_cloaked_creature_card_is_turned_face_up_for_its_mana_cost_and_loses_ward() -> None:
    """701.58b: turned face up for its mana cost, it has its own characteristics (no ward)."""
    g, down = _cloaked("Grizzly Bears", ["Forest", "Forest"])
    assert TurnFaceUp(down, True) in g.legal_actions() and TurnFaceUp(down, False) not in g.legal_actions()
    g.apply(TurnFaceUp(down, True))
    g.apply("Pay automatically")
    assert g.state.objects[down].face_down is None and g.state.objects[down].name == "Grizzly Bears"
    g.apply("Pass priority")
    cast(g, "Lightning Bolt", down)
    resolve_all(g)
    assert down not in g.state.battlefield and not events(g, "countered")


def test_a_cloaked_noncreature_card_cant_be_turned_face_up() -> None:
    """701.58b, 701.58g: only a creature card with a mana cost can be turned face up this way."""
    g, down = _cloaked("Lightning Bolt", ["Mountain"])
    assert not any(isinstance(a, TurnFaceUp) for a in g.legal_actions())
    assert g.state.objects[down].face_down is not None
