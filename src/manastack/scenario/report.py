"""Running scenario files and formatting the results for the command line: one line per scenario
(``PASS name`` / ``FAIL name``), details under a failure, and ``N passed, M failed``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from manastack.scenario.explain import explain
from manastack.scenario.loader import Loaded, load_paths
from manastack.scenario.runner import ScenarioResult, run
from manastack.state.game_state import LogEvent

TAIL = 20


@dataclass(slots=True)
class Summary:
    passed: int = 0
    failed: int = 0
    invalid: int = 0
    lines: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.failed == 0 and self.invalid == 0

    @property
    def text(self) -> str:
        extra = f" ({self.invalid} invalid)" if self.invalid else ""
        return f"{self.passed} passed, {self.failed} failed{extra}"


def event_line(e: LogEvent) -> str:
    fields = " ".join(f"{k}={v}" for k, v in e.data if not k.endswith("_id"))
    rules = f" ({', '.join(e.rules)})" if e.rules else ""
    return f"{e.event} {fields}{rules}".rstrip()


def failure_details(r: ScenarioResult, tail: int = TAIL) -> list[str]:
    """The lines under ``FAIL name``: where, the first difference or failure, what the engine was
    waiting for, and the last events with their rules."""
    out = [f"  {r.file}"]
    if r.failure:
        out.append(f"  {r.failed_step + ': ' if r.failed_step else ''}{r.failure}")
    elif r.differences:
        where = f"{r.failed_step}: " if r.failed_step and not r.differences[0].key.startswith(r.failed_step) else ""
        out.append(f"  {where}{r.differences[0]}")
        if len(r.differences) > 1:
            out.append(f"  (and {len(r.differences) - 1} more difference{'s' if len(r.differences) > 2 else ''}: "
                       + "; ".join(str(d) for d in r.differences[1:4]) + (" …" if len(r.differences) > 4 else "") + ")")
    if r.waiting and r.waiting not in (r.failure or ""):
        out.append(f"  waiting: {r.waiting}")
    shown = r.events[-tail:] if tail > 0 else []
    if shown:
        out.append(f"  last {len(shown)} events:")
        out += [f"    {event_line(e)}" for e in shown]
    return out


def run_paths(
    paths: Iterable[str | Path], *, verbose: bool = False, name_filter: str | None = None, echo: Callable[[str], None] = print,
) -> Summary:
    """Run every scenario of ``paths``, printing as it goes; a broken file is reported and the
    others still run."""
    summary = Summary()
    for loaded in load_paths(paths):
        if name_filter and name_filter.lower() not in loaded.name.lower():
            continue
        _one(loaded, summary, verbose, echo)
    echo(summary.text)
    return summary


def _one(loaded: Loaded, summary: Summary, verbose: bool, echo: Callable[[str], None]) -> None:
    if loaded.error is not None or loaded.scenario is None:
        summary.failed += 1
        summary.invalid += 1
        echo(f"FAIL {loaded.name}")
        echo(f"  invalid scenario ({loaded.file}):")
        for p in loaded.error.problems if loaded.error else []:
            echo(f"    {p}")
        return
    try:
        r = run(loaded.scenario)
    except Exception as e:  # noqa: BLE001 - an engine crash fails this scenario, never the run
        summary.failed += 1
        echo(f"FAIL {loaded.name}")
        echo(f"  {loaded.file}")
        echo(f"  the engine raised {type(e).__name__}: {e}")
        return
    if r.passed:
        summary.passed += 1
        echo(f"PASS {r.name}")
    else:
        summary.failed += 1
        if r.invalid:
            summary.invalid += 1
        echo(f"FAIL {r.name}")
        for line in failure_details(r):
            echo(line)
    if verbose:
        for ev in r.events:
            echo(f"    {event_line(ev)}")


def explain_file(path: str | Path, *, name_filter: str | None = None, echo: Callable[[str], None] = print) -> bool:
    """Run the scenarios of one file and tell each game as numbered sentences. Returns whether
    every scenario was valid and passed."""
    ok = True
    loaded = [x for x in load_paths([path]) if not name_filter or name_filter.lower() in x.name.lower()]
    if not loaded:
        echo(f"no scenario in {path}" + (f" matching {name_filter!r}" if name_filter else ""))
        return False
    for x in loaded:
        if x.scenario is None:
            ok = False
            echo(f"FAIL {x.name}")
            for p in x.error.problems if x.error else []:
                echo(f"  {p}")
            continue
        r = run(x.scenario)
        echo(f"{'PASS' if r.passed else 'FAIL'} {r.name}" + (f" (cites {', '.join(r.cite)})" if r.cite else ""))
        echo(explain(r.events, x.scenario.player_names))
        if not r.passed:
            ok = False
            for line in failure_details(r, tail=0):
                echo(line)
        echo("")
    return ok


__all__ = ["Summary", "event_line", "explain_file", "failure_details", "run_paths"]
