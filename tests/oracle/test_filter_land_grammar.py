"""Filter lands' "Add {W}{W}, {W}{B}, or {B}{B}" (CR 605.3b, 106.1a): one of the listed
combinations; a list that isn't three combinations stays unsupported."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility
from manastack.model.effects import AddMana, ManaCombination, OneOf
from tests.oracle.helpers import compiled, ok


def _produce(text: str) -> object:
    c = ok("Filter", "Land", text, "")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    (e,) = ab.effects
    assert isinstance(e, AddMana)
    return e.produce


def test_three_combinations() -> None:
    p = _produce("{W/B}, {T}: Add {W}{W}, {W}{B}, or {B}{B}.")
    assert p == ManaCombination((("W", "W"), ("W", "B"), ("B", "B")))
    assert isinstance(p, ManaCombination) and p.types == ("W", "B")


def test_single_mana_list_is_still_one_of() -> None:
    assert _produce("{T}: Add {W}, {U}, or {B}.") == OneOf(("W", "U", "B"))


def test_two_or_four_combinations_stay_unsupported() -> None:
    assert compiled("Filter", "Land", "{1}, {T}: Add {W}{W} or {U}{U}.", "").card is None
    assert compiled("Filter", "Land", "{1}, {T}: Add {W}{W}, {W}{U}, {U}{W}, or {U}{U}.", "").card is None
