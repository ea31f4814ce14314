"""manastack against phase-python (the Python bindings of phase.rs, a Rust rules engine) on the
same two decklists, random player against random player: complete games, actions per second and
games per second of each engine, and their ratio.

    pip install phase-python     # benchmark only: no extra of pyproject installs it
    python benchmarks/vs_phase.py [--games N] [--rounds R] [--seed S] [--decks hob-green,hob-red]

R alternating rounds; each round plays N games in phase-python, then the same N games (seeds,
decklists, who plays first) in manastack. Game i of round r is seeded S + r*N + i, and the deck
listed first plays first in the even games. One untimed warm-up game per engine precedes the
rounds.

Card data for phase-python: phase-python reads a ``card-data.json`` that its ``phase-gen``
builds from an MTGJSON AtomicCards file. This script writes an AtomicCards file holding only the
decks' cards, converted from ``--cards`` (default ``../shared/cards/oracle-cards.json.gz``; any
card file manastack reads), runs ``phase-gen`` on it, and writes both files to ``--cache``
(default ``$TMPDIR/manastack-vs-phase``), anew on every run. MTGJSON lists each card's keyword
abilities and phase-python relies on that list; the Hobbit cards of the shared data carry none, so
keywords are also read off keyword lines ("Reach, deathtouch", "Equip {3}", "Landfall — …") with
the keyword names the card file uses. A card phase-python lacks or holds with a clause it marks
unimplemented is named in the output and replaced by the deck's basic land in both engines.

What counts: an action is one applied decision in either engine, priority passes included
(phase-python: one ``Game.apply``; manastack: one ``Game.apply``, as in playouts.py). The engines
do not ask the same questions: manastack asks for mana payments (a land to tap, pay
automatically) where phase-python pays by itself and lists no mana abilities, so actions per game
differ (the output shows them, and turns per game); games per second compares complete games of
the same decks. The random policy is uniform among the legal actions: manastack's
``RandomPlayer`` (no mana ability on its own at priority, never cancelling a payment it started)
and, in phase-python, ``Game.actions()`` less ``CancelCast`` unless nothing else is legal (during
the mulligans, where ``Game.actions()`` lists every pending player's choices together, those of
the first pending player); each player has its own RNG seeded as manastack's runner seeds it. A
game still running after playouts.py's cap of actions is unfinished; a phase-python game that
raises is an error; both are counted apart and listed, and games per second counts finished games
only.

Measured on 2026-12-06, ``python benchmarks/vs_phase.py`` (its default: 60 games in 3 rounds,
hob-green against hob-red, phase-python 0.103.0), two runs on the quiet 2-core development
machine: all 60 games of each engine finished, none raised. phase-python 524-542 actions/s,
1.02-1.06 games/s (512 actions, 22.1 turns a game); manastack 5,802-5,935 actions/s, 12.4-12.6
games/s (469 actions, 22.6 turns a game); manastack/phase-python 10.95x and 11.08x in actions/s,
11.9x and 12.1x in games/s. Both engines replayed the same games in both runs (the same action
counts). phase-python's speed moves between runs more than manastack's: the ratio with it.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from playouts import PLAYOUT_CAP, playout

from manastack.app.decks import Deck, resolve_deck
from manastack.app.runner import ai_seed
from manastack.app.table import seat_names, table_format
from manastack.carddata.loaders import load_file
from manastack.carddata.record import CardFace, CardRecord
from manastack.model.card import CardDef
from manastack.model.types import CardType, Supertype

try:
    import phase
    import phase.gen
except ImportError as exc:  # the peer is a benchmark-only dependency
    sys.exit(f"vs_phase.py needs phase-python, the peer engine (pip install phase-python): {exc}")

ROOT = Path(__file__).resolve().parent.parent
SUPERTYPES = frozenset(s.value for s in Supertype)
REMINDER = re.compile(r"\s*\([^)]*\)")
PHASE_FORMAT = "Limited"  # 40-card decks (the Welcome Decks) pass its deck check; 20 life, as a manastack duel


# --- card data for phase-python --------------------------------------------------------------


def keyword_lines(text: str, vocab: dict[str, str]) -> Iterator[str]:
    """The keywords of a text's keyword lines: a line of keyword abilities ("Reach, deathtouch",
    "Equip {3}", "Enchant creature") or one opened by an ability word ("Landfall — …"), reminder
    text left out; ``vocab`` maps lower-case keyword names to their spelling."""
    for line in REMINDER.sub("", text).split("\n"):
        line = line.strip()
        head, dash, _ = line.partition(" — ")
        if dash and head.lower() in vocab:
            yield vocab[head.lower()]
            continue
        found = []
        for item in (i.strip().lower() for i in re.split(r"[,;] ", line) if i.strip()):
            # the keyword alone, or with a cost or number ("equip {3}", "ward 2"), or enchant's object
            heads = [k for k in vocab if item == k or (item.startswith(k + " ") and (k == "enchant" or re.match(r"[{\dx—]", item[len(k) + 1:])))]
            if not heads:
                break
            found.append(vocab[max(heads, key=len)])
        else:
            yield from found


def mtgjson_face(rec: CardRecord, face: CardFace, side: int, keywords: Sequence[str]) -> dict[str, Any]:
    """One face as an MTGJSON AtomicCards entry (the fields phase-gen reads)."""
    words = face.supertypes_and_types
    entry: dict[str, Any] = {
        "name": rec.name, "layout": rec.layout, "type": face.type_line, "manaValue": float(rec.mana_value or 0),
        "colors": list(face.colors), "colorIdentity": list(rec.color_identity),
        "supertypes": [w for w in words if w in SUPERTYPES], "types": [w for w in words if w not in SUPERTYPES],
        "subtypes": list(face.subtypes), "keywords": list(keywords), "identifiers": {},
    }
    for key, value in (("manaCost", face.mana_cost), ("text", face.oracle_text), ("power", face.power),
                       ("toughness", face.toughness), ("loyalty", face.loyalty), ("defense", face.defense)):
        if value:
            entry[key] = value
    if len(rec.faces) > 1:
        entry["faceName"], entry["side"] = face.name, "abcdefgh"[side]
    return entry


@dataclass(frozen=True)
class PhaseCards:
    """phase-python's card data for a set of card names: the files, and each name's faces."""

    atomic: Path
    card_data: Path
    faces: dict[str, tuple[str, ...]]
    missing: tuple[str, ...]  # names the card file lacks


def build_phase_cards(names: set[str], cards_file: Path, cache: Path) -> PhaseCards:
    """Convert the cards named (front face names, as decklists name them) to an AtomicCards file
    and run phase-gen on it."""
    records = load_file(cards_file)
    vocab = {k.lower(): k for r in records for k in r.keywords}
    by_name = {r.faces[0].name: r for r in records if r.faces} | {r.name: r for r in records}
    wanted = {n: by_name[n] for n in sorted(names) if n in by_name}
    data = {}
    for rec in wanted.values():
        keywords = sorted(set(rec.keywords) | {k for f in rec.faces for k in keyword_lines(f.oracle_text, vocab)})
        data[rec.name] = [mtgjson_face(rec, f, i, keywords) for i, f in enumerate(rec.faces)]
    cache.mkdir(parents=True, exist_ok=True)
    atomic, card_data = cache / "AtomicCards.json", cache / "card-data.json"
    atomic.write_text(json.dumps({"meta": {"source": str(cards_file)}, "data": data}, ensure_ascii=False, indent=1), encoding="utf-8")
    card_data.unlink(missing_ok=True)
    said = io.StringIO()
    with contextlib.redirect_stdout(said):
        phase.gen.main(["-i", str(atomic), "-o", str(card_data)])
    if not card_data.exists():  # phase-gen stops without writing when a card fails
        sys.exit(f"phase-gen wrote no card data from {atomic}:\n{said.getvalue()}")
    faces = {n: tuple(f.name for f in rec.faces) for n, rec in wanted.items()}
    return PhaseCards(atomic, card_data, faces, tuple(sorted(names - set(wanted))))


def unimplemented(node: Any) -> Iterator[str]:
    """The clauses phase-python's card data marks as not implemented: an ``Unimplemented`` effect,
    an ``Unknown`` trigger."""
    if isinstance(node, dict):
        if node.get("type") == "Unimplemented":
            yield str(node.get("description") or node.get("name"))
        if isinstance(node.get("Unknown"), str):
            yield node["Unknown"]
        for v in node.values():
            yield from unimplemented(v)
    elif isinstance(node, list):
        for v in node:
            yield from unimplemented(v)


def phase_deck_problem(engine: Any, name: str) -> str:
    """Why phase-python can't make a deck of the card named ("" if it can): it leaves out a name it
    doesn't find, and raises when a library comes out empty."""
    try:
        game = engine.new_game([name] * 40, [name] * 40, format=PHASE_FORMAT)
    except ValueError as exc:
        return f"phase-python doesn't take it in a deck ({exc})"
    seat = game.player(0)
    return "" if len(seat["library"]) + len(seat["hand"]) == 40 else "phase-python leaves it out of a deck"


