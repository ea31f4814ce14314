"""Cards in hands and libraries (CR 121, 401, 402, 701): drawing, discarding, milling, shuffling,
scrying, surveilling, looking at the top cards of a library, searching it, and the replacement
effects that modify draws."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace

from manastack.actions import Answer, Choose, ChooseValue, Decision, DecisionKind, Done, Purpose
from manastack.events import (
    CardDrawn,
    Discarded,
    DrewFromEmptyLibrary,
    LibraryShuffled,
    LookedAtHand,
    LookedAtTop,
    Revealed,
    Scried,
    Surveilled,
    ZoneChange,
)
from manastack.model.abilities import MADNESS, MIRACLE, AlternativeCost, DrawReplacement, madness_cast, miracle_cast
from manastack.model.effects import (
    ChooseFromHand,
    Discard,
    DiscardCard,
    DiscardHand,
    DrawCards,
    LookAtHand,
    LookAtTop,
    Mill,
    PutFromHand,
    RevealAtRandom,
    RevealHand,
    RevealUntil,
    Scry,
    SearchLibrary,
    Shuffle,
    ShuffleGraveyardIntoLibrary,
    Surveil,
)
from manastack.model.filters import ManaValueAsSource, ManaValueAtLeast, ManaValueAtMost, ObjectFilter, with_article
from manastack.model.types import Step, Zone
from manastack.rules import replacement
from manastack.rules.amounts import Resolving, names_of, objects_of, players_of, res_amount
from manastack.rules.context import Ctx
from manastack.rules.execute import verb
from manastack.rules.filters import chars_match
from manastack.rules.layers import base_chars, chars
from manastack.rules.log import record
from manastack.rules.ordering import order_cards
from manastack.rules.pipeline import Proposed, happened, perform
from manastack.rules.relations import related
from manastack.rules.replacement import Candidate, ReplacementKind
from manastack.rules.triggers import notice, trigger_reflexive
from manastack.rules.zones import move
from manastack.state.game_state import GameState


def draw(ctx: Ctx, player: int) -> None:
    """CR 121.2: draw one card (a replacement may make it several draws, 614.6). Each resulting
    draw is made before the replacement effects of the next one are chosen (121.2, 614.11a), so a
    draw replaced by several counts toward "the first one you draw in each of your draw steps" of
    the later ones. Drawing from an empty library is recorded for the state-based action of 704.5b."""
    perform(ctx, CardDrawn(player), _draw, one_at_a_time=True)


def _draw(ctx: Ctx, results: list[Proposed[CardDrawn]]) -> None:
    state = ctx.state
    for proposed in results:
        ev = proposed.event
        p = state.players[ev.player]
        p.draws_this_turn += 1
        if state.step is Step.DRAW and state.active == ev.player:
            p.draws_this_draw_step += 1
        if not p.library:
            p.drew_from_empty_library = True
            record(state, DrewFromEmptyLibrary(ev.player))
            continue
        new = move(ctx, p.library[0], Zone.HAND, silent=True)
        if new is not None:
            happened(ctx, replace(ev, card=new, nth=p.draws_this_turn))
            if p.draws_this_turn == 1:
                _offer_miracle(ctx, ev.player, new)


def _offer_miracle(ctx: Ctx, player: int, card: int) -> None:
    """CR 702.94a: the first card a player draws in a turn, if it has miracle, may be revealed as
    it is drawn; "when you reveal this card this way" its triggered ability triggers."""
    state = ctx.state
    o = state.objects[card]
    if not any(isinstance(a, AlternativeCost) and a.name == MIRACLE for a in o.card.abilities):
        return
    ans = ctx.choose(Decision(player, DecisionKind.YES_NO, (Answer(True), Answer(False)), context=f"reveal {o.card.name} for its miracle cost?",
                              labels=(f"Reveal {o.card.name}", "Don't reveal"), purpose=Purpose.MIRACLE, subject=card))
    if isinstance(ans, Answer) and ans.yes:
        record(state, Revealed(player, card, rules=("701.20a", "702.94a")))
        trigger_reflexive(ctx, miracle_cast(), card, o.card.name, player)


def discard(ctx: Ctx, player: int, card: int) -> int | None:
    """CR 701.9a: a player discards a card: it goes from their hand to their graveyard. Returns the
    card there (None if a replacement effect put it elsewhere or it ceased to exist)."""
    state = ctx.state
    happened(ctx, Discarded(player, card))
    new = move(ctx, card, Zone.GRAVEYARD, discarded=True)
    if new is not None and state.objects[new].zone is Zone.GRAVEYARD:
        state.discarded_this_turn = state.discarded_this_turn | {new}  # 702.187b: "you discarded this card this turn"
    if new is not None and new in state.exile and state.objects[new].chosen.get(MADNESS):
        o = state.objects[new]
        trigger_reflexive(ctx, madness_cast(), new, o.card.name, o.owner)  # 702.35a: "when this card is exiled this way"
    return new


class MadnessExile:
    """CR 702.35a: "If a player would discard this card, that player discards it, but exiles it
    instead of putting it into their graveyard" — a static ability of a card with madness in a hand."""

    __slots__ = ()


