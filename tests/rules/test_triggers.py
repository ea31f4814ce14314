"""Triggered abilities (CR 603), played through real games.

Each test is named after the rule it proves and asserts observable outcomes: life totals, hand
sizes, counters, zones, the order of the stack and the logged events.
"""

from __future__ import annotations

import pytest

from manastack.actions import DecisionKind, DeclareBlocker, Pass
from manastack.game import Game
from manastack.model.types import Zone
from manastack.position import advance_to, position
from tests.cardlib import TEST_THOPTER_NETWORK
from tests.drivers import ALICE, BOB, attack, cast, event_data, ids_named, life, resolve_top


def stack_sources(g: Game) -> list[tuple[str, int]]:
    """The stack bottom to top as (source name, controller)."""
    return [(g.state.objects[s].card.name, g.state.objects[s].controller) for s in g.state.stack]


# ---- 603.2, 603.6a: enters-the-battlefield triggers ---------------------------------------------


def test_603_6a_soul_warden_triggers_when_another_creature_enters() -> None:
    """CR 603.2, 603.6a: Soul Warden's "whenever another creature enters" triggers on Grizzly Bears
    entering: its controller gains 1 life when the trigger resolves (not before)."""
    g = position({"alice": {"battlefield": ["Soul Warden", "Forest", "Forest", "Forest"], "hand": ["Grizzly Bears"]}, "bob": {}})
    cast(g, "Grizzly Bears")
    resolve_top(g)  # the Bears
    assert stack_sources(g) == [("Soul Warden", ALICE)]
    assert life(g)[ALICE] == 20
    resolve_top(g)
    assert life(g)[ALICE] == 21


def test_603_6a_soul_warden_does_not_trigger_on_itself() -> None:
    """CR 603.6a, 603.2: "another creature" excludes Soul Warden entering itself."""
    g = position({"alice": {"battlefield": ["Plains", "Plains"], "hand": ["Soul Warden"]}, "bob": {}})
    cast(g, "Soul Warden")
    resolve_top(g)
    assert g.state.stack == []
    assert event_data(g, "ability_triggered") == []
    assert life(g)[ALICE] == 20


def test_603_2c_two_tokens_entering_at_once_trigger_soul_warden_twice() -> None:
    """CR 603.2c: one event with several occurrences (two Soldier tokens entering) triggers the
    ability once per occurrence: 2 life."""
    g = position({"alice": {"battlefield": ["Soul Warden", "Plains", "Plains", "Plains"], "hand": ["Raise the Alarm"]}, "bob": {}})
    cast(g, "Raise the Alarm")
    resolve_top(g)
    assert stack_sources(g) == [("Soul Warden", ALICE)] * 2
    resolve_top(g, 2)
    assert life(g)[ALICE] == 22


def test_603_6a_gilded_goose_enters_and_creates_a_food() -> None:
    """CR 603.6a, 111.2: Gilded Goose's "when this creature enters, create a Food token"."""
    g = position({"alice": {"battlefield": ["Forest", "Forest"], "hand": ["Gilded Goose"]}, "bob": {}})
    cast(g, "Gilded Goose")
    resolve_top(g)
    assert ids_named(g, "Food") == []
    resolve_top(g)
    food = ids_named(g, "Food")
    assert len(food) == 1 and g.state.objects[food[0]].is_token


# ---- 603.2, 119.9: "whenever you gain life" -----------------------------------------------------


def test_119_9_pridemate_triggers_once_per_life_gain_event_whatever_the_amount() -> None:
    """CR 119.9, 603.2: Healing Salve's 3 life is one life-gain event: Ajani's Pridemate gets one
    +1/+1 counter, not three; an opponent's life gain doesn't trigger it."""
    g = position(
        {"alice": {"battlefield": ["Ajani's Pridemate", "Plains", "Plains", "Plains"], "hand": ["Healing Salve", "Healing Salve"]}, "bob": {}}
    )
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_top(g)
    resolve_top(g)
    pm = ids_named(g, "Ajani's Pridemate")[0]
    assert g.state.objects[pm].counters == {"+1/+1": 1}
    cast(g, "Healing Salve", "Mode 1", "bob")
    resolve_top(g)
    assert g.state.stack == []
    assert g.state.objects[pm].counters == {"+1/+1": 1}
    assert life(g)[BOB] == 23


