"""Hof-Verrat's art: the six family symbols and colours, the card faces and back, mission cards and the mats."""
