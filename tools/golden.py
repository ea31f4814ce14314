"""Regenerate (or check) the golden playthroughs and fingerprints in ``tests/golden/``.

    python tools/golden.py            # rewrite the files from the current engine
    python tools/golden.py --check    # compare, print what differs, exit 1 on a difference

See :mod:`manastack.testing.golden`. After a meant change of behaviour (a rule fixed), regenerate
and read ``git diff tests/golden`` before committing.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from manastack.testing.golden import PLAYTHROUGHS, fingerprints, golden_dir, playthrough_lines  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the stored files instead of writing them")
    ap.add_argument("--only", choices=("playthroughs", "fingerprints"), help="one of the two sets")
    args = ap.parse_args()
    out = golden_dir(ROOT)
    out.mkdir(parents=True, exist_ok=True)
    differ = 0
    t0 = time.perf_counter()
    if args.only != "fingerprints":
        for p in PLAYTHROUGHS:
            text = "\n".join(playthrough_lines(p)) + "\n"
            path = out / f"{p.name}.jsonl"
            if args.check:
                old = path.read_text(encoding="utf-8") if path.exists() else ""
                if old != text:
                    differ += 1
                    print(f"{path.relative_to(ROOT)}: differs")
            else:
                path.write_text(text, encoding="utf-8")
                print(f"wrote {path.relative_to(ROOT)} ({text.count(chr(10))} lines)")
    if args.only != "playthroughs":
        fps = fingerprints()
        path = out / "fingerprints.json"
        if args.check:
            old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
            bad = sorted(k for k in fps if old.get(k) != fps[k])
            differ += len(bad)
            for k in bad:
                print(f"fingerprint differs: {k}")
            print(f"{len(fps) - len(bad)} of {len(fps)} fingerprints match")
        else:
            path.write_text(json.dumps(fps, indent=1, sort_keys=True) + "\n", encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)} ({len(fps)} games)")
    print(f"{time.perf_counter() - t0:.0f} s")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
