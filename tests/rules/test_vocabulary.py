"""What the game's definitions name (rules.vocabulary): the rules skip a subject no definition of
the game names, and what a game names only grows."""

from __future__ import annotations

from types import ModuleType

import pytest

from manastack.game import Game
from manastack.model.triggers import TriggerEvent
from manastack.model.types import Keyword
from manastack.position import position
from manastack.rules.vocabulary import named_in, named_in_game
from manastack.state.characteristics import Chars
from manastack.state.game_state import GameState
from tests.drivers import ALICE, events


def _reads(monkeypatch: pytest.MonkeyPatch, module: ModuleType) -> list[int]:
    """The objects whose characteristics ``module`` reads (through its ``chars``) from now on."""
    looked: list[int] = []
    real = module.chars

    def chars(state: GameState, oid: int) -> Chars:
        looked.append(oid)
        return real(state, oid)  # type: ignore[no-any-return]

    monkeypatch.setattr(module, "chars", chars)
    return looked


def _bears_to_the_next_step() -> Game:
    """Grizzly Bears and a Forest; both players pass, so the step ends and the next begins with the
    checks made before a player receives priority (117.5)."""
    g = position({"alice": {"battlefield": ["Grizzly Bears", "Forest"], "library": ["Forest"] * 3}, "bob": {"library": ["Forest"] * 3}},
                 prepare=lambda s: setattr(s, "always_ask_priority", True))
    g.apply("Pass priority")
    g.apply("Pass priority")
    return g


def test_without_daybound_or_nightbound_in_the_game_no_permanent_is_looked_at_for_day_or_night(monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 702.145d, g: only a daybound or nightbound permanent brings day or night. With no card
    naming either keyword, checking before priority reads no permanent's characteristics for them;
    with Tavern Ruffian (daybound) in the game it becomes day."""
    import manastack.rules.day_night as day_night

    looked = _reads(monkeypatch, day_night)
    g = _bears_to_the_next_step()
    assert not {Keyword.DAYBOUND, Keyword.NIGHTBOUND} & named_in_game(g.state)
    assert looked == [] and g.state.day_night is None
    g = position({"alice": {"battlefield": ["Tavern Ruffian"], "library": ["Forest"] * 3}, "bob": {"library": ["Forest"] * 3}})
    assert looked and g.state.day_night == "day"
    assert [e.get("becomes") for e in events(g, "day_night")] == ["day"]


def test_a_card_that_turns_permanents_face_down_names_the_face_down_abilities() -> None:
    """CR 701.58a: a cloaked permanent is a 2/2 with ward {2}, an ability no card text prints: a
    card that cloaks names what ward waits for (a permanent becoming the target, 702.21a)."""
    from tests.oracle.helpers import ok

    cloak = ok("Test Cloak", "Sorcery", "Cloak the top card of your library.", "{U}")
    manifest = ok("Test Manifest", "Sorcery", "Manifest the top card of your library.", "{U}")
    assert TriggerEvent.BECOMES_TARGET in named_in(cloak)
    assert TriggerEvent.BECOMES_TARGET not in named_in(manifest)


def test_what_a_game_names_grows_with_the_effects_given_to_it_and_is_kept_while_nothing_new_comes() -> None:
    """An effect given from outside the rules (a scenario's ``effect:`` step) adds what it names;
    a copy of the state shares what was found."""
    from manastack.model.abilities import KeywordAbility
    from manastack.model.effects import GainLife, GrantAbilities
    from manastack.model.filters import Target

    g = position({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3}, "bob": {"library": ["Forest"] * 3}},
                 prepare=lambda s: setattr(s, "always_ask_priority", True))
    before = named_in_game(g.state)
    assert named_in_game(g.state.copy()) is before
    assert Keyword.VIGILANCE not in before
    g.perform([GainLife(1)], controller=ALICE)
    assert named_in_game(g.state) >= before and Keyword.VIGILANCE not in named_in_game(g.state)
    g.perform([GrantAbilities(Target(0), abilities=(KeywordAbility(Keyword.VIGILANCE),))], controller=ALICE, targets=[g.state.battlefield[0]])
    assert Keyword.VIGILANCE in named_in_game(g.state)


def test_without_a_state_trigger_in_the_game_no_permanent_is_looked_at_for_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 603.8: state triggers are checked whenever a player would receive priority; with no card
    of the game having one, the check reads no permanent's characteristics. (Emperor Crocodile's
    tests in test_state_triggers show it triggering when a card has one.)"""
    import manastack.rules.triggers as triggers

    looked = _reads(monkeypatch, triggers)
    g = _bears_to_the_next_step()
    assert TriggerEvent.STATE not in named_in_game(g.state) and looked == []
