"""The menu shows before any title's table, rules model or computer players is imported (issue 37 §7).

A table package takes about a fifth of a second to import and a rules model as long again; the executable's start to
an interactive menu is measured against a bare window's (``bench/startup.py``), so the menu, and the app around it,
know no title at all until one is asked for: the app imports the titles' registry on first use, the menu knows a
game in progress by its autosave's header alone and reads it whole (its title's actions and rules) only when Continue
is chosen, and game.core hands out the contract, the match and the fold only to whoever names them. The check runs the
command's own entry point in a fresh interpreter, as the executable does, since this test process has long imported
everything.
"""

from __future__ import annotations

import ast
import functools
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
import scenes.menu
from scenes.main import main

offered = []
lay_out = scenes.menu.MenuScene.layout
scenes.menu.MenuScene.layout = lambda menu: (lay_out(menu), offered.append(menu.buttons["continue"].enabled))
assert main(["--quit-when-ready"]) == 0
print(json.dumps({"continue": offered[-1], "modules": sorted(sys.modules)}))
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
    "scenes.setup_plans",
    "game.core.record",
    "game.core.values",
    "game.core.errors",
    "multiprocessing",
    "subprocess",
    "hashlib",
    "argparse",
)
"""Modules (and the packages under them) that only a game being set up, played, watched, read or thought about needs:
the titles' rules and actions, the tables' registry, the statistics and lessons, the match, the computers' worker
process, the records' checksum, and the command line's help."""


def a_game_in_progress() -> tuple[str, str]:
    """A Hof-Verrat game a few moves in: its autosave's file name and text."""
    from game.core import Match, Seat
    from game.hofverrat import RULESET
    from scenes.storage import autosave_file

    match = Match.start(RULESET, [Seat(f"Seat {seat}", "human", None) for seat in range(4)], seed=3)
    for _ in range(3):
        match.apply(match.state.legal_actions()[0])
    return autosave_file(RULESET.id), match.record.to_json_text()


@pytest.mark.parametrize("saved", [False, True], ids=["first start", "a game in progress"])
def test_the_menu_imports_no_title_table_rules_state_or_ai(tmp_path, saved):
    if saved:  # Continue is offered from the autosave's header alone (Storage.autosave_titles)
        name, text = a_game_in_progress()
        (tmp_path / name).write_text(text, "utf-8")
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
    shown = json.loads(listing)
    assert shown["continue"] is saved
    # A game in progress is read by its header (the record's module) and looked up among the tables (the registry):
    # neither imports a title.
    header = {"game.core.record", "game.core.values", "game.core.errors", "scenes.tables"} if saved else set()
    modules = set(shown["modules"]) - header
    early = [name for name in modules if any(name == heavy or name.startswith(f"{heavy}.") for heavy in HEAVY)]
    assert not early, f"imported before the menu could show: {early}"


def test_game_core_hands_out_each_name_from_its_module():
    import game.core

    for module, names in game.core.MODULES.items():
        home = importlib.import_module(f"game.core.{module}")
        assert all(getattr(game.core, name) is getattr(home, name) for name in names), module
    assert sorted(game.core.__all__) == sorted(name for names in game.core.MODULES.values() for name in names)
    with pytest.raises(AttributeError):
        game.core.Nothing  # noqa: B018


def test_games_in_progress_are_known_by_their_headers_and_a_damaged_one_is_set_aside(tmp_path):
    from game.core.record import RECORD_VERSION
    from scenes.storage import Storage, autosave_file

    storage = Storage(tmp_path)
    assert storage.autosave_titles() == []
    name, text = a_game_in_progress()
    (tmp_path / name).write_text(text, "utf-8")
    (tmp_path / "settings.json").write_text("{}", "utf-8")
    (tmp_path / "autosave-hofverrat.damaged-20261128-051700.json").write_text("{", "utf-8")  # a copy kept aside
    assert storage.autosave_titles() == ["hofverrat"]
    (tmp_path / autosave_file("hofnar")).write_text(text, "utf-8")  # Hof-Verrat's game under Hofnar's name
    (tmp_path / autosave_file("verraeter")).write_text(text[: len(text) // 2], "utf-8")
    newer = {**json.loads(text), "version": RECORD_VERSION + 1}
    (tmp_path / autosave_file("listtuecke")).write_text(json.dumps({**newer, "title": "listtuecke"}), "utf-8")
    assert storage.autosave_titles() == ["hofverrat"]
    notices = sorted(key for key, _ in storage.take_notices())
    assert notices == ["notice.autosave_damaged", "notice.autosave_damaged", "notice.autosave_newer"]
    assert sorted(path.name for path in tmp_path.glob("autosave-*.json") if ".damaged-" not in path.name) == [name]


def test_a_table_entry_imports_its_table_when_first_used():
    from scenes.tables import TABLES

    entry = TABLES["hofnar"]
    table = entry.table
    assert table.__name__ == "HofnarTable" and entry.script is table.script
    assert not isinstance(object(), entry)


@functools.cache
def imported_names(path: Path) -> set[str]:
    """Every module ``path`` imports, at its top or inside a function (read once for all the checks)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


@pytest.mark.parametrize("left_out", ["multiprocessing", "ctypes", "ssl", "_hashlib"])
def test_no_shipped_module_imports_what_the_executable_leaves_out(left_out):
    """build.spec leaves multiprocessing and ctypes out: held in the executable, PyInstaller imports each at every
    start before the menu shows. The computers' thinking worker is the program started again with ``--think``. It
    leaves ssl and _hashlib out with the crypto libraries they need, which every start would unpack."""
    shipped = [path for package in ("scenes", "game") for path in sorted((ROOT / package).rglob("*.py"))]
    users = [
        str(path.relative_to(ROOT))
        for path in shipped
        if any(name == left_out or name.startswith(f"{left_out}.") for name in imported_names(path))
    ]
    assert not users
    assert f'"{left_out}",' in (ROOT / "build.spec").read_text("utf-8").split("excludes=[")[1].split("]")[0]


def test_the_thinking_worker_is_the_program_started_with_think():
    from scenes.thinking import PROTOCOL, THINK_FLAG, worker_command

    assert worker_command()[-1] == THINK_FLAG
    question = json.dumps({"version": PROTOCOL + 1, "ticket": 7}).encode() + b"\n"
    finished = subprocess.run(worker_command(), input=question, capture_output=True, cwd=ROOT, timeout=60)
    answer = json.loads(finished.stdout)
    assert finished.returncode == 0 and answer["ticket"] == 7 and "protocol" in answer["error"]
