"""Abilities of Auras: umbra armor written out (CR 702.89a), "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura." — the keyword line
"Umbra armor" stands for it (``KEYWORD_ABILITIES``). Umbra armor granted by name ("Auras attached
to permanents you control have umbra armor", "Otherwise, CARDNAME has umbra armor") isn't read."""

from __future__ import annotations

from manastack.model.abilities import UmbraArmor
from manastack.oracle.combinators import Parser, phrase, seq
from manastack.oracle.grammar.nouns import self_noun

umbra_armor: Parser[UmbraArmor] = seq(
    phrase("if enchanted permanent would be destroyed , instead remove all damage marked on it and destroy"), self_noun,
).value(UmbraArmor())
