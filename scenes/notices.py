"""The steward's notices: what the storage has to tell the player about their files, shown as dialogs.

The menu shows them when it opens; a table shows them as they come (a save that failed mid-game is said at once, not
only when the player leaves), through one call in the match runner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.i18n import tr
from scenes.ui.dialog import Dialog

if TYPE_CHECKING:
    from scenes.app import App


def show_notices(app: App) -> bool:
    """Push a dialog for every notice the storage gathered (the first on top); True when there was any."""
    notices = app.storage.take_notices()
    for key, params in reversed(notices):
        app.push(Dialog(app, tr("notice.title"), tr(key, **params), [(tr("common.ok"), None)]))
    return bool(notices)
