"""Coin flips (CR 705): "whenever you win a coin flip" triggers on a won flip only (705.2)."""

from __future__ import annotations

from manastack.position import position, resolve
from tests.drivers import ALICE, activate
from tests.oracle.helpers import ok

LUCKY = ok("Lucky Charm", "Enchantment", "Whenever you win a coin flip, you gain 2 life.")


def flip_with_bottle(seed: int) -> int:
    """Alice activates Bottle of Suleiman (a won flip makes a Djinn, a lost one deals her 5 damage)
    with a permanent that gains 2 life on each won flip; her life afterwards."""
    g = position({"alice": {"battlefield": ["Plains", "Bottle of Suleiman", LUCKY]}, "bob": {}}, seed=seed)
    activate(g, "Activate Bottle of Suleiman")
    resolve(g)  # the Bottle's ability: the flip
    resolve(g)  # the trigger of a won flip, if any
    return g.state.team_of(ALICE).life


def test_705_2_winning_a_flip_triggers_whenever_you_win_a_coin_flip() -> None:
    assert flip_with_bottle(seed=1) == 22  # won: the Djinn, and 2 life


def test_705_2_losing_a_flip_doesnt() -> None:
    assert flip_with_bottle(seed=2) == 15  # lost: 5 damage, nothing gained
