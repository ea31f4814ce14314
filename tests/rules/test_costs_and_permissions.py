"""The rest of casting: alternative costs (CR 118.9, 601.2b/f, flashback 702.34), additional costs
(118.8, kicker 702.33), casting from another zone by an effect's permission while it resolves
(608.2g: Bilbo, Thief in the Night), divided damage (601.2d), and the order of cards after scry
and surveil (701.22a, 701.25a)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.actions import CastSpell, DecisionKind
from manastack.errors import IllegalActionError
from manastack.game import Game
from manastack.model.types import Zone
from manastack.position import position, resolve
from tests.drivers import events, exiled, graveyard, hand, kind, library, move, names, on_battlefield, options, tapped

LIB = ["Forest"] * 6
BILBO = "Bilbo, Thief in the Night"


def to_bob(g: Game) -> None:
    """Alice passes priority to bob (unless her only option, passing, was taken without asking)."""
    while g.decision is not None and g.decision.player != 1:
        g.apply("Pass priority")


def bilbo_attacks(g: Game) -> None:
    """Pass to declare attackers, attack with Bilbo, and resolve its trigger up to the offer."""
    while kind(g) is not DecisionKind.DECLARE_ATTACKERS:
        g.apply("Pass priority")
    g.apply(f"Attack bob with {BILBO}")
    while kind(g) is DecisionKind.PRIORITY:
        g.apply("Pass priority")


# ---- 118.9, 702.34: alternative costs and flashback ----------------------------------------------


def test_702_34a_flashback_casts_from_graveyard_for_its_cost_and_exiles() -> None:
    """CR 702.34a, 118.9, 601.2b: "Cast Think Twice with flashback" is offered from the graveyard,
    costs the flashback cost {2}{U}, and the card is exiled instead of going to the graveyard."""
    g = position({"alice": {"battlefield": ["Island"] * 3, "graveyard": ["Think Twice"], "library": LIB},
                  "bob": {"library": LIB}})
    assert "Cast Think Twice with flashback" in options(g)
    g.apply("Cast Think Twice with flashback")  # the action's text parses back
    g.apply("Pay automatically")
    assert tapped(g, "Island") == 3
    cast = events(g, "spell_cast")[-1]
    assert cast.get("from") == "graveyard" and cast.get("alt") == "flashback"
    resolve(g)
    assert exiled(g, owner=0) == ["Think Twice"] and graveyard(g, 0) == []
    assert hand(g, 0) == ["Forest"]


def test_702_34a_flashback_only_from_the_graveyard() -> None:
    """CR 702.34a: flashback works from the graveyard; in hand only the normal cast is offered, and
    a card cast normally isn't exiled."""
    g = position({"alice": {"battlefield": ["Island"] * 3, "hand": ["Think Twice"], "library": LIB},
                  "bob": {"library": LIB}})
    casts = [t for t in options(g) if t.startswith("Cast")]
    assert casts == ["Cast Think Twice"]
    g.apply("Cast Think Twice")
    g.apply("Pay automatically")
    assert tapped(g, "Island") == 2
    resolve(g)
    assert graveyard(g, 0) == ["Think Twice"]


def test_702_34a_countered_flashback_spell_is_exiled() -> None:
    """CR 702.34a: "any time it would leave the stack" — countered (701.6a), it is exiled too."""
    g = position({"alice": {"battlefield": ["Mountain"] * 5, "graveyard": ["Firebolt"], "library": LIB},
                  "bob": {"battlefield": ["Island", "Island"], "hand": ["Counterspell"], "library": LIB}})
    g.apply("Cast Firebolt with flashback")
    g.apply("bob")
    g.apply("Pay automatically")
    to_bob(g)
    g.apply("Cast Counterspell")
    g.apply("Pay automatically")
    resolve(g)
    assert exiled(g, owner=0) == ["Firebolt"] and g.state.teams[1].life == 20


