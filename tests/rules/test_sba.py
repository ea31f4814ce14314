"""State-based actions (CR 704) and how the game ends (CR 104).

State-based actions are checked whenever a player would receive priority (117.5, 704.3); in these
tests that happens after a spell resolves, after combat damage, or after a land is played.
"""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind, DeclareAttacker, DeclareBlocker, Pass
from manastack.game import Game
from manastack.model.types import Step, Zone
from manastack.position import advance_to, position, resolve
from manastack.rules.layers import chars
from tests.cardlib import SOLDIER
from tests.drivers import ALICE, BOB, cast, event_data, priority_to

# ---- helpers -------------------------------------------------------------------------------------


def play(g: Game, name: str) -> None:
    """Play a land: a special action after which state-based actions are checked (117.5)."""
    g.apply(f"Play {name}")


def zone_of(g: Game, label: str) -> Zone | None:
    oid = g.state.labels[label]
    o = g.state.objects.get(oid)
    return o.zone if o else None


# ---- players -------------------------------------------------------------------------------------


def test_704_5a_player_with_0_life_loses() -> None:
    """CR 704.5a, 104.2a: a player with 0 or less life loses; the other player wins."""
    g = position({
        "alice": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
        "bob": {"life": 3},
    })
    cast(g, "Lightning Bolt", BOB)
    resolve(g)
    assert g.state.teams[BOB].life == 0
    assert g.state.players[BOB].lost and g.state.players[BOB].loss_reason == "life total 0 or less"
    out = g.outcome()
    assert out is not None and out.winners == ("alice",) and not out.draw
    assert g.decision is None


def test_704_5a_life_above_0_does_not_lose() -> None:
    """CR 704.5a: at 1 life a player is still in the game."""
    g = position({
        "alice": {"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Bolt"]},
        "bob": {"life": 4},
    })
    cast(g, "Lightning Bolt", BOB)
    resolve(g)
    assert g.state.teams[BOB].life == 1 and not g.state.players[BOB].lost and g.outcome() is None


def test_704_5b_drawing_from_empty_library_loses_at_next_check() -> None:
    """CR 704.5b, 121.4: a player who attempted to draw from an empty library loses the next time
    state-based actions are checked — not merely for having an empty library."""
    g = position({
        "alice": {"battlefield": ["Island", "Island", "Island", "Plains"], "hand": ["Divination"], "library": ["Forest"]},
        "bob": {"library": ["Forest"] * 3},
    })
    cast(g, "Divination")
    resolve(g)
    assert g.state.players[ALICE].lost and g.state.players[ALICE].loss_reason == "drew from an empty library"
    assert len(g.state.players[ALICE].hand) == 1  # the one card there was got drawn first
    assert g.outcome().winners == ("bob",)


def test_704_5b_empty_library_alone_is_not_a_loss() -> None:
    """CR 704.5b: bob has no library all through alice's turn and only loses once his draw step
    makes him draw (504.1)."""
    g = position({
        "alice": {"battlefield": ["Plains"], "library": ["Forest"] * 3},
        "bob": {"battlefield": ["Mountain"]},
    })
    advance_to(g, Step.UPKEEP, turn=4)
    assert not g.state.players[BOB].lost
    g.apply(Pass())
    priority_to(g, -1)  # run until the game ends
    assert g.state.players[BOB].lost and g.state.players[BOB].loss_reason == "drew from an empty library"
    assert g.outcome().winners == ("alice",)


def test_704_5c_ten_poison_counters_lose() -> None:
    """CR 704.5c: a player with ten or more poison counters loses (nine is not enough)."""
    g = position({"alice": {"hand": ["Forest"], "poison": 9}, "bob": {"poison": 10}})
    play(g, "Forest")  # state-based actions are checked before alice gets priority again
    assert g.state.players[BOB].lost and g.state.players[BOB].loss_reason == "poison counters"
    assert not g.state.players[ALICE].lost
    assert g.outcome().winners == ("alice",)


def test_104_4a_all_players_losing_at_once_is_a_draw() -> None:
    """CR 104.4a, 704.3: both players are at 0 life when state-based actions are checked; they
    lose simultaneously and the game is a draw."""
    g = position({"alice": {"hand": ["Forest"], "life": 0}, "bob": {"life": -2}})
    play(g, "Forest")
    assert g.state.players[ALICE].lost and g.state.players[BOB].lost
    out = g.outcome()
    assert out is not None and out.draw and out.winners == ()


# ---- permanents ----------------------------------------------------------------------------------


def test_704_5d_token_leaving_the_battlefield_ceases_to_exist() -> None:
    """CR 704.5d, 111.7: a token that died is put into the graveyard (dies triggers see it) and then
    ceases to exist at the next state-based action check."""
    g = position({
        "alice": {"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Bolt"]},
        "bob": {"battlefield": [{"card": SOLDIER, "token": True, "as": "soldier"}]},
    })
    tok = g.state.labels["soldier"]
    cast(g, "Lightning Bolt", tok)
    resolve(g)
    moved = [e for e in event_data(g, "zone_change") if e.get("card") == "Soldier"]
    assert moved and moved[-1]["to"] == "graveyard"
    assert g.state.players[BOB].graveyard == [] and not any(o.is_token for o in g.state.objects.values())
    assert event_data(g, "token_ceased")


