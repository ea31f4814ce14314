"""Gollum the Abandoned: can't block (509.1a); when it enters, exile up to one target card from an
opponent's graveyard and each opponent loses 2 life; {2}, sacrifice an artifact or creature:
return it from your graveyard to your hand, as a sorcery (602.5d)."""

from __future__ import annotations

from manastack.actions import DecisionKind
from manastack.model.types import Zone
from tests.drivers import (
    ALICE,
    BOB,
    C,
    activate,
    attack,
    cast,
    events,
    finish_combat,
    game,
    graveyard,
    hand,
    kind,
    life,
    move,
    names,
    options,
    resolve,
    resolve_all,
)

GOLLUM = "Gollum the Abandoned"


def test_enters_exiles_a_card_from_opponents_graveyard_and_drains_two() -> None:
    g = game({"battlefield": [C("Swamp")] * 2, "hand": [C(GOLLUM)]}, {"graveyard": [C("Languish"), C("Forest")]})
    cast(g, GOLLUM)
    resolve(g)
    assert kind(g) is DecisionKind.TARGET
    g.apply("Languish")
    resolve_all(g)
    assert names(g, g.state.exile) == ["Languish"] and graveyard(g, BOB) == ["Forest"]
    assert life(g) == [20, 18]


def test_ruling_no_target_chosen_still_each_opponent_loses_two() -> None:
    g = game({"battlefield": [C("Swamp")] * 2, "hand": [C(GOLLUM)]}, {"graveyard": [C("Languish")]})
    cast(g, GOLLUM)
    resolve(g)
    g.apply("Done")
    resolve_all(g)
    assert g.state.exile == [] and life(g) == [20, 18]


def test_ruling_target_gone_means_no_life_loss() -> None:
    """Ruling / 608.2b: if the chosen target became illegal, the ability doesn't resolve."""
    g = game({"battlefield": [C("Swamp")] * 2 + [C("Island")] * 6, "hand": [C(GOLLUM)]},
             {"graveyard": [C("Languish")]})
    cast(g, GOLLUM)
    resolve(g)
    g.apply("Languish")
    # in response, the card leaves bob's graveyard: make it happen as an effect would
    card = g.state.players[BOB].graveyard[0]
    move(g, card, Zone.EXILE)
    resolve_all(g)
    assert life(g) == [20, 20]


def test_cant_block() -> None:
    g = game({"battlefield": [{"card": C("Westfold Rider"), "as": "r"}]}, {"battlefield": [{"card": C(GOLLUM), "as": "g"}]})
    attack(g, "r")
    assert events_blocks(g) == [] and life(g)[1] == 17


def events_blocks(g: object) -> list[object]:
    finish_combat(g)  # type: ignore[arg-type]
    return events(g, "block_declared")  # type: ignore[arg-type]


def test_returns_from_graveyard_to_hand_by_sacrificing_a_creature() -> None:
    g = game({"battlefield": [C("Swamp")] * 2 + [C("Elvish Mystic")], "graveyard": [C(GOLLUM)]})
    activate(g, "Activate Gollum the Abandoned")
    while kind(g) is DecisionKind.PAY_COST or kind(g) is DecisionKind.CHOOSE_OBJECT:
        g.apply("Elvish Mystic")
    while kind(g) is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_all(g)
    assert hand(g, ALICE) == [GOLLUM] and graveyard(g, ALICE) == ["Elvish Mystic"]


def test_graveyard_ability_only_as_a_sorcery() -> None:
    g = game({"battlefield": [C("Swamp")] * 2 + [C("Elvish Mystic")], "graveyard": [C(GOLLUM)]}, step="beginning_of_combat")
    assert not any(o.startswith("Activate Gollum") for o in options(g))
