"""Ludi: Roman-themed tabletop games whose engines run in the browser (Pyodide) and in CPython."""

__version__ = "0.1.0"
