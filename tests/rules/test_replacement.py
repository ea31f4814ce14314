"""Replacement and prevention effects (CR 614–616), played through real games.

Each test is named after the rule it proves and asserts observable outcomes: life totals, hand
sizes, counters, zones and the logged events.
"""

from __future__ import annotations

import pytest

from manastack.actions import Answer, Choose, DecisionKind, DeclareBlocker, Pass
from manastack.game import Game
from manastack.model.types import Zone
from manastack.position import advance_to, position
from manastack.rules.cards import draw
from manastack.rules.context import Ctx
from manastack.rules.layers import chars
from manastack.rules.tokens import create_tokens
from tests.cardlib import SOLDIER
from tests.drivers import ALICE, BOB, attack, cast, event_data, ids_named, life, resolve_top, to_declare_blockers


def block_with_all(g: Game, blocker: str, attacker: str) -> None:
    """Pass to the declare blockers step; bob blocks ``attacker`` with every ``blocker``."""
    to_declare_blockers(g)
    att = ids_named(g, attacker)[0]
    for b in ids_named(g, blocker):
        g.apply(DeclareBlocker(b, att))
    if g.decision.kind is DecisionKind.DECLARE_BLOCKERS:
        g.apply("Done")


# ---- 614.1a: life gain "plus 1" (Bilbo, Birthday Celebrant) --------------------------------------


def test_614_1a_life_gain_plus_one_applies_once_to_one_event() -> None:
    """CR 614.1a, 119.3 (Bilbo ruling): "gain that much life plus 1" modifies a life-gain event once,
    whatever the amount: 3 life becomes 4."""
    g = position({"alice": {"battlefield": ["Plains", "Plains", "Bilbo, Birthday Celebrant"], "hand": ["Healing Salve"]}, "bob": {}})
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_top(g)
    assert life(g)[ALICE] == 24
    gained = event_data(g, "life_gained")
    assert [e["amount"] for e in gained] == [4]
    assert len(event_data(g, "replacement_applied")) == 1


def test_614_1a_life_gain_plus_one_applies_only_to_you() -> None:
    """CR 614.1a, 119.10: Bilbo's effect applies only to its controller's life gain; an opponent
    gaining life gains exactly that much."""
    g = position({"alice": {"battlefield": ["Plains", "Plains", "Bilbo, Birthday Celebrant"], "hand": ["Healing Salve"]}, "bob": {}})
    cast(g, "Healing Salve", "Mode 1", "bob")
    resolve_top(g)
    assert life(g)[BOB] == 23
    assert life(g)[ALICE] == 20
    assert event_data(g, "replacement_applied") == []


def test_702_15e_two_lifelink_creatures_are_two_life_gain_events_for_bilbo() -> None:
    """CR 702.15e, 614.1a (Bilbo ruling): two creatures with lifelink dealing combat damage at the
    same time cause two separate life-gain events; Bilbo adds 1 to each (2+1, 2+1)."""
    g = position(
        {
            "alice": {"battlefield": ["Vampire Nighthawk", "Vampire Nighthawk", "Bilbo, Birthday Celebrant"]},
            "bob": {},
        },
        step="beginning_of_combat",
    )
    attack(g, "Vampire Nighthawk", "Vampire Nighthawk")
    advance_to(g, "end_of_combat")
    assert life(g)[BOB] == 16
    assert [e["amount"] for e in event_data(g, "life_gained")] == [3, 3]
    assert life(g)[ALICE] == 26


