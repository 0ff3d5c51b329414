"""Nothing a file holds crashes the app: hundreds of damaged copies of a real Hof-Verrat autosave, a hundred of every
other title's, and a hundred damaged settings and statistics files (each ten to fifteen times as many under the soak
profile) are each either refused with a notice (the original kept aside, byte for byte) or genuinely valid (then they
load, play on at the table and save again).

The cases issue 21 found, each of which crashed the app before, are named among them.
"""

from __future__ import annotations

import collections
import contextlib
import json
from pathlib import Path
from typing import Any

import pytest

from game.core import Match, Seat
from game.core.record import BODY_KEYS, RECORD_VERSION, record_checksum
from game.titles import TITLES
from scenes.app import App
from scenes.drive import frames
from scenes.fuzz import WatchedTables
from scenes.i18n import set_language, tr
from scenes.play import continue_match
from scenes.preferences import Settings
from scenes.profile import Outcome, Statistics
from scenes.statistics import render_page, statistics_rows
from scenes.storage import AUTOSAVE_FILE, MAX_FILE_BYTES, SETTINGS_FILE, STATISTICS_FILE, Storage
from scenes.tables import TABLES
from scenes.ui.dialog import Dialog
from tests.scenes.damage import HUGE, HUGE_NUMBER, damaged_variants, dumps, nested
from tests.soak import sized

AUTOSAVE_VARIANTS = sized(300, 5000)
OTHER_TITLE_VARIANTS = sized(100, 1500)
"""Per title besides Hof-Verrat: its actions and options differ, so its records are damaged in their own ways."""
DOCUMENT_VARIANTS = sized(60, 600)
"""Per file: settings and statistics make 240 together, named cases on top."""


def rechecksum(document: dict[str, Any]) -> None:
    """Make a record's checksum right again for its (changed) content."""
    document["checksum"] = record_checksum({key: document.get(key) for key in BODY_KEYS})


def real_autosave(title_id: str = "hofverrat") -> bytes:
    """The autosave of a game a person plays against two computers, a few moves in (Hof-Verrat unless named)."""
    seats = [Seat("Ada"), Seat("Graf Ruprecht", "computer", "easy"), Seat("Gräfin Adelheid", "computer", "hard")]
    match = Match.start(TITLES.get(title_id), seats, seed=2024)
    for _ in range(8):
        match.apply(match.state.legal_actions()[0])
    return match.record.to_json_text().encode("utf-8")


def with_checksum(edit) -> bytes:
    """The real autosave changed by ``edit`` (in place, on its JSON), with a correct checksum."""
    document = json.loads(real_autosave())
    edit(document)
    with contextlib.suppress(ValueError):  # a lone surrogate: no checksum can be made, the old one stays
        rechecksum(document)
    return dumps(document)


def seat_named(name: Any):
    return lambda document: document["seats"][0].update(name=name)


def first_action(**fields: Any):
    return lambda document: document["actions"][0].update(fields)


