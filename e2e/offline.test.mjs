// Offline and installable: after one visit the service worker has every page and game, so with
// the network cut each page loads and a game starts; every page carries the manifest and a
// Content-Security-Policy (a violation is a console error, which fails every test).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SLUGS, visible, withPage, useSite } from './helpers.mjs';

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

  test('after one visit, every game opens and starts without network', async () => {
    await withPage(live.browser, { label: 'offline' }, async ({ page, context }) => {
      await page.goto(live.site.base);
      await visible(page, '[data-testid="home"]');
      // The worker is active once it has cached every file of the live.site.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled');
      await context.setOffline(true);
      await page.reload();
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
  });
});
