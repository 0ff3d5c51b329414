"""Translations: one function, ``tr``, for every text a player reads.

A language's catalogue is a folder, ``assets/i18n/<language>/``, of flat JSON files (one per area: the shell, each
title), each mapping a message key to its text; a key lives in exactly one file of the folder. Texts may hold
``{name}`` placeholders filled from ``tr``'s keyword arguments. Why keys and JSON rather than gettext's .po with
English msgids: several texts are looked up by data (a title's id, a scoring line's key), which keys express directly;
the standard library reads JSON without a compile step; and translation platforms (Weblate, Crowdin) edit such
"monolingual JSON" catalogues with English as the source. A key missing from the chosen language falls back to
English, and a key missing from English shows as the key itself, so a gap is visible but never a crash.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from scenes.resources import asset_names, read_asset

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}
"""Each language's code and its name in its own language (how a player looks for it)."""

FALLBACK = "en"


def catalogue_files(language: str) -> list[str]:
    """The names of one language's catalogue files, in a fixed order."""
    return [name for name in asset_names("i18n", language) if name.endswith(".json")]


def load_catalogue(language: str) -> dict[str, str]:
    """Read one language's catalogue; a missing or unreadable file adds nothing (English takes over for its keys).
    The files are read where they are shipped (``read_asset``), so the executable writes none of them out."""
    catalogue: dict[str, str] = {}
    for name in catalogue_files(language):
        try:
            data = json.loads(read_asset("i18n", language, name))
        except (OSError, KeyError, ValueError):
            continue
        if isinstance(data, dict):
            catalogue.update({str(key): str(text) for key, text in data.items()})
    return catalogue


def placeholders(text: str) -> set[str]:
    """The ``{name}`` placeholders a text uses."""
    import string  # only the catalogues' checks ask, never the start (issue 37 §7)

    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


class Translator:
    """Looks keys up in the chosen language, then in English, then shows the key."""

    def __init__(self, language: str = FALLBACK) -> None:
        self._fallback = load_catalogue(FALLBACK)
        self._catalogue: Mapping[str, str] = self._fallback
        self.language = FALLBACK
        self.set_language(language)

    def set_language(self, language: str) -> None:
        """Switch every later lookup to ``language``; an unknown code means English."""
        self.language = language if language in LANGUAGES else FALLBACK
        self._catalogue = self._fallback if self.language == FALLBACK else load_catalogue(self.language)

    def has(self, key: str) -> bool:
        """True when ``key`` has a text in the chosen language or in English."""
        return key in self._catalogue or key in self._fallback

    def __call__(self, key: str, **params: Any) -> str:
        text = self._catalogue.get(key) or self._fallback.get(key)
        if text is None:
            shown = ", ".join(f"{name}={value}" for name, value in params.items())
            return f"{key} ({shown})" if shown else key
        try:
            return text.format(**params) if params else text
        except (KeyError, IndexError, ValueError):
            return text


translator = Translator()


def tr(key: str, **params: Any) -> str:
    """The text for ``key`` in the player's language, with ``params`` filled in."""
    return translator(key, **params)


def tr_count(key: str, count: int, /, **params: Any) -> str:
    """The text for ``key`` about ``count`` things: ``<key>.one`` when ``count`` is 1 or -1 and that key exists.

    English, German and Dutch share one plural rule (one, and everything else), so one extra key per text is enough;
    ``count`` only picks the form, the text takes its numbers from ``params`` (which may name one of them ``count``:
    ``count`` is positional-only so that never collides).
    """
    singular = f"{key}.one"
    return tr(singular if abs(count) == 1 and translator.has(singular) else key, **params)


def tr_list(items: Sequence[str]) -> str:
    """``items`` as a sentence names them: "Clara and Dietrich", "Anna, Clara and Dietrich" (the language's "and",
    ``list.and``); empty for none. A list set off by a colon may simply use commas; in running text this reads
    right."""
    if len(items) < 2:
        return "".join(items)
    return tr("list.and", first=", ".join(items[:-1]), last=items[-1])


def set_language(language: str) -> None:
    """Choose the language of every later ``tr`` call."""
    translator.set_language(language)


def current_language() -> str:
    """The code of the language in use."""
    return translator.language
