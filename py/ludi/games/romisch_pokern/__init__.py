"""Römisch Pokern (Roman dice): rules RP-1..RP-53, registered with the game registry."""
