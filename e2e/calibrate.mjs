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
    // The worker's protocol (src/cli/protocol.rs, written by src/core/message.rs): a header
    // line `<channel> <version> <id> <tag>`, then the fields, each `<byte length>:<text>`.
    const utf8 = new TextEncoder();
    const field = (value) => `${utf8.encode(String(value)).length}:${value}`;
    const request = (id, tag, ...fields) => `touche-ai-request 1 ${id} ${tag}\n${fields.map(field).join('')}`;
    const readAnswer = (text) => {
      const newline = text.indexOf('\n');
      const [, , id, tag] = text.slice(0, newline).split(' ');
      const data = utf8.encode(text.slice(newline + 1));
      const fields = [];
      for (let at = 0; at < data.length;) {
        const colon = data.indexOf(58, at);
        const length = Number(new TextDecoder().decode(data.subarray(at, colon)));
        fields.push(new TextDecoder().decode(data.subarray(colon + 1, colon + 1 + length)));
        at = colon + 1 + length;
      }
      return { id: Number(id), tag, fields };
    };
    const worker = new Worker('../ai_worker_loader.js');
    const waiting = new Map();
    let ready;
    const isReady = new Promise((ok) => (ready = ok));
    worker.onmessage = (event) => {
      const answer = readAnswer(event.data);
      if (answer.tag === 'ready') return ready();
      waiting.get(answer.id)?.(answer);
    };
    let id = 0;
    const ask = (tag, ...fields) => new Promise((ok) => {
      id += 1;
      waiting.set(id, ok);
      worker.postMessage(request(id, tag, ...fields));
    });
    await isReady;
    const pct = (sorted, p) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1];
    const out = [];
    for (const [game] of games) {
      // Positions: a count, then the views.
      const views = (await ask('positions', game, positions, 1)).fields.slice(1);
      for (const strength of ['strong', 'master']) {
        const trip = [];
        const inside = [];
        const rates = [];
        let iterations = 0;
        for (let i = 0; i < views.length; i++) {
          // The view is sent as the engine reads it (a JSON string).
          const start = performance.now();
          const answer = await ask('decide', game, strength, i, 'en', 'view', views[i]);
          trip.push(performance.now() - start);
          if (answer.tag !== 'decided') throw new Error(`${game} ${strength}: ${answer.tag} ${answer.fields}`);
          // Decided: the index, the value in thousandths, the iterations, tenths of a millisecond.
          const ms = Number(answer.fields[3]) / 10;
          const searched = Number(answer.fields[2]);
          inside.push(ms);
          if (searched > 0) {
            iterations = searched;
            rates.push(searched / (ms / 1000));
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
