"""Sagas (CR 714): a Saga enters with a lore counter (714.3a) and gets one more as its
controller's precombat main phase begins (714.3c); a chapter ability triggers when lore counters
are put on the Saga and their number goes from below its chapter number to at least it (714.2b),
a shared chapter line being one ability per number (714.2c); the Saga is sacrificed once its lore
counters reach its final chapter number and no chapter ability of it has triggered without having
left the stack (714.4, 704.5s)."""

from __future__ import annotations

from typing import Any

from manastack.actions import DecisionKind
from manastack.game import Game
from manastack.model.abilities import TriggeredAbility
from manastack.model.triggers import ChapterReached
from manastack.model.types import Step, Zone
from manastack.position import advance_to, position
from manastack.rules import sagas
from manastack.rules.context import Ctx
from manastack.rules.counters import put_counters
from manastack.rules.layers import chars
from tests.drivers import cast, event_data, ids_named, one, resolve_top

HISTORY = "History of Benalia"  # I, II — a 2/2 white Knight with vigilance; III — Knights get +2/+1
IROAN = "The First Iroan Games"  # four chapters; II targets a creature you control
LIB = ["Plains"] * 6


def game(*battlefield: Any, hand: tuple[str, ...] = (), step: Step = Step.PRECOMBAT_MAIN) -> Game:
    return position({
        "alice": {"battlefield": list(battlefield), "hand": list(hand), "library": LIB},
        "bob": {"battlefield": ["Island"], "library": LIB},
    }, step=step)


def saga(g: Game, name: str = HISTORY) -> int:
    return one(g, name)


def lore(g: Game, name: str = HISTORY) -> int:
    return g.state.objects[saga(g, name)].counters.get("lore", 0)


def chapters_on_stack(g: Game) -> list[int]:
    out = []
    for sid in g.state.stack:
        ab = g.state.objects[sid].ability
        if isinstance(ab, TriggeredAbility) and (ch := ab.trigger.constraint(ChapterReached)) is not None:
            out.append(ch.chapter)
    return out


def knights(g: Game) -> list[int]:
    return ids_named(g, "Knight")


def test_714_3a_a_saga_enters_with_a_lore_counter_and_chapter_i_triggers() -> None:
    g = game("Plains", "Plains", "Plains", hand=(HISTORY,))
    cast(g, HISTORY)
    resolve_top(g)
    assert lore(g) == 1
    assert chapters_on_stack(g) == [1]  # 714.2b: from 0 to 1 reaches chapter I only
    resolve_top(g)
    assert len(knights(g)) == 1
    assert g.state.objects[saga(g)].zone is Zone.BATTLEFIELD


def test_714_3c_a_lore_counter_as_the_precombat_main_phase_begins_triggers_the_next_chapter() -> None:
    g = game({"card": HISTORY, "counters": {"lore": 1}}, step=Step.UPKEEP)
    advance_to(g, Step.PRECOMBAT_MAIN)
    assert lore(g) == 2
    assert chapters_on_stack(g) == [2]  # 714.2c: "I, II" is also a chapter II ability
    added = [e for e in event_data(g, "counters_added") if e["kind"] == "lore"]
    assert added and added[-1]["count"] == 1


def test_714_3c_no_lore_counter_in_the_opponents_main_phase_or_the_postcombat_main_phase() -> None:
    g = game({"card": HISTORY, "counters": {"lore": 1}})
    advance_to(g, Step.POSTCOMBAT_MAIN)
    assert lore(g) == 1
    assert not chapters_on_stack(g)


def test_704_5s_the_saga_stays_while_its_final_chapter_ability_is_on_the_stack() -> None:
    g = game({"card": HISTORY, "counters": {"lore": 2}}, step=Step.UPKEEP)
    advance_to(g, Step.PRECOMBAT_MAIN)
    assert lore(g) == 3 and chapters_on_stack(g) == [3]
    assert g.state.objects[saga(g)].zone is Zone.BATTLEFIELD  # 714.4: a chapter ability hasn't left the stack
    resolve_top(g)
    assert not ids_named(g, HISTORY)
    assert ids_named(g, HISTORY, Zone.GRAVEYARD)
    moves = [e for e in g.state.log if e.event == "zone_change" and dict(e.data)["card"] == HISTORY]
    assert "704.5s" in moves[-1].rules


def test_704_5s_a_saga_past_its_final_chapter_with_nothing_triggered_is_sacrificed() -> None:
    g = game({"card": HISTORY, "counters": {"lore": 3}}, "Plains", hand=("Plains",))
    g.apply("Play Plains")  # any action: state-based actions are checked before priority
    assert not ids_named(g, HISTORY)
    assert ids_named(g, HISTORY, Zone.GRAVEYARD)


def test_704_5s_a_saga_below_its_final_chapter_stays() -> None:
    g = game({"card": HISTORY, "counters": {"lore": 2}}, "Plains", hand=("Plains",))
    g.apply("Play Plains")
    assert ids_named(g, HISTORY)


def test_714_2b_lore_counters_put_at_once_trigger_each_chapter_they_pass() -> None:
    """Two lore counters on a Saga with one: chapters II and III trigger (not I again)."""
    g = game({"card": HISTORY, "counters": {"lore": 1}})
    put_counters(Ctx(g.state), saga(g), "lore", 2)
    assert sorted(ch.chapter if (ch := t.ability.trigger.constraint(ChapterReached)) else 0 for t in g.state.pending_triggers) == [2, 3]


def test_714_2b_other_counters_trigger_no_chapter() -> None:
    g = game({"card": HISTORY, "counters": {"lore": 1}})
    put_counters(Ctx(g.state), saga(g), "+1/+1", 3)
    assert not g.state.pending_triggers


def test_714_2d_final_chapter_number() -> None:
    g = game(HISTORY, IROAN)
    assert sagas.final_chapter(chars(g.state, saga(g))) == 3
    assert sagas.final_chapter(chars(g.state, saga(g, IROAN))) == 4
    (island,) = ids_named(g, "Island")
    assert sagas.final_chapter(chars(g.state, island)) == 0


def test_doubling_season_doubles_the_entering_lore_counter_not_the_main_phase_one() -> None:
    """614.1c, 122.6: the counter a Saga enters with is put by its own replacement effect (an
    effect): doubled. The precombat main phase's counter is a turn-based action (714.3c): not."""
    g = game("Doubling Season", "Plains", "Plains", "Plains", hand=(HISTORY,))
    cast(g, HISTORY)
    resolve_top(g)
    while g.decision is not None and g.decision.kind is DecisionKind.TRIGGER_ORDER:
        g.apply(g.legal_actions()[0])
    assert lore(g) == 2
    assert sorted(chapters_on_stack(g)) == [1, 2]
    g2 = game("Doubling Season", {"card": HISTORY, "counters": {"lore": 1}}, step=Step.UPKEEP)
    advance_to(g2, Step.PRECOMBAT_MAIN)
    assert lore(g2) == 2
