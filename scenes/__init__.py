"""Hofintrigen's pygame-ce front end. It reads the rules models in ``game`` only through views and actions."""

__version__ = "0.2.0"
"""The collection's version: the package's (pyproject reads it from here), the menu's corner and ``--version``."""
