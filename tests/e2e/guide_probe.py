"""What a step of a guided round outlines must be seen without the player scrolling: shared by
the Chromium walk (test_guide_walk.py) and the WebKit and Firefox one (tests/engines)."""

# Every outlined element that is shown is in view, as the step opens (the app brings what the
# words point at under the guide's box): the middle of it, or, an element taller than the room
# under the guide's box (Pokern's sheet on a phone held across), its top, is that element (or
# inside it): no sticky dock, header or guide panel lies over it. Returns what is not.
UNSEEN = """() => [...document.querySelectorAll('[data-guided]')].filter(e => e.getClientRects().length)
  .filter(el => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + Math.min(r.height / 2, 20);
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
    const hit = document.elementFromPoint(x, y);
    return !hit || !(el === hit || el.contains(hit));
  }).map(el => el.className + ' at ' + Math.round(el.getBoundingClientRect().top))"""
#: The index, among the outlined buttons, of the first one shown (a Pokern card is outlined
#: both in its panel and beside Pass; the screen's size shows one of them).
SHOWN_BUTTON = """() => [...document.querySelectorAll('button[data-guided]')]
  .findIndex(b => b.getClientRects().length)"""
NEXT = "[data-action='guide-next']"
