"""Per-player observations (``Game.observe``): what one player may know, hidden information left out.

Rules cited: CR 400.2 (public and hidden zones), 401.2 (a library is face down), 402.3 (a player
looks at their own hand and may count the others'), 810.5 (Two-Headed Giant teammates may review
each other's hands), 613 (characteristics after continuous effects), 400.7 (a card changing zones
is a new object).
"""

from __future__ import annotations

import json
import random
from typing import Any

from manastack.actions import Concede
from manastack.game import Game, Outcome
from manastack.model.types import Zone
from manastack.observation import Observation, TargetView
from manastack.position import position, resolve
from manastack.state.game_state import Format, GameState
from tests.cardlib import deck
from tests.drivers import ALICE, BOB, move

BOB_HAND = ["Counterspell", "Llanowar Elves"]
BOB_LIBRARY = ["Giant Growth", "Island", "Shock"]


def hidden_position() -> Game:
    """Every card name is distinct per player and zone, so a leaked name is a real leak."""
    return position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": ["Plains"] * 3},
        "bob": {"battlefield": ["Grizzly Bears"], "hand": BOB_HAND, "library": BOB_LIBRARY},
    })


def ask_priority(state: GameState) -> None:
    """Players get priority even when passing is all they can do, so a spell waits on the stack."""
    state.always_ask_priority = True


def ids_in(x: Any) -> set[int]:
    """Every value of an ``id`` key anywhere in a to_dict() tree."""
    if isinstance(x, dict):
        found = {x["id"]} if isinstance(x.get("id"), int) else set()
        return found.union(*(ids_in(v) for v in x.values()))
    if isinstance(x, list):
        return set().union(*(ids_in(v) for v in x))
    return set()


def test_an_opponents_hand_and_library_are_only_counts() -> None:
    """CR 402.3: a player can't look at another player's hand but may count it; 401.2: nobody
    looks at a library. No hidden card's name or id appears anywhere in the observation."""
    g = hidden_position()
    obs = g.observe("alice")
    bob = obs.players[BOB]
    assert bob.hand is None and bob.hand_count == 2 and bob.library_count == 3
    text = json.dumps(obs.to_dict())
    for name in BOB_HAND + BOB_LIBRARY:
        assert name not in text
    hidden = set(g.state.players[BOB].hand) | set(g.state.players[BOB].library) | set(g.state.players[ALICE].library)
    assert not ids_in(obs.to_dict()) & hidden
    assert "Plains" not in text  # alice's own library is hidden from her too (401.2)
    assert obs.players[ALICE].library_count == 3


def test_a_player_sees_their_own_hand() -> None:
    """CR 402.3: a player may look at their own hand at any time."""
    g = hidden_position()
    alice = g.observe(ALICE).players[ALICE]
    assert alice.hand is not None and [c.name for c in alice.hand] == ["Lightning Bolt"]
    bobs = g.observe("bob")
    own = bobs.players[BOB].hand
    assert own is not None and [c.name for c in own] == BOB_HAND
    assert bobs.players[ALICE].hand is None and "Lightning Bolt" not in json.dumps(bobs.to_dict())


def test_opening_hands_stay_hidden_in_a_new_game() -> None:
    """The seven cards drawn at the start (103.5) are hidden from the opponent."""
    g = Game.new([("alice", deck({"Mountain": 10, "Lightning Bolt": 10})), ("bob", deck({"Forest": 10, "Grizzly Bears": 10}))], seed=4)
    text = json.dumps(g.observe("alice").to_dict())
    assert "Forest" not in text and "Grizzly Bears" not in text
    obs = g.observe("bob")
    own = obs.players[BOB].hand
    assert own is not None and len(own) == 7
    assert obs.players[ALICE].hand_count == 7 and obs.players[ALICE].library_count == 13


