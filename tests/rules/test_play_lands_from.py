"""Effects that let a player play lands from a zone other than their hand (CR 305.1): "You may play
lands from your graveyard" (Crucible of Worlds, Ramunap Excavator) and "You may play lands from the
top of your library" (a clause of Courser of Kruphix and Oracle of Mul Daya), with the normal
timing (305.1, 305.3) and number of land plays (305.2)."""

from __future__ import annotations

from typing import Any

from manastack.actions import PlayLand
from manastack.game import Game
from manastack.model.abilities import PlayLandsFrom, StaticAbility
from manastack.model.types import Step, Zone
from manastack.rules.casting import playable_lands
from tests.drivers import ALICE, BOB, C, duel, ids_named, oid
from tests.oracle.helpers import ok

# Crucible of Worlds compiled from its oracle text (it isn't in the shipped pool).
CRUCIBLE = ok("Crucible of Worlds", "Artifact", "You may play lands from your graveyard.", "{3}")
# A model-built test card with Courser of Kruphix's clause alone: no real card has only this text
# (each also reveals or lets its controller look at the top card, which doesn't compile yet).
TOP_LANDS = ok("Test Top-of-Library Lands", "Enchantment", "You may play lands from the top of your library.", "{1}{G}")


def _plays(g: Game, player: int = ALICE) -> list[int]:
    """The cards ``player`` could play as a land now (CR 305.1, 305.2)."""
    return [a.card for a in playable_lands(g.state, player)]


def _game(alice: dict[str, Any], bob: dict[str, Any] | None = None, **kw: Any) -> Game:
    """A :func:`duel` that stops at every priority decision, even one with no option but to pass."""
    return duel(alice, bob, prepare=lambda s: setattr(s, "always_ask_priority", True), **kw)


def test_the_clauses_compile_to_a_static_permission() -> None:
    (ab,) = CRUCIBLE.abilities
    assert isinstance(ab, StaticAbility) and ab.effect == PlayLandsFrom(Zone.GRAVEYARD)
    (ab,) = TOP_LANDS.abilities
    assert isinstance(ab, StaticAbility) and ab.effect == PlayLandsFrom(Zone.LIBRARY)


def test_305_1_crucible_lets_its_controller_play_land_cards_from_their_graveyard() -> None:
    """Land cards in the controller's graveyard are playable; a nonland card there isn't, nor a land
    in the opponent's graveyard; playing one uses the turn's land play (305.2)."""
    g = _game({"battlefield": [CRUCIBLE], "graveyard": [{"card": C("Forest"), "as": "forest"}, C("Grizzly Bears")], "hand": [C("Island")]},
             {"graveyard": [C("Mountain")]})
    plays = _plays(g)
    assert oid(g, "forest") in plays and ids_named(g, "Island", Zone.HAND)[0] in plays
    assert ids_named(g, "Grizzly Bears", Zone.GRAVEYARD)[0] not in plays and ids_named(g, "Mountain", Zone.GRAVEYARD)[0] not in plays
    g.apply(PlayLand(oid(g, "forest")))
    assert [g.state.objects[o].name for o in g.state.battlefield if g.state.objects[o].controller == ALICE] == ["Crucible of Worlds", "Forest"]
    assert _plays(g) == []


def test_305_1_the_permission_is_its_controllers_only_and_keeps_the_timing_of_a_land_play() -> None:
    """An opponent's Crucible doesn't let alice play lands from her graveyard; alice's own doesn't
    outside her main phase (305.1)."""
    g = _game({"graveyard": [C("Forest")]}, {"battlefield": [CRUCIBLE]})
    assert _plays(g) == []
    g = _game({"battlefield": [CRUCIBLE], "graveyard": [C("Forest")]}, step=Step.BEGINNING_OF_COMBAT)
    assert _plays(g) == []
    g = _game({"graveyard": [C("Forest")]}, {"battlefield": [CRUCIBLE], "graveyard": [C("Plains")]}, active="bob")
    assert _plays(g, BOB) == ids_named(g, "Plains", Zone.GRAVEYARD) and _plays(g, ALICE) == []


def test_305_1_the_top_card_of_the_library_only() -> None:
    """"From the top of your library": the top card if it's a land; not the cards under it."""
    g = _game({"battlefield": [TOP_LANDS], "library": [C("Forest"), C("Island")]})
    assert _plays(g) == [g.state.players[ALICE].library[0]]
    g = _game({"battlefield": [TOP_LANDS], "library": [C("Grizzly Bears"), C("Island")]})
    assert _plays(g) == []
