"""The Mit List und Tücke table: the draft, the stacks, twenty characters and their tricks."""

from scenes.tables.listtuecke.scene import ListTueckeTable

__all__ = ["ListTueckeTable"]
