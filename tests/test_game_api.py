"""The public game API as a state machine: decisions, legal actions, text round trips, illegal
actions, independent copies (also in the middle of an operation), determinism and the JSON log.

Rules cited: CR 117 (priority), 601.2c (targets chosen while casting), 601.2g–h (paying costs),
608.2 (resolution), 103 (starting the game).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from manastack.actions import (
    Action,
    AutoPay,
    CastSpell,
    Choose,
    DecisionKind,
    DeclareAttacker,
    Pass,
    PlayLand,
)
from manastack.ai.random_player import RandomPlayer
from manastack.cards.decks import DECKS
from manastack.errors import IllegalActionError
from manastack.game import Game
from manastack.position import position, resolve
from manastack.state.game_state import GameState
from tests.cardlib import deck
from tests.drivers import ALICE, BOB, kind


def new_game(seed: int = 7) -> Game:
    return Game.new([("alice", deck(DECKS["gruul"])), ("bob", deck(DECKS["orzhov-blue"]))], seed=seed)


def digest(state: GameState) -> str:
    """Everything observable about a state, as text: turn structure, teams, players' zones and
    pools, every object's status, the stack, combat, effects, triggers and the log."""
    players = [
        (p.name, p.library, p.hand, p.graveyard, [(u.type, u.source) for u in p.mana_pool], p.lands_played, p.lost, p.won)
        for p in state.players
    ]
    objects = sorted(
        (o.id, o.name, o.zone.value, o.owner, o.controller, o.tapped, o.sick, sorted(o.counters.items()), o.damage, o.attached_to, o.targets, o.x)
        for o in state.objects.values()
    )
    combat = None
    if state.combat is not None:
        combat = (sorted(state.combat.attackers.items()), sorted((k, v) for k, v in state.combat.blockers.items()))
    return repr(
        (
            state.turn, state.step.value, state.active, state.priority, state.passes, state.next, state.performing,
            [(t.life, t.poison) for t in state.teams], players, objects, state.battlefield, state.stack, state.exile,
            combat, len(state.effects), len(state.pending_triggers), state.game_over, state.rng.getstate(),
            [e.to_dict() for e in state.log],
        )
    )


def play_random(game: Game, seed: int, n: int) -> list[Action]:
    """Apply ``n`` random legal actions (or fewer if the game ends); returns them."""
    rng = random.Random(seed)
    done: list[Action] = []
    for _ in range(n):
        if game.is_over:
            break
        a = rng.choice(game.legal_actions())
        game.apply(a)
        done.append(a)
    return done


