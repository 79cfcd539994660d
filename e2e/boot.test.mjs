// The harness itself and the app's start-up: dist/ served under /touche/ loads with no error,
// every asset comes from under the sub-path, and the app renders "Touché".
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshots, waitForText, withPage, useSite } from './helpers.mjs';

const live = useSite();

test('the app boots under the sub-path with no error', async () => {
  await withPage(live.browser, { label: 'boot' }, async ({ page }) => {
    const responses = [];
    page.on('response', (r) => responses.push(r));
    await page.goto(live.site.base);
    await waitForText(page, 'Touché');
    await screenshots(page, 'boot');

    const basePath = new URL(live.site.base).pathname;
    for (const r of responses) {
      const { pathname } = new URL(r.url());
      assert.ok(pathname.startsWith(basePath), `${r.url()} is outside ${basePath}`);
    }
    const wasm = responses.filter((r) => r.url().endsWith('.wasm'));
    assert.equal(wasm.length, 1, `expected one .wasm download, got ${wasm.map((r) => r.url())}`);
    assert.equal(wasm[0].headers()['content-type'], 'application/wasm');
    assert.ok(await page.title(), 'the page has a <title>');
  });
});

test('the server answers 404 outside the sub-path', { skip: !!process.env.E2E_BASE_URL }, async () => {
  const origin = new URL(live.site.base).origin;
  assert.equal((await fetch(`${origin}/`)).status, 404);
  assert.equal((await fetch(`${origin}/index.html`)).status, 404);
  assert.equal((await fetch(`${live.site.base}no-such-file.js`)).status, 404);
  const index = await fetch(live.site.base);
  assert.equal(index.status, 200);
  assert.match(index.headers.get('content-type'), /^text\/html/);
  // A game's page is a folder: without its slash, a redirect adds it (as on GitHub Pages).
  const game = await fetch(`${live.site.base}skirman`, { redirect: 'manual' });
  assert.equal(game.status, 301);
  assert.equal(game.headers.get('location'), `${new URL(live.site.base).pathname}skirman/`);
  assert.equal((await fetch(`${live.site.base}skirman/`)).status, 200);
});