def test_702_15e_two_lifelink_attackers_trigger_pridemate_twice() -> None:
    """CR 702.15e, 119.9, 603.2: two lifelink creatures dealing combat damage at once cause two
    life-gain events: Ajani's Pridemate triggers twice."""
    g = position(
        {"alice": {"battlefield": ["Vampire Nighthawk", "Vampire Nighthawk", "Ajani's Pridemate"]}, "bob": {}},
        step="beginning_of_combat",
    )
    attack(g, "Vampire Nighthawk", "Vampire Nighthawk")
    advance_to(g, "end_of_combat")
    pm = ids_named(g, "Ajani's Pridemate")[0]
    assert g.state.objects[pm].counters == {"+1/+1": 2}
    assert life(g)[ALICE] == 24 and life(g)[BOB] == 16


def test_702_15b_one_lifelink_creature_blocked_by_two_triggers_pridemate_once() -> None:
    """CR 702.15b, 510.2, 603.2 (Bilbo ruling): one lifelink creature dealing combat damage to two
    blockers at once is a single life-gain event: one Pridemate trigger."""
    g = position(
        {
            "alice": {"battlefield": ["Vampire Nighthawk", "Ajani's Pridemate"]},
            "bob": {"battlefield": ["Giant Spider", "Giant Spider", "Forest"]},
        },
        step="beginning_of_combat",
    )
    attack(g, "Vampire Nighthawk")
    while g.decision.kind is not DecisionKind.DECLARE_BLOCKERS:
        g.apply(Pass())
    nh = ids_named(g, "Vampire Nighthawk")[0]
    for s in ids_named(g, "Giant Spider"):
        g.apply(DeclareBlocker(s, nh))
    if g.decision.kind is DecisionKind.DECLARE_BLOCKERS:
        g.apply("Done")
    while not (g.decision.kind is DecisionKind.ASSIGN_DAMAGE and g.decision.player == ALICE):
        g.apply(Pass())
    g.apply(next(a for a in g.legal_actions() if sorted(n for _, n in a.assignment) == [1, 1]))
    advance_to(g, "end_of_combat")
    pm = ids_named(g, "Ajani's Pridemate")[0]
    assert g.state.objects[pm].counters == {"+1/+1": 1}
    assert [e["amount"] for e in event_data(g, "life_gained")] == [2]


# ---- 603.6c, 603.10a: leaves-the-battlefield abilities look back in time -------------------------


def test_603_10a_dies_triggers_look_back_for_creatures_dying_together() -> None:
    """CR 603.6c, 603.10a, 704.3: Pyroclasm kills Zulaport Cutthroat and two other creatures at once;
    Zulaport "looks back" and sees all three die (itself included): three triggers."""
    g = position(
        {
            "alice": {
                "battlefield": ["Zulaport Cutthroat", "Grizzly Bears", "Savannah Lions", "Mountain", "Mountain", "Mountain"],
                "hand": ["Pyroclasm"],
            },
            "bob": {},
        }
    )
    cast(g, "Pyroclasm")
    resolve_top(g)
    assert len(g.state.players[ALICE].graveyard) == 4  # three creatures and the Pyroclasm
    assert stack_sources(g) == [("Zulaport Cutthroat", ALICE)] * 3
    resolve_top(g, 3)
    assert life(g)[BOB] == 17 and life(g)[ALICE] == 23


def test_603_6c_opponents_creature_dying_does_not_trigger_you_control_filter() -> None:
    """CR 603.2, 603.10a: "another creature you control dies" — an opponent's creature dying doesn't
    trigger Zulaport Cutthroat."""
    g = position(
        {"alice": {"battlefield": ["Zulaport Cutthroat", "Mountain"], "hand": ["Lightning Bolt"]}, "bob": {"battlefield": ["Grizzly Bears"]}}
    )
    cast(g, "Lightning Bolt", "Grizzly Bears")
    resolve_top(g)
    assert len(ids_named(g, "Grizzly Bears", Zone.GRAVEYARD)) == 1
    assert g.state.stack == [] and event_data(g, "ability_triggered") == []


