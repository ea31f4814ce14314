"""The scenario runner (SCENARIOS.md): loading and validation errors, each kind of step and
assertion, failures that name the key or the decision the engine waits for, the Python API, the
``manastack scenario`` command and ``--explain``.

The broken scenarios of tests/scenario_errors/ carry their expected messages in comments:
``# expect-error: TEXT`` (a validation error of the file) and ``# expect-failure: TEXT`` (what
running the scenario reports).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.cli import app
from manastack.model.types import Keyword
from manastack.scenario import ScenarioError, load_file, load_text, run, run_dict, run_text, scenario_from
from manastack.scenario.report import failure_details
from tests.cardlib import creature, kw
from tests.oracle.helpers import ok

ERRORS = Path(__file__).parent / "scenario_errors"
SUITE = Path(__file__).parent / "scenarios"


# ---- the broken scenarios ----------------------------------------------------------------------------


def _expected(path: Path, tag: str) -> list[str]:
    return re.findall(rf"^# {tag}: (.+)$", path.read_text(), re.M)


@pytest.mark.parametrize("path", sorted(ERRORS.glob("*.yaml")), ids=lambda p: p.stem)
def test_broken_scenarios_report_the_expected_messages(path: Path) -> None:
    loaded = load_file(path)
    texts: list[str] = []
    for x in loaded:
        if x.error is not None:
            texts += [str(p) for p in x.error.problems]
        else:
            assert x.scenario is not None
            r = run(x.scenario)
            assert not r.passed, f"{x.name} should fail"
            texts.append("\n".join(failure_details(r)))
    report = "\n".join(texts)
    for want in _expected(path, "expect-error") + _expected(path, "expect-failure"):
        assert want in report, f"{want!r} not in:\n{report}"
    assert _expected(path, "expect-error") or _expected(path, "expect-failure")


def test_a_validation_error_names_file_line_scenario_and_key() -> None:
    [x] = [x for x in load_file(ERRORS / "unknown_keys.yaml")]
    assert x.error is not None
    p = next(p for p in x.error.problems if p.key == "expct")
    assert p.scenario == "Typos in keys" and p.line == 11 and p.file.endswith("unknown_keys.yaml")
    assert str(p).startswith(f"{p.file}:11: scenario 'Typos in keys': expct: unknown top-level key")


def test_a_malformed_file_does_not_stop_the_others(tmp_path: Path) -> None:
    (tmp_path / "a_bad.yaml").write_text("scenario: [oops\n")
    (tmp_path / "b_good.yml").write_text("scenario: fine\nplayers: {alice: {}, bob: {}}\nexpect: {bob: {life: 20}}\n")
    (tmp_path / "notes.txt").write_text("not a scenario")
    result = CliRunner().invoke(app, ["scenario", str(tmp_path)])
    assert "FAIL a_bad.yaml" in result.output and "invalid YAML" in result.output
    assert "PASS fine" in result.output
    assert result.output.strip().endswith("1 passed, 1 failed (1 invalid)")
    assert result.exit_code == 1


# ---- the command line ------------------------------------------------------------------------------


def test_cli_runs_the_suite_and_exits_0() -> None:
    result = CliRunner().invoke(app, ["scenario", str(SUITE / "combat.yaml"), str(SUITE / "layers.yaml")])
    assert result.exit_code == 0, result.output
    assert "PASS Trample assigns lethal damage to the blocker and the rest to the player" in result.output
    assert re.search(r"^\d+ passed, 0 failed$", result.output, re.M)


def test_cli_failure_shows_difference_and_log_tail_with_rules() -> None:
    result = CliRunner().invoke(app, ["scenario", str(ERRORS / "runtime.yaml"), "-k", "difference"])
    assert result.exit_code == 1
    out = result.output
    assert "FAIL A difference names the key" in out
    assert "expect.bob.life: expected 10, got 17" in out
    assert "damage_dealt source=Lightning Bolt target=bob amount=3 combat=False (120.3)" in out
    assert out.strip().endswith("0 passed, 1 failed")


def test_cli_verbose_prints_the_whole_log() -> None:
    result = CliRunner().invoke(app, ["scenario", str(SUITE / "casting.yaml"), "-k", "X is chosen", "--verbose"])
    assert result.exit_code == 0
    assert "spell_cast player=alice card=Blaze from=hand targets=['bob'] x=3 (601.2i)" in result.output


def test_cli_explain_tells_the_game_as_numbered_sentences() -> None:
    result = CliRunner().invoke(app, ["scenario", "--explain", str(SUITE / "replacement.yaml"), "-k", "Two lifelink"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert re.search(r"^\d+\. Vampire Nighthawk deals 2 combat damage to Bob \(120\.3, 510\.2\)\.$", out, re.M)
    assert re.search(r"^\d+\. Alice gains 2 life \(702\.15b\); Bilbo, Birthday Celebrant's replacement effect makes it 3 \(614\.1a\)\.$", out, re.M)


# ---- the Python API ----------------------------------------------------------------------------------

BOLT = """
scenario: Bolt the bear
cite: ["120.3"]
players:
  alice: {battlefield: [Mountain], hand: [Lightning Bolt]}
  bob: {battlefield: [{card: Grizzly Bears, as: bears}]}
