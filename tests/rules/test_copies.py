"""Copies (CR 707) and "as enters" choices (CR 614.12a), played through real games.

Each test is named after the rule it proves and asserts observable outcomes: power and toughness,
zones, counters, token status and the logged events.
"""

from __future__ import annotations

import pytest

from manastack.actions import Choose, ChooseValue, DecisionKind
from manastack.game import Game
from manastack.model.types import CREATURE_TYPES, Supertype, Zone
from manastack.position import position
from manastack.rules.layers import chars
from tests.cardlib import SOLDIER
from tests.drivers import ALICE, BOB, cast, event_data, ids_named, pt, resolve_top

# ---- helpers ------------------------------------------------------------------------------------


# Tests keep a land in alice's hand: playing it is an option whenever the stack is empty in her
# main phase, so the game stops there instead of passing on through the turn (a decision with
# only "Pass priority" is answered automatically).
SPARE = "Plains"


def mine(g: Game, name: str, pid: int = ALICE) -> list[int]:
    return [o for o in ids_named(g, name) if chars(g.state, o).controller == pid]


def clone_copying(g: Game, what: int) -> int:
    """Cast Clone, resolve it, copy ``what``; returns the Clone permanent."""
    before = set(g.state.battlefield)
    cast(g, "Clone")
    resolve_top(g)
    assert g.decision is not None and g.decision.kind is DecisionKind.CHOOSE_OBJECT
    g.apply(Choose(what))
    new = [o for o in g.state.battlefield if o not in before and g.state.objects[o].card.name == "Clone"]
    assert len(new) == 1
    return new[0]


# ---- 707.2: only copiable values are copied ---------------------------------------------------


def test_707_2_clone_ignores_counters_auras_and_pump_effects_of_the_original() -> None:
    """CR 707.2, 613.2a: Clone copies the printed values of Grizzly Bears — not its two +1/+1
    counters (counters aren't copied), not Holy Strength's +1/+2 nor Giant Growth's +3/+3 (other
    effects aren't copied). The original is 8/9; the Clone is a plain 2/2 with no counters."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 4 + ["Forest"], "hand": [SPARE, "Giant Growth", "Clone"]},
            "bob": {"battlefield": [
                {"card": "Grizzly Bears", "counters": {"+1/+1": 2}, "as": "bears"},
                {"card": "Holy Strength", "attached_to": "bears"},
            ]},
        }
    )
    bears = g.state.labels["bears"]
    cast(g, "Giant Growth", Choose(bears))
    resolve_top(g)
    assert pt(g, bears) == (8, 9)
    clone = clone_copying(g, bears)
    assert chars(g.state, clone).name == "Grizzly Bears"
    assert pt(g, clone) == (2, 2)
    assert g.state.objects[clone].counters == {}
    assert pt(g, bears) == (8, 9)  # the original is unchanged


def test_707_3_clone_copying_a_clone_copies_what_that_clone_copied() -> None:
    """CR 707.3: a Clone that copied Gilded Goose has the Goose's copiable values; a second Clone
    copying the first becomes a Gilded Goose (0/2 flier with the Food trigger), not a 0/0 Clone."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 8, "hand": [SPARE, "Clone", "Clone"]},
            "bob": {"battlefield": ["Gilded Goose"]},
        }
    )
    goose = ids_named(g, "Gilded Goose")[0]
    first = clone_copying(g, goose)
    resolve_top(g)  # the first Clone's (Goose's) enters trigger: a Food
    second = clone_copying(g, first)
    resolve_top(g)  # the second Clone's enters trigger, copied from the first Clone's copy of Goose
    c = chars(g.state, second)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Gilded Goose", 0, 2, ("Bird",))
    assert g.state.objects[second].zone is Zone.BATTLEFIELD
    assert len(mine(g, "Food")) == 2
    assert g.state.objects[second].copy_of is g.state.objects[goose].card


def test_707_2_clone_copying_a_token_copies_its_definition_but_is_not_a_token() -> None:
    """CR 707.2, 111.3: a token's copiable values are those its creating effect defined; Clone
    copying a Soldier token is a 1/1 white Soldier — but it's still a card, not a token (111.6), so
    when it dies it stays in the graveyard (704.5d doesn't apply)."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 4 + ["Mountain"], "hand": [SPARE, "Clone", "Lightning Bolt"]},
            "bob": {"battlefield": [{"card": SOLDIER, "token": True}]},
        }
    )
    soldier = ids_named(g, "Soldier")[0]
    assert g.state.objects[soldier].is_token
    clone = clone_copying(g, soldier)
    c = chars(g.state, clone)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Soldier", 1, 1, ("Soldier",))
    assert {col.word for col in c.colors} == {"white"}
    assert not g.state.objects[clone].is_token
    cast(g, "Lightning Bolt", Choose(clone))
    resolve_top(g)
    in_yard = [o for o in g.state.players[ALICE].graveyard if g.state.objects[o].card.name == "Clone"]
    assert len(in_yard) == 1


# ---- 707.5, 111.12: tokens that are copies ------------------------------------------------------


def test_707_5_cackling_counterpart_creates_a_token_copy_with_copiable_values_only() -> None:
    """CR 707.5, 707.2: "create a token that's a copy of target creature you control" — a Grizzly
    Bears token, 2/2 (the original's +1/+1 counter isn't copied), that is a token and whose creation
    is logged as such (111.2)."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 3 + [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}], "hand": [SPARE, "Cackling Counterpart"]},
            "bob": {},
        }
    )
    bears = ids_named(g, "Grizzly Bears")[0]
    cast(g, "Cackling Counterpart", Choose(bears))
    resolve_top(g)
    copies = [o for o in mine(g, "Grizzly Bears") if o != bears]
    assert len(copies) == 1
    tok = copies[0]
    assert g.state.objects[tok].is_token
    assert pt(g, tok) == (2, 2) and pt(g, bears) == (3, 3)
    assert [e["token"] for e in event_data(g, "token_created")] == ["Grizzly Bears"]


