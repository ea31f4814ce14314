"""Property test: complete random games between decks of model-built cards never crash and keep
the game state consistent after every single action.

The pool covers creatures and combat keywords, burn, counterspells, auras, equipment, tokens,
counters, copy effects, lifegain triggers and replacement effects (CR 614: Doubling Season,
Parallel Lives, Bilbo, Rest in Peace, Bard, Mana Reflection), plus a deck of test cards built from
the model for control change, destroy, sacrifice, discard, mill, scry, fight, bounce,
reanimation, spell and token copies, modes, "you may" and dies/attacks/upkeep triggers. Games are
seeded loops: a failure names the seed and the action number, which replays it exactly.
Starting life is lowered (a test setting, not a rule: CR 103.4 says 20) and decks are small so
that games end on their own quickly; an action cap stops a stalled game.

Invariants (checked after every action):
- every object in a zone list says it is in that zone and is owned by that zone's owner, no object
  is in two zones or twice in one, and every card or token object is in some zone (CR 400.1,
  400.7); abilities exist only on the stack;
- the number of non-token cards is conserved (cards never vanish or duplicate; tokens may cease
  to exist, 704.5d; spell copies aren't cards, 707.10);
- no object has a negative number of counters (CR 122) or negative damage, and no team negative
  poison;
- life totals are ints (CR 119) and, at each step change, equal the starting life plus the gains
  minus the losses in the log (119.3, 810.9);
- mana pools are empty whenever the step has changed (CR 500.4);
- when a player gets priority with an empty stack, state-based actions are done (117.5, 704):
  no creature with 0 toughness or lethal damage, no unattached Aura, nothing attached to an object
  that left, no attacker off the battlefield;
- until the game is over there is a decision with at least one legal action, for a player still
  in the game; afterwards none, and there is an outcome.
"""

from __future__ import annotations

import time

import pytest

from manastack.actions import Action, Activate, AutoPay, DecisionKind, Done, Pass
from manastack.ai.random_player import RandomPlayer, is_mana_ability
from manastack.app.decks import resolve_deck
from manastack.game import Game
from manastack.mana import ManaCost
from manastack.model.abilities import Mode, SpellAbility, TriggeredAbility
from manastack.model.card import CardDef
from manastack.model.effects import (
    CopySpell,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    Duration,
    Fight,
    GainControl,
    GrantAbilities,
    May,
    Mill,
    MoveTo,
    PutCounters,
    Sacrifice,
    Scry,
    Untap,
)
from manastack.model.filters import CardTypes, Controller, ControllerIs, EachOpponent, ObjectFilter, Target, TargetKind, TargetSpec
from manastack.model.triggers import AboutThis, AtStep, ByPlayer, TriggerCondition, TriggerEvent
from manastack.model.types import CardType, Keyword, Step, Zone
from manastack.rules.layers import chars
from manastack.state.game_state import Format
from tests.cardlib import ANY_TARGET, SOLDIER, TARGET_CREATURE, card, creature, kw, spell