def test_702_15b_one_lifelink_creature_damaging_two_blockers_is_one_life_gain_event() -> None:
    """CR 702.15b, 510.2, 119.9 (Bilbo ruling): a single creature with lifelink dealing combat damage
    to several creatures at the same time causes one life-gain event, so Bilbo applies once:
    1+1 damage to two blockers → 2 life, plus 1 = 3."""
    g = position(
        {
            "alice": {"battlefield": ["Vampire Nighthawk", "Bilbo, Birthday Celebrant"]},
            "bob": {"battlefield": ["Giant Spider", "Giant Spider", "Forest"]},
        },
        step="beginning_of_combat",
    )
    attack(g, "Vampire Nighthawk")
    block_with_all(g, "Giant Spider", "Vampire Nighthawk")
    while g.decision.kind is not DecisionKind.ASSIGN_DAMAGE or g.decision.player != ALICE:
        g.apply(Pass())
    split = next(a for a in g.legal_actions() if sorted(n for _, n in a.assignment) == [1, 1])
    g.apply(split)
    advance_to(g, "end_of_combat")
    assert ids_named(g, "Giant Spider") == []  # deathtouch: 1 damage each is lethal
    assert [e["amount"] for e in event_data(g, "life_gained")] == [3]
    assert life(g)[ALICE] == 23


# ---- 616.1: the affected player orders effects from different sources --------------------------


@pytest.mark.parametrize(("first", "expected"), [("Bilbo, Birthday Celebrant", 8), ("Rhox Faithmender", 7)])
def test_616_1e_affected_player_chooses_order_of_plus_one_and_twice(first: str, expected: int) -> None:
    """CR 616.1, 616.1e–f: Bilbo ("plus 1") and Rhox Faithmender ("twice that much") both apply to
    gaining 3 life; the player gaining life chooses which applies first, then the other applies to
    the modified event: (3+1)×2 = 8 or 3×2+1 = 7."""
    g = position(
        {
            "alice": {"battlefield": ["Plains", "Plains", "Bilbo, Birthday Celebrant", "Rhox Faithmender"], "hand": ["Healing Salve"]},
            "bob": {},
        }
    )
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_top(g)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.REPLACEMENT_ORDER and d.player == ALICE
    assert set(d.options) == {Choose(ids_named(g, "Bilbo, Birthday Celebrant")[0]), Choose(ids_named(g, "Rhox Faithmender")[0])}
    g.apply(Choose(ids_named(g, first)[0]))
    resolve_top(g)
    assert life(g)[ALICE] == 20 + expected
    applied = [e["effect"] for e in event_data(g, "replacement_applied")]
    assert applied[0] == first and len(applied) == 2  # each applies exactly once (614.5)


# ---- 614.6, 614.1a: Bard, King of Dale replaces draws ------------------------------------------


def test_614_6_bard_first_draw_of_draw_step_is_not_replaced_later_draws_become_two() -> None:
    """CR 614.1a, 614.6, 504.1: Bard's effect excepts the first card drawn in its controller's draw
    step (one card), while each card drawn later — Divination's two draws — becomes two (four)."""
    g = position(
        {
            "alice": {
                "battlefield": ["Bard, King of Dale", "Island", "Island", "Island"],
                "hand": ["Divination"],
                "library": ["Forest"] * 10,
            },
            "bob": {"library": ["Forest"] * 10},
        },
        step="upkeep",
    )
    advance_to(g, "draw")
    assert len(g.state.players[ALICE].hand) == 2  # Divination + the one unreplaced draw
    assert event_data(g, "replacement_applied") == []
    advance_to(g, "precombat_main")
    cast(g, "Divination")
    resolve_top(g)
    assert len(g.state.players[ALICE].hand) == 1 + 4
    assert len(g.state.players[ALICE].library) == 10 - 5
    assert len(event_data(g, "replacement_applied")) == 2


def test_614_6_bard_exception_is_only_the_first_draw_of_your_own_draw_step() -> None:
    """CR 614.6, 504.1: during an opponent's draw step Bard's exception doesn't apply (it's not your
    draw step): a draw becomes two; in your own draw step the second draw is replaced."""
    from manastack.model.types import Step

    g = position({"alice": {"battlefield": ["Bard, King of Dale"], "library": ["Forest"] * 10}, "bob": {"library": ["Forest"] * 5}})
    state = g.state.copy()
    state.step, state.active = Step.DRAW, BOB
    draw(Ctx(state), ALICE)
    assert len(state.players[ALICE].hand) == 2
    state = g.state.copy()
    state.step, state.active = Step.DRAW, ALICE
    draw(Ctx(state), ALICE)
    assert len(state.players[ALICE].hand) == 1
    draw(Ctx(state), ALICE)
    assert len(state.players[ALICE].hand) == 3