def test_614_1a_parallel_lives_doubles_token_copies() -> None:
    """CR 614.1a, 707.5: a token copy is a created token, so Parallel Lives makes it two."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 3 + ["Grizzly Bears", "Parallel Lives"], "hand": [SPARE, "Cackling Counterpart"]},
            "bob": {},
        }
    )
    bears = ids_named(g, "Grizzly Bears")[0]
    cast(g, "Cackling Counterpart", Choose(bears))
    resolve_top(g)
    tokens = [o for o in mine(g, "Grizzly Bears") if g.state.objects[o].is_token]
    assert len(tokens) == 2
    assert all(pt(g, t) == (2, 2) for t in tokens)


def test_707_3_token_copy_of_a_clone_copies_what_the_clone_copied() -> None:
    """CR 707.3, 707.5: a token copy of a Clone that copied Gilded Goose is a Gilded Goose token,
    whose own enters trigger makes a Food."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 7, "hand": [SPARE, "Clone", "Cackling Counterpart"]},
            "bob": {"battlefield": ["Gilded Goose"]},
        }
    )
    clone = clone_copying(g, ids_named(g, "Gilded Goose")[0])
    resolve_top(g)  # Food from the Clone
    cast(g, "Cackling Counterpart", Choose(clone))
    resolve_top(g)
    resolve_top(g)  # the token's enters trigger
    tokens = [o for o in mine(g, "Gilded Goose") if g.state.objects[o].is_token]
    assert len(tokens) == 1
    assert pt(g, tokens[0]) == (0, 2)
    assert len(mine(g, "Food")) == 2


# ---- 707.10: copies of spells --------------------------------------------------------------------


def test_707_10c_twincast_copy_may_get_a_new_target_and_is_not_cast() -> None:
    """CR 707.10, 707.10c: Twincast copies Lightning Bolt; alice chooses a new target for the copy
    (bob's Grizzly Bears), which dies, while the original still hits bob. The copy isn't cast: only
    Bolt and Twincast are cast, so Quirion Dryad's cast trigger fires twice, not three times."""
    g = position(
        {
            # The second Mountain and the Shock keep alice able to act while the stack isn't empty.
            "alice": {"battlefield": ["Mountain", "Mountain", "Island", "Island", "Quirion Dryad"], "hand": [SPARE, "Lightning Bolt", "Twincast", "Shock"]},
            "bob": {"battlefield": ["Grizzly Bears"]},
        }
    )
    cast(g, "Lightning Bolt", "bob")
    bolt = g.state.stack[-1]
    cast(g, "Twincast", Choose(bolt))
    resolve_top(g)  # Dryad's trigger for Twincast
    resolve_top(g)  # Twincast: the copy's new target
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TARGET and d.player == ALICE
    assert "Keep bob" in [g.describe(a) for a in g.legal_actions()]
    g.apply("Grizzly Bears")
    assert [e["targets"] for e in event_data(g, "spell_copied")] == [["Grizzly Bears"]]
    copy_id = event_data(g, "spell_copied")[0]["card_id"]
    assert g.state.stack[-1] == copy_id
    resolve_top(g)  # the copy
    assert ids_named(g, "Grizzly Bears") == []
    while g.state.stack:
        resolve_top(g)
    assert g.state.teams[BOB].life == 17
    assert [e["card"] for e in event_data(g, "spell_cast")] == ["Lightning Bolt", "Twincast"]
    dryad = ids_named(g, "Quirion Dryad")[0]
    assert g.state.objects[dryad].counters == {"+1/+1": 2}
    # 704.5e / 707.10a: the copy ceased to exist; only the two cards are in the graveyard.
    assert sorted(g.state.objects[o].card.name for o in g.state.players[ALICE].graveyard) == ["Lightning Bolt", "Twincast"]
    assert copy_id not in g.state.objects


