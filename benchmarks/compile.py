"""Full compile of a card file: wall time of ``manastack cards coverage`` (which compiles every
card from its oracle text, in worker processes) with each number of workers.

    python benchmarks/compile.py [--file ../shared/cards/oracle-cards.json.gz] [--workers 1,2]

The on-disk cache of compiled cards is off for the runs (``MANASTACK_CACHE_DIR=off``): every card
is compiled. Each figure is one run; the file is in the OS cache after the first.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(file: Path, workers: int) -> tuple[float, str]:
    """Seconds for one full compile with ``workers`` processes, and the coverage line it printed."""
    env = {**os.environ, "MANASTACK_CACHE_DIR": "off", "PYTHONPATH": str(ROOT / "src")}
    cmd = [sys.executable, "-m", "manastack", "cards", "coverage", "--file", str(file), "--workers", str(workers), "--top", "0"]
    t0 = time.perf_counter()
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    return time.perf_counter() - t0, done.stdout.splitlines()[0]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--file", type=Path, default=ROOT.parent / "shared" / "cards" / "oracle-cards.json.gz")
    ap.add_argument("--workers", default=f"{os.cpu_count() or 1}", help="comma-separated worker counts (default: one per core)")
    args = ap.parse_args()
    if not args.file.is_file():
        ap.error(f"--file: {args.file} is not a file")
    print(f"{args.file} on {os.cpu_count()} cores")
    for w in (int(x) for x in args.workers.split(",")):
        seconds, line = run(args.file, w)
        print(f"workers {w}: {seconds:.1f} s — {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