do:
  - cast: Lightning Bolt
    targets: [bears]
  - resolve: 1
expect:
  bob: {graveyard: [Grizzly Bears]}
  objects: [{object: bears, zone: graveyard}]
"""


def test_run_from_a_yaml_string_gives_a_structured_result() -> None:
    r = run_text(BOLT)
    assert r.passed and r.differences == [] and r.failure is None
    assert r.cite == ("120.3",)
    assert {"event": "damage_dealt", "source": "Lightning Bolt", "source_id": r.event_dicts[7]["source_id"], "target": "Grizzly Bears",
            "target_id": r.event_dicts[7]["target_id"], "amount": 3, "combat": False, "rules": ["120.3"]} in r.event_dicts


def test_run_from_a_dict_and_differences() -> None:
    import yaml

    data = yaml.safe_load(BOLT)
    data["expect"] = {"bob": {"life": 19, "graveyard": ["Lightning Bolt"]}, "alice": {"hand_count": 1}}
    r = run_dict(data)
    assert not r.passed
    keys = [d.key for d in r.differences]
    assert keys == ["expect.bob.life", "expect.bob.graveyard", "expect.alice.hand_count"]
    assert (r.differences[0].expected, r.differences[0].actual) == (19, 20)


def test_an_invalid_scenario_raises_scenario_error() -> None:
    with pytest.raises(ScenarioError, match="unknown card 'Lightning Blot'; did you mean 'Lightning Bolt'"):
        scenario_from("scenario: x\nplayers: {alice: {hand: [Lightning Blot]}, bob: {}}\n")


def test_test_cards_can_be_added_to_the_pool() -> None:
    wall = creature("Test Flying Wall", "{W}", 0, 5, *kw(Keyword.FLYING, Keyword.DEFENDER), text="Flying, defender")
    r = run_text("""
scenario: A test card blocks a flyer
players:
  alice: {battlefield: [{card: Serra Angel, as: angel}]}
  bob: {battlefield: [{card: Test Flying Wall, as: wall}]}
do:
  - attack: [angel]
  - block: {wall: angel}
  - to: end_of_combat
expect:
  bob: {life: 20}
  objects: [{object: wall, zone: battlefield}]
""", cards=[wall])
    assert r.passed, failure_details(r)


def test_several_documents_per_text() -> None:
    loaded = load_text(BOLT + "---\n" + BOLT.replace("Bolt the bear", "Again"))
    assert [x.name for x in loaded] == ["Bolt the bear", "Again"]
    assert all(run(x.scenario).passed for x in loaded if x.scenario)


# ---- steps and assertions ------------------------------------------------------------------------------


def _run(text: str) -> str:
    r = run_text(text)
    return "PASS" if r.passed else r.first_problem()


def test_check_step_fails_mid_script_naming_its_key() -> None:
    out = _run(BOLT.replace("  - resolve: 1\n", "  - check: {stack: [Shock]}\n  - resolve: 1\n"))
    assert out.startswith("do[1].check: expect") or "do[1].check.stack" in out


def test_wrong_player_for_a_step() -> None:
    out = _run(BOLT.replace("    targets: [bears]\n", "    targets: [bears]\n    by: bob\n"))
    assert "bob can't act now" in out and "alice holds priority" in out


def test_pass_and_resolve_all_and_to_with_turn() -> None:
    assert _run("""
