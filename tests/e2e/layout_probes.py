"""The browser's Layout Instability API, watched from a test: what "nothing jumps" is measured by.

Each shift is kept with its sources (the node that moved, cut short, and its rectangles
before and after), so a failing assertion names what moved instead of a bare score.
"""

#: Two animation frames: what a render changes in the next frame (a marked row scrolled
#: clear of the tray, ``ludiReveal``; the shifts the observer reports) has been painted.
PAINTED = "new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"

WATCH_SHIFTS = """() => {
  const named = (n) => (n.outerHTML || n.nodeName + ':' + n.textContent).slice(0, 100);
  window.ludiShifts = [];
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) window.ludiShifts.push({value: e.value, input: e.hadRecentInput,
      sources: e.sources.map(s => s.node ? named(s.node) + JSON.stringify([s.previousRect, s.currentRect])
                                         : null)});
  }).observe({type: 'layout-shift'});
}"""