def test_700_4_exiled_instead_of_dying_does_not_trigger_dies_abilities() -> None:
    """CR 700.4, 614.1a: "dies" means put into a graveyard from the battlefield; under Rest in Peace
    a destroyed creature is exiled instead, so Zulaport Cutthroat doesn't trigger."""
    g = position(
        {
            "alice": {"battlefield": ["Zulaport Cutthroat", "Rest in Peace", "Grizzly Bears"]},
            "bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
        },
        active="bob",
    )
    cast(g, "Lightning Bolt", "Grizzly Bears")
    resolve_top(g)
    assert len(ids_named(g, "Grizzly Bears", Zone.EXILE)) == 1
    assert event_data(g, "ability_triggered") == []
    assert life(g)[ALICE] == 20 and life(g)[BOB] == 20


# ---- 603.4: intervening "if" clauses ------------------------------------------------------------


def test_603_4_intervening_if_false_when_the_event_occurs_does_not_trigger() -> None:
    """CR 603.4: "at the beginning of your upkeep, if you control an
    artifact" doesn't trigger at all when its controller controls no artifact."""
    g = position({"alice": {"battlefield": [TEST_THOPTER_NETWORK, "Island"]}, "bob": {}}, step="untap")
    advance_to(g, "upkeep")
    assert event_data(g, "ability_triggered") == []
    assert g.state.stack == []


def test_603_4_intervening_if_true_triggers_and_resolves() -> None:
    """CR 603.4: with an artifact (a Food token) the ability triggers and, still true on resolution,
    creates a Thopter."""
    g = position({"alice": {"battlefield": [TEST_THOPTER_NETWORK, "Island", {"token": "Food"}]}, "bob": {}}, step="untap")
    advance_to(g, "upkeep")
    assert stack_sources(g) == [("Test Thopter Network", ALICE)]
    resolve_top(g)
    assert len(ids_named(g, "Thopter")) == 1


def test_603_4_intervening_if_rechecked_on_resolution() -> None:
    """CR 603.4: the condition is checked again on resolution: the Food is sacrificed in response,
    so the ability does nothing (no Thopter)."""
    g = position(
        {
            "alice": {"battlefield": [TEST_THOPTER_NETWORK, "Island", "Island", "Island", {"token": "Food", "as": "food"}], "library": ["Island"] * 3},
            "bob": {"library": ["Island"] * 3},
        },
        step="untap",
    )
    advance_to(g, "upkeep")
    assert stack_sources(g) == [("Test Thopter Network", ALICE)]
    g.apply(next(a for a in g.legal_actions() if g.describe(a).startswith("Activate Food")))
    while g.decision.kind is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_top(g)  # the Food's ability: 3 life
    assert life(g)[ALICE] == 23 and ids_named(g, "Food") == []
    resolve_top(g)
    assert ids_named(g, "Thopter") == []
    assert len(event_data(g, "ability_does_nothing")) == 1


# ---- 603.7: delayed triggered abilities ---------------------------------------------------------


def test_603_7_delayed_trigger_draws_at_the_next_upkeep_once() -> None:
    """CR 603.7a–b: Enervate creates a delayed trigger as it resolves; it triggers at the beginning
    of the next upkeep (the opponent's), even though Enervate is in the graveyard, and only once."""
    g = position(
        {
            "alice": {"battlefield": ["Island", "Island", "Island"], "hand": ["Enervate"], "library": ["Forest"] * 5},
            "bob": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 5},
        }
    )
    cast(g, "Enervate", "Grizzly Bears")
    resolve_top(g)
    assert g.state.objects[ids_named(g, "Grizzly Bears")[0]].tapped
    assert len(g.state.players[ALICE].hand) == 0
    assert len(g.state.delayed_triggers) == 1
    advance_to(g, "upkeep", turn=4)  # bob's upkeep: the trigger is on the stack
    assert stack_sources(g)[0][1] == ALICE
    resolve_top(g)
    assert len(g.state.players[ALICE].hand) == 1
    assert g.state.delayed_triggers == []
    advance_to(g, "upkeep", turn=5)  # alice's next upkeep: it doesn't trigger again
    advance_to(g, "draw", turn=5)
    assert len(g.state.players[ALICE].hand) == 2  # only the normal draw


