"""Turn structure (CR 500–514), priority (CR 117), timing (CR 307, 305) and the start of the game
(CR 103)."""

from __future__ import annotations

from manastack.actions import Activate, Answer, Choose, DecisionKind, Pass, PlayLand
from manastack.game import Game
from manastack.model.types import Step, Zone
from manastack.position import advance_to, position, resolve
from manastack.rules.layers import chars
from manastack.state.game_state import Next
from tests.cardlib import card
from tests.drivers import ALICE, BOB, cast, names, options

# ---- helpers -------------------------------------------------------------------------------------


def steps_logged(g: Game, since: int = 0) -> list[tuple[int, str]]:
    return [(e.get("turn"), e.get("step")) for e in g.log[since:] if e.event == "step"]


# ---- steps and turn-based actions ----------------------------------------------------------------


def test_500_1_steps_in_order_and_combat_steps_skipped_without_attackers() -> None:
    """CR 500.1, 501–505, 508.8, 512–514: a turn's steps in order; with no attackers declared the
    declare blockers and combat damage steps are skipped (508.8); then the next player's turn."""
    g = position({
        "alice": {"battlefield": ["Plains"], "library": ["Forest"] * 3},
        "bob": {"battlefield": ["Mountain"], "library": ["Forest"] * 3},
    })
    mark = len(g.log)
    advance_to(g, Step.PRECOMBAT_MAIN, turn=4)
    assert steps_logged(g, mark) == [
        (3, "beginning_of_combat"), (3, "declare_attackers"), (3, "end_of_combat"), (3, "postcombat_main"),
        (3, "end"), (3, "cleanup"),
        (4, "untap"), (4, "upkeep"), (4, "draw"), (4, "precombat_main"),
    ]
    assert g.state.active == BOB


def test_500_1_combat_steps_with_an_attacker() -> None:
    """CR 506.1, 508–511: with an attacker, the declare blockers and combat damage steps happen."""
    g = position({
        "alice": {"battlefield": ["Plains", {"card": "Grizzly Bears", "as": "bears"}], "library": ["Forest"] * 3},
        "bob": {"library": ["Forest"] * 3},
    })
    mark = len(g.log)
    while g.decision.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply(Pass())
    g.apply("Attack bob with Grizzly Bears")
    advance_to(g, Step.POSTCOMBAT_MAIN)
    assert [s for t, s in steps_logged(g, mark)] == [
        "beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main",
    ]
    assert g.state.teams[BOB].life == 18


def test_502_3_untap_step_untaps_only_the_active_players_permanents() -> None:
    """CR 502.3: in bob's untap step bob's permanents untap; alice's stay tapped."""
    g = position({
        "alice": {"battlefield": [{"card": "Forest", "as": "a_land", "tapped": True}, "Plains",
                                  {"card": "Grizzly Bears", "as": "a_bears", "tapped": True}], "library": ["Forest"] * 3},
        "bob": {"battlefield": [{"card": "Mountain", "as": "b_land", "tapped": True}, {"card": "Hill Giant", "as": "b_giant", "tapped": True}, "Swamp"],
                "library": ["Forest"] * 3},
    })
    advance_to(g, Step.UPKEEP, turn=4)
    tapped = {k: g.state.objects[g.state.labels[k]].tapped for k in ("a_land", "a_bears", "b_land", "b_giant")}
    assert tapped == {"a_land": True, "a_bears": True, "b_land": False, "b_giant": False}