def test_118_9_alternative_cost_with_non_mana_components() -> None:
    """CR 118.9, 601.2h: Lava Dart's flashback cost is "Sacrifice a Mountain" — no mana is paid,
    and without a Mountain it can't be cast that way."""
    g = position({"alice": {"battlefield": ["Mountain"], "graveyard": ["Lava Dart"], "library": LIB}, "bob": {"library": LIB}})
    g.apply("Cast Lava Dart with flashback")
    g.apply("bob")
    resolve(g)
    assert g.state.teams[1].life == 19
    assert graveyard(g, 0) == ["Mountain"] and exiled(g, owner=0) == ["Lava Dart"]
    assert not events(g, "mana_spent")
    g2 = position({"alice": {"battlefield": ["Island"], "graveyard": ["Lava Dart"], "library": LIB}, "bob": {"library": LIB}})
    assert not [t for t in options(g2) if t.startswith("Cast")]


def test_118_9d_cost_reduction_applies_to_the_alternative_cost() -> None:
    """CR 118.9d, 601.2f: Bilbo's reduction applies to the flashback cost: {2}{U} becomes {1}{U};
    the mana value is still that of the mana cost (118.9c)."""
    g = position({"alice": {"battlefield": [BILBO, "Island", "Island"], "graveyard": ["Think Twice"], "library": LIB},
                  "bob": {"library": LIB}})
    g.apply("Cast Think Twice with flashback")
    assert g.decision is not None and g.decision.context == "Think Twice: pay {1}{U}"
    from manastack.rules.layers import base_chars

    mc = base_chars(g.state.objects[g.state.stack[-1]]).mana_cost
    assert mc is not None and mc.mana_value == 2
    g.apply("Pay automatically")
    assert tapped(g, "Island") == 2


# ---- 118.8, 702.33: additional costs and kicker -------------------------------------------------


def test_702_33a_kicker_is_announced_and_added_to_the_total_cost() -> None:
    """CR 702.33a, 702.33d, 601.2b, 601.2f: the caster announces kicker; the total cost is {4}{R};
    the kicked spell deals 4 damage ("if this spell was kicked", 702.33e)."""
    g = position({"alice": {"battlefield": ["Mountain"] * 5, "hand": ["Burst Lightning"], "library": LIB}, "bob": {"library": LIB}})
    g.apply("Cast Burst Lightning")
    assert kind(g) is DecisionKind.YES_NO
    assert options(g) == ["Pay Kicker {4}", "Don't pay kicker"]
    g.apply("Pay Kicker {4}")
    g.apply("bob")
    g.apply("Pay automatically")
    assert tapped(g, "Mountain") == 5
    assert events(g, "spell_cast")[-1].get("costs_paid") == ["kicker"]
    resolve(g)
    assert g.state.teams[1].life == 16


def test_702_33a_unkicked_spell_and_unpayable_kicker() -> None:
    """CR 118.8b: an optional additional cost not announced isn't paid (2 damage, one Mountain); a
    kicker the player can't pay isn't offered."""
    g = position({"alice": {"battlefield": ["Mountain"] * 5, "hand": ["Burst Lightning"], "library": LIB}, "bob": {"library": LIB}})
    g.apply("Cast Burst Lightning")
    g.apply("Don't pay kicker")
    g.apply("bob")
    g.apply("Pay automatically")
    assert tapped(g, "Mountain") == 1
    resolve(g)
    assert g.state.teams[1].life == 18
    g2 = position({"alice": {"battlefield": ["Mountain"] * 2, "hand": ["Burst Lightning"], "library": LIB}, "bob": {"library": LIB}})
    g2.apply("Cast Burst Lightning")
    assert kind(g2) is DecisionKind.TARGET  # no kicker decision: {4}{R} can't be paid


