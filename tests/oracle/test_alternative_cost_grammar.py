"""A spell's own alternative cost (CR 118.9): "You may [cost] rather than pay this spell's mana
cost", its components joined by "and", and "If [condition], …" offering it only then (601.2b)."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import ALTERNATIVE, AlternativeCost, PTEqualTo, StaticAbility
from manastack.model.conditions import ControlsAtLeast, Not, YourTurn
from manastack.model.costs import Cost, ExileCardsFromHand, OpponentGainsLife, PayLife, ReturnPermanents
from manastack.model.types import Zone
from tests.oracle.helpers import compiled, ok, plain


def _alt(c: object) -> AlternativeCost:
    (a,) = [a for a in plain(c.abilities) if isinstance(a, AlternativeCost)]  # type: ignore[attr-defined]
    return a


def test_force_of_will_pays_life_and_exiles_a_blue_card_from_hand() -> None:
    c = ok("Force of Will", "Instant", "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell.", "{3}{U}{U}")
    a = _alt(c)
    assert a.name == ALTERNATIVE and a.zone is Zone.HAND and a.condition is None
    assert a.cost.mana is None
    life, exile = sorted(a.cost.parts, key=lambda p: type(p).__name__, reverse=True)
    assert life == PayLife(1)
    assert isinstance(exile, ExileCardsFromHand) and exile.count == 1 and exile.filter.zone is Zone.HAND


def test_a_condition_before_the_cost_limits_it() -> None:
    negation = _alt(ok("Force of Negation", "Instant", "If it's not your turn, you may exile a blue card from your hand rather than pay this spell's mana cost.\n"
                       "Counter target noncreature spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.", "{1}{U}{U}"))
    assert negation.condition == Not(YourTurn())
    invigorate = _alt(ok("Invigorate", "Instant", "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life.\n"
                         "Target creature gets +4/+4 until end of turn.", "{2}{G}"))
    assert isinstance(invigorate.condition, ControlsAtLeast) and invigorate.cost == Cost(parts=(OpponentGainsLife(3),))


def test_mana_and_returned_lands() -> None:
    a = _alt(ok("Fieldmist Borderpost", "Artifact", "You may pay {1} and return a basic land you control to its owner's hand rather than pay this spell's mana cost.\n"
                "This artifact enters tapped.\n{T}: Add {G} or {W}.", "{1}{G}{W}"))
    assert a.cost.mana == ManaCost.parse("{1}") and isinstance(a.cost.parts[0], ReturnPermanents)


def test_one_plus_star_is_defined_by_its_ability() -> None:
    c = ok("Allosaurus Rider", "Creature — Elf Warrior", "You may exile two green cards from your hand rather than pay this spell's mana cost.\n"
           "Allosaurus Rider's power and toughness are each equal to 1 plus the number of lands you control.", "{5}{G}{G}", "1+*/1+*")
    (cda,) = [a.effect for a in c.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, PTEqualTo)]
    assert cda.plus == 1
    exile = _alt(c).cost.parts[0]
    assert isinstance(exile, ExileCardsFromHand) and exile.count == 2


def test_a_one_plus_star_without_the_plus_stays_unsupported() -> None:
    c = compiled("Test Rider", "Creature — Elf", "Test Rider's power and toughness are each equal to the number of lands you control.", "{3}{G}", "1+*/1+*")
    assert c.card is None and "power/toughness" in c.explain()


def test_unread_alternative_costs_stay_unsupported() -> None:
    foil = compiled("Foil", "Instant", "You may discard an Island card and another card rather than pay this spell's mana cost.\nCounter target spell.", "{2}{U}{U}")
    assert foil.card is None and "rather than pay" in foil.explain()
    edict = compiled("Blasphemous Edict", "Sorcery", "You may pay {B} rather than pay this spell's mana cost if there are thirteen or more creatures on the battlefield.\n"
                     "Each player sacrifices thirteen creatures of their choice.", "{3}{B}{B}")
    assert edict.card is None and "thirteen" in edict.explain()
