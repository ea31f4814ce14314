"""``manastack scenario --explain``: a game log told as numbered sentences by the one table of
:mod:`manastack.sentences`, players by their capitalised names, a replacement effect (CR 614.1a)
told with the event it modified."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.events import event_types, log_fields
from manastack.scenario.explain import explain, sentences
from manastack.sentences import sentence
from manastack.state.game_state import LogEvent

LOGGED = sorted({t.kind for t in event_types() if t.logged})


def _event(event: str, rules: tuple[str, ...] = (), **fields: Any) -> LogEvent:
    return LogEvent(event, tuple(fields.items()), rules)


@pytest.mark.parametrize("kind", LOGGED)
def test_every_event_kind_is_told_by_the_shared_table_capitalised_with_its_rules(kind: str) -> None:
    cls = next(t for t in event_types() if t.kind == kind)
    fields = {k: 2 if k in ("amount", "count", "turn") else "bob" for k in log_fields(cls)}
    shared = sentence({"event": kind, **{k: "Bob" if v == "bob" else v for k, v in fields.items()}})
    told = sentences([LogEvent(kind, tuple(fields.items()), ("100.1",))], ["bob"])
    assert told == [shared[:1].upper() + shared[1:] + " (100.1)."]
    assert "you" not in told[0].split()  # no viewer: every player by name


def test_players_are_named_by_their_capitalised_names_in_lists_too() -> None:
    cast = _event("spell_cast", ("601.2i",), player="alice", card="Lightning Bolt", targets=["bob"])
    won = _event("game_won", ("104.2a",), team="0", players=["alice", "bob"])
    assert explain([cast, won], ["alice", "bob"]) == (
        "1. Alice casts Lightning Bolt targeting Bob (601.2i).\n2. Alice and Bob win the game (104.2a).")


def test_a_replacement_is_told_with_the_event_it_modified_as_it_was_before() -> None:
    rep = _event("replacement_applied", ("614.1a", "616.1"), effect="Bilbo, Birthday Celebrant", modifies="life_gained", before=2, after=3)
    gained = _event("life_gained", ("119.3", "614.1a"), player="alice", amount=3)
    assert sentences([rep, gained], ["alice"]) == [
        "Alice gains 2 life (119.3); Bilbo, Birthday Celebrant's replacement effect makes it 3 (614.1a)."]


def test_a_replacement_sending_a_card_elsewhere_names_both_zones() -> None:
    rep = _event("replacement_applied", ("614.1a",), effect="Rest in Peace", modifies="zone_change", before="graveyard", after="exile")
    moved = _event("zone_change", ("704.5g",), card="Grizzly Bears", **{"from": "battlefield", "to": "exile"})
    assert sentences([rep, moved]) == [
        "Grizzly Bears is put into a graveyard from the battlefield (704.5g); Rest in Peace's replacement effect sends it to exile instead (614.1a)."]


def test_a_replacement_without_its_event_is_told_alone_by_the_shared_table() -> None:
    rep = _event("replacement_applied", ("614.1a", "616.1"), effect="Fog", modifies="damage_dealt", before=3, after=0)
    step = _event("step", ("500.1",), step="end_of_combat", turn=4, active="bob")
    assert sentences([rep, step], ["bob"]) == [
        "Fog's replacement effect changes a damage dealt from 3 to 0 (614.1a, 616.1).",
        "Turn 4: the end of combat begins (500.1).",
    ]


def test_a_destruction_replaced_by_regeneration_is_told_as_not_happening() -> None:
    """CR 701.19a, 614.8: the regeneration shield replaces the move to the graveyard with other
    actions; the log says the move doesn't happen (it used to say "from graveyard to 0")."""
    from pathlib import Path

    from typer.testing import CliRunner

    from manastack.cli import app

    r = CliRunner().invoke(app, ["scenario", "--explain", str(Path(__file__).parent / "scenarios" / "regeneration.yaml")])
    assert r.exit_code == 0, r.output
    assert "Drudge Skeletons' replacement effect replaces a zone change to graveyard: it doesn't happen (614.1a, 616.1)." in r.output
    assert "to 0" not in r.output
