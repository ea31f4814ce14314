"""``manastack cards``: the card database commands (import a card file, download the current card
data, show a card, check a deck).

``coverage`` measures how much of a card file the oracle compiler handles.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated, Optional

import typer

from manastack.carddata.catalog import CardCatalog
from manastack.carddata.record import CardFace, CardRecord
from manastack.errors import ManastackError, UnknownCardError
from manastack.oracle.coverage import deck_names, index_by_name, measure
from manastack.oracle.source import Card, OracleCard

cards_app = typer.Typer(help="Card data: import card files, show cards, check deck lists.", no_args_is_help=True, add_completion=False)


def _fail(e: Exception) -> typer.Exit:
    """Exit after ``e``: status 2 for a name the card data doesn't know (bad input), else 1 (card
    data that can't be read)."""
    typer.echo(f"error: {e}", err=True)
    return typer.Exit(2 if isinstance(e, UnknownCardError) else 1)


@cards_app.command("import")
def import_cmd(
    file: Annotated[Path, typer.Argument(help="A Scryfall bulk file (oracle cards) or an MTGJSON AtomicCards / set file; gzip optional.", show_default=False)],
    replace: Annotated[bool, typer.Option("--replace", help="Start from an empty database instead of merging.")] = False,
) -> None:
    """Build or extend your local card database from a card file. Names then resolve from it first,
    then from the pool shipped with manastack.

    Example: manastack cards import oracle-cards.json"""
    from manastack.carddata.store import import_file

    try:
        summary = import_file(file, replace=replace)
    except ManastackError as e:
        raise _fail(e) from None
    typer.echo(summary.describe())


@cards_app.command("update")
def update_cmd(
    source: Annotated[Optional[str], typer.Argument(help="A card file or a URL of one; default: Scryfall's current bulk 'oracle cards' file.", show_default=False)] = None,
) -> None:
    """Download the current card data (Scryfall's bulk "oracle cards" file, or the file or URL
    given), import it into your local database, and report what changed in what the engine can
    play. A download is written to a temporary file and renamed when complete.

    Example: manastack cards update"""
    from manastack.carddata.catalog import default_catalog
    from manastack.carddata.download import bulk_file_url, download
    from manastack.carddata.store import data_dir, import_file, load_database

    try:
        if source is not None and not source.startswith(("http://", "https://")):
            file = Path(source)
        else:
            url = source or bulk_file_url()
            name = url.rstrip("/").rsplit("/", 1)[-1].split("?")[0] or "cards.json"
            file = _download_with_progress(download, url, data_dir() / "downloads" / name)
        before = default_catalog(cache=False)  # what names resolved to before: the local database, else the shipped data
        _ = before.sources  # read now, before the import changes the database
        summary = import_file(file)
        after = [r for r in load_database() if not r.is_token]
    except ManastackError as e:
        raise _fail(e) from None
    typer.echo(summary.describe())
    typer.echo(_coverage_change(before, after))


def _download_with_progress(download: Callable[..., Path], url: str, dest: Path) -> Path:
    from rich.progress import BarColumn, DownloadColumn, Progress, TransferSpeedColumn

    with Progress("[progress.description]{task.description}", BarColumn(), DownloadColumn(), TransferSpeedColumn(), transient=True) as bar:
        task = bar.add_task(f"downloading {url}", total=None)

        def step(done: int, total: int | None) -> None:
            bar.update(task, completed=done, total=total)

        return download(url, dest, progress=step)


def _coverage_change(before: CardCatalog, after: Sequence[CardRecord]) -> str:
    """What an import changed in what the engine can play: the cards that are new or whose printed
    text differs from what their names resolved to before, compiled both ways."""
    from manastack.cards.compiled import compile_record

    gained: list[str] = []
    lost: list[str] = []
    changed = 0
    for r in after:
        found = before.lookup(r.name)
        old = found[0] if found else None
        if old == r:
            continue
        changed += 1
        now, was = compile_record(r).ok, old is not None and compile_record(old).ok
        if now and not was:
            gained.append(r.name)
        elif was and not now:
            lost.append(r.name)
    line = f"engine: {changed} cards new or changed; {len(gained)} newly playable, {len(lost)} no longer playable"
    if lost:
        line += " (" + ", ".join(sorted(lost)[:10]) + (", ..." if len(lost) > 10 else "") + ")"
    return line


def _deck_report(folder: Path, top: int) -> None:
    from manastack.cards.deck_report import deck_coverage, report

    files = sorted(p for p in folder.glob("*") if p.suffix in (".txt", ".dec", ".dck")) if folder.is_dir() else []
    if not files:
        raise _fail(ManastackError(f"no deck lists (*.txt, *.dec, *.dck) in {str(folder)!r}"))
    try:
        found = [deck_coverage(p) for p in files]
    except ManastackError as e:
        raise _fail(e) from None
    typer.echo(report(found, max(top, 20)))


def engine_status(record: CardRecord) -> str:
    """Whether the engine can play the card: compiled from its text, a hand-written escape hatch,
    or why not (the clauses the compiler can't handle)."""
    from manastack.cards.compiled import compile_record
    from manastack.cards.escape_hatches import ESCAPE_HATCHES

    if record.is_token:
        from manastack.cards.tokens import compile_token_record

        result = compile_token_record(record)
    else:
        result = compile_record(record)
    if result.ok:
        return "compiled from its oracle text"
    if record.name in ESCAPE_HATCHES:
        return f"hand-written escape hatch: {ESCAPE_HATCHES[record.name].reason}"
    return "not supported yet: " + "; ".join(f"{u.text!r} ({u.reason})" for u in result.unsupported)


