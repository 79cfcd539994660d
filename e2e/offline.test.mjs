// Offline and installable: the service worker keeps each page opened (in the language shown,
// with its AI worker), so with the network cut it loads and a game starts, and a page never
// opened says it is not available offline yet; every page carries the manifest and a
// Content-Security-Policy (a violation is a console error, which fails every test).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SLUGS, openPage, visible, withPage, useSite } from './helpers.mjs';

const live = useSite();

describe('offline and installable', () => {
  test('every page carries a strict security policy and the manifest', async () => {
    await withPage(live.browser, { label: 'csp' }, async ({ page }) => {
      for (const path of ['', ...SLUGS.map((s) => `${s}/`)]) {
        await page.goto(live.site.base + path);
        const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
        assert.ok(policy, `${path || 'home'}: a policy`);
        const scripts = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
        assert.match(scripts, /^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+$/, scripts);
        assert.doesNotMatch(policy, /'unsafe-eval'|\*|https?:/, 'nothing from elsewhere, no eval');
        const manifest = await page.getAttribute('link[rel="manifest"]', 'href');
        const response = await page.request.get(new URL(manifest, page.url()).href);
        const json = await response.json();
        assert.equal(json.short_name, 'Touché');
        assert.ok(json.icons.some((i) => i.sizes === '512x512'), 'a 512 px icon');
      }
    });
  });

  test('a page opened once works without network; a page never opened says so', async () => {
    await withPage(live.browser, { label: 'offline' }, async ({ page, context }) => {
      await page.goto(live.site.base);
      await visible(page, '[data-testid="home"]');
      await kept(page, './');
      await page.reload();
      assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled');
      // A document a page fetches while online (the rules) stays with it.
      await page.goto(live.site.base + '#/skirman/rules');
      await visible(page, '[data-testid="rules-page"][data-game="skirman"][data-loaded="true"]');
      for (const slug of SLUGS) {
        await page.goto(live.site.base + `${slug}/`);
        await visible(page, '[data-testid="start-game"]');
        await kept(page, `${slug}/`);
      }
      const cached = await cachedFiles(page);
      assert.ok(cached.some((f) => f === 'ai_worker_bg.wasm'), `a game's page keeps the AI worker: ${cached.join(' ')}`);
      // Kept in the language shown only: no game's build in the other language.
      const bundles = await page.evaluate(() => [...document.scripts].map((s) => s.textContent.match(/const bundles = (\{[^\n]*\});/)?.[1]).find(Boolean));
      const other = JSON.parse(bundles).fr.map((url) => url.split('/').pop());
      assert.deepEqual(other.filter((f) => cached.includes(f)), [], 'nothing of the French build');

      await context.setOffline(true);
      await page.goto(live.site.base);
      await visible(page, '[data-testid="home"]');
      for (const slug of SLUGS) {
        await page.goto(live.site.base + `${slug}/`);
        await page.click('[data-testid="start-game"]');
        await visible(page, '[data-testid="table"]');
      }
      await page.goto(live.site.base + '#/skirman/rules');
      await visible(page, '[data-testid="rules-page"][data-game="skirman"][data-loaded="true"]');
      await context.setOffline(false);
    });
    // Its own page: the request fails and the answer is an HTTP 503, which withPage counts as problems.
    const { context, page, problems } = await openPage(live.browser);
    try {
      await page.goto(live.site.base);
      await visible(page, '[data-testid="home"]');
      await kept(page, './');
      await context.setOffline(true);
      const response = await page.goto(live.site.base + 'skirman/tournament/');
      assert.equal(response.status(), 503);
      assert.match(await page.textContent('body'), /This page is not available offline yet/);
      assert.match(await page.textContent('body'), /pas encore disponible hors ligne/);
      await page.click('a[href$="/touche/"] >> nth=0');
      await visible(page, '[data-testid="home"]');
      // The page's own request, and the service worker's answer: nothing else.
      assert.deepEqual(problems.filter((p) => !p.includes('/touche/skirman/tournament/')), [], 'nothing else went wrong');
    } finally {
      await context.close();
    }
  });
});

/** Waits until the service worker has kept PAGE (a URL relative to the site's root). */
async function kept(page, which) {
  await page.waitForFunction(async (p) => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.active) return false;
    for (const key of await caches.keys()) {
      const record = await (await caches.open(key)).match(new URL('kept-pages.json', registration.scope));
      if (record && (await record.json()).some((k) => k.page === p)) return true;
    }
    return false;
  }, which, { timeout: 60000 });
}

/** The names of the files in the service worker's cache. */
function cachedFiles(page) {
  return page.evaluate(async () => {
    const names = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) names.push(new URL(request.url).pathname.split('/').pop());
    }
    return names;
  });
}
