"""Sunburst lines (CR 702.44a): one static ability that functions as the permanent enters; variants
that name another counter kind or amount ("Oil Sunburst", "Megasunburst") stay unsupported."""

from __future__ import annotations

from manastack.model.abilities import StaticAbility, Sunburst
from tests.oracle.helpers import compiled, ok, plain


def test_suntouched_myr_has_sunburst() -> None:
    c = ok("Suntouched Myr", "Artifact Creature — Myr", "Sunburst (This enters with a +1/+1 counter on it for each color of mana spent to cast it.)",
           "{3}", "0/0")
    assert plain(c.abilities) == (StaticAbility(Sunburst()),)


def test_a_sunburst_variant_stays_unsupported() -> None:
    c = compiled("Oilskelion", "Artifact Creature — Phyrexian Construct", "Oil Sunburst (This enters the battlefield with an oil counter on it"
                 " for each color of mana spent to cast it.)", "{4}", "3/3")
    assert c.card is None and "Oil Sunburst" in c.explain()