def named_autosaves() -> list[tuple[str, bytes]]:
    """The autosaves issue 21 found crashing the app, and their near relatives."""
    text = real_autosave().decode("utf-8")
    seed = str(json.loads(text)["seed"])
    return [
        ("nested thousands deep", ("[" * 5000 + "]" * 5000).encode()),
        ("seed of 5000 digits", text.replace(seed, HUGE, 1).encode()),
        ("seed Infinity", text.replace(seed, "Infinity", 1).encode()),
        ("seed NaN", text.replace(seed, "NaN", 1).encode()),
        ("seed 1e999", with_checksum(lambda document: document.update(seed=1e999))),
        ("seed as text", with_checksum(lambda document: document.update(seed="3"))),
        ("seed 3.0", with_checksum(lambda document: document.update(seed=3.0))),
        ("seed true", with_checksum(lambda document: document.update(seed=True))),
        ("unknown option", with_checksum(lambda document: document["options"].update(speed="fast"))),
        ("too few players", with_checksum(lambda document: document.update(seats=document["seats"][:1]))),
        ("too many players", with_checksum(lambda document: document.update(seats=document["seats"] * 3))),
        ("card id 3.0", with_checksum(first_action(card=3.0))),
        ("card id true", with_checksum(first_action(card=True))),
        ("card id huge", with_checksum(first_action(card=2**80))),
        ("side as a list", with_checksum(first_action(side=["upper"]))),
        ("seat name a number", with_checksum(seat_named(5))),
        ("seat name with a null", with_checksum(seat_named("A\u0000da"))),
        ("seat name a lone surrogate", with_checksum(seat_named("\ud800"))),
        ("seat name very long", with_checksum(seat_named("A" * 5000))),
        ("seat played by a robot", with_checksum(lambda document: document["seats"][1].update(controller="robot"))),
        ("computer level 'godlike'", with_checksum(lambda document: document["seats"][1].update(level="godlike"))),
        ("a person with a level", with_checksum(lambda document: document["seats"][0].update(level="hard"))),
        ("meta nested 500 deep", with_checksum(lambda document: document.update(meta={"deep": nested(500)}))),
        ("options not an object", with_checksum(lambda document: document.update(options=[]))),
        ("an unknown title", with_checksum(lambda document: document.update(title="chess"))),
        ("title a list", with_checksum(lambda document: document.update(title=["hofverrat"]))),
        ("an extra field", with_checksum(lambda document: document.update(extra=1))),
        ("newer version", with_checksum(lambda document: document.update(version=RECORD_VERSION + 1))),
        ("version as text", with_checksum(lambda document: document.update(version="1"))),
        ("an illegal action", with_checksum(lambda document: document["actions"].append(document["actions"][0]))),
        ("actions reordered", with_checksum(lambda document: document["actions"].reverse())),
        ("an unknown action", with_checksum(first_action(kind="teleport"))),
        *((f"no {key}", with_checksum(lambda document, key=key: document.pop(key))) for key in BODY_KEYS),
        ("valid: meta notes", with_checksum(lambda document: document.update(meta={"saved": "today", "n": [1, 2]}))),
        ("valid: another name", with_checksum(seat_named("Kunigunde von Ä"))),
    ]


def kept_aside(folder: Path, name: str, content: bytes) -> bool:
    """True when a copy of ``content`` lies beside ``name`` under a 'damaged' name."""
    stem, suffix = name.rsplit(".", 1)
    return any(path.read_bytes() == content for path in folder.glob(f"{stem}.damaged-*.{suffix}"))


class Tally(collections.Counter):
    """Counts of each outcome, and the cases that crashed (each named, for the failure message)."""

    def __init__(self) -> None:
        super().__init__()
        self.crashes: list[str] = []

    def crashed(self, case: str, crash: Exception) -> None:
        self["crashed"] += 1
        self.crashes.append(f"{case}: {crash!r}"[:300])

    def line(self) -> str:
        return f"refused {self['refused']} / valid {self['valid']} / crashed {self['crashed']}"


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> App:
    """One real app whose storage each case replaces (starting a window per case would take minutes)."""
    storage = Storage(tmp_path_factory.mktemp("app"))
    settings = storage.load_settings()
    settings.animation_speed = "instant"
    storage.save_settings(settings)
    app = App(storage=storage, tables=WatchedTables(TABLES))
    app.open_menu()
    return app


def try_autosave(app: App, folder: Path, content: bytes, played: set[str]) -> str:
    """Put ``content`` as the autosave of a fresh folder; start at the menu, continue, play two frames and save, as
    the app would."""
    folder.mkdir()
    (folder / AUTOSAVE_FILE).write_bytes(content)
    app.storage = Storage(folder)
    app.back_to_root()  # the menu reads the autosave's header to enable Continue, and shows any notice
    record = app.storage.load_autosave(app.titles) if len(app.stack) == 1 else None  # read whole, as Continue does
    if record is None and len(app.stack) == 1:
        app.back_to_root()  # refused only once read whole: the menu says so as Continue comes back to it
    elif record is not None:
        text = record.to_json_text()
        if text in played:
            return "valid"
        played.add(text)
        if continue_match(app):
            frames(app, 2)
            app.storage.flush()
            saved = app.storage.load_autosave(app.titles)
            assert saved == app.tables.matches[-1].record, "the next autosave writes the game in memory"
            assert saved.actions[: len(record.actions)] == record.actions, "the game went on from where it was"
            return "valid"
        app.back_to_root()
    assert isinstance(app.top, Dialog), "refused without a word"
    assert kept_aside(folder, AUTOSAVE_FILE, content), "refused without the original kept aside"
    return "refused"