def phase_gaps(cards: PhaseCards, engine: Any, names: set[str]) -> dict[str, list[str]]:
    """Each card name phase-python can't play as printed, with why."""
    data = json.loads(cards.card_data.read_text(encoding="utf-8"))
    gaps = {}
    for name in sorted(names):
        problem = phase_deck_problem(engine, name)
        why = [problem + (" (not in the card file)" if name in cards.missing else "")] if problem else []
        for f in cards.faces.get(name, ()):
            entry = data.get(f.lower())
            why += [f"{f}: not in phase-python's card data"] if entry is None else [f"{f}: unimplemented {c!r}" for c in unimplemented(entry)]
        if why:
            gaps[name] = why
    return gaps


def without_gaps(deck: Deck, gaps: dict[str, list[str]]) -> tuple[Deck, list[str]]:
    """The deck with every card phase-python can't play replaced by the deck's most common basic
    land (or left out if it has none), and what was done."""
    basics = Counter(c for c in deck.cards if CardType.LAND in c.types and Supertype.BASIC in c.supertypes and c.name not in gaps)
    land: CardDef | None = basics.most_common(1)[0][0] if basics else None
    out = [land if c.name in gaps else c for c in deck.cards]
    notes = [f"{deck.name}: {n}x {name} -> {land.name if land else 'left out'}" for name, n in Counter(c.name for c in deck.cards if c.name in gaps).items()]
    return Deck(deck.name, tuple(c for c in out if c is not None), deck.kind), notes


