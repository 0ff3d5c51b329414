"""The Mit List und Tücke table: the draft, the stacks, twenty characters and their tricks."""
