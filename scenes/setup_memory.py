"""The last set-up of each title, remembered across restarts, so that New game starts where the player left off.

The set-ups live in ``setups.json`` in the data folder, a versioned JSON document read and written through the
storage's own helpers: a damaged file is set aside and reported like the settings, and a folder that cannot be
written turns saving off. The document is read as the app starts (so a damaged one is reported on the menu), and what
it holds is fitted to a title's rules only when the set-up screen asks (``scenes.setup_plans``, which imports the
game records' classes the menu shows without, issue 37 §7).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scenes.storage import Storage

if TYPE_CHECKING:  # the app holds its memory of set-ups before any title's rules are imported (issue 37 §7)
    from game.core import Ruleset
    from scenes.setup_plans import SeatPlan, TitleSetup

SETUPS_FILE = "setups.json"
FIELD = "setups"
SETUPS_VERSION = 1


class SetupMemory:
    """Every title's last set-up, and which title was played last."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        document = storage.read_document(SETUPS_FILE, FIELD, SETUPS_VERSION)
        data = document[0] if document is not None and isinstance(document[0], dict) else {}
        self.last_title = data.get("last_title") if isinstance(data.get("last_title"), str) else None
        titles = data.get("titles")
        self.titles: dict[str, Any] = dict(titles) if isinstance(titles, dict) else {}

    def recall(self, ruleset: Ruleset, default_seat: Callable[[int], SeatPlan]) -> TitleSetup | None:
        """The set-up last started for ``ruleset``, fitted to its rules (``default_seat`` fills a seat that cannot be
        read), or None when there is none."""
        from scenes.setup_plans import read_setup

        return read_setup(ruleset, self.titles.get(ruleset.id), default_seat)

    def remember(self, title_id: str, setup: TitleSetup) -> None:
        """Keep ``setup`` as the last one of ``title_id`` and save at once (the game may end the session)."""
        self.last_title = title_id
        self.titles[title_id] = setup.to_json()
        content = {"last_title": self.last_title, "titles": self.titles}
        self.storage.write_document(SETUPS_FILE, FIELD, SETUPS_VERSION, content)
