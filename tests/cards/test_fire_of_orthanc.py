"""Fire of Orthanc — {3}{R} Sorcery: "Destroy target artifact or land. Creatures without flying
can't block this turn." The restriction modifies the rules of the game (CR 611.2c): it isn't
locked to the creatures that lacked flying as the spell resolved — it is checked as blockers are
declared (509.1b), so a creature that enters later can't block and one that gains flying can."""

from __future__ import annotations

from manastack.actions import DecisionKind, Pass
from manastack.game import Game
from manastack.model.abilities import CombatRestriction
from tests.drivers import BOB, C, attack, blockers_offered, cast, game, graveyard, kind, oid, pass_until, resolve_all

SPELL = "Fire of Orthanc"


def _cast_fire(bob_hand: list[object] | None = None, bob_lands: int = 0) -> Game:
    g = game(
        {"hand": [C(SPELL)], "battlefield": [C("Mountain")] * 4 + [{"card": C("Hill Giant"), "as": "giant"}]},
        {"hand": bob_hand or [], "battlefield": [{"card": C("Swamp"), "as": "swamp"}, {"card": C("Grizzly Bears"), "as": "bears"},
                                                 {"card": C("Serra Angel"), "as": "angel"}] + [C("Plains")] * bob_lands},
    )
    cast(g, SPELL, oid(g, "swamp"))
    resolve_all(g)
    return g


def test_destroys_the_target_land() -> None:
    g = _cast_fire()
    assert "Swamp" in graveyard(g, BOB)


def test_only_creatures_with_flying_can_block_this_turn() -> None:
    g = _cast_fire()
    attack(g, "giant")
    assert blockers_offered(g) == {"Serra Angel"}


def test_a_creature_that_enters_after_the_spell_resolved_cant_block_either() -> None:
    g = _cast_fire([C("Raise the Alarm")], bob_lands=2)
    g.apply(Pass())  # alice passes; bob casts at instant speed in her main phase
    cast(g, "Raise the Alarm")
    resolve_all(g)
    attack(g, "giant")
    assert blockers_offered(g) == {"Serra Angel"}


def test_a_creature_that_gains_flying_later_can_block() -> None:
    g = _cast_fire([C("Escape from Orthanc")], bob_lands=1)
    g.apply(Pass())
    cast(g, "Escape from Orthanc", oid(g, "bears"))
    resolve_all(g)
    attack(g, "giant")
    assert blockers_offered(g) == {"Serra Angel", "Grizzly Bears"}


def test_the_restriction_ends_with_the_turn() -> None:
    g = _cast_fire()
    assert any(isinstance(e.effect, CombatRestriction) for e in g.state.effects)
    pass_until(g, lambda g: g.state.turn == 4 and kind(g) is DecisionKind.PRIORITY)
    assert not any(isinstance(e.effect, CombatRestriction) for e in g.state.effects)
