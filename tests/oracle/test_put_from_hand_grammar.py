"""Effects that put a card from the hand onto the battlefield (chosen as the effect happens, CR
608.2c; not played or cast, 305.4, 601.1)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, SpellAbility
from manastack.model.effects import May, MoveChosen
from manastack.model.filters import CardTypes, OwnerIsYou
from manastack.model.types import CardType, Zone
from tests.oracle.helpers import compiled, ok


def _move(effects: tuple[object, ...]) -> MoveChosen:
    may = next(e for e in effects if isinstance(e, May))
    (move,) = may.effects
    assert isinstance(move, MoveChosen)
    return move


def test_growth_spiral_puts_a_land_card_from_the_hand() -> None:
    c = ok("Growth Spiral", "Instant", "Draw a card. You may put a land card from your hand onto the battlefield.", "{G}{U}")
    (sa,) = (a for a in c.abilities if isinstance(a, SpellAbility))
    move = _move(sa.effects)
    assert move.zone is Zone.BATTLEFIELD and not move.tapped
    assert move.filter.zone is Zone.HAND and move.filter.get(OwnerIsYou) is not None
    types = move.filter.get(CardTypes)
    assert types is not None and types.types == frozenset({CardType.LAND})


def test_elvish_piper_and_a_tapped_land() -> None:
    c = ok("Elvish Piper", "Creature — Elf Shaman", "{G}, {T}: You may put a creature card from your hand onto the battlefield.", "{3}{G}", "1/1")
    (ab,) = (a for a in c.abilities if isinstance(a, ActivatedAbility))
    types = _move(ab.effects).filter.get(CardTypes)
    assert types is not None and types.types == frozenset({CardType.CREATURE})
    c = ok("Arboreal Grazer", "Creature — Sloth Beast", "Reach\nWhen this creature enters, you may put a land card from your hand onto the battlefield tapped.", "{G}", "0/3")
    assert "tapped=True" in repr(c.abilities)


def test_tapped_and_attacking_is_not_read() -> None:
    text = "Whenever this creature attacks, you may put a Soldier creature card from your hand onto the battlefield tapped and attacking."
    c = compiled("Test Captain", "Creature — Human Soldier", text, "{1}{W}", "2/2")
    assert c.card is None
    assert any("tapped and attacking" in u.text for u in c.unsupported)
