"""Looking at the top N cards of a library (CR 401.2) and putting them elsewhere: a card chosen by
the player into the hand (revealed if the text says so, 701.20a), the rest on the bottom in any
order (the player's order) or in a random order (the game's seeded RNG), CR 401.4."""

from __future__ import annotations

from manastack.actions import Choose, DecisionKind, Done
from manastack.game import Game
from manastack.position import position, resolve
from tests.drivers import cast, events, names

BOB = {"battlefield": ["Island"], "library": ["Forest"] * 6}


def _impulse(library: list[str], seed: int = 0) -> Game:
    g = position({"alice": {"battlefield": ["Island", "Island"], "hand": ["Impulse"], "library": library}, "bob": BOB}, seed=seed)
    cast(g, "Impulse")
    resolve(g)
    return g


def _bugler(library: list[str], seed: int = 0) -> Game:
    g = position({"alice": {"battlefield": ["Plains"] * 3, "hand": ["Militia Bugler"], "library": library}, "bob": BOB}, seed=seed)
    cast(g, "Militia Bugler")
    resolve(g)  # the creature spell
    resolve(g)  # its enters trigger
    return g


def test_put_one_into_hand_is_the_players_choice_and_mandatory() -> None:
    """"Put one of them into your hand": any of the four, never none (no "Done" offered); only the
    top four are offered."""
    g = _impulse(["Forest", "Swamp", "Mountain", "Plains", "Wastes"])
    d = g.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_OBJECT
    assert Done() not in d.options
    assert sorted(g.describe(a) for a in d.options) == ["Forest", "Mountain", "Plains", "Swamp"]
    g.apply("Mountain")
    assert names(g, g.state.players[0].hand) == ["Mountain"]


def test_rest_on_the_bottom_in_the_players_order() -> None:
    """CR 401.4: "the rest on the bottom of your library in any order" — the player orders them;
    the card that wasn't looked at is now on top."""
    g = _impulse(["Forest", "Swamp", "Mountain", "Plains", "Wastes"])
    g.apply("Mountain")
    d = g.decision
    assert d is not None and d.kind is DecisionKind.ORDER
    g.apply("Plains")
    g.apply("Forest")
    assert names(g, g.state.players[0].library) == ["Wastes", "Plains", "Forest", "Swamp"]
    assert [(e.get("count"), e.get("taken"), e.get("rest")) for e in events(g, "looked_at_top")] == [(4, 1, "bottom")]


def test_filter_limits_the_choice_and_the_card_is_revealed() -> None:
    """Militia Bugler: only a creature card with power 2 or less may be chosen (701.20a: it is
    revealed); the bigger creature and the land stay among the rest."""
    g = _bugler(["Hill Giant", "Grizzly Bears", "Forest", "Island", "Swamp"])
    d = g.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_OBJECT
    assert sorted(g.describe(a) for a in d.options) == ["Done", "Grizzly Bears"]
    g.apply("Grizzly Bears")
    assert names(g, g.state.players[0].hand) == ["Grizzly Bears"]
    assert len(events(g, "revealed")) == 1
    lib = names(g, g.state.players[0].library)
    assert lib[0] == "Swamp" and sorted(lib[1:]) == ["Forest", "Hill Giant", "Island"]


def test_you_may_declined_puts_all_on_the_bottom() -> None:
    """"You may reveal …": the player may choose none; then all four go to the bottom, nothing is
    revealed."""
    g = _bugler(["Grizzly Bears", "Forest", "Island", "Plains", "Swamp"])
    g.apply("Done")
    assert names(g, g.state.players[0].hand) == []
    lib = names(g, g.state.players[0].library)
    assert lib[0] == "Swamp" and sorted(lib[1:]) == ["Forest", "Grizzly Bears", "Island", "Plains"]
    assert events(g, "revealed") == []


