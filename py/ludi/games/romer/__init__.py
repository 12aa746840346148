"""Römer (the chariot card game, Hexagames 1990): engine, positions and bots. Registered with
the game registry.

One GameState is a whole game up to the RO-52 target; the ``single-round`` option makes it one
round (what ``simulate`` and the win-rate benchmark count).
"""
