// Skirm'an is a second wasm app (src/bin/skirman.rs, built into lazy/ by scripts/build-lazy.sh),
// downloaded only when its page opens (src/ui/shell/lazy_game.rs). These tests check the
// plumbing: not in the first load, loads on the play page and on its sub-routes, follows the
// site's language, unmounts and mounts again, and offers a retry when the download fails.
//
// Stable selectors: [data-testid=lazy-game][data-game=skirman][data-state=loading|ready|failed]
// (the host, in the site's app), [data-testid=lazy-game-failed] with its Retry button, and
// [data-testid=skirman-app] (the root of the lazy app, src/ui/skirman/).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertNoProblems, launchBrowser, openPage, screenshots, startSite, visible, waitForLang, withPage,
} from './helpers.mjs';

let browser;
let site;
const at = (hash) => site.base + hash;
const LAZY = /\/lazy\/skirman[^/]*$/;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** The lazy app, mounted and ready. */
async function lazyApp(page) {
  await visible(page, '[data-testid="lazy-game"][data-game="skirman"][data-state="ready"]');
  const app = await visible(page, '[data-testid="lazy-game"] [data-testid="skirman-app"]');
  await page.waitForFunction(() => /\S/.test(document.querySelector('[data-testid="skirman-app"]').innerText));
  return app;
}

describe('Skirm\'an, loaded on demand', () => {
  test('not in the first load; opens, follows the language, closes and opens again', async () => {
    await withPage(browser, { locale: 'en-US', label: 'skirman lazy' }, async ({ page }) => {
      const requested = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await page.goto(at('#/'));
      await visible(page, '[data-testid="home"]');
      await waitForLang(page, 'en');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(requested.filter((p) => LAZY.test(p)), [], 'the home page does not download Skirm\'an');

      await (await visible(page, '[data-testid="play-skirman"]')).click();
      const app = await lazyApp(page);
      await visible(page, '[data-testid="skirman-app"] h1');
      assert.equal(new URL(page.url()).hash, '#/skirman');
      const loaded = requested.filter((p) => LAZY.test(p));
      assert.ok(loaded.some((p) => p.endsWith('/lazy/skirman.js')), `lazy/skirman.js requested: ${loaded}`);
      assert.ok(loaded.some((p) => p.endsWith('/lazy/skirman_bg.wasm')), `lazy/skirman_bg.wasm requested: ${loaded}`);
      await screenshots(page, 'skirman-lazy-en');

      // The site's language switch reaches the lazy app.
      const english = await app.innerText();
      await (await visible(page, '[data-testid="lang-switch"] [data-lang="fr"]')).click();
      await waitForLang(page, 'fr');
      await page.waitForFunction(
        (en) => document.querySelector('[data-testid="skirman-app"]')?.innerText !== en, english,
      );
      const french = await app.innerText();
      assert.notEqual(french, english);
      await (await visible(page, '[data-testid="lang-switch"] [data-lang="en"]')).click();
      await waitForLang(page, 'en');
      await page.waitForFunction(
        (en) => document.querySelector('[data-testid="skirman-app"]')?.innerText === en, english,
      );

      // The two Yew apps brand the DOM with different property names (scripts/build-lazy.sh).
      const branding = await page.evaluate(() => {
        const host = document.querySelector('.lazy-game__root');
        return { own: '__yew_skirman_subtree_id' in host, site: '__yew_subtree_id' in host };
      });
      assert.deepEqual(branding, { own: true, site: false });

      // Leave: the lazy app is torn down with its page.
      await (await visible(page, 'header a[href="#/"]')).click();
      await visible(page, '[data-testid="home"]');
      assert.equal(await page.locator('[data-testid="skirman-app"]').count(), 0);

      // Come back: mounted again from the module already loaded (one download per visit).
      await (await visible(page, '[data-testid="play-skirman"]')).click();
      await lazyApp(page);
      assert.equal(await page.locator('[data-testid="skirman-app"]').count(), 1);
      assert.equal(requested.filter((p) => p.endsWith('/lazy/skirman_bg.wasm')).length, 1);
    });
  });

  test('a sub-route opens the lazy app and keeps its hash; rules stay the rules page', async () => {
    await withPage(browser, { locale: 'fr-FR', label: 'skirman sub-route' }, async ({ page }) => {
      await page.goto(at('#/skirman/glossary'));
      await lazyApp(page);
      await waitForLang(page, 'fr');
      assert.equal(new URL(page.url()).hash, '#/skirman/glossary');
      assert.equal(await page.locator('[data-testid="skirman-app"]').getAttribute('data-lang'), 'fr');
      await page.reload();
      await lazyApp(page);

      await page.goto(at('#/skirman/rules'));
      await visible(page, '[data-testid="rules-page"][data-game="skirman"]');
      assert.equal(await page.locator('[data-testid="lazy-game"]').count(), 0);
    });
  });

  test('a failed download shows an error with a retry that works', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.route('**/lazy/**', (route) => route.abort('internetdisconnected'));
      await page.goto(at('#/skirman'));
      const failed = await visible(page, '[data-testid="lazy-game"][data-state="failed"] [data-testid="lazy-game-failed"]');
      assert.match(await failed.innerText(), /could not be loaded/);
      await screenshots(page, 'skirman-lazy-failed');

      await page.unroute('**/lazy/**');
      await failed.locator('button').click();
      await lazyApp(page);
    } finally {
      await context.close().catch(() => {});
    }
    // Only the blocked downloads may have complained.
    assertNoProblems(problems.filter((p) => !/\/lazy\//.test(p)), 'skirman offline');
    assert.ok(problems.some((p) => /\/lazy\/skirman/.test(p)), 'the blocked download was seen');
  });
});
