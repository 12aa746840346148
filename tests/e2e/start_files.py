"""The files index.html asks for early (preloads) and the runtime fetches again when it needs
them: each must reach the page once, in every engine (tests/e2e, tests/engines)."""

EARLY_FILES = ("pyscript.toml", "py/main.py", "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json")
# How many times the page downloaded each of ``ends`` (paths' ends), by its resource timing.
DOWNLOADS = """(ends) => ends.map(end => performance.getEntriesByType("resource")
  .filter(e => new URL(e.name).pathname.endsWith("/" + end)).length)"""
