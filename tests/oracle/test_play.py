"""Compiled cards play like the hand-built ones: the same game, the same outcome."""

from __future__ import annotations

from manastack.game import Game
from manastack.model.card import CardDef
from manastack.model.types import Step
from manastack.position import position, resolve
from tests.cardlib import CARDS
from tests.drivers import attack, cast, pass_until
from tests.oracle.helpers import ok

BOLT = ok("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
BEARS = ok("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
NIGHTHAWK = ok("Vampire Nighthawk", "Creature — Vampire Shaman", "Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy it.)\nLifelink", "{1}{B}{B}", "2/3")
MOUNTAIN = ok("Mountain", "Basic Land — Mountain", "({T}: Add {R}.)", "")


def bolt_the_bears(bolt: CardDef, bears: CardDef, mountain: CardDef) -> Game:
    g = position({
        "alice": {"battlefield": [mountain], "hand": [bolt], "library": ["Mountain"] * 5},
        "bob": {"battlefield": [{"card": bears, "as": "bears"}], "library": ["Forest"] * 5},
    })
    cast(g, "Lightning Bolt", "Grizzly Bears")
    resolve(g)
    return g


def test_compiled_bolt_kills_compiled_bears_like_the_builtin() -> None:
    compiled = bolt_the_bears(BOLT, BEARS, MOUNTAIN)
    builtin = bolt_the_bears(CARDS["Lightning Bolt"], CARDS["Grizzly Bears"], CARDS["Mountain"])
    for g in (compiled, builtin):
        assert [g.state.objects[o].name for o in g.state.players[1].graveyard] == ["Grizzly Bears"]
    assert [e.event for e in compiled.log] == [e.event for e in builtin.log]


def nighthawk_attacks(nighthawk: CardDef) -> Game:
    g = position({
        "alice": {"battlefield": [{"card": nighthawk, "as": "hawk"}], "library": ["Swamp"] * 5},
        "bob": {"library": ["Forest"] * 5},
    }, step=Step.BEGINNING_OF_COMBAT)
    attack(g, "hawk")
    pass_until(g, lambda g: g.state.step is Step.POSTCOMBAT_MAIN)
    return g


def test_compiled_nighthawk_has_lifelink_in_combat() -> None:
    for card in (NIGHTHAWK, CARDS["Vampire Nighthawk"]):
        g = nighthawk_attacks(card)
        assert [t.life for t in g.state.teams] == [22, 18]