def test_616_1f_two_bards_make_one_draw_four() -> None:
    """CR 616.1e–f (Bard ruling): with two Bards, one draw becomes two, each of which the other Bard
    makes two: four cards. The drawing player chooses which Bard applies first."""
    g = position(
        {
            "alice": {
                "battlefield": [{"card": "Bard, King of Dale", "as": "bard1"}, {"card": "Bard, King of Dale", "as": "bard2"}],
                "library": ["Forest"] * 10,
            },
            "bob": {},
        }
    )
    state = g.state.copy()
    ctx = Ctx(state, [Choose(state.labels["bard1"])])
    draw(ctx, ALICE)
    assert len(state.players[ALICE].hand) == 4
    assert ctx.pos == 1  # exactly one ordering decision was asked (the second level has one Bard left)


def test_616_1_the_drawer_orders_an_opponents_notion_thief_and_bard() -> None:
    """CR 616.1, 616.1e–f, 614.5, 121.2 (Bard ruling: "the player drawing the card chooses the
    order"): alice draws with her Bard and bob's Notion Thief on the battlefield; alice — not
    Notion Thief's controller — is asked. Bard first: two draws, each then taken by Notion Thief
    (bob draws two). Notion Thief first: bob draws one, to which Bard doesn't apply."""
    from manastack.actions import Action, Decision

    for first, bob_draws in (("bard", 2), ("thief", 1)):
        g = position(
            {
                "alice": {"battlefield": [{"card": "Bard, King of Dale", "as": "bard"}], "library": ["Island"] * 5},
                "bob": {"battlefield": [{"card": "Notion Thief", "as": "thief"}], "library": ["Forest"] * 5},
            }
        )
        state = g.state.copy()
        asked: list[int] = []

        class Recording(Ctx):
            def choose(self, decision: Decision) -> Action:
                if decision.kind is DecisionKind.REPLACEMENT_ORDER:
                    asked.append(decision.player)
                return super().choose(decision)

        ctx = Recording(state, [Choose(state.labels[first])])
        draw(ctx, ALICE)
        assert asked == [ALICE]
        assert len(state.players[ALICE].hand) == 0 and len(state.players[ALICE].library) == 5
        assert len(state.players[BOB].hand) == bob_draws


def test_121_2_draws_of_a_replacement_are_made_one_at_a_time() -> None:
    """CR 121.2, 614.11a, 614.5: the two draws of Thought Reflection's replacement of the first draw
    of alice's draw step are made in order; the first of them is the step's first card (Bard
    doesn't apply), the second is not, so Bard makes it two: three cards in all."""
    from manastack.model.types import Step

    g = position(
        {"alice": {"battlefield": ["Thought Reflection", "Bard, King of Dale"], "library": ["Forest"] * 10}, "bob": {}}
    )
    state = g.state.copy()
    state.step, state.active = Step.DRAW, ALICE
    draw(Ctx(state), ALICE)
    assert len(state.players[ALICE].hand) == 3
    assert state.players[ALICE].draws_this_draw_step == 3
    applied = [e for e in state.log if e.event == "replacement_applied"]
    assert [a.get("effect") for a in applied] == ["Thought Reflection", "Bard, King of Dale"]


