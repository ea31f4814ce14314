"""Combat (CR 506–511) and the combat keyword abilities (CR 702).

Each test sets up a position, plays the combat through the public decision interface and checks
real outcomes: which declarations are offered, life totals, damage, what died.
"""

from __future__ import annotations

from manastack.actions import (
    Activate,
    AssignDamage,
    CastSpell,
    Choose,
    DecisionKind,
    DeclareBlocker,
    Done,
)
from manastack.game import Game
from manastack.model.effects import Duration, GainControl
from manastack.model.filters import Target
from manastack.model.types import CardType, Keyword, Step, Zone
from manastack.position import position
from tests.cardlib import TARGET_CREATURE, creature, kw, spell
from tests.drivers import (
    ALICE,
    BOB,
    answer,
    asked,
    at_step,
    attack,
    attackers_offered,
    block,
    cast,
    finish_combat,
    life,
    oid,
    pass_until,
    resolve_all,
    to_declare_attackers,
    to_declare_blockers,
)

LIB = ["Forest"] * 5

# Test cards built from the model's data types (no real card has exactly these abilities).
DEATHTOUCH_TRAMPLER = creature("Test Deathtouch Trampler", "{3}{G}", 4, 4, *kw(Keyword.DEATHTOUCH, Keyword.TRAMPLE), text="Deathtouch, trample")
CANT_ATTACK = creature("Test Sentry", "{1}{W}", 2, 2, *kw(Keyword.CANT_ATTACK), text="This creature can't attack.")
ZERO_FIRST_STRIKER = creature("Test Zero Striker", "{W}", 0, 2, *kw(Keyword.FIRST_STRIKE), text="First strike")
STEAL = spell(
    "Test Borrow", "{U}", CardType.INSTANT, GainControl(Target(0), Duration.END_OF_TURN), targets=(TARGET_CREATURE,),
    text="Gain control of target creature until end of turn.",
)


# ---- helpers -------------------------------------------------------------------------------------


def game(alice: list[object], bob: list[object], *, alice_hand: list[object] = (), bob_hand: list[object] = ()) -> Game:  # type: ignore[assignment]
    """A position in alice's precombat main phase. Each player also gets an untapped Plains, so that
    their priority decisions have more than one option and aren't passed automatically: the
    game stops in every step and combat can be inspected as it goes."""
    return position(
        {
            "alice": {"battlefield": [*alice, "Plains"], "hand": list(alice_hand), "library": LIB},
            "bob": {"battlefield": [*bob, "Plains"], "hand": list(bob_hand), "library": LIB},
        },
        step="precombat_main",
    )


def block_options(g: Game) -> set[tuple[int, int]]:
    assert g.decision is not None and g.decision.kind is DecisionKind.DECLARE_BLOCKERS
    return {(a.blocker, a.attacker) for a in g.legal_actions() if isinstance(a, DeclareBlocker)}


def is_on_battlefield(g: Game, label: str) -> bool:
    return g.state.labels[label] in g.state.battlefield


def damage_by_step(g: Game) -> list[tuple[str, str, str, int]]:
    """(step, source, target, amount) for each combat damage event in the log."""
    out, step = [], ""
    for e in g.log:
        if e.event == "step":
            step = e.get("step")
        elif e.event == "damage_dealt" and e.get("combat"):
            out.append((step, e.get("source"), e.get("target"), e.get("amount")))
    return out


def steps_seen(g: Game) -> list[str]:
    return [e.get("step") for e in g.log if e.event == "step"]


def assignment_options(g: Game) -> list[dict[int, int]]:
    assert g.decision is not None and g.decision.kind is DecisionKind.ASSIGN_DAMAGE
    return [dict(a.assignment) for a in g.legal_actions() if isinstance(a, AssignDamage)]


def assign(g: Game, split: dict[int, int]) -> None:
    """Answer the pending damage assignment with the option dividing damage as ``split``."""
    want = {k: v for k, v in split.items() if v}
    match = [a for a in g.legal_actions() if isinstance(a, AssignDamage) and dict(a.assignment) == want]
    assert match, f"{want} not offered: {assignment_options(g)}"
    g.apply(match[0])


def to_assignment(g: Game) -> None:
    pass_until(g, asked(DecisionKind.ASSIGN_DAMAGE), strict=True)


