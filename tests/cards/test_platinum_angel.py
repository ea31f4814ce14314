"""Platinum Angel — {7} Artifact Creature — Angel 4/4. Flying. "You can't lose the game and your
opponents can't win the game." (CR 104.2, 104.3, 704.5a–c; a player can still concede, 104.3a.)"""

from __future__ import annotations

from typing import Any

from manastack.actions import Pass
from manastack.cards.compiled import compiled_card
from manastack.model.types import Keyword, Zone
from manastack.position import resolve
from manastack.rules import sba
from manastack.rules.layers import chars
from tests.drivers import ALICE, BOB, cast, duel


def angel() -> dict[str, Any]:
    return {"card": compiled_card("Platinum Angel"), "as": "angel"}


def test_flying_4_4() -> None:
    g = duel({"battlefield": [angel()]}, {})
    c = chars(g.state, g.state.labels["angel"])
    assert (c.power, c.toughness) == (4, 4) and Keyword.FLYING in c.keywords


def test_controller_at_0_life_does_not_lose_and_the_game_goes_on() -> None:
    """704.5a doesn't make alice lose while she controls the Angel."""
    g = duel({"battlefield": [angel(), "Mountain"], "hand": ["Lightning Bolt"], "life": 2}, {})
    cast(g, "Lightning Bolt", ALICE)
    resolve(g)
    assert g.state.teams[ALICE].life == -1
    assert not g.state.players[ALICE].lost and g.outcome() is None
    assert g.decision is not None  # the game goes on


def test_drawing_from_an_empty_library_and_poison_do_not_lose() -> None:
    """704.5b and 704.5c don't apply to alice either."""
    g = duel({"battlefield": [angel(), "Island", "Island", "Island"], "hand": ["Divination"], "library": [], "poison": 12}, {})
    cast(g, "Divination")
    resolve(g)
    assert not g.state.players[ALICE].lost and g.outcome() is None


def test_the_opponent_is_not_protected() -> None:
    """"You can't lose": only the Angel's controller; bob at 0 life still loses."""
    g = duel({"battlefield": [angel(), "Mountain"], "hand": ["Lightning Bolt"]}, {"life": 3})
    cast(g, "Lightning Bolt", BOB)
    resolve(g)
    assert g.state.players[BOB].lost and g.outcome().winners == ("alice",)


def test_once_the_angel_leaves_the_player_at_0_life_loses() -> None:
    """The effect lasts only while the Angel is on the battlefield: at the next check alice, still at
    0 life, loses (704.5a)."""
    g = duel({"battlefield": [angel(), "Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"], "life": 0}, {})
    assert not g.state.players[ALICE].lost
    angel_id = g.state.labels["angel"]
    cast(g, "Lightning Bolt", angel_id)
    resolve(g)
    assert not g.state.players[ALICE].lost  # 3 damage: the 4/4 survives
    cast(g, "Lightning Bolt", angel_id)
    resolve(g)
    assert all(g.state.objects[o].name != "Platinum Angel" for o in g.state.battlefield)
    assert g.state.players[ALICE].lost and g.outcome().winners == ("bob",)


def test_the_controller_can_still_concede() -> None:
    """104.3a: conceding isn't prevented; bob wins (104.2a overrides "can't win")."""
    g = duel({"battlefield": [angel()]}, {})
    g.apply("Concede")
    assert g.state.players[ALICE].lost and g.state.players[ALICE].loss_reason == "conceded"
    assert g.outcome().winners == ("bob",)


def test_opponents_cant_win_by_an_effect() -> None:
    """104.2b: an effect saying bob wins can't make him win while alice controls the Angel; alice
    herself isn't restricted."""
    g = duel({"battlefield": [angel()]}, {})
    assert not sba.can_win(g.state, BOB) and sba.can_win(g.state, ALICE)
    assert not sba.can_lose(g.state, ALICE) and sba.can_lose(g.state, BOB)
    assert g.state.objects[g.state.labels["angel"]].zone is Zone.BATTLEFIELD
    _ = Pass
