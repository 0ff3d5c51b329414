"""Hofnar's art: the mood symbols and jesters' attributes, the amusement cards, the mood cards, the King's and the
jesters' cards, and the life and Favourite tokens."""