def test_118_8_mandatory_additional_cost_sacrifice() -> None:
    """CR 118.8, 601.2h: "As an additional cost to cast this spell, sacrifice a creature" — the
    player chooses the creature while paying; with none, the spell can't be cast."""
    g = position({"alice": {"battlefield": ["Swamp", {"card": "Grizzly Bears", "as": "bears"}, "Llanowar Elves"], "hand": ["Bone Splinters"], "library": LIB},
                  "bob": {"battlefield": ["Hill Giant"], "library": LIB}})
    g.apply("Cast Bone Splinters")
    g.apply("Hill Giant")
    g.apply("Pay automatically")
    assert kind(g) is DecisionKind.PAY_COST
    assert set(options(g)) == {"Grizzly Bears", "Llanowar Elves"}
    g.apply("Grizzly Bears")
    assert graveyard(g, 0) == ["Grizzly Bears"] and events(g, "spell_cast")
    resolve(g)
    assert graveyard(g, 1) == ["Hill Giant"]
    g2 = position({"alice": {"battlefield": ["Swamp"], "hand": ["Bone Splinters"], "library": LIB},
                   "bob": {"battlefield": ["Hill Giant"], "library": LIB}})
    assert not [t for t in options(g2) if t.startswith("Cast")]


def test_118_8_mandatory_additional_cost_discard_needs_another_card() -> None:
    """CR 118.8: "discard a card" as an additional cost: the spell itself can't be discarded to pay
    it (it is on the stack), so Thrill of Possibility alone in hand can't be cast."""
    g = position({"alice": {"battlefield": ["Mountain"] * 2, "hand": ["Thrill of Possibility"], "library": LIB}, "bob": {"library": LIB}})
    assert not [t for t in options(g) if t.startswith("Cast")]
    g = position({"alice": {"battlefield": ["Mountain"] * 2, "hand": ["Thrill of Possibility", "Shock"], "library": LIB}, "bob": {"library": LIB}})
    g.apply("Cast Thrill of Possibility")
    g.apply("Pay automatically")
    resolve(g)
    # Shock, the only card to discard, was chosen without asking.
    assert graveyard(g, 0) == ["Shock", "Thrill of Possibility"]
    assert hand(g, 0) == ["Forest", "Forest"]
    assert [e.get("card") for e in events(g, "discarded")] == ["Shock"]


# ---- 608.2g: Bilbo, Thief in the Night ----------------------------------------------------------


def bilbo_game(graveyard: list[str], lands: list[str], bob: dict[str, Any] | None = None) -> Game:
    return position({"alice": {"battlefield": [{"card": BILBO, "as": "bilbo"}, *lands], "graveyard": graveyard, "library": LIB},
                     "bob": {"library": LIB, **(bob or {})}})


def test_608_2g_bilbo_offers_castable_cards_from_the_graveyard() -> None:
    """CR 608.2g: while Bilbo's trigger resolves, the offer lists the artifact, instant and sorcery
    cards alice could cast (timing ignored; a creature card isn't offered) plus "Don't cast"."""
    g = bilbo_game(["Think Twice", "Divination", "Grizzly Bears", "Yotian Soldier"], ["Island"])
    bilbo_attacks(g)
    assert kind(g) is DecisionKind.CAST
    # Divination {2}{U} costs {1}{U} — one Island isn't enough; Yotian Soldier {3} isn't either.
    assert options(g) == ["Cast Think Twice", "Don't cast"]
    g.apply("Don't cast")
    assert graveyard(g, 0) == ["Think Twice", "Divination", "Grizzly Bears", "Yotian Soldier"]


def test_601_2f_bilbo_spell_costs_1_less_mana_value_unchanged_and_exiled() -> None:
    """CR 601.2f, 608.2g, 614.1a: Think Twice cast with Bilbo's ability costs {U}; its mana value is
    still 2 (118.9c does not apply: it is a reduction, not a cost change); it goes on the stack
    above the resolving trigger and, resolving, is exiled instead of going to the graveyard."""
    g = bilbo_game(["Think Twice"], ["Island"])
    bilbo_attacks(g)
    g.apply("Cast Think Twice")
    assert g.decision is not None and g.decision.context == "Think Twice: pay {U}"
    # 608.2g: the spell is on the stack above the resolving trigger.
    assert g.state.objects[g.state.stack[-2]].is_ability
    spell = g.state.objects[g.state.stack[-1]]
    assert spell.name == "Think Twice" and spell.cast_from is not None and spell.cast_from.value == "graveyard"
    from manastack.rules.layers import base_chars

    mc = base_chars(spell).mana_cost
    assert mc is not None and mc.mana_value == 2
    g.apply("Pay automatically")
    assert tapped(g, "Island") == 1
    resolve(g)
    assert exiled(g, owner=0) == ["Think Twice"] and graveyard(g, 0) == []
    rep = events(g, "replacement_applied")[-1]
    assert rep.get("effect") == BILBO and rep.get("after") == "exile"