# --- games ------------------------------------------------------------------------------------


@dataclass
class Tally:
    """One engine's games: how they ended, actions, seconds, turns, wins by deck."""

    games: int = 0
    finished: int = 0
    unfinished: list[int] = field(default_factory=list)  # seeds
    errors: list[str] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0
    turns: int = 0
    wins: Counter[str] = field(default_factory=Counter)  # deck name, or "draw"

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.finished += other.finished
        self.unfinished += other.unfinished
        self.errors += other.errors
        self.actions += other.actions
        self.seconds += other.seconds
        self.turns += other.turns
        self.wins.update(other.wins)

    def line(self, label: str) -> str:
        ended = f"{self.finished} finished" + (f", {len(self.unfinished)} unfinished" if self.unfinished else "") + (f", {len(self.errors)} errors" if self.errors else "")
        return (f"  {label:<13}{self.games:>4} games ({ended}), {self.actions:>8,} actions, {self.seconds:7.1f} s, "
                f"{self.actions / self.seconds:7,.0f} actions/s, {self.finished / self.seconds:6.2f} games/s")


def phase_choices(waiting: dict[str, Any], game: Any) -> tuple[int, list[Any]]:
    """The seat phase-python waits for and its legal actions. ``Game.actions()`` answers for every
    player a prompt waits for: during the mulligans (``MulliganDecision``, pending players in
    order) it lists each pending player's actions together (keep or mulligan, and the cards to put
    on the bottom for one who kept), so the first pending player's are picked out by kind."""
    data = waiting.get("data") or {}
    legal = game.actions()
    if waiting["type"] == "MulliganDecision":
        first = data["pending"][0]
        kind = "SelectCards" if first["phase"]["type"] == "BottomCards" else "MulliganDecision"
        return int(first["player"]), [a for a in legal if a.kind == kind]
    return int(data["player"] if "player" in data else game.priority_player()), legal


