"""CR 103.6a: "If this card is in your opening hand, you may begin the game with it on the
battlefield." (the Leylines)."""

from __future__ import annotations

from manastack.model.abilities import BeginOnBattlefield, ModifyPTStatic, StaticAbility
from tests.oracle.helpers import compiled, ok

LEYLINE = "If this card is in your opening hand, you may begin the game with it on the battlefield."


def test_leyline_of_the_meek() -> None:
    c = ok("Leyline of the Meek", "Enchantment", f"{LEYLINE}\nCreature tokens get +1/+1.", "{2}{W}{W}")
    effects = [a.effect for a in c.abilities if isinstance(a, StaticAbility)]
    assert effects[0] == BeginOnBattlefield() and isinstance(effects[1], ModifyPTStatic)


def test_a_condition_or_a_counter_is_not_read() -> None:
    text = ("If this card is in your opening hand and you're not the starting player, you may begin the game with this card on the battlefield "
            "with a luck counter on it. If you do, exile a card from your hand.\n{T}: Add {C}.")
    c = compiled("Test Caverns", "Legendary Land", text, "")
    assert c.card is None
    assert any("opening hand" in u.text for u in c.unsupported)