def test_103_8a_starting_player_skips_the_first_draw() -> None:
    """CR 103.8a, 504.1: in a two-player game the starting player skips the draw step of their
    first turn; the other player draws in theirs."""
    deck = [card("Forest")] * 20 + [card("Grizzly Bears")] * 20
    g = Game.new([("alice", deck), ("bob", deck)], seed=7, starting_player=ALICE)
    advance_to(g, Step.PRECOMBAT_MAIN, turn=1)
    assert g.state.active == ALICE
    assert len(g.state.players[ALICE].hand) == 7 and len(g.state.players[ALICE].library) == 33
    assert any(e.event == "draw_skipped" for e in g.log)
    advance_to(g, Step.PRECOMBAT_MAIN, turn=2)
    assert g.state.active == BOB
    assert len(g.state.players[BOB].hand) == 8 and len(g.state.players[BOB].library) == 32
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PlayLand)))  # bob plays a land: 7 cards
    advance_to(g, Step.PRECOMBAT_MAIN, turn=3)
    assert len(g.state.players[ALICE].hand) == 8  # alice draws from her second turn on


def test_500_4_mana_empties_between_steps() -> None:
    """CR 500.4, 106.4: unused mana empties from each player's mana pool as a step ends."""
    g = position({
        "alice": {"battlefield": [{"card": "Forest", "as": "forest"}, "Plains"], "library": ["Forest"] * 3},
        "bob": {"library": ["Forest"] * 3},
    })
    g.apply(Activate(g.state.labels["forest"], 0))
    assert [u.type for u in g.state.players[ALICE].mana_pool] == ["G"]
    assert g.state.step is Step.PRECOMBAT_MAIN
    advance_to(g, Step.BEGINNING_OF_COMBAT)
    assert g.state.players[ALICE].mana_pool == []
    assert g.state.objects[g.state.labels["forest"]].tapped  # the mana went; the land stays tapped


def test_514_1_cleanup_discard_down_to_seven_is_the_players_choice() -> None:
    """CR 514.1, 402.2: in cleanup the active player discards down to maximum hand size, choosing
    the cards; the opponent's hand is untouched."""
    hand = ["Forest"] * 7 + [{"card": "Lightning Bolt", "as": "bolt"}, {"card": "Shock", "as": "shock"}]
    g = position({
        "alice": {"battlefield": ["Plains"], "hand": hand, "library": ["Forest"] * 3},
        "bob": {"hand": ["Island"] * 9, "library": ["Forest"] * 3},
    })
    g.apply(PlayLand(g.state.players[ALICE].hand[0]))  # 8 cards left
    advance_to(g, Step.END)
    assert len(g.state.players[ALICE].hand) == 8
    g.apply(Pass())
    while g.decision.kind is not DecisionKind.DISCARD:
        g.apply(Pass())
    assert g.decision.player == ALICE and g.state.step is Step.CLEANUP
    offered = {a.id for a in g.legal_actions() if isinstance(a, Choose)}
    assert offered == set(g.state.players[ALICE].hand)
    g.apply(Choose(g.state.labels["shock"]))
    assert len(g.state.players[ALICE].hand) == 7
    assert names(g, g.state.players[ALICE].graveyard) == ["Shock"]
    assert g.state.objects[g.state.labels["bolt"]].zone is Zone.HAND
    assert len(g.state.players[BOB].hand) == 9


def test_514_2_damage_wears_off_in_cleanup() -> None:
    """CR 514.2: damage marked on permanents is removed in the cleanup step."""
    g = position({
        "alice": {"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Bolt"], "library": ["Forest"] * 3},
        "bob": {"battlefield": [{"card": "Giant Spider", "as": "spider"}], "library": ["Forest"] * 3},
    })
    cast(g, "Lightning Bolt", g.state.labels["spider"])
    resolve(g)
    spider = g.state.labels["spider"]
    assert g.state.objects[spider].damage == 3
    advance_to(g, Step.END)
    assert g.state.objects[spider].damage == 3
    advance_to(g, Step.UPKEEP, turn=4)
    assert g.state.objects[spider].damage == 0 and g.state.objects[spider].zone is Zone.BATTLEFIELD


# ---- the London mulligan -------------------------------------------------------------------------


