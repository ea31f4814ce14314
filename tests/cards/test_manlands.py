"""Lands that become creatures until end of turn and are still lands (CR 205.1b, 611.2a):
Mutavault ("a 2/2 creature with all creature types"), Celestial Colonnade ("Until end of turn, …
becomes a 4/4 white and blue Elemental creature with flying and vigilance"), Inkmoth Nexus
("… Phyrexian Blinkmoth artifact creature with flying and infect"), Stalking Stones (no duration:
for the rest of the game, 611.2a). Colors are set in layer 5 (613.1e, 105.3)."""

from __future__ import annotations

from manastack.game import Game
from manastack.mana import Color
from manastack.model.types import CardType, Keyword, Step, Zone
from manastack.rules.layers import chars
from tests.drivers import C, activate, at_step, game, oid, pass_until, resolve_all


def _animate(name: str, lands: int) -> tuple[Game, int]:
    g = game({"battlefield": [{"card": C(name), "as": "land"}] + [C("Plains"), C("Island")] * lands})
    activate(g, f"Activate {name}: {{")
    resolve_all(g)
    return g, oid(g, "land")


def test_mutavault_is_a_2_2_creature_of_every_creature_type_and_still_a_land() -> None:
    g, land = _animate("Mutavault", 1)
    c = chars(g.state, land)
    assert {CardType.LAND, CardType.CREATURE} <= c.types
    assert (c.power, c.toughness) == (2, 2)
    assert {"Goblin", "Elf", "Assembly-Worker"} <= set(c.subtypes)
    assert c.colors == frozenset()


def test_colonnade_is_white_and_blue_with_flying_and_vigilance_until_end_of_turn() -> None:
    g, land = _animate("Celestial Colonnade", 3)
    c = chars(g.state, land)
    assert {CardType.LAND, CardType.CREATURE} <= c.types and "Elemental" in c.subtypes
    assert c.colors == frozenset({Color.WHITE, Color.BLUE})
    assert {Keyword.FLYING, Keyword.VIGILANCE} <= c.keywords
    assert (c.power, c.toughness) == (4, 4)
    pass_until(g, at_step(Step.UPKEEP, g.state.turn + 1))
    c = chars(g.state, land)
    assert CardType.CREATURE not in c.types and c.colors == frozenset() and Keyword.FLYING not in c.keywords
    assert g.state.objects[land].zone is Zone.BATTLEFIELD


def test_inkmoth_nexus_is_an_artifact_creature_with_infect() -> None:
    g, land = _animate("Inkmoth Nexus", 1)
    c = chars(g.state, land)
    assert {CardType.LAND, CardType.ARTIFACT, CardType.CREATURE} <= c.types
    assert {"Phyrexian", "Blinkmoth"} <= set(c.subtypes) and {Keyword.FLYING, Keyword.INFECT} <= c.keywords


def test_stalking_stones_stays_a_creature_after_the_turn() -> None:
    g, land = _animate("Stalking Stones", 3)
    pass_until(g, at_step(Step.UPKEEP, g.state.turn + 1))
    c = chars(g.state, land)
    assert {CardType.LAND, CardType.ARTIFACT, CardType.CREATURE} <= c.types and (c.power, c.toughness) == (3, 3)