def _madness_applies(state: GameState, eff: MadnessExile, c: Candidate, ev: ZoneChange) -> bool:
    o = state.objects[ev.old_id]
    return ev.discarded and ev.to is Zone.GRAVEYARD and o.zone is Zone.HAND and any(
        isinstance(a, AlternativeCost) and a.name == MADNESS for a in o.card.abilities
    )


def _madness(state: GameState, ev: ZoneChange) -> list[Candidate]:
    o = state.objects.get(ev.old_id)
    cand = Candidate(ev.old_id, MadnessExile(), -(1 << 44) - o.uid, o.owner) if o is not None else None
    return [cand] if cand is not None and _madness_applies(state, cand.effect, cand, ev) else []


replacement.register(ReplacementKind(MadnessExile, ZoneChange, _madness_applies, lambda ctx, eff, c, ev: [replace(ev, to=Zone.EXILE, madness=True)]))
replacement.register_source(ZoneChange, _madness)


def shuffle(ctx: Ctx, player: int) -> None:
    """CR 701.24a: randomise the library with the game's seeded RNG."""
    ctx.state.rng.shuffle(ctx.state.players[player].library)
    record(ctx.state, LibraryShuffled(player))


def mill(ctx: Ctx, player: int, count: int) -> None:
    """CR 701.17a: put the top ``count`` cards of the player's library into their graveyard."""
    lib = ctx.state.players[player].library
    for _ in range(count):
        if lib:
            move(ctx, lib[0], Zone.GRAVEYARD, rules=("701.17a",))


# ---- replacement effects on draws (CR 614.1a, 614.6) ----------------------------------------------


def _draw_applies(state: GameState, eff: DrawReplacement, c: Candidate, ev: CardDrawn) -> bool:
    if not related(state, eff.player, c.you, ev.player):
        return False
    if eff.except_first_in_draw_step and state.step is Step.DRAW and state.active == ev.player:
        return state.players[ev.player].draws_this_draw_step > 0
    return True


def _draw_instead(ctx: Ctx, eff: DrawReplacement, c: Candidate, ev: CardDrawn) -> list[CardDrawn]:
    if eff.redirect:
        # "instead that player skips that draw and you draw a card": the skipped draw never
        # happens (614.6, 614.10); the effect's controller makes the new draws (121.6).
        you = chars(ctx.state, c.source).controller
        return [CardDrawn(you) for _ in range(eff.count)]
    return [ev for _ in range(eff.count)]


replacement.register(ReplacementKind(DrawReplacement, CardDrawn, _draw_applies, _draw_instead))


# ---- verbs ------------------------------------------------------------------------------------------


