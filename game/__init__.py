"""Hofintrigen's rules models: pure Python, standard library only.

Nothing under ``game`` imports pygame, pytmx or ``scenes``, reads files or the clock, or uses the global
``random`` module; ``tests/test_boundary.py`` enforces it. Same seed and same actions give the same game.
"""
