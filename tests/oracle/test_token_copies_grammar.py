"""Token copies (CR 707.2: "create a token that's a copy of …"), populate (701.36a), tokens
created tapped (111.2), and "remove all counters from …" (122.1)."""

from __future__ import annotations

from manastack.model.abilities import ActivatedAbility, TriggeredAbility
from manastack.model.effects import CreateToken, CreateTokenCopy, Populate, RemoveAllCounters
from manastack.model.filters import Target, This
from tests.oracle.helpers import compiled, ok


def test_copy_of_itself() -> None:
    c = ok("Pack Rat", "Creature — Rat", "{2}{B}, Discard a card: Create a token that's a copy of Pack Rat.", "{1}{B}", "2/2")
    (ab,) = c.abilities
    assert isinstance(ab, ActivatedAbility) and ab.effects == (CreateTokenCopy(This()),)


def test_copies_of_a_target() -> None:
    c = ok("Copy Test", "Sorcery", "Create two tokens that are copies of target creature you control.")
    (ab,) = c.abilities
    assert ab.effects == (CreateTokenCopy(Target(0), 2),)  # type: ignore[union-attr]


def test_copy_with_exceptions_stays_unsupported() -> None:
    c = compiled("Except Test", "Sorcery", "Create a token that's a copy of target creature you control, except it's an artifact in addition to its other types.")
    assert c.card is None


def test_populate() -> None:
    c = ok("Rootborn Defenses", "Instant", "Populate. Creatures you control gain indestructible until end of turn.")
    assert c.abilities[0].effects[0] == Populate()  # type: ignore[union-attr]


def test_tapped_token() -> None:
    c = ok("Xathrid Necromancer", "Creature — Human Wizard",
           "Whenever Xathrid Necromancer or another Human creature you control dies, create a tapped 2/2 black Zombie creature token.", "{2}{B}", "2/2")
    (ab,) = c.abilities
    assert isinstance(ab, TriggeredAbility) and isinstance(ab.effects[0], CreateToken) and ab.effects[0].tapped


def test_remove_all_counters() -> None:
    c = ok("Vampire Hexmage", "Creature — Vampire Shaman", "Sacrifice Vampire Hexmage: Remove all counters from target permanent.", "{B}{B}", "2/1")
    (ab,) = c.abilities
    assert isinstance(ab, ActivatedAbility) and ab.effects == (RemoveAllCounters(Target(0)),)