@verb(DrawCards)
def _draw_cards(ctx: Ctx, e: DrawCards, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        for _ in range(res_amount(ctx.state, e.amount, res)):
            draw(ctx, pid)
    return did


def _from_hand(ctx: Ctx, pid: int, count: int, ask: Callable[[tuple[Choose, ...]], Decision], *, at_random: bool = False) -> Iterator[int]:
    """Up to ``count`` cards of ``pid``'s hand, each chosen after the one before has been dealt
    with: by the player (``ask`` makes the decision from the options) or at random from the seeded
    RNG (701.9b)."""
    state = ctx.state
    for _ in range(count):
        hand = state.players[pid].hand
        if not hand:
            return
        if at_random:
            yield hand[state.rng.randrange(len(hand))]
            continue
        ans = ctx.choose(ask(tuple(Choose(c) for c in hand)))
        assert isinstance(ans, Choose)
        yield ans.id


@verb(Discard)
def _discard(ctx: Ctx, e: Discard, res: Resolving, did: bool) -> bool:
    """CR 701.9: the player discards cards of their choice (or at random, from the seeded RNG)."""
    for pid in players_of(ctx.state, e.player, res):
        def ask(opts: tuple[Choose, ...], pid: int = pid) -> Decision:
            return Decision(pid, DecisionKind.DISCARD, opts, context="discard", purpose=Purpose.DISCARD, source=res.source)

        _discard_each(ctx, pid, _from_hand(ctx, pid, res_amount(ctx.state, e.amount, res), ask, at_random=e.random), res)
    return did


@verb(DiscardHand)
def _discard_hand(ctx: Ctx, e: DiscardHand, res: Resolving, did: bool) -> bool:
    """CR 701.9a: the player discards every card in their hand."""
    for pid in players_of(ctx.state, e.player, res):
        _discard_each(ctx, pid, list(ctx.state.players[pid].hand), res)
    return did


def _discard_each(ctx: Ctx, pid: int, cards: Iterable[int], res: Resolving) -> None:
    """``pid`` discards the cards one by one; the cards they became are "discarded this way"."""
    for card in cards:
        new = discard(ctx, pid, card)
        if new is not None:
            res.discarded.append(new)


@verb(RevealAtRandom)
def _reveal_at_random(ctx: Ctx, e: RevealAtRandom, res: Resolving, did: bool) -> bool:
    """CR 701.20a: cards of the player's hand chosen at random (the seeded RNG, without repeats)
    are shown to all players; they are the cards "revealed this way"."""
    state = ctx.state
    for pid in players_of(state, e.player, res):
        hand = list(state.players[pid].hand)
        for _ in range(min(res_amount(state, e.amount, res), len(hand))):
            card = hand.pop(state.rng.randrange(len(hand)))
            record(state, Revealed(pid, card))
            res.revealed.append(card)
    return did


def reveal_hand(ctx: Ctx, player: int) -> list[int]:
    """CR 701.20a: the player shows every card in their hand to all players."""
    hand = list(ctx.state.players[player].hand)
    for card in hand:
        record(ctx.state, Revealed(player, card))
    return hand


@verb(RevealHand)
def _reveal_hand(ctx: Ctx, e: RevealHand, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        reveal_hand(ctx, pid)
    return did


def look_at_hand(ctx: Ctx, viewer: int, player: int) -> list[int]:
    """CR 402.3: an effect lets ``viewer`` look at ``player``'s hand (no other player sees it)."""
    record(ctx.state, LookedAtHand(viewer, player))
    return list(ctx.state.players[player].hand)


@verb(LookAtHand)
def _look_at_hand(ctx: Ctx, e: LookAtHand, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        look_at_hand(ctx, res.controller, pid)
    return did


@verb(ChooseFromHand)
def _choose_from_hand(ctx: Ctx, e: ChooseFromHand, res: Resolving, did: bool) -> bool:
    """The hand is revealed (701.20a) — or the controller looks at it (402.3, ``look``); the
    controller chooses a card the filter admits from it."""
    state = ctx.state
    for pid in players_of(state, e.player, res):
        hand = look_at_hand(ctx, res.controller, pid) if e.look else reveal_hand(ctx, pid)
        opts = tuple(Choose(c) for c in hand if chars_match(state, c, base_chars(state.objects[c]), e.filter, res.controller, res.source))
        if not opts:
            continue
        ans = ctx.choose(Decision(res.controller, DecisionKind.CHOOSE_OBJECT, opts, context=f"{res.source_name}: choose {with_article(e.filter.description or 'a card')} from {state.name_of(pid)}'s hand",
                                  purpose=Purpose.CHOOSE_FROM_HAND, source=res.source))
        assert isinstance(ans, Choose)
        res.created.append(ans.id)
    return did


@verb(DiscardCard)
def _discard_card(ctx: Ctx, e: DiscardCard, res: Resolving, did: bool) -> bool:
    state = ctx.state
    for card in objects_of(state, e.what, res):
        o = state.objects[card]
        if card in state.players[o.owner].hand:
            discard(ctx, o.owner, card)
    return did


@verb(Mill)
def _mill(ctx: Ctx, e: Mill, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        mill(ctx, pid, res_amount(ctx.state, e.amount, res))
    return did


@verb(PutFromHand)
def _put_from_hand(ctx: Ctx, e: PutFromHand, res: Resolving, did: bool) -> bool:
    """Put cards from the hand into a zone; done ("if you do", CR 608.2c) only if every card asked
    for was put there (101.3: with too few cards in hand it couldn't be done in full)."""
    for pid in players_of(ctx.state, e.player, res):
        def ask(opts: tuple[Choose, ...], pid: int = pid) -> Decision:
            return Decision(pid, DecisionKind.CHOOSE_OBJECT, opts, context=f"{res.source_name}: put a card from your hand into your {e.zone.value}",
                            purpose=Purpose.PUT_FROM_HAND, source=res.source, about=e.zone.value)

        wanted, moved = res_amount(ctx.state, e.amount, res), 0
        for card in _from_hand(ctx, pid, wanted, ask):
            move(ctx, card, e.zone, library_position=e.library_position, rules=("400.6",))
            moved += 1
        did = did and moved == wanted
    return did


@verb(Shuffle)
def _shuffle(ctx: Ctx, e: Shuffle, res: Resolving, did: bool) -> bool:
    for pid in players_of(ctx.state, e.player, res):
        shuffle(ctx, pid)
    return did


@verb(ShuffleGraveyardIntoLibrary)
def _shuffle_graveyard(ctx: Ctx, e: ShuffleGraveyardIntoLibrary, res: Resolving, did: bool) -> bool:
    """CR 701.24a: the player's graveyard is put into their library (no order: it is shuffled), then
    the library is shuffled."""
    for pid in players_of(ctx.state, e.player, res):
        for c in list(ctx.state.players[pid].graveyard):
            move(ctx, c, Zone.LIBRARY, library_position="bottom", rules=("701.24a",))
        shuffle(ctx, pid)
    return did


@verb(Scry)
def _scry_verb(ctx: Ctx, e: Scry, res: Resolving, did: bool) -> bool:
    _scry(ctx, res.controller, res_amount(ctx.state, e.amount, res), res.source)
    return did


@verb(Surveil)
def _surveil_verb(ctx: Ctx, e: Surveil, res: Resolving, did: bool) -> bool:
    _scry(ctx, res.controller, res_amount(ctx.state, e.amount, res), res.source, surveil=True)
    return did


@verb(LookAtTop)
def _look_at_top_verb(ctx: Ctx, e: LookAtTop, res: Resolving, did: bool) -> bool:
    _look_at_top(ctx, e, res_amount(ctx.state, e.amount, res), res)
    return did


@verb(SearchLibrary)
def _search_verb(ctx: Ctx, e: SearchLibrary, res: Resolving, did: bool) -> bool:
    _search(ctx, e, res)
    return did


def _search(ctx: Ctx, e: SearchLibrary, res: Resolving) -> None:
    """CR 701.23: the searching player chooses the zones to search (of "library and/or graveyard"),
    then the cards; the library is shuffled if it was searched (701.24)."""
    state = ctx.state
    for pid in players_of(state, e.player, res):
        # whose libraries are searched, in turn: "target opponent's", "for each player, … that player's"
        for owner in [pid] if e.library_of is None else players_of(state, e.library_of, res):
            _search_one(ctx, e, res, pid, owner)


def _search_one(ctx: Ctx, e: SearchLibrary, res: Resolving, pid: int, owner: int) -> None:
    """Player ``pid`` searches ``owner``'s zones (CR 701.23a); the library is shuffled by its owner
    if it was searched (701.24a)."""
    zones = _zones_to_search(ctx, pid, e, res)
    found = _find(ctx, pid, e, zones, res, owner)
    first = found
    if e.rest is not None and len(found) > 1:
        ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_OBJECT, tuple(Choose(c) for c in found), context=f"{res.source_name}: put one onto the {e.zone.value}",
                                  purpose=Purpose.SEARCH, source=res.source, about=e.zone.value))
        assert isinstance(ans, Choose)
        first = [ans.id]
    shuffles = e.shuffle and Zone.LIBRARY in zones
    if e.zone is Zone.LIBRARY:
        _shuffle_then_on_top(ctx, owner, found, shuffles, res)
        return
    for c in found:
        new = move(ctx, c, e.zone if c in first else e.rest or e.zone, tapped=e.tapped and c in first, counters=e.counters if c in first else (),
                   controller=res.controller if e.under_your_control else None, rules=("701.23a",))
        if new is not None:
            res.created.append(new)
    if shuffles:
        shuffle(ctx, owner)


def _zones_to_search(ctx: Ctx, pid: int, e: SearchLibrary, res: Resolving) -> tuple[Zone, ...]:
    """"Search your library and/or graveyard": the player searches one of the zones or several."""
    if len(e.zones) == 1 or e.every_zone:
        return e.zones
    subsets = [tuple(z for i, z in enumerate(e.zones) if mask >> i & 1) for mask in range(1, 1 << len(e.zones))]
    ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_VALUE, tuple(ChooseValue(" and ".join(z.value for z in zs)) for zs in subsets),
                              context=f"{res.source_name}: which zones to search", purpose=Purpose.SEARCH, source=res.source, about="zones"))
    assert isinstance(ans, ChooseValue)
    return next(zs for zs in subsets if " and ".join(z.value for z in zs) == ans.value)