# ---- declaring attackers (CR 508) ----------------------------------------------------------------


def test_302_6_summoning_sick_creature_cannot_attack_but_haste_can():
    """CR 302.6 / 508.1a: a creature that hasn't been controlled continuously since the turn began
    can't attack; CR 702.10b: haste lets it."""
    g = game(
        [{"card": "Grizzly Bears", "as": "sick", "sick": True}, {"card": "Raging Goblin", "as": "hasty", "sick": True},
         {"card": "Savannah Lions", "as": "lions"}],
        ["Forest"],
    )
    to_declare_attackers(g)
    opts = attackers_offered(g)
    assert oid(g, "sick") not in opts
    assert oid(g, "hasty") in opts
    assert oid(g, "lions") in opts


def test_702_3b_defender_cannot_attack():
    """CR 702.3b: a creature with defender can't attack."""
    g = game([{"card": "Wall of Stone", "as": "wall"}, {"card": "Grizzly Bears", "as": "bears"}], [])
    to_declare_attackers(g)
    assert attackers_offered(g) == {oid(g, "bears")}


def test_508_1a_tapped_creature_cannot_attack():
    """CR 508.1a: the chosen attackers must be untapped."""
    g = game([{"card": "Grizzly Bears", "as": "tapped", "tapped": True}, {"card": "Hill Giant", "as": "giant"}], [])
    to_declare_attackers(g)
    assert attackers_offered(g) == {oid(g, "giant")}


def test_508_1c_creature_that_cant_attack_is_not_offered():
    """CR 508.1c: an attack that disobeys a "can't attack" restriction is illegal."""
    g = game([{"card": CANT_ATTACK, "as": "sentry"}, {"card": "Grizzly Bears", "as": "bears"}], [])
    to_declare_attackers(g)
    assert attackers_offered(g) == {oid(g, "bears")}


def test_508_1f_attackers_tap_but_702_20b_vigilance_does_not():
    """CR 508.1f: declared attackers become tapped; CR 702.20b: attacking doesn't tap a creature
    with vigilance."""
    g = game([{"card": "Serra Angel", "as": "angel"}, {"card": "Grizzly Bears", "as": "bears"}], [])
    attack(g, "angel", "bears")
    assert g.state.objects[oid(g, "bears")].tapped
    assert not g.state.objects[oid(g, "angel")].tapped
    assert set(g.state.combat.attackers) == {oid(g, "angel"), oid(g, "bears")}


def test_508_8_no_attackers_skips_to_end_of_combat():
    """CR 508.8: with no attackers, the declare blockers and combat damage steps are skipped."""
    g = game([{"card": "Grizzly Bears", "as": "bears"}], [{"card": "Hill Giant"}])
    to_declare_attackers(g)
    g.apply(Done())
    pass_until(g, at_step(Step.END_OF_COMBAT), strict=True)
    finish_combat(g, strict=True)
    seen = steps_seen(g)
    assert "declare_attackers" in seen and "end_of_combat" in seen
    assert "declare_blockers" not in seen and "combat_damage" not in seen and "first_strike_damage" not in seen
    assert life(g)[BOB] == 20


def test_510_1b_unblocked_attacker_damages_defending_player():
    """CR 510.1b: an unblocked creature assigns its combat damage to the player it's attacking; with
    no first or double striker in combat there is no first-strike damage step (510.4)."""
    g = game([{"card": "Grizzly Bears", "as": "bears"}, {"card": "Hill Giant", "as": "giant"}], [])
    attack(g, "bears", "giant")
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 15
    assert sorted(damage_by_step(g)) == [("combat_damage", "Grizzly Bears", "bob", 2), ("combat_damage", "Hill Giant", "bob", 3)]
    assert "first_strike_damage" not in steps_seen(g)


# ---- declaring blockers (CR 509) -----------------------------------------------------------------


def test_702_9b_flying_blocked_only_by_flying_or_reach():
    """CR 702.9b / 702.17b: a creature with flying can't be blocked except by creatures with flying
    and/or reach."""
    g = game([{"card": "Serra Angel", "as": "angel"}],
             [{"card": "Grizzly Bears", "as": "bears"}, {"card": "Giant Spider", "as": "spider"}, {"card": "Vampire Nighthawk", "as": "hawk"}])
    attack(g, "angel")
    to_declare_blockers(g)
    angel = oid(g, "angel")
    assert block_options(g) == {(oid(g, "spider"), angel), (oid(g, "hawk"), angel)}


