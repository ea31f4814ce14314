"""Face-down spells and permanents (CR 708): a card cast face down by its morph, megamorph or
disguise ability (702.37, 702.168: the cast itself follows 601.2 in :mod:`manastack.rules.casting`),
a card put onto the battlefield face down by manifest or cloak (701.40, 701.58), and turning a
face-down permanent face up — a special action (116.2b) that doesn't use the stack (708.7–708.8).

A face-down object keeps its card; :attr:`GameObject.face_down` says what made it face down and
its characteristics are those that lists (708.2, ``GameObject.face``). Moving to another zone makes
a new, face-up object (400.7), so the card is revealed as it leaves the battlefield or the stack
(708.9)."""

from __future__ import annotations

from manastack.actions import Choose, Decision, DecisionKind, Purpose, TurnFaceUp
from manastack.events import TurnedFaceUp
from manastack.mana import ManaCost
from manastack.model.abilities import Morph, StaticAbility, TurnedFaceUpWithCounters
from manastack.model.card import CardDef
from manastack.model.costs import Cost
from manastack.model.effects import Manifest, ManifestDread
from manastack.model.types import CardType, FaceDown, Zone
from manastack.rules.amounts import Resolving
from manastack.rules.context import Ctx
from manastack.rules.costs import can_pay_cost_components, pay_cost_components
from manastack.rules.counters import put_counters
from manastack.rules.execute import verb
from manastack.rules.layers import chars, controller
from manastack.rules.mana import pay_mana, plan
from manastack.rules.pipeline import happened
from manastack.rules.zones import move
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject

#: CR 702.37a, 702.168a: what casting a card face down costs, rather than its mana cost.
FACE_DOWN_CAST_COST = ManaCost(generic=3)


def morph_abilities(card: CardDef) -> tuple[Morph, ...]:
    """The morph, megamorph and disguise abilities of a card (702.37a, 702.37b, 702.168a)."""
    return tuple(a for a in card.abilities if isinstance(a, Morph))


def cast_face_down_as(card: CardDef, alt: str) -> FaceDown | None:
    """What the caster announced by ``alt`` (702.37c, 702.168b: "announce that you're using a
    morph ability"): the kind of face-down spell, if the card has that ability; else None."""
    return next((m.kind for m in morph_abilities(card) if m.kind.value == alt), None)


def _morph_cost(o: GameObject) -> Morph | None:
    """CR 702.37e, 702.168d: the morph or disguise cost the permanent would have if it were face up
    (701.40c, 701.58c: whatever made it face down)."""
    found = morph_abilities(o.card)
    return found[0] if found else None


def face_up_cost(o: GameObject, mana_cost: bool) -> Cost | None:
    """What turning face-down permanent ``o`` face up costs, this way: its morph or disguise cost,
    or (``mana_cost``) for a manifested or cloaked creature card its mana cost (701.40b, 701.58b:
    not an instant or sorcery card, 701.40g, nor a card without a mana cost). None: it can't be
    turned face up this way."""
    if mana_cost:
        card = o.card
        if o.face_down in (FaceDown.MANIFEST, FaceDown.CLOAK) and CardType.CREATURE in card.types and card.mana_cost is not None:
            return Cost(mana=card.mana_cost)
        return None
    m = _morph_cost(o)
    return m.cost if m is not None else None


def _payable(state: GameState, player: int, cost: Cost, oid: int) -> bool:
    if cost.mana is not None and plan(state, player, cost.mana, None) is None:
        return False
    return can_pay_cost_components(state, player, cost, oid)


def turn_face_up_options(state: GameState, player: int) -> list[TurnFaceUp]:
    """CR 116.2b: the face-down permanents ``player`` controls that they can turn face up now, and
    how (a manifested card with morph either way, 701.40c)."""
    out: list[TurnFaceUp] = []
    for o in state.objects.peek_each(state.battlefield):
        if o.face_down is None or controller(state, o.id) != player:
            continue
        oid = o.id
        for mana_cost in (False, True):
            cost = face_up_cost(o, mana_cost)
            if cost is not None and _payable(state, player, cost, oid):
                out.append(TurnFaceUp(oid, mana_cost))
    return out