def test_a_thousand_damaged_autosaves_are_refused_with_a_notice_or_valid(app: App, tmp_path: Path, capsys):
    original = real_autosave()
    variants = named_autosaves() + damaged_variants(original, AUTOSAVE_VARIANTS, seed=21, rechecksum=rechecksum)
    tally = fuzz_autosaves(app, tmp_path, variants)
    with capsys.disabled():
        print(f"\nautosave variants: {len(variants)}: {tally.line()}")
    assert tally["refused"] >= len(variants) // 2 and tally["valid"] >= 2
    assert len(variants) >= AUTOSAVE_VARIANTS


@pytest.mark.parametrize("title_id", ["verraeter", "listtuecke", "hofnar"])
def test_damaged_autosaves_of_every_other_title_are_refused_with_a_notice_or_valid(
    app: App, tmp_path: Path, capsys, title_id: str
):
    original = real_autosave(title_id)
    variants = damaged_variants(original, OTHER_TITLE_VARIANTS, seed=21, rechecksum=rechecksum)
    tally = fuzz_autosaves(app, tmp_path, variants)
    with capsys.disabled():
        print(f"\n{title_id} autosave variants: {len(variants)}: {tally.line()}")
    assert tally["refused"] >= len(variants) // 2 and tally["valid"] >= 1


def fuzz_autosaves(app: App, tmp_path: Path, variants: list[tuple[str, bytes]]) -> Tally:
    """Try each variant as the autosave; fail on the first crash, with the variants that crashed named."""
    tally, played = Tally(), set()
    for number, (label, content) in enumerate(variants):
        try:
            tally[try_autosave(app, tmp_path / str(number), content, played)] += 1
        except AssertionError:
            raise
        except Exception as crash:
            tally.crashed(f"autosave variant {number} ({label})", crash)
    assert not tally.crashes, tally.crashes[:5]
    return tally


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_named_cases_are_refused_with_a_notice_in_words_and_the_valid_ones_kept(language: str, tmp_path: Path):
    set_language(language)
    for number, (label, content) in enumerate(named_autosaves()):
        folder = tmp_path / str(number)
        folder.mkdir()
        (folder / AUTOSAVE_FILE).write_bytes(content)
        storage = Storage(folder)
        record = storage.load_autosave(TITLES)
        notices = storage.take_notices()
        if label.startswith("valid"):
            assert record is not None and not notices, label
            continue
        assert record is None, label
        expected = "notice.autosave_newer" if label == "newer version" else "notice.autosave_damaged"
        assert [key for key, _ in notices] == [expected], label
        key, params = notices[0]
        assert params["kept_as"] in tr(key, **params), "the notice says where the damaged copy was kept"


def settings_document() -> bytes:
    settings = Settings(window="1600x900", animation_speed="fast", volume=35, muted=True, language="de")
    return dumps({"format": "hofintrigen-settings", "version": 1, "settings": settings.to_json()})


def statistics_document() -> bytes:
    statistics = Statistics()
    for title, level, won, score in [("hofverrat", "easy", True, 14), ("hofverrat", "hard", False, 3)]:
        statistics.record_game(title, Outcome(level, won, score, "2026-11-24"))
    statistics.record_game("hofnar", Outcome("people", True, None, "2026-11-25"))
    return dumps({"format": "hofintrigen-statistics", "version": 2, "statistics": statistics.to_json()})


