// Calibration of the search budgets (docs/ai.md): decision times of Strong and Master in headless
// Chromium, through the AI worker exactly as a game asks it, over views of real positions (the
// worker's `positions` request: Standard-vs-Standard games, bench::decision_views). Prints, per
// game and strength, the median and 95th percentile of the round trip (page → worker → page) and
// of the worker's own time, and the search's iterations per second in wasm.
//
//   node e2e/calibrate.mjs [POSITIONS]      (default 40; dist/ built with trunk build --release)
import { launchBrowser, startSite } from './helpers.mjs';

const positions = Number(process.argv[2] ?? 40);
const games = [
  ['en-garde', 'En Garde (Abacus Advanced)'],
  ['skirman', "Skirm'an (Compétition)"],
  ['fifes-and-drums', 'Fifes and Drums'],
];

const site = await startSite();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(site.base + 'en-garde/');
  const results = await page.evaluate(async ({ positions, games }) => {
    const worker = new Worker('../ai_worker_loader.js');
    const waiting = new Map();
    let ready;
    const isReady = new Promise((ok) => (ready = ok));
    worker.onmessage = (event) => {
      const answer = JSON.parse(event.data);
      if (answer.ready) return ready();
      waiting.get(answer.id)?.(answer);
    };
    let id = 0;
    const ask = (request) => new Promise((ok) => {
      id += 1;
      waiting.set(id, ok);
      worker.postMessage(JSON.stringify({ ...request, id }));
    });
    await isReady;
    const pct = (sorted, p) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1];
    const out = [];
    for (const [game] of games) {
      const { views } = await ask({ game, kind: 'positions', count: positions, seed: 1 });
      for (const strength of ['strong', 'master']) {
        const trip = [];
        const inside = [];
        const rates = [];
        let iterations = 0;
        for (let i = 0; i < views.length; i++) {
          // The view is sent as the page sends it: a JSON string spliced into the request.
          const text = `{"id":${id + 1},"game":"${game}","kind":"decide","strength":"${strength}","seed":${i},"lang":"en","view":${views[i]}}`;
          const start = performance.now();
          const answer = await new Promise((ok) => {
            id += 1;
            waiting.set(id, ok);
            worker.postMessage(text);
          });
          trip.push(performance.now() - start);
          if (answer.error) throw new Error(`${game} ${strength}: ${answer.error}`);
          inside.push(answer.ms);
          if (answer.iterations > 0) {
            iterations = answer.iterations;
            rates.push(answer.iterations / (answer.ms / 1000));
          }
        }
        for (const list of [trip, inside, rates]) list.sort((a, b) => a - b);
        out.push({
          game, strength, iterations, decisions: trip.length,
          median: pct(trip, 0.5), p95: pct(trip, 0.95), max: trip[trip.length - 1],
          workerMedian: pct(inside, 0.5), workerP95: pct(inside, 0.95),
          iterationsPerSecond: pct(rates, 0.5),
        });
      }
    }
    worker.terminate();
    return out;
  }, { positions, games });
  const names = Object.fromEntries(games);
  console.log(`Decision times in headless Chromium through the AI worker, ${positions} positions a game (ms):`);
  console.log('game                         strength  iterations   median      p95      max   iterations/s (wasm)');
  for (const r of results) {
    console.log(
      `${names[r.game].padEnd(28)} ${r.strength.padEnd(8)} ${String(r.iterations).padStart(10)} ${r.median.toFixed(0).padStart(8)} ${r.p95.toFixed(0).padStart(8)} ${r.max.toFixed(0).padStart(8)} ${r.iterationsPerSecond.toFixed(0).padStart(12)}`,
    );
  }
} finally {
  await browser.close();
  await site.close();
}
