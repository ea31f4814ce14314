""""Cast this spell only if [condition]" (CR 601.3)."""

from __future__ import annotations

from manastack.model.abilities import CastOnlyIf, StaticAbility
from manastack.model.conditions import AttackedThisStep, ControlsAtLeast, CreatureDiedThisTurn
from manastack.model.filters import Subtypes
from tests.oracle.helpers import compiled, ok


def _restriction(text: str, type_line: str = "Sorcery", pt: str | None = None) -> object:
    c = ok("Test", type_line, text, "{1}{B}", pt)
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, CastOnlyIf)]
    assert isinstance(st.effect, CastOnlyIf)
    return st.effect.condition


def test_control_two_or_more_vampires_feast_of_blood() -> None:
    cond = _restriction("Cast this spell only if you control two or more Vampires.\nDestroy target creature. You gain 4 life.")
    assert isinstance(cond, ControlsAtLeast) and cond.count == 2 and cond.filter.get(Subtypes) == Subtypes(frozenset({"Vampire"}))


def test_a_creature_died_this_turn_grim_wanderer() -> None:
    cond = _restriction("Flying\nTragic Backstory — Cast this spell only if a creature died this turn.", "Creature — Human Wizard", "4/4")
    assert cond == CreatureDiedThisTurn()


def test_timing_restriction_stays_unsupported() -> None:
    c = compiled("Test", "Instant", "Cast this spell only during combat.\nTarget creature gets +2/+2 until end of turn.")
    assert c.card is None and "Cast CARDNAME only during combat" in c.explain()


def test_another_spell_this_turn_stays_unsupported() -> None:
    c = compiled("Test", "Creature — Angel Illusion", "Flying\nCast this spell only if you've cast another spell this turn.", "{2}{U}", "4/4")
    assert c.card is None


def test_declare_attackers_step_if_attacked_defiant_stand() -> None:
    cond = _restriction(
        "Cast this spell only during the declare attackers step and only if you've been attacked this step.\n"
        "Target creature gets +1/+3 until end of turn. Untap that creature.", "Instant",
    )
    assert cond == AttackedThisStep()


def test_declare_blockers_step_restriction_stays_unsupported() -> None:
    c = compiled("Test", "Instant", "Cast this spell only during the declare blockers step.\nTarget creature gets +2/+2 until end of turn.")
    assert c.card is None and "Cast CARDNAME only during the declare blockers step" in c.explain()
