"""Bilbo, Luckwearer // Burglar's Plot. Bilbo can't be blocked; "Whenever Bilbo deals combat damage
to a player, draw a card, then discard a card." The Adventure (CR 715): "Exchange control of two
target nonland permanents that share a card type." (701.12: a layer-2 effect, 613.1b; the two
targets must share a card type as they're chosen, 601.2c, and as it resolves, 608.2b; if the whole
exchange can't be done none of it is, 701.12a; one player controlling both does nothing, 701.12b.)"""

from __future__ import annotations

from manastack.actions import DecisionKind, Done, Pass
from manastack.game import Game
from manastack.rules.layers import chars
from tests.drivers import (
    ALICE,
    BOB,
    C,
    activate,
    answer,
    attack,
    cast,
    events,
    game,
    graveyard,
    hand,
    kind,
    life,
    oid,
    options,
    pass_until,
    resolve_all,
)

BILBO = "Bilbo, Luckwearer"
PLOT = f"Burglar's Plot (Adventure of {BILBO})"


def _controller(g: Game, label: str) -> int:
    return chars(g.state, oid(g, label)).controller


def _islands(n: int = 5) -> list[object]:
    return [C("Island")] * n


def test_bilbo_cant_be_blocked_and_loots_on_combat_damage() -> None:
    g = game({"battlefield": [{"card": C(BILBO), "as": "bilbo"}], "hand": [C("Grizzly Bears")]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    attack(g, "bilbo")
    blocks_offered: list[str] = []
    for _ in range(50):
        if kind(g) is DecisionKind.DISCARD:
            break
        if kind(g) is DecisionKind.DECLARE_BLOCKERS:
            blocks_offered += [o for o in options(g) if "Bilbo" in o]
            g.apply(Done())
        else:
            g.apply(Pass())
    assert blocks_offered == []  # 509.1b: no block of Bilbo is legal
    assert life(g) == [20, 19]
    # The trigger drew a Plains; now the discard of the draw-then-discard.
    assert sorted(hand(g, ALICE)) == ["Grizzly Bears", "Plains"]
    g.apply("Grizzly Bears")
    assert hand(g, ALICE) == ["Plains"]
    assert graveyard(g, ALICE) == ["Grizzly Bears"]


def test_burglars_plot_exchanges_control_of_two_creatures_and_exiles_bilbo() -> None:
    g = game({"battlefield": [*_islands(7), {"card": C("Elvish Mystic"), "as": "elf"}], "hand": [C(BILBO)]},
             {"battlefield": [{"card": C("Ordinary Bear"), "as": "bear"}]})
    cast(g, PLOT, oid(g, "elf"), oid(g, "bear"))
    resolve_all(g)
    assert _controller(g, "bear") == ALICE
    assert _controller(g, "elf") == BOB
    assert [e.get("first") for e in events(g, "control_exchanged")] == ["Elvish Mystic"]
    # 715.3d: the Adventure resolved, so the card is exiled and Bilbo may be cast from there.
    assert [g.state.objects[o].name for o in g.state.exile] == [BILBO]
    assert f"Cast {BILBO}" in options(g)


def test_the_exchange_lasts_beyond_the_turn() -> None:
    g = game({"battlefield": [*_islands(), {"card": C("Elvish Mystic"), "as": "elf"}], "hand": [C(BILBO)]},
             {"battlefield": [{"card": C("Ordinary Bear"), "as": "bear"}]})
    cast(g, PLOT, oid(g, "elf"), oid(g, "bear"))
    resolve_all(g)
    start = g.state.turn
    pass_until(g, lambda g: g.state.turn == start + 1)  # Bob's turn: "until end of turn" effects have ended
    assert _controller(g, "bear") == ALICE
    assert _controller(g, "elf") == BOB


def test_second_target_must_share_a_card_type_with_the_first() -> None:
    # Alice's Fellwar Stone (an artifact) and Bob's Grizzly Bears share no card type; Bob's
    # Well-Worn Spatula (an artifact) shares one with the Stone.
    g = game({"battlefield": [*_islands(), {"card": C("Fellwar Stone"), "as": "stone"}], "hand": [C(BILBO)]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}, {"card": C("Well-Worn Spatula"), "as": "spatula"}]})
    cast(g, PLOT)
    # Lands aren't targets; the Bears is a creature with no other creature to share with.
    assert sorted(options(g)) == ["Fellwar Stone", "Well-Worn Spatula"]
    g.apply("Fellwar Stone")
    # The only permanent sharing a card type with the Stone: the choice answers itself.
    answer(g)
    assert g.state.objects[g.state.stack[-1]].targets == (oid(g, "stone"), oid(g, "spatula"))
    resolve_all(g)
    assert _controller(g, "stone") == BOB
    assert _controller(g, "spatula") == ALICE


def test_burglars_plot_cant_be_cast_without_two_permanents_sharing_a_type() -> None:
    g = game({"battlefield": [*_islands(), C("Fellwar Stone")], "hand": [C(BILBO)]},
             {"battlefield": [C("Grizzly Bears")]})
    assert f"Cast {PLOT}" not in options(g)
    assert f"Cast {BILBO}" in options(g)


def test_if_one_target_is_gone_the_exchange_doesnt_happen() -> None:
    # Alice targets her Goblin Cratermaker and Bob's Bears, then sacrifices the Cratermaker in
    # response: the exchange can't be completed, so none of it happens (701.12a); the spell still
    # resolved (one target was legal), so the card goes on its adventure.
    g = game({"battlefield": [*_islands(), C("Mountain"), {"card": C("Goblin Cratermaker"), "as": "gob"}, {"card": C("Elvish Mystic"), "as": "elf"}],
              "hand": [C(BILBO)]},
             {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}]})
    cast(g, PLOT, oid(g, "gob"), oid(g, "bears"))
    activate(g, "Activate Goblin Cratermaker", oid(g, "elf"))
    resolve_all(g)
    assert _controller(g, "bears") == BOB
    assert events(g, "exchange_failed")
    assert [g.state.objects[o].name for o in g.state.exile] == [BILBO]


def test_exchanging_two_permanents_of_one_controller_does_nothing() -> None:
    g = game({"battlefield": [*_islands(), {"card": C("Elvish Mystic"), "as": "elf"}, {"card": C("Grizzly Bears"), "as": "bears"}],
              "hand": [C(BILBO)]},
             {"battlefield": [C("Ordinary Bear")]})
    cast(g, PLOT, oid(g, "elf"), oid(g, "bears"))
    resolve_all(g)
    assert _controller(g, "elf") == ALICE
    assert _controller(g, "bears") == ALICE
    assert [e.rules for e in events(g, "exchange_failed")] == [("701.12b",)]
