"""Build the card pool shipped inside the package: ``src/manastack/data/cards.json.gz``.

Run from the repository root with the shared reference data next to it::

    python tools/build_card_pool.py [--shared ../shared] [--out src/manastack/data/cards.json.gz]

What goes in (everything from ``SHARED/cards/oracle-cards.json.gz`` and ``tokens.json.gz``, read
with manastack's own Scryfall loader):

- every card of the five Hobbit Welcome Decks (``SHARED/decks/hob-welcome-*.txt``) and of the
  support pool (``SHARED/cards/support-pool.txt``), and the cards the tests, scenarios and built-in
  decks use (:data:`EXTRA_CARDS`);
- every card whose latest printing is in The Hobbit (HOB), its commander set (HOC) or The Lord of
  the Rings: Tales of Middle-earth (LTR) — the reference file records each card's latest set only,
  so LTR cards reprinted later (basic lands, a few commons) come from the decks/support pool or not
  at all;
- the tokens of those sets (token sets THOB, TLTR) and the predefined tokens rules text refers to
  by name (Food, Treasure, Clue, Blood, Gold, Map, ... : non-creature artifact tokens, CR 111.10)
  and the Army tokens amass creates.

A second pack, ``all-cards.json.gz``, holds every card and token of the reference data, so that any
real card name resolves (the shipped pool is searched first and stays small, so a game between
the built-in decks never reads the big pack).

The packs are written deterministically, so running the script again on the same data gives the same
bytes. The script prints the counts and the size.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from manastack.carddata.decklist import parse_decklist  # noqa: E402
from manastack.carddata.pack import pack_bytes  # noqa: E402
from manastack.carddata.record import CardRecord  # noqa: E402
from manastack.carddata.scryfall import cards_from_scryfall  # noqa: E402

SETS = {"HOB", "HOC", "LTR"}

#: Real cards the engine's own tests, scenarios and built-in decks (``manastack game``) use, beyond
#: the Welcome Decks, the support pool and the sets above: every name resolves to a compiled card
#: (or an escape hatch), so each must be in the shipped pool.
EXTRA_CARDS = (
    'Academy Drake',
    'Act of Treason',
    'Ancient Ziggurat',
    'Apex Hawks',
    'Arc Lightning',
    "Ashnod's Altar",
    'Blaze',
    'Blood Pet',
    'Blossoming Wreath',
    'Bog Wraith',
    'Boggart Brute',
    'Bone Splinters',
    'Bonesplitter',
    'Bountiful Harvest',
    'Burst Lightning',
    'Cackling Counterpart',
    'Citanul Woodreaders',
    'Colossal Dreadmaw',
    'Colossal Majesty',
    "Cultivator's Caravan",
    'Damping Sphere',
    'Darksteel Myr',
    'Day of Judgment',
    'Deep Water',
    'Disfigure',
    'Drudge Skeletons',
    'Elvish Archers',
    'Emperor Crocodile',
    'Enervate',
    'Ensoul Artifact',
    'Eon Hub',
    'Fatigue',
    'Fencing Ace',
    'Fervor',
    'Festival of Trokin',
    'Fire // Ice',
    'Firebolt',
    'Forked Bolt',
    'Forsaken Monument',
    "Gaea's Cradle",
    'Gadwick, the Wizened',
    'Garruk Wildspeaker',
    "Ghoulcaller's Accomplice",
    'Giant Spider',
    'Gladecover Scout',
    'Glorious Anthem',
    'Goblin Piker',
    'Goblin Raider',
    'Godhead of Awe',
    'Greed',
    'Hall of Triumph',
    'History of Benalia',
    'Holy Strength',
    'Hurr Jackal',
    'Icy Manipulator',
    'Impulse',
    'Infernal Darkness',
    'Inspired Charge',
    'Jace Beleren',
    'Jade Statue',
    'Jhessian Infiltrator',
    'Lava Dart',
    'Living Lands',
    'Lonesome Unicorn // Rider in Need',
    'Mending Hands',
    'Militia Bugler',
    'Moldering Karok',
    'Nightmare',
    'Notion Rain',
    'Notion Thief',
    'Ornithopter',
    'Pale Moon',
    'Preordain',
    'Pyroclasm',
    'Quirion Dryad',
    'Raging Goblin',
    'Rampaging Ceratops',
    'Rampant Growth',
    'Ravenous Chupacabra',
    'Reconnaissance',
    'Regeneration',
    'Renegade Freighter',
    'Repel the Darkness',
    'Ritual of Subdual',
    'River Boa',
    'Rootwalla',
    'Rummaging Goblin',
    'Samite Healer',
    'Saproling Migration',
    'Shared Triumph',
    'Siege Wurm',
    'Sol Ring',
    'Sower of Temptation',
    'Sphere of Resistance',
    'Springleaf Drum',
    'Stoke the Flames',
    'Terror',
    'The First Iroan Games',
    'Think Twice',
    'Thopter Spy Network',
    'Thought Reflection',
    'Thrill of Possibility',
    'Twincast',
    'Urborg, Tomb of Yawgmoth',
    'Vernal Bloom',
    'Viscera Seer',
    'Wall of Stone',
    'Wastes',
    'Wrath of God',
    'Yavimaya, Cradle of Growth',
    'Yotian Soldier',
    'Zulaport Cutthroat',
)
TOKEN_SETS = {"THOB", "TLTR", "HOB", "LTR"}


def wanted_names(shared: Path) -> set[str]:
    names: set[str] = set()
    for f in sorted((shared / "decks").glob("hob-welcome-*.txt")):
        names.update(e.name for e in parse_decklist(f.read_text(), f.name).main)
    for line in (shared / "cards" / "support-pool.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            names.add(line)
    names.update(EXTRA_CARDS)
    return names


def is_predefined_token(r: CardRecord) -> bool:
    t = r.front.type_line
    return (t.startswith("Token Artifact \u2014") and "Creature" not in t) or t.endswith(" Army")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    ap.add_argument("--out", type=Path, default=ROOT / "src" / "manastack" / "data" / "cards.json.gz")
    ap.add_argument("--all-out", type=Path, default=ROOT / "src" / "manastack" / "data" / "all-cards.json.gz",
                    help="the pack of every card and token of the reference data (every card name resolves)")
    args = ap.parse_args()
    cards = list(cards_from_scryfall(json.load(gzip.open(args.shared / "cards" / "oracle-cards.json.gz")), "oracle-cards"))
    tokens = list(cards_from_scryfall(json.load(gzip.open(args.shared / "cards" / "tokens.json.gz")), "tokens"))
    names = wanted_names(args.shared)
    by_name = {n: r for r in cards for n in (r.name, *r.face_names)}
    missing = sorted(n for n in names if n not in by_name)
    if missing:
        sys.exit(f"not in the oracle file: {', '.join(missing)}")
    chosen = {by_name[n].name: by_name[n] for n in names}
    for r in cards:
        if SETS & set(r.sets):
            chosen.setdefault(r.name, r)
    chosen_tokens = [t for t in tokens if t.layout != "emblem" and (TOKEN_SETS & set(t.sets) or is_predefined_token(t))]
    chosen_tokens += [t for t in tokens if t.layout == "emblem" and TOKEN_SETS & set(t.sets)]
    # A token's set code is the token set's ("TLTR"), not a card set: keep it, it tells where it is from.
    data = pack_bytes([*chosen.values(), *chosen_tokens], source="tools/build_card_pool.py from shared/cards (Scryfall oracle data)")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(data)
    raw = len(gzip.decompress(data))
    print(f"{len(chosen)} cards ({len(names)} from the decks and support pool), {len(chosen_tokens)} tokens")
    print(f"wrote {args.out}: {len(data):,} bytes compressed, {raw:,} bytes of JSON")
    print("tokens:", ", ".join(sorted({t.name for t in chosen_tokens})))
    every = [*cards, *(t for t in tokens if t.layout != "art_series")]
    data = pack_bytes(every, source="tools/build_card_pool.py from shared/cards (Scryfall oracle data): every card and token")
    args.all_out.write_bytes(data)
    print(f"wrote {args.all_out}: {len(cards)} cards and {len(every) - len(cards)} tokens, {len(data):,} bytes compressed")


if __name__ == "__main__":
    main()