DECKS: dict[str, dict[str, int]] = {
    # Tokens, counters and life gain with their replacement effects.
    "abzan-tokens": {
        "Plains": 6, "Forest": 3, "Swamp": 3,
        "Soul Warden": 1, "Ajani's Pridemate": 1, "Raise the Alarm": 2, "Holy Strength": 1, "Bonesplitter": 1,
        "Parallel Lives": 1, "Doubling Season": 1, "Bilbo, Birthday Celebrant": 1, "Walking Ballista": 1,
        "Vampire Nighthawk": 1, "Healing Salve": 1, "Gilded Goose": 1, "Glorious Anthem": 1, "Savannah Lions": 1,
        "Order of Whiteclay": 1,
    },
    # Burn, counterspells, copies, Fog and a graveyard replacement.
    "izzet-control": {
        "Island": 6, "Mountain": 5, "Plains": 1, "Forest": 1,
        "Clone": 2, "Counterspell": 2, "Cancel": 1, "Lightning Bolt": 2, "Shock": 1, "Pyroclasm": 1,
        "Walking Ballista": 1, "Divination": 1, "Fog": 1, "Rest in Peace": 1, "Boggart Brute": 1, "Wall of Stone": 1,
        "Orcish Bowmasters": 1, "Bilbo, Thief in the Night": 1,
    },
    # Big creatures, mana replacement, auras on lands, Bard's draw/token replacement.
    "selesnya-ramp": {
        "Forest": 6, "Plains": 3, "Island": 2, "Reflecting Pool": 1,
        "Llanowar Elves": 1, "Wild Growth": 1, "Rampant Growth": 1, "Mana Reflection": 1, "Fellwar Stone": 1,
        "Grizzly Bears": 2, "Giant Spider": 1, "Serra Angel": 1, "Colossal Dreadmaw": 1, "Bard, King of Dale": 1,
        "Giant Growth": 1, "Fog": 1, "Holy Strength": 1, "Raise the Alarm": 1, "Elvish Archers": 1,
        "Darksteel Myr": 1, "Bake into a Pie": 1,
    },
}