def _find(ctx: Ctx, pid: int, e: SearchLibrary, zones: tuple[Zone, ...], res: Resolving, owner: int) -> list[int]:
    """The cards found: as many as the count, or with ``also`` ("a Forest card and a Plains card")
    one for each filter."""
    state = ctx.state
    f = e.filter if e.max_mana_value is None else e.filter.having(ManaValueAtMost(res_amount(state, e.max_mana_value, res)))
    f = f if e.min_mana_value is None else f.having(ManaValueAtLeast(res_amount(state, e.min_mana_value, res)))
    f = _source_mana_value_fixed(state, f, res)
    if not e.also:
        limit = res_amount(state, e.count, res) if e.count is not None else 10**9
        return _find_some(ctx, pid, e, f, limit, zones, res, owner, [])
    found: list[int] = []
    for each in (f, *e.also):
        found += _find_some(ctx, pid, e, each, 1, zones, res, owner, found)
    return found


def _find_some(ctx: Ctx, pid: int, e: SearchLibrary, f: ObjectFilter, limit: int, zones: tuple[Zone, ...], res: Resolving, owner: int,
               before: list[int]) -> list[int]:
    """Up to ``limit`` cards ``f`` admits, other than those found ``before``, one at a time.
    701.23b: in a hidden zone a card of a stated quality may go unfound; 701.23d: "a card" (a
    quantity only) must be found, and so must a card in a public zone — unless the effect says "up
    to" or "any number", when the player may stop at any time."""
    state = ctx.state
    player = state.players[owner]  # the zones searched are the owner's
    found: list[int] = []
    in_zone = {Zone.LIBRARY: player.library, Zone.GRAVEYARD: player.graveyard, Zone.HAND: player.hand}
    names = None if e.same_name_as is None else names_of(state, e.same_name_as, res)
    while len(found) < limit:
        cands = [c for z in zones for c in in_zone[z]
                 if c not in found and c not in before and chars_match(state, c, base_chars(state.objects[c]), dataclasses.replace(f, zone=z), pid, res.source)
                 and (names is None or base_chars(state.objects[c]).name in names)
                 and not (e.different_names and base_chars(state.objects[c]).name in {base_chars(state.objects[d]).name for d in found})]
        if not cands:
            break
        must = not e.up_to and ((not f.predicates and names is None) or any(state.objects[c].zone is Zone.GRAVEYARD for c in cands))
        opts = tuple(Choose(c) for c in cands) + (() if must else (Done(),))
        ans = ctx.choose(Decision(pid, DecisionKind.CHOOSE_OBJECT, opts, context=f"{res.source_name}: search your {' and '.join(z.value for z in zones)}",
                                  purpose=Purpose.SEARCH, source=res.source))
        if isinstance(ans, Done):
            break
        assert isinstance(ans, Choose)
        found.append(ans.id)
    return found