def phase_game(engine: Any, decks: Sequence[Deck], s: int, i: int, tally: Tally) -> None:
    """One random game in phase-python, seeded ``s``, the seat ``i % 2`` playing first."""
    rngs = [random.Random(ai_seed(s, 2, k)) for k in range(2)]
    n = 0
    tally.games += 1
    t0 = time.perf_counter()
    try:
        game = engine.new_game([c.name for c in decks[0].cards], [c.name for c in decks[1].cards], seed=s, format=PHASE_FORMAT, first_player=i % 2)
        while n < PLAYOUT_CAP:
            waiting = game.waiting_for()
            if waiting["type"] == "GameOver":
                winner = waiting["data"].get("winner")
                tally.wins[decks[winner].name if winner is not None else "draw"] += 1
                tally.finished += 1
                tally.turns += game.turn
                break
            seat, legal = phase_choices(waiting, game)
            if not legal:
                raise RuntimeError(f"no legal action while waiting for {waiting['type']}")
            options = [a for a in legal if a.kind != "CancelCast"] or legal
            game.apply(seat, rngs[seat].choice(options))
            n += 1
        else:
            tally.unfinished.append(s)
    except BaseException as exc:  # an engine error ends this game only (a Rust panic raises a BaseException)
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        tally.errors.append(f"seed {s}, action {n}: {type(exc).__name__}: {exc}")
    tally.seconds += time.perf_counter() - t0
    tally.actions += n


def manastack_game(decks: Sequence[Deck], s: int, i: int, tally: Tally) -> None:
    """One random game in manastack, as benchmarks/playouts.py plays it."""
    seats = seat_names(2)
    t0 = time.perf_counter()
    n, game = playout(list(decks), seats, s, table_format(None, 2), i)
    tally.seconds += time.perf_counter() - t0
    tally.games += 1
    tally.actions += n
    out = game.outcome()
    if out is None:
        tally.unfinished.append(s)
        return
    tally.finished += 1
    tally.turns += game.state.turn
    tally.wins["draw" if out.draw else decks[seats.index(out.winners[0])].name] += 1


def ratio_line(m: Tally, p: Tally) -> str:
    def r(a: float, b: float) -> str:
        return f"{a / b:.2f}x" if b else "n/a"

    return f"  manastack/phase-python: {r(m.actions / m.seconds, p.actions / p.seconds)} actions/s, {r(m.finished / m.seconds, p.finished / p.seconds)} games/s"


