"""Reading scenario files: folders searched recursively for ``*.yaml``/``*.yml``, several YAML
documents per file, each validated into a :class:`Scenario` or a :class:`ScenarioError`.

A file that can't be read or parsed yields one error entry; it never stops the other files.
Line numbers come from the composed YAML nodes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path as FsPath
from typing import Any

import yaml

from manastack.cards.lookup import CardPool, default_pool
from manastack.model.card import CardDef
from manastack.scenario.checker import Path
from manastack.scenario.model import Problem, Scenario, ScenarioError
from manastack.scenario.schema import build


@dataclass(frozen=True, slots=True)
class Loaded:
    """One document of a file: its scenario, or why it is invalid (``name`` as far as known)."""

    file: str
    index: int
    name: str
    scenario: Scenario | None = None
    error: ScenarioError | None = None


def scenario_files(paths: Iterable[str | FsPath]) -> list[FsPath]:
    """The scenario files named by ``paths`` (folders searched recursively), sorted per folder."""
    out: list[FsPath] = []
    for p in paths:
        p = FsPath(p)
        if p.is_dir():
            out += sorted(f for f in p.rglob("*") if f.suffix in (".yaml", ".yml") and f.is_file())
        else:
            out.append(p)
    return out


def load_text(text: str, *, file: str = "<string>", pool: CardPool | None = None) -> list[Loaded]:
    """Every document of a YAML text (never raises for bad input: errors are entries)."""
    pool = pool or default_pool()
    try:
        docs: list[tuple[Any, dict[Path, int], int] | ScenarioError] = list(_compose(text))
    except yaml.YAMLError:
        docs = _compose_each(text, file)  # one broken document doesn't hide the others
    out: list[Loaded] = []
    for i, doc in enumerate(docs):
        if isinstance(doc, ScenarioError):
            out.append(Loaded(file, i, FsPath(file).name, error=doc))
            continue
        data, lines, line = doc
        if data is None:
            continue
        name = str(data.get("scenario", f"document {i + 1}")) if isinstance(data, dict) else f"document {i + 1}"
        try:
            out.append(Loaded(file, i, name, scenario=build(data, file=file, lines=lines, doc_line=line, pool=pool)))
        except ScenarioError as e:
            out.append(Loaded(file, i, name, error=e))
    return out


def load_file(path: str | FsPath, *, pool: CardPool | None = None) -> list[Loaded]:
    p = FsPath(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return [Loaded(str(p), 0, p.name, error=ScenarioError([Problem(str(p), None, "", f"can't read the file: {e}")]))]
    return load_text(text, file=str(p), pool=pool)


def load_paths(paths: Iterable[str | FsPath], *, pool: CardPool | None = None) -> list[Loaded]:
    out: list[Loaded] = []
    for f in scenario_files(paths):
        if not f.exists():
            out.append(Loaded(str(f), 0, f.name, error=ScenarioError([Problem(str(f), None, "", "no such file or folder")])))
            continue
        out += load_file(f, pool=pool)
    return out


def scenario_from(source: str | Mapping[str, Any], *, pool: CardPool | None = None, cards: Iterable[CardDef] = ()) -> Scenario:
    """One scenario from a YAML string (a single document) or an already parsed mapping; raises
    :class:`ScenarioError` if it is invalid. ``cards`` adds test cards to the pool."""
    pool = pool or default_pool()
    extra = list(cards)
    if extra:
        pool = pool.with_cards(extra)
    if isinstance(source, str):
        loaded = load_text(source, pool=pool)
        if len(loaded) != 1:
            raise ScenarioError([Problem("<string>", None, "", f"expected one scenario document, found {len(loaded)}")])
        if loaded[0].error is not None:
            raise loaded[0].error
        assert loaded[0].scenario is not None
        return loaded[0].scenario
    return build(dict(source), file="<dict>", lines={}, doc_line=None, pool=pool)


# ---- YAML with line numbers -----------------------------------------------------------------------


def _compose(text: str) -> list[tuple[Any, dict[Path, int], int]]:
    loader = yaml.SafeLoader(text)
    out: list[tuple[Any, dict[Path, int], int]] = []
    try:
        while loader.check_node():
            node = loader.get_node()
            if node is None:
                continue
            lines: dict[Path, int] = {}
            _walk(node, (), lines)
            out.append((loader.construct_document(node), lines, node.start_mark.line + 1))
    finally:
        loader.dispose()
    return out


def _compose_each(text: str, file: str) -> list[tuple[Any, dict[Path, int], int] | ScenarioError]:
    """Documents parsed one by one (split at ``---`` lines), a YAML error reported per document."""
    out: list[tuple[Any, dict[Path, int], int] | ScenarioError] = []
    chunks: list[tuple[int, list[str]]] = [(0, [])]
    for n, ln in enumerate(text.splitlines(keepends=True)):
        if re.match(r"^---(\s|$)", ln):
            chunks.append((n, []))
        chunks[-1][1].append(ln)
    for start, lines in chunks:
        try:
            for data, where, line in _compose("".join(lines)):
                out.append((data, {k: v + start for k, v in where.items()}, line + start))
        except yaml.YAMLError as e:
            mark = getattr(e, "problem_mark", None)
            at: int | None = mark.line + 1 + start if mark is not None else None
            msg = f"{getattr(e, 'problem', None) or e} {getattr(e, 'context', '') or ''}".strip()
            out.append(ScenarioError([Problem(file, None, "", f"invalid YAML: {msg}", at)]))
    return out


def _walk(node: yaml.Node, path: Path, lines: dict[Path, int]) -> None:
    lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            key = k.value if isinstance(k, yaml.ScalarNode) else str(k.start_mark.line)
            lines[(*path, key)] = k.start_mark.line + 1
            _walk(v, (*path, key), lines)
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _walk(v, (*path, i), lines)


__all__ = ["Loaded", "load_file", "load_paths", "load_text", "scenario_files", "scenario_from"]