# Model-built test cards (no real card is exactly one of these) for effects the built-in pool
# lacks: control change, destroy, sacrifice, discard, mill, scry, fight, bounce, reanimation,
# spell copies, token copies, modes, "you may", dies/attacks/upkeep triggers.
CREATURE = frozenset({CardType.CREATURE})
TARGET_PLAYER = TargetSpec(TargetKind.PLAYER, description="target player")
TEST_CARDS: list[CardDef] = [
    spell(
        "Test Threaten", "{1}{R}", CardType.SORCERY,
        GainControl(Target(0), Duration.END_OF_TURN), Untap(Target(0)), GrantAbilities(Target(0), keywords=(Keyword.HASTE,)),
        targets=(TARGET_CREATURE,), text="Gain control of target creature until end of turn. Untap it. It gains haste.",
    ),
    spell("Test Murder", "{1}{B}", CardType.INSTANT, Destroy(Target(0)), targets=(TARGET_CREATURE,), text="Destroy target creature."),
    spell("Test Edict", "{1}{B}", CardType.SORCERY, Sacrifice(ObjectFilter((CardTypes(CREATURE),)), player=Target(0)), targets=(TARGET_PLAYER,), text="Target player sacrifices a creature."),
    spell("Test Mind Rot", "{1}{B}", CardType.SORCERY, Discard(2, player=Target(0)), targets=(TARGET_PLAYER,), text="Target player discards two cards."),
    spell("Test Mill", "{U}", CardType.SORCERY, Mill(3, player=Target(0)), targets=(TARGET_PLAYER,), text="Target player mills three cards."),
    spell("Test Opt", "{U}", CardType.INSTANT, Scry(1), DrawCards(1), text="Scry 1. Draw a card."),
    spell(
        "Test Prey Upon", "{R}", CardType.SORCERY, Fight(Target(0), Target(1)),
        targets=(
            TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE), ControllerIs(Controller.YOU))), description="target creature you control"),
            TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE), ControllerIs(Controller.OPPONENT))), description="target creature an opponent controls"),
        ),
        text="Target creature you control fights target creature an opponent controls.",
    ),
    spell("Test Unsummon", "{U}", CardType.INSTANT, MoveTo(Target(0), Zone.HAND), targets=(TARGET_CREATURE,), text="Return target creature to its owner's hand."),
    spell(
        "Test Reanimate", "{1}{B}", CardType.SORCERY, MoveTo(Target(0), Zone.BATTLEFIELD, under_your_control=True),
        targets=(TargetSpec(TargetKind.OBJECT, ObjectFilter((CardTypes(CREATURE),), zone=Zone.GRAVEYARD), description="target creature card in a graveyard"),),
        text="Put target creature card from a graveyard onto the battlefield under your control.",
    ),
    spell(
        "Test Fork", "{R}{R}", CardType.INSTANT, CopySpell(Target(0)),
        targets=(TargetSpec(TargetKind.SPELL, ObjectFilter((CardTypes(frozenset({CardType.INSTANT, CardType.SORCERY})),), zone=Zone.STACK), description="target instant or sorcery spell"),),
        text="Copy target instant or sorcery spell. You may choose new targets for the copy.",
    ),
    spell("Test Mirror Image", "{2}{U}", CardType.SORCERY, CreateTokenCopy(Target(0)), targets=(TARGET_CREATURE,), text="Create a token that's a copy of target creature."),
    CardDef(
        name="Test Charm", mana_cost=ManaCost.parse("{B}{R}"), types=frozenset({CardType.INSTANT}),
        abilities=(
            SpellAbility(modes=(
                Mode((DealDamage(2, Target(0)),), (ANY_TARGET,), text="Test Charm deals 2 damage to any target."),
                Mode((Discard(1, player=Target(0)),), (TARGET_PLAYER,), text="Target player discards a card."),
                Mode((PutCounters("+1/+1", 2, Target(0)),), (TARGET_CREATURE,), text="Put two +1/+1 counters on target creature."),
            )),
        ),
    ),
    creature(
        "Test Martyr", "{B}", 1, 1,
        TriggeredAbility(TriggerCondition(TriggerEvent.DIES, (AboutThis(),)), (CreateToken(SOLDIER),), text="When this creature dies, create a 1/1 white Soldier creature token."),
    ),
    creature(
        "Test Raider", "{1}{R}", 2, 1,
        TriggeredAbility(TriggerCondition(TriggerEvent.ATTACKS, (AboutThis(),)), (PutCounters("+1/+1", 1),), text="Whenever this creature attacks, put a +1/+1 counter on it."),
    ),
    creature(
        "Test Sage", "{2}{U}", 1, 1, *kw(Keyword.FLYING),
        TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (May((DrawCards(1),)),), text="When this creature enters, you may draw a card."),
    ),
    creature(
        "Test Pinger", "{2}{R}", 2, 2,
        TriggeredAbility(
            TriggerCondition(TriggerEvent.BEGINNING_OF_STEP, (AtStep(Step.UPKEEP), ByPlayer(Controller.YOU))), (DealDamage(1, EachOpponent()),),
            text="At the beginning of your upkeep, this creature deals 1 damage to each opponent.",
        ),
    ),
    creature(
        "Test Scout", "{1}{B}", 2, 2,
        TriggeredAbility(TriggerCondition(TriggerEvent.ENTERS, (AboutThis(),)), (Mill(2, player=Target(0)),), targets=(TARGET_PLAYER,), text="When this creature enters, target player mills two cards."),
    ),
]
TEST_POOL = {c.name: c for c in TEST_CARDS}
DECKS["grixis-tricks"] = {"Swamp": 6, "Mountain": 5, "Island": 3, "Walking Ballista": 1, **{c.name: 1 for c in TEST_CARDS}}
NAMES = list(DECKS)


def build(name: str) -> list[CardDef]:
    return [TEST_POOL[n] if n in TEST_POOL else card(n) for n, k in DECKS[name].items() for _ in range(k)]

DUEL_GAMES = 200
TWO_HEADED_GAMES = 8
MAX_ACTIONS = 1000
LIFE = 5


# The invariant checker lives in the package (shared with benchmarks/fuzz.py).
from manastack.testing.invariants import _zone_lists, check_invariants  # noqa: E402,F401


