// The page's two helpers for painting a new render of the app quickly and calmly.
//
// ludiMorph: the app renders #app as one HTML string; instead of replacing everything
// (every node re-created, styled and laid out anew: the slowest part of a tap on a tablet),
// the new markup is walked beside the page and only what differs is changed. Elements
// stay the same elements, so focus, scroll positions and CSS transitions survive a render.
//
// ludiFlip: cards that move where they go. Before a render the page notes where every
// [data-flip] element is; after it, an element whose key is still on screen starts where it
// was and glides to its new place, and a new element may name where it comes from
// (data-flip-from="stock": it starts over that element's old place). Transforms only, so the
// compositor runs the motion. Nothing moves under prefers-reduced-motion or when the app's
// animation speed is off (ms = 0).
(() => {
  const template = document.createElement("template");

  // A fold's open or shut state is the player's (a tap on its summary), as a field's value is:
  // the markup never writes it, and a render that took it away shut an opened score sheet at
  // every bot move.
  const playersOwn = (el, name) => name === "open" && el.tagName === "DETAILS";

  const syncAttributes = (from, to) => {
    for (const { name } of [...from.attributes]) {
      if (!to.hasAttribute(name) && !playersOwn(from, name)) from.removeAttribute(name);
    }
    for (const { name, value } of to.attributes) {
      if (from.getAttribute(name) !== value && !playersOwn(from, name)) from.setAttribute(name, value);
    }
    // Form state lives in properties once a player touched a field: follow the markup.
    if (from.tagName === "INPUT") {
      if (from.type === "checkbox" || from.type === "radio") from.checked = to.hasAttribute("checked");
      else if (from !== document.activeElement) from.value = to.getAttribute("value") ?? "";
    } else if (from.tagName === "OPTION") {
      from.selected = to.hasAttribute("selected");
    } else if (from.tagName === "TEXTAREA" && from !== document.activeElement) {
      from.value = to.textContent;
    }
  };

  // A part of the screen that did not change comes as an empty element marked data-same
  // (py/ludi/ui/parts.py): the page keeps the element it has, unparsed and unwalked. Should
  // the page not have it there, the render says so and the app passes the whole markup.
  let kept = true;

  const morph = (from, to) => {
    if (to.nodeType === Node.ELEMENT_NODE && to.hasAttribute("data-same")) {
      const part = to.getAttribute("data-part");
      if (from.nodeType !== Node.ELEMENT_NODE || from.getAttribute("data-part") !== part) kept = false;
      return;
    }
    if (from.nodeType !== to.nodeType || from.nodeName !== to.nodeName) {
      from.replaceWith(to);
      return;
    }
    if (from.nodeType !== Node.ELEMENT_NODE) {
      // Changed words are new content, not the old words moved: a new node, so that the
      // browser's Layout Instability count (what "nothing jumps" is measured by) keeps to
      // things that were there before and went elsewhere.
      if (from.nodeValue !== to.nodeValue) from.replaceWith(to);
      return;
    }
    if (from.isEqualNode(to)) return;
    syncAttributes(from, to);
    morphChildren(from, to);
  };

  const morphChildren = (from, to) => {
    const fresh = [...to.childNodes];
    if (fresh[0] && fresh[0].nodeType === Node.ELEMENT_NODE && fresh[0].hasAttribute("data-key")) {
      morphKeyed(from, fresh);
      return;
    }
    const old = [...from.childNodes];
    fresh.forEach((node, i) => (i < old.length ? morph(old[i], node) : from.appendChild(node)));
    for (let i = fresh.length; i < old.length; i++) old[i].remove();
  };

  // A list whose items carry data-key (a move log, newest first) is matched by key, not by
  // place: a new first line is one insertion, where matching by place rewrote every line
  // below it (a tap's cost grew with the length of the game).
  const morphKeyed = (from, fresh) => {
    const byKey = new Map();
    for (const el of from.children) if (el.hasAttribute("data-key")) byKey.set(el.getAttribute("data-key"), el);
    let cursor = from.firstChild;
    for (const node of fresh) {
      const key = node.nodeType === Node.ELEMENT_NODE ? node.getAttribute("data-key") : null;
      const old = key === null ? undefined : byKey.get(key);
      if (old === undefined) {
        from.insertBefore(node, cursor);
        continue;
      }
      byKey.delete(key);
      if (old === cursor) cursor = cursor.nextSibling;
      else from.insertBefore(old, cursor);
      morph(old, node);
    }
    while (cursor) {
      const next = cursor.nextSibling;
      cursor.remove();
      cursor = next;
    }
  };

  // True when the page now shows what the markup says: false when a kept part was not where
  // its placeholder stood (the whole markup must follow).
  window.ludiMorph = (root, html) => {
    template.innerHTML = html;
    kept = true;
    morphChildren(root, template.content);
    // A placeholder put in as new (its element gone, or moved elsewhere) is not the part.
    if (kept && html.includes(" data-same>") && root.querySelector("[data-same]")) kept = false;
    stickToEnd(root);
    return kept;
  };

  // One element drawn anew from its own markup (an animation frame that changes it alone).
  window.ludiMorphPart = (el, html) => {
    template.innerHTML = html;
    const fresh = template.content.firstElementChild;
    if (fresh) morph(el, fresh);
  };

  // A story told oldest first keeps its newest line in view ([data-stick-end], e.g. the recap
  // of the bots' moves): only boxes that scroll are touched. Their heights are read in the next
  // animation frame, where the page is laid out for painting anyway: read inside the render,
  // they forced a layout of the whole page into every tap (a fifth of a tap on a tablet).
  // While such a box holds more above what it shows, it is marked [data-more-above] and its
  // top edge fades (ludi.css): scrolled to its end, its top line was often the end of an older
  // one, with no name in it. The player's own scrolling of the box keeps the mark true.
  const markMoreAbove = (el) => el.toggleAttribute("data-more-above", el.scrollTop > 1);
  document.addEventListener("scroll", (event) => {
    if (event.target instanceof Element && event.target.hasAttribute("data-stick-end")) markMoreAbove(event.target);
  }, { capture: true, passive: true });
  let sticking = null;
  const stickToEnd = (root) => {
    if (sticking) return;
    sticking = requestAnimationFrame(() => {
      sticking = null;
      for (const el of root.querySelectorAll("[data-stick-end]")) {
        if (el.scrollHeight <= el.clientHeight) {
          el.removeAttribute("data-more-above");
          continue;
        }
        // The newest line from its first words: a line taller than the box, scrolled to its
        // end, showed only a fragment of it.
        // (Where the first line sits unscrolled, the newest one sits once scrolled this far.)
        const first = el.firstElementChild, last = el.lastElementChild;
        el.scrollTop = last.offsetHeight > el.clientHeight ? last.offsetTop - first.offsetTop : el.scrollHeight;
        markMoreAbove(el);
      }
    });
  };

  // ludiReveal: a newly marked [data-reveal] element is scrolled into view, clear of any tray
  // ([data-tray]) stuck to the bottom of the screen (on a phone the rows to write in can sit
  // under the dice). Once per mark and per tap or key of the player's (again()), so their own
  // scrolling wins over later renders (bots, animations). Places are read in the next
  // animation frame, where the page is laid out for painting anyway: read inside the render,
  // they laid the page out twice in every tap.
  // An element marked [data-reveal-back] is only wanted in view while it is marked: once the
  // mark is gone (the number written), the page scrolls back by what the reveal scrolled,
  // unless the player has scrolled since. Pokern's rows on a phone: the page stayed scrolled
  // down while the bots played, and the player's next turn opened with the banner and its
  // recap of their moves off the top of the screen.
  // The guided round's words point at things on the table ([data-guided]): as a step opens,
  // as many of them as fit are brought under the guide's box (sticky at the top), clear of a
  // tray below (revealGuided). On a phone held across, Pokern's sheet the words speak of lay
  // under the fold.
  let revealed = null, revealing = null, back = null, guidedStep = null;
  // The bottom of the screen's room for ``box``: the top of a sticky or fixed tray under it.
  const roomBelow = (root, box) => {
    let limit = window.innerHeight;
    for (const tray of root.querySelectorAll("[data-tray]")) {
      const position = getComputedStyle(tray).position;
      const dock = tray.getBoundingClientRect();
      // A tray beside the element (a phone held across) covers none of it.
      if (dock.left >= box.right || dock.right <= box.left) continue;
      if (position === "sticky" || position === "fixed") limit = Math.min(limit, dock.top);
    }
    return limit;
  };
  const revealMarked = (root, margin) => {
    const el = root.querySelector("[data-reveal]");
    const mark = el && el.getAttribute("data-reveal");
    if (!el) {
      if (back && Math.abs(window.scrollY - back.at) < 2) window.scrollBy(0, -back.by);
      back = null;
      return;
    }
    if (mark === revealed) return;
    revealed = mark;
    const box = el.getBoundingClientRect();
    const limit = roomBelow(root, box);
    const from = window.scrollY;
    if (box.bottom > limit) window.scrollBy(0, box.bottom - limit + margin);
    else if (box.top < 0) window.scrollBy(0, box.top - margin);
    if (!el.hasAttribute("data-reveal-back")) back = null;
    else if (window.scrollY !== from) back = { at: window.scrollY, by: (back ? back.by : 0) + window.scrollY - from };
  };
  // How far to scroll so that as many of ``boxes`` as fit between ``ceiling`` and the limit
  // below each (``limitOf``) are in view, in their order: the first always; its top first when
  // it is taller than the room.
  const fitting = (boxes, ceiling, limitOf, margin) => {
    let top = Infinity, bottom = -Infinity, limit = Infinity;
    for (const box of boxes) {
      const t = Math.min(top, box.top), b = Math.max(bottom, box.bottom), l = Math.min(limit, limitOf(box));
      if (top !== Infinity && b - t > l - ceiling) break;
      top = t; bottom = b; limit = l;
    }
    const slack = Math.max(0, Math.min(margin, (limit - ceiling - (bottom - top)) / 2));
    if (top < ceiling) return top - ceiling - slack;
    if (bottom > limit) return Math.min(bottom - limit + slack, top - ceiling - slack);
    return 0;
  };
  const revealGuided = (root, margin) => {
    // Once a step, and again when its words change within it (a card chosen: now the button
    // that plays it, or the die it acts on).
    const guide = root.querySelector("[data-guide-step]");
    const step = guide && guide.getAttribute("data-guide-step") + guide.textContent;
    if (step === guidedStep) return;
    guidedStep = step;
    if (!guide) return;
    // A tray stuck to the screen (a dock, or beside the table) is in view: what is outlined in
    // it may lie past its own scroll (Pokern's last cards beside a small phone's table), which
    // brings it in. A tray in the page's flow (Römer's under its table on a small phone held
    // across) scrolls with the page.
    const stuck = (el) => {
      const tray = el.closest("[data-tray]");
      const position = tray && getComputedStyle(tray).position;
      return position === "sticky" || position === "fixed" ? tray : null;
    };
    const shown = [...root.querySelectorAll("[data-guided]")].filter((el) => el.getClientRects().length);
    const tray = shown.map(stuck).find(Boolean);
    if (tray) {
      const room = tray.getBoundingClientRect();
      const inside = shown.filter((el) => stuck(el) === tray).map((el) => el.getBoundingClientRect());
      tray.scrollTop += fitting(inside, room.top, () => room.bottom, margin);
    }
    // Words on the table: what the page's scroll brings under the guide's box (sticky at the
    // top), what to tap first: on a small phone held across, Römer's trick and the card that
    // cuts it (in the hand under it) do not fit together under the box.
    const onTable = shown.filter((el) => !stuck(el));
    const taps = onTable.filter((el) => el.matches("button, [data-action]"));
    const boxes = [...taps, ...onTable.filter((el) => !taps.includes(el))].map((el) => el.getBoundingClientRect());
    const ceiling = Math.max(0, guide.getBoundingClientRect().bottom);
    if (boxes.length) window.scrollBy(0, fitting(boxes, ceiling, (box) => roomBelow(root, box), margin));
  };
  window.ludiReveal = {
    again() { revealed = null; },
    schedule(root, margin) {
      if (revealing) return;
      revealing = requestAnimationFrame(() => {
        revealing = null;
        revealMarked(root, margin);
        revealGuided(root, margin);
      });
    },
  };

  // How well a shown card's copy at ``r`` is seen: on the screen and on top at its middle (2),
  // on the screen under something (1), off it (0).
  const seenness = (el, r) => {
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return 0;
    const hit = document.elementFromPoint(x, y);
    return hit && el.contains(hit) ? 2 : 1;
  };

  // The one element per key that a glide starts from or moves: a card may be shown twice (Römer's
  // trick in the table's middle and in the tray's band, which covers the middle on a phone or
  // stands beside it across one), and the copy seen is the one that glides. A glide of the other
  // crossed the screen's edge: a card led flew off the foot towards a middle below it, and a won
  // trick came back up from there. Only keys shown twice are hit-tested (a hand's cards are not,
  // nor the trick on a tablet, whose band is hidden).
  const seenCopies = (elements) => {
    const copies = new Map();
    for (const el of elements) {
      const key = el.dataset.flip;
      copies.set(key, copies.has(key) ? [...copies.get(key), el] : [el]);
    }
    const chosen = new Map();  // key: [element, its place]
    for (const [key, els] of copies) {
      const shown = els.map((el) => [el, el.getBoundingClientRect()]).filter(([, r]) => r.width || r.height);
      if (shown.length < 2) {  // one copy shown (a tablet hides the band): no hit test
        if (shown.length) chosen.set(key, shown[0]);
        continue;
      }
      let best = null, bestSeen = -1;
      for (const [el, r] of shown) {
        const seen = seenness(el, r);
        if (seen > bestSeen) { best = [el, r]; bestSeen = seen; }
      }
      chosen.set(key, best);
    }
    return chosen;
  };

  const offScreen = (r) => r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth;

  let pending = null;  // a glide waiting for the next frame: { root, before, ms }

  // The glide each element is on: a glide's end clears only its own transition.
  const gliding = new WeakMap();
  const glide = (root, before, ms) => {
    const flips = [...root.querySelectorAll("[data-flip]")];
    // A glide still running (the last move's, on this card or on the element the morph reused
    // for it: a row's elements are kept by place) ends first, or its transform would be read
    // as part of the card's new place and the card start off by it (a card drawn after a won
    // trick began 329 px beyond a phone's tray). The card's place seen then is in ``before``.
    // Its transition is cancelled, not just taken off the style: a running transition taken
    // off (the morph drops a card's inline style) still moved it when its place was read.
    if (document.getAnimations) {
      for (const a of document.getAnimations()) {
        const el = a.effect && a.effect.target;
        if (a.transitionProperty === "transform" && el && el.hasAttribute("data-flip") && root.contains(el)) a.cancel();
      }
    }
    // Every place is read before any transform is written: a write between two reads makes
    // the next read lay the page out again (once per card, not once per frame).
    const moved = [];
    for (const [el, to] of seenCopies(flips).values()) {
      const from = before.get(el.dataset.flip) || (el.dataset.flipFrom && before.get(el.dataset.flipFrom));
      // A card from a place off the screen to one on it (or the other way) stands in its
      // place: a glide across the screen's edge shows a card coming from nowhere or going
      // nowhere (Römer's last trick, shown in the tray's band once the player's turn ended,
      // came up from the middle below a phone's foot, held across).
      if (!from || offScreen(from) !== offScreen(to)) continue;
      const dx = from.left - to.left, dy = from.top - to.top;
      if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moved.push([el, dx, dy]);
    }
    if (!moved.length) return;
    for (const [el, dx, dy] of moved) {
      el.style.transition = "none";
      el.style.transform = `translate(${dx}px, ${dy}px)`;
    }
    // This frame paints the cards where they were; the glide starts in the next one. Started
    // at once, it needed the start positions' style worked out inside this callback, which
    // laid the page out a second time in the frame that already carries the move's render
    // (10-25 ms of that frame at 4x throttle; 2-5 ms this way).
    const token = {};
    for (const [el] of moved) gliding.set(el, token);
    requestAnimationFrame(() => {
      for (const [el] of moved) {
        el.style.transition = `transform ${ms}ms cubic-bezier(.2,.7,.3,1)`;
        el.style.transform = "";
      }
      setTimeout(() => {
        for (const [el] of moved) if (gliding.get(el) === token) el.style.transition = "";
      }, ms + 60);
    });
  };

  window.ludiFlip = {
    measure(root) {
      if (pending) return pending.before;  // a glide waits for its frame: those are the places painted
      const places = new Map();
      for (const [key, [, place]] of seenCopies(root.querySelectorAll("[data-flip]"))) places.set(key, place);
      return places;
    },
    // The new places are read in the next animation frame, where the browser lays the page
    // out for painting anyway: read at once, they forced a second layout of the whole page
    // inside the task that ran the render (a quarter of a bot's animated move on a tablet).
    // Renders before that frame keep the places first measured, which are the ones painted.
    play(root, before, ms) {
      if (!ms || !before || !before.size || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      if (pending) {
        for (const [key, place] of before) if (!pending.before.has(key)) pending.before.set(key, place);
        pending.ms = ms;
        return;
      }
      pending = { root, before, ms };
      requestAnimationFrame(() => {
        const { root: where, before: places, ms: duration } = pending;
        pending = null;
        glide(where, places, duration);
      });
    },
  };

  // Dragging (mouse, pen, touch through pointer events): an element with data-drag dropped on
  // one with data-drop calls onDrop("<drag>", "<drop>"). Kept in the page's own script: a
  // pointer event handled in Python cost every tap on a card a crossing into Python before its
  // click (a tenth of a tap on a tablet), although most taps never become drags. Every drag
  // has a click or keyboard alternative in the game UI (WCAG 2.5.7): a shortcut, never the
  // only way.
  window.ludiDrag = (root, onDrop) => {
    let drag = null;  // { source, x, y, moved, el }
    let suppress = false;  // the click that ends a drag is not a tap
    root.addEventListener("pointerdown", (event) => {
      const el = event.target.closest && event.target.closest("[data-drag]");
      if (!el || !root.contains(el) || event.button !== 0) return;
      drag = { source: el.dataset.drag, x: event.clientX, y: event.clientY, moved: false, el };
    });
    document.addEventListener("pointermove", (event) => {
      if (!drag) return;
      if (!drag.moved && Math.abs(event.clientX - drag.x) + Math.abs(event.clientY - drag.y) > 10) {
        drag.moved = true;
        drag.el.classList.add("is-dragging");
      }
      if (drag.moved) drag.el.style.transform = `translate(${event.clientX - drag.x}px, ${event.clientY - drag.y}px)`;
    });
    document.addEventListener("pointerup", (event) => {
      const ended = drag;
      drag = null;
      if (!ended || !ended.moved) return;
      // Hit-test while the dragged card still lets the pointer through (pointer-events: none);
      // once released it slides back (a transition) and would be found under the pointer.
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const drop = under && under.closest ? under.closest("[data-drop]") : null;
      ended.el.classList.remove("is-dragging");
      ended.el.style.transform = "";
      suppress = true;
      setTimeout(() => { suppress = false; }, 0);  // unless no click follows (released elsewhere)
      if (drop && root.contains(drop)) onDrop(ended.source, drop.dataset.drop);
    });
    root.addEventListener("click", (event) => {
      if (!suppress) return;
      suppress = false;
      event.stopImmediatePropagation();
    }, true);
  };
})();

// ludiSound: the moves' short sounds, synthesised with the Web Audio API (nothing is
// downloaded). Silent before the player's first tap or key (the browsers' autoplay rules).
// The audio context is made as soon as the page is ready, while the sound is on:
// the first one a browser makes opens its audio output, which blocks the page (53-98 ms in
// Chromium here, at any CPU speed; inside the first tap it made a 200 ms task at 4x
// throttle, inside a move's paint it stalled the bots' animations). Made outside a gesture
// it may start suspended: every tap or key resumes it (cheap), pointerup and click too, the
// gestures older WebKit accepts for audio. Should it not exist yet (sound switched on later),
// a gesture makes it as before. Never two sounds within 90 ms: bots at the instant pace, or a
// tap skipping ahead, make one sound, not a burst. Notes per kind: [start s, frequency Hz,
// length s, wave, gain].
(() => {
  const Context = window.AudioContext || window.webkitAudioContext;
  let context = null;
  let gestured = false;
  let last = -1e9;
  const make = () => {
    if (context || !Context || !document.querySelector("#app [data-sound='on']")) return;
    try {
      context = new Context();
    } catch (error) {  // no audio device, or a browser that refuses: the game goes on silent
      context = null;
    }
  };
  const wake = () => {
    if (context && context.state === "suspended") Promise.resolve(context.resume()).catch(() => {});
  };
  const unlock = () => {
    gestured = true;
    make();
    wake();
  };
  for (const type of ["pointerdown", "pointerup", "click", "keydown"]) {
    addEventListener(type, unlock, { capture: true, passive: true });
  }
  // Right after the first frame of the ready page: before the player's first tap can come,
  // and outside the task that paints that frame. (Made whenever the page was next idle, it
  // could land among the tasks of a game being opened: a 144 ms task at 4x throttle.)
  const html = document.documentElement;
  const soon = () => requestAnimationFrame(() => setTimeout(make, 0));
  if (html.dataset.pyReady) soon();
  else new MutationObserver((_, watcher) => {
    if (html.dataset.pyReady) { watcher.disconnect(); soon(); }
  }).observe(html, { attributes: true, attributeFilter: ["data-py-ready"] });
  const SOUNDS = {
    deal: [[0, 540, 0.04, "triangle", 0.12], [0.07, 600, 0.04, "triangle", 0.12],
           [0.14, 560, 0.04, "triangle", 0.12], [0.21, 640, 0.05, "triangle", 0.14]],  // cards dealt round
    draw: [[0, 660, 0.07, "triangle", 0.18]],
    lay: [[0, 520, 0.06, "triangle", 0.2], [0.06, 780, 0.08, "triangle", 0.16]],
    discard: [[0, 420, 0.09, "triangle", 0.2]],
    card: [[0, 600, 0.07, "triangle", 0.18]],
    trick: [[0, 520, 0.07, "sine", 0.2], [0.08, 660, 0.07, "sine", 0.2], [0.16, 880, 0.12, "sine", 0.2]],
    roll: [[0, 180, 0.04, "square", 0.05], [0.06, 230, 0.04, "square", 0.05], [0.12, 160, 0.04, "square", 0.05],
           [0.22, 110, 0.1, "sine", 0.25]],  // a rattle, then the die landing
    write: [[0, 880, 0.06, "sine", 0.15]],
    win: [[0, 523, 0.12, "sine", 0.2], [0.12, 659, 0.12, "sine", 0.2], [0.24, 784, 0.12, "sine", 0.2],
          [0.36, 1047, 0.25, "sine", 0.2]],
  };
  // A sound's notes are made in a task of their own after the paint of its move: made inside
  // the render, their audio nodes added up to 24 ms to a bot's move at 4x throttle, while
  // its cards or dice were animating. True when the sound will play.
  let queued = null;
  const sound = () => {
    const notes = SOUNDS[queued];
    queued = null;
    if (!notes || !context) return;
    wake();
    const t0 = context.currentTime + 0.01;
    for (const [start, frequency, length, wave, gain] of notes) {
      const osc = context.createOscillator();
      const amp = context.createGain();
      osc.type = wave;
      osc.frequency.value = frequency;
      amp.gain.setValueAtTime(0.0001, t0 + start);
      amp.gain.exponentialRampToValueAtTime(gain, t0 + start + 0.01);
      amp.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
      osc.connect(amp).connect(context.destination);
      osc.start(t0 + start);
      osc.stop(t0 + start + length + 0.02);
    }
  };
  window.ludiSound = {
    play(kind) {
      if (!SOUNDS[kind] || !context || !gestured) return false;
      const now = performance.now();
      if (now - last < 90) return false;
      last = now;
      if (queued === null) requestAnimationFrame(() => setTimeout(sound, 0));
      queued = kind;
      return true;
    },
  };
})();
