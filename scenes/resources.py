"""Where the shipped files are: beside the sources, or in the executable's one archive of them when frozen.

A one-file executable unpacks every file it holds at every start, into a folder it removes at exit, and making a file
costs about half a millisecond on a slow disk (more under a virus scanner): the 85 files under ``assets`` cost each
start some 40 ms before any of ours ran (issue 37 §7). So ``build.spec`` packs them into one uncompressed zip
(``pack_assets``), and a file is taken out of it only when first asked for: ``read_asset`` reads one from the zip, and
``asset_path``, for what needs a file on disk (a layout, a sound), writes it beside the zip first.
"""

from __future__ import annotations

import functools
import os
import sys
import zipfile
from pathlib import Path

ARCHIVE = "assets.zip"
"""The assets' archive in the executable's folder (``sys._MEIPASS``)."""


def asset_root() -> Path:
    """The ``assets`` folder: PyInstaller unpacks it under ``sys._MEIPASS``; from source it sits beside ``scenes``."""
    bundle = getattr(sys, "_MEIPASS", None)
    base = Path(bundle) if bundle else Path(__file__).resolve().parent.parent
    return base / "assets"


def asset_path(*parts: str) -> Path:
    """The path of one shipped file, e.g. ``asset_path("fonts", "OFL.txt")``, taken out of the archive first when
    the executable holds it there and it is not out yet."""
    path = asset_root().joinpath(*parts)
    archive = _archive()
    if archive is not None and not path.exists() and _member(*parts) in archive.NameToInfo:
        path.parent.mkdir(parents=True, exist_ok=True)
        written = path.with_name(f".{path.name}.{os.getpid()}")
        written.write_bytes(archive.read(_member(*parts)))
        os.replace(written, path)  # whole at once: the thinking worker shares the folder
    return path


def read_asset(*parts: str) -> bytes:
    """The bytes of one shipped file, read from the archive when the executable holds one (nothing is written)."""
    archive = _archive()
    if archive is None:
        return asset_root().joinpath(*parts).read_bytes()
    return archive.read(_member(*parts))


def asset_names(*folder: str) -> list[str]:
    """The names of the files in one folder of the assets (not in its subfolders), sorted; none for no folder."""
    archive = _archive()
    if archive is None:
        path = asset_root().joinpath(*folder)
        return sorted(entry.name for entry in path.iterdir() if entry.is_file()) if path.is_dir() else []
    prefix = _member(*folder) + "/"
    return sorted(
        name[len(prefix) :] for name in archive.NameToInfo if name.startswith(prefix) and "/" not in name[len(prefix) :]
    )


def pack_assets(folder: Path, target: Path) -> Path:
    """Pack every file under ``folder`` into the zip ``target``, uncompressed and in a fixed order (the archive the
    executable holds, made by ``build.spec``); return ``target``."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as archive:
        for path in sorted(entry for entry in folder.rglob("*") if entry.is_file()):
            info = zipfile.ZipInfo(path.relative_to(folder).as_posix(), date_time=(2000, 1, 1, 0, 0, 0))
            archive.writestr(info, path.read_bytes())
    return target


@functools.cache
def _archive() -> zipfile.ZipFile | None:
    """The executable's archive of the assets, or None from source (or in a bundle without one)."""
    path = asset_root().parent / ARCHIVE
    return zipfile.ZipFile(path) if getattr(sys, "_MEIPASS", None) and path.is_file() else None


def _member(*parts: str) -> str:
    return "/".join(parts)