def test_103_5_london_mulligan_draws_seven_then_bottoms_one_per_mulligan() -> None:
    """CR 103.5: a player who mulligans shuffles their hand away and draws seven again; after
    keeping, they put one card per mulligan on the bottom of their library."""
    deck = [card("Forest")] * 20 + [card("Grizzly Bears")] * 20
    g = Game.new([("alice", deck), ("bob", deck)], seed=11, starting_player=ALICE)
    assert g.decision.kind is DecisionKind.MULLIGAN and g.decision.player == ALICE
    g.apply(Answer(False))  # mulligan
    assert g.decision.kind is DecisionKind.MULLIGAN and g.decision.player == BOB
    g.apply(Answer(True))  # bob keeps
    assert g.decision.kind is DecisionKind.MULLIGAN and g.decision.player == ALICE
    assert len(g.state.players[ALICE].hand) == 7  # seven again, not six
    assert "mulligans so far: 1" in g.decision.context
    g.apply(Answer(True))  # keep
    assert g.decision.kind is DecisionKind.BOTTOM and g.decision.player == ALICE
    choice = g.legal_actions()[0]
    assert isinstance(choice, Choose)
    chosen_uid = g.state.objects[choice.id].uid
    g.apply(choice)
    a = g.state.players[ALICE]
    assert len(a.hand) == 6 and len(a.library) == 34
    assert g.state.objects[a.library[-1]].uid == chosen_uid  # the chosen card is now at the bottom
    assert len(g.state.players[BOB].hand) == 7
    assert g.state.next is not Next.MULLIGANS


def test_103_5_mulligan_twice_bottoms_two() -> None:
    """CR 103.5: after two mulligans the player keeps seven cards and bottoms two."""
    deck = [card("Forest")] * 20 + [card("Grizzly Bears")] * 20
    g = Game.new([("alice", deck), ("bob", deck)], seed=5, starting_player=ALICE)
    g.apply(Answer(False))
    g.apply(Answer(True))  # bob keeps
    g.apply(Answer(False))
    g.apply(Answer(True))
    bottoms = 0
    while g.decision.kind is DecisionKind.BOTTOM:
        g.apply(g.legal_actions()[0])
        bottoms += 1
    assert bottoms == 2
    assert len(g.state.players[ALICE].hand) == 5 and len(g.state.players[ALICE].library) == 35


# ---- priority and timing -------------------------------------------------------------------------


def test_117_4_stack_resolves_only_when_all_players_pass_in_succession() -> None:
    """CR 117.3c, 117.4, 405.5: after alice casts a spell and passes, bob gets priority and the spell
    waits; bob responds, and his spell (on top) resolves first once both pass in succession."""
    g = position({
        "alice": {"battlefield": ["Forest", "Forest", {"card": "Grizzly Bears", "as": "bears"}], "hand": ["Giant Growth"], "library": ["Forest"] * 3},
        "bob": {"battlefield": ["Mountain", "Mountain"], "hand": ["Shock"], "library": ["Forest"] * 3},
    })
    bears = g.state.labels["bears"]
    cast(g, "Giant Growth", bears)
    assert len(g.state.stack) == 1 and g.decision.player == ALICE  # 117.3c: the caster gets priority
    g.apply(Pass())
    assert len(g.state.stack) == 1 and g.decision.player == BOB  # one pass is not enough
    cast(g, "Shock", bears)
    assert names(g, g.state.stack) == ["Giant Growth", "Shock"]
    assert g.decision.player == BOB
    g.apply(Pass())
    assert g.decision.player == ALICE and len(g.state.stack) == 2
    g.apply(Pass())  # both passed in succession: the top object (Shock) resolves
    assert names(g, g.state.stack) == ["Giant Growth"]
    assert g.state.players[BOB].graveyard and names(g, g.state.players[BOB].graveyard) == ["Shock"]
    assert g.state.objects[g.state.labels["bears"]].zone is Zone.GRAVEYARD  # 2 damage killed it before the pump
    g.apply(Pass())
    g.apply(Pass())  # Giant Growth: its only target is gone, so it doesn't resolve (608.2b)
    assert g.state.stack == [] and names(g, g.state.players[ALICE].graveyard) == ["Grizzly Bears", "Giant Growth"]


