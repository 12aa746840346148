// The watcher of tests/e2e/table_invariants.py: installed in the page, it checks the table's
// invariants after every render and every 250 ms, and keeps each broken rule once.
((mustSee) => {
  if (window.ludiBroken) return;
  const broken = window.ludiBroken = [];
  const seen = new Set();
  const probe = window.ludiProbe = {lastInput: -1e9, prev: null, checks: 0};
  // What the player did last, and how many moves had been made then: their own move and its
  // animation may move their tray; the bots' moves after it may not.
  const moves = () => { const s = document.querySelector('#app [data-screen]'); return s ? +s.dataset.moves : 0; };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'])
    addEventListener(type, () => { probe.lastInput = performance.now(); probe.inputMoves = moves(); }, true);
  addEventListener('scroll', () => { probe.scrolled = performance.now(); }, true);

  const name = (el) => {
    const cls = (el.className && el.className.baseVal === undefined) ? String(el.className).trim().split(/\s+/).slice(0, 2).join('.') : '';
    const text = (el.innerText || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}${el.dataset && el.dataset.action ? '[' + el.dataset.action + ']' : ''} "${text}"`;
  };
  // where an element sits: its three nearest ancestors' first classes
  const where = (el) => {
    const up = [];
    for (let p = el.parentElement; p && p.id !== 'app' && up.length < 3; p = p.parentElement)
      up.push(String(p.className || p.tagName.toLowerCase()).split(' ')[0]);
    return up.join(' < ');
  };
  const note = (rule, el, detail) => {
    const screen = document.querySelector('#app [data-screen]');
    const key = rule + '|' + (el ? name(el) : '') ;
    if (seen.has(key)) return;
    seen.add(key);
    broken.push({rule, what: el ? name(el) : '', detail, size: `${innerWidth}x${innerHeight}`,
                 screen: screen && screen.dataset.screen, moves: screen && screen.dataset.moves,
                 busy: screen && screen.dataset.busy});
  };
  const hiddenForAll = (el, cs) => cs.visibility === 'hidden' || cs.display === 'none' ||
      (el.getClientRects().length === 0);
  const srOnly = (el, cs) => (el.offsetWidth <= 2 && el.offsetHeight <= 2) || cs.clipPath === 'inset(50%)' ||
      (cs.clip && cs.clip !== 'auto');
  const scrolls = (v) => v === 'auto' || v === 'scroll';
  const insideScroller = (el, axis) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const cs = getComputedStyle(p);
      const ov = axis === 'x' ? cs.overflowX : cs.overflowY;
      if (scrolls(ov)) return p;
    }
    return null;
  };
  // A card on its way somewhere (a glide: a transform running) is drawn where it comes from.
  const gliding = (el) => {
    for (let p = el; p && p.id !== 'app'; p = p.parentElement)
      if (p.dataset && p.dataset.flip !== undefined && (p.style.transform || (p.getAnimations && p.getAnimations().length))) return true;
    return false;
  };
  const ownText = (el) => [...el.childNodes].some(n => n.nodeType === 3 && n.nodeValue.trim());

  const check = (why) => {
    const app = document.getElementById('app');
    const screen = app && app.querySelector('[data-screen]');
    if (!screen) return;
    probe.checks++;
    const W = innerWidth, H = innerHeight, doc = document.documentElement;
    // A card on its way (a running glide, or held at its old place by a transform for the one
    // frame before its glide starts) may stand past the screen's side for that moment.
    const glides = (app.getAnimations ? app.getAnimations({subtree: true}).some(a => a.playState === 'running') : false)
      || [...app.querySelectorAll('[data-flip]')].some(el => el.style.transform);
    if (doc.scrollWidth > W + 1 && !glides) note('page wider than the screen', null, `${doc.scrollWidth} > ${W}`);
    const all = [...app.querySelectorAll('*')].filter(el => !(el.closest('svg') && el.tagName !== 'svg'));
    const styles = new Map();
    for (const el of all) styles.set(el, getComputedStyle(el));
    // 1. clipped or ellipsised text; text past the screen's sides
    for (const el of all) {
      const cs = styles.get(el);
      if (hiddenForAll(el, cs) || srOnly(el, cs)) continue;
      if (el.closest('.sr-only, [aria-hidden="true"]')) continue;
      const text = (el.innerText || '').trim();
      if (!text) continue;
      const wide = el.scrollWidth > el.clientWidth + 1, tall = el.scrollHeight > el.clientHeight + 1;
      if (cs.textOverflow === 'ellipsis' && wide) note('text ends in an ellipsis', el, `${el.scrollWidth} > ${el.clientWidth}`);
      const clamp = cs.webkitLineClamp || cs.getPropertyValue('-webkit-line-clamp');
      if (clamp && clamp !== 'none' && tall) note('text clamped', el, `${el.scrollHeight} > ${el.clientHeight}`);
      // (a card gliding in from outside the box widens it for the moment, its text whole)
      if ((cs.overflowX === 'hidden' || cs.overflowX === 'clip') && wide && el.clientWidth > 0 &&
          ![...el.querySelectorAll('[data-flip]')].some(gliding))
        note('text cut at the side', el, `${el.scrollWidth} > ${el.clientWidth}`);
      if ((cs.overflowY === 'hidden' || cs.overflowY === 'clip') && tall && el.clientHeight > 0)
        note('text cut at the bottom', el, `${el.scrollHeight} > ${el.clientHeight}`);
      if (ownText(el) && !gliding(el)) {
        const r = el.getBoundingClientRect();
        if ((r.left < -1 || r.right > W + 1) && !insideScroller(el, 'x'))
          note('text past the side of the screen', el, `${Math.round(r.left)}..${Math.round(r.right)} of ${W}`);
      }
    }
    // 1b. a row of controls that scrolls sideways hides a control behind its edge ("Karte v…")
    for (const el of all) {
      const cs = styles.get(el);
      if (!scrolls(cs.overflowX) || hiddenForAll(el, cs) || el.scrollWidth <= el.clientWidth + 1) continue;
      if (el.querySelector('button, [data-action]'))
        note('controls hidden in a row that scrolls sideways', el, `${el.scrollWidth} > ${el.clientWidth}`);
    }
    // 2. docks: sticky or fixed elements, and what they could keep covered
    const docks = [];
    for (const el of all) {
      const cs = styles.get(el);
      if ((cs.position === 'sticky' || cs.position === 'fixed') && !hiddenForAll(el, cs) && !el.closest('.dialog-backdrop'))
        docks.push({el, r: el.getBoundingClientRect(), bottom: cs.bottom !== 'auto', top: cs.top !== 'auto'});
    }
    for (const d of docks) {
      if (d.r.left < -1 || d.r.right > W + 1) note('a dock wider than the screen', d.el, `${Math.round(d.r.left)}..${Math.round(d.r.right)} of ${W}`);
      // (a tray beside the table, half the screen wide on a phone held across, is as tall as it)
      if (d.r.height > H * 0.75 && d.r.width > W * 0.5 + 1)
        note('a dock taller than three quarters of the screen', d.el, `${Math.round(d.r.width)}x${Math.round(d.r.height)} of ${W}x${H}`);
    }
    const maxScroll = Math.max(0, doc.scrollHeight - H);
    const targets = new Set(app.querySelectorAll(mustSee));
    for (const el of app.querySelectorAll('[data-action]:not([disabled]):not([aria-disabled="true"])'))
      if (!el.hasAttribute('data-screen') && !el.classList.contains('dialog-backdrop')) targets.add(el);
    for (const el of targets) {
      const cs = getComputedStyle(el);
      if (hiddenForAll(el, cs) || srOnly(el, cs) || el.closest('.dialog-backdrop')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || gliding(el)) continue;
      const sideways = insideScroller(el, 'x');
      if (sideways) {  // a control half out of the row that scrolls it is cut for the eye
        const box = sideways.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1)
          note('cut by the box it scrolls in', el, `${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
      const scroller = insideScroller(el, 'y');
      if (scroller && scroller !== doc && scroller !== document.body) continue;  // it scrolls into view inside its box
      let top = 0, bottom = 0;
      for (const d of docks) {
        if (d.el.contains(el) || el.contains(d.el)) continue;
        if (d.r.left >= r.right - 1 || d.r.right <= r.left + 1) continue;  // beside it: covers none of it
        const after = d.el.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING;
        if (d.bottom && !after) bottom = Math.max(bottom, d.r.height);
        if (d.top && after) top = Math.max(top, d.r.height);
      }
      const pageTop = r.top + scrollY, pageBottom = r.bottom + scrollY;
      const lo = Math.max(0, pageBottom - (H - bottom)), hi = Math.min(maxScroll, pageTop - top);
      if (lo > hi + 1) note('covered by a dock wherever the page is scrolled', el,
          `${Math.round(pageTop)}..${Math.round(pageBottom)}, docks ${Math.round(top)} top / ${Math.round(bottom)} bottom, scroll 0..${Math.round(maxScroll)}`);
      if ((r.left < -1 || r.right > W + 1) && !insideScroller(el, 'x'))
        note('past the side of the screen', el, `${Math.round(r.left)}..${Math.round(r.right)} of ${W}`);
    }
    // 3. touch targets
    for (const el of app.querySelectorAll('button:not([disabled]), select, [data-action]:not([disabled]), a[href]')) {
      if (el.hasAttribute('data-screen') || el.classList.contains('dialog-backdrop')) continue;
      const cs = getComputedStyle(el);
      if (hiddenForAll(el, cs) || srOnly(el, cs)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5) note('a touch target under 44 px', el, `${r.width.toFixed(1)}x${r.height.toFixed(1)}`);
    }
    // 4. the tray moves only when the player did something (tap, key, scroll of their own)
    const now = performance.now();
    const tray = app.querySelector('[data-tray]');
    const busy = screen.dataset.busy === '1';
    // Between a render and its frame the page is not what is painted: the frame's own work
    // (the page scrolled back by a reveal, a row brought into view) is still to come. A
    // timer's sample there stood the tray 42 px from where it was ever seen, and the next
    // bot's move was reported as moving it.
    const unpainted = why !== 'paint' && probe.renderAwaitsFrame;
    const banner = app.querySelector('.banner[data-current]');
    const current = banner ? banner.dataset.current : null;
    // Cards are compared only while nothing in the tray glides (a glide is the consequence of
    // a move; a card given its old place by a transform, for the frame before its glide
    // starts, assets/render.js, is on its way too). The tray and the box the hand is laid out
    // in are compared at every paint, gliding or not: at the instant pace the bots' moves come
    // while the player's own still glides, and a hand pushed down by them hid in that glide.
    const still = tray && !(tray.getAnimations ? tray.getAnimations({subtree: true}) : []).some(a => a.playState === 'running') &&
        ![...tray.querySelectorAll('[data-flip]')].some(el => el.style.transform);
    if (unpainted) {
      // the tray is compared in the frame that paints the render
    } else if (tray && screen.dataset.screen === 'table') {
      const t = tray.getBoundingClientRect();
      const card = tray.querySelector('[data-action="card"], .hc, .rc-btn');  // a hand (dice are everyone's)
      // the hand's own box: the nearest of the card's holders that no glide moves
      let holder = card && card.parentElement;
      while (holder && holder !== tray && (holder.hasAttribute('data-flip') || holder.style.transform ||
             (holder.getAnimations ? holder.getAnimations() : []).some(a => a.playState === 'running')))
        holder = holder.parentElement;
      const h = holder ? holder.getBoundingClientRect() : null;
      const c = card && still ? card.getBoundingClientRect() : null;
      const above = [...(tray.closest('.table-screen') || tray.parentElement).querySelectorAll(':scope > *, :scope > * > *')]
          .filter(el => el.getBoundingClientRect().bottom <= t.top + 1).map(el => `${el.className.split(' ')[0]}:${Math.round(el.getBoundingClientRect().height)}`).join(',');
      const sample = {at: now, text: tray.innerText.replace(/\s+/g, ' ').slice(0, 90) + ' [' + above + ']', moves: moves(), busy, viewTop: t.top, pageTop: t.top + scrollY, left: t.left,
                      handTop: h && h.top, handPage: h && h.top + scrollY, handLeft: h && h.left,
                      cardTop: c && c.top, cardPage: c && c.top + scrollY, cardLeft: c && c.left};
      // The player's own move and what it sets off until the next sample after it are theirs.
      const own = (prev) => prev && probe.inputMoves !== undefined &&
          (prev.moves <= probe.inputMoves || moves() <= probe.inputMoves + 1);
      const moved = (a, b, pa, pb) => Math.abs(a - b) > 1 && Math.abs(pa - pb) > 1;
      const before = (prev) => `before (move ${prev.moves}${prev.busy ? ', busy' : ''}): ${prev.text} | after: ${sample.text}`;
      const prev = probe.prev;
      if (prev && probe.lastInput < prev.at && !own(prev)) {
        if (moved(prev.viewTop, sample.viewTop, prev.pageTop, sample.pageTop) || Math.abs(prev.left - sample.left) > 1)
          note('the tray moved without a tap', tray, `top ${Math.round(prev.viewTop)} -> ${Math.round(sample.viewTop)}, left ${Math.round(prev.left)} -> ${Math.round(sample.left)}; ${before(prev)}`);
        if (prev.handTop != null && sample.handTop != null &&
            (moved(prev.handTop, sample.handTop, prev.handPage, sample.handPage) || Math.abs(prev.handLeft - sample.handLeft) > 1))
          note('the hand moved without a tap', holder, `its box's top ${Math.round(prev.handTop)} -> ${Math.round(sample.handTop)}, left ${Math.round(prev.handLeft)} -> ${Math.round(sample.handLeft)}; ${before(prev)}`);
      }
      const prevStill = probe.prevStill;
      if (still && prevStill && probe.lastInput < prevStill.at && !own(prevStill) && prevStill.cardTop != null && sample.cardTop != null &&
          (moved(prevStill.cardTop, sample.cardTop, prevStill.cardPage, sample.cardPage) || Math.abs(prevStill.cardLeft - sample.cardLeft) > 1))
        note('the hand moved without a tap', card, `top ${Math.round(prevStill.cardTop)} -> ${Math.round(sample.cardTop)}, left ${Math.round(prevStill.cardLeft)} -> ${Math.round(sample.cardLeft)}; ${before(prevStill)}`);
      probe.prev = sample;
      if (still) probe.prevStill = sample;
    } else probe.prev = probe.prevStill = null;
    // 6. text drawn over other text (a mark laid over a name, a line run into the next)
    const runs = [];
    const faded = new Map();
    const invisible = (el) => {
      if (faded.has(el)) return faded.get(el);
      const cs = styles.get(el) || getComputedStyle(el);
      const out = +cs.opacity < 0.05 || (el.parentElement && el.parentElement !== app && invisible(el.parentElement));
      faded.set(el, out);
      return out;
    };
    // the box an element's text is drawn within: its own and its ancestors' overflow clips
    const clips = new Map();
    const clipOf = (el) => {
      if (clips.has(el)) return clips.get(el);
      const box = el.parentElement && el !== app ? {...clipOf(el.parentElement)} : {left: -1e9, top: -1e9, right: 1e9, bottom: 1e9};
      const cs = styles.get(el) || getComputedStyle(el);
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
        const r = el.getBoundingClientRect();
        if (cs.overflowX !== 'visible') { box.left = Math.max(box.left, r.left); box.right = Math.min(box.right, r.right); }
        if (cs.overflowY !== 'visible') { box.top = Math.max(box.top, r.top); box.bottom = Math.min(box.bottom, r.bottom); }
      }
      clips.set(el, box);
      return box;
    };
    // a die tumbling onto the tray (a CSS animation) crosses what it passes for a moment
    const tumbles = new Map();
    const tumbling = (el) => {
      if (!el || el === app) return false;
      if (tumbles.has(el)) return tumbles.get(el);
      const out = (el.getAnimations ? el.getAnimations() : []).some(a => a.playState === 'running') || tumbling(el.parentElement);
      tumbles.set(el, out);
      return out;
    };
    const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
    // One range for every text node: each live range is updated by every change to the page
    // until it is collected, and a check takes hundreds, several times a second.
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.nodeValue.trim() || !el || el.closest('svg, .sr-only, .dialog-backdrop')) continue;
      const cs = styles.get(el);
      if (!cs || hiddenForAll(el, cs) || srOnly(el, cs) || invisible(el) || gliding(el) || tumbling(el)) continue;
      range.selectNodeContents(n);
      const box = clipOf(el);
      for (const line of range.getClientRects()) {
        const r = {left: Math.max(line.left, box.left), right: Math.min(line.right, box.right),
                   top: Math.max(line.top, box.top), bottom: Math.min(line.bottom, box.bottom)};
        r.width = r.right - r.left; r.height = r.bottom - r.top;
        if (r.width > 2 && r.height > 2) runs.push({el, r});
      }
    }
    range.detach();
    runs.sort((a, b) => a.r.top - b.r.top);
    for (let i = 0; i < runs.length; i++) {
      const a = runs[i];
      for (let j = i + 1; j < runs.length && runs[j].r.top < a.r.bottom; j++) {
        const b = runs[j];
        if (a.el === b.el) continue;
        // under a dock is covered, not overdrawn (the docks' own rule above)
        const dockA = docks.find(d => d.el.contains(a.el)), dockB = docks.find(d => d.el.contains(b.el));
        if (dockA !== dockB) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 2 && h > 0.4 * Math.min(a.r.height, b.r.height))
          note('text drawn over other text', a.el, `${name(b.el)} at ${Math.round(b.r.left)},${Math.round(b.r.top)} (${Math.round(w)}x${Math.round(h)} px shared; in ${where(a.el)} and ${where(b.el)})`);
      }
    }
    // 5. the banner and the controls agree (seat 0 is the one human at these tables)
    if (banner && screen.dataset.screen === 'table' && !app.querySelector('.dialog-backdrop')) {
      const usable = ':not([disabled]):not([aria-disabled="true"])';
      const controls = app.querySelectorAll('[data-action="act"]' + usable).length;
      const choices = app.querySelectorAll('[data-tray] [data-action]' + usable + ', [data-action="act"]' + usable).length;
      if (!busy && current === '0' && choices === 0 && !app.querySelector('[data-action="deal"], [data-action="next-round"], [data-action="reveal"]'))
        note('the banner says it is your turn, but nothing can be done', banner, banner.innerText.slice(0, 80));
      if (current !== '0' && current !== '' && controls > 0)
        note('the banner names another player, but controls are offered', banner, banner.innerText.slice(0, 80));
      if (busy && current === '0' && now - probe.lastInput > 2500)
        probe.stale = (probe.stale || 0) + 1;
      else probe.stale = 0;
      if (probe.stale >= 3)
        note('the banner says it is your turn while the table plays by itself', banner, banner.innerText.slice(0, 80));
    }
  };
  probe.check = check;
  const morph = window.ludiMorph;
  // Checked in the frame that paints the render, after the app's own work for that frame (a
  // row brought into view, the page scrolled back, the focus moved), which the render asks
  // for after its morph: the check's frame callback is asked for once the render is done.
  window.ludiMorph = (root, html) => {
    morph(root, html);
    probe.renderAwaitsFrame = true;
    queueMicrotask(() => requestAnimationFrame(() => { probe.renderAwaitsFrame = false; check('paint'); }));
  };
  setInterval(() => check('timer'), 250);
})
