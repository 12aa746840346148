"""Every unit test renders with strict catalogs: a missing key, a missing plural form or a
placeholder that does not match its values fails the test instead of reaching a player."""

from __future__ import annotations

import random
import zlib

import pytest

from ludi.ui import i18n


@pytest.fixture(autouse=True)
def strict_catalogs():
    i18n.strict = True
    yield
    i18n.strict = False


@pytest.fixture(autouse=True)
def same_deals_every_run(request):
    """Games started as a player starts them (the setup screen deals from ``random``) are the
    same in every run, each test its own: a deal that breaks a test breaks it again when run
    alone (a Römer deal in about seventy failed a whole-game test once, in one run of many)."""
    state = random.getstate()
    random.seed(zlib.crc32(request.node.nodeid.encode()))
    yield
    random.setstate(state)
