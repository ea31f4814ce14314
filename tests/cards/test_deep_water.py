"""Deep Water: "{U}: Until end of turn, if you tap a land you control for mana, it produces {U}
instead of any other type" — a replacement effect on mana production events created by a resolving
ability (CR 106.12b, 611.2, 614.1a), which "could produce" takes into account (106.7)."""

from __future__ import annotations

from manastack.actions import Pass
from manastack.mana import mana_text
from manastack.model.abilities import ActivatedAbility, ManaTypeReplacement
from manastack.model.effects import CreateReplacement, Duration
from manastack.model.filters import CardTypes, Controller, ControllerIs
from manastack.model.types import CardType
from manastack.rules.mana import could_produce
from tests.drivers import ALICE, BOB, C, activate, events, game, oid, resolve_all


def test_compiles_to_an_until_end_of_turn_mana_type_replacement() -> None:
    ab = C("Deep Water").abilities[0]
    assert isinstance(ab, ActivatedAbility) and not ab.is_mana_ability
    (eff,) = ab.effects
    assert isinstance(eff, CreateReplacement) and eff.duration is Duration.END_OF_TURN
    rep = eff.effect
    assert isinstance(rep, ManaTypeReplacement)
    assert (rep.type, rep.tapper, rep.amount) == ("U", Controller.YOU, None)
    assert rep.affected.predicates == (CardTypes(frozenset({CardType.LAND})), ControllerIs(Controller.YOU))


def test_lands_its_controller_taps_produce_blue_until_end_of_turn() -> None:
    g = game({"battlefield": [C("Deep Water"), C("Island"), {"card": C("Forest"), "as": "forest"}, {"card": C("Forest"), "as": "forest2"}]})
    activate(g, "Activate Deep Water")
    resolve_all(g)
    assert could_produce(g.state, oid(g, "forest")) == {"U"}
    activate(g, "Activate Forest")
    assert mana_text(g.state.players[ALICE].mana_pool) == "{U}"
    assert [e.get("effect") for e in events(g, "replacement_applied")] == ["Deep Water"]


def test_opponents_lands_are_unaffected() -> None:
    g = game({"battlefield": [C("Deep Water"), C("Island")]}, {"battlefield": [{"card": C("Forest"), "as": "bforest"}]})
    activate(g, "Activate Deep Water")
    resolve_all(g)
    assert could_produce(g.state, oid(g, "bforest")) == {"G"}


def test_fellwar_stone_sees_only_blue_in_the_opponents_forests() -> None:
    g = game({"battlefield": [C("Fellwar Stone")]},
             {"battlefield": [C("Deep Water"), C("Forest"), C("Mountain")], "mana_pool": "{U}"}, active="bob", spare=False)
    activate(g, "Activate Deep Water")
    resolve_all(g)
    g.apply(Pass())
    assert g.decision is not None and g.decision.player == ALICE
    activate(g, "Activate Fellwar Stone")
    assert mana_text(g.state.players[ALICE].mana_pool) == "{U}"
    assert mana_text(g.state.players[BOB].mana_pool) == ""
    # {U} was the only type defined, so no choice was offered; no {G} or {R} was made.
    assert [e.get("mana") for e in events(g, "mana_added") if e.get("source") == "Fellwar Stone"] == ["{U}"]
