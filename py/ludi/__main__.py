"""``python -m ludi``: the command line (CPython only; not shipped to the browser)."""

from ludi.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