# ---- 603.3b: ordering simultaneous triggers -----------------------------------------------------


@pytest.mark.parametrize("last", ["Soul Warden", "Gilded Goose"])
def test_603_3b_controller_orders_own_simultaneous_triggers(last: str) -> None:
    """CR 603.3b: Gilded Goose entering triggers its own ability and Soul Warden's; their controller
    chooses the order they go on the stack; the last put on resolves first."""
    g = position({"alice": {"battlefield": ["Soul Warden", "Forest", "Forest"], "hand": ["Gilded Goose"]}, "bob": {}})
    cast(g, "Gilded Goose")
    resolve_top(g)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TRIGGER_ORDER and d.player == ALICE
    first = "Gilded Goose" if last == "Soul Warden" else "Soul Warden"
    g.apply(next(a for a in g.legal_actions() if g.describe(a).startswith(first)))
    assert [n for n, _ in stack_sources(g)] == [first, last]
    resolve_top(g)
    if last == "Soul Warden":
        assert life(g)[ALICE] == 21 and ids_named(g, "Food") == []
    else:
        assert life(g)[ALICE] == 20 and len(ids_named(g, "Food")) == 1
    resolve_top(g)
    assert life(g)[ALICE] == 21 and len(ids_named(g, "Food")) == 1


def test_603_3b_apnap_active_players_triggers_go_on_the_stack_first() -> None:
    """CR 603.3b, 101.4: both players' Soul Wardens trigger on one creature entering; the active
    player's goes on the stack first, so the non-active player's resolves first."""
    g = position(
        {
            "alice": {"battlefield": ["Soul Warden", "Forest", "Forest", "Forest"], "hand": ["Grizzly Bears"]},
            "bob": {"battlefield": ["Soul Warden"]},
        }
    )
    cast(g, "Grizzly Bears")
    resolve_top(g)
    assert stack_sources(g) == [("Soul Warden", ALICE), ("Soul Warden", BOB)]
    resolve_top(g)
    assert life(g)[BOB] == 21 and life(g)[ALICE] == 20
    resolve_top(g)
    assert life(g)[ALICE] == 21
    gained = [e["player"] for e in event_data(g, "life_gained")]
    assert gained == ["bob", "alice"]


# ---- 603.3d: no legal target --------------------------------------------------------------------


def test_603_3d_trigger_without_a_legal_target_is_removed_from_the_stack() -> None:
    """CR 603.3d: Ravenous Chupacabra's "destroy target creature an opponent controls" with no such
    creature can't be put on the stack with a target: it is removed."""
    g = position(
        {"alice": {"battlefield": ["Swamp"] * 4 + ["Grizzly Bears"], "hand": ["Ravenous Chupacabra"]}, "bob": {}}
    )
    cast(g, "Ravenous Chupacabra")
    resolve_top(g)
    assert g.state.stack == []
    assert len(event_data(g, "ability_removed")) == 1
    assert event_data(g, "ability_put_on_stack") == []
    assert len(ids_named(g, "Grizzly Bears")) == 1  # alice's own creature isn't a legal target


def test_603_3d_trigger_with_a_legal_target_targets_and_resolves() -> None:
    """CR 603.3d, 601.2c: with an opponent's creature, the target is chosen as the trigger goes on
    the stack and the creature is destroyed on resolution."""
    g = position(
        {"alice": {"battlefield": ["Swamp"] * 5, "hand": ["Ravenous Chupacabra"]}, "bob": {"battlefield": ["Grizzly Bears"]}}
    )
    cast(g, "Ravenous Chupacabra")
    resolve_top(g)
    assert stack_sources(g) == [("Ravenous Chupacabra", ALICE)]
    resolve_top(g)
    assert ids_named(g, "Grizzly Bears") == []
    assert len(ids_named(g, "Grizzly Bears", Zone.GRAVEYARD)) == 1


