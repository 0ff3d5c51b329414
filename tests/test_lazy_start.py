"""The menu shows before any title's table, rules model or computer players is imported (issue 37 §7).

A table package takes about a fifth of a second to import and a rules model as long again; the executable's start to
an interactive menu is measured against a bare window's (``bench/startup.py``), so the menu, and the app around it,
know no title at all until one is asked for: the app imports the titles' registry on first use, the menu reads no
autosave (and so no title's actions) when no file may hold one, and game.core hands out the contract, the match and
the fold only to whoever names them. The check runs the command's own entry point in a fresh interpreter, as the
executable does, since this test process has long imported everything.
"""

from __future__ import annotations

import ast
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

PROGRAM = """
import json, sys
from scenes.main import main
assert main(["--quit-when-ready"]) == 0
print(json.dumps(sorted(sys.modules)))
"""

TITLES = ("hofverrat", "verraeter", "listtuecke", "hofnar")
HEAVY = (
    *(f"scenes.tables.{title}" for title in TITLES),
    *(f"game.{title}" for title in TITLES),
    "game.titles",
    "game.ai",
    "game.core.contract",
    "game.core.match",
    "game.core.fold",
    "scenes.setup",
    "scenes.learn",
    "scenes.play",
    "scenes.thinking",
    "scenes.tables",
    "scenes.profile",
    "multiprocessing",
    "subprocess",
    "hashlib",
)
"""Modules (and the packages under them) that only a game being set up, played, watched, read or thought about needs:
the titles' rules and actions, the tables' registry, the statistics and lessons, the match, the computers' worker
process, the records' checksum."""


def test_the_menu_imports_no_title_table_rules_state_or_ai(tmp_path):
    environment = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "HOFINTRIGEN_DATA_DIR": str(tmp_path),
        "PYTHONPATH": str(ROOT),
    }
    finished = subprocess.run(
        [sys.executable, "-c", PROGRAM], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=120
    )
    assert finished.returncode == 0, finished.stderr
    ready, listing = finished.stdout.strip().splitlines()[-2:]
    assert ready.startswith("ready")
    imported = json.loads(listing)
    early = [name for name in imported if any(name == heavy or name.startswith(f"{heavy}.") for heavy in HEAVY)]
    assert not early, f"imported before the menu could show: {early}"


def test_game_core_hands_out_each_name_from_its_module():
    import game.core

    for module, names in game.core.MODULES.items():
        home = importlib.import_module(f"game.core.{module}")
        assert all(getattr(game.core, name) is getattr(home, name) for name in names), module
    assert sorted(game.core.__all__) == sorted(name for names in game.core.MODULES.values() for name in names)
    with pytest.raises(AttributeError):
        game.core.Nothing  # noqa: B018


def test_a_game_in_progress_is_read_before_continue_is_offered(tmp_path, monkeypatch):
    monkeypatch.setenv("HOFINTRIGEN_DATA_DIR", str(tmp_path))
    from scenes.storage import Storage, autosave_file

    storage = Storage()
    assert not storage.has_autosaves()
    (tmp_path / "settings.json").write_text("{}", "utf-8")
    assert not storage.has_autosaves()
    (tmp_path / autosave_file("hofnar")).write_text("{}", "utf-8")
    assert storage.has_autosaves()


def test_a_table_entry_imports_its_table_when_first_used():
    from scenes.tables import TABLES

    entry = TABLES["hofnar"]
    table = entry.table
    assert table.__name__ == "HofnarTable" and entry.script is table.script
    assert not isinstance(object(), entry)


def imported_names(path: Path) -> set[str]:
    """Every module ``path`` imports, at its top or inside a function."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_no_shipped_module_imports_multiprocessing():
    """The executable leaves multiprocessing out (build.spec): held in it, PyInstaller's hook imports it at every
    start before the menu shows. The computers' thinking worker is the program started again with ``--think``."""
    shipped = [path for package in ("scenes", "game") for path in sorted((ROOT / package).rglob("*.py"))]
    users = [
        str(path.relative_to(ROOT))
        for path in shipped
        if any(name == "multiprocessing" or name.startswith("multiprocessing.") for name in imported_names(path))
    ]
    assert not users
    assert '"multiprocessing",' in (ROOT / "build.spec").read_text("utf-8").split("excludes=[")[1].split("]")[0]


def test_the_thinking_worker_is_the_program_started_with_think():
    from scenes.thinking import PROTOCOL, THINK_FLAG, worker_command

    assert worker_command()[-1] == THINK_FLAG
    question = json.dumps({"version": PROTOCOL + 1, "ticket": 7}).encode() + b"\n"
    finished = subprocess.run(worker_command(), input=question, capture_output=True, cwd=ROOT, timeout=60)
    answer = json.loads(finished.stdout)
    assert finished.returncode == 0 and answer["ticket"] == 7 and "protocol" in answer["error"]