def test_702_9b_flyer_can_block_a_creature_without_flying():
    """CR 702.9b: a creature with flying can block a creature with or without flying."""
    g = game([{"card": "Grizzly Bears", "as": "bears"}], [{"card": "Vampire Nighthawk", "as": "hawk"}])
    attack(g, "bears")
    to_declare_blockers(g)
    assert block_options(g) == {(oid(g, "hawk"), oid(g, "bears"))}


def test_702_111b_menace_needs_two_blockers_and_done_is_withheld_after_one():
    """CR 702.111b / 509.1b: a creature with menace can't be blocked except by two or more creatures:
    a lone blocker can't block it, and once one blocker is declared the declaration can't be
    finished until a second joins."""
    g = game([{"card": "Boggart Brute", "as": "brute"}],
             [{"card": "Grizzly Bears", "as": "b1"}, {"card": "Grizzly Bears", "as": "b2"}, {"card": "Grizzly Bears", "as": "b3"}])
    attack(g, "brute")
    to_declare_blockers(g)
    brute = oid(g, "brute")
    assert Done() in g.legal_actions()
    g.apply(DeclareBlocker(oid(g, "b1"), brute))
    assert g.decision.kind is DecisionKind.DECLARE_BLOCKERS
    assert Done() not in g.legal_actions()
    assert block_options(g) == {(oid(g, "b2"), brute), (oid(g, "b3"), brute)}
    g.apply(DeclareBlocker(oid(g, "b2"), brute))
    assert Done() in g.legal_actions()
    g.apply(Done())
    assert set(g.state.combat.blockers_of(brute)) == {oid(g, "b1"), oid(g, "b2")}


def test_702_111b_menace_cannot_be_blocked_by_one_creature():
    """CR 702.111b: with only one potential blocker, no block of a menace creature is possible, so
    it deals its damage to the player."""
    g = game([{"card": "Boggart Brute", "as": "brute"}], [{"card": "Grizzly Bears", "as": "bears"}])
    attack(g, "brute")
    pass_until(g, at_step(Step.DECLARE_BLOCKERS), strict=True)
    assert not g.state.combat.blockers
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 17
    assert is_on_battlefield(g, "bears")


def test_509_1b_creature_that_cant_block_is_not_offered():
    """CR 509.1b: a block that disobeys a "can't block" restriction is illegal."""
    g = game([{"card": "Grizzly Bears", "as": "bears"}], [{"card": "Goblin Raider", "as": "raider"}, {"card": "Savannah Lions", "as": "lions"}])
    attack(g, "bears")
    to_declare_blockers(g)
    assert block_options(g) == {(oid(g, "lions"), oid(g, "bears"))}


def test_509_1b_creature_that_cant_be_blocked_is_not_blockable():
    """CR 509.1b: "can't be blocked" is a restriction no block can satisfy."""
    g = game([{"card": "Jhessian Infiltrator", "as": "rogue"}, {"card": "Grizzly Bears", "as": "bears"}],
             [{"card": "Hill Giant", "as": "giant"}])
    attack(g, "rogue", "bears")
    to_declare_blockers(g)
    assert block_options(g) == {(oid(g, "giant"), oid(g, "bears"))}
    g.apply(Done())
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 16


def test_509_1b_cant_be_blocked_except_by_three_or_more():
    """CR 509.1b: "can't be blocked except by three or more creatures" — two potential blockers
    can't block at all, and with more the block can't be finished until three have joined."""
    g = game([{"card": "Rampaging Ceratops", "as": "rex"}], [{"card": "Grizzly Bears", "as": "b1"}, {"card": "Grizzly Bears", "as": "b2"}])
    attack(g, "rex")
    pass_until(g, at_step(Step.DECLARE_BLOCKERS), strict=True)
    assert not g.state.combat.blockers

    g = game([{"card": "Rampaging Ceratops", "as": "rex"}], [{"card": "Grizzly Bears", "as": f"b{i}"} for i in range(1, 5)])
    attack(g, "rex")
    to_declare_blockers(g)
    rex = oid(g, "rex")
    g.apply(DeclareBlocker(oid(g, "b1"), rex))
    assert Done() not in g.legal_actions()
    g.apply(DeclareBlocker(oid(g, "b2"), rex))
    assert Done() not in g.legal_actions()
    g.apply(DeclareBlocker(oid(g, "b3"), rex))
    assert Done() in g.legal_actions()
    g.apply(Done())
    assert len(g.state.combat.blockers_of(rex)) == 3


