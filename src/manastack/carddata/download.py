"""Downloading card data for ``manastack cards update``: Scryfall's bulk "oracle cards" file (or any
card file at a URL).

A download goes into a temporary file beside its destination and is renamed into place only when
complete, so an interrupted download never leaves a partial file behind (run it again). Scryfall's
bulk data API names the current file: :data:`SCRYFALL_ORACLE_CARDS` answers with its
``download_uri``.
"""

from __future__ import annotations

import json
import os
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from manastack.carddata.errors import CardDataError

#: Scryfall's description of its current bulk "oracle cards" file (one object per card, newest wording).
SCRYFALL_ORACLE_CARDS = "https://api.scryfall.com/bulk-data/oracle-cards"
#: Scryfall asks API clients to name themselves and to say what they accept.
_HEADERS = {"User-Agent": "manastack (card data update)", "Accept": "application/json;q=0.9,*/*;q=0.8"}
_CHUNK = 1 << 16

#: Called as a download goes: (bytes so far, total bytes or None when the server doesn't say).
Progress = Callable[[int, int | None], None]


def _offline(url: str, reason: object) -> CardDataError:
    return CardDataError(
        f"cannot download {url}: {reason}. Check the network connection and run the command again, "
        "or download the file another way and give its path: manastack cards update FILE"
    )


def _open(url: str, timeout: float) -> Any:
    try:
        return urllib.request.urlopen(urllib.request.Request(url, headers=_HEADERS), timeout=timeout)
    except urllib.error.HTTPError as e:
        raise CardDataError(f"cannot download {url}: the server answered {e.code} {e.reason}") from None
    except (urllib.error.URLError, OSError) as e:
        raise _offline(url, getattr(e, "reason", e)) from None


def bulk_file_url(api_url: str = SCRYFALL_ORACLE_CARDS, timeout: float = 30) -> str:
    """The URL of the current bulk file that a Scryfall bulk-data object describes."""
    with _open(api_url, timeout) as r:
        try:
            doc = json.loads(r.read())
        except (ValueError, OSError) as e:
            raise CardDataError(f"{api_url}: not a Scryfall bulk-data object ({e})") from None
    uri = doc.get("download_uri") if isinstance(doc, dict) else None
    if not isinstance(uri, str) or not uri:
        raise CardDataError(f"{api_url}: the bulk-data object has no 'download_uri'")
    return uri


def download(url: str, dest: Path, progress: Progress | None = None, timeout: float = 60) -> Path:
    """Download ``url`` to ``dest`` (renamed into place when complete); returns ``dest``."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=dest.name, suffix=".part")
    try:
        with os.fdopen(fd, "wb") as out, _open(url, timeout) as r:
            length = r.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            done = 0
            while True:
                try:
                    chunk = r.read(_CHUNK)
                except (OSError, urllib.error.URLError) as e:  # includes http.client.IncompleteRead
                    raise _offline(url, e) from None
                if not chunk:
                    break
                out.write(chunk)
                done += len(chunk)
                if progress is not None:
                    progress(done, total)
            if total is not None and done != total:
                raise _offline(url, f"the connection closed after {done:,} of {total:,} bytes")
        os.chmod(tmp, 0o644)
        os.replace(tmp, dest)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return dest


__all__ = ["SCRYFALL_ORACLE_CARDS", "Progress", "bulk_file_url", "download"]
