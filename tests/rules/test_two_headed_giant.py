"""Two-Headed Giant (CR 810) and the shared team turns option it uses (CR 805).

Players are given team by team: alice and carol are team A, bob and dave team B. Each test sets
up a position (or starts a game) and plays it through the public decision interface.
"""

from __future__ import annotations

from typing import Any

from manastack.actions import DecisionKind, DeclareAttacker, PlayLand
from manastack.game import Game
from manastack.model.effects import PutCounters
from manastack.model.filters import Target, TargetKind, TargetSpec
from manastack.model.types import CardType, Step
from manastack.position import advance_to, position, resolve
from manastack.rules.casting import playable_lands
from manastack.state.game_state import Format
from tests.cardlib import deck, spell
from tests.drivers import cast, names

ALICE, CAROL, BOB, DAVE = 0, 1, 2, 3
TEAM_A, TEAM_B = 0, 1
LIB = ["Plains"] * 6

# A test card built from the model (no real card is exactly this): poison counters on a player.
POISON_DART = spell(
    "Test Poison Dart", "{B}", CardType.INSTANT,
    PutCounters("poison", 2, Target(0)),
    targets=(TargetSpec(TargetKind.PLAYER, description="target player"),),
    text="Target player gets two poison counters.",
)


def two_headed(players: dict[str, dict[str, Any]], **kw: Any) -> Game:
    spec = {name: {"library": LIB, **players.get(name, {})} for name in ("alice", "carol", "bob", "dave")}
    return position(spec, format=Format.TWO_HEADED_GIANT, **kw)


def cast_at(game: Game, spell_name: str, target: str) -> None:
    cast(game, spell_name, target)
    resolve(game)


# ---- life -----------------------------------------------------------------------------------------


def test_each_team_starts_with_a_shared_30_life() -> None:
    """CR 810.4: each team has a shared life total, which starts at 30 life."""
    game = Game.new(
        [(n, deck({"Plains": 20})) for n in ("alice", "carol", "bob", "dave")], seed=3, format=Format.TWO_HEADED_GIANT,
    )
    assert [t.life for t in game.state.teams] == [30, 30]
    assert [t.members for t in game.state.teams] == [[ALICE, CAROL], [BOB, DAVE]]
    assert game.state.team_of(CAROL) is game.state.team_of(ALICE)
    assert game.state.opponents(ALICE) == [BOB, DAVE]