def _source_mana_value_fixed(state: GameState, f: ObjectFilter, res: Resolving) -> ObjectFilter:
    """"A card with the same mana value as this card" (transmute, 702.53a) when this card has left
    its zone to pay the cost: its mana value as it last existed (113.7a; the ability on the stack
    keeps its source's characteristics)."""
    if f.get(ManaValueAsSource) is None or res.source in state.objects:
        return f
    if res.source_lki is not None:
        mv = res.source_lki[1].mana_value
    elif res.spell_id is not None and res.spell_id in state.objects:
        mv = base_chars(state.objects[res.spell_id]).mana_value
    else:
        return f
    return dataclasses.replace(f, predicates=tuple(p for p in f.predicates if not isinstance(p, ManaValueAsSource)) + (ManaValueAtLeast(mv), ManaValueAtMost(mv)))


def _shuffle_then_on_top(ctx: Ctx, pid: int, found: list[int], shuffles: bool, res: Resolving) -> None:
    """"Then shuffle and put that card on top" (701.24b, 701.24g): the library is shuffled without
    the found cards, which end on top (they stay in the library: no zone change); several are put
    there in the order their owner chooses ("put those cards on top in any order", 401.4)."""
    lib = ctx.state.players[pid].library
    if shuffles:
        shuffle(ctx, pid)
    kept = [c for c in found if c in lib]
    top = order_cards(ctx, pid, kept, f"{res.source_name}: the next card on top of your library", Purpose.SEARCH, res.source, "top")
    for c in top:
        lib.remove(c)
    lib[0:0] = top
    ctx.state.version += 1


