"""The rules pages: each title's page as data (``PAGES``), laid out once per title, language and width.

A title's page lives in its own module here; it names the catalogue texts of its sections (``rulebook.json`` in
every language), the cards it shows with their names and words, its worked examples drawn with the title's art, and
the special terms it defines. Adding a title's page is one module and one entry below.
"""

from __future__ import annotations

import functools

import pygame

from scenes.rulebook import hofnar, hofverrat, listtuecke, verraeter
from scenes.rulebook.page import Page, render_page

PAGES: dict[str, Page] = {
    "hofverrat": hofverrat.PAGE,
    "verraeter": verraeter.PAGE,
    "listtuecke": listtuecke.PAGE,
    "hofnar": hofnar.PAGE,
}


@functools.lru_cache(maxsize=16)
def rules_page(title_id: str, language: str, width: int) -> pygame.Surface | None:
    """The laid-out page of ``title_id`` in ``language`` (the language in use: part of the cache key), or None when
    the title has no page."""
    page = PAGES.get(title_id)
    return None if page is None else render_page(page, width)
