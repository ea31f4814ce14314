"""The shape of the package, checked: no import cycles, lower layers never reach up into higher
ones, every effect verb of the card model has a handler, every node of the compiler's IR has a
lowering."""

from __future__ import annotations

import ast
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest

import manastack.game  # noqa: F401 - imports every mechanic module, which register the handlers
from manastack.model.effects import Effect
from manastack.oracle import ir
from manastack.rules.execute import handled_verbs

SRC = Path(__file__).resolve().parents[1] / "src"

#: The layers of the package, lowest first: a module may import its own layer and the ones below.
#: Within a layer, type annotations may refer to each other (the card model's recursive types:
#: an effect creates a token whose abilities have effects; ``Game.observe`` and the observation).
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"errors", "mana", "_frozen"}),
    frozenset({"model", "carddata"}),
    frozenset({"state"}),
    frozenset({"events", "sentences", "actions", "answers"}),
    frozenset({"rules"}),
    frozenset({"oracle"}),
    frozenset({"cards"}),
    frozenset({"game", "observation", "position"}),
    frozenset({"ai", "scenario", "app", "testing", "web", "env"}),
    frozenset({"cli_cards", "cli_serve", "cli", "__main__", "manastack"}),
)


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for p in (SRC / "manastack").rglob("*.py"):
        parts = list(p.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


MODULES = _modules()


def _resolve(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, *, type_checking: bool) -> Iterator[str]:
    """The package modules ``module`` imports, function-local imports included; those under ``if
    TYPE_CHECKING:`` only with ``type_checking``."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[str] = []

    class Visitor(ast.NodeVisitor):
        def visit_If(self, node: ast.If) -> None:
            t = node.test
            if not type_checking and ((isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")):
                for n in node.orelse:
                    self.visit(n)
                return
            self.generic_visit(node)

        def visit_Import(self, node: ast.Import) -> None:
            found.extend(m for a in node.names if (m := _resolve(a.name)) is not None)

        def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            for a in node.names:
                full = f"{base}.{a.name}"
                m = full if full in MODULES else _resolve(base)
                if m is not None:
                    found.append(m)

    Visitor().visit(ast.parse(path.read_text(encoding="utf-8")))
    return (m for m in found if m != module)


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_the_import_graph_has_no_cycles_function_local_imports_included() -> None:
    graph = {m: set(_imports(m, type_checking=False)) for m in MODULES}
    assert _cycles(graph) == []


def _layer(module: str) -> int:
    top = module.split(".")[1] if "." in module else module
    return next(i for i, names in enumerate(LAYERS) if top in names)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_imports_a_higher_layer(module: str) -> None:
    higher = sorted(m for m in _imports(module, type_checking=True) if _layer(m) > _layer(module))
    assert higher == [], f"{module} (layer {_layer(module)}) imports {higher}"


#: The optional extras imported by one part of the package only, so the core install works without
#: them: each extra's libraries, the part (a module or a package) and a module of it that imports them.
EXTRAS = {
    "rl": (frozenset({"numpy", "gymnasium", "pettingzoo"}), "manastack.env", "manastack.env.encoding"),
    "ray": (frozenset({"ray"}), "manastack.app.sim_ray", "manastack.app.sim_ray"),
}


def _third_party_imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            out.add(node.module.split(".")[0])
    return out


@pytest.mark.parametrize("extra", sorted(EXTRAS))
def test_only_its_own_part_of_the_package_imports_an_optional_extra(extra: str) -> None:
    libraries, part, witness = EXTRAS[extra]
    offenders = {m: sorted(_third_party_imports(p) & libraries) for m, p in MODULES.items() if m != part and not m.startswith(part + ".")}
    assert {m: libs for m, libs in offenders.items() if libs} == {}
    assert _third_party_imports(MODULES[witness]) & libraries  # the check sees what it looks for


def test_every_effect_verb_of_the_card_model_has_a_handler() -> None:
    verbs = set(typing.get_args(Effect))
    assert verbs and verbs <= handled_verbs(), sorted(v.__name__ for v in verbs - handled_verbs())


def _pattern_classes(tree: ast.AST) -> set[str]:
    """The ``ir.X`` classes named in the class patterns of match statements."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.MatchClass) and isinstance(node.cls, ast.Attribute) and isinstance(node.cls.value, ast.Name) and node.cls.value.id == "ir":
            out.add(node.cls.attr)
    return out


def test_every_node_of_the_compiler_ir_has_a_lowering() -> None:
    lowered = _pattern_classes(ast.parse((SRC / "manastack" / "oracle" / "lower.py").read_text(encoding="utf-8")))
    nodes = {
        t.__name__ for union in (ir.AbilityIR, ir.EffectIR, ir.Noun, ir.AmountIR) for t in typing.get_args(union)
        if isinstance(t, type) and t.__module__ == ir.__name__
    }
    assert nodes and nodes <= lowered, sorted(nodes - lowered)
