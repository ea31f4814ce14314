"""A calm terminal (app.stops, app.menu): the human is asked for priority only at their stops or
when another player's spell or ability is on the stack, ``wait`` passes until something happens,
mana is paid automatically unless they pay by hand, the menu numbers Pass 0 and hides the lands'
mana abilities, and the board's card numbers don't move."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from rich.console import Console

from manastack.actions import DecisionKind
from manastack.ai import make_player
from manastack.app.card_text import CardNumbers, card_text
from manastack.app.menu import menu
from manastack.app.stops import Stops, StopsError
from manastack.app.tui import TerminalGame, board
from manastack.game import Game
from manastack.model.types import Step
from manastack.position import position

Prompt = tuple[int, int, str, int, str]  # turn, active, step, stack size, decision kind


def table(bob_hand: list[str] | None = None) -> Game:
    """Alice (the human) holds Shock with a Mountain; Bob has a Grizzly Bears and two Forests."""
    return position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Shock"], "library": ["Plains"] * 10},
        "bob": {"battlefield": ["Grizzly Bears", "Forest", "Forest"], "hand": bob_hand or [], "library": ["Forest"] * 10},
    }, step=Step.UPKEEP)


def play(g: Game, answer: Callable[[Game], str], until_turn: int = 5, **options: object) -> tuple[list[Prompt], str]:
    """Play with ``answer`` answering each prompt, until ``until_turn`` begins; the prompts and
    what was printed."""
    prompts: list[Prompt] = []
    out = io.StringIO()

    def read(_: str) -> str:
        s = g.state
        d = g.decision
        assert d is not None
        if s.turn >= until_turn:
            return "concede"
        assert len(prompts) < 60 and "not understood" not in out.getvalue(), out.getvalue()[-2000:]
        prompts.append((s.turn, s.active, s.step.value, len(s.stack), d.kind.value))
        return answer(g)

    TerminalGame(g, 0, {1: make_player("heuristic", 7)}, Console(file=out, width=120), read, **options).run()  # type: ignore[arg-type]
    return prompts, out.getvalue()


def passes(g: Game) -> str:
    return "0" if g.decision is not None and g.decision.kind is DecisionKind.PRIORITY else "1"


def test_holding_an_instant_the_human_is_asked_only_at_the_default_stops() -> None:
    prompts, _ = play(table(), passes)
    priority = [p for p in prompts if p[4] == "priority"]
    stops = Stops()
    for turn, active, step, stack, _ in priority:
        assert stack == 0
        assert Step(step) in (stops.your if active == 0 else stops.their), (turn, active, step)
    assert (4, 1, "end", 0, "priority") in priority  # Bob's end step: Shock could be cast
    assert not any(step in ("upkeep", "draw", "beginning_of_combat", "end_of_combat") for _, _, step, _, _ in priority)


def test_another_players_spell_on_the_stack_stops_the_human_and_their_own_does_not() -> None:
    prompts, _ = play(table(bob_hand=["Grizzly Bears"]), passes)
    assert any(active == 1 and stack == 1 for _, active, _, stack, _ in prompts)  # Bob's Grizzly Bears


def test_chosen_stops_replace_the_defaults() -> None:
    prompts, _ = play(table(), passes, stops=Stops.parse("your:none their:upkeep"))
    assert {(active, step) for _, active, step, _, kind in prompts if kind == "priority"} == {(1, "upkeep")}


def test_wait_passes_until_the_humans_next_turn_when_nothing_happens() -> None:
    prompts, _ = play(table(), lambda g: "wait", until_turn=6)
    assert [(turn, step) for turn, _, step, _, _ in prompts] == [(3, "precombat_main"), (5, "precombat_main")]


def test_wait_ends_when_another_player_casts_a_spell() -> None:
    prompts, _ = play(table(bob_hand=["Grizzly Bears"]), lambda g: "wait")
    assert prompts[0][:3] == (3, 0, "precombat_main")
    assert prompts[1][1] == 1 and prompts[1][3] == 1  # Bob's turn, his spell on the stack


def cast_shock_at_bob(g: Game) -> str:
    d = g.decision
    assert d is not None
    if d.kind is DecisionKind.PRIORITY:
        return "Cast Shock" if any(g.describe(a) == "Cast Shock" for a in d.options) else "0"
    if d.kind is DecisionKind.TARGET:
        return "bob"
    return "1"


def test_mana_is_paid_automatically_by_default_and_by_hand_when_asked() -> None:
    auto, _ = play(table(), cast_shock_at_bob, until_turn=4)
    assert "pay mana" not in [kind for *_, kind in auto]
    g = table()
    manual, _ = play(g, cast_shock_at_bob, until_turn=4, manual_pay=True)
    assert "pay mana" in [kind for *_, kind in manual]
    assert g.state.teams[1].life == 18  # Shock resolved either way


def test_the_menu_numbers_pass_0_groups_identical_actions_and_hides_land_mana_abilities() -> None:
    g = position({"alice": {"battlefield": ["Mountain", "Mountain"], "hand": ["Mountain", "Mountain", "Shock"]}, "bob": {}})
    m = menu(g)
    assert [(i, e.line) for i, e in m.numbered()] == [(0, "Pass priority"), (1, "Play Mountain (×2)"), (2, "Cast Shock")]
    assert m.mana and all(e.text.startswith("Activate Mountain") for e in m.mana)
    assert m.answer("1") == m.entries[1].action and m.answer("0") == m.entries[0].action
    assert m.answer(m.mana[0].text) == m.mana[0].action  # still legal by its text


def test_a_card_keeps_its_number_when_other_cards_enter_the_battlefield() -> None:
    """Bob's permanents are listed before Alice's: a new one of his doesn't renumber her Shock."""
    g = table(bob_hand=["Grizzly Bears"])
    numbers = CardNumbers()
    shock = g.state.players[0].hand[0]
    before = numbers.numbering(g, 0)[shock]
    Console(file=io.StringIO()).print(board(g, 0, numbers))
    from manastack.position import advance_to, resolve

    advance_to(g, Step.PRECOMBAT_MAIN, turn=4)
    g.apply("Cast Grizzly Bears")
    g.apply("auto")
    resolve(g)
    assert len([o for o in g.state.battlefield if g.state.objects[o].controller == 1]) == 4
    assert numbers.numbering(g, 0)[shock] == before
    assert card_text(g, 0, str(before), numbers).startswith("Shock")


