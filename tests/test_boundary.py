"""The rules models stay pure: nothing under ``game/`` imports the front end, reads files or the clock.

Same seed and same actions must give the same game on every machine, and the AI must be able to run the rules
anywhere, so ``game`` may use the standard library's pure parts only.
"""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"

FORBIDDEN_MODULES = {
    "pygame": "the front end",
    "pytmx": "the front end",
    "scenes": "the front end",
    "platformdirs": "files",
    "os": "files",
    "io": "files",
    "pathlib": "files",
    "shutil": "files",
    "tempfile": "files",
    "pickle": "pickle",
    "time": "the clock",
    "datetime": "the clock",
    "random": "the global random module (use game.core.Rng)",
    "threading": "the clock",
}
FORBIDDEN_CALLS = {"open": "files", "input": "the console", "print": "the console"}


def boundary_violations(source: str, filename: str) -> list[str]:
    """Every import or call in ``source`` that ``game`` must not make, as 'file:line: what'."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
            found.append(f"{filename}:{node.lineno}: calls {node.func.id}() ({FORBIDDEN_CALLS[node.func.id]})")
            continue
        else:
            continue
        for name in names:
            top = name.split(".")[0]
            if top in FORBIDDEN_MODULES:
                found.append(f"{filename}:{node.lineno}: imports {name} ({FORBIDDEN_MODULES[top]})")
    return found


def test_game_imports_nothing_impure():
    files = sorted(GAME.rglob("*.py"))
    assert files, "no sources found under game/"
    violations = [hit for path in files for hit in boundary_violations(path.read_text("utf-8"), str(path))]
    assert not violations, "\n".join(violations)


def test_the_check_catches_each_kind_of_breach():
    breaches = {
        "import pygame": "pygame",
        "from scenes.app import App": "scenes.app",
        "import pytmx": "pytmx",
        "from time import monotonic": "time",
        "import datetime": "datetime",
        "import random": "random",
        "data = open('save.json').read()": "open()",
        "from pathlib import Path": "pathlib",
    }
    for source, named in breaches.items():
        hits = boundary_violations(source, "breach.py")
        assert len(hits) == 1 and named in hits[0], source


def test_the_check_leaves_pure_code_alone():
    pure = "import dataclasses\nfrom game.core import Rng\nvalue = sorted([3, 1, 2])\n"
    assert boundary_violations(pure, "pure.py") == []
