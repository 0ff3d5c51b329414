"""The Verräter table: the circle of landscapes, the secret action draft and the conflict, on the shared table kit."""

from scenes.tables.verraeter.scene import VerraeterTable

__all__ = ["VerraeterTable"]