scenario: passes
players:
  alice: {battlefield: [Mountain, Mountain], hand: [Shock, Lightning Bolt], library: [Forest]}
  bob: {library: [Forest, Forest]}
do:
  - cast: Shock
    targets: [bob]
  - cast: Lightning Bolt
    targets: [bob]
  - resolve: all
  - pass: 2
  - check:
      events: [{event: step, step: beginning_of_combat}]
  - to: {turn: 4, step: draw}
expect:
  bob: {life: 15, hand_count: 1}
""") == "PASS"


def test_events_exact_rejects_extra_events_of_a_listed_kind() -> None:
    out = _run(BOLT.replace("expect:\n", "expect:\n  events_exact:\n    - {event: tapped, object: Mountain}\n    - {event: tapped, object: Mountain}\n"))
    assert "events_exact[1]" in out and "fewer events" in out


def test_events_absent() -> None:
    out = _run(BOLT.replace("expect:\n", "expect:\n  events_absent: [{event: zone_change, card: bears, to: graveyard}]\n"))
    assert out.startswith("expect.events_absent[0]")


def test_winner_and_mana_pool_and_stack_assertions() -> None:
    assert _run("""
scenario: mana pool and stack
players:
  alice: {battlefield: [Forest, {card: Mountain, as: m}], hand: [Shock]}
  bob: {}
do:
  - activate: Forest
  - cast: Shock
    targets: [bob]
    pay: [m]
expect:
  alice: {mana_pool: "{G}"}
  stack: [Shock]
""") == "PASS"


def test_choose_answers_with_a_number_or_text_and_rejects_illegal_answers() -> None:
    out = _run("""
scenario: an illegal answer
players:
  alice: {battlefield: [Swamp, Swamp], hand: [Orcish Bowmasters]}
  bob: {battlefield: [Llanowar Elves]}
do:
  - cast: Orcish Bowmasters
  - resolve: 1
  - choose: yes
""")
    assert "True is not a legal answer" in out and "choose a target" in out



# ---- lands played by a permission (`play:` with `from:`) ---------------------------------------------

# Crucible of Worlds (not in the shipped pool) compiled from its oracle text, and a model-built test
# card with Courser of Kruphix's clause alone (each real card with it also reveals or lets its
# controller look at the top card, which doesn't compile yet).
CRUCIBLE = ok("Crucible of Worlds", "Artifact", "You may play lands from your graveyard.", "{3}")
TOP_LANDS = ok("Test Top-of-Library Lands", "Enchantment", "You may play lands from the top of your library.", "{1}{G}")

CRUCIBLE_PLAY = """
scenario: Crucible of Worlds lets a land be played from the graveyard
cite: ["305.1", "305.2"]
players:
  alice: {battlefield: [Crucible of Worlds], graveyard: [Forest, Grizzly Bears], hand: [Island]}
  bob: {graveyard: [Mountain]}
do:
  - play: Forest
    from: graveyard
expect:
  alice: {battlefield: [Crucible of Worlds, Forest], graveyard: [Grizzly Bears], hand: [Island]}
  events: [{event: zone_change, card: Forest, from: graveyard, to: battlefield}]
"""


def test_play_from_the_graveyard_by_a_permission() -> None:
    r = run_text(CRUCIBLE_PLAY, cards=[CRUCIBLE])
    assert r.passed, failure_details(r)
    # The land play is used (305.2): a second land can't be played.
    r = run_text(CRUCIBLE_PLAY.replace("cite:", "expect_error: one land a turn\ncite:").replace("expect:\n", "  - play: Island\nexpect:\n"), cards=[CRUCIBLE])
    assert r.passed, failure_details(r)
    # Without Crucible of Worlds the engine refuses; an opponent's land in their graveyard isn't alice's to play.
    r = run_text(CRUCIBLE_PLAY.replace("battlefield: [Crucible of Worlds], ", ""), cards=[CRUCIBLE])
    assert "Forest in alice's graveyard can't be played now" in r.first_problem()
    r = run_text(CRUCIBLE_PLAY.replace("play: Forest", "play: Mountain"), cards=[CRUCIBLE])
    assert "do[0].play: Mountain is not in alice's graveyard (it is Mountain [graveyard], owned by bob)" in r.first_problem()


def test_play_from_the_top_of_the_library_by_a_permission() -> None:
    text = """
