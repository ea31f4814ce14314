"""For the tests that send Ctrl-C (SIGINT) to a command they started."""

from __future__ import annotations

import signal


def sigint_as_a_terminal_sends_it() -> None:
    """In the child before it runs: SIGINT back to its default. A shell starting a job in the
    background without job control (``cmd &``) ignores SIGINT for it, and a child inherits that —
    the test would then measure how it was launched, not the command."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