def test_702_14c_landwalk_unblockable_while_defender_controls_that_land():
    """CR 702.14c: a creature with swampwalk can't be blocked as long as the defending player
    controls a Swamp (the attacker's own Swamps don't matter)."""
    g = game([{"card": "Bog Wraith", "as": "wraith"}, "Swamp"], [{"card": "Grizzly Bears", "as": "bears"}, "Swamp"])
    attack(g, "wraith")
    pass_until(g, at_step(Step.DECLARE_BLOCKERS), strict=True)
    assert not g.state.combat.blockers
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 17

    g = game([{"card": "Bog Wraith", "as": "wraith"}, "Swamp"], [{"card": "Grizzly Bears", "as": "bears"}, "Forest"])
    attack(g, "wraith")
    to_declare_blockers(g)
    assert block_options(g) == {(oid(g, "bears"), oid(g, "wraith"))}


# ---- first strike and double strike (CR 510.4, 702.4, 702.7) -------------------------------------


def test_702_7b_first_striker_kills_blocker_before_it_deals_damage():
    """CR 702.7b / 510.4: a first-strike damage step comes first; a blocker destroyed there deals no
    damage in the regular step."""
    g = game([{"card": "Elvish Archers", "as": "archers"}], [{"card": "Grizzly Bears", "as": "bears"}])
    attack(g, "archers")
    block(g, ("bears", "archers"))
    finish_combat(g, strict=True)
    assert not is_on_battlefield(g, "bears")
    assert is_on_battlefield(g, "archers")
    assert g.state.objects[oid(g, "archers")].damage == 0
    assert damage_by_step(g) == [("first_strike_damage", "Elvish Archers", "Grizzly Bears", 2)]


def test_702_4b_double_strike_deals_damage_in_both_steps():
    """CR 702.4b: a double striker deals first-strike and regular combat damage."""
    g = game([{"card": "Fencing Ace", "as": "ace"}, {"card": "Grizzly Bears", "as": "bears"}], [])
    attack(g, "ace", "bears")
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 16
    assert damage_by_step(g) == [
        ("first_strike_damage", "Fencing Ace", "bob", 1),
        ("combat_damage", "Fencing Ace", "bob", 1),
        ("combat_damage", "Grizzly Bears", "bob", 2),
    ]


def test_702_4b_double_striker_that_killed_its_blocker_stays_blocked():
    """CR 702.4b with 509.1h / 510.1c: a double striker that destroys its blocker in the first step
    remains blocked and, without trample, deals no damage in the regular step."""
    g = game([{"card": "Fencing Ace", "as": "ace"}], [{"card": "Savannah Lions", "as": "lions"}])
    attack(g, "ace")
    block(g, ("lions", "ace"))
    finish_combat(g, strict=True)
    assert not is_on_battlefield(g, "lions")
    assert is_on_battlefield(g, "ace")
    assert life(g)[BOB] == 20
    assert damage_by_step(g) == [("first_strike_damage", "Fencing Ace", "Savannah Lions", 1)]


def test_510_4_first_striker_does_not_deal_regular_damage_even_if_it_dealt_none_first():
    """CR 510.4: in the second combat damage step only creatures that had neither first strike nor
    double strike as the first step began (or that now have double strike) deal damage — a first
    striker that had 0 power in the first step and was pumped afterwards still deals none."""
    g = game([{"card": ZERO_FIRST_STRIKER, "as": "zero"}, "Forest"], [], alice_hand=["Giant Growth"])
    attack(g, "zero")
    pass_until(g, at_step(Step.FIRST_STRIKE_DAMAGE), strict=True)
    cast(g, "Giant Growth", oid(g, "zero"))
    resolve_all(g, strict=True)
    assert g.state.step is Step.FIRST_STRIKE_DAMAGE
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 20
    assert damage_by_step(g) == []


