"""Guttersnipe: whenever you cast an instant or sorcery spell, it deals 2 damage to each opponent
(603.2, 601.2i). Rulings: the trigger resolves before the spell; in Two-Headed Giant the opposing
team loses 4 life (810.9: each opponent is dealt 2, applied to the shared total)."""

from __future__ import annotations

from manastack.position import position
from manastack.state.game_state import Format
from tests.drivers import ALICE, C, cast, game, graveyard, life, names, resolve, resolve_all

SNIPE = "Guttersnipe"


def test_instant_cast_deals_two_to_each_opponent_before_the_spell_resolves() -> None:
    g = game({"battlefield": [C(SNIPE)] + [C("Swamp")] * 3, "hand": [C("Bilbo's Deadly Slice")]},
             {"battlefield": [C("Westfold Rider")]})
    cast(g, "Bilbo's Deadly Slice", "Westfold Rider")
    assert names(g, g.state.stack) == ["Bilbo's Deadly Slice", SNIPE]  # the trigger is on top
    resolve(g)
    assert life(g) == [20, 18] and names(g, g.state.stack) == ["Bilbo's Deadly Slice"]
    resolve_all(g)


def test_creature_spell_does_not_trigger() -> None:
    g = game({"battlefield": [C(SNIPE)] + [C("Forest")], "hand": [C("Elvish Mystic")]})
    cast(g, "Elvish Mystic")
    resolve_all(g)
    assert life(g) == [20, 20]


def test_ruling_two_headed_giant_opposing_team_loses_four() -> None:
    lib = [C("Plains")] * 8
    g = position({"alice": {"battlefield": [C(SNIPE), C("Swamp"), C("Swamp"), C("Swamp")], "hand": [C("Night's Whisper")], "library": lib},
                  "carol": {"library": lib}, "bob": {"library": lib}, "dave": {"library": lib}}, format=Format.TWO_HEADED_GIANT)
    cast(g, "Night's Whisper")
    resolve_all(g)
    assert [t.life for t in g.state.teams] == [28, 26]


def test_ruling_trigger_resolves_even_if_the_spell_is_countered() -> None:
    g = game({"battlefield": [C(SNIPE)] + [C("Swamp")] * 2, "hand": [C("Night's Whisper")]},
             {"battlefield": [C("Island")] * 2, "hand": [C("Counterspell")]})
    cast(g, "Night's Whisper")
    g.apply("Pass priority")  # bob responds above the trigger
    cast(g, "Counterspell", "Night's Whisper")
    resolve_all(g)
    assert graveyard(g, ALICE) == ["Night's Whisper"] and life(g) == [20, 18]
