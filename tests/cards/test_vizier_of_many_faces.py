"""Vizier of Many Faces — {2}{U}{U} Creature — Shapeshifter Cleric 0/0.
"You may have this creature enter as a copy of any creature on the battlefield, except if this
creature was embalmed, the token has no mana cost, it's white, and it's a Zombie in addition to its
other types." "Embalm {3}{U}{U}" (CR 702.128a: exile it from your graveyard to create a token copy
of it — white, no mana cost, a Zombie — as a sorcery; the copy exceptions are copiable values,
707.9b.)"""

from __future__ import annotations

from manastack.actions import Activate, Answer, Choose, DecisionKind, Pass
from manastack.mana import Color
from manastack.model.types import Step
from manastack.position import advance_to
from manastack.rules.layers import chars
from manastack.rules.turn import priority_options
from tests.drivers import ALICE, C, cast, events, game, graveyard, kind, oid, resolve_top


def hill_giants(g: object) -> list[int]:
    return [o for o in g.state.battlefield if chars(g.state, o).name == "Hill Giant"]  # type: ignore[attr-defined]


def test_enters_as_a_copy_of_a_creature() -> None:
    g = game({"battlefield": ["Island"] * 4, "hand": [C("Vizier of Many Faces")]}, {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]})
    cast(g, "Vizier of Many Faces")
    resolve_top(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    g.apply(Choose(oid(g, "giant")))
    [mine] = [o for o in hill_giants(g) if g.state.objects[o].controller == ALICE]
    c = chars(g.state, mine)
    assert (c.power, c.toughness) == (3, 3) and c.colors == frozenset({Color.RED}) and "Zombie" not in c.subtypes
    assert c.mana_cost is not None and c.mana_cost.mana_value == 4


def test_not_copying_it_is_a_0_0_and_dies() -> None:
    g = game({"battlefield": ["Island"] * 4, "hand": [C("Vizier of Many Faces")]}, {"battlefield": [C("Hill Giant")]})
    cast(g, "Vizier of Many Faces")
    resolve_top(g)
    g.apply(Answer(False))
    assert "Vizier of Many Faces" in graveyard(g, ALICE)


def test_embalm_creates_a_white_zombie_token_copy_without_mana_cost() -> None:
    """Embalmed, the token enters as a copy of the Hill Giant — and, since it was embalmed, that
    copy is white, has no mana cost and is a Zombie too."""
    g = game(
        {"battlefield": ["Island"] * 5, "graveyard": [{"card": C("Vizier of Many Faces"), "as": "vizier"}]},
        {"battlefield": [{"card": C("Hill Giant"), "as": "giant"}]},
    )
    vizier = oid(g, "vizier")
    embalm = [a for a in g.legal_actions() if isinstance(a, Activate) and a.source == vizier]
    assert embalm
    g.apply(embalm[0])
    while kind(g) is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    assert vizier not in g.state.objects and [g.state.objects[o].name for o in g.state.exile] == ["Vizier of Many Faces"]
    resolve_top(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    g.apply(Choose(oid(g, "giant")))
    [token] = [o for o in hill_giants(g) if g.state.objects[o].controller == ALICE]
    c = chars(g.state, token)
    assert g.state.objects[token].is_token
    assert (c.power, c.toughness) == (3, 3) and c.colors == frozenset({Color.WHITE}) and c.mana_cost is None
    assert {"Giant", "Zombie"} <= set(c.subtypes)


def test_embalm_without_copying_makes_a_white_0_0_zombie_vizier() -> None:
    g = game({"battlefield": ["Island"] * 5, "graveyard": [{"card": C("Vizier of Many Faces"), "as": "vizier"}]}, {})
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Activate) and a.source == oid(g, "vizier")))
    while kind(g) is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_top(g)  # no creature to copy: the token is the embalmed Vizier itself, a 0/0, and dies
    made = [e for e in events(g, "token_created") if e.get("token") == "Vizier of Many Faces"]
    assert len(made) == 1
    assert not any(g.state.objects[o].name == "Vizier of Many Faces" for o in g.state.battlefield)


def test_embalm_only_as_a_sorcery() -> None:
    g = game({"battlefield": ["Island"] * 5, "graveyard": [{"card": C("Vizier of Many Faces"), "as": "vizier"}]}, {"library": [C("Island")] * 8})
    advance_to(g, Step.UPKEEP, turn=4)
    g.apply(Pass())  # alice gets priority in bob's upkeep
    assert g.decision.player == ALICE  # type: ignore[union-attr]
    assert not any(isinstance(a, Activate) and a.source == oid(g, "vizier") for a in priority_options(g.state, ALICE))


def test_embalm_with_bard_each_token_chooses_separately_and_never_a_token_entering_with_it() -> None:
    """Seed ruling on Bard, King of Dale: first the number of tokens is determined (two), then the
    "enter as a copy" choice is made for each token; the tokens enter simultaneously, so the second
    token can't copy the first (it isn't on the battlefield yet, 614.12, 707.5). Both copies keep
    the embalm exceptions: white, no mana cost, a Zombie too (707.9b)."""
    g = game(
        {"battlefield": [C("Bard, King of Dale"), *["Island"] * 5], "graveyard": [{"card": C("Vizier of Many Faces"), "as": "vizier"}]},
        {"battlefield": [{"card": C("Grizzly Bears"), "as": "bears"}, {"card": C("Hill Giant"), "as": "giant"}]},
    )
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Activate) and a.source == oid(g, "vizier")))
    while kind(g) is DecisionKind.PAY_MANA:
        g.apply("Pay automatically")
    resolve_top(g)
    assert kind(g) is DecisionKind.CHOOSE_OBJECT
    before = set(g.state.objects)
    g.apply(Choose(oid(g, "bears")))
    assert kind(g) is DecisionKind.CHOOSE_OBJECT  # the second token is asked on its own
    second = [a for a in g.legal_actions() if isinstance(a, Choose)]
    assert {a.id for a in second} <= before  # only permanents already on the battlefield
    assert not any(g.state.objects[o].is_token for o in g.state.battlefield)
    g.apply(Choose(oid(g, "giant")))
    mine = [o for o in g.state.battlefield if g.state.objects[o].is_token and g.state.objects[o].controller == ALICE]
    assert sorted(chars(g.state, o).name for o in mine) == ["Grizzly Bears", "Hill Giant"]
    for o in mine:
        c = chars(g.state, o)
        assert c.colors == frozenset({Color.WHITE}) and c.mana_cost is None and "Zombie" in c.subtypes
    assert len([e for e in events(g, "token_created") if e.get("token") == "Vizier of Many Faces"]) == 2
