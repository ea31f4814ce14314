"""Skip effects (CR 614.1b, 614.10, 500.11): a skipped step is replaced with nothing — none of its
turn-based actions or "at the beginning of" triggers happen — and a "skip your next …" effect is
used up by one occurrence (614.10a)."""

from __future__ import annotations

from manastack.game import Game
from manastack.model.effects import SkipNextStep
from manastack.model.types import CardType, Step
from manastack.position import advance_to, position, resolve
from tests.cardlib import TEST_THOPTER_NETWORK, spell
from tests.drivers import ALICE, BOB, cast

LIB = ["Forest"] * 10

# A model-built test card: no real card has exactly this text.
STALL = spell("Test Stall", "{U}", CardType.SORCERY, SkipNextStep(Step.UNTAP), text="You skip your next untap step.")


def game(hand: list[object], alice: list[object] = ()) -> Game:  # type: ignore[assignment]
    return position(
        {
            "alice": {"battlefield": ["Island", "Island", *alice], "hand": hand, "library": LIB},
            "bob": {"battlefield": ["Plains"], "library": LIB},
        },
        step="precombat_main",
    )


def skipped(g: Game) -> list[tuple[int, str]]:
    return [(e.get("turn"), e.get("step")) for e in g.log if e.event == "step_skipped"]


def test_614_10_fatigue_skips_the_targets_next_draw_step_only():
    """CR 614.1b, 614.10: Fatigue makes bob skip his next draw step: he draws no card in turn 4;
    the effect is then used up (614.10a) and he draws normally in turn 6. Alice's own draw step
    (turn 5) is unaffected."""
    g = game(["Fatigue"])
    cast(g, "Fatigue", BOB)
    resolve(g)
    advance_to(g, Step.PRECOMBAT_MAIN, turn=4)
    assert len(g.state.players[BOB].hand) == 0
    assert skipped(g) == [(4, "draw")]
    advance_to(g, Step.PRECOMBAT_MAIN, turn=5)
    assert len(g.state.players[ALICE].hand) == 1
    advance_to(g, Step.PRECOMBAT_MAIN, turn=6)
    assert len(g.state.players[BOB].hand) == 1
    assert skipped(g) == [(4, "draw")]


def test_614_10a_two_skip_effects_skip_the_next_two_occurrences():
    """CR 614.10a: if two effects each make a player skip their next draw step, that player skips
    the next two."""
    g = game(["Fatigue", "Fatigue"], alice=["Island", "Island"])
    cast(g, "Fatigue", BOB)
    resolve(g)
    cast(g, "Fatigue", BOB)
    resolve(g)
    advance_to(g, Step.PRECOMBAT_MAIN, turn=8)
    assert skipped(g) == [(4, "draw"), (6, "draw")]
    assert len(g.state.players[BOB].hand) == 1  # drew only in turn 8


def test_614_10_skipping_the_untap_step_leaves_permanents_tapped():
    """CR 614.10, 502.3: "You skip your next untap step": in alice's next turn nothing untaps; the
    turn after, her permanents untap again."""
    g = game([STALL])
    cast(g, "Test Stall")
    resolve(g)
    tapped = [o for o in g.state.battlefield if g.state.objects[o].tapped]
    assert len(tapped) == 1
    advance_to(g, Step.UPKEEP, turn=5)
    assert all(g.state.objects[o].tapped for o in tapped)
    assert skipped(g) == [(5, "untap")]
    advance_to(g, Step.UPKEEP, turn=7)
    assert not any(g.state.objects[o].tapped for o in tapped)


def test_614_10_eon_hub_skips_every_upkeep_so_upkeep_triggers_never_happen():
    """CR 614.10a, 500.11: with Eon Hub ("Players skip their upkeep steps") every upkeep is skipped;
    "at the beginning of your upkeep" abilities (an upkeep trigger that makes a Thopter) don't trigger."""
    g = game([], alice=["Eon Hub", TEST_THOPTER_NETWORK])
    advance_to(g, Step.PRECOMBAT_MAIN, turn=5)
    assert skipped(g) == [(4, "upkeep"), (5, "upkeep")]
    assert not [e for e in g.log if e.event == "step" and e.get("step") == "upkeep"]
    assert not [o for o in g.state.battlefield if g.state.objects[o].name == "Thopter"]