def test_the_battlefield_shows_layered_power_and_toughness() -> None:
    """CR 613: a +1/+1 counter (layer 7c) and Giant Growth's +3/+3 (7c) are in the power and
    toughness shown; the spell on the stack shows its controller and target."""
    g = position({
        "alice": {"battlefield": ["Forest", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}], "hand": ["Giant Growth"]},
        "bob": {},
    }, prepare=ask_priority)
    bears = g.observe(BOB).battlefield[1]
    assert (bears.name, bears.power, bears.toughness, bears.counters) == ("Grizzly Bears", 3, 3, (("+1/+1", 1),))
    g.apply("Cast Giant Growth")  # the only legal target is chosen at once
    g.apply("Pay automatically")
    obs = g.observe(BOB)
    (spell,) = obs.stack
    assert (spell.name, spell.controller, spell.is_ability) == ("Giant Growth", ALICE, False)
    assert spell.targets == (TargetView(bears.id, "Grizzly Bears"),)
    assert obs.battlefield[0].tapped  # the Forest paid for it
    resolve(g)
    after = g.observe(BOB).battlefield[1]
    assert (after.power, after.toughness) == (6, 6)


def test_a_target_that_left_for_a_hidden_zone_is_not_named() -> None:
    """CR 400.7: a creature returned to its owner's hand is a new, hidden object; the spell's
    target no longer names or identifies it."""
    g = position({"alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, prepare=ask_priority)
    bears = g.state.battlefield[1]
    g.apply("Cast Lightning Bolt")
    g.apply("Grizzly Bears")
    g.apply("Pay automatically")
    move(g, bears, Zone.HAND)
    obs = g.observe(ALICE)
    assert obs.stack[0].targets == (TargetView(None, None),)
    assert "Grizzly Bears" not in json.dumps(obs.to_dict())
    assert obs.players[BOB].hand_count == 1


def test_the_decision_shows_only_for_the_deciding_player() -> None:
    g = hidden_position()
    mine, theirs = g.observe(ALICE), g.observe(BOB)
    assert mine.deciding_player == theirs.deciding_player == ALICE
    assert theirs.decision is None
    assert mine.decision is not None and mine.decision.kind == "priority"
    assert list(mine.decision.actions) == [g.describe(a) for a in g.legal_actions()]
    assert "Cast Lightning Bolt" in mine.decision.actions


def test_an_observation_is_a_snapshot() -> None:
    """Advancing the game afterwards changes neither the observation nor its dict."""
    g = hidden_position()
    obs = g.observe(ALICE)
    before = json.dumps(obs.to_dict())
    g.apply("Cast Lightning Bolt")
    g.apply("Grizzly Bears")
    g.apply("Pay automatically")
    resolve(g)
    assert g.observe(ALICE) != obs
    assert json.dumps(obs.to_dict()) == before
    assert obs.players[BOB].graveyard == () and [c.name for c in g.observe(ALICE).players[BOB].graveyard] == ["Grizzly Bears"]


def test_same_seed_and_actions_give_equal_observations() -> None:
    def play(seed: int) -> list[Observation]:
        g = Game.new([("alice", deck({"Mountain": 12, "Lightning Bolt": 8})), ("bob", deck({"Forest": 12, "Grizzly Bears": 8}))], seed=seed)
        rng = random.Random(seed)
        out = []
        for _ in range(80):
            if g.decision is None:
                break
            out += [g.observe(ALICE), g.observe(BOB)]
            g.apply(rng.choice(g.legal_actions()))
        return out

    first, second = play(11), play(11)
    assert first == second and len(first) > 20
    assert [json.dumps(o.to_dict()) for o in first] == [json.dumps(o.to_dict()) for o in second]


def test_to_dict_keeps_field_order_and_names_the_outcome() -> None:
    g = hidden_position()
    assert g.observe("bob") == g.observe(BOB)
    d = g.observe(ALICE).to_dict()
    assert list(d)[:4] == ["viewer", "format", "turn", "step"] and d["outcome"] is None
    g.apply(Concede())
    obs = g.observe(ALICE)
    assert obs.outcome == Outcome(("bob",), False) and obs.decision is None
    assert obs.to_dict()["outcome"] == {"winners": ["bob"], "draw": False}


def test_two_headed_giant_teammates_see_each_others_hands() -> None:
    """CR 810.5: teammates may review each other's hands at any time; the opposing team's hands
    stay hidden (402.3). Life is the team's (810.4)."""
    spec = {
        "alice": {"hand": ["Lightning Bolt"]},
        "carol": {"hand": ["Shock"]},
        "bob": {"hand": ["Counterspell"]},
        "dave": {"hand": ["Llanowar Elves"]},
    }
    g = position(spec, format=Format.TWO_HEADED_GIANT)
    obs = g.observe("alice")
    hands = {p.name: None if p.hand is None else [c.name for c in p.hand] for p in obs.players}
    assert hands == {"alice": ["Lightning Bolt"], "carol": ["Shock"], "bob": None, "dave": None}
    text = json.dumps(obs.to_dict())
    assert "Counterspell" not in text and "Llanowar Elves" not in text
    assert [p.life for p in obs.players] == [30, 30, 30, 30]


def test_a_face_down_spell_and_permanent_are_hidden_from_the_opponent() -> None:
    """CR 708.4, 708.2: a card cast face down is a face-down spell with only the face-down
    characteristics; 708.5: its controller may look at it, the opponent can't — neither on the
    stack nor on the battlefield, nor in the log of it moving there."""
    g = position({"alice": {"battlefield": ["Mountain"] * 3, "hand": ["Skirk Marauder"]}, "bob": {}}, prepare=ask_priority)
    g.apply("Cast Skirk Marauder with morph")
    g.apply("Pay automatically")
    (spell,) = g.observe(BOB).stack
    assert (spell.name, spell.face_down, spell.face_down_card) == ("Face-down creature", True, None)
    assert g.observe(ALICE).stack[0].face_down_card == "Skirk Marauder"
    g.apply("Pass priority")
    g.apply("Pass priority")
    seen_by_bob = g.observe(BOB)
    down = seen_by_bob.battlefield[-1]
    assert (down.name, down.power, down.toughness, down.face_down, down.face_down_card) == ("Face-down creature", 2, 2, True, None)
    assert "Skirk Marauder" not in json.dumps(seen_by_bob.to_dict()) + json.dumps(g.log_dicts())
    assert g.observe(ALICE).battlefield[-1].face_down_card == "Skirk Marauder"


def test_a_foretold_card_is_hidden_in_exile_from_the_opponent() -> None:
    """CR 702.143a, 406.3: a foretold card is exiled face down; its owner may look at it, the
    opponent can't — nor in the log of it moving there."""
    g = position({"alice": {"battlefield": ["Island"] * 2, "hand": ["Depart the Realm"]}, "bob": {}}, prepare=ask_priority)
    g.apply("Foretell Depart the Realm")
    g.apply("Pay automatically")
    seen_by_bob = g.observe(BOB)
    (card,) = seen_by_bob.exile
    assert (card.name, card.face_down_card) == ("Face-down card", None)
    assert "Depart the Realm" not in json.dumps(seen_by_bob.to_dict()) + json.dumps(g.log_dicts())
    assert g.observe(ALICE).exile[0].face_down_card == "Depart the Realm"


def test_both_players_see_who_the_monarch_is() -> None:
    """CR 725.1: the monarch is a public designation."""
    g = position({"alice": {"battlefield": ["Plains"] * 4, "hand": ["Palace Sentinels"]}, "bob": {}}, prepare=ask_priority)
    assert g.observe(ALICE).monarch is None
    g.apply("Cast Palace Sentinels")
    g.apply("Pay automatically")
    resolve(g)  # the creature spell, then its enters trigger
    resolve(g)
    assert g.observe(ALICE).monarch == ALICE and g.observe(BOB).monarch == ALICE


def test_the_top_card_of_a_library_revealed_to_all_or_looked_at_by_its_owner() -> None:
    """CR 401.2: a library is face down; "Play with the top card of your library revealed" shows its
    top card to every player, "You may look at the top card of your library any time" to its
    controller only."""
    g = position({"alice": {"battlefield": ["Courser of Kruphix"], "library": ["Island", "Forest"]},
                  "bob": {"battlefield": ["Sphinx of Jwar Isle"], "library": ["Swamp", "Plains"]}})
    for viewer in (ALICE, BOB):
        top = g.observe(viewer).players[ALICE].library_top
        assert top is not None and top.name == "Island"
    mine = g.observe(BOB).players[BOB].library_top
    assert mine is not None and mine.name == "Swamp"
    assert g.observe(ALICE).players[BOB].library_top is None
    hidden = position({"alice": {"library": ["Island"]}, "bob": {}})
    assert hidden.observe(ALICE).players[ALICE].library_top is None


def four_player_table() -> Game:
    spec = {
        "alice": {"hand": ["Lightning Bolt"], "library": ["Plains"] * 3},
        "bob": {"hand": ["Counterspell"], "library": ["Island"] * 4, "life": 12},
        "carol": {"hand": ["Shock", "Giant Growth"], "library": ["Forest"] * 5, "poison": 3},
        "dave": {"hand": ["Llanowar Elves"], "library": ["Swamp"] * 6},
    }
    return position(spec, format=Format.FREE_FOR_ALL, prepare=ask_priority)


def test_at_a_four_player_table_each_opponents_hand_is_a_count() -> None:
    """CR 402.3 in a free-for-all (806): every other player is an opponent; their hands are counts,
    their libraries sizes (401.2); life and poison are each player's own."""
    obs = four_player_table().observe("alice")
    assert obs.format == "free-for-all"
    seen = {p.name: (None if p.hand is None else [c.name for c in p.hand], p.hand_count, p.library_count, p.life, p.poison) for p in obs.players}
    assert seen == {
        "alice": (["Lightning Bolt"], 1, 3, 20, 0),
        "bob": (None, 1, 4, 12, 0),
        "carol": (None, 2, 5, 20, 3),
        "dave": (None, 1, 6, 20, 0),
    }
    text = json.dumps(obs.to_dict())
    for hidden in ("Counterspell", "Shock", "Giant Growth", "Llanowar Elves", "Island", "Forest", "Swamp"):
        assert hidden not in text


def test_a_player_who_conceded_is_shown_out_of_a_game_that_goes_on() -> None:
    """CR 104.3a, 800.4a: in a multiplayer game a player who concedes leaves it; the others play on
    and every observer sees who is out."""
    g = Game.new([(n, deck({"Forest": 10, "Grizzly Bears": 10})) for n in ("alice", "bob", "carol", "dave")], seed=5, format=Format.FREE_FOR_ALL, starting_player=1, skip_mulligans=True)
    d = g.decision
    assert d is not None and d.player == 1
    g.apply(Concede())
    assert not g.is_over
    for viewer in ("alice", "carol"):
        out = {p.name: (p.lost, p.left_game) for p in g.observe(viewer).players}
        assert out == {"alice": (False, False), "bob": (True, True), "carol": (False, False), "dave": (False, False)}
    assert g.observe("carol").outcome is None


def test_a_commander_game_shows_commanders_their_casts_and_commander_damage_to_everyone() -> None:
    """CR 903.6 (the command zone is public), 903.8, 903.10a: every player sees each player's
    commanders, how often they were cast from the command zone and the commander damage table."""
    from manastack.position import position

    g = position(
        {"alice": {"commander": ["Kird Ape"], "commander_casts": {"Kird Ape": 2}}, "bob": {"commander_damage": {"Kird Ape": 7}}, "carol": {}},
        commander=True,
    )
    view = g.observe("carol")
    alice, bob = view.players[0], view.players[1]
    assert alice.commanders == ("Kird Ape",) and alice.commander_casts == (("Kird Ape", 2),) and alice.life == 40
    assert bob.commander_damage == (("Kird Ape", "alice", 7),) and bob.commanders == ()
    assert [c.name for c in view.command] == ["Kird Ape"]


def test_a_commander_whose_owner_left_the_game_is_gone_from_every_observation() -> None:
    """CR 800.4a: a player who concedes a multiplayer Commander game leaves it with every card they
    own, their commander too; the others' observations no longer name it, nor the commander damage
    it had dealt (it can never deal more)."""
    ape, bears = deck({"Kird Ape": 1}), deck({"Grizzly Bears": 1})
    g = Game.new([(n, deck({"Forest": 10})) for n in ("alice", "bob", "carol", "dave")], seed=5, format=Format.FREE_FOR_ALL,
                 starting_player=0, skip_mulligans=True, commanders=[ape, bears, bears, bears])
    alice_commander = next(o for o in g.state.command if g.state.objects[o].owner == 0)
    g.state.players[1].commander_damage = ((g.state.objects[alice_commander].uid, 7),)
    assert g.observe("carol").players[1].commander_damage == (("Kird Ape", "alice", 7),)
    d = g.decision
    assert d is not None and d.player == 0
    g.apply(Concede())
    view = g.observe("carol")
    assert view.players[0].left_game and view.players[0].commanders == ()
    assert view.players[1].commander_damage == () and view.players[1].commanders == ("Grizzly Bears",)
    assert sorted(c.owner for c in view.command) == [1, 2, 3]