def test_704_5f_zero_toughness_goes_to_graveyard_even_if_indestructible() -> None:
    """CR 704.5f: a creature with toughness 0 is put into its owner's graveyard; it isn't destroyed,
    so indestructible doesn't save Darksteel Myr with a -1/-1 counter."""
    g = position({
        "alice": {"hand": ["Forest"], "battlefield": [{"card": "Darksteel Myr", "as": "myr", "counters": {"-1/-1": 1}}]},
        "bob": {},
    })
    play(g, "Forest")
    assert zone_of(g, "myr") is Zone.GRAVEYARD


def test_704_5g_lethal_damage_destroys_but_not_indestructible() -> None:
    """CR 704.5g, 702.12b: damage at least equal to toughness destroys a creature; an
    indestructible one stays with the damage marked."""
    g = position({
        "alice": {"battlefield": ["Mountain", "Mountain", "Plains"], "hand": ["Pyroclasm"]},
        "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}, {"card": "Darksteel Myr", "as": "myr"},
                                {"card": "Giant Spider", "as": "spider"}]},
    })
    cast(g, "Pyroclasm")
    resolve(g)
    assert zone_of(g, "bears") is Zone.GRAVEYARD
    assert zone_of(g, "myr") is Zone.BATTLEFIELD and g.state.objects[g.state.labels["myr"]].damage == 2
    assert zone_of(g, "spider") is Zone.BATTLEFIELD  # 2 damage, toughness 4


def test_704_5h_deathtouch_damage_destroys_and_deaths_are_simultaneous() -> None:
    """CR 704.5h, 704.3: Vampire Nighthawk's 2 deathtouch damage destroys a 4/5 Hill Giant (Holy
    Strength) while the Giant's 4 damage destroys the Nighthawk — both in one state-based action
    event; the Aura, now attached to nothing, follows at the next check (704.5m)."""
    g = position({
        "alice": {"battlefield": ["Plains", {"card": "Hill Giant", "as": "giant"}, {"card": "Holy Strength", "as": "holy", "attached_to": "giant"}],
                  "library": ["Forest"] * 3},
        "bob": {"battlefield": [{"card": "Vampire Nighthawk", "as": "hawk"}], "library": ["Forest"] * 3},
    })
    giant, hawk = g.state.labels["giant"], g.state.labels["hawk"]
    while g.decision.kind is not DecisionKind.DECLARE_ATTACKERS:
        g.apply(Pass())
    g.apply(DeclareAttacker(giant, BOB))
    while g.decision.kind is not DecisionKind.DECLARE_BLOCKERS:
        g.apply(Pass())
    g.apply(DeclareBlocker(hawk, giant))
    advance_to(g, Step.END_OF_COMBAT)
    assert zone_of(g, "giant") is Zone.GRAVEYARD and zone_of(g, "hawk") is Zone.GRAVEYARD
    assert zone_of(g, "holy") is Zone.GRAVEYARD
    deaths = [(i, e.get("card")) for i, e in enumerate(g.log) if e.event == "zone_change" and e.get("to") == "graveyard"]
    assert {c for _, c in deaths[:2]} == {"Hill Giant", "Vampire Nighthawk"} and deaths[2][1] == "Holy Strength"
    assert deaths[1][0] == deaths[0][0] + 1  # the two creature deaths: one event, nothing in between
    assert g.state.teams[BOB].life == 22  # lifelink: 2 damage dealt


def test_704_5j_legend_rule_controller_chooses_which_to_keep() -> None:
    """CR 704.5j: when alice's Clone copies her Bilbo, she controls two legendary permanents named
    Bilbo, Thief in the Night; she chooses one (here the Clone) and the other goes to the graveyard.
    Bob's Bilbo is unaffected: the rule looks at one player's permanents only."""
    g = position({
        "alice": {"battlefield": ["Island", "Island", "Island", "Island", {"card": "Bilbo, Thief in the Night", "as": "bilbo"}],
                  "hand": ["Clone"]},
        "bob": {"battlefield": [{"card": "Bilbo, Thief in the Night", "as": "bob_bilbo"}]},
    })
    cast(g, "Clone")
    resolve(g)
    # Clone: "you may have it enter as a copy" — copy alice's Bilbo.
    while g.decision.kind is not DecisionKind.CHOOSE_OBJECT or "legend" not in g.decision.context:
        d = g.decision
        if d.kind is DecisionKind.YES_NO:
            g.apply("Yes")
        elif Choose(g.state.labels["bilbo"]) in g.legal_actions():
            g.apply(Choose(g.state.labels["bilbo"]))
        else:
            raise AssertionError(f"unexpected decision {d.kind} {d.context} {[g.describe(a) for a in g.legal_actions()]}")
    assert g.decision.player == ALICE
    keep = [a.id for a in g.legal_actions() if isinstance(a, Choose)]
    assert g.state.labels["bilbo"] in keep and g.state.labels["bob_bilbo"] not in keep and len(keep) == 2
    clone = next(i for i in keep if i != g.state.labels["bilbo"])
    g.apply(Choose(clone))
    assert zone_of(g, "bilbo") is Zone.GRAVEYARD
    assert g.state.objects[clone].zone is Zone.BATTLEFIELD and chars(g.state, clone).name == "Bilbo, Thief in the Night"
    assert zone_of(g, "bob_bilbo") is Zone.BATTLEFIELD