def _scry(ctx: Ctx, player: int, n: int, source: int, surveil: bool = False) -> None:
    """CR 701.22a: look at the top N, put any number on the bottom in any order and the rest on top
    in any order; CR 701.25a (``surveil``): put any number into the graveyard and the rest on top
    in any order. For each card the player chooses where it goes, then the order of the cards on
    top and on the bottom (a decision whenever the cards differ)."""
    state = ctx.state
    lib = state.players[player].library
    looked = lib[:n]
    verb = "surveil" if surveil else "scry"
    purpose = Purpose.SURVEIL if surveil else Purpose.SCRY
    away: list[int] = []
    for c in looked:
        ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_OBJECT, (Answer(True), Answer(False)), context=f"{verb}: keep {state.name_of(c)} on top?",
                                  purpose=purpose, source=source, subject=c,
                                  labels=("Top", "Graveyard" if surveil else "Bottom")))
        if isinstance(ans, Answer) and not ans.yes:
            away.append(c)
    # Every order is chosen before the library changes: at each decision the cards are still where
    # they were (the game's state is shown while a decision is pending).
    top = order_cards(ctx, player, [c for c in looked if c not in away], f"{verb}: the next card on top of your library", purpose, source, "top")
    bottom = [] if surveil else order_cards(ctx, player, away, f"{verb}: the next card (from the top) on the bottom of your library", purpose, source, "bottom")
    for c in top + bottom:
        lib.remove(c)
    lib[0:0] = top
    lib.extend(bottom)
    state.version += 1
    if surveil:
        for c in away:
            move(ctx, c, Zone.GRAVEYARD, rules=("701.25a",))
        record(state, Surveilled(player, len(looked), len(away)))
        return
    scried = Scried(player, len(looked), len(bottom))
    record(state, scried)
    if n > 0:
        # 701.22b, 701.22d: "whenever you scry" triggers after the scry (not for scry 0), even if
        # the library had fewer cards; the amount is the number of cards actually looked at.
        notice(ctx, scried)


