"""Römisch Pokern (Roman dice): engine, numerals and bots. Registered with the game registry."""