def bolt_position() -> Game:
    return position(
        {
            "alice": {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"], "library": ["Forest"] * 3},
            "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}], "library": ["Forest"] * 3},
        }
    )


# ---- legal actions and apply ---------------------------------------------------------------------


def test_legal_actions_are_the_pending_decisions_options_and_apply_moves_the_game_on() -> None:
    """CR 117.1: the player with priority may cast a spell or pass; each legal action, applied,
    answers the pending decision. After Lightning Bolt is cast, targeted (601.2c), paid (601.2h)
    and resolves (608.2), Bob has 17 life."""
    game = bolt_position()
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PRIORITY and d.player == ALICE
    assert game.legal_actions() == list(d.options)
    texts = [game.describe(a) for a in game.legal_actions()]
    assert "Pass priority" in texts and "Cast Lightning Bolt" in texts
    game.apply("Cast Lightning Bolt")
    assert kind(game) is DecisionKind.TARGET
    game.apply(Choose(BOB))
    assert kind(game) is DecisionKind.PAY_MANA
    game.apply(AutoPay())
    assert kind(game) is DecisionKind.PRIORITY
    assert len(game.state.stack) == 1
    resolve(game)
    assert game.state.teams[BOB].life == 17
    assert not game.state.stack
    assert any(e["event"] == "damage_dealt" and e["target"] == "bob" and e["amount"] == 3 for e in game.log_dicts())


def test_every_legal_actions_text_parses_back_to_the_same_action_across_a_random_game() -> None:
    """Text round trip: for every decision of a random game (mulligans, priority, targets,
    payments, attacks, blocks, damage assignment), ``parse_action(describe(a)) == a`` for every
    legal action ``a`` — duplicates get a ``[n]`` suffix so each text names exactly one action."""
    kinds: set[DecisionKind] = set()
    for seed in (1, 2):
        game = new_game(seed)
        player = RandomPlayer(seed)
        for _ in range(500):
            if game.is_over:
                break
            d = game.decision
            assert d is not None
            kinds.add(d.kind)
            texts = [game.describe(a) for a in game.legal_actions()]
            assert len(set(t.lower() for t in texts)) == len(texts), texts
            for a, t in zip(game.legal_actions(), texts):
                assert game.parse_action(t) == a, t
                assert game.parse_action(t.upper()) == a, t  # case-insensitive
            game.apply(player.choose(game))
    assert {DecisionKind.PRIORITY, DecisionKind.MULLIGAN, DecisionKind.PAY_MANA, DecisionKind.DECLARE_ATTACKERS} <= kinds


def test_apply_accepts_the_actions_text_as_well_as_the_action() -> None:
    """``apply(text)`` is ``apply(parse_action(text))``: two games driven one by actions and one
    by their texts end in the same state."""
    a, b = new_game(11), new_game(11)
    rng = random.Random(5)
    for _ in range(150):
        if a.is_over:
            break
        act = rng.choice(a.legal_actions())
        text = b.describe(act)
        a.apply(act)
        b.apply(text)
    assert digest(a.state) == digest(b.state)


# ---- illegal actions -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        Choose(BOB),  # not a priority answer
        PlayLand(12345),  # no such card
        DeclareAttacker(100, BOB),  # not the declare attackers step
    ],
)
def test_an_illegal_action_raises_naming_it_and_leaves_the_state_unchanged(bad: Action) -> None:
    """An action that is not among the pending decision's options raises IllegalActionError whose
    message names the action, and changes nothing: the log and the whole state digest are equal
    before and after, and the game goes on normally."""
    game = bolt_position()
    before_log = game.log_dicts()
    before = digest(game.state)
    before_decision = game.decision
    with pytest.raises(IllegalActionError) as err:
        game.apply(bad)
    assert game.state.name_of(BOB) in str(err.value) or repr(bad) in str(err.value) or "12345" in str(err.value)
    assert "not a legal answer" in str(err.value)
    assert game.log_dicts() == before_log
    assert digest(game.state) == before
    assert game.decision == before_decision
    game.apply("Cast Lightning Bolt")  # still playable
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET


def test_an_illegal_action_mid_operation_leaves_the_pending_choice_intact() -> None:
    """While Lightning Bolt's target is being chosen (601.2c), casting another spell is not a
    legal answer: it raises, names the action, and the target decision and state stay as they were."""
    game = bolt_position()
    shock = next(a for a in game.legal_actions() if isinstance(a, CastSpell) and game.state.name_of(a.card) == "Shock")
    game.apply("Cast Lightning Bolt")
    before_log, before = game.log_dicts(), digest(game.state)
    with pytest.raises(IllegalActionError, match="Cast Shock"):
        game.apply(shock)
    with pytest.raises(IllegalActionError):
        game.apply(Pass())
    assert game.log_dicts() == before_log and digest(game.state) == before
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
    game.apply("bob")
    game.apply(AutoPay())
    resolve(game)
    assert game.state.teams[BOB].life == 17


def test_illegal_actions_in_a_random_game_never_change_anything() -> None:
    """At many decisions of a random game, an action taken from another decision is refused unless
    it happens to be legal, and a refusal leaves log and state digest untouched."""
    game = new_game(3)
    player = RandomPlayer(3)
    seen: list[Action] = []
    refused = 0
    for i in range(400):
        if game.is_over:
            break
        legal = game.legal_actions()
        if i % 5 == 0:
            for bad in [a for a in seen[-40:] if a not in legal][:3]:
                log, dg = game.log_dicts(), digest(game.state)
                with pytest.raises(IllegalActionError):
                    game.apply(bad)
                refused += 1
                assert game.log_dicts() == log and digest(game.state) == dg
        seen += legal
        game.apply(player.choose(game))
    assert refused > 20


# ---- copies --------------------------------------------------------------------------------------