def test_608_2g_bilbo_spell_countered_is_exiled() -> None:
    """CR 614.1a, 701.6a: countered, the instant cast with Bilbo's ability is exiled instead."""
    g = bilbo_game(["Lightning Bolt"], ["Mountain"], {"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    bilbo_attacks(g)
    g.apply("Cast Lightning Bolt")
    g.apply("bob")
    g.apply("Pay automatically")
    to_bob(g)
    g.apply("Cast Counterspell")
    g.apply("Pay automatically")
    resolve(g)
    assert exiled(g, owner=0) == ["Lightning Bolt"] and graveyard(g, 0) == []
    assert not [e for e in events(g, "damage_dealt") if e.get("source") == "Lightning Bolt"]


def test_608_2b_bilbo_spell_with_illegal_target_is_exiled() -> None:
    """CR 608.2b, 614.1a: a spell whose only target became illegal doesn't resolve and would go to
    the graveyard: Bilbo's effect exiles it."""
    g = bilbo_game(["Lightning Bolt"], ["Mountain", "Mountain"], {"battlefield": ["Forest", {"card": "Grizzly Bears", "as": "bears"}]})
    bilbo_attacks(g)
    g.apply("Cast Lightning Bolt")
    g.apply("Grizzly Bears")
    g.apply("Pay automatically")
    # bob's creature leaves: destroyed by an effect before the Bolt resolves.
    bears = next(o for o in g.state.battlefield if g.state.objects[o].name == "Grizzly Bears")
    move(g, bears, Zone.GRAVEYARD)
    resolve(g)
    assert events(g, "fizzled")
    assert exiled(g, owner=0) == ["Lightning Bolt"] and graveyard(g, 0) == []


def test_400_7_artifact_cast_with_bilbo_is_not_exiled_when_it_dies() -> None:
    """CR 400.7, 614.1a: the effect applies only to an instant or sorcery spell cast this way; an
    artifact creature spell resolves, and when the permanent later dies it goes to the graveyard."""
    g = bilbo_game(["Yotian Soldier"], ["Island", "Island"], {"battlefield": ["Swamp"] * 4, "hand": ["Bake into a Pie"]})
    bilbo_attacks(g)
    g.apply("Cast Yotian Soldier")
    assert g.decision is not None and g.decision.context == "Yotian Soldier: pay {2}"
    g.apply("Pay automatically")
    assert tapped(g, "Island") == 2
    resolve(g)
    assert "Yotian Soldier" in names(g, g.state.battlefield)
    assert not [e for e in g.state.effects if e.source_name == BILBO]  # the effect ended with the spell
    to_bob(g)
    g.apply("Cast Bake into a Pie")
    g.apply("Yotian Soldier")
    g.apply("Pay automatically")
    resolve(g)
    assert graveyard(g, 0) == ["Yotian Soldier"] and exiled(g, owner=0) == []


def test_601_2f_bilbo_reduction_reduces_only_generic_mana() -> None:
    """CR 601.2f: the reduction can't reduce {R}: Lightning Bolt from the graveyard still costs {R},
    so with only Islands it isn't offered."""
    g = bilbo_game(["Lightning Bolt"], ["Island", "Island"])
    bilbo_attacks(g)
    assert g.decision is not None and kind(g) is not DecisionKind.CAST  # nothing castable: no offer
    assert events(g, "nothing_to_cast")


# ---- 601.2d: divided damage ---------------------------------------------------------------------


def test_601_2d_division_is_announced_as_the_spell_is_cast() -> None:
    """CR 601.2d: Arc Lightning's 3 damage among two targets: the options are 1+2 and 2+1 (each
    target at least 1); the division is kept and dealt on resolution."""
    g = position({"alice": {"battlefield": ["Mountain"] * 3, "hand": ["Arc Lightning"], "library": LIB},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": LIB}})
    g.apply("Cast Arc Lightning")
    g.apply("Grizzly Bears")
    g.apply("bob")
    g.apply("Done")
    assert kind(g) is DecisionKind.DIVIDE
    assert sorted(options(g)) == ["1 to Grizzly Bears, 2 to bob", "2 to Grizzly Bears, 1 to bob"]
    g.apply("2 to Grizzly Bears, 1 to bob")
    g.apply("Pay automatically")
    assert dict(events(g, "spell_cast")[-1].get("division")) == {"Grizzly Bears": 2, "bob": 1}
    resolve(g)
    assert g.state.teams[1].life == 19 and graveyard(g, 1) == ["Grizzly Bears"]


def test_601_2d_one_target_gets_everything_without_a_decision() -> None:
    """CR 601.2d: with one target the whole amount goes to it (the only division)."""
    g = position({"alice": {"battlefield": ["Mountain"], "hand": ["Forked Bolt"], "library": LIB}, "bob": {"library": LIB}})
    g.apply("Cast Forked Bolt")
    g.apply("bob")
    g.apply("Done")
    assert kind(g) is DecisionKind.PAY_MANA
    g.apply("Pay automatically")
    resolve(g)
    assert g.state.teams[1].life == 18


def test_608_2b_illegal_target_share_is_not_redistributed() -> None:
    """CR 608.2b, 115.7f: if one target became illegal its share isn't dealt to the others."""
    g = position({"alice": {"battlefield": ["Mountain"] * 3, "hand": ["Arc Lightning"], "library": LIB},
                  "bob": {"battlefield": ["Grizzly Bears", "Forest"], "hand": ["Giant Growth"], "library": LIB}})
    g.apply("Cast Arc Lightning")
    g.apply("Grizzly Bears")
    g.apply("bob")
    g.apply("Done")
    g.apply("2 to Grizzly Bears, 1 to bob")
    g.apply("Pay automatically")
    bears = next(o for o in g.state.battlefield if g.state.objects[o].name == "Grizzly Bears")
    move(g, bears, Zone.HAND)
    resolve(g)
    assert g.state.teams[1].life == 19
    assert [e.get("amount") for e in events(g, "damage_dealt")] == [1]


# ---- 701.22a, 701.25a: surveil and the order of the cards ---------------------------------------


def test_701_25a_surveil_graveyard_and_order_on_top() -> None:
    """CR 701.25a: each card goes to the graveyard or stays on top; the cards on top are put back in
    the order the player chooses (a decision)."""
    g = position({"alice": {"battlefield": ["Island", "Swamp", "Island"], "hand": ["Notion Rain"], "library": ["Forest", "Plains", "Mountain", "Wastes"]},
                  "bob": {"library": LIB}})
    g.apply("Cast Notion Rain")
    g.apply("Pay automatically")
    resolve(g)
    assert g.decision is not None and g.decision.context == "surveil: keep Forest on top?"
    assert options(g) == ["Top", "Graveyard"]
    g.apply("Top")
    g.apply("Top")
    assert kind(g) is DecisionKind.ORDER
    assert sorted(options(g)) == ["Forest", "Plains"]
    g.apply("Plains")  # Plains on top, then Forest
    assert hand(g, 0) == ["Plains", "Forest"]
    assert library(g, 0) == ["Mountain", "Wastes"]


def test_701_22a_scry_orders_top_and_bottom() -> None:
    """CR 701.22a: any number on the bottom in any order and the rest on top in any order; identical
    cards are interchangeable, so their order isn't asked."""
    g = position({"alice": {"battlefield": ["Island"], "hand": ["Preordain"], "library": ["Forest", "Plains", "Mountain"]},
                  "bob": {"library": LIB}})
    g.apply("Cast Preordain")
    g.apply("Pay automatically")
    resolve(g)
    g.apply("Bottom")
    g.apply("Bottom")
    assert kind(g) is DecisionKind.ORDER and "bottom" in (g.decision.context if g.decision else "")
    g.apply("Plains")
    assert hand(g, 0) == ["Mountain"]
    assert library(g, 0) == ["Plains", "Forest"]
    g2 = position({"alice": {"battlefield": ["Island"], "hand": ["Preordain"], "library": ["Forest", "Forest", "Mountain"]},
                   "bob": {"library": LIB}})
    g2.apply("Cast Preordain")
    g2.apply("Pay automatically")
    resolve(g2)
    g2.apply("Top")
    g2.apply("Top")
    assert kind(g2) is DecisionKind.PRIORITY  # two Forests on top: no order to choose


def test_701_22a_while_the_bottom_order_is_chosen_every_scried_card_is_still_in_the_library() -> None:
    """CR 701.22a, 400.1: the cards a scry keeps on top stay in the library while the player orders
    the ones going to the bottom (the order is a decision, with the game's state shown): every card
    of the library is in the library, and the zones agree, at every decision. Then the cards end
    on top and on the bottom as chosen."""
    from manastack.model.effects import Scry
    from manastack.model.types import CardType
    from manastack.testing.invariants import check_invariants
    from tests.cardlib import spell

    scry3 = spell("Test Scry", "{U}", CardType.SORCERY, Scry(3), text="Scry 3.")
    g = position({"alice": {"battlefield": ["Island", "Island"], "hand": [scry3], "library": ["Forest", "Plains", "Mountain", "Wastes"]},
                  "bob": {"library": LIB}})
    cards = len(g.state.objects)
    g.apply("Cast Test Scry")
    g.apply("Pay automatically")
    resolve(g)
    for answer in ("Top", "Bottom", "Bottom"):
        g.apply(answer)
        check_invariants(g, cards, None, [20, 20])
    assert kind(g) is DecisionKind.ORDER and "bottom" in (g.decision.context if g.decision else "")
    assert sorted(library(g, 0)) == ["Forest", "Mountain", "Plains", "Wastes"]
    g.apply("Mountain")
    assert library(g, 0) == ["Forest", "Wastes", "Mountain", "Plains"]


def test_cast_action_text_round_trips() -> None:
    """Actions print as readable text that parses back: "Cast Think Twice with flashback"."""
    g = position({"alice": {"battlefield": ["Island"] * 3, "graveyard": ["Think Twice"], "library": LIB}, "bob": {"library": LIB}})
    act = next(a for a in g.legal_actions() if isinstance(a, CastSpell))
    assert act.alt == "flashback"
    assert g.parse_action(g.describe(act)) == act
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(act.card))  # not castable from the graveyard without flashback


def test_114_4_an_emblems_cost_reduction_counts_in_the_total_cost() -> None:
    """CR 114.4, 601.2f: an emblem's abilities function in the command zone, so "Creature spells
    you cast cost {1} less to cast" from one (Saheeli, Filigree Master's kind) lets one Forest pay
    for Grizzly Bears ({1}{G})."""
    from manastack.model.abilities import CostModifier, StaticAbility
    from manastack.model.card import emblem
    from manastack.model.effects import CreateEmblem
    from manastack.model.filters import CardTypes, ObjectFilter
    from manastack.model.types import CardType

    creature_spells = ObjectFilter((CardTypes(frozenset({CardType.CREATURE})),), zone=Zone.STACK)
    reduction = emblem((StaticAbility(CostModifier(-1, creature_spells)),), "Creature spells you cast cost {1} less to cast.")
    g = position({"alice": {"battlefield": ["Forest"], "hand": ["Grizzly Bears"], "library": LIB}, "bob": {"library": LIB}})
    assert "Cast Grizzly Bears" not in options(g)
    g.perform([CreateEmblem(reduction)], controller=0)
    assert "Cast Grizzly Bears" in options(g)
    g.apply("Cast Grizzly Bears")
    assert g.decision is not None and g.decision.context == "Grizzly Bears: pay {G}"
    g.apply("Pay automatically")
    resolve(g)
    assert on_battlefield(g, 0) == ["Forest", "Grizzly Bears"]
