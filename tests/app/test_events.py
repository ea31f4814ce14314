"""Every event the engine logs is told as a sentence (``manastack.sentences``, shown by ``app.events``),
to its player as "you"."""

from __future__ import annotations

import dataclasses
import os
import re
import subprocess
import sys
from typing import Any

import pytest

from manastack.app.events import SENTENCES, sentence, shown
from manastack.app.tui import prompt_title
from manastack.events import event_types, log_fields
from manastack.position import position
from manastack.sentences import sentence as told

NUMBERS = {"amount", "count", "turn", "x", "level", "speed", "sides", "result", "bottom", "graveyard", "taken",
           "mulligans", "effects_ended", "until_turn", "shield_left", "team"}
LISTS = {"targets", "chosen", "other", "players", "creatures", "attackers"}
FLAGS = {"combat", "won", "land", "random", "ability", "mana_ability", "indirectly"}
LOGGED = sorted({t.kind for t in event_types() if t.logged})


def sample(kind: str) -> dict[str, Any]:
    """An event of ``kind`` with every field it may log set."""
    cls = next(t for t in event_types() if t.kind == kind)
    rules = next(f.default for f in dataclasses.fields(cls) if f.name == "rules")
    e: dict[str, Any] = {"event": kind, "rules": list(rules)}  # type: ignore[call-overload]
    for k in log_fields(cls):
        e[k] = 2 if k in NUMBERS else ["Grizzly Bears"] if k in LISTS else True if k in FLAGS else "precombat_main" if k == "step" else "bob"
    return e


def test_every_event_kind_the_engine_logs_has_a_sentence() -> None:
    """A new event kind without a sentence fails here (it would be shown as raw fields)."""
    assert [k for k in LOGGED if k not in SENTENCES] == []


@pytest.mark.parametrize("kind", LOGGED)
def test_each_event_is_told_without_raw_fields_or_internal_names(kind: str) -> None:
    text = sentence(sample(kind))
    assert not re.search(r"\w=", text) and "_" not in text and "None" not in text, text  # no key=value


def test_the_player_reading_is_you_with_the_verb_agreeing() -> None:
    drew = {"event": "card_drawn", "player": "alice", "card": "Forest"}
    lost = {"event": "life_lost", "player": "alice", "amount": 2}
    assert sentence(drew, "alice") == "you draw Forest"
    assert sentence(drew, "bob") == "alice draws a card"  # CR 401.2: another player's draw is hidden
    assert sentence(drew) == "alice draws Forest"  # an onlooker of an AI game sees all
    assert sentence(lost, "alice") == "you lose 2 life" and sentence(lost, "bob") == "alice loses 2 life"
    assert sentence({"event": "scried", "player": "alice", "count": 2, "bottom": 1}, "alice") == "you scry 2 (1 to the bottom)"
    assert sentence({"event": "game_won", "players": ["alice"], "team": 0}, "alice") == "you win the game"


def test_cost_paid_and_replacement_applied_are_sentences() -> None:
    """The two raw lines a new user saw in ``watch``."""
    cost = {"event": "cost_paid", "player": "A", "cost": "sacrifice a creature", "source": "Village Rites"}
    rep = {"event": "replacement_applied", "effect": "Rest in Peace", "modifies": "zone_change", "before": "graveyard", "after": "exile"}
    assert sentence(cost) == "A pays sacrifice a creature for Village Rites"
    assert sentence(rep) == "Rest in Peace's replacement effect changes a zone change from graveyard to exile"
    assert shown(rep)


def test_the_priority_prompt_names_the_step_as_players_do() -> None:
    g = position({"alice": {"library": ["Forest"] * 3, "hand": ["Lightning Bolt"]}, "bob": {"library": ["Forest"] * 3}})
    title = prompt_title(g)
    assert title.startswith("your priority — main phase 1, turn ") and "precombat" not in title, title


def test_watch_opens_with_turn_1_and_prints_life_totals_each_turn() -> None:
    env = {**os.environ, "COLUMNS": "120", "TERM": "dumb"}
    r = subprocess.run([sys.executable, "-c", "from manastack.cli import main; main()", "watch", "--seed", "1"],
                       capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[1] == "── turn 1: B ──" and lines[2].strip() == "A 20 life · B 20 life"
    headers = [i for i, x in enumerate(lines) if x.startswith("── turn ")]
    assert all(" life · " in lines[i + 1] for i in headers)
    assert not [x for x in lines if re.search(r"\w=", x)]


def test_a_turn_opens_with_a_header_line_while_its_sentence_names_the_active_player() -> None:
    began = {"event": "turn_began", "turn": 3, "active": "alice", "rules": ["500.1"]}
    assert sentence(began, "bob") == "── turn 3: alice ──"
    assert told(began, "alice") == "turn 3 begins; you are the active player"
    assert told({"event": "game_started", "starting_player": "bob"}) == "the game begins; bob takes the first turn"


def test_possessives_of_names_ending_in_s_take_an_apostrophe_only() -> None:
    assert told({"event": "ability_triggered", "source": "Parallel Lives"}) == "Parallel Lives' triggered ability triggers"
    assert told({"event": "ability_triggered", "source": "Soul Warden"}) == "Soul Warden's triggered ability triggers"
    assert told({"event": "mana_emptied", "player": "alice", "mana": "{G}"}, "alice") == "{G} empties from your mana pool"


def test_the_richer_wordings_of_the_former_explain_table_are_the_shared_ones() -> None:
    assert told({"event": "fizzled", "card": "Lightning Bolt"}) == "Lightning Bolt doesn't resolve: its targets are illegal"  # CR 608.2b
    assert told({"event": "regenerated", "object": "Drudge Skeletons", "source": "Drudge Skeletons"}) == \
        "Drudge Skeletons regenerates instead of being destroyed (the shield from Drudge Skeletons is used)"
    piles = {"event": "piles_separated", "separator": "alice", "chooser": "bob", "chosen": ["Forest", "Opt"], "other": []}
    assert told(piles) == "alice separates the cards into two piles; bob chooses the pile of Forest, Opt"
    assert told({**piles, "chosen": []}, "bob").endswith("; you choose the empty pile")
    mana = {"event": "ability_activated", "player": "alice", "source": "Forest", "ability": "{T}: Add {G}.", "mana_ability": True}
    assert told(mana, "alice") == "you activate the mana ability of Forest: \u201c{T}: Add {G}.\u201d"
    ring = {"event": "ring_tempted", "player": "alice", "ring_bearer": "Frodo"}
    assert told(ring, "alice") == "the Ring tempts you; Frodo is your Ring-bearer"
    assert told({"event": "game_won", "players": [], "team": "1"}) == "team 1 wins the game"


def test_each_event_type_is_listed_once_as_the_class_its_module_names() -> None:
    """A slotted dataclass replaces the class its ``class`` statement made; the old one may live on
    as another subclass of GameEvent, and isn't an event type."""
    import manastack.events as events

    types = event_types()
    assert len(types) == len({t.__qualname__ for t in types}) > 100
    assert all(getattr(events, t.__name__) is t and "__slots__" in vars(t) for t in types)