# ---- trample (CR 702.19) -------------------------------------------------------------------------


def test_702_19b_trample_assigns_excess_to_player_only_after_lethal():
    """CR 702.19b: the trampler's controller must assign lethal damage to the blocker before the
    rest can go to the player; the assignment is offered as a choice."""
    g = game([{"card": "Colossal Dreadmaw", "as": "maw"}], [{"card": "Grizzly Bears", "as": "bears"}])
    attack(g, "maw")
    block(g, ("bears", "maw"))
    to_assignment(g)
    bears = oid(g, "bears")
    opts = assignment_options(g)
    assert {bears: 2, BOB: 4} in opts and {bears: 6} in opts
    assert all(o.get(bears, 0) >= 2 for o in opts if o.get(BOB, 0) > 0)
    assign(g, {bears: 2, BOB: 4})
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 16
    assert not is_on_battlefield(g, "bears")


def test_702_19b_lethal_damage_accounts_for_damage_already_marked():
    """CR 702.19b: damage already marked on the blocker counts toward lethal damage."""
    g = game([{"card": "Colossal Dreadmaw", "as": "maw"}], [{"card": "Grizzly Bears", "as": "bears", "damage": 1}])
    attack(g, "maw")
    block(g, ("bears", "maw"))
    to_assignment(g)
    bears = oid(g, "bears")
    assert {bears: 1, BOB: 5} in assignment_options(g)
    assign(g, {bears: 1, BOB: 5})
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 15
    assert not is_on_battlefield(g, "bears")


def test_702_19d_trampler_whose_blockers_are_gone_assigns_all_to_player():
    """CR 702.19d: a blocked trampler with no creatures blocking it when damage is assigned assigns
    all its damage to the player."""
    g = game([{"card": "Colossal Dreadmaw", "as": "maw"}, "Mountain"], [{"card": "Grizzly Bears", "as": "bears"}], alice_hand=["Lightning Bolt"])
    attack(g, "maw")
    block(g, ("bears", "maw"))
    pass_until(g, lambda g: g.decision.player == ALICE, strict=True)
    cast(g, "Lightning Bolt", oid(g, "bears"))
    resolve_all(g, strict=True)
    assert not is_on_battlefield(g, "bears")
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 14


def test_509_1h_blocked_creature_stays_blocked_when_its_blocker_leaves():
    """CR 509.1h / 510.1c: a creature remains blocked even if its blocker is removed; without
    trample it then assigns no combat damage."""
    g = game([{"card": "Hill Giant", "as": "giant"}, "Mountain"], [{"card": "Grizzly Bears", "as": "bears"}], alice_hand=["Lightning Bolt"])
    attack(g, "giant")
    block(g, ("bears", "giant"))
    pass_until(g, lambda g: g.decision.player == ALICE, strict=True)
    cast(g, "Lightning Bolt", oid(g, "bears"))
    resolve_all(g, strict=True)
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 20
    assert damage_by_step(g) == []


def test_702_2c_trample_with_deathtouch_assigns_one_to_each_blocker():
    """CR 702.2c / 702.19b: with deathtouch, 1 damage is lethal, so a trampler can assign 1 to each
    blocker and the rest to the player; deathtouch then destroys them (702.2b)."""
    g = game([{"card": DEATHTOUCH_TRAMPLER, "as": "dt"}], [{"card": "Grizzly Bears", "as": "b1"}, {"card": "Grizzly Bears", "as": "b2"}])
    attack(g, "dt")
    block(g, ("b1", "dt"), ("b2", "dt"))
    to_assignment(g)
    b1, b2 = oid(g, "b1"), oid(g, "b2")
    opts = assignment_options(g)
    assert {b1: 1, b2: 1, BOB: 2} in opts
    assert all(o.get(b1, 0) >= 1 and o.get(b2, 0) >= 1 for o in opts if o.get(BOB, 0) > 0)
    assert not any(o.get(BOB, 0) > 2 for o in opts)
    assign(g, {b1: 1, b2: 1, BOB: 2})
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 18
    assert not is_on_battlefield(g, "b1") and not is_on_battlefield(g, "b2")


# ---- damage assignment among several blockers (CR 510.1c) ----------------------------------------