@pytest.mark.parametrize(("text", "error"), [("your:main1,brunch", "unknown step 'brunch'"), ("mine:main1", "expected 'your:STEPS'"), ("", "expected")])
def test_a_bad_stops_setting_says_what_is_wrong(text: str, error: str) -> None:
    with pytest.raises(StopsError, match=error):
        Stops.parse(text)


def test_stops_read_back_what_they_print() -> None:
    stops = Stops.parse("your:draw,main2 their:none")
    assert stops.text() == "your:draw,main2 their:none"
    assert Stops.parse(stops.text()) == stops and Stops.parse(Stops().text()) == Stops()


def test_an_options_own_text_is_never_taken_for_a_command() -> None:
    """"pay manual" sets how mana is paid; "Pay Discard 1" (an option of "you may pay …?") is not
    the pay command, and neither is a text that only starts like one."""
    g = table()
    tg = TerminalGame(g, 0, {}, Console(file=io.StringIO()), lambda _: "concede")
    assert tg._command("pay manual", menu(g)) and tg.manual_pay
    assert not tg._command("pay discard 1", menu(g)) and not tg._command("mana vault", menu(g))


def test_in_two_headed_giant_the_teams_turn_is_yours_and_a_teammates_spell_does_not_stop_you() -> None:
    """CR 810.6: a team's turn is each member's, so "your" stops apply in it; a teammate is not an
    opponent (102.3), so their spell on the stack doesn't stop you — an opponent's does."""
    from manastack.state.game_state import Format

    def game(active: str) -> Game:
        return position({
            "alice": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": ["Plains"] * 5},
            "ann": {"library": ["Plains"] * 5}, "bob": {"library": ["Forest"] * 5}, "bo": {"library": ["Forest"] * 5},
        }, format=Format.TWO_HEADED_GIANT, active=active, step=Step.END)
    stops = Stops.parse("your:end,stack their:none")
    assert stops.stops_at(game("ann"), 0) and not stops.stops_at(game("bob"), 0)
    g = game("alice")
    g.state.stack.append(g.state.players[0].hand[0])
    g.state.objects[g.state.stack[-1]].controller = 1  # a teammate's spell on top
    assert not stops.stops_at(g, 0)
    g.state.objects[g.state.stack[-1]].controller = 2  # an opponent's
    assert stops.stops_at(g, 0)