def test_707_10c_twincast_copy_may_keep_the_original_target() -> None:
    """CR 707.10c: the controller may leave the copy's target unchanged: Bolt and its copy both hit
    bob for 3."""
    g = position(
        {
            "alice": {"battlefield": ["Mountain", "Mountain", "Island", "Island"], "hand": [SPARE, "Lightning Bolt", "Twincast", "Shock"]},
            "bob": {"battlefield": ["Grizzly Bears"]},
        }
    )
    cast(g, "Lightning Bolt", "bob")
    cast(g, "Twincast", Choose(g.state.stack[-1]))
    resolve_top(g)
    g.apply("Keep bob")
    while g.state.stack:
        resolve_top(g)
    assert g.state.teams[BOB].life == 14
    assert len([e for e in event_data(g, "damage_dealt") if e["target"] == "bob"]) == 2


def test_608_3f_double_major_copy_becomes_a_token_that_was_not_created() -> None:
    """CR 707.10f, 608.3f, 111.13, 707.9b: Double Major copies Bilbo, Thief in the Night (a
    legendary creature spell) except the copy isn't legendary. The copy resolves into a token
    permanent — not "created": no token_created event, and Parallel Lives doesn't double it. Both
    Bilbos stay: the token isn't legendary, so the legend rule doesn't apply (704.5j)."""
    g = position(
        {
            "alice": {"battlefield": ["Island", "Island", "Forest", "Forest", "Parallel Lives"], "hand": [SPARE, "Bilbo, Thief in the Night", "Double Major"]},
            "bob": {},
        }
    )
    g.apply("Cast Bilbo, Thief in the Night")
    g.apply("Activate Forest: {T}: Add {G}. [1]")  # {1} with green mana, keeping an Island for Double Major
    g.apply("Pay automatically")
    cast(g, "Double Major", Choose(g.state.stack[-1]))
    resolve_top(g)  # Double Major: the copy goes on the stack
    assert len(event_data(g, "spell_copied")) == 1
    resolve_top(g)  # the copy becomes a token
    resolve_top(g)  # the original
    bilbos = mine(g, "Bilbo, Thief in the Night")
    assert len(bilbos) == 2
    tokens = [b for b in bilbos if g.state.objects[b].is_token]
    assert len(tokens) == 1
    assert Supertype.LEGENDARY not in chars(g.state, tokens[0]).supertypes
    nontoken = next(b for b in bilbos if b not in tokens)
    assert Supertype.LEGENDARY in chars(g.state, nontoken).supertypes
    assert event_data(g, "token_created") == []
    assert event_data(g, "replacement_applied") == []
    assert [e["card"] for e in event_data(g, "spell_cast")] == ["Bilbo, Thief in the Night", "Double Major"]


# ---- 614.12a, 607.2d: "as this enters, choose" -----------------------------------------------------


@pytest.mark.parametrize(("choice", "bears", "elves"), [("Bear", (3, 3), (1, 1)), ("Elf", (2, 2), (2, 2))])
def test_614_12a_shared_triumph_choice_is_a_decision_and_the_bonus_follows_it(choice: str, bears: tuple[int, int], elves: tuple[int, int]) -> None:
    """CR 614.12a, 607.2d: as Shared Triumph enters, its controller chooses a creature type (a
    decision offering every creature type, 205.3m); "creatures of the chosen type get +1/+1" then
    applies to that type only — everyone's creatures of it, bob's Bears too."""
    g = position(
        {
            "alice": {"battlefield": ["Plains", "Plains", "Grizzly Bears", "Llanowar Elves"], "hand": [SPARE, "Shared Triumph"]},
            "bob": {"battlefield": ["Grizzly Bears"]},
        }
    )
    cast(g, "Shared Triumph")
    resolve_top(g)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_VALUE and d.player == ALICE
    assert len(d.options) == len(CREATURE_TYPES) and ChooseValue("Bear") in d.options
    assert ids_named(g, "Shared Triumph") == []  # 614.12a: chosen before it enters
    g.apply(choice)
    triumph = ids_named(g, "Shared Triumph")[0]
    assert g.state.objects[triumph].chosen["creature type"] == choice
    assert {pt(g, b) for b in ids_named(g, "Grizzly Bears")} == {bears}
    assert pt(g, ids_named(g, "Llanowar Elves")[0]) == elves
    assert [(e["choice"], e["value"]) for e in event_data(g, "chosen_as_enters")] == [("creature type", choice)]


def test_614_12a_hall_of_triumph_chosen_color_only_your_creatures() -> None:
    """CR 614.12a, 607.2d: Hall of Triumph, green chosen: alice's green creatures get +1/+1; her
    white creature and bob's green creature don't."""
    g = position(
        {
            "alice": {"battlefield": ["Island"] * 3 + ["Grizzly Bears", "Savannah Lions"], "hand": [SPARE, "Hall of Triumph"]},
            "bob": {"battlefield": ["Llanowar Elves"]},
        }
    )
    cast(g, "Hall of Triumph")
    resolve_top(g)
    assert g.decision is not None and g.decision.kind is DecisionKind.CHOOSE_VALUE
    assert [g.describe(a) for a in g.legal_actions()] == ["white", "blue", "black", "red", "green"]
    g.apply("green")
    assert pt(g, ids_named(g, "Grizzly Bears")[0]) == (3, 3)
    assert pt(g, ids_named(g, "Savannah Lions")[0]) == (2, 1)
    assert pt(g, ids_named(g, "Llanowar Elves")[0]) == (1, 1)
