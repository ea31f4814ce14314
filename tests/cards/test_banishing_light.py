"""Banishing Light — {2}{W} Enchantment. "When this enchantment enters, exile target nonland
permanent an opponent controls until this enchantment leaves the battlefield." (CR 610.3: the
exiled card returns under its owner's control right after the enchantment leaves, as a new
object, 400.7.)"""

from __future__ import annotations

from manastack.model.types import Zone
from tests.drivers import BOB, C, activate, answer, cast, events, game, oid, on_battlefield, options, resolve_top


def setup() -> object:
    return game(
        {"battlefield": ["Plains"] * 3 + [{"card": C("Westfold Rider"), "as": "rider"}, {"card": C("Grizzly Bears"), "as": "mine"}],
         "hand": [C("Banishing Light")]},
        {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}, {"card": C("Island"), "as": "island"}]},
    )


def test_exiles_target_nonland_permanent_an_opponent_controls() -> None:
    g = setup()
    giant = oid(g, "giant")
    cast(g, "Banishing Light")
    resolve_top(g)  # the enchantment resolves; its trigger goes on the stack targeting the Giant
    # Only bob's nonland permanent is a legal target: not alice's Bears, not bob's Island.
    assert g.state.objects[g.state.stack[-1]].targets == (giant,)
    resolve_top(g)
    assert giant not in g.state.objects
    assert [g.state.objects[o].name for o in g.state.exile] == ["Hill Giant"]
    assert "Hill Giant" not in on_battlefield(g)


def test_the_card_returns_under_its_owners_control_when_it_leaves() -> None:
    g = setup()
    cast(g, "Banishing Light")
    resolve_top(g)
    resolve_top(g)
    exiled = g.state.exile[0]
    light = next(o for o in g.state.battlefield if g.state.objects[o].name == "Banishing Light")
    activate(g, "Activate Westfold Rider", light)
    resolve_top(g)
    assert light not in g.state.objects  # destroyed
    assert exiled not in g.state.exile
    back = next(o for o in g.state.battlefield if g.state.objects[o].name == "Hill Giant")
    assert back != exiled and g.state.objects[back].controller == BOB and g.state.objects[back].zone is Zone.BATTLEFIELD
    assert any(e.get("to") == "battlefield" and "610.3" in e.rules for e in events(g, "zone_change"))


def test_no_legal_target_means_no_trigger_target() -> None:
    """With only a land on bob's side, the trigger has no legal target and is removed; nothing is
    exiled."""
    g = game({"battlefield": ["Plains"] * 3, "hand": [C("Banishing Light")]}, {"battlefield": [C("Island")]})
    cast(g, "Banishing Light")
    answer(g)
    resolve_top(g)
    assert g.state.exile == [] and not g.state.stack
    _ = options