def test_616_1f_two_bards_multiply_tokens_by_four() -> None:
    """CR 616.1f (Bard ruling): two Bards make twice twice as many tokens."""
    from tests.cardlib import SOLDIER

    g = position({"alice": {"battlefield": [{"card": "Bard, King of Dale", "as": "b1"}, "Bard, King of Dale"]}, "bob": {}})
    state = g.state.copy()
    ctx = Ctx(state, [Choose(state.labels["b1"])])
    made = create_tokens(ctx, ALICE, SOLDIER, 1)
    assert len(made) == 4
    assert sum(1 for o in state.battlefield if state.objects[o].name == "Soldier") == 4


# ---- 614.1a: token doublers ---------------------------------------------------------------------


def test_614_1a_parallel_lives_doubles_tokens() -> None:
    """CR 614.1a, 111.2: Parallel Lives: Raise the Alarm creates four Soldiers instead of two."""
    g = position({"alice": {"battlefield": ["Parallel Lives", "Plains", "Plains"], "hand": ["Raise the Alarm"]}, "bob": {}})
    cast(g, "Raise the Alarm")
    resolve_top(g)
    assert len(ids_named(g, "Soldier")) == 4
    assert all(g.state.objects[o].is_token for o in ids_named(g, "Soldier"))


def test_616_1f_stacked_token_doublers_parallel_lives_and_bard() -> None:
    """CR 616.1e–f (Bard ruling): Parallel Lives and Bard both double: 2 → 4 → 8 Soldiers; the
    controller chooses the order (either order gives 8)."""
    g = position(
        {"alice": {"battlefield": ["Parallel Lives", "Bard, King of Dale", "Plains", "Plains"], "hand": ["Raise the Alarm"]}, "bob": {}}
    )
    cast(g, "Raise the Alarm")
    resolve_top(g)
    assert g.decision is not None and g.decision.kind is DecisionKind.REPLACEMENT_ORDER
    g.apply(Choose(ids_named(g, "Bard, King of Dale")[0]))
    resolve_top(g)
    assert len(ids_named(g, "Soldier")) == 8


def test_614_1a_doubling_season_doubles_an_etb_token() -> None:
    """CR 614.1a, 603.2: Gilded Goose's "create a Food token" under Doubling Season creates two."""
    g = position({"alice": {"battlefield": ["Doubling Season", "Forest", "Forest"], "hand": ["Gilded Goose"]}, "bob": {}})
    cast(g, "Gilded Goose")
    resolve_top(g)  # the Goose
    resolve_top(g)  # its trigger
    assert len(ids_named(g, "Food")) == 2


# ---- 614.1a, 122.6: counters --------------------------------------------------------------------


def test_614_1a_doubling_season_doubles_counters_put_by_an_effect() -> None:
    """CR 614.1a, 122.1: Ajani's Pridemate's "put a +1/+1 counter" under Doubling Season puts two."""
    g = position(
        {"alice": {"battlefield": ["Doubling Season", "Ajani's Pridemate", "Plains", "Plains"], "hand": ["Healing Salve"]}, "bob": {}}
    )
    cast(g, "Healing Salve", "Mode 1", "alice")
    resolve_top(g)  # Salve
    resolve_top(g)  # Pridemate's trigger
    pm = ids_named(g, "Ajani's Pridemate")[0]
    assert g.state.objects[pm].counters == {"+1/+1": 2}
    assert chars(g.state, pm).power == 4


def test_122_6_doubling_season_doubles_counters_a_permanent_enters_with() -> None:
    """CR 122.6, 614.1c, 616.1f: counters a permanent is given as it enters are "put" on it, so
    Doubling Season doubles Walking Ballista's X +1/+1 counters (X=1 → 2)."""
    g = position(
        {"alice": {"battlefield": ["Doubling Season", "Plains", "Plains"], "hand": ["Walking Ballista"]}, "bob": {}}
    )
    g.apply("Cast Walking Ballista")
    g.apply("1")
    while g.decision.kind is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_top(g)
    wb = ids_named(g, "Walking Ballista")[0]
    assert g.state.objects[wb].counters == {"+1/+1": 2}


