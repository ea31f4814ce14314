"""The heuristic player at a free-for-all table (CR 802, 506.2): whom each attacker attacks, what
stays home against the crack-back of every opponent, and whom burn is aimed at."""

from __future__ import annotations

from typing import Any

from manastack.actions import CastSpell, Choose, DecisionKind
from manastack.ai import HeuristicPlayer
from manastack.ai.combat import plan_attack
from manastack.ai.targeting import target_score
from manastack.game import Game
from manastack.position import position
from manastack.state.game_state import Format

LIBRARY = ["Forest"] * 5


def table(**players: dict[str, Any]) -> Game:
    return position({name: {"library": LIBRARY} | spec for name, spec in players.items()}, format=Format.FREE_FOR_ALL)


def attack_plan(g: Game) -> dict[str, str]:
    s = g.state
    mine = [o for o in s.battlefield if s.objects[o].controller == 0]
    return {s.name_of(a) + f"#{mine.index(a)}": s.players[p].name for a, p in plan_attack(s, 0, mine).items()}


def test_the_whole_attack_goes_at_the_opponent_it_kills_not_the_first_one() -> None:
    g = table(me={"battlefield": ["Grizzly Bears", "Grizzly Bears"]}, bob={"life": 20}, cat={"life": 3}, dan={"life": 20})
    assert attack_plan(g) == {"Grizzly Bears#0": "cat", "Grizzly Bears#1": "cat"}


def test_between_two_opponents_it_kills_the_one_with_the_least_life() -> None:
    g = table(me={"battlefield": ["Hill Giant", "Hill Giant"]}, bob={"life": 6}, cat={"life": 4})
    assert set(attack_plan(g).values()) == {"cat"}


def test_without_a_kill_it_attacks_the_most_threatening_opponent_it_can_attack_safely() -> None:
    """bob's board is the biggest (a tapped Colossal Dreadmaw can't block): the Hill Giant goes at
    bob. bob's untapped Hill Giant would eat the Grizzly Bears: they go at cat, who has nothing."""
    dreadmaw = {"card": "Colossal Dreadmaw", "tapped": True}
    g = table(me={"battlefield": ["Hill Giant"]}, cat={"battlefield": ["Hill Giant"]}, bob={"battlefield": [dreadmaw]})
    assert attack_plan(g) == {"Hill Giant#0": "bob"}
    g = table(me={"battlefield": ["Grizzly Bears"]}, bob={"battlefield": ["Hill Giant"]}, cat={})
    assert attack_plan(g) == {"Grizzly Bears#0": "cat"}


def test_it_keeps_a_blocker_home_against_the_sum_of_every_opponents_creatures() -> None:
    """At 4 life, bob's and cat's Grizzly Bears could together attack for 4 (neither alone is
    lethal): one Hill Giant stays home. At 20 life both attack."""
    for life, attacking in ((4, 1), (20, 2)):
        g = table(me={"battlefield": ["Hill Giant", "Hill Giant"], "life": life},
                  bob={"battlefield": [{"card": "Grizzly Bears", "tapped": True}]}, cat={"battlefield": [{"card": "Grizzly Bears", "tapped": True}]})
        assert len(attack_plan(g)) == attacking, life


def test_burn_goes_at_the_opponent_it_kills() -> None:
    g = table(me={"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, bob={"life": 20}, cat={"life": 3}, dan={"life": 20})
    ai = HeuristicPlayer()
    action = ai.choose(g)
    assert isinstance(action, CastSpell)
    g.apply(action)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    pick = ai.choose(g)
    assert isinstance(pick, Choose) and pick.id == 2  # cat


def test_a_quick_target_prefers_the_opponent_closer_to_dying() -> None:
    g = table(me={}, bob={"life": 20}, cat={"life": 8})
    s = g.state
    assert target_score(s, 0, 2, True, 2) > target_score(s, 0, 1, True, 2)
