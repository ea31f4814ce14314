"""A player's typed answer to a decision, read the way people type it (``Game.parse_action``).

In order, the first that applies:

1. the exact text of an option (case-insensitive), so "3" answers "choose X" with X = 3 (CR 107.3a);
2. an option's number (1-based, or as a menu numbers them: the terminal's starts at 0 for "Pass");
3. a shortcut: ``pass``/``p`` passes priority, ``ok`` is "Done" (or passes where there is nothing to
   finish), ``auto`` pays automatically where that is offered;
4. the text of identical options — the same action on interchangeable cards, shown as
   ``Play Mountain [1]``, ``[2]``, ``[3]`` — which answers with the first of them;
5. a unique prefix of the options' texts (``Cast Goblin`` for ``Cast Goblin Guide``); a prefix
   of several different options is refused with the candidates listed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from manastack.actions import Action, AutoPay, Done, Pass
from manastack.errors import ActionParseError, AmbiguousActionError

#: Shortcut -> the actions it stands for, the first one offered wins.
SHORTCUTS: dict[str, tuple[Action, ...]] = {
    "pass": (Pass(),),
    "p": (Pass(),),
    "ok": (Done(), Pass()),
    "auto": (AutoPay(),),
}

_COPY_NUMBER = re.compile(r" \[\d+\]$")


def base_text(text: str) -> str:
    """An option's text without the ``[n]`` that tells identical options apart."""
    return _COPY_NUMBER.sub("", text)


def match_answer(answer: str, options: Sequence[tuple[str, Action]], numbered: Sequence[Action] | None = None, first: int = 1) -> Action:
    """The option (its text, its action) that ``answer`` means, by the rules of this module;
    :class:`ActionParseError` when none does, :class:`AmbiguousActionError` when it could mean
    different options. Numbers count ``numbered`` (by default every option) from ``first``."""
    t = answer.strip().lower()
    exact = [a for text, a in options if text.lower() == t]
    if len(exact) == 1:
        return exact[0]
    if len(exact) > 1:
        raise AmbiguousActionError(f"{answer!r} matches {len(exact)} actions")
    numbers = [a for _, a in options] if numbered is None else numbered
    if t.isdigit() and first <= int(t) < first + len(numbers):
        return numbers[int(t) - first]
    actions = [a for _, a in options]
    for a in SHORTCUTS.get(t, ()):
        if a in actions:
            return a
    if t:
        firsts: dict[str, Action] = {}
        for text, a in options:
            firsts.setdefault(base_text(text).lower(), a)
        if t in firsts:
            return firsts[t]
        candidates = [b for b in firsts if b.startswith(t)]
        if len(candidates) == 1:
            return firsts[candidates[0]]
        if candidates:
            shown = [base_text(text) for text, _ in options]
            names = list(dict.fromkeys(s for s in shown if s.lower() in candidates))
            raise AmbiguousActionError(f"{answer!r} could mean: " + "; ".join(names))
    raise ActionParseError(f"{answer!r} is not a legal action; legal: " + "; ".join(text for text, _ in options[:12]))


__all__ = ["SHORTCUTS", "base_text", "match_answer"]
