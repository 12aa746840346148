"""Game records kept and moved: export and import, replays, share links, history and statistics.

Nothing here is imported by the home screen: a module comes when the player first opens a
replay, the statistics, or a file or a shared link (``tests/unit/ui/test_shell.py``).
"""
