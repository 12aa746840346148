"""What a phone held across (844x390) must show: each part of the table a player reads,
brought into view, clear of the tray at the screen's right, with the tray's cards and buttons on
the screen (``LOOK``). Shared by the Chromium test and the WebKit and Firefox ones."""

ACROSS = (844, 390)
#: What each table asks a player to read while they decide (below the banner).
TABLE_PARTS = {
    "romer": ".romer-others .rseat, .romer-trick, .romer-last",
    "romme": ".romme-center .piles, .romme-center .meld, .romme-center .player",
    "romisch-pokern": ".pokern-sheet tbody tr, .pokern-sheet tfoot tr",
}
#: What the player taps in the tray: the hand's cards (Pokern: the dice and the turn's buttons).
TRAY_TAPS = "[data-tray] [data-action]:not([disabled])"
#: Each table part, brought into view as a player scrolling to it would: where it lies, where
#: the tray lies, and which of the tray's controls are not wholly on the screen.
LOOK = """([parts, taps]) => {
  const tray = document.querySelector('[data-tray]');
  const inView = (r) => r.top >= -1 && r.bottom <= innerHeight + 1 &&
      r.left >= -1 && r.right <= innerWidth + 1;
  const seen = [];
  for (const el of document.querySelectorAll(parts)) {
    el.scrollIntoView({block: 'nearest'});
    const r = el.getBoundingClientRect(), t = tray.getBoundingClientRect();
    const overlap = Math.max(0, Math.min(r.right, t.right) - Math.max(r.left, t.left)) *
        Math.max(0, Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top));
    const off = [...document.querySelectorAll(taps)].filter((c) => !inView(c.getBoundingClientRect()))
        .map((c) => c.getAttribute('aria-label') || c.textContent.trim().slice(0, 20));
    seen.push({part: el.className + ' ' + el.textContent.trim().slice(0, 30), inView: inView(r), overlap, off,
               scroll: Math.round(scrollY)});
  }
  return seen;
}"""
