"""What a step of a guided round outlines must be seen without the player scrolling: shared by
the Chromium walk (test_guide_walk.py) and the WebKit and Firefox one (tests/engines)."""

# Every outlined element that is shown is in view, as the step opens (the app brings what the
# words point at under the guide's box): the middle of it, or, an element taller than the room
# under the guide's box (Pokern's sheet on a phone held across), its top, is that element (or
# inside it): no sticky dock, header or guide panel lies over it. Returns what is not.
# ``only``: a selector the outlined elements checked must match (all when not given).
UNSEEN = """(only) => [...document.querySelectorAll('[data-guided]')]
  .filter(e => e.getClientRects().length && (!only || e.matches(only)))
  .filter(el => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + Math.min(r.height / 2, 20);
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
    const hit = document.elementFromPoint(x, y);
    return !hit || !(el === hit || el.contains(hit));
  }).map(el => el.className + ' at ' + Math.round(el.getBoundingClientRect().top))"""
#: What a player taps, among the outlined things.
TAPS = "button, [data-action]"
# True when the outlined things on the table (not in a tray stuck to the screen) span more than
# the room under the guide's box: on a small phone held across, Römer's trick and the card that
# cuts it, in the hand under it. Then what is to be tapped comes first.
CROWDED = """() => {
  const guide = document.querySelector('.guide');
  const stuck = (el) => { const t = el.closest('[data-tray]'); const p = t && getComputedStyle(t).position;
    return p === 'sticky' || p === 'fixed'; };
  const rs = [...document.querySelectorAll('[data-guided]')]
    .filter(e => e.getClientRects().length && !stuck(e)).map(e => e.getBoundingClientRect());
  if (rs.length < 2 || !guide) return false;  // one thing taller than the room shows its top
  const span = Math.max(...rs.map(r => r.bottom)) - Math.min(...rs.map(r => r.top));
  return span > innerHeight - guide.getBoundingClientRect().bottom;
}"""
#: The index, among the outlined buttons, of the first one shown (a Pokern card is outlined
#: both in its panel and beside Pass; the screen's size shows one of them).
SHOWN_BUTTON = """() => [...document.querySelectorAll('button[data-guided]')]
  .findIndex(b => b.getClientRects().length)"""
NEXT = "[data-action='guide-next']"
