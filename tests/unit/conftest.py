"""Every unit test renders with strict catalogs: a missing key, a missing plural form or a
placeholder that does not match its values fails the test instead of reaching a player."""

from __future__ import annotations

import pytest

from ludi.ui import i18n


@pytest.fixture(autouse=True)
def strict_catalogs():
    i18n.strict = True
    yield
    i18n.strict = False
