"""Dungeons (CR 309), venturing into the dungeon (701.49) and the initiative (726): the verbs,
the conditions and triggers on completed dungeons, and dungeon cards' rooms."""

from __future__ import annotations

from manastack.model.abilities import EnteredOnlyVenturingInto, SpellAbility, StaticAbility, TriggeredAbility
from manastack.model.conditions import CompletedDungeon, HasInitiative, Not
from manastack.model.effects import Venture
from manastack.model.filters import Controller, You
from manastack.model.triggers import ByPlayer, Room, TriggerEvent
from manastack.model.types import CardType
from manastack.oracle.dungeons import read_dungeon
from tests.oracle.helpers import compiled, ok

_LOST_MINE = (
    "Cave Entrance — Scry 1. (Leads to: Goblin Lair, Mine Tunnels)\n"
    "Goblin Lair — Create a 1/1 red Goblin creature token. (Leads to: Storeroom, Dark Pool)\n"
    "Mine Tunnels — Create a Treasure token. (Leads to: Dark Pool, Fungi Cavern)\n"
    "Storeroom — Put a +1/+1 counter on target creature. (Leads to: Temple of Dumathoin)\n"
    "Dark Pool — Each opponent loses 1 life and you gain 1 life. (Leads to: Temple of Dumathoin)\n"
    "Fungi Cavern — Target creature gets -4/-0 until your next turn. (Leads to: Temple of Dumathoin)\n"
    "Temple of Dumathoin — Draw a card."
)


def test_701_49a_venture_into_the_dungeon() -> None:
    spell = ok("Test", "Sorcery", "Draw a card. Venture into the dungeon. (Enter the first room or advance to the next room.)").abilities[0]
    assert isinstance(spell, SpellAbility) and spell.effects[-1] == Venture(You())


def test_309_4c_a_dungeon_cards_rooms_are_triggered_abilities_with_their_arrows() -> None:
    c = ok("Lost Mine of Phandelver", "Dungeon", _LOST_MINE, cost="")
    assert c.types == frozenset({CardType.DUNGEON})
    rooms = [next(x for x in ab.trigger.constraints if isinstance(x, Room)) for ab in c.abilities if isinstance(ab, TriggeredAbility)]
    assert [r.name for r in rooms][:3] == ["Cave Entrance", "Goblin Lair", "Mine Tunnels"]
    assert rooms[0].leads_to == (1, 2) and rooms[2].leads_to == (4, 5) and rooms[6].leads_to == ()
    assert all(ab.trigger.event is TriggerEvent.ROOM_ENTERED for ab in c.abilities if isinstance(ab, TriggeredAbility))


def test_a_room_that_doesnt_compile_keeps_the_dungeon_unsupported() -> None:
    c = compiled("Test Dungeon", "Dungeon", "Entry — Goad target creature. (Leads to: Exit)\nExit — Draw a card.", cost="")
    assert c.card is None and "goad target creature" in c.explain().lower()


def test_a_dungeon_without_a_single_bottommost_room_stays_unsupported() -> None:
    """Rooms no arrow connects (an Alchemy dungeon's list of rooms) aren't one map (309.5)."""
    c = compiled("Test Dungeon", "Dungeon", "Entry — Draw a card.\nExit — Draw a card.", cost="")
    assert c.card is None and "single bottommost room" in c.explain()


def test_701_49d_undercitys_restriction_is_read() -> None:
    read = read_dungeon('You can\'t enter this dungeon unless you "venture into Undercity."\nSecret Entrance — Draw a card.')
    assert read.only_venturing is not None and read.only_venturing.effect == EnteredOnlyVenturingInto("Undercity")
    assert not read.unread and len(read.rooms) == 1


def test_309_7_completed_dungeon_conditions() -> None:
    c = ok("Test", "Creature — Test", "As long as you've completed a dungeon, this creature gets +3/+0 and has flying.", pt="0/4")
    assert isinstance(c.abilities[0], StaticAbility) and c.abilities[0].condition == CompletedDungeon()
    c = ok("Test", "Creature — Test", "When this creature enters, if you haven't completed Tomb of Annihilation, draw a card.", pt="1/1")
    assert c.abilities[0].intervening_if == Not(CompletedDungeon("Tomb of Annihilation"))  # type: ignore[union-attr]
    c = ok("Test", "Creature — Test", "At the beginning of your end step, if you have the initiative, draw a card.", pt="1/1")
    assert c.abilities[0].intervening_if == HasInitiative()  # type: ignore[union-attr]


def test_309_7_whenever_you_complete_a_dungeon() -> None:
    ab = ok("Test", "Creature — Test", "Whenever you complete a dungeon, draw a card.", pt="1/1").abilities[0]
    assert isinstance(ab, TriggeredAbility) and ab.trigger.event is TriggerEvent.COMPLETES_DUNGEON
    assert ab.trigger.constraints == (ByPlayer(Controller.YOU),)


def test_726_taking_the_initiative_needs_undercity_to_compile() -> None:
    """Taking the initiative ventures into Undercity (726.2): while Undercity's rooms don't all
    compile (goad), a card that takes the initiative stays unsupported, naming it."""
    c = compiled("Test", "Creature — Test", "When this creature enters, you take the initiative.", pt="1/1")
    assert c.card is None and "Undercity" in c.explain()


def test_limits_on_venturing_stay_unsupported() -> None:
    c = compiled("Test", "Creature — Test", "Each opponent can't venture into the dungeon more than once each turn.", pt="1/1")
    assert c.card is None
    c = compiled("Test", "Creature — Test", "Room abilities of dungeons you own trigger an additional time.", pt="1/1")
    assert c.card is None
