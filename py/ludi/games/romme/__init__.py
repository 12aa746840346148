"""Rommé / Rami (German rummy): engine, meld solver and bots. Registered with the game registry.

One GameState is a whole game up to the RM-54 limit; the ``single-round`` option makes it one
round (what ``simulate`` and the win-rate benchmark count).
"""
