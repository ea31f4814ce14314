"""Impulse draw: "Exile the top card(s) of your library. You may play that card this turn" / "Until
the end of your next turn, you may play those cards" (a permission for as long as CR 611.2a says)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, SpellAbility
from manastack.model.effects import MayPlay, MoveTo, PlayDuration
from manastack.model.filters import CreatedObjects, TopOfLibrary
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok


def _spell(text: str, name: str = "Impulse") -> SpellAbility:
    c = ok(name, "Sorcery", text, "{2}{R}")
    (sa,) = [a for a in c.abilities if isinstance(a, SpellAbility)]
    return sa


def test_act_on_impulse_exiles_three_and_permits_them_this_turn() -> None:
    sa = _spell("Exile the top three cards of your library. Until end of turn, you may play those cards. (If you cast a spell this"
                " way, you still pay its costs. You can play a land this way only if you have an available land play remaining.)")
    assert sa.effects == (MoveTo(TopOfLibrary(3), Zone.EXILE), MayPlay(CreatedObjects(), PlayDuration.THIS_TURN))


def test_reckless_impulse_until_the_end_of_your_next_turn() -> None:
    sa = _spell("Exile the top two cards of your library. Until the end of your next turn, you may play those cards.")
    assert sa.effects == (MoveTo(TopOfLibrary(2), Zone.EXILE), MayPlay(CreatedObjects(), PlayDuration.END_OF_NEXT_TURN))


def test_hedron_detonator_one_card_this_turn() -> None:
    c = ok("Hedron Detonator", "Creature — Goblin Artificer", "{T}, Sacrifice two artifacts: Exile the top card of your library."
           " You may play that card this turn.", "{2}{R}", "2/3")
    (ab,) = [a for a in c.abilities if isinstance(a, ActivatedAbility)]
    assert ab.effects == (MoveTo(TopOfLibrary(1), Zone.EXILE), MayPlay(CreatedObjects(), PlayDuration.THIS_TURN))


def test_a_permission_lasting_until_another_card_is_exiled_stays_unsupported() -> None:
    c = compiled("Furious Rise", "Enchantment", "At the beginning of your end step, if you control a creature with power 4 or greater,"
                 " exile the top card of your library. You may play that card until you exile another card with this enchantment.", "{2}{R}")
    assert c.card is None and "until you exile another card" in c.explain()