def test_510_1c_damage_divided_among_blockers_as_attacker_chooses():
    """CR 510.1c: a creature blocked by two or more creatures divides its combat damage among them as
    its controller chooses — every division is offered."""
    g = game([{"card": "Hill Giant", "as": "giant"}], [{"card": "Grizzly Bears", "as": "b1"}, {"card": "Grizzly Bears", "as": "b2"}])
    attack(g, "giant")
    block(g, ("b1", "giant"), ("b2", "giant"))
    to_assignment(g)
    assert g.decision.player == ALICE
    b1, b2 = oid(g, "b1"), oid(g, "b2")
    opts = assignment_options(g)
    assert sorted((o.get(b1, 0), o.get(b2, 0)) for o in opts) == [(0, 3), (1, 2), (2, 1), (3, 0)]
    assign(g, {b1: 1, b2: 2})
    finish_combat(g, strict=True)
    assert is_on_battlefield(g, "b1") and g.state.objects[oid(g, "b1")].damage == 1
    assert not is_on_battlefield(g, "b2")
    assert not is_on_battlefield(g, "giant")  # 2 + 2 from the blockers
    assert life(g)[BOB] == 20


# ---- deathtouch, lifelink, indestructible ---------------------------------------------------------


def test_702_2b_deathtouch_destroys_and_702_15b_lifelink_gains_life():
    """CR 702.2b: a creature dealt damage by a deathtouch source is destroyed; CR 702.15b: damage
    dealt by a lifelink source makes its controller gain that much life."""
    g = game([{"card": "Vampire Nighthawk", "as": "hawk"}], [{"card": "Giant Spider", "as": "spider"}])
    attack(g, "hawk")
    block(g, ("spider", "hawk"))
    finish_combat(g, strict=True)
    assert not is_on_battlefield(g, "spider")  # 2 damage to a 2/4, but deathtouch
    assert is_on_battlefield(g, "hawk") and g.state.objects[oid(g, "hawk")].damage == 2
    assert life(g)[ALICE] == 22
    assert life(g)[BOB] == 20


def test_702_15b_lifelink_on_unblocked_attacker():
    """CR 702.15b: combat damage to a player from a lifelink source gains its controller that much."""
    g = game([{"card": "Vampire Nighthawk", "as": "hawk"}], [])
    attack(g, "hawk")
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 18
    assert life(g)[ALICE] == 22


def test_702_12b_indestructible_survives_lethal_and_deathtouch_damage():
    """CR 702.12b: an indestructible creature isn't destroyed by lethal damage or deathtouch; its
    toughness still decides what's lethal for trample (702.19b)."""
    g = game([{"card": "Hill Giant", "as": "giant"}], [{"card": "Darksteel Myr", "as": "myr"}])
    attack(g, "giant")
    block(g, ("myr", "giant"))
    finish_combat(g, strict=True)
    assert is_on_battlefield(g, "myr") and g.state.objects[oid(g, "myr")].damage == 3

    g = game([{"card": DEATHTOUCH_TRAMPLER, "as": "dt"}], [{"card": "Darksteel Myr", "as": "myr"}])
    attack(g, "dt")
    block(g, ("myr", "dt"))
    to_assignment(g)
    myr = oid(g, "myr")
    assign(g, {myr: 1, BOB: 3})
    finish_combat(g, strict=True)
    assert is_on_battlefield(g, "myr")
    assert life(g)[BOB] == 17


# ---- hexproof (CR 702.11b) ------------------------------------------------------------------------


def test_702_11b_hexproof_cant_be_targeted_by_opponent_but_can_by_controller():
    """CR 702.11b: hexproof means "can't be the target of spells or abilities your opponents
    control" — the controller's own spells can target it."""
    g = game(["Mountain"], [{"card": "Gladecover Scout", "as": "scout"}, {"card": "Grizzly Bears", "as": "bears"}], alice_hand=["Lightning Bolt"])
    g.apply(CastSpell(g.state.players[ALICE].hand[0]))
    assert g.decision.kind is DecisionKind.TARGET
    targets = {a.id for a in g.legal_actions() if isinstance(a, Choose)}
    assert oid(g, "scout") not in targets
    assert oid(g, "bears") in targets and BOB in targets

    g = position(
        {"alice": {"battlefield": [{"card": "Gladecover Scout", "as": "scout"}, "Mountain"], "hand": ["Lightning Bolt"], "library": LIB},
         "bob": {"library": LIB}},
        step="precombat_main",
    )
    g.apply(CastSpell(g.state.players[ALICE].hand[0]))
    assert g.decision.kind is DecisionKind.TARGET
    answer(g, oid(g, "scout"))
    resolve_all(g, strict=True)
    assert not is_on_battlefield(g, "scout")