def summary(label: str, t: Tally, decks: Sequence[Deck]) -> str:
    if not t.finished:
        return f"  {label}: no game finished"
    wins = ", ".join(f"{d.name} {t.wins[d.name]}" for d in decks) + f", draws {t.wins['draw']}"
    return f"  {label}: {t.actions / t.games:.0f} actions per game, {t.turns / t.finished:.1f} turns per finished game, wins: {wins}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=20, help="games per engine per round (default 20)")
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    ap.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    ap.add_argument("--decks", default="hob-green,hob-red", help="two deck names or files, comma-separated (default hob-green,hob-red)")
    ap.add_argument("--cards", type=Path, default=ROOT.parent / "shared" / "cards" / "oracle-cards.json.gz",
                    help="card file the decks' cards are converted from for phase-python (default ../shared/cards/oracle-cards.json.gz)")
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "manastack-vs-phase",
                    help="folder for the AtomicCards file and phase-python's card-data.json, rewritten on each run (default $TMPDIR/manastack-vs-phase)")
    args = ap.parse_args()
    names = [n.strip() for n in args.decks.split(",") if n.strip()]
    if len(names) != 2:
        ap.error(f"--decks: expected two deck names, got {len(names)}")
    if args.games < 1 or args.rounds < 1 or args.seed < 0:
        ap.error("--games and --rounds must be at least 1, --seed at least 0")
    if not args.cards.exists():
        ap.error(f"--cards: no card file at {args.cards}")
    decks = [resolve_deck(n) for n in names]

    card_names = {c.name for d in decks for c in d.cards}
    cards = build_phase_cards(card_names, args.cards, args.cache)
    try:
        engine = phase.Engine.from_path(str(cards.card_data))
    except Exception as exc:
        sys.exit(f"phase-python could not load the card data it built ({cards.card_data}): {exc}")
    print(f"phase-python {metadata.version('phase-python')}, card data: {cards.card_data} ({engine.card_count()} faces, from {cards.atomic})")
    gaps = phase_gaps(cards, engine, card_names)
    if gaps:
        print("phase-python can't play these cards as printed; both engines play the decks with them replaced:")
        for name, why in sorted(gaps.items()):
            print(f"  {name}: {'; '.join(why)}")
        fixed = [without_gaps(d, gaps) for d in decks]
        decks = [d for d, _ in fixed]
        for _, notes in fixed:
            for note in notes:
                print(f"  {note}")
    else:
        print("phase-python has every card of the decks, none with a clause it marks unimplemented")
    print(f"decks: {decks[0].name} ({len(decks[0].cards)} cards) against {decks[1].name} ({len(decks[1].cards)} cards), random players; "
          f"{args.rounds} rounds of {args.games} games per engine, seeds {args.seed}..{args.seed + args.rounds * args.games - 1}")

    phase_game(engine, decks, args.seed, 0, Tally())  # warm-ups, untimed
    manastack_game(decks, args.seed, 0, Tally())
    totals = {"phase": Tally(), "manastack": Tally()}
    for r in range(args.rounds):
        seeds = range(args.seed + r * args.games, args.seed + (r + 1) * args.games)
        rounds = {"phase": Tally(), "manastack": Tally()}
        for i, s in enumerate(seeds):
            phase_game(engine, decks, s, i, rounds["phase"])
        for i, s in enumerate(seeds):
            manastack_game(decks, s, i, rounds["manastack"])
        print(f"round {r + 1}/{args.rounds} (seeds {seeds[0]}..{seeds[-1]})")
        print(rounds["phase"].line("phase-python"))
        print(rounds["manastack"].line("manastack"))
        print(ratio_line(rounds["manastack"], rounds["phase"]), flush=True)
        for k, t in rounds.items():
            totals[k].add(t)
    p, m = totals["phase"], totals["manastack"]
    print("total")
    print(p.line("phase-python"))
    print(m.line("manastack"))
    print(ratio_line(m, p))
    print(summary("phase-python", p, decks))
    print(summary("manastack", m, decks))
    for label, t in (("phase-python", p), ("manastack", m)):
        if t.unfinished:
            print(f"  {label}: unfinished after {PLAYOUT_CAP} actions: seeds {', '.join(map(str, t.unfinished))}")
        for e in t.errors:
            print(f"  {label} error: {e}")


if __name__ == "__main__":
    main()