@verb(RevealUntil)
def _reveal_until(ctx: Ctx, e: RevealUntil, res: Resolving, did: bool) -> bool:
    """CR 701.20a: reveal cards from the top of the library one at a time until one the filter
    admits (they stay in the library as they are revealed); that card goes to ``e.to``, the others
    revealed to the bottom of the library in a random order (the game's seeded RNG). With no such
    card, every card of the library is revealed and goes to the bottom."""
    state = ctx.state
    player = res.controller
    lib = state.players[player].library
    revealed: list[int] = []
    hit: int | None = None
    for c in list(lib):
        record(state, Revealed(player, c))
        if chars_match(state, c, base_chars(state.objects[c]), e.filter, player, res.source):
            hit = c
            break
        revealed.append(c)
    if hit is not None:
        new = move(ctx, hit, e.to, tapped=e.tapped, rules=("701.20a",))
        if new is not None:
            res.created.append(new)
    rest = [c for c in revealed if c in lib]
    state.rng.shuffle(rest)
    for c in rest:
        lib.remove(c)
    lib.extend(rest)
    state.version += 1
    return did


def _look_at_top(ctx: Ctx, e: LookAtTop, n: int, res: Resolving) -> None:
    """CR 401.2, 401.4, 701.20a: look at the top N cards of your library (they stay there, seen
    only by their owner); choose up to ``e.take`` of them (one at a time; only cards the filter
    admits; "you may" lets the player stop at any time — a mandatory choice takes as many as there
    are), reveal them if the text says so and put them into ``e.take_zone``; then put the rest
    into ``e.rest_zone`` — on the bottom (or top) of the library in the player's order, or in a
    random order drawn from the game's seeded RNG."""
    state = ctx.state
    player = res.controller
    lib = state.players[player].library
    looked = lib[:n]
    dest = "onto the battlefield" if e.take_zone is Zone.BATTLEFIELD else f"into your {e.take_zone.value}"
    what = f"{res.source_name}: put {with_article(e.filter.describe()) if e.filter is not None else 'a card'} from among the top {len(looked)} {dest}"
    if e.reveal_all:
        for c in looked:
            record(state, Revealed(player, c))  # 701.20a: "reveal the top N cards"
    taken: list[int] = []
    if e.take_all:
        taken = [c for c in looked if e.filter is None or chars_match(state, c, base_chars(state.objects[c]), e.filter, player, res.source)]
    while len(taken) < e.take:
        cands = [c for c in looked if c not in taken
                 and (e.filter is None or chars_match(state, c, base_chars(state.objects[c]), e.filter, player, res.source))]
        if not cands:
            break
        opts: tuple[Choose | Done, ...] = tuple(Choose(c) for c in cands) + ((Done(),) if e.optional else ())
        ans = ctx.choose(Decision(player, DecisionKind.CHOOSE_OBJECT, opts, context=what, purpose=Purpose.LOOK_AT_TOP, source=res.source))
        if isinstance(ans, Done):
            break
        assert isinstance(ans, Choose)
        taken.append(ans.id)
    where = e.rest_zone.value if e.rest_zone is not Zone.LIBRARY else e.rest_position
    record(state, LookedAtTop(player, len(looked), len(taken), where, e.random))
    if e.reveal and not e.reveal_all:
        for c in taken:
            record(state, Revealed(player, c))
    for c in taken:
        new = move(ctx, c, e.take_zone, tapped=e.tapped, rules=("400.6",))
        if new is not None:
            res.created.append(new)
    rest = [c for c in looked if c not in taken]
    if e.rest_zone is not Zone.LIBRARY:
        for c in rest:
            move(ctx, c, e.rest_zone, rules=("400.6",))
        return
    if e.random:
        state.rng.shuffle(rest)
    else:
        rest = order_cards(ctx, player, rest, f"{res.source_name}: the next card (from the top) on the {e.rest_position} of your library",
                            Purpose.LOOK_AT_TOP, res.source, e.rest_position)
    for c in rest:
        lib.remove(c)
    if e.rest_position == "top":
        lib[0:0] = rest
    else:
        lib.extend(rest)
    state.version += 1


__all__ = ["discard", "draw", "mill", "shuffle"]
