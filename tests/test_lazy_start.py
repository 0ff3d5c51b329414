"""The menu shows before any title's table, rules model or computer players is imported (issue 37 §7).

A table package takes about a fifth of a second to import and a rules model as long again; the executable's start to
an interactive menu is measured against a bare window's (``bench/startup.py``), so the menu, and the app around it,
may know the titles only by their light records (``game.title.Title``, ``scenes.tables.TableEntry``). The check runs
in a fresh interpreter, as the executable does, since this test process has long imported everything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROGRAM = """
import json, sys
from scenes.app import App
from scenes.storage import Storage
app = App(storage=Storage())
app.open_menu()
for _ in range(3):
    app.step(1 / 60)
assert type(app.stack[-1]).__name__ == "MenuScene", app.stack
print(json.dumps(sorted(sys.modules)))
"""

TITLES = ("hofverrat", "verraeter", "listtuecke", "hofnar")
HEAVY = (
    *(f"scenes.tables.{title}" for title in TITLES),
    *(f"game.{title}.state" for title in TITLES),
    *(f"game.{title}.fold" for title in TITLES),
    *(f"game.{title}.ai" for title in TITLES),
)
"""Modules (and the packages under them) that only a game being set up, played, watched or thought about needs."""


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
    imported = json.loads(finished.stdout.strip().splitlines()[-1])
    early = [name for name in imported if any(name == heavy or name.startswith(f"{heavy}.") for heavy in HEAVY)]
    assert not early, f"imported before the menu could show: {early}"


def test_a_table_entry_imports_its_table_when_first_used():
    from scenes.tables import TABLES

    entry = TABLES["hofnar"]
    table = entry.table
    assert table.__name__ == "HofnarTable" and entry.script is table.script
    assert not isinstance(object(), entry)
