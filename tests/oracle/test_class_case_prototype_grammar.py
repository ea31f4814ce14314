"""Class cards (CR 716), Case cards (719) and prototype cards (718, 702.160a): their striated text
boxes and inset frame compile to the general mechanisms — real cards compile, and a variant the
grammar doesn't read stays unsupported with its clause named."""

from __future__ import annotations

from manastack.cards.tokens import predefined_token
from manastack.mana import ManaCost
from manastack.model.abilities import PROTOTYPE, ActivatedAbility, AlternativeCost, GrantAbilitiesStatic, StaticAbility, TriggeredAbility
from manastack.model.conditions import ControlsAtLeast, Not, SourceClassLevel, SourceSolved
from manastack.model.effects import BecomeClassLevel, BecomeSolved
from manastack.model.triggers import LevelReached, TriggerEvent, While
from manastack.oracle import Card, Face, compile_card
from manastack.oracle.result import Compiled
from tests.cardlib import card as real_card


def _compiled(name: str, layout: str, type_line: str, text: str, cost: str = "{1}", pt: str | None = None) -> Compiled:
    p, t = pt.split("/") if pt else (None, None)
    return compile_card(Card(name, layout, (Face(name, type_line, cost, text, p, t),)), predefined_token)


# ---- Class (CR 716) -------------------------------------------------------------------------------


def test_716_2a_cleric_class_level_bars_and_level_abilities() -> None:
    c = real_card("Cleric Class")
    bars = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    assert [(b.effects, b.condition, b.sorcery_speed, b.cost.mana) for b in bars] == [
        ((BecomeClassLevel(2),), SourceClassLevel(1, 1), True, ManaCost.parse("{3}{W}")),
        ((BecomeClassLevel(3),), SourceClassLevel(2, 2), True, ManaCost.parse("{4}{W}")),
    ]
    granted = [a for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, GrantAbilitiesStatic)]
    assert [g.condition for g in granted] == [SourceClassLevel(2), SourceClassLevel(3)]
    (level3,) = granted[1].effect.abilities  # type: ignore[union-attr]
    assert isinstance(level3, TriggeredAbility) and level3.trigger.event is TriggerEvent.BECOMES_LEVEL
    assert level3.trigger.constraint(LevelReached) == LevelReached(3)


def test_716_3_the_top_section_is_treated_normally() -> None:
    c = real_card("Cleric Class")
    # "If you would gain life, you gain that much life plus 1 instead." — no level condition
    assert any(isinstance(a, StaticAbility) and a.condition is None for a in c.abilities)


def test_real_classes_compile() -> None:
    for name in ("Gossip's Talent", "Hunter's Talent"):
        assert real_card(name).abilities


def test_a_level_section_the_grammar_cant_read_keeps_the_class_unsupported() -> None:
    c = _compiled("Test Class", "class", "Enchantment — Class", "When this Class enters, draw a card.\n{2}{U}: Level 2\nEach player antes the top card of their library.")
    assert c.card is None
    assert [u.text for u in c.unsupported] == ["Each player antes the top card of their library."]


# ---- Case (CR 719) --------------------------------------------------------------------------------

_CASE = "When this Case enters, you gain 2 life.\nTo solve — You control three or more artifacts. (If unsolved, solve at the beginning of your end step.)\nSolved — Creatures you control get +1/+0."


def test_719_3a_to_solve_is_an_end_step_trigger_with_the_condition_and_not_solved() -> None:
    c = _compiled("Test Case", "case", "Enchantment — Case", _CASE)
    assert c.card is not None, c.explain()
    (solve,) = [a for a in c.card.abilities if isinstance(a, TriggeredAbility) and a.effects == (BecomeSolved(),)]
    assert solve.trigger.event is TriggerEvent.BEGINNING_OF_STEP
    assert solve.trigger.constraint(While) == While(Not(SourceSolved()))
    assert isinstance(solve.intervening_if, ControlsAtLeast) and solve.intervening_if.count == 3


def test_719_3c_the_solved_ability_applies_only_while_solved() -> None:
    c = _compiled("Test Case", "case", "Enchantment — Case", _CASE)
    assert c.card is not None
    solved = [a for a in c.card.abilities if isinstance(a, StaticAbility) and a.condition == SourceSolved()]
    assert len(solved) == 1


def test_a_to_solve_condition_the_grammar_cant_read_is_named() -> None:
    # Case of the Trampled Garden's condition
    text = "When this Case enters, you gain 2 life.\nTo solve — Creatures you control have total power 8 or greater.\nSolved — Creatures you control get +1/+0."
    c = _compiled("Test Case", "case", "Enchantment — Case", text)
    assert c.card is None
    assert [u.text for u in c.unsupported] == ["To solve — Creatures you control have total power 8 or greater"]


# ---- Prototype (CR 718) ---------------------------------------------------------------------------


def test_718_2_goring_warplow_has_its_prototype_characteristics() -> None:
    c = real_card("Goring Warplow")
    assert (c.power, c.toughness, c.mana_cost) == (5, 4, ManaCost.parse("{6}"))
    assert c.prototype is not None
    assert (c.prototype.power, c.prototype.toughness, c.prototype.mana_cost) == (1, 1, ManaCost.parse("{1}{B}"))
    assert c.prototype.color == c.prototype.mana_cost.colors and c.prototype.color  # 718.3b: black
    assert not c.color  # the card itself is colorless
    assert any(isinstance(a, AlternativeCost) and a.name == PROTOTYPE for a in c.abilities)
    assert c.prototype.abilities == c.abilities  # 718.5: it keeps its abilities


def test_real_prototypes_compile() -> None:
    for name in ("Blitz Automaton", "Autonomous Assembler", "Depth Charge Colossus", "Iron-Craw Crusher"):
        assert real_card(name).prototype is not None


def test_a_prototype_line_without_its_size_stays_unsupported() -> None:
    c = _compiled("Test Golem", "prototype", "Artifact Creature — Golem", "Prototype {1}{R}\nHaste", "{5}", "5/5")
    assert c.card is None
    assert "prototype line" in c.unsupported[0].reason