def turn_face_up(ctx: Ctx, player: int, oid: int, mana_cost: bool) -> None:
    """CR 702.37e, 702.168d, 701.40b: show the cost, pay it, turn the permanent face up. It stays
    the same object; effects applied to it still apply, and abilities relating to it entering the
    battlefield don't trigger (708.8). Megamorph: as it is turned face up for its megamorph cost,
    it gets a +1/+1 counter (702.37b); its own "as this is turned face up, put N counters on it"
    applies too — both while it turns, before "turned face up" abilities trigger (708.11)."""
    state = ctx.state
    o = state.objects[oid]
    cost = face_up_cost(o, mana_cost)
    assert cost is not None and o.face_down is not None
    if cost.mana is not None:
        pay_mana(ctx, player, cost.mana, None, o.card.name)
    pay_cost_components(ctx, player, cost, oid)
    how = o.face_down
    o.face_down = None
    state.version += 1
    morph = None if mana_cost else _morph_cost(o)
    if morph is not None and morph.kind is FaceDown.MEGAMORPH:
        put_counters(ctx, oid, "+1/+1", 1, rules=("702.37b", "708.11"))
    for ab in chars(state, oid).abilities:
        if isinstance(ab, StaticAbility) and isinstance(ab.effect, TurnedFaceUpWithCounters):
            put_counters(ctx, oid, ab.effect.kind, ab.effect.count, rules=("708.11",))
    rules = ("708.8", "116.2b") + (("701.40b",) if mana_cost else ("702.37e",))
    happened(ctx, TurnedFaceUp(oid, how.value, rules=rules))


def put_face_down(ctx: Ctx, card: int, player: int, kind: FaceDown, res: Resolving, rules: tuple[str, ...] = ()) -> None:
    """CR 701.40a, 701.58a, 708.3: turn the card face down and put it onto the battlefield under
    ``player``'s control (its enters abilities can't trigger: it has none). The permanent is what
    "it" and "that creature" refer to afterwards."""
    new = move(ctx, card, Zone.BATTLEFIELD, controller=player, face_down=kind, rules=rules or (_RULE[kind],))
    if new is not None:
        res.created.append(new)


_RULE = {FaceDown.MANIFEST: "701.40a", FaceDown.CLOAK: "701.58a"}


@verb(Manifest)
def _manifest(ctx: Ctx, e: Manifest, res: Resolving, did: bool) -> bool:
    """CR 701.40a, 701.40e: the top card of the library, one at a time; the permanents are what
    "it" refers to afterwards."""
    library = ctx.state.players[res.controller].library
    for _ in range(e.count):
        if not library:
            break
        put_face_down(ctx, library[0], res.controller, e.kind, res)
    return did


@verb(ManifestDread)
def _manifest_dread(ctx: Ctx, e: ManifestDread, res: Resolving, did: bool) -> bool:
    """CR 701.62a: the player looks at the top two cards of their library, manifests the one they
    choose and puts the other into their graveyard."""
    state = ctx.state
    pid = res.controller
    top = tuple(state.players[pid].library[:2])
    if not top:
        return did
    ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_OBJECT, tuple(Choose(c) for c in top), context=f"{res.source_name}: manifest one of them",
                              purpose=Purpose.LOOK_AT_TOP, source=res.source, about="manifest"))
    assert isinstance(ans, Choose)
    put_face_down(ctx, ans.id, pid, FaceDown.MANIFEST, res, rules=("701.62a", "701.40a"))
    for card in top:
        if card != ans.id and card in state.players[pid].library:
            move(ctx, card, Zone.GRAVEYARD, rules=("701.62a",))
    return did
