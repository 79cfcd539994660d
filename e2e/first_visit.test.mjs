// A light first visit: opening home once, on an empty browser, downloads at most 1 MB (gzip, as
// GitHub Pages serves it), the service worker's work included. dist/ is served compressed and
// cacheable as GitHub Pages serves it, behind a proxy that counts every response's bytes as sent
// (the page's requests and the service worker's alike); the visit is over once the service worker
// is active and nothing has been requested for two seconds (it has kept home).
import assert from 'node:assert/strict';
import { createServer, request as forward } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser, visible } from './helpers.mjs';
import { startServer } from './server.mjs';

const BUDGET = 1024 * 1024;
const live = {};

before(async () => {
  const root = process.env.TOUCHE_DIST || join(fileURLToPath(new URL('.', import.meta.url)), '..', 'dist');
  live.site = await startServer({ root, base: '/touche/', githubPages: true });
  live.proxy = await countingProxy(new URL(live.site.url));
  live.browser = await launchBrowser();
});

after(async () => {
  await live.browser?.close();
  await new Promise((done) => live.proxy?.server.close(done));
  await live.site?.close();
});

test(`a first visit to home downloads at most ${BUDGET / 1024} KB, the service worker's work included`, async () => {
  const context = await live.browser.newContext();
  try {
    const page = await context.newPage();
    live.proxy.responses.length = 0;
    await page.goto(`${live.proxy.url}touche/`);
    await visible(page, '[data-testid="home"]');
    // The service worker is active, and nothing has been asked for a while (it has kept home).
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active, null, { timeout: 120000 });
    await live.proxy.quiet(2000);
    const cached = await page.evaluate(async () => {
      const names = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) names.push(new URL(request.url).pathname);
      }
      return names.sort();
    });
    const total = live.proxy.responses.reduce((sum, r) => sum + r.bytes, 0);
    const lines = live.proxy.responses.map((r) => `${String(r.bytes).padStart(9)}  ${r.status} ${r.url}`);
    console.log(`first visit to home: ${live.proxy.responses.length} responses, ${total} bytes (gzip)\n${lines.join('\n')}`);
    console.log(`kept by the service worker:\n  ${cached.join('\n  ')}`);
    assert.ok(cached.some((p) => p.endsWith('/kept-pages.json')), 'the service worker has kept home');
    assert.ok(total <= BUDGET, `a first visit to home downloads ${total} bytes, more than ${BUDGET}`);
    assert.ok(!cached.some((p) => p.endsWith('ai_worker_bg.wasm')), 'home does not keep the AI worker');
  } finally {
    await context.close();
  }
});

/**
 * Opens `path` once in a fresh browser (`saveData`: the data-saver hint on, set by an init script
 * before any of the page's scripts run, as the browser would) and waits until the service worker
 * has done its work. Resolves to the responses the proxy sent and the paths it cached.
 */
async function visitOnce(path, { saveData = false } = {}) {
  const context = await live.browser.newContext();
  try {
    if (saveData) {
      await context.addInitScript(() => {
        Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', { get: () => true, configurable: true });
      });
    }
    const page = await context.newPage();
    live.proxy.responses.length = 0;
    await page.goto(`${live.proxy.url}touche/${path}`);
    await visible(page, '[data-testid="setup"]');
    assert.equal(await page.evaluate(() => navigator.connection.saveData), saveData);
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active, null, { timeout: 120000 });
    await live.proxy.quiet(2000);
    const cached = await page.evaluate(async () => {
      const names = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) names.push(new URL(request.url).pathname);
      }
      return names;
    });
    return { responses: [...live.proxy.responses], cached };
  } finally {
    await context.close();
  }
}

test("the browser's data saver: a game page is kept offline only from what it has already downloaded", async () => {
  const bytes = (visit) => visit.responses.reduce((sum, r) => sum + r.bytes, 0);
  const worker = (visit) => visit.responses.filter((r) => r.url.includes('ai_worker'));
  const usual = await visitOnce('en-garde/');
  const thrifty = await visitOnce('en-garde/', { saveData: true });
  console.log(`first visit to en-garde/: ${bytes(usual)} bytes usually, ${bytes(thrifty)} with the data saver on`);
  // Usually the service worker downloads what the page needs offline, its AI worker too.
  assert.ok(worker(usual).some((r) => r.url.endsWith('_bg.wasm')), 'the AI worker is kept for offline play');
  assert.ok(usual.cached.some((p) => p.endsWith('/kept-pages.json')), 'the page is kept');
  // With the data saver on, nothing more than the page's own files is downloaded.
  assert.deepEqual(worker(thrifty), [], 'nothing of the AI worker is downloaded with the data saver on');
  assert.ok(!thrifty.cached.some((p) => p.includes('ai_worker')), 'nor kept');
  assert.ok(bytes(thrifty) < bytes(usual), `less is downloaded (${bytes(thrifty)} against ${bytes(usual)})`);
});

/** An HTTP proxy to `target` recording each response: { url, status, bytes of its body as sent }. */
async function countingProxy(target) {
  const responses = [];
  let last = Date.now();
  let open = 0;
  const server = createServer((req, res) => {
    last = Date.now();
    open += 1;
    res.on('close', () => {
      open -= 1;
      last = Date.now();
    });
    const upstream = forward(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk) => {
          bytes += chunk.length;
        });
        answer.on('end', () => {
          last = Date.now();
          responses.push({ url: req.url, status: answer.statusCode, bytes });
        });
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address();
  return {
    server,
    responses,
    url: `http://127.0.0.1:${port}/`,
    /** Resolves once no request is open and none has come or ended for `ms` milliseconds. */
    quiet: async (ms) => {
      while (open > 0 || Date.now() - last < ms) await new Promise((wait) => setTimeout(wait, 100));
    },
  };
}