def test_copy_is_independent_of_the_original_in_both_directions() -> None:
    """``copy()`` gives a game whose later actions don't touch the original's log, zones or life
    (and vice versa); each game continues as if the other did not exist."""
    game = new_game(21)
    play_random(game, 1, 60)
    orig_log, orig = game.log_dicts(), digest(game.state)
    twin = game.copy()
    assert digest(twin.state) == orig and twin.decision == game.decision
    play_random(twin, 2, 250)
    assert game.log_dicts() == orig_log and digest(game.state) == orig
    twin_log, twin_digest = twin.log_dicts(), digest(twin.state)
    play_random(game, 3, 250)
    assert twin.log_dicts() == twin_log and digest(twin.state) == twin_digest
    assert digest(game.state) != digest(twin.state)


def test_a_copy_replays_like_the_original_given_the_same_answers() -> None:
    """A copy taken at any point and given the same answers reaches the same states as the
    original (the RNG is part of the state)."""
    game = new_game(8)
    play_random(game, 4, 40)
    twin = game.copy()
    rng = random.Random(9)
    for _ in range(300):
        if game.is_over:
            break
        a = rng.choice(game.legal_actions())
        assert twin.legal_actions() == game.legal_actions()
        game.apply(a)
        twin.apply(a)
    assert json.dumps(game.log_dicts()) == json.dumps(twin.log_dicts())
    assert digest(game.state) == digest(twin.state)


def test_copy_taken_while_a_spells_target_is_pending_is_independent() -> None:
    """CR 601.2c: with Lightning Bolt on the stack awaiting its target, a copy can choose a
    different target than the original; each resolves its own way and neither sees the other."""
    game = bolt_position()
    game.apply("Cast Lightning Bolt")
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
    twin = game.copy()
    pending_log = game.log_dicts()
    game.apply("bob")
    game.apply(AutoPay())
    resolve(game)
    assert game.state.teams[BOB].life == 17
    # The copy is still waiting for its target, unchanged.
    assert twin.decision is not None and twin.decision.kind is DecisionKind.TARGET
    assert twin.log_dicts() == pending_log
    twin.apply("Grizzly Bears")
    twin.apply(AutoPay())
    resolve(twin)
    assert twin.state.teams[BOB].life == 20
    assert [twin.state.objects[o].name for o in twin.state.players[BOB].graveyard] == ["Grizzly Bears"]
    assert game.state.teams[BOB].life == 17
    assert [game.state.objects[o].name for o in game.state.battlefield].count("Grizzly Bears") == 1


def test_copy_taken_while_a_payment_is_pending_is_independent() -> None:
    """CR 601.2g–h: while Lightning Bolt's cost is being paid, the copy can cancel (the spell
    returns to hand, CR 728) while the original pays; their zones and lands differ afterwards."""
    game = bolt_position()
    game.apply("Cast Lightning Bolt")
    game.apply("bob")
    assert game.decision is not None and game.decision.kind is DecisionKind.PAY_MANA
    twin = game.copy()
    twin_before = digest(twin.state)
    # Pay in the original by tapping a land, then automatically.
    tap = next(a for a in game.legal_actions() if game.describe(a).startswith("Activate Mountain"))
    game.apply(tap)
    assert digest(twin.state) == twin_before
    if game.decision is not None and game.decision.kind is DecisionKind.PAY_MANA:
        game.apply(AutoPay())
    assert len(game.state.stack) == 1
    twin.apply("Cancel")
    assert not twin.state.stack
    assert "Lightning Bolt" in [twin.state.objects[o].name for o in twin.state.players[ALICE].hand]
    assert not any(twin.state.objects[o].tapped for o in twin.state.battlefield)
    resolve(game)
    assert game.state.teams[BOB].life == 17 and twin.state.teams[BOB].life == 20
    assert sum(game.state.objects[o].tapped for o in game.state.battlefield) == 1


