"""The user's local card database: card files imported with ``manastack cards import FILE``.

It is a card pack (:mod:`.pack`) named ``cards.json.gz`` in the user data directory
(``platformdirs.user_data_dir("manastack")``; the environment variable ``MANASTACK_DATA_DIR``
overrides it, which tests use). Importing merges: a card already in the database is replaced by the
imported version, others are kept (``replace=True`` starts from an empty database).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from manastack.carddata.errors import CardDataError
from manastack.carddata.loaders import load_file
from manastack.carddata.pack import read_pack_bytes, record_key, write_pack
from manastack.carddata.record import CardRecord

DATA_DIR_ENV = "MANASTACK_DATA_DIR"
DATABASE_FILE = "cards.json.gz"


def data_dir() -> Path:
    """Where manastack keeps the user's data (``$MANASTACK_DATA_DIR`` if set)."""
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("manastack", appauthor=False))


def database_path() -> Path:
    return data_dir() / DATABASE_FILE


def load_database(path: Path | None = None) -> list[CardRecord]:
    """The records of the local database ([] if nothing was imported yet)."""
    p = path or database_path()
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as e:
        raise CardDataError(f"cannot read the card database {str(p)!r}: {e.strerror or e}") from None
    return read_pack_bytes(data, f"card database {str(p)!r}")


@dataclass(frozen=True)
class ImportSummary:
    """What an import did."""

    source: Path
    database: Path
    read: int  # records read from the file
    added: int
    replaced: int
    total: int  # records in the database afterwards
    tokens: int  # of ``read``, how many are tokens or emblems

    def describe(self) -> str:
        return (
            f"imported {self.read} records from {str(self.source)!r} ({self.tokens} tokens): {self.added} new, "
            f"{self.replaced} replaced; the database {str(self.database)!r} now holds {self.total}"
        )


def import_file(source: str | Path, replace: bool = False, database: Path | None = None) -> ImportSummary:
    """Read a card file (any format :func:`load_file` accepts) and merge it into the local database.
    The file is read and checked completely before the database is touched."""
    src = Path(source)
    records = load_file(src)
    if not records:
        raise CardDataError(f"card file {str(src)!r} holds no cards")
    db = database or database_path()
    merged: dict[str, CardRecord] = {} if replace else {record_key(r): r for r in load_database(db)}
    added = replaced = 0
    fresh: dict[str, CardRecord] = {}
    for r in records:
        fresh[record_key(r)] = r
    for k, r in fresh.items():
        if k in merged:
            replaced += 1
        else:
            added += 1
        merged[k] = r
    write_pack(db, merged.values(), source=f"manastack cards import ({src.name})")
    return ImportSummary(src, db, len(records), added, replaced, len(merged), sum(r.is_token for r in records))


__all__ = ["DATA_DIR_ENV", "ImportSummary", "data_dir", "database_path", "import_file", "load_database"]