def named_documents() -> list[tuple[str, str, bytes]]:
    """The settings and statistics files issue 21 found crashing every start, and relatives."""
    settings = json.loads(settings_document())
    statistics = json.loads(statistics_document())
    return [
        (SETTINGS_FILE, "nested thousands deep", ("[" * 5000 + "]" * 5000).encode()),
        (SETTINGS_FILE, "not an object", dumps([settings])),
        (SETTINGS_FILE, "language as a list", dumps({**settings, "settings": {"language": ["de"]}})),
        (SETTINGS_FILE, "language as an object", dumps({**settings, "settings": {"language": {"de": 1}}})),
        (SETTINGS_FILE, "volume true", dumps({**settings, "settings": {"volume": True}})),
        (SETTINGS_FILE, "volume huge", dumps({**settings, "settings": {"volume": HUGE_NUMBER}})),
        (SETTINGS_FILE, "newer version", dumps({**settings, "version": 7})),
        (STATISTICS_FILE, "nested thousands deep", ('{"x":' + "[" * 5000 + "]" * 5000 + "}").encode()),
        (STATISTICS_FILE, "titles not an object", dumps({**statistics, "statistics": {"titles": [1, 2]}})),
        (STATISTICS_FILE, "titles a string", dumps({**statistics, "statistics": {"titles": "hofverrat"}})),
        (STATISTICS_FILE, "newer version", dumps({**statistics, "version": 3})),
        (STATISTICS_FILE, "a played count in words", dumps(replace_tally(statistics, played="many"))),
        (STATISTICS_FILE, "valid: version 1", version_1_statistics()),
    ]


def replace_tally(document: dict[str, Any], **fields: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(document))
    copy["statistics"]["titles"]["hofverrat"]["tallies"]["easy"].update(fields)
    return copy


def version_1_statistics() -> bytes:
    titles = {"hofverrat": {"played": 7, "won": 3}, "hofnar": {"played": 2, "won": 0}}
    return dumps({"format": "hofintrigen-statistics", "version": 1, "statistics": {"titles": titles}})


def try_document(folder: Path, name: str, content: bytes, start_app: bool) -> str:
    """Put ``content`` as the settings or statistics of a fresh folder and read it as the app's start does."""
    folder.mkdir()
    (folder / name).write_bytes(content)
    storage = Storage(folder)
    settings, statistics = storage.load_settings(), storage.load_statistics()
    notices = storage.take_notices()
    if start_app:
        App(storage=Storage(folder)).open_menu()
    json.dumps(settings.to_json()), json.dumps(statistics.to_json())
    render_page(statistics_rows(list(TITLES), statistics))  # what the statistics screen would show
    if notices:
        assert kept_aside(folder, name, content), "the original is kept aside"
        return "refused"
    return "valid"


def test_damaged_settings_and_statistics_files_are_refused_with_a_notice_or_valid(tmp_path: Path, capsys):
    cases = [(name, label, content) for name, label, content in named_documents()]
    for name, original in ((SETTINGS_FILE, settings_document()), (STATISTICS_FILE, statistics_document())):
        cases += [(name, label, content) for label, content in damaged_variants(original, DOCUMENT_VARIANTS, seed=19)]
    tally = Tally()
    for number, (name, label, content) in enumerate(cases):
        try:
            outcome = try_document(tmp_path / str(number), name, content, start_app=number % 10 == 0)
        except AssertionError:
            raise
        except Exception as crash:
            tally.crashed(f"{name} variant {number} ({label})", crash)
            continue
        tally[outcome] += 1
        if label.startswith("valid"):
            assert outcome == "valid", label
        elif number < len(named_documents()):
            assert outcome == "refused", label
    with capsys.disabled():
        print(f"\nsettings and statistics variants: {len(cases)}: {tally.line()}")
    assert not tally.crashes, tally.crashes[:5]
    assert tally["refused"] >= len(cases) // 2 and tally["valid"] >= 1


def test_a_file_far_larger_than_ours_is_not_read_but_set_aside(tmp_path: Path):
    (tmp_path / AUTOSAVE_FILE).write_bytes(b" " * (MAX_FILE_BYTES + 1))
    storage = Storage(tmp_path)
    assert storage.load_autosave(TITLES) is None
    assert [key for key, _ in storage.take_notices()] == ["notice.autosave_damaged"]
    assert not (tmp_path / AUTOSAVE_FILE).exists()
