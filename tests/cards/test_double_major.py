"""Double Major: "Copy target creature spell you control, except it isn't legendary if the spell
is legendary" (CR 707.10, 707.9b, 608.3f: the copy resolves into a token)."""

from __future__ import annotations

from manastack.model.types import Supertype
from manastack.rules.layers import chars
from tests.drivers import ALICE, C, cast, game, resolve_all


def test_copies_a_legendary_creature_spell_into_a_nonlegendary_token() -> None:
    g = game({"battlefield": [C("Island"), C("Forest"), C("Forest"), C("Swamp"), C("Forest")],
              "hand": [C("Bilbo, Fellow Conspirator"), C("Double Major")]}, spare=False)
    g.apply("Cast Bilbo, Fellow Conspirator")
    g.apply("Activate Forest: {T}: Add {G}. [1]")
    g.apply("Activate Forest: {T}: Add {G}. [1]")
    g.apply("Activate Swamp: {T}: Add {B}.")
    g.apply("Pay {B}{G}{G} from mana pool")  # keeping the Island and a Forest for Double Major
    cast(g, "Double Major", g.state.stack[-1])
    resolve_all(g)
    bilbos = [o for o in g.state.battlefield if g.state.objects[o].name == "Bilbo, Fellow Conspirator"]
    assert len(bilbos) == 2
    token = next(o for o in bilbos if g.state.objects[o].is_token)
    assert Supertype.LEGENDARY not in chars(g.state, token).supertypes
    assert all(chars(g.state, b).controller == ALICE for b in bilbos)
