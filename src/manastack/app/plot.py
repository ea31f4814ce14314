"""``manastack sim --plot``: the win rate with its 95% interval and the distribution of game
length (needs matplotlib: ``pip install 'manastack[plot]'``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class PlotUnavailableError(RuntimeError):
    """matplotlib is not installed."""


#: How to get matplotlib (quoted: an unquoted ``[plot]`` is a pattern to the shell).
INSTALL_HINT = "pip install 'manastack[plot]'"


def require_matplotlib() -> None:
    """Raise :class:`PlotUnavailableError` (with :data:`INSTALL_HINT`) unless matplotlib can be
    imported: ``sim --plot`` checks this before any game is played."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise PlotUnavailableError(f"--plot needs matplotlib: {INSTALL_HINT}") from None


def plot_summary(data: dict[str, Any], path: str | Path) -> None:
    """Draw the sim's results (``SimResult.to_json()``) into a PNG file."""
    require_matplotlib()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    s = data["summary"]
    turns = [g["turns"] for g in data["games"] if g.get("status", "finished") == "finished"]
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4), gridspec_kw={"width_ratios": [1, 2]})
    rate = s["win_rate"]
    lo, hi = s["win_rate_interval_95"]
    ax1.bar([0], [rate], width=0.5, color="#4c72b0", yerr=[[rate - lo], [hi - rate]], capsize=8)
    ax1.axhline(0.5, color="grey", linestyle=":", linewidth=1)
    ax1.set_ylim(0, 1)
    ax1.set_xticks([0], [f"{s['deck_a']} ({s['ai_a']})"])
    ax1.set_ylabel("win rate (95% Wilson interval)")
    ax1.set_title(f"vs {s['deck_b']} ({s['ai_b']}), {s['games']} games")
    ax1.text(0, max(rate / 2, 0.05), f"{rate:.1%}\n[{lo:.1%}, {hi:.1%}]", ha="center", va="center", fontsize=9, color="white")
    if turns:
        ax2.hist(turns, bins=range(min(turns), max(turns) + 2), color="#55a868", edgecolor="white", align="left")
    ax2.set_xlabel("turns")
    ax2.set_ylabel("games")
    ax2.set_title(f"game length (mean {s['mean_turns']:.1f} turns)")
    fig.tight_layout()
    fig.savefig(str(path), dpi=100)
    plt.close(fig)


__all__ = ["INSTALL_HINT", "PlotUnavailableError", "plot_summary", "require_matplotlib"]
