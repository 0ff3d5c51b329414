"""The collection's drawn art: palettes, textures, frames, emblems, icons, card backs, and each title's cards.

Everything is drawn by code from vector shapes (no image files), at the size asked for: shapes are painted at several
times that size and smoothly scaled down, which anti-aliases every edge. Every public drawing function caches its
result per size, so a table draws its art once per window size and only blits afterwards. Callers must not draw on
a returned surface (it is shared); copy it first.
"""
