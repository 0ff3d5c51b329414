"""Verräter's drawn art: landscapes, allegiance, supply and action cards, buildings and pieces."""