class EagerPlayer(RandomPlayer):
    """A random player that acts more than it passes, so that games are eventful and short: at
    priority it passes only a third of the time when it could do something else, it attacks with
    each creature it can more often than not, and usually lets the engine finish a payment it
    started (tapping mana by hand is still chosen sometimes). Now and then it picks any legal
    action at all, cancelling a payment or activating a lone mana ability included."""

    def choose(self, game: Game) -> Action:
        d = game.decision
        assert d is not None
        opts = list(d.options)
        r = self.rng.random()
        if r < 0.03:
            # Now and then anything at all: a lone mana ability, cancelling a payment (CR 728)...
            return self.rng.choice(opts)
        if d.kind is DecisionKind.PRIORITY:
            acts = [a for a in opts if not isinstance(a, Pass) and not (isinstance(a, Activate) and is_mana_ability(game, a))]
            if acts and r < 0.65:
                return self.rng.choice(acts)
            if r < 0.98:
                return Pass()
        elif d.kind is DecisionKind.DECLARE_ATTACKERS:
            attacks = [a for a in opts if not isinstance(a, Done)]
            if attacks and r < 0.75:
                return self.rng.choice(attacks)
            return Done()
        elif d.kind is DecisionKind.PAY_MANA and AutoPay() in opts and r < 0.7:
            return AutoPay()
        elif d.kind is DecisionKind.MULLIGAN and r < 0.8:
            return opts[0]  # keep
        return super().choose(game)


def play_checked(game: Game, seed: int) -> tuple[int, bool]:
    """Random play with the invariants checked after every action; returns (actions, ended)."""
    cards = sum(1 for o in game.state.objects.values() if not o.is_token)
    players = {p.id: EagerPlayer(seed * 31 + p.id) for p in game.state.players}
    start_life = [t.life for t in game.state.teams]
    check_invariants(game, cards, None, start_life)
    n = 0
    while not game.is_over and n < MAX_ACTIONS:
        d = game.decision
        assert d is not None
        before = (game.state.turn, game.state.step.value)
        action = players[d.player].choose(game)
        try:
            game.apply(action)
        except Exception as e:  # noqa: BLE001 - any escaping exception is a bug; say where
            raise AssertionError(f"seed {seed}, action {n} ({d.kind.value}: {action!r}): {type(e).__name__}: {e}") from e
        n += 1
        try:
            check_invariants(game, cards, before, start_life)
        except AssertionError as e:
            raise AssertionError(f"seed {seed}, after action {n} ({d.kind.value}: {action!r}): {e}") from e
    return n, game.is_over


