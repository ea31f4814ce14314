"""Random two-colour decks (:mod:`manastack.testing.random_decks`) and random games between them
with the invariants checked after every action (``benchmarks/fuzz.py --random-decks`` plays many
more).

The decks draw from every card the package ships (the shipped pool and all the oracle data), and a
deck compiles only the cards it tries (a few hundred), not all 32,000 (minutes), so the games
cover every compiled card with no import and the test stays well under a minute.
"""

from __future__ import annotations

from collections import Counter

from manastack.model.types import CardType
from manastack.testing.fuzz import fuzz_game
from manastack.testing.random_decks import BASIC_LANDS, LANDS, NONLANDS, RandomDecks, decklist

#: The seeds of the games CI plays (well under a second each).
SEEDS = range(10)


def test_a_random_deck_is_24_lands_and_36_cards_of_its_two_colours() -> None:
    """CR 100.2a, 903.4: sixty cards, at most four of a card other than a basic land; the basic
    lands are of the deck's two colours, and every card's colour identity is within them."""
    builder = RandomDecks()
    for seed in range(6):
        for deck in builder.pair(seed):
            colours = deck.name.removeprefix("random ")
            assert len(colours) == 2 and len(deck.cards) == LANDS + NONLANDS
            assert sum(CardType.LAND in c.types for c in deck.cards) == LANDS
            counts = Counter(deck.card_names)
            basics = {BASIC_LANDS[c] for c in colours}
            assert all(n <= 4 for name, n in counts.items() if name not in basics), decklist(deck)
            for name in counts:
                assert set(builder.catalog.card(name).color_identity) <= set(colours), name


def test_the_same_seed_gives_the_same_decks() -> None:
    a, b = RandomDecks().pair(3), RandomDecks().pair(3)
    assert [d.card_names for d in a] == [d.card_names for d in b]
    assert [d.card_names for d in a] != [d.card_names for d in RandomDecks().pair(4)]


def test_random_games_between_random_decks_of_every_compiled_card() -> None:
    """Every game between two random decks keeps every invariant of
    :mod:`manastack.testing.invariants` after every action and ends."""
    builder = RandomDecks()
    assert len(builder.records) > 30000
    failures: list[str] = []
    for seed in SEEDS:
        a, b = builder.pair(seed)
        _, _, error = fuzz_game(a, b, seed, seed % 2)
        if error:
            failures.append(f"seed {seed}: {error}\n{a.name}:\n{decklist(a)}\n{b.name}:\n{decklist(b)}")
    assert not failures, "\n\n".join(failures)


def test_a_random_commander_deck_passes_the_commander_deck_check() -> None:
    """CR 903.3, 903.5: a legendary creature that compiles leads 99 singleton cards of its colour
    identity (basic lands of its colours to fill); the deck check finds nothing wrong, and the
    same seed builds the same deck."""
    from random import Random

    from manastack.carddata.commander_deck import check_commander_deck

    builder = RandomDecks()
    for seed in range(3):
        drawn = builder.commander_deck(Random(seed))
        assert len(drawn.cards) == 99 and len(drawn.commanders) == 1
        records = [builder.catalog.card(n) for n in drawn.card_names]
        assert check_commander_deck([builder.catalog.card(drawn.commanders[0].name)], records) == [], decklist(drawn)
        again = RandomDecks().commander_deck(Random(seed))
        assert (again.card_names, again.commander_names) == (drawn.card_names, drawn.commander_names)


def test_random_four_player_commander_games_keep_the_invariants() -> None:
    """CR 903: four random Commander decks played out by random players, commanders cast from the
    command zone and returned to it, the invariants holding after every action."""
    from random import Random

    from manastack.testing.fuzz import fuzz_commander_game

    builder = RandomDecks()
    rng = Random(0)
    game, _, error = fuzz_commander_game([builder.commander_deck(rng) for _ in range(4)], 0)
    assert error == "", error
    assert game.is_over
    assert any(e.event == "spell_cast" and e.get("from") == "command" for e in game.log)  # 903.8
