"""Great Fierce Bee: Flying. "Whenever one or more other creatures die, scry 1" — one trigger per
event, however many creatures die at once (CR 603.2c)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Keyword
from manastack.rules.layers import chars
from tests.drivers import BOB, C, attack, block, events, finish_combat, game, graveyard, kind, oid, resolve_all, triggered


def test_two_creatures_dying_at_once_trigger_one_scry() -> None:
    g = game({"battlefield": [{"card": C("Great Fierce Bee"), "as": "bee"}, {"card": C("Ordinary Bear"), "as": "bear"}]},
             {"battlefield": [{"card": C("Elvish Mystic"), "as": "m1"}, {"card": C("Llanowar Elves"), "as": "m2"}]})
    attack(g, "bear")
    block(g, ("m1", "bear"), ("m2", "bear"))
    for _ in range(10):
        if kind(g) is DecisionKind.ASSIGN_DAMAGE:
            g.apply("Ordinary Bear assigns 2 to Elvish Mystic, 2 to Llanowar Elves")
            continue
        if len(graveyard(g, BOB)) == 2:
            break
        g.apply("Pass priority")
    assert sorted(graveyard(g, BOB)) == ["Elvish Mystic", "Llanowar Elves"]
    assert triggered(g, "Great Fierce Bee") == 1
    resolve_all(g)
    g.apply("Bottom")
    assert len(events(g, "scried")) == 1


def test_the_bee_dying_alone_doesnt_trigger_and_it_flies() -> None:
    g = game({"battlefield": [{"card": C("Great Fierce Bee"), "as": "bee"}]},
             {"battlefield": [{"card": C("Ordinary Bear"), "as": "bear"}]})
    assert Keyword.FLYING in chars(g.state, oid(g, "bee")).keywords
    attack(g, "bee")
    finish_combat(g)  # the Bear can't block a flyer
    assert [t.life for t in g.state.teams] == [20, 18]
    assert triggered(g, "Great Fierce Bee") == 0
