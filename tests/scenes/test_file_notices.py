"""The notices about the player's files, in plain words (issue 19, part 4; issue 21, part 4): a damaged autosave says
the saved game could not be restored and where the damaged copy was kept; one from a newer version asks the player to
update; neither leaves Continue offered."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import Match, Seat
from game.core.record import RECORD_VERSION
from game.hofverrat import RULESET
from scenes.app import App
from scenes.i18n import tr
from scenes.storage import AUTOSAVE_FILE, Storage
from scenes.ui.dialog import Dialog
from tests.scenes.helpers import screenshot


def autosave_text() -> str:
    match = Match.start(RULESET, [Seat("Ada"), Seat("Bot", "computer", "easy")], seed=5)
    match.apply(match.state.legal_actions()[0])
    return match.record.to_json_text()


def newer(text: str) -> str:
    document = json.loads(text)
    document["version"] = RECORD_VERSION + 1
    return json.dumps(document)


@pytest.mark.parametrize(
    ("case", "damage", "key"),
    [
        ("damaged", lambda text: text[: len(text) // 2], "notice.autosave_damaged"),
        ("newer", newer, "notice.autosave_newer"),
    ],
)
@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_a_damaged_or_newer_autosave_is_reported_at_start_in_plain_words(
    case: str, damage, key: str, language: str, data_folder: Path, monkeypatch
):
    data_folder.mkdir()
    content = damage(autosave_text())
    (data_folder / AUTOSAVE_FILE).write_text(content, "utf-8")
    shown = []
    real_dialog = Dialog

    def noted(app, title, message, buttons):
        shown.append(message)
        return real_dialog(app, title, message, buttons)

    monkeypatch.setattr("scenes.notices.Dialog", noted)
    storage = Storage(data_folder)
    settings = storage.load_settings()
    settings.language = language
    storage.save_settings(settings)
    app = App(storage=storage)
    app.open_menu()
    [kept] = list(data_folder.glob("autosave.damaged-*.json"))
    assert kept.read_text("utf-8") == content, "the original is kept, byte for byte"
    assert shown == [tr(key, file=AUTOSAVE_FILE, kept_as=kept.name, folder=str(data_folder))]
    assert kept.name in shown[0] and str(data_folder) in shown[0], "it says where the copy was kept"
    assert isinstance(app.top, Dialog)
    screenshot(app, f"autosave-{case}-{language}")
    app.back_to_root()
    assert not app.top.buttons["continue"].enabled, "nothing to continue"
