"""Card data load times: the shipped pool, the whole 32k-card Scryfall file, an MTGJSON file, and
the user's database built from the 32k file.

    python benchmarks/carddata.py [--shared ../shared]

Each figure is the best of a few runs (cold caches are not simulated: the file is in the OS cache).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from manastack.carddata.index import CardIndex  # noqa: E402
from manastack.carddata.loaders import load_file  # noqa: E402
from manastack.carddata.pack import read_pack_bytes, write_pack  # noqa: E402
from manastack.carddata.shipped import shipped_pool_bytes  # noqa: E402


def best(fn: Callable[[], object], runs: int) -> tuple[float, object]:
    out: object = None
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return min(times), out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()

    data = shipped_pool_bytes()
    t, recs = best(lambda: read_pack_bytes(data, "shipped"), args.runs * 5)
    assert isinstance(recs, list)
    ti, _ = best(lambda: CardIndex(recs), args.runs * 5)
    print(f"shipped pool: {len(recs)} records, {len(data):,} bytes: load {t * 1000:.1f} ms, index {ti * 1000:.1f} ms")

    oracle = args.shared / "cards" / "oracle-cards.json.gz"
    if not oracle.exists():
        print(f"(no {oracle}: skipping the whole-file figures)")
        return
    t, big = best(lambda: load_file(oracle), args.runs)
    assert isinstance(big, list)
    ti, _ = best(lambda: CardIndex(big), args.runs)
    print(f"Scryfall oracle file: {len(big)} records, {oracle.stat().st_size:,} bytes: load {t:.2f} s, index {ti:.2f} s")

    atomic = args.shared / "cards" / "mtgjson-atomic-sample.json"
    t, small = best(lambda: load_file(atomic), args.runs)
    assert isinstance(small, list)
    print(f"MTGJSON sample: {len(small)} records, {atomic.stat().st_size:,} bytes: load {t * 1000:.1f} ms")

    with tempfile.TemporaryDirectory() as d:
        db = Path(d) / "cards.json.gz"
        tw, _ = best(lambda: write_pack(db, big, "bench"), 1)
        raw = db.read_bytes()
        t, again = best(lambda: read_pack_bytes(raw, "db"), args.runs)
        assert isinstance(again, list) and len(again) == len(big)
        print(f"local database from it: {os.path.getsize(db):,} bytes, write {tw:.2f} s, load {t:.2f} s")


if __name__ == "__main__":
    main()