def test_614_1c_walking_ballista_enters_with_x_counters_and_has_mana_value_0() -> None:
    """CR 614.1c, 107.3i, 202.3e (seed glossary on X in enters effects): Walking Ballista cast with
    X=2 enters with two +1/+1 counters (the X of the spell), but on the battlefield its mana value
    is computed with X=0."""
    g = position({"alice": {"battlefield": ["Plains"] * 4, "hand": ["Walking Ballista"]}, "bob": {}})
    g.apply("Cast Walking Ballista")
    g.apply("2")
    while g.decision.kind is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    assert event_data(g, "spell_cast")[-1]["x"] == 2
    assert sum(1 for p in g.state.battlefield if g.state.objects[p].tapped) == 4  # paid {X}{X} = 4
    resolve_top(g)
    wb = ids_named(g, "Walking Ballista")[0]
    o = g.state.objects[wb]
    assert o.counters == {"+1/+1": 2}
    c = chars(g.state, wb)
    assert (c.power, c.toughness) == (2, 2)
    assert c.mana_cost is not None and c.mana_cost.mana_value == 0
    assert o.x == 0


# ---- 614.1a: Rest in Peace ----------------------------------------------------------------------


def test_614_1a_rest_in_peace_exiles_a_dying_creature_and_a_resolved_instant() -> None:
    """CR 614.1a, 704.5g, 608.2n: under Rest in Peace a creature destroyed by lethal damage and the
    instant that dealt it are exiled instead of being put into a graveyard."""
    g = position(
        {
            "alice": {"battlefield": ["Rest in Peace", "Mountain"], "hand": ["Lightning Bolt"]},
            "bob": {"battlefield": ["Grizzly Bears"]},
        }
    )
    cast(g, "Lightning Bolt", "Grizzly Bears")
    resolve_top(g)
    assert g.state.players[ALICE].graveyard == [] and g.state.players[BOB].graveyard == []
    assert len(ids_named(g, "Lightning Bolt", Zone.EXILE)) == 1
    assert len(ids_named(g, "Grizzly Bears", Zone.EXILE)) == 1
    assert all(e["to"] != "graveyard" for e in event_data(g, "zone_change"))


def test_614_1a_rest_in_peace_exiles_a_token_which_then_ceases_to_exist() -> None:
    """CR 614.1a, 704.5d: a dying token under Rest in Peace goes to exile, then ceases to exist."""
    g = position(
        {
            "alice": {"battlefield": ["Rest in Peace", "Mountain"], "hand": ["Lightning Bolt"]},
            "bob": {"battlefield": [{"card": SOLDIER, "token": True}]},
        }
    )
    cast(g, "Lightning Bolt", "Soldier")
    resolve_top(g)
    assert ids_named(g, "Soldier") == [] and ids_named(g, "Soldier", Zone.EXILE) == []
    assert g.state.players[BOB].graveyard == []
    assert len(event_data(g, "token_ceased")) == 1


def test_603_6a_rest_in_peace_enters_and_exiles_all_graveyards() -> None:
    """CR 603.6a, 614.1a: Rest in Peace's enters trigger exiles every graveyard; later cards bound
    for a graveyard are exiled by its replacement effect."""
    g = position(
        {
            "alice": {"battlefield": ["Plains", "Plains"], "hand": ["Rest in Peace"], "graveyard": ["Shock", "Grizzly Bears"]},
            "bob": {"graveyard": ["Hill Giant"]},
        }
    )
    cast(g, "Rest in Peace")
    resolve_top(g)  # the enchantment
    resolve_top(g)  # its trigger
    assert g.state.players[ALICE].graveyard == [] and g.state.players[BOB].graveyard == []
    assert {g.state.objects[o].name for o in g.state.exile} == {"Shock", "Grizzly Bears", "Hill Giant"}


# ---- 616.1c, 707.5: entering as a copy ---------------------------------------------------------


