"""Gilded Goose: Flying; "When this creature enters, create a Food token"; "{1}{G}, {T}: Create a
Food token"; "{T}, Sacrifice a Food: Add one mana of any color" (CR 702.9, 603.6a, 605.1a)."""

from __future__ import annotations

from collections import Counter

from manastack.actions import ChooseManaType
from manastack.game import Game
from manastack.mana import mana_text
from tests.drivers import ALICE, C, activate, attack, cast, finish_combat, game, kind, life, oid, pass_until, resolve_all


def foods(g: Game) -> int:
    return Counter(g.state.objects[o].name for o in g.state.battlefield if g.state.objects[o].is_token)["Food"]


def test_entering_creates_a_food() -> None:
    g = game({"battlefield": [C("Forest")], "hand": [C("Gilded Goose")]})
    cast(g, "Gilded Goose")
    resolve_all(g)
    resolve_all(g)
    assert foods(g) == 1


def test_activated_ability_creates_a_food() -> None:
    g = game({"battlefield": [C("Gilded Goose"), C("Forest"), C("Forest")]})
    activate(g, "Activate Gilded Goose: {1}{G}")
    resolve_all(g)
    assert foods(g) == 1


def test_sacrificing_a_food_adds_one_mana_of_any_color() -> None:
    from manastack.cards.tokens import predefined_token  # the Food token definition the compiler uses

    g = game({"battlefield": [C("Gilded Goose"), {"card": predefined_token("Food"), "token": True}]})
    activate(g, "Activate Gilded Goose: {T}, Sacrifice")
    g.apply(ChooseManaType("B"))
    assert mana_text(g.state.players[ALICE].mana_pool) == "{B}"
    assert foods(g) == 0


def test_flying_it_can_block_a_flyer() -> None:
    from manastack.actions import DecisionKind, DeclareBlocker, Done

    g = game({"battlefield": [{"card": C("Serra Angel"), "as": "angel"}]}, {"battlefield": [{"card": C("Gilded Goose"), "as": "goose"}]})
    attack(g, "angel")
    pass_until(g, lambda g: kind(g) is DecisionKind.DECLARE_BLOCKERS)
    assert DeclareBlocker(oid(g, "goose"), oid(g, "angel")) in g.legal_actions()
    g.apply(DeclareBlocker(oid(g, "goose"), oid(g, "angel")))
    if kind(g) is DecisionKind.DECLARE_BLOCKERS:
        g.apply(Done())
    finish_combat(g)
    assert life(g) == [20, 20]
