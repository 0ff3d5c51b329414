"""Where the shipped files are: beside the sources, or inside the PyInstaller bundle when frozen."""

from __future__ import annotations

import sys
from pathlib import Path


def asset_root() -> Path:
    """The ``assets`` folder: PyInstaller unpacks it under ``sys._MEIPASS``; from source it sits beside ``scenes``."""
    bundle = getattr(sys, "_MEIPASS", None)
    base = Path(bundle) if bundle else Path(__file__).resolve().parent.parent
    return base / "assets"


def asset_path(*parts: str) -> Path:
    """The path of one shipped file, e.g. ``asset_path("fonts", "OFL.txt")``."""
    return asset_root().joinpath(*parts)