def duel(seed: int) -> Game:
    """Decks paired so that every pairing (mirrors included) comes up."""
    k = len(NAMES)
    a, b = NAMES[seed % k], NAMES[(seed // k) % k]
    return Game.new([("alice", build(a)), ("bob", build(b))], seed=seed, life=LIFE)


def two_headed(seed: int) -> Game:
    names = [NAMES[(seed + i) % len(NAMES)] for i in range(4)]
    players = [(n, build(d)) for n, d in zip(("alice", "carol", "bob", "dave"), names)]
    return Game.new(players, seed=seed, format=Format.TWO_HEADED_GIANT, life=LIFE + 4)


def test_random_games_keep_the_state_consistent_after_every_action() -> None:
    """200 random duels and a dozen Two-Headed Giant games (CR 810) between three decks: no
    exception escapes and every invariant in the module docstring holds after every action."""
    t0 = time.perf_counter()
    ended = 0
    actions = 0
    for seed in range(DUEL_GAMES):
        n, over = play_checked(duel(seed), seed)
        ended += over
        actions += n
    for seed in range(TWO_HEADED_GAMES):
        n, over = play_checked(two_headed(1000 + seed), 1000 + seed)
        ended += over
        actions += n
    elapsed = time.perf_counter() - t0
    print(f"\n{DUEL_GAMES + TWO_HEADED_GAMES} random games, {actions} actions, {ended} ended on their own, {elapsed:.1f}s")
    # Nearly every game ends by the rules (life, decking), not by the cap.
    assert ended >= 0.95 * (DUEL_GAMES + TWO_HEADED_GAMES)


# ---- regressions: bugs the random games found -----------------------------------------------------


def test_clone_chooses_what_to_copy_while_still_on_the_stack() -> None:
    """CR 614.12 / 707.5: the "enter as a copy" choice is made before Clone enters — at that
    decision Clone is still a spell on the stack, in exactly one zone (it used to be in no zone
    list at all). Then it enters as a copy of the chosen creature."""
    from manastack.position import position, resolve

    lib = ["Island"] * 5
    game = position({"alice": {"battlefield": ["Island"] * 4, "hand": ["Clone"], "library": lib}, "bob": {"battlefield": ["Serra Angel"], "library": lib}})
    cards = len(game.state.objects)
    game.apply("Cast Clone")
    game.apply("Pay automatically")
    resolve(game)
    d = game.decision
    assert d is not None and d.kind is DecisionKind.CHOOSE_OBJECT and "copy" in d.context
    s = game.state
    check_invariants(game, cards, None, [t.life for t in s.teams])
    assert [s.objects[o].name for o in s.stack] == ["Clone"]
    game.apply("Serra Angel")
    s = game.state
    angels = [o for o in s.battlefield if chars(s, o).name == "Serra Angel"]
    assert sorted(chars(s, o).controller for o in angels) == [0, 1]
    assert not s.stack


def test_walking_ballista_that_died_paying_its_cost_still_deals_its_damage() -> None:
    """CR 113.7a / 608.2h: Walking Ballista removing its last counter dies (704.5f) before its
    ability resolves; the ability still deals 1 damage, using the source's last known information
    (this used to raise KeyError)."""
    from manastack.position import position, resolve

    lib = ["Island"] * 5
    game = position({"alice": {"battlefield": [{"card": "Walking Ballista", "counters": {"+1/+1": 1}}], "library": lib}, "bob": {"library": lib}})
    game.apply("Activate Walking Ballista: Remove a +1/+1 counter from this creature: It deals 1 damage to any target.")
    game.apply("bob")
    assert [game.state.objects[o].name for o in game.state.players[0].graveyard] == ["Walking Ballista"]
    resolve(game)
    assert game.state.teams[1].life == 19
    hit = [e for e in game.log_dicts() if e["event"] == "damage_dealt"]
    assert [(e["source"], e["target"], e["amount"]) for e in hit] == [("Walking Ballista", "bob", 1)]


def test_invariants_catch_a_life_change_the_log_never_told() -> None:
    """The invariant checker reads the log incrementally (each entry once per game); a life total
    changed without a life_gained/life_lost event (CR 119.3) is still caught after many checks
    have read the log before it."""
    game = Game.new([("alice", resolve_deck("hob-green").cards), ("bob", resolve_deck("hob-red").cards)], seed=5)
    cards = sum(1 for o in game.state.objects.values() if not o.is_token)
    start_life = [t.life for t in game.state.teams]
    players = {p.id: RandomPlayer(p.id) for p in game.state.players}
    while game.state.turn < 4:
        d = game.decision
        assert d is not None
        before = (game.state.turn, game.state.step.value)
        game.apply(players[d.player].choose(game))
        check_invariants(game, cards, before, start_life)
    game.state.teams[1].life -= 3
    with pytest.raises(AssertionError, match="team bob has .* life; the log accounts for"):
        check_invariants(game, cards, (0, "not this step"), start_life)


def test_invariants_catch_a_change_that_left_the_cached_characteristics_stale() -> None:
    """Characteristics are cached per state version (CR 613); a change made without moving the
    version (here a +1/+1 counter put on a creature behind the rules' back) leaves the cache stale,
    and the invariant that compares the caches with a computation from scratch says which object."""
    from manastack.position import position

    lib = ["Island"] * 5
    game = position({"alice": {"battlefield": ["Grizzly Bears"], "library": lib}, "bob": {"library": lib}})
    bears = game.state.battlefield[0]
    check_invariants(game, 11, None, [20, 20], caches_every=1)
    assert chars(game.state, bears).power == 2
    game.state.objects[bears].counters["+1/+1"] = 1
    with pytest.raises(AssertionError, match=r"cached characteristics of Grizzly Bears \(\d+\) are stale"):
        check_invariants(game, 11, None, [20, 20], caches_every=1)
    game.state.version += 1
    check_invariants(game, 11, None, [20, 20], caches_every=1)
    assert chars(game.state, bears).power == 3


def test_invariants_catch_mana_sources_left_stale_and_a_tapped_land_is_no_source_once_the_version_moves() -> None:
    """The automatic payment's sources are kept while the state's version and what they were found
    from are unchanged; a land tapped behind the rules' back (the version not moved) leaves them
    stale, and the invariant says whose. Once the version moves, the tapped land (CR 107.5) is no
    longer one of them."""
    from manastack.position import position
    from manastack.rules.mana import simple_sources

    lib = ["Island"] * 5
    game = position({"alice": {"battlefield": ["Forest", "Forest"], "library": lib}, "bob": {"library": lib}})
    forest = game.state.battlefield[0]
    check_invariants(game, 12, None, [20, 20], caches_every=1)
    assert len(simple_sources(game.state, 0)) == 2
    game.state.objects[forest].tapped = True
    with pytest.raises(AssertionError, match="cached mana sources of alice are stale"):
        check_invariants(game, 12, None, [20, 20], caches_every=1)
    game.state.version += 1
    assert [s.obj for s in simple_sources(game.state, 0)] == [game.state.battlefield[1]]


def test_declaring_an_attacker_moves_the_version_so_attacking_creatures_characteristics_follow() -> None:
    """Found by the cache invariant in a Commander fuzz game: with War Horn ("Attacking creatures
    you control get +1/+0"), a creature declared as an attacker while the declaration goes on
    (CR 508.1a) left the cached characteristics of an earlier computation in place; each declared
    attacker now moves the state's version, so the cache and a computation from scratch agree."""
    from manastack.position import position

    lib = ["Island"] * 5
    side = {"battlefield": ["War Horn", "Grizzly Bears", "Grizzly Bears"], "library": lib}
    game = position({"alice": side, "bob": side})
    while (d := game.decision) is not None and d.kind is not DecisionKind.DECLARE_ATTACKERS:
        game.apply(Pass())
    assert d is not None
    bears = next(o for o in game.state.battlefield if game.state.objects[o].name == "Grizzly Bears" and game.state.objects[o].controller == d.player)
    chars(game.state, bears)  # computed (and cached) before the declaration
    game.apply(next(a for a in d.options if getattr(a, "attacker", None) == bears))
    assert game.decision is not None and game.decision.kind is DecisionKind.DECLARE_ATTACKERS
    check_invariants(game, 16, None, [20, 20], caches_every=1)
    assert chars(game.state, bears).power == 3


def test_invariants_catch_a_triggered_ability_from_no_card_of_the_game() -> None:
    """Events no card of the game waits for trigger nothing (rules.vocabulary.named_in_game): an
    object with a triggered ability from anywhere else — here copiable values set behind the rules'
    back to those of a card not in the game — breaks that, and the invariant says which object."""
    from manastack.cards.lookup import catalog_card
    from manastack.position import position

    lib = ["Island"] * 5
    game = position({"alice": {"battlefield": ["Grizzly Bears"], "library": lib}, "bob": {"library": lib}})
    check_invariants(game, 11, None, [20, 20], caches_every=1)
    warden = catalog_card("Soul Warden")
    assert warden is not None
    game.state.objects[game.state.battlefield[0]].copy_of = warden
    game.state.version += 1
    with pytest.raises(AssertionError, match=r"Soul Warden \(\d+\) has \['TriggerEvent.ENTERS'\], which no definition of the game names"):
        check_invariants(game, 11, None, [20, 20], caches_every=1)