# ---- the events the game's triggered abilities can wait for ------------------------------------


def test_an_event_no_card_of_the_game_waits_for_looks_at_no_permanents_abilities(monkeypatch: pytest.MonkeyPatch) -> None:
    """No card in this game has a triggered ability that waits for a permanent becoming tapped or
    a mana ability being activated, so tapping a Forest for mana looks at no permanent's triggered
    abilities (CR 603.2: nothing can trigger); a creature entering does (Soul Warden waits for it)."""
    import manastack.rules.triggers as triggers
    from manastack.model.triggers import TriggerEvent
    from manastack.rules.vocabulary import named_in_game

    g = position({"alice": {"battlefield": ["Soul Warden", "Forest", "Forest"], "hand": ["Llanowar Elves"], "library": ["Forest"] * 3},
                  "bob": {"library": ["Forest"] * 3}}, prepare=lambda s: setattr(s, "always_ask_priority", True))
    named = named_in_game(g.state)
    assert TriggerEvent.ENTERS in named and not {TriggerEvent.BECOMES_TAPPED, TriggerEvent.TAPPED_FOR_MANA, TriggerEvent.ACTIVATES} & named
    looked: list[object] = []
    real = triggers.functioning_abilities
    monkeypatch.setattr(triggers, "functioning_abilities", lambda state, kind: looked.append(kind) or real(state, kind))
    g.apply("Activate Forest: {T}: Add {G}.")
    assert len(g.state.players[ALICE].mana_pool) == 1 and looked == []
    cast(g, "Llanowar Elves")
    resolve_top(g)
    assert looked and life(g)[ALICE] == 20
    resolve_top(g)
    assert life(g)[ALICE] == 21


def test_an_ability_given_from_outside_the_rules_triggers_though_no_card_of_the_game_waits_for_its_event() -> None:
    """CR 603.2: an ability granted by an effect given to the game (a scenario's ``effect:`` step)
    waits for an event no card's ability waits for — a creature dying — and still triggers."""
    from manastack.model.abilities import TriggeredAbility
    from manastack.model.effects import Destroy, DrawCards, GrantAbilities
    from manastack.model.filters import Target
    from manastack.model.triggers import AboutThis, TriggerCondition, TriggerEvent

    g = position({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3}, "bob": {"library": ["Forest"] * 3}},
                 prepare=lambda s: setattr(s, "always_ask_priority", True))
    (bears,) = ids_named(g, "Grizzly Bears")
    dies = TriggeredAbility(TriggerCondition(TriggerEvent.DIES, (AboutThis(),)), (DrawCards(1),), text="When this creature dies, draw a card.")
    g.perform([GrantAbilities(Target(0), abilities=(dies,))], controller=ALICE, targets=[bears])
    g.perform([Destroy(Target(0))], controller=BOB, targets=[bears])
    resolve_top(g)
    assert g.state.objects[g.state.players[ALICE].graveyard[0]].card.name == "Grizzly Bears"
    assert len(g.state.players[ALICE].hand) == 1


def test_the_cards_that_have_been_objects_stay_with_copies_and_pickles_of_the_table_after_they_are_gone() -> None:
    """The definitions of cards that have been objects in a game — a token that ceased to exist
    (CR 704.5d) included — are where its abilities come from; a copy and a pickled table keep them."""
    import pickle

    from manastack.cards.tokens import predefined_token
    from manastack.state.objects import GameObject

    g = position({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3}, "bob": {"library": ["Forest"] * 3}})
    t = g.state.objects
    names = [c.name for c in t.cards]
    assert sorted(set(names)) == ["Forest", "Grizzly Bears"] and len(names) == 2
    clue = GameObject(id=g.state.new_id(), uid=0, card=predefined_token("Clue"), owner=ALICE, controller=ALICE, zone=Zone.BATTLEFIELD)
    t[clue.id] = clue
    del t[clue.id]
    assert [c.name for c in t.cards] == [*names, "Clue"]
    assert [c.name for c in t.share().cards] == [*names, "Clue"]
    assert [c.name for c in pickle.loads(pickle.dumps(t)).cards] == [*names, "Clue"]