# ---- removal from combat (CR 506.4) --------------------------------------------------------------


def test_506_4_creature_removed_from_combat_deals_and_receives_no_combat_damage():
    """CR 506.4 / 510.1c–d: an attacking creature removed from combat (Reconnaissance) stops being an
    attacking, blocked creature: it deals no combat damage, and its blocker, blocking nothing,
    deals none either."""
    g = game([{"card": "Hill Giant", "as": "giant"}, {"card": "Grizzly Bears", "as": "bears"}, {"card": "Reconnaissance", "as": "recon"}],
             [{"card": "Savannah Lions", "as": "lions"}])
    attack(g, "giant", "bears")
    block(g, ("lions", "giant"))
    pass_until(g, lambda g: g.decision.player == ALICE, strict=True)
    giant, bears, recon = oid(g, "giant"), oid(g, "bears"), oid(g, "recon")
    g.apply(Activate(recon, 0))
    answer(g, giant)
    resolve_all(g, strict=True)
    assert giant not in g.state.combat.attackers
    assert not g.state.objects[giant].tapped
    g.apply(Activate(recon, 0))
    answer(g, bears)  # the only attacking creature left: chosen without asking
    resolve_all(g, strict=True)
    assert not g.state.combat.attackers
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 20
    assert is_on_battlefield(g, "lions") and is_on_battlefield(g, "giant")
    assert g.state.objects[oid(g, "giant")].damage == 0
    assert damage_by_step(g) == []


def test_506_4_creature_whose_controller_changes_is_removed_from_combat():
    """CR 506.4: a permanent is removed from combat if its controller changes."""
    g = game([{"card": "Hill Giant", "as": "giant"}], ["Island"], bob_hand=[STEAL])
    attack(g, "giant")
    pass_until(g, lambda g: g.decision.player == BOB, strict=True)
    cast(g, "Test Borrow", oid(g, "giant"))
    resolve_all(g, strict=True)
    giant = oid(g, "giant")
    assert giant not in g.state.combat.attackers
    finish_combat(g, strict=True)
    assert life(g)[BOB] == 20
    assert g.state.objects[giant].zone is Zone.BATTLEFIELD


def test_510_1c_many_blockers_and_much_power_offer_divisions_without_trying_them_all() -> None:
    """CR 510.1c: the divisions grow as power to the number of blockers; the options stay bounded and
    include lethal damage to each blocker in turn (a division that is always legal)."""
    from manastack.rules.combat import _assignments

    g = position({"alice": {"battlefield": [{"card": "Grizzly Bears", "as": "big"}]},
                  "bob": {"battlefield": [{"card": "Grizzly Bears", "as": f"b{i}"} for i in range(6)]}})
    blockers = [oid(g, f"b{i}") for i in range(6)]
    options = _assignments(g.state, oid(g, "big"), 40, blockers, None)
    assert 0 < len(options) <= 502
    assert tuple((b, 2) for b in blockers[:-1]) + ((blockers[-1], 30),) in options


def test_509_1c_a_creature_that_must_block_may_withdraw_from_a_menace_block_it_could_make_alone_elsewhere() -> None:
    """Iron Golem blocks each combat if able. Started on the menace attacker, its block may be
    withdrawn: blocking the other attacker alone obeys the requirement just as well."""
    from manastack.actions import Cancel

    g = position({"alice": {"battlefield": [{"card": "Boggart Brute", "as": "brute"}, {"card": "Grizzly Bears", "as": "bears"}]},
                  "bob": {"battlefield": [{"card": "Iron Golem", "as": "golem"}, {"card": "Elite Vanguard", "as": "vanguard"}]}})
    attack(g, "brute", "bears")
    to_declare_blockers(g)
    g.apply(DeclareBlocker(oid(g, "golem"), oid(g, "brute")))
    assert g.decision is not None and Cancel() in g.decision.options
