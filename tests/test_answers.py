"""Typed answers read as people type them (:mod:`manastack.answers`, ``Game.parse_action``)."""

from __future__ import annotations

import pytest

from manastack.actions import AutoPay, CastSpell, ChooseNumber, Done, Pass, PlayLand
from manastack.answers import match_answer
from manastack.errors import ActionParseError, AmbiguousActionError
from manastack.game import Game
from manastack.position import position


def three_mountains() -> Game:
    return position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Mountain", "Mountain", "Mountain", "Goblin Guide", "Lightning Bolt"], "library": ["Forest"] * 3},
        "bob": {"library": ["Forest"] * 3},
    })


def test_play_mountain_answers_identical_options_with_the_first_of_them() -> None:
    g = three_mountains()
    texts = [g.describe(a) for a in g.legal_actions()]
    assert "Play Mountain [1]" in texts and "Play Mountain [3]" in texts
    first = next(a for a in g.legal_actions() if g.describe(a) == "Play Mountain [1]")
    assert isinstance(first, PlayLand)
    assert g.parse_action("Play Mountain") == first
    assert g.parse_action("play mountain") == first
    assert g.parse_action("Play Mountain [2]") != first  # the numbered text still names its own card


def test_a_unique_case_insensitive_prefix_answers_with_its_option() -> None:
    g = three_mountains()
    action = g.parse_action("cast goblin")
    assert isinstance(action, CastSpell) and g.describe(action) == "Cast Goblin Guide"
    assert g.parse_action("Play M") == g.parse_action("Play Mountain [1]")  # identical options are one candidate


def test_an_ambiguous_prefix_is_refused_listing_the_candidates() -> None:
    g = three_mountains()
    with pytest.raises(AmbiguousActionError) as e:
        g.parse_action("Cast")
    assert "Cast Goblin Guide" in str(e.value) and "Cast Lightning Bolt" in str(e.value)


def test_pass_and_p_pass_priority() -> None:
    g = three_mountains()
    assert g.parse_action("pass") == Pass()
    assert g.parse_action("P") == Pass()


def test_ok_is_done_where_offered_else_pass_and_auto_pays_automatically() -> None:
    opts = [("Pay {R} from mana pool", AutoPay()), ("Done", Done()), ("Pass priority", Pass())]
    assert match_answer("ok", opts) == Done()
    assert match_answer("ok", [("Pass priority", Pass())]) == Pass()
    assert match_answer("auto", [("Pay automatically", AutoPay()), ("Cancel", Done())]) == AutoPay()
    with pytest.raises(ActionParseError):
        match_answer("auto", [("Pass priority", Pass())])  # no automatic payment offered


def test_exact_text_still_beats_a_number_and_a_number_beats_a_prefix() -> None:
    """CR 107.3a: "3" answers "choose X" with X = 3, not the third option."""
    opts = [(str(v), ChooseNumber(v)) for v in (0, 1, 2, 3, 10)]
    assert match_answer("3", opts) == ChooseNumber(3)
    assert match_answer("1", opts) == ChooseNumber(1)  # exact, though "10" starts with it
    assert match_answer("5", opts) == ChooseNumber(10)  # the fifth option: no text is "5"


def test_an_answer_matching_nothing_names_the_legal_actions() -> None:
    g = three_mountains()
    with pytest.raises(ActionParseError, match="legal: .*Pass priority"):
        g.parse_action("Cast Shock")