def test_damage_to_one_player_reduces_the_team_total() -> None:
    """CR 810.9: damage happens to each player individually and the result is applied to the
    team's shared life total: 3 to dave and 2 to bob leave team B at 25; team A is untouched."""
    game = two_headed({"alice": {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"]}})
    cast_at(game, "Lightning Bolt", "dave")
    assert game.state.teams[TEAM_B].life == 27
    cast_at(game, "Shock", "bob")
    assert game.state.teams[TEAM_B].life == 25
    assert game.state.teams[TEAM_A].life == 30
    hits = [(e["player"], e["amount"]) for e in game.log_dicts() if e["event"] == "life_lost"]
    assert hits == [("dave", 3), ("bob", 2)]


def test_a_teammates_life_gain_raises_the_team_total() -> None:
    """CR 810.9: life gained by one player is applied to the team's shared total. Alice's Healing
    Salve on carol raises team A to 33; carol's Soul Warden gains 1 when alice's creature enters."""
    game = two_headed(
        {
            "alice": {"battlefield": ["Plains", "Plains"], "hand": ["Healing Salve", "Savannah Lions"]},
            "carol": {"battlefield": ["Soul Warden"]},
        }
    )
    game.apply("Cast Healing Salve")
    game.apply("Mode 1")  # "Target player gains 3 life."
    game.apply("carol")
    if game.decision is not None and game.decision.kind is DecisionKind.PAY_MANA:
        game.apply("Pay automatically")
    resolve(game)
    assert game.state.teams[TEAM_A].life == 33
    game.apply("Cast Savannah Lions")
    if game.decision is not None and game.decision.kind is DecisionKind.PAY_MANA:
        game.apply("Pay automatically")
    resolve(game)  # the creature spell
    resolve(game)  # carol's Soul Warden trigger
    assert game.state.teams[TEAM_A].life == 34
    gains = [(e["player"], e["amount"]) for e in game.log_dicts() if e["event"] == "life_gained"]
    assert gains == [("carol", 3), ("carol", 1)]
    assert game.state.teams[TEAM_B].life == 30


# ---- turns ----------------------------------------------------------------------------------------


def test_the_starting_team_skips_its_first_draw_and_the_other_team_draws_both() -> None:
    """CR 810.6: the team who plays first skips the draw step of its first turn; 805.4b: in the
    other team's draw step, each player of that team draws a card."""
    game = Game.new(
        [(n, deck({"Plains": 20})) for n in ("alice", "carol", "bob", "dave")],
        seed=5, format=Format.TWO_HEADED_GIANT, skip_mulligans=True,
    )
    s = game.state
    first = s.team_of(s.active).members
    second = [p for p in range(4) if p not in first]
    advance_to(game, Step.PRECOMBAT_MAIN, turn=1)
    assert [len(game.state.players[p].hand) for p in range(4)] == [7, 7, 7, 7]
    assert any(e["event"] == "draw_skipped" and "810.6" in e["rules"] for e in game.log_dicts())
    advance_to(game, Step.PRECOMBAT_MAIN, turn=2)
    s = game.state
    assert s.team_of(s.active).members == second
    assert [len(s.players[p].hand) for p in second] == [8, 8]
    assert [len(s.players[p].hand) for p in first] == [7, 7]
    drawn = [e["player"] for e in game.log_dicts() if e["event"] == "card_drawn"]
    assert sorted(drawn) == sorted(s.players[p].name for p in second)


def test_both_players_of_the_active_team_untap_and_draw() -> None:
    """CR 805.4 / 502.3 / 805.4b: the team takes the turn together — as team B's turn begins, both
    bob's and dave's permanents untap and both draw; team A's tapped permanents stay tapped."""
    tapped = {"card": "Forest", "tapped": True}
    game = two_headed(
        {
            "alice": {"battlefield": [tapped]},
            "carol": {"battlefield": [tapped]},
            "bob": {"battlefield": [tapped, {"card": "Grizzly Bears", "tapped": True}]},
            "dave": {"battlefield": [tapped]},
        },
        step=Step.END,
    )
    hands = [len(game.state.players[p].hand) for p in range(4)]
    advance_to(game, Step.UPKEEP, turn=4)
    s = game.state
    assert s.team_of(s.active).members == [BOB, DAVE]
    untapped = {s.players[s.objects[o].controller].name for o in s.battlefield if not s.objects[o].tapped}
    still_tapped = {s.players[s.objects[o].controller].name for o in s.battlefield if s.objects[o].tapped}
    assert untapped == {"bob", "dave"} and still_tapped == {"alice", "carol"}
    advance_to(game, Step.PRECOMBAT_MAIN, turn=4)
    after = [len(game.state.players[p].hand) for p in range(4)]
    assert after == [hands[0], hands[1], hands[2] + 1, hands[3] + 1]


def test_each_player_of_the_active_team_may_play_a_land() -> None:
    """CR 805.4c: each player on a team may play a land during each of that team's turns — carol
    plays one in the turn alice's team is taking, after alice has played hers."""
    game = two_headed({"alice": {"hand": ["Forest"]}, "carol": {"hand": ["Mountain"]}, "bob": {"hand": ["Swamp"]}})
    game.apply("Play Forest")
    game.apply("Pass priority")
    d = game.decision
    assert d is not None and d.player == CAROL and d.kind is DecisionKind.PRIORITY
    assert any(isinstance(a, PlayLand) for a in game.legal_actions())
    game.apply("Play Mountain")
    s = game.state
    assert sorted(names(game, s.battlefield)) == ["Forest", "Mountain"]
    # A player of the nonactive team can't play a land (305.2: only in their own team's main phase).
    assert playable_lands(s, BOB) == [] and len(s.players[BOB].hand) == 1
    assert playable_lands(s, CAROL) == []  # carol has used her land play


# ---- combat ---------------------------------------------------------------------------------------


def test_the_team_attacks_together_each_attacker_choosing_a_defending_player() -> None:
    """CR 805.10a–b: the active team attacks as a group; for each attacking creature the team
    announces which defending player it attacks. 805.10d: a defending player's creature can block
    a creature attacking its teammate. The damage all comes off team B's shared total (810.9)."""
    game = two_headed(
        {
            "alice": {"battlefield": ["Grizzly Bears", "Savannah Lions"]},
            "carol": {"battlefield": ["Hill Giant"]},
            "bob": {"battlefield": ["Wall of Stone"]},
        },
        step=Step.BEGINNING_OF_COMBAT,
    )
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        game.apply("Pass priority")
    d = game.decision
    assert d is not None and d.kind is DecisionKind.DECLARE_ATTACKERS and d.player == ALICE
    bears = game.state.battlefield[0]
    assert {a.defender for a in game.legal_actions() if isinstance(a, DeclareAttacker) and a.attacker == bears} == {BOB, DAVE}
    game.apply("Attack bob with Grizzly Bears")
    game.apply("Attack dave with Savannah Lions")  # alice has nothing left to declare
    d = game.decision
    assert d is not None and d.kind is DecisionKind.DECLARE_ATTACKERS and d.player == CAROL
    game.apply("Attack dave with Hill Giant")
    attacks = {(e["attacker"], e["defender"]) for e in game.log_dicts() if e["event"] == "attack_declared"}
    assert attacks == {("Grizzly Bears", "bob"), ("Savannah Lions", "dave"), ("Hill Giant", "dave")}
    while game.decision is not None and game.decision.kind is DecisionKind.PRIORITY:
        game.apply("Pass priority")
    d = game.decision
    assert d is not None and d.kind is DecisionKind.DECLARE_BLOCKERS and d.player == BOB
    assert "Block Hill Giant with Wall of Stone" in [game.describe(a) for a in game.legal_actions()]
    game.apply("Block Hill Giant with Wall of Stone")  # blocks a creature attacking dave
    advance_to(game, Step.END_OF_COMBAT)
    assert game.state.teams[TEAM_B].life == 30 - 2 - 2
    assert game.state.teams[TEAM_A].life == 30


# ---- winning and losing ---------------------------------------------------------------------------


def test_the_team_loses_together_when_its_shared_life_reaches_zero() -> None:
    """CR 810.8a, 810.8c, 704.6a: damage to dave that takes team B's life to 0 makes the team —
    bob too — lose; team A wins."""
    game = two_headed({"alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, "bob": {"life": 3}})
    assert game.state.teams[TEAM_B].life == 3
    cast_at(game, "Lightning Bolt", "dave")
    assert game.is_over and game.decision is None
    out = game.outcome()
    assert out is not None and not out.draw and set(out.winners) == {"alice", "carol"}
    s = game.state
    assert s.players[BOB].lost and s.players[DAVE].lost
    assert not s.players[ALICE].lost and not s.players[CAROL].lost
    losses = [(e["player"], e["rules"]) for e in game.log_dicts() if e["event"] == "player_lost"]
    assert sorted(p for p, _ in losses) == ["bob", "dave"]
    assert all("704.6a" in r for _, r in losses)


def test_a_team_loses_with_fifteen_poison_counters_not_ten() -> None:
    """CR 810.10 and 704.6b: poison counters are shared by the team, which loses with fifteen or
    more — ten (the duel threshold, 704.5c) is not enough."""
    game = two_headed(
        {"alice": {"battlefield": ["Swamp"], "hand": [POISON_DART]}, "bob": {"poison": 9}}
    )
    cast_at(game, "Test Poison Dart", "dave")
    assert game.state.teams[TEAM_B].poison == 11
    assert not game.is_over and not game.state.players[DAVE].lost
    game = two_headed(
        {"alice": {"battlefield": ["Swamp"], "hand": [POISON_DART]}, "bob": {"poison": 13}}
    )
    cast_at(game, "Test Poison Dart", "bob")
    assert game.state.teams[TEAM_B].poison == 15
    assert game.is_over
    out = game.outcome()
    assert out is not None and set(out.winners) == {"alice", "carol"}
    losses = [(e["player"], e["rules"]) for e in game.log_dicts() if e["event"] == "player_lost"]
    assert sorted(p for p, _ in losses) == ["bob", "dave"] and all("704.6b" in r for _, r in losses)


def test_a_conceding_player_takes_the_team_out() -> None:
    """CR 810.8b: if a player concedes, their team leaves the game and loses."""
    game = two_headed({"alice": {"hand": ["Forest"]}, "carol": {"hand": ["Mountain"]}})
    game.apply("Pass priority")  # alice passes; carol, who could play a land, has priority
    assert game.decision is not None and game.decision.player == CAROL
    game.apply("concede")
    assert game.is_over
    out = game.outcome()
    assert out is not None and set(out.winners) == {"bob", "dave"}
    assert game.state.players[ALICE].lost and game.state.players[CAROL].lost


def test_the_first_mulligan_is_free() -> None:
    """CR 103.5c: in a multiplayer game (Two-Headed Giant included) the first mulligan a player
    takes doesn't count toward the cards put on the bottom: after one mulligan the player keeps
    seven cards; after a second, six."""
    players = [(n, deck({"Plains": 10, "Island": 10})) for n in ("alice", "carol", "bob", "dave")]
    game = Game.new(players, seed=3, format=Format.TWO_HEADED_GIANT)
    first = game.decision
    assert first is not None and first.kind is DecisionKind.MULLIGAN
    once = first.player
    twice = next(p for p in game.state.turn_order_from(once) if p != once)
    want = {once: 1, twice: 2}  # mulligans each will take
    taken = {p: 0 for p in range(4)}
    while game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN:
        p = game.decision.player
        if taken[p] < want.get(p, 0):
            taken[p] += 1
            game.apply("Mulligan")
        else:
            game.apply("Keep")
    assert taken[once] == 1 and taken[twice] == 2
    # Only the player who took two mulligans puts one card on the bottom.
    d = game.decision
    assert d is not None and d.kind is DecisionKind.BOTTOM and d.player == twice
    game.apply(d.options[0])
    s = game.state
    assert len(s.players[once].hand) == 7
    assert len(s.players[twice].hand) == 6
    assert [len(s.players[p].hand) for p in range(4) if p not in (once, twice)] == [7, 7]
    assert sum(len(p.library) + len(p.hand) for p in s.players) == 80