def test_copies_taken_at_every_decision_of_a_random_game_continue_identically() -> None:
    """At every decision (including mid-operation ones: targets, payments, blockers), a copy
    answering like the original stays equal to it for the next few actions."""
    game = new_game(33)
    rng = random.Random(33)
    checked_mid = 0
    for _ in range(300):
        if game.is_over:
            break
        d = game.decision
        assert d is not None
        if d.kind is not DecisionKind.PRIORITY:
            checked_mid += 1
        twin = game.copy()
        a = rng.choice(game.legal_actions())
        game.apply(a)
        twin.apply(a)
        assert digest(game.state) == digest(twin.state)
    assert checked_mid > 10


# ---- determinism and the log ---------------------------------------------------------------------


def test_same_seed_and_same_decisions_give_identical_logs() -> None:
    """Two games with the same seed (shuffles, starting player, CR 103.1) and the same answers
    produce identical event logs, compared as JSON text."""
    logs = []
    for _ in range(2):
        game = new_game(42)
        players = {ALICE: RandomPlayer(1), BOB: RandomPlayer(2)}
        for _ in range(800):
            if game.is_over:
                break
            d = game.decision
            assert d is not None
            game.apply(players[d.player].choose(game))
        logs.append(json.dumps(game.log_dicts(), sort_keys=True))
    assert logs[0] == logs[1]
    assert len(logs[0]) > 1000


def test_different_seeds_shuffle_differently() -> None:
    """The seed drives the shuffle: two seeds give different opening hands (a sanity check that
    determinism is not constancy)."""
    hands = {tuple(new_game(s).state.objects[o].name for o in new_game(s).state.players[ALICE].hand) for s in range(6)}
    assert len(hands) > 1


def test_the_log_is_json_serialisable_and_every_event_cites_rules() -> None:
    """Every event of a whole random game is a JSON-serialisable dict with an "event" kind and a
    "rules" list; a round trip through json gives the same dicts."""
    game = new_game(5)
    players = {ALICE: RandomPlayer(5), BOB: RandomPlayer(6)}
    for _ in range(5000):
        if game.is_over:
            break
        d = game.decision
        assert d is not None
        game.apply(players[d.player].choose(game))
    events: list[dict[str, Any]] = game.log_dicts()
    text = json.dumps(events)
    assert json.loads(text) == events
    assert all(isinstance(e["event"], str) and isinstance(e["rules"], list) for e in events)
    assert all(e["rules"] for e in events), [e for e in events if not e["rules"]][:3]
    kinds = {e["event"] for e in events}
    assert {"step", "zone_change", "card_drawn"} <= kinds


def test_a_finished_game_has_no_decision_and_an_outcome() -> None:
    """CR 104: once the game is over there is no decision and no legal action; the outcome names
    the winners, and applying anything raises."""
    game = new_game(12)
    players = {ALICE: RandomPlayer(1), BOB: RandomPlayer(2)}
    for _ in range(20000):
        if game.is_over:
            break
        d = game.decision
        assert d is not None
        game.apply(players[d.player].choose(game))
    assert game.is_over
    assert game.decision is None and game.legal_actions() == []
    out = game.outcome()
    assert out is not None and (out.draw or set(out.winners) <= {"alice", "bob"})
    with pytest.raises(IllegalActionError):
        game.apply(Pass())


def test_the_heuristic_player_declares_a_creature_that_must_attack() -> None:
    """CR 508.1d: with a creature that attacks each combat if able, the declaration can't be ended
    before it is declared; the heuristic player declares it even when its plan wouldn't attack."""
    from manastack.actions import DecisionKind, DeclareAttacker, Done
    from manastack.ai import HeuristicPlayer
    from manastack.position import position

    g = position({"alice": {"battlefield": ["Bloodrock Cyclops", "Grizzly Bears"], "library": ["Mountain"] * 3},
                  "bob": {"battlefield": ["Gigantic Big Bear"], "library": ["Forest"] * 3}}, step="beginning_of_combat")
    while g.decision is not None and g.decision.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply("Pass priority")
    d = g.decision
    assert d is not None and Done() not in d.options and len(d.options) == 2
    action = HeuristicPlayer().choose(g)
    assert isinstance(action, DeclareAttacker) and g.state.objects[action.attacker].name == "Bloodrock Cyclops"
    g.apply(action)
    assert g.decision is not None and Done() in g.decision.options  # the requirement is obeyed
    assert HeuristicPlayer().choose(g) == Done()  # the Bears stay home against a 10/7
