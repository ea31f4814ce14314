"""Morph, megamorph and disguise lines (CR 702.37a–b, 702.168a) and "when this creature is turned
face up" triggers (708.8), read from real cards' text."""

from __future__ import annotations

from manastack.mana import ManaCost
from manastack.model.abilities import ModifyPTStatic, Morph, StaticAbility, TriggeredAbility, TurnedFaceUpWithCounters
from manastack.model.costs import Cost, PayLife
from manastack.model.filters import Controller, ControllerIs, IsFaceDown, ObjectFilter
from manastack.model.triggers import AboutThis, Matches, TriggerEvent
from manastack.model.types import FaceDown
from tests.oracle.helpers import compiled, ok

_REMINDER = "(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"


def _morphs(c: object) -> list[Morph]:
    return [a for a in c.abilities if isinstance(a, Morph)]  # type: ignore[attr-defined]


def test_morph_with_a_mana_cost_and_its_turned_face_up_trigger() -> None:
    c = ok("Skirk Marauder", "Creature — Goblin", f"Morph {{2}}{{R}} {_REMINDER}\nWhen this creature is turned face up, it deals 2 damage to any target.",
           "{1}{R}", "2/1")
    assert _morphs(c) == [Morph(Cost(mana=ManaCost.parse("{2}{R}")), FaceDown.MORPH, text="Morph {2}{R}")]
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.TURNED_FACE_UP and trig.trigger.constraints == (AboutThis(),)


def test_morph_with_a_cost_other_than_mana() -> None:
    c = ok("Zombie Cutthroat", "Creature — Zombie", f"Morph—Pay 5 life. {_REMINDER}", "{3}{B}{B}", "3/4")
    (m,) = _morphs(c)
    assert (m.cost, m.kind) == (Cost(parts=(PayLife(5),)), FaceDown.MORPH)


def test_megamorph_and_disguise() -> None:
    c = ok("Ainok Survivalist", "Creature — Dog Shaman",
           "Megamorph {1}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost "
           "and put a +1/+1 counter on it.)\nWhen this creature is turned face up, destroy target artifact or enchantment an opponent controls.",
           "{1}{G}", "2/1")
    assert [(m.cost, m.kind) for m in _morphs(c)] == [(Cost(mana=ManaCost.parse("{1}{G}")), FaceDown.MEGAMORPH)]
    d = ok("Vengeful Creeper", "Creature — Plant Elemental",
           "Disguise {5}{G} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time "
           "for its disguise cost.)\nWhen this creature is turned face up, destroy target artifact or enchantment an opponent controls.",
           "{4}{G}", "5/5")
    assert [(m.cost, m.kind) for m in _morphs(d)] == [(Cost(mana=ManaCost.parse("{5}{G}")), FaceDown.DISGUISE)]


def test_a_morph_cost_with_x_stays_unsupported() -> None:
    """702.37f: X in a morph cost is defined by the card's other abilities, which aren't read."""
    c = compiled("Warbreak Trumpeter", "Creature — Goblin", f"Morph {{X}}{{X}}{{R}} {_REMINDER}\n"
                 "When this creature is turned face up, create X 1/1 red Goblin creature tokens.", "{R}", "1/1")
    assert c.card is None and "Morph" in c.explain()


def test_whenever_a_permanent_you_control_is_turned_face_up() -> None:
    c = ok("Mastery of the Unseen", "Enchantment",
           "Whenever a permanent you control is turned face up, you gain 1 life for each creature you control.\n"
           "{3}{W}: Manifest the top card of your library. (Put it onto the battlefield face down as a 2/2 creature. Turn it face up any "
           "time for its mana cost if it's a creature card.)", "{1}{W}")
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.TURNED_FACE_UP
    (m,) = trig.trigger.constraints
    assert isinstance(m, Matches) and m.filter.get(ControllerIs) == ControllerIs(Controller.YOU)


def test_face_down_and_face_up_in_a_filter() -> None:
    """708.2: "face-down creatures you control" (Secret Plans); "face-up" is its opposite."""
    c = ok("Secret Plans", "Enchantment",
           "Face-down creatures you control get +0/+1.\nWhenever a permanent you control is turned face up, draw a card.", "{G}{U}")
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert isinstance(st.effect, ModifyPTStatic) and isinstance(st.effect.affected, ObjectFilter)
    assert st.effect.affected.get(IsFaceDown) == IsFaceDown() and (st.effect.power, st.effect.toughness) == (0, 1)
    (trig,) = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert trig.trigger.event is TriggerEvent.TURNED_FACE_UP


def test_enters_or_is_turned_face_up_is_two_triggers() -> None:
    c = ok("Gadget Technician", "Creature — Goblin Artificer",
           "When this creature enters or is turned face up, create a 1/1 colorless Thopter artifact creature token with flying.\n"
           "Disguise {U/R}{U/R} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its "
           "disguise cost.)", "{2}{U}{R}", "3/2")
    trigs = [a for a in c.abilities if isinstance(a, TriggeredAbility)]
    assert [t.trigger.event for t in trigs] == [TriggerEvent.ENTERS, TriggerEvent.TURNED_FACE_UP]
    assert all(t.trigger.constraints == (AboutThis(),) for t in trigs)


def test_as_this_is_turned_face_up_put_counters() -> None:
    """708.11 (Bubble Smuggler)."""
    c = ok("Bubble Smuggler", "Creature — Octopus Fish",
           "Disguise {5}{U} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its "
           "disguise cost.)\nAs this creature is turned face up, put four +1/+1 counters on it.", "{1}{U}", "2/1")
    (st,) = [a for a in c.abilities if isinstance(a, StaticAbility)]
    assert st.effect == TurnedFaceUpWithCounters("+1/+1", 4)