def _face_lines(face: CardFace) -> list[str]:
    head = face.name + (f"  {face.mana_cost}" if face.mana_cost else "")
    stats = ""
    if face.power is not None or face.toughness is not None:
        stats = f"  {face.power}/{face.toughness}"
    elif face.loyalty is not None:
        stats = f"  loyalty {face.loyalty}"
    elif face.defense is not None:
        stats = f"  defense {face.defense}"
    lines = [head, face.type_line + stats]
    if face.color_indicator:
        lines.append(f"(color indicator: {''.join(face.color_indicator)})")
    lines.extend(face.oracle_text.splitlines() or ["(no rules text)"])
    return lines


def describe_record(record: CardRecord, source: str = "") -> str:
    """A card as text: its faces with costs, types and oracle text, then keywords, sets, rulings."""
    title = record.name + ("" if record.layout == "normal" else f"  ({record.layout})")
    single = len(record.faces) == 1 and record.faces[0].name == record.name
    if single and record.faces[0].mana_cost:
        title += f"  {record.faces[0].mana_cost}"
    out = [title + (f"  [{source}]" if source else "")]
    for i, face in enumerate(record.faces):
        if len(record.faces) > 1:
            out.append(f"-- face {i + 1}: " + _face_lines(face)[0])
            out.extend(_face_lines(face)[1:])
        else:
            out.extend(_face_lines(face)[1:] if single else _face_lines(face))
    if record.keywords:
        out.append("keywords: " + ", ".join(record.keywords))
    if record.sets:
        out.append("sets: " + ", ".join(record.sets))
    for r in record.rulings:
        out.append(f"ruling {r.date}: {r.text}")
    return "\n".join(out)


@cards_app.command("show")
def show_cmd(
    name: Annotated[str, typer.Argument(help="The card's name (or one face's name).", show_default=False)],
) -> None:
    """Print a card's faces and oracle text, where it came from, and whether the engine supports it.

    Example: manastack cards show 'Lightning Bolt'"""
    from manastack.carddata.catalog import default_catalog

    try:
        cat = default_catalog()
        found = cat.lookup(name)
        if found is None:
            tokens = cat.tokens(name)
            if not tokens:
                cat.card(name)  # raises with close matches
            typer.echo("\n\n".join(describe_record(t, "token") for t in tokens))
            return
    except ManastackError as e:
        raise _fail(e) from None
    record, source = found
    typer.echo(describe_record(record, source))
    if not record.is_token:
        typer.echo(f"engine: {engine_status(record)}")


@cards_app.command("deck")
def deck_cmd(
    deck: Annotated[str, typer.Argument(help="A deck list file, or a deck name (gruul, hob-white, bilbo-commander, ...).", show_default=False)],
) -> None:
    """Check a deck (a deck list file or a deck name) the way play, watch and sim do: every line
    readable, every card known and playable by the engine, a Commander section by the Commander
    rules (exactly 100 cards, CR 903.5a), the deck size (a warning under 40 cards, CR 100.2).
    Prints the deck with full names. Exit status 2 for a deck error.

    Example: manastack cards deck my-deck.txt"""
    from manastack.app.decks import check_deck

    try:
        checked = check_deck(deck)
    except ManastackError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    if checked.warning:
        typer.echo(f"warning: {checked.warning}", err=True)
    d = checked.listing
    for section in ("commander", "main", "sideboard"):
        entries = getattr(d, section)
        if entries:
            typer.echo(f"{section} ({sum(e.count for e in entries)} cards)")
            for entry in entries:
                typer.echo(f"{entry.count} {entry.name}")


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
    top: Annotated[int, typer.Option("--top", min=0, help="How many unsupported clause shapes to list.")] = 10,
    list_cards: Annotated[bool, typer.Option("--list", help="List each unsupported card and its clauses.")] = False,
    workers: Annotated[int, typer.Option("--workers", min=0, help="Compile in this many processes (default: one per core).")] = 0,
    decks: Annotated[Optional[Path], typer.Option("--decks", help="A folder of deck lists: which are playable, and the cards that keep the others from being so.")] = None,
) -> None:
    """How many cards compile fully from their oracle text, and the most frequent unsupported
    clause shapes (numbers → N, mana → {M}, the card's name → CARDNAME); with --decks, which deck
    lists of a folder the engine can play.

    Example: manastack cards coverage --decks my-decks/"""
    if decks is not None:
        _deck_report(decks, top)
        return
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
    from manastack.cards.escape_hatches import ESCAPE_HATCHES
    from manastack.cards.tokens import predefined_token

    cov = measure(cards, predefined_token, frozenset(ESCAPE_HATCHES), workers=workers or os.cpu_count() or 1)
    cov.missing = missing
    typer.echo(cov.report(top))
    if list_cards:
        for name, clauses in sorted(cov.unsupported_cards.items()):
            typer.echo(f"{name}: " + " | ".join(clauses))


__all__ = ["cards_app", "coverage_cmd", "describe_record", "engine_status", "update_cmd"]
