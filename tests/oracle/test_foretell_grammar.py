"""Foretell lines (CR 702.143a): an alternative cost usable from exile once the card was foretold
(the special action is the rules' own, 116.2h)."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import FORETELL, AlternativeCost
from manastack.model.costs import Cost
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok

_REMINDER = (" (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for"
             " its foretell cost.)")


def _foretell(abilities: tuple[object, ...]) -> AlternativeCost:
    (a,) = [a for a in abilities if isinstance(a, AlternativeCost)]
    return a


def test_saw_it_coming_has_a_foretell_cost_usable_from_exile() -> None:
    c = ok("Saw It Coming", "Instant", "Counter target spell.\nForetell {1}{U}" + _REMINDER, "{1}{U}{U}")
    a = _foretell(c.abilities)
    assert a.name == FORETELL and a.zone is Zone.EXILE and a.cost == Cost(mana=ManaCost.parse("{1}{U}"))
    assert not a.exile_on_leaving_stack


def test_foretell_beside_a_sorcery_effect() -> None:
    c = ok("Dwarven Reinforcements", "Sorcery", "Create two 2/1 red Dwarf Berserker creature tokens.\nForetell {1}{R}" + _REMINDER, "{3}{R}")
    assert _foretell(c.abilities).cost == Cost(mana=ManaCost.parse("{1}{R}"))


def test_a_spell_that_asks_whether_it_was_foretold_stays_unsupported() -> None:
    # 702.143c: "if this spell was foretold" is not read.
    c = compiled("Poison the Cup", "Instant", "Destroy target creature. If this spell was foretold, scry 2.\nForetell {1}{B}" + _REMINDER,
                 "{1}{B}{B}")
    assert c.card is None and "foretold" in c.explain()
