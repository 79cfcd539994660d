// What the main thread's long tasks do while a game is played on a phone: plays one game of
// e2e/long_tasks_play.mjs with a Chromium trace running, then prints, for each task over the
// threshold, where its time went (the events' own time by kind: script, style, layout, paint…),
// the layouts and style recalculations forced by script (with the script that forced them) and
// what the test had just done. The trace itself is kept for DevTools' Performance panel.
//
//   node e2e/trace_long_tasks.mjs GAME [SLOWDOWN] [THRESHOLD_MS]
//     GAME: en-garde, skirman or fifes; SLOWDOWN: CPU throttling (default 4); THRESHOLD_MS: 50
//   Writes target/trace-GAME-xSLOWDOWN.json (dist/ served under /touche/, as the tests do).
import { readFile, mkdir } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHONE, launchBrowser, openPage, startSite } from './helpers.mjs';
import { GAMES, playWatched } from './long_tasks_play.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const [which = 'skirman', rateArg = '4', thresholdArg = '50'] = process.argv.slice(2);
const slowdown = Number(rateArg);
const threshold = Number(thresholdArg);
const game = GAMES.find((g) => g.label === which.replace('en-garde', 'en garde'));
if (!game) throw new Error(`no game ${which} (en-garde, skirman, fifes)`);
const out = join(HERE, '..', 'target', `trace-${which}-x${slowdown}.json`);
await mkdir(dirname(out), { recursive: true });

const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack',
  'v8.execute', 'blink', 'blink.user_timing', 'loading', 'latencyInfo', 'toplevel',
];

const site = await startSite();
const browser = await launchBrowser();
let played;
try {
  const { page, context } = await openPage(browser, { viewport: PHONE, locale: game.locale });
  played = await playWatched(page, site.base, game, {
    slowdown,
    detail: true,
    between: {
      start: () => browser.startTracing(page, { path: out, categories: CATEGORIES }),
      stop: () => browser.stopTracing(),
    },
  });
  await context.close();
} finally {
  await browser.close();
  await site.close();
}

const trace = JSON.parse(await readFile(out, 'utf8'));
const events = trace.traceEvents ?? trace;
// The page's main thread: the renderer thread that ran the most script.
const named = new Map();
for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') named.set(`${e.pid}:${e.tid}`, e.args.name);
const busy = new Map();
for (const e of events) {
  const key = `${e.pid}:${e.tid}`;
  if (named.get(key) === 'CrRendererMain' && e.name === 'FunctionCall') busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
}
const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
// Complete events of that thread as a tree (B/E pairs folded into complete ones).
const spans = [];
const open = [];
for (const e of events) {
  if (`${e.pid}:${e.tid}` !== main) continue;
  if (e.ph === 'X') spans.push({ name: e.name, ts: e.ts, dur: e.dur ?? 0, args: e.args });
  else if (e.ph === 'B') open.push({ name: e.name, ts: e.ts, args: e.args });
  else if (e.ph === 'E') {
    const b = open.pop();
    if (b) spans.push({ ...b, dur: e.ts - b.ts, args: { ...b.args, end: e.args } });
  }
}
spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const stack = [];
const tops = [];
for (const s of spans) {
  while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= s.ts) stack.pop();
  s.kids = [];
  if (stack.length) stack.at(-1).kids.push(s);
  else tops.push(s);
  stack.push(s);
}
const KIND = {
  FunctionCall: 'script', EvaluateScript: 'script', 'v8.compile': 'compile', 'v8.compileModule': 'compile',
  'v8.run': 'script', 'V8.Execute': 'script', TimerFire: 'script', EventDispatch: 'script', FireAnimationFrame: 'script',
  RunMicrotasks: 'script', 'v8.callFunction': 'script', GCEvent: 'gc', MinorGC: 'gc', MajorGC: 'gc', 'V8.GC_SCAVENGER': 'gc',
  UpdateLayoutTree: 'style', RecalculateStyles: 'style', ParseAuthorStyleSheet: 'style', InvalidateLayout: 'style',
  ScheduleStyleRecalculation: 'style', Layout: 'layout', 'LocalFrameView::layout': 'layout', UpdateLayerTree: 'layout',
  PrePaint: 'paint', Paint: 'paint', PaintImage: 'paint', Layerize: 'paint', 'Document::updateStyleAndLayout': 'style',
  CompositeLayers: 'paint', UpdateLayer: 'paint', Commit: 'paint', HitTest: 'layout', 'IntersectionObserverController::computeIntersections': 'layout',
  ComputeIntersections: 'layout', ParseHTML: 'parse',
};
const selfTimes = (s, acc, inScript) => {
  const own = s.dur - s.kids.reduce((t, k) => t + k.dur, 0);
  const kind = KIND[s.name] ?? 'other';
  acc[`${kind}`] = (acc[kind] ?? 0) + own;
  acc.names[s.name] = (acc.names[s.name] ?? 0) + own;
  const script = inScript || kind === 'script';
  if (script && (kind === 'style' || kind === 'layout') && s.dur > 1000) {
    const frames = (s.args?.beginData?.stackTrace ?? s.args?.data?.stackTrace ?? []).slice(0, 4).map((f) => f.functionName || '?').join(' < ');
    acc.forced.push(`${s.name} ${(s.dur / 1000).toFixed(1)} ms${frames ? ` from ${frames}` : ''}`);
  }
  for (const k of s.kids) selfTimes(k, acc, script);
  return acc;
};
const taskTops = tops.filter((t) => t.dur >= threshold * 1000 && /RunTask|ThreadController|ThreadPool/.test(t.name));
console.log(`${game.name}, CPU slowed ${slowdown}×: ${played.tasks.length} long task(s) seen by the page; ${taskTops.length} task(s) over ${threshold} ms in the trace (${out})`);
const totals = { names: {}, forced: [] };
for (const t of taskTops) {
  const acc = selfTimes(t, { names: {}, forced: [] }, false);
  const kinds = Object.entries(acc).filter(([k]) => k !== 'names' && k !== 'forced').sort((a, b) => b[1] - a[1]);
  const top = Object.entries(acc.names).sort((a, b) => b[1] - a[1]).slice(0, 8);
  const roots = t.kids.map((k) => `${k.name}${k.args?.data?.type ? `(${k.args.data.type})` : ''}${k.args?.data?.functionName ? `(${k.args.data.functionName})` : ''}`).slice(0, 5);
  console.log(`\n${(t.dur / 1000).toFixed(0)} ms at ${((t.ts - taskTops[0].ts) / 1e6).toFixed(1)} s: ${kinds.map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', ')}`);
  console.log(`  runs: ${roots.join(', ')}`);
  console.log(`  own time: ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(', ')}`);
  for (const f of acc.forced.slice(0, 8)) console.log(`  forced: ${f}`);
  for (const [k, v] of Object.entries(acc.names)) totals.names[k] = (totals.names[k] ?? 0) + v;
}
const all = Object.entries(totals.names).sort((a, b) => b[1] - a[1]).slice(0, 15);
console.log(`\nall long tasks, own time by event (ms): ${all.map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', ')}`);