scenario: The top card of the library is played as a land
cite: ["305.1"]
players:
  alice: {battlefield: [Test Top-of-Library Lands], library: [Forest, Island]}
  bob: {}
do:
  - play: Forest
    from: library
expect:
  alice: {battlefield: [Test Top-of-Library Lands, Forest], library_count: 1}
"""
    r = run_text(text, cards=[TOP_LANDS])
    assert r.passed, failure_details(r)
    r = run_text(text.replace("play: Forest", "play: Island"), cards=[TOP_LANDS])
    assert "do[0].play: Island is not on top of alice's library (it is Island [library], owned by alice)" in r.first_problem()


def test_play_from_an_unknown_zone_is_invalid() -> None:
    with pytest.raises(ScenarioError, match=r"do\[0\]\.from: unknown zone 'command' .*zones: hand, exile, graveyard, library"):
        scenario_from("scenario: x\nplayers: {alice: {hand: [Forest]}, bob: {}}\ndo:\n  - play: Forest\n    from: command\n")


# ---- expect_error: what counts as the engine's rejection -------------------------------------------------


def test_a_player_who_may_not_act_now_is_rejected_as_illegal() -> None:
    """An action by a player without priority (117.1), or a declaration by a player who doesn't
    make it (508.1, 509.1), is illegal: the rejection ``expect_error`` expects."""
    assert _run("""
scenario: bob casts without priority
expect_error: bob has no priority
players:
  alice: {battlefield: [Mountain], hand: [Lightning Bolt]}
  bob: {battlefield: [{card: Mountain, as: m}], hand: [Shock]}
do:
  - cast: Shock
    by: bob
    targets: [alice]
expect:
  bob: {hand: [Shock]}
  objects: [{object: m, tapped: false}]
""") == "PASS"
    combat = """
scenario: declarations by the wrong player
expect_error: the wrong player declares
players:
  alice: {battlefield: [{card: Grizzly Bears, as: bears}, {card: Hill Giant, as: giant}]}
  bob: {battlefield: [{card: Savannah Lions, as: lions}]}
do:
"""
    assert _run(combat + "  - attack: [bears]\n    by: bob\n") == "PASS"
    assert _run(combat + "  - attack: [bears]\n  - block: {giant: bears}\n    by: alice\n") == "PASS"
    assert "bob can't declare attackers: it is alice's turn (508.1)" in _run(combat.replace("expect_error: the wrong player declares\n", "") + "  - attack: [bears]\n    by: bob\n")
    assert "alice can't declare blockers: only a defending player does (509.1)" in _run(
        combat.replace("expect_error: the wrong player declares\n", "") + "  - attack: [bears]\n  - block: {lions: bears}\n    by: alice\n")


def test_a_step_the_runner_cannot_take_is_no_expected_error() -> None:
    """A name that refers to no object, an ambiguous name and a decision left unanswered fail
    with their own message (tests/scenario_errors/expect_error.yaml has them in files)."""
    no_such = BOLT.replace("scenario:", "expect_error: x\nscenario:").replace("  - resolve: 1\n", "  - cast: Shock\n    targets: [bob]\n").replace("expect:\n  bob: {graveyard: [Grizzly Bears]}\n  objects: [{object: bears, zone: graveyard}]\n", "")
    r = run_text(no_such)
    assert not r.passed and r.invalid and "'Shock' is not among the cards in alice's hand" in r.first_problem()
    # The same name for a card that is in the game but can't be cast: the engine's rejection.
    assert _run(no_such.replace("hand: [Lightning Bolt]}", "hand: [Lightning Bolt], graveyard: [Shock]}")) == "PASS"
