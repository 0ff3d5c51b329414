"""The experiments that tuned the computer opponents (see README.md); nothing here ships or is imported by the game."""
