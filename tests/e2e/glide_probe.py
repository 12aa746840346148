"""Two glides of ``assets/render.js``, the second begun while the first runs, measured in the
page (the browser suite and the other engines' smoke test share it)."""

from __future__ import annotations

#: Two glides, the second while the first runs: the cards of a row reused by place (a card
#: left from its front, so each element now shows the card after it), and a card coming in at
#: the front while they still glide. Each card's place as the second glide starts, against
#: where it was seen when that move was made. ``lateMs``: the probe gets back to the page that
#: much later (as on a loaded machine), which must not change what it reads.
GLIDE_ON_A_GLIDE = """async (lateMs = 0) => {
  const root = document.createElement('div');
  root.style.cssText = 'position: absolute; left: 0; top: 0; width: 400px; white-space: nowrap';
  document.body.appendChild(root);
  const card = 'display: inline-block; width: 50px; height: 50px';
  const row = keys => keys.map(k => `<span data-flip="${k}" style="${card}">${k}</span>`).join('');
  const frame = () => new Promise(done => requestAnimationFrame(done));
  const left = el => Math.round(el.getBoundingClientRect().left - root.getBoundingClientRect().left);
  const places = () => Object.fromEntries(
    [...root.querySelectorAll('[data-flip]')].map(el => [el.dataset.flip, left(el)]));
  window.ludiMorph(root, row(['a', 'b', 'c']));
  let before = window.ludiFlip.measure(root);
  window.ludiMorph(root, row(['b', 'c']));
  window.ludiFlip.play(root, before, 2000);
  await frame(); await frame(); await frame();
  await new Promise(done => setTimeout(done, 150));
  before = window.ludiFlip.measure(root);
  const seen = places();
  window.ludiMorph(root, row(['x', 'b', 'c']));
  // The places of the frame the second glide begins in, read as soon as its callback has run
  // (the one frame play() asks for): read when the probe next ran, on a loaded machine they
  // were those of a later frame, the glide under way.
  let starts = null;
  const plainFrame = window.requestAnimationFrame;
  window.requestAnimationFrame = (callback) => {
    window.requestAnimationFrame = plainFrame;
    return plainFrame.call(window, (time) => { callback(time); starts = places(); });
  };
  window.ludiFlip.play(root, before, 2000);
  window.requestAnimationFrame = plainFrame;
  await frame();
  if (lateMs) await new Promise(done => setTimeout(done, lateMs));
  await new Promise(done => setTimeout(done, 2300));
  const ends = places();
  root.remove();
  return {seen, starts, ends};
}"""


def starts_where_seen(found: dict) -> str | None:
    """What is wrong with the second glide's start (None: nothing): each card glides on from
    where it was seen, a card new to the row stands in its place, and all end where they go."""
    seen, starts, ends = found["seen"], found["starts"], found["ends"]
    if starts is None:
        return f"the second move began no glide: {found}"
    if not (2 < seen["b"] < 48 and 52 < seen["c"] < 98):
        return f"the first glide was not caught halfway: {found}"
    if abs(starts["b"] - seen["b"]) > 2 or abs(starts["c"] - seen["c"]) > 2:
        return f"a card started its glide away from where it was seen: {found}"
    if starts["x"] != 0:
        return f"a new card glided from a place it never had: {found}"
    if ends != {"x": 0, "b": 50, "c": 100}:
        return f"the cards did not end in their places: {found}"
    return None
