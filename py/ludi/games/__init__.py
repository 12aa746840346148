"""Pure-Python game engines: standard library only, no browser imports, Python 3.11 syntax."""