def test_704_5m_aura_attached_to_an_illegal_object_goes_to_graveyard() -> None:
    """CR 704.5m, 303.4c: Ensoul Artifact ("Enchant artifact") on a non-artifact creature is put into
    its owner's graveyard; a legally attached Holy Strength stays."""
    g = position({
        "alice": {"hand": ["Forest"], "battlefield": [{"card": "Grizzly Bears", "as": "bears"},
                                                      {"card": "Ensoul Artifact", "as": "ensoul", "attached_to": "bears"},
                                                      {"card": "Holy Strength", "as": "holy", "attached_to": "bears"}]},
        "bob": {},
    })
    play(g, "Forest")
    assert zone_of(g, "ensoul") is Zone.GRAVEYARD
    assert zone_of(g, "holy") is Zone.BATTLEFIELD


def test_704_5m_aura_whose_creature_died_goes_to_graveyard() -> None:
    """CR 704.5m: when the enchanted creature dies, the Aura is attached to nothing and goes to the
    graveyard at the next check."""
    g = position({
        "alice": {"battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Plains"], "hand": ["Bake into a Pie"]},
        "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}, {"card": "Holy Strength", "as": "holy", "attached_to": "bears"}]},
    })
    cast(g, "Bake into a Pie", g.state.labels["bears"])
    resolve(g)
    assert zone_of(g, "bears") is Zone.GRAVEYARD and zone_of(g, "holy") is Zone.GRAVEYARD
    assert g.state.players[BOB].graveyard and len(g.state.players[BOB].graveyard) == 2


def test_704_5n_equipment_stays_unattached_when_creature_leaves() -> None:
    """CR 704.5n, 301.5c: Equipment attached to a creature that left stays on the battlefield,
    unattached."""
    g = position({
        "alice": {"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Bolt"]},
        "bob": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}, {"card": "Bonesplitter", "as": "bs", "attached_to": "bears"}]},
    })
    cast(g, "Lightning Bolt", g.state.labels["bears"])
    resolve(g)
    assert zone_of(g, "bears") is Zone.GRAVEYARD
    assert zone_of(g, "bs") is Zone.BATTLEFIELD and g.state.objects[g.state.labels["bs"]].attached_to is None


def test_704_5n_equipment_that_becomes_a_creature_becomes_unattached() -> None:
    """CR 704.5n, 301.5c: an Equipment that is also a creature can't equip a creature: once Ensoul
    Artifact makes Bonesplitter a creature, it becomes unattached (and stays on the battlefield)."""
    g = position({
        "alice": {"hand": ["Forest"], "battlefield": [{"card": "Grizzly Bears", "as": "bears"},
                                                      {"card": "Bonesplitter", "as": "bs", "attached_to": "bears"},
                                                      {"card": "Ensoul Artifact", "as": "ensoul", "attached_to": "bs"}]},
        "bob": {},
    })
    play(g, "Forest")
    bs = g.state.objects[g.state.labels["bs"]]
    assert bs.zone is Zone.BATTLEFIELD and bs.attached_to is None
    assert (chars(g.state, bs.id).power, chars(g.state, bs.id).toughness) == (5, 5)
    assert (chars(g.state, g.state.labels["bears"]).power) == 2


def test_704_5q_plus_and_minus_counters_annihilate() -> None:
    """CR 704.5q: N +1/+1 and N -1/-1 counters on a permanent are removed in pairs."""
    g = position({
        "alice": {"hand": ["Forest"], "battlefield": [{"card": "Grizzly Bears", "as": "bears", "counters": {"+1/+1": 3, "-1/-1": 2}}]},
        "bob": {},
    })
    play(g, "Forest")
    bears = g.state.objects[g.state.labels["bears"]]
    assert bears.counters.get("+1/+1", 0) == 1 and bears.counters.get("-1/-1", 0) == 0
    assert (chars(g.state, bears.id).power, chars(g.state, bears.id).toughness) == (3, 3)


def test_704_5d_a_token_set_up_in_a_library_ceases_to_exist_at_the_next_check() -> None:
    """CR 704.5d: a token in a zone other than the battlefield ceases to exist — one that was put
    there directly (a position set up with it in a library), not only one that left the battlefield."""
    g = position({
        "alice": {"hand": ["Mountain"]},
        "bob": {"library": [{"card": SOLDIER, "token": True, "as": "soldier"}, "Plains"]},
    })
    tok = g.state.labels["soldier"]
    play(g, "Mountain")
    assert tok not in g.state.objects and tok not in g.state.players[BOB].library
    assert event_data(g, "token_ceased")