def test_117_3b_active_player_receives_priority_after_resolution() -> None:
    """CR 117.3b: after a spell resolves, the active player receives priority."""
    g = position({
        "alice": {"battlefield": ["Forest", "Forest", {"card": "Grizzly Bears", "as": "bears"}], "hand": ["Giant Growth"], "library": ["Forest"] * 3},
        "bob": {"battlefield": ["Mountain"], "hand": ["Shock"], "library": ["Forest"] * 3},
    })
    cast(g, "Giant Growth", g.state.labels["bears"])
    g.apply(Pass())
    g.apply(Pass())
    assert g.state.stack == [] and g.decision.player == ALICE
    assert chars(g.state, g.state.labels["bears"]).power == 5


def test_307_1_sorcery_timing() -> None:
    """CR 307.1, 117.1a: a sorcery can be cast only by the active player in a main phase with an
    empty stack; an instant any time its controller has priority."""
    g = position({
        "alice": {"battlefield": ["Island", "Island", "Island", "Forest", {"card": "Grizzly Bears", "as": "bears"}],
                  "hand": ["Divination", "Giant Growth"], "library": ["Forest"] * 5},
        "bob": {"battlefield": ["Island", "Island", "Island", "Forest"], "hand": ["Divination", "Giant Growth"], "library": ["Forest"] * 5},
    })
    assert {"Cast Divination", "Cast Giant Growth"} <= set(options(g))
    cast(g, "Giant Growth", g.state.labels["bears"])
    assert g.state.stack and "Cast Divination" not in options(g)  # stack not empty
    g.apply(Pass())
    assert g.decision.player == BOB
    assert "Cast Divination" not in options(g) and "Cast Giant Growth" in options(g)  # not bob's turn
    g.apply(Pass())
    assert g.state.stack == [] and g.decision.player == ALICE and "Cast Divination" in options(g)
    advance_to(g, Step.BEGINNING_OF_COMBAT)
    assert "Cast Divination" not in options(g)  # not a main phase
    advance_to(g, Step.POSTCOMBAT_MAIN)
    assert "Cast Divination" in options(g)


def test_305_2_one_land_per_turn_only_on_own_turn_in_main_phase() -> None:
    """CR 305.2, 305.1, 505.6b: a player may play one land during each of their turns, in a main
    phase with an empty stack; the count resets next turn."""
    g = position({
        "alice": {"battlefield": ["Plains"], "hand": ["Forest", "Forest", "Island"], "library": ["Forest"] * 5},
        "bob": {"battlefield": ["Swamp"], "hand": ["Mountain", "Mountain"], "library": ["Forest"] * 5},
    })
    plays = lambda: [a for a in g.legal_actions() if isinstance(a, PlayLand)]  # noqa: E731
    assert len(plays()) == 3
    g.apply("Play Forest [1]" if "Play Forest [1]" in options(g) else "Play Forest")
    assert g.state.players[ALICE].lands_played == 1
    assert plays() == []  # no second land this turn
    g.apply(Pass())
    assert g.decision.player == BOB and plays() == []  # not bob's turn
    advance_to(g, Step.PRECOMBAT_MAIN, turn=4)
    assert g.decision.player == BOB and len(plays()) == 3  # two Mountains and the Forest he drew
    advance_to(g, Step.BEGINNING_OF_COMBAT, turn=4)
    assert plays() == []  # not in a main phase
    advance_to(g, Step.PRECOMBAT_MAIN, turn=5)
    assert g.decision.player == ALICE and len(plays()) >= 2  # alice may play a land again
    assert sum(1 for o in g.state.battlefield if g.state.objects[o].controller == ALICE and chars(g.state, o).is_land) == 2
