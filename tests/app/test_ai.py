"""The heuristic player: sensible single decisions, and it beats the random player."""

from __future__ import annotations

from manastack.actions import CastSpell, Choose, DecisionKind, Done
from manastack.ai import HeuristicPlayer, make_player
from manastack.app.decks import resolve_deck
from manastack.app.runner import GameSpec, play_game
from manastack.position import position


def test_burn_goes_at_the_creature_it_kills() -> None:
    g = position({"alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Mountain"] * 5},
                  "bob": {"battlefield": ["Serra Angel", "Grizzly Bears"], "library": ["Forest"] * 5}})
    ai = HeuristicPlayer()
    action = ai.choose(g)
    assert isinstance(action, CastSpell)
    g.apply(action)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    pick = ai.choose(g)
    assert isinstance(pick, Choose) and g.state.name_of(pick.id) == "Grizzly Bears"


def test_it_does_not_counter_its_own_spell() -> None:
    g = position({"alice": {"battlefield": ["Island"] * 4, "hand": ["Counterspell", "Divination"], "library": ["Island"] * 5},
                  "bob": {"library": ["Forest"] * 5}})
    g.apply("Cast Divination")
    g.apply("Pay automatically")
    ai = HeuristicPlayer()
    d = g.decision
    assert d is not None and d.kind is DecisionKind.PRIORITY
    assert not isinstance(ai.choose(g), CastSpell)


def test_it_chump_blocks_only_to_survive() -> None:
    from manastack.ai.combat import plan_blocks

    for life, blocks in ((20, []), (6, [("Grizzly Bears", "Colossal Dreadmaw")])):
        g = position({"alice": {"battlefield": ["Colossal Dreadmaw"], "library": ["Forest"] * 5},
                      "bob": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 5, "life": life}})
        s = g.state
        dreadmaw, bears = s.battlefield
        plan = plan_blocks(s, 1, [dreadmaw], [bears], {dreadmaw: 1})
        assert [(s.name_of(b), s.name_of(a)) for b, a in plan] == blocks


def test_it_trades_and_eats_attackers() -> None:
    from manastack.ai.combat import plan_blocks

    g = position({"alice": {"battlefield": ["Grizzly Bears", "Raging Goblin"], "library": ["Forest"] * 5},
                  "bob": {"battlefield": ["Hill Giant"], "library": ["Forest"] * 5}})
    s = g.state
    bears, goblin, giant = s.battlefield
    plan = plan_blocks(s, 1, [bears, goblin], [giant], {bears: 1, goblin: 1})
    assert plan == [(giant, bears)]  # the 3/3 eats the 2/2 for free


def test_heuristic_beats_random_in_a_mirror() -> None:
    """At least 80% of 20 games (the 200-game figure is measured by benchmarks/ai_strength.py)."""
    deck = resolve_deck("gruul").cards
    wins = 0
    for i in range(20):
        spec = GameSpec(("H", "R"), (deck, deck), 100 + i, i % 2, ("heuristic", "random"))
        _, r = play_game(spec)
        assert r.status == "finished", r.error
        wins += r.winner == "H"
    assert wins >= 16


def test_make_player_levels() -> None:
    assert isinstance(make_player("heuristic"), HeuristicPlayer)


def test_the_heuristic_player_does_not_repeat_an_action_that_came_back_cancelled() -> None:
    """CR 601.2f, 733.1: a cast whose total cost can't be paid is reversed, and the player is back
    at the same priority decision. The heuristic player must not choose the same action there
    again (it would loop forever); it tries something else."""
    from manastack.actions import CastSpell, Pass
    from manastack.ai.heuristic import HeuristicPlayer
    from manastack.position import position

    g = position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Mountain"] * 5},
        "bob": {"library": ["Forest"] * 5},
    })
    ai = HeuristicPlayer(0)
    first = ai.choose(g)
    assert isinstance(first, CastSpell)
    again = ai.choose(g)  # the same decision, nothing logged since: the cast was cancelled
    assert again == Pass()


def test_it_crews_with_the_creature_that_couldnt_attack_anyway() -> None:
    """CR 702.122a, 302.6: a summoning-sick creature is the cheapest crew; it stops once the total
    power is enough."""
    g = position({"alice": {"battlefield": ["Renegade Freighter", "Grizzly Bears", {"card": "Hill Giant", "sick": True}, "Savannah Lions"],
                            "library": ["Forest"] * 5},
                  "bob": {"library": ["Forest"] * 5}})
    g.apply("Activate Renegade Freighter: Crew 2")
    ai = HeuristicPlayer()
    d = g.decision
    assert d is not None and d.kind is DecisionKind.PAY_COST
    pick = ai.choose(g)
    assert isinstance(pick, Choose) and g.state.name_of(pick.id) == "Hill Giant"
    g.apply(pick)
    assert isinstance(ai.choose(g), Done)


def test_each_scried_card_is_judged_by_itself() -> None:
    """With lands enough, a spell stays on top and a land goes to the bottom — decided for the card
    each scry decision is about (its subject), not for whatever is on top of the library."""
    from manastack.actions import Answer, Purpose
    from tests.drivers import cast, pass_until

    g = position({"alice": {"battlefield": ["Island"] * 6, "hand": ["Giant's Boulder"], "library": ["Island", "Lightning Bolt", "Island"]},
                  "bob": {"library": ["Forest"] * 5}})
    cast(g, "Giant's Boulder")
    pass_until(g, lambda g: g.decision is not None and g.decision.purpose is Purpose.SCRY)
    ai, seen = HeuristicPlayer(), []
    while (d := g.decision) is not None and d.purpose is Purpose.SCRY and d.kind is DecisionKind.CHOOSE_OBJECT:
        assert d.subject is not None
        answer = ai.choose(g)
        seen.append((g.state.name_of(d.subject), answer))
        g.apply(answer)
    assert seen == [("Island", Answer(False)), ("Lightning Bolt", Answer(True))]
    assert [g.state.name_of(c) for c in g.state.players[0].library] == ["Lightning Bolt", "Island", "Island"]