def test_616_1c_clone_enters_as_a_copy_of_a_creature() -> None:
    """CR 614.1c, 616.1c, 707.5: Clone enters as a copy of the chosen creature: a 2/2 Grizzly Bears."""
    g = position({"alice": {"battlefield": ["Island"] * 4, "hand": ["Clone"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(g, "Clone")
    resolve_top(g)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_OBJECT and Answer(False) in d.options
    g.apply(Choose(ids_named(g, "Grizzly Bears")[0]))
    resolve_top(g)
    bears = ids_named(g, "Grizzly Bears")
    assert len(bears) == 2
    mine = next(b for b in bears if g.state.objects[b].controller == ALICE)
    c = chars(g.state, mine)
    assert (c.power, c.toughness, c.subtypes) == (2, 2, ("Bear",))
    assert g.state.objects[mine].card.name == "Clone"


def test_616_1c_clone_declining_to_copy_is_0_0_and_dies() -> None:
    """CR 616.1c, 704.5f: choosing to copy nothing, Clone enters as a 0/0 and is put into its
    owner's graveyard as a state-based action."""
    g = position({"alice": {"battlefield": ["Island"] * 4, "hand": ["Clone"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast(g, "Clone")
    resolve_top(g)
    g.apply(Answer(False))
    resolve_top(g)
    assert ids_named(g, "Clone") == []
    assert len(ids_named(g, "Clone", Zone.GRAVEYARD)) == 1


def test_616_1c_clone_copying_gilded_goose_has_its_enters_trigger() -> None:
    """CR 707.5, 603.6a: a copy effect applied as Clone enters gives it the copied enters-trigger,
    which triggers on that very event: Clone-as-Gilded-Goose creates a Food token."""
    g = position({"alice": {"battlefield": ["Island"] * 4, "hand": ["Clone"]}, "bob": {"battlefield": ["Gilded Goose"]}})
    cast(g, "Clone")
    resolve_top(g)
    g.apply(Choose(ids_named(g, "Gilded Goose")[0]))
    resolve_top(g)  # the Clone's (Goose's) trigger
    food = ids_named(g, "Food")
    assert len(food) == 1 and g.state.objects[food[0]].controller == ALICE


def test_616_1c_clone_copying_walking_ballista_enters_with_x_0() -> None:
    """CR 616.1c, 614.1c, 107.3i: the copy effect applies first, then the copied "enters with X
    counters", with X = 0 because Clone's spell had no X: the 0/0 dies."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 4, "hand": ["Clone"]},
            "bob": {"battlefield": [{"card": "Walking Ballista", "counters": {"+1/+1": 3}}]},
        }
    )
    cast(g, "Clone")
    resolve_top(g)
    g.apply(Choose(ids_named(g, "Walking Ballista")[0]))
    resolve_top(g)
    assert [g.state.objects[o].controller for o in ids_named(g, "Walking Ballista")] == [BOB]
    assert len(ids_named(g, "Clone", Zone.GRAVEYARD)) == 1


# ---- 615: prevention ----------------------------------------------------------------------------


def test_615_1_fog_prevents_combat_damage_and_so_lifelink() -> None:
    """CR 615.1, 702.15b: Fog prevents all combat damage this turn: the defending player loses no
    life, and a lifelink attacker gains nothing (prevented damage isn't dealt)."""
    g = position(
        {"alice": {"battlefield": ["Vampire Nighthawk"]}, "bob": {"battlefield": ["Forest"], "hand": ["Fog"]}},
        step="beginning_of_combat",
    )
    attack(g, "Vampire Nighthawk")
    while not (g.decision.kind is DecisionKind.PRIORITY and g.decision.player == BOB):
        g.apply(Pass())
    cast(g, "Fog")
    resolve_top(g)
    advance_to(g, "end_of_combat")
    assert life(g)[BOB] == 20
    assert life(g)[ALICE] == 20
    assert event_data(g, "damage_dealt") == []
    assert len(event_data(g, "damage_prevented")) == 1
