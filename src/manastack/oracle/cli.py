"""``manastack cards coverage``: how much of a card file the oracle compiler handles."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Optional

import typer

from manastack.cli_cards import cards_app
from manastack.oracle.coverage import deck_names, index_by_name, measure
from manastack.oracle.source import Card, OracleCard, from_scryfall


def _records(file: Path | None) -> Sequence[OracleCard]:
    if file is None:
        from manastack.carddata.shipped import shipped_records

        return [r for r in shipped_records() if not r.is_token and not r.is_supplement and r.layout not in NOT_DECK_CARDS]
    from manastack.carddata.loaders import load_file

    return [r for r in load_file(file) if not r.is_token and not r.is_supplement and r.layout not in NOT_DECK_CARDS]


#: Layouts of objects that aren't cards a deck holds (planes, schemes, vanguards, art cards); game
#: supplements with a "normal" layout are left out by their type line (``CardRecord.is_supplement``).
NOT_DECK_CARDS = frozenset({"planar", "scheme", "vanguard", "art_series", "emblem", "token", "double_faced_token"})


@cards_app.command("coverage")
def coverage_cmd(
    file: Annotated[Optional[Path], typer.Option("--file", help="A card file (Scryfall bulk JSON or MTGJSON, gzip optional); default: the shipped pool.")] = None,
    deck: Annotated[Optional[list[Path]], typer.Option("--deck", help="Only the cards of this deck list (repeatable).")] = None,
    set_code: Annotated[Optional[str], typer.Option("--set", help="Only cards printed in this set (e.g. HOB).")] = None,
    top: Annotated[int, typer.Option("--top", help="How many unsupported clause shapes to list.")] = 10,
    list_cards: Annotated[bool, typer.Option("--list", help="List each unsupported card and its clauses.")] = False,
) -> None:
    """How many cards compile fully from their oracle text, and the most frequent unsupported
    clause shapes (numbers → N, mana → {M}, the card's name → CARDNAME)."""
    try:
        records = _records(file)
    except (OSError, ValueError) as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(1) from None
    cards: list[OracleCard] = list(records)
    if set_code:
        code = set_code.lower()
        cards = [c for c in cards if code in (s.lower() for s in getattr(c, "sets", ()))]
    missing: list[str] = []
    if deck:
        by_name = index_by_name(Card(c.name, c.layout, tuple(c.faces)) for c in cards)  # type: ignore[arg-type]
        wanted: list[OracleCard] = []
        seen: set[str] = set()
        for path in deck:
            for name in deck_names(path):
                c = by_name.get(name)
                if c is None:
                    missing.append(name)
                elif c.name not in seen:
                    seen.add(c.name)
                    wanted.append(c)
        cards = wanted
    cov = measure(cards)
    cov.missing = missing
    typer.echo(cov.report(top))
    if list_cards:
        for name, clauses in sorted(cov.unsupported_cards.items()):
            typer.echo(f"{name}: " + " | ".join(clauses))


__all__ = ["coverage_cmd", "from_scryfall"]
