""""Discover N" (CR 701.57a) compiles to :class:`Discover`; an X with no definition the grammar reads
stays unsupported, with the clause named."""

from __future__ import annotations

from manastack.model.abilities import SpellAbility
from manastack.model.effects import Discover
from tests.oracle.helpers import compiled, ok


def test_daring_discovery() -> None:
    c = ok("Daring Discovery", "Sorcery", "Up to three target creatures can't block this turn.\nDiscover 4.", "{4}{R}")
    (ab,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    assert Discover(4) in ab.effects


def test_chimil_end_step_trigger() -> None:
    c = ok("Chimil, the Inner Sun", "Legendary Artifact", "Spells you control can't be countered.\nAt the beginning of your end step, discover 5.", "{6}")
    assert any(Discover(5) in getattr(a, "effects", ()) for a in c.abilities)


def test_discover_x_with_an_unread_definition_stays_unsupported() -> None:
    c = compiled("Hurl into History", "Instant", "Counter target artifact or creature spell. Discover X, where X is that spell's mana value.", "{3}{U}{U}")
    assert c.card is None
    assert "Discover X, where X is that spell's mana value" in c.explain()
