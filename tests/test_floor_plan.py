"""No import circle inside ``game/``: each title package has a floor plan, data at the bottom, contract on top.

A circle (``state`` imports ``flow``, ``flow`` imports ``state`` back, if only for a type hint) means that no module of
it can be read, changed or tested without the others, and that the order the interpreter happens to meet them in
decides what is defined when. The walk counts every import statement: at the top, inside functions, and under
``if TYPE_CHECKING:`` (a type-only import is still a dependency of the reader). Importing ``a.b.c`` runs ``a`` and
``a.b`` first, but a package's ``__init__`` being run is not counted as its modules depending on it: only the
module or package an import names is.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def module_name(path: Path, root: Path) -> str:
    """The dotted name of the module in ``path`` (a package's ``__init__`` is the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(tree: ast.AST, name: str, is_package: bool) -> set[str]:
    """Every dotted name an import statement anywhere in ``tree`` names, relative imports resolved; for
    ``from x import y`` the name ``x.y``, or ``x`` when ``y`` is no module (``import_graph`` decides)."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            found.update(f"{origin}:{alias.name}" for alias in node.names)
    return found


def import_graph(root: Path, top: str) -> dict[str, set[str]]:
    """Module → the modules of the tree under ``root / top`` it imports."""
    paths = {module_name(path, root): path for path in sorted((root / top).rglob("*.py"))}
    graph = {}
    for name, path in paths.items():
        tree = ast.parse(path.read_text("utf-8"), str(path))
        names = imported_names(tree, name, path.name == "__init__.py")
        targets = set()
        for target in names:
            origin, _, member = target.partition(":")
            if member and f"{origin}.{member}" in paths:
                targets.add(f"{origin}.{member}")
            elif origin in paths:
                targets.add(origin)
        graph[name] = targets - {name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle through each strongly connected group of more than one module (Tarjan's algorithm), each as the
    modules in import order, the first repeated at the end."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [shortest_circle(graph, group) for group in groups]


def shortest_circle(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """The shortest circle within ``group`` through its first module (breadth first)."""
    start = min(group)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for target in sorted(graph[node] & group):
                if target == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [*reversed(path), start]
                if target not in came_from:
                    came_from[target] = node
                    following.append(target)
        frontier = following
    raise AssertionError(f"no circle in the strongly connected group {sorted(group)}")


def test_no_import_circle_inside_game():
    found = circles(import_graph(ROOT, "game"))
    assert not found, "import circles inside game/:\n" + "\n".join(" → ".join(circle) for circle in found)


def test_the_walk_finds_a_type_only_circle_and_one_inside_a_function(tmp_path):
    package = tmp_path / "toy"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "state.py").write_text("def step():\n    from toy import flow\n    return flow\n")
    (package / "flow.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .state import step\n"
    )
    (package / "data.py").write_text("import toy.flow\n")
    assert circles(import_graph(tmp_path, "toy")) == [["toy.flow", "toy.state", "toy.flow"]]


def test_the_walk_leaves_a_floor_plan_alone(tmp_path):
    package = tmp_path / "toy"
    package.mkdir()
    (package / "__init__.py").write_text("from toy.rules import Rules\n")
    (package / "data.py").write_text("import dataclasses\n")
    (package / "steps.py").write_text("from toy.data import Data\n")
    (package / "rules.py").write_text("from . import steps\nfrom .data import Data\n")
    assert circles(import_graph(tmp_path, "toy")) == []
