""""CARDNAME can't attack alone", "… can't attack or block alone" (CR 506.5)."""

from __future__ import annotations

from manastack.model.abilities import GrantKeywordsStatic, KeywordAbility, StaticAbility
from manastack.model.filters import This
from manastack.model.types import Keyword
from tests.oracle.helpers import compiled, ok


def test_cant_attack_alone_bonded_construct() -> None:
    c = ok("Test", "Artifact Creature — Construct", "Test can't attack alone.", "{1}", "2/1")
    assert KeywordAbility(Keyword.CANT_ATTACK_ALONE) in c.abilities


def test_cant_attack_or_block_alone_ember_beast() -> None:
    c = ok("Test", "Creature — Beast", "Test can't attack or block alone.", "{2}{R}", "3/4")
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert st.effect == GrantKeywordsStatic(This(), (Keyword.CANT_ATTACK_ALONE, Keyword.CANT_BLOCK_ALONE))


def test_can_only_attack_alone_stays_unsupported() -> None:
    c = compiled("Test", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +3/+0 and can only attack alone.", "{R}")
    assert c.card is None and "can only attack alone" in c.explain()
