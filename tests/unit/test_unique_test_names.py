"""The README's test command collects unit and browser tests in one run.

pytest imports test modules outside packages by their basename, so two such
files with one name stop the whole run at collection ("import file mismatch")
although each folder passes on its own.
"""

from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def _top_level_module_name(path: Path) -> str:
    """The dotted name pytest's default import mode gives a test file."""
    parts = [path.stem]
    folder = path.parent
    while (folder / "__init__.py").exists():
        parts.insert(0, folder.name)
        folder = folder.parent
    return ".".join(parts)


def test_every_test_module_has_its_own_import_name():
    names = Counter(_top_level_module_name(p) for p in TESTS.rglob("test_*.py"))
    clashes = sorted(name for name, count in names.items() if count > 1)
    assert clashes == []
