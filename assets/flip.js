// Cards that move where they go. Before a render the page notes where every [data-flip]
// element is; after it, an element whose key is still on screen starts where it was and
// glides to its new place, and a new element may name where it comes from
// (data-flip-from="stock": it starts over that element's old place). Transforms only, so
// the compositor runs the motion and the main thread is free. Nothing moves under
// prefers-reduced-motion or when the app's animation speed is off (ms = 0).
window.ludiFlip = {
  measure(root) {
    const places = new Map();
    for (const el of root.querySelectorAll("[data-flip]")) places.set(el.dataset.flip, el.getBoundingClientRect());
    return places;
  },
  play(root, before, ms) {
    if (!ms || !before || !before.size || matchMedia("(prefers-reduced-motion: reduce)").matches) return 0;
    const moved = [];
    for (const el of root.querySelectorAll("[data-flip]")) {
      const from = before.get(el.dataset.flip) || (el.dataset.flipFrom && before.get(el.dataset.flipFrom));
      if (!from) continue;
      const to = el.getBoundingClientRect();
      const dx = from.left - to.left, dy = from.top - to.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      el.style.transition = "none";
      el.style.transform = `translate(${dx}px, ${dy}px)`;
      moved.push(el);
    }
    if (!moved.length) return 0;
    root.getBoundingClientRect();  // the start positions take effect before the glide begins
    for (const el of moved) {
      el.style.transition = `transform ${ms}ms cubic-bezier(.2,.7,.3,1)`;
      el.style.transform = "";
    }
    setTimeout(() => { for (const el of moved) el.style.transition = ""; }, ms + 60);
    return moved.length;
  },
};
