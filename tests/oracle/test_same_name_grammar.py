""""Target X and all other Ys with the same name as that X" (CR 201.2), "not named CARDNAME", and
returning "the exiled cards" (CR 607.2a)."""

from __future__ import annotations

from manastack.model.abilities import TriggeredAbility
from manastack.model.effects import Destroy, May, MoveTo
from manastack.model.filters import NamedAsSource, SameNameAs, Target, Together
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def test_destroy_target_and_all_others_with_its_name() -> None:
    c = ok("Test Spell", "Instant", "Destroy target enchantment and all other enchantments with the same name as that enchantment.", "{1}{G}")
    (e,) = c.spell_ability.effects  # type: ignore[union-attr]
    assert isinstance(e, Destroy) and isinstance(e.what, Together)
    first, others = e.what.refs
    assert first == Target(0) and isinstance(others, SameNameAs) and others.of == Target(0)


def test_not_named_and_return_the_exiled_cards() -> None:
    c = ok("Test Sphere", "Enchantment", "When this enchantment enters, you may exile target nonland permanent not named Test Sphere and all other "
           "permanents with the same name as that permanent.\nWhen this enchantment leaves the battlefield, return the exiled cards to the "
           "battlefield under their owner's control.", "{1}{W}{U}")
    enters, leaves = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert enters.targets[0].filter.get(NamedAsSource) == NamedAsSource(False)
    (may,) = enters.effects
    assert isinstance(may, May) and isinstance(may.effects[0], MoveTo) and may.effects[0].zone is Zone.EXILE
    (ret,) = leaves.effects
    assert isinstance(ret, MoveTo) and ret.zone is Zone.BATTLEFIELD


def test_same_name_its_controller_controls_stays_unsupported() -> None:
    text = "Exile target creature and all other creatures its controller controls with the same name as that creature. You draw a card."
    assert compiled("Test Spell", "Sorcery", text, "{1}{W}").card is None