def test_no_matching_card_asks_nothing() -> None:
    """With no card the filter admits there is nothing to choose: no decision is asked."""
    g = _bugler(["Hill Giant", "Forest", "Island", "Plains", "Swamp"])
    assert g.decision is None or g.decision.kind is DecisionKind.PRIORITY
    assert names(g, g.state.players[0].library)[0] == "Swamp"


def test_random_order_is_deterministic_with_the_seed() -> None:
    """"In a random order" draws from the game's seeded RNG: the same seed gives the same order,
    and no ordering decision is asked."""
    lib = ["Grizzly Bears", "Forest", "Island", "Plains", "Mountain", "Swamp"]

    def bottom(seed: int) -> list[str]:
        g = _bugler(lib, seed=seed)
        g.apply("Done")
        assert g.decision is None or g.decision.kind is not DecisionKind.ORDER
        return names(g, g.state.players[0].library)[2:]

    first = bottom(3)
    assert first == bottom(3)
    assert sorted(first) == ["Forest", "Grizzly Bears", "Island", "Plains"]
    assert len({tuple(bottom(s)) for s in range(12)}) > 1


def test_choose_only_among_the_top_cards() -> None:
    """The options are the looked-at cards only (CR 401.2): a matching card fifth from the top is
    not offered."""
    g = _bugler(["Forest", "Island", "Plains", "Swamp", "Grizzly Bears"])
    assert g.decision is None or not any(isinstance(a, Choose) for a in g.decision.options)
    assert names(g, g.state.players[0].hand) == []


def _spell(text: str, library: list[str], seed: int = 0) -> Game:
    from tests.oracle.helpers import ok

    spell = ok("Test Look", "Sorcery", text, "{G}")
    g = position({"alice": {"battlefield": ["Forest"], "hand": [spell], "library": library}, "bob": BOB}, seed=seed)
    cast(g, "Test Look")
    resolve(g)
    return g


def test_up_to_two_lands_onto_the_battlefield_tapped() -> None:
    """"Put up to two land cards from among them onto the battlefield tapped": the player may stop
    after any card ("Done"); the lands enter tapped; the creature card is not offered."""
    g = _spell(
        "Look at the top four cards of your library. Put up to two land cards from among them onto the battlefield tapped. "
        "Put the rest on the bottom of your library in a random order.",
        ["Swamp", "Grizzly Bears", "Island", "Mountain", "Plains"],
    )
    d = g.decision
    assert d is not None and sorted(g.describe(a) for a in d.options) == ["Done", "Island", "Mountain", "Swamp"]
    g.apply("Swamp")
    g.apply("Island")
    lands = [o for o in g.state.battlefield if g.state.objects[o].controller == 0 and g.state.objects[o].name in ("Swamp", "Island")]
    assert len(lands) == 2 and all(g.state.objects[o].tapped for o in lands)
    lib = names(g, g.state.players[0].library)
    assert lib[0] == "Plains" and sorted(lib[1:]) == ["Grizzly Bears", "Mountain"]


def test_rest_into_the_graveyard() -> None:
    """"Put one of them into your hand and the rest into your graveyard"."""
    g = _spell(
        "Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.",
        ["Swamp", "Island", "Mountain", "Plains"],
    )
    g.apply("Island")
    assert names(g, g.state.players[0].hand) == ["Island"]
    assert sorted(names(g, g.state.players[0].graveyard)) == ["Mountain", "Swamp", "Test Look"]
    assert names(g, g.state.players[0].library) == ["Plains"]


def test_put_them_back_in_any_order() -> None:
    """"Look at the top three cards of your library, then put them back in any order" (CR 401.4)."""
    g = _spell("Look at the top three cards of your library, then put them back in any order.", ["Swamp", "Island", "Mountain", "Plains"])
    g.apply("Mountain")
    g.apply("Swamp")
    assert names(g, g.state.players[0].library) == ["Mountain", "Swamp", "Island", "Plains"]
