"""The executable holds the assets as one archive and takes a file out only when asked (issue 37 §7).

A one-file executable unpacks every file it holds at every start, and the 85 asset files cost that start some 40 ms,
so ``build.spec`` packs them with ``scenes.resources.pack_assets`` into one zip. These tests build that zip from the
real assets into a stand-in for the executable's folder (``sys._MEIPASS``) and read through it as the frozen program
does: the translations straight from the zip, a file that must lie on disk written out when first asked for.
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

from scenes import i18n, resources

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def bundle(tmp_path: Path, monkeypatch):
    """An executable's folder holding the assets' archive, as PyInstaller unpacks build.spec's bundle."""
    resources.pack_assets(ROOT / "assets", tmp_path / resources.ARCHIVE)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources._archive.cache_clear()
    yield tmp_path
    resources._archive.cache_clear()


def test_the_archive_holds_every_asset_uncompressed(tmp_path: Path):
    shipped = sorted(
        path.relative_to(ROOT / "assets").as_posix() for path in (ROOT / "assets").rglob("*") if path.is_file()
    )
    with zipfile.ZipFile(resources.pack_assets(ROOT / "assets", tmp_path / "assets.zip")) as archive:
        assert sorted(archive.namelist()) == shipped
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
        assert archive.read("fonts/OFL.txt") == (ROOT / "assets" / "fonts" / "OFL.txt").read_bytes()


def test_the_translations_are_read_from_the_archive_without_a_file_written(bundle: Path):
    assert resources.asset_names("i18n", "de") == sorted(path.name for path in (ROOT / "assets/i18n/de").iterdir())
    from_archive = i18n.load_catalogue("de")
    assert from_archive["menu.new_game"] == "Neues Spiel"
    assert not (bundle / "assets").exists(), "nothing was unpacked"
    resources._archive.cache_clear()
    sys._MEIPASS = str(bundle / "elsewhere")  # no archive there: the folder is read as from source
    assert resources.asset_names("i18n", "de") == []


def test_a_file_wanted_on_disk_is_written_out_once_when_first_asked_for(bundle: Path):
    layout = resources.asset_path("layouts", "hofnar4.tmx")
    assert layout == bundle / "assets" / "layouts" / "hofnar4.tmx"
    assert layout.read_bytes() == (ROOT / "assets" / "layouts" / "hofnar4.tmx").read_bytes()
    assert sorted(path.name for path in (bundle / "assets").rglob("*")) == ["hofnar4.tmx", "layouts"], "that one only"
    assert not resources.asset_path("sounds", "no_such_cue.wav").exists()
