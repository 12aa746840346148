"""The browser UI: pure renderers (views -> HTML strings), a router over screens, one DOM adapter.

Everything here except ``dom`` imports in plain CPython, so the screens are unit-tested
without a browser. No rule logic lives here: every button maps to an action drawn from
the engine's ``legal_actions()``.
"""
