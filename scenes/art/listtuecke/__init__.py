"""Mit List und Tücke's art: the twenty characters, their light and dark backs, the influence and elimination tiles,
the chapel and the start-player card."""
