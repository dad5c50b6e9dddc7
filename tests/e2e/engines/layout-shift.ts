/** What `recordLayoutShifts` leaves on the window. */
export interface LayoutShift {
  /** The sum of every shift's score so far (CLS counted over the whole load, as Lighthouse's test does). */
  score: number;
  /** Chromium's own layout-shift entries, or frames sampled where the engine has none. */
  by: 'layout-shift entries' | 'sampled frames';
  /** What moved, for a failing test to name: "12 ms: div.sidebar 40 px (0.031)". */
  shifts: string[];
}

/**
 * An init script: adds up the page's layout shifts while it loads. Chromium reports them itself
 * (Layout Instability API); Firefox and WebKit do not implement it, so there every frame is sampled
 * and scored by the same definition (web.dev/articles/cls#layout-shift-score): elements that were
 * laid out in the last frame and whose layout position moved by 3 px or more are unstable; the
 * score is the share of the viewport their old and new boxes cover (impact) times the longest move
 * over the viewport's longer side (distance). Positions are layout positions (offsetTop/Left up
 * the offsetParent chain), which transforms and inner scrolling leave alone, as the API does; a
 * frame in which the window scrolled starts over.
 */
interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: { node?: Node | null }[];
}

export function recordLayoutShifts(): void {
  const w = window as unknown as { __layoutShift: LayoutShift };
  w.__layoutShift = { score: 0, by: 'sampled frames', shifts: [] };
  const name = (node: Node | null | undefined) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`
      : String(node?.nodeName);
  if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
    w.__layoutShift.by = 'layout-shift entries';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift.score += entry.value;
        w.__layoutShift.shifts.push(
          `${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => name(s.node)).join(', ')} (${entry.value.toFixed(4)})`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    return;
  }
  type Box = { x: number; y: number; w: number; h: number; fixed: boolean };
  let last = new Map<Element, Box>();
  let lastScroll = -1;
  const CELL = 8;
  const sample = () => {
    const now = new Map<Element, Box>();
    const fixedRoot = new Map<Element, boolean>();
    for (const el of document.body ? document.body.getElementsByTagName('*') : []) {
      const h = el as HTMLElement;
      if (h.offsetWidth === undefined || (h.offsetWidth === 0 && h.offsetHeight === 0)) continue;
      let x = 0;
      let y = 0;
      let e: HTMLElement | null = h;
      let top: HTMLElement = h;
      while (e) {
        x += e.offsetLeft;
        y += e.offsetTop;
        top = e;
        e = e.offsetParent as HTMLElement | null;
      }
      // A chain that ends below <body> ends at a fixed element: its boxes are in the viewport's terms.
      let fixed = fixedRoot.get(top);
      if (fixed === undefined) {
        fixed = top !== document.body && getComputedStyle(top).position === 'fixed';
        fixedRoot.set(top, fixed);
      }
      now.set(el, { x, y, w: h.offsetWidth, h: h.offsetHeight, fixed });
    }
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    if (window.scrollY === lastScroll && vw > 0 && vh > 0) {
      const cols = Math.ceil(vw / CELL);
      const rows = Math.ceil(vh / CELL);
      const hit = new Uint8Array(cols * rows);
      let distance = 0;
      const moves: string[] = [];
      const moved = new Set<Element>();
      const mark = (b: Box) => {
        const dy = b.fixed ? 0 : window.scrollY;
        const left = Math.max(0, Math.floor(b.x / CELL));
        const right = Math.min(cols, Math.ceil((b.x + b.w) / CELL));
        const top = Math.max(0, Math.floor((b.y - dy) / CELL));
        const bottom = Math.min(rows, Math.ceil((b.y - dy + b.h) / CELL));
        for (let r = top; r < bottom; r++) hit.fill(1, r * cols + left, Math.max(r * cols + left, r * cols + right));
      };
      for (const [el, box] of now) {
        const before = last.get(el);
        if (!before) continue;
        const dist = Math.max(Math.abs(box.x - before.x), Math.abs(box.y - before.y));
        if (dist < 3) continue;
        distance = Math.max(distance, dist);
        moved.add(el);
        // The outermost movers name the shift (their children moved with them).
        if (moves.length < 4 && !(el.parentElement && moved.has(el.parentElement)))
          moves.push(`${name(el)} ${dist} px`);
        mark(before);
        mark(box);
      }
      if (distance > 0) {
        const impact = hit.reduce((n, v) => n + v, 0) / hit.length;
        const value = impact * Math.min(1, distance / Math.max(vw, vh));
        w.__layoutShift.score += value;
        w.__layoutShift.shifts.push(`${Math.round(performance.now())} ms: ${moves.join(', ')} (${value.toFixed(4)})`);
      }
    }
    last = now;
    lastScroll = window.scrollY;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}
