"""Plot lines (CR 702.170a): a special action from the hand; the plotted card is cast later without
paying its mana cost (702.170d)."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import Plot
from manastack.model.costs import Cost
from tests.oracle.helpers import compiled, ok

_REMINDER = (" (You may pay {1}{R} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its"
             " mana cost. Plot only as a sorcery.)")


def _plot(abilities: tuple[object, ...]) -> Plot:
    (p,) = [a for a in abilities if isinstance(a, Plot)]
    return p


def test_slickshot_show_off_has_plot_with_its_cost() -> None:
    c = ok("Slickshot Show-Off", "Creature — Bird Wizard", "Flying, haste\nWhenever you cast a noncreature spell, this creature gets"
           " +2/+0 until end of turn.\nPlot {1}{R}" + _REMINDER, "{1}{R}", "1/2")
    assert _plot(c.abilities).cost == Cost(mana=ManaCost.parse("{1}{R}"))


def test_plot_on_a_sorcery() -> None:
    c = ok("Rise of the Varmints", "Sorcery", "Create X 2/1 green Varmint creature tokens, where X is the number of creature cards in"
           " your graveyard.\nPlot {2}{G}", "{3}{G}")
    assert _plot(c.abilities).cost == Cost(mana=ManaCost.parse("{2}{G}"))


def test_becoming_plotted_by_an_effect_stays_unsupported() -> None:
    # 702.170c: "it becomes plotted" by an effect is not read.
    c = compiled("Kellan Joins Up", "Legendary Enchantment", "When Kellan Joins Up enters, you may exile a nonland card with mana value"
                 " 3 or less from your hand. If you do, it becomes plotted.", "{G}{W}{U}")
    assert c.card is None and "plotted" in c.explain()
