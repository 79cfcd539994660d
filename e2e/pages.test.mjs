// The site is one HTML page per game, each its own wasm app (src/bin/), around home
// (index.html: home, rules, credits). These tests check what that design promises:
//   - each page downloads only its own wasm and its own stylesheets (home none of a game's);
//   - the static HTML holds the header's space, so nothing moves when a page's app mounts, and
//     no layout shift happens on any page (PerformanceObserver `layout-shift`, buffered; shifts
//     right after a click or key press do not count, as in the CLS metric);
//   - home → each game → home → another game by clicking, the language shared by every page
//     and switched from a game page and from home;
//   - deep links survive a reload, old links into a game on home (#/fifes-and-drums) go on to
//     the game's page.
// Every page must stay free of console errors, failed requests and requests leaving 127.0.0.1.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import {
  DESKTOP, PHONE, SLUGS, screenshots, useSite, visible, waitForLang, withPage,
} from './helpers.mjs';

const live = useSite();

/** Home's sheets, and each page's (one, named after its app in pages/games.txt); the
 * games in the order of that list, and the sections of a game with a page of their own
 * (`skirman/tournament`). */
const STYLESHEETS = { home: ['home', 'style'] };
const GAMES = [];
const SECTIONS = [];
for (const line of readFileSync(new URL('../pages/games.txt', import.meta.url), 'utf8').split('\n')) {
  const [slug, bin] = line.trim().split(/\s+/);
  if (!slug || slug.startsWith('#')) continue;
  (slug.includes('/') ? SECTIONS : GAMES).push(slug);
  // A game page's sheets and the site's, joined into one (scripts/build-pages.sh), named after its app.
  STYLESHEETS[slug] = [bin];
}
/** Every game's first screen is its set-up form, with this button; styled (a pill) only if the
 * page loads the sheets its game uses. */
const START = 'main [data-testid="start-game"]';
/** A game page's two builds, as its loader names them: `{ en: [js, wasm], fr: [js, wasm] }`
 * (scripts/bilingual_page.py). */
const bundlesOf = (page) => page.evaluate(() => JSON.parse(
  /const bundles = (\{.*?\});/.exec(document.querySelector('script[type="module"]').textContent)[1]));
const pathOf = (page) => new URL(page.url()).pathname;
const storedLang = (page) => page.evaluate(() => localStorage.getItem('touche.lang'));
/** `style-0123abcd.css` → `style` (Trunk's content hash dropped). */
const stem = (url) => new URL(url).pathname.split('/').pop().replace(/-[0-9a-f]{8,}(_bg)?\.\w+$/, '');

/** Records the layout shifts of every document the page loads, from its very start. */
async function watchLayoutShifts(page) {
  await page.addInitScript(() => {
    window.__touche_shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) window.__touche_shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The current document has mounted and settled with a layout shift sum below 0.01. */
async function assertNoLayoutShift(page, label) {
  await page.waitForTimeout(500);
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  const shifts = await page.evaluate(() => window.__touche_shifts);
  const sum = shifts.reduce((a, b) => a + b, 0);
  assert.ok(sum < 0.01, `${label} (${page.url()}): layout shift ${sum.toFixed(4)} (${shifts.join(', ')})`);
}

/** Records, per document, the .wasm and .css files requested. */
function watchDownloads(page) {
  const downloads = { wasm: [], css: [] };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.wasm')) downloads.wasm.push(r.url());
    if (path.endsWith('.css')) downloads.css.push(r.url());
  });
  return {
    /** What was downloaded since the last call (one document's worth), then start afresh. */
    take() {
      const got = { wasm: downloads.wasm.map(stem), css: [...new Set(downloads.css.map(stem))].sort() };
      downloads.wasm.length = 0;
      downloads.css.length = 0;
      return got;
    },
  };
}

/** Opens a game from home's card; waits for the game's page and its app. */
async function playFromHome(page, slug) {
  await (await visible(page, `[data-testid="play-${slug}"]`)).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/${slug}/`));
  await visible(page, START);
}

/** Back home with the header's link. */
async function homeFromHeader(page) {
  await (await visible(page, '[data-testid="nav-home"]')).click();
  await page.waitForURL((url) => url.pathname === new URL(live.site.base).pathname);
  await visible(page, '[data-testid="home"]');
}

describe('one page per game', () => {
  test('home downloads no game; each game page only its own wasm and stylesheets', async () => {
    await withPage(live.browser, { locale: 'en-US', label: 'downloads' }, async ({ page }) => {
      const downloads = watchDownloads(page);
      await page.goto(live.site.base);
      await visible(page, '[data-testid="home"]');
      await page.waitForLoadState('networkidle');
      const home = downloads.take();
      assert.equal(home.wasm.length, 1, `home downloads one wasm: ${home.wasm}`);
      assert.deepEqual(home.css, STYLESHEETS.home);
      const seen = new Set(home.wasm);
      for (const slug of GAMES) {
        await page.goto(`${live.site.base}${slug}/`);
        await visible(page, START);
        await page.waitForLoadState('networkidle');
        const game = downloads.take();
        assert.equal(game.wasm.length, 1, `${slug} downloads one wasm: ${game.wasm}`);
        // Its own: the English one its loader names (an English-speaking browser), which no
        // other page downloads.
        const named = (await bundlesOf(page)).en[1];
        assert.equal(game.wasm[0], stem(new URL(named, page.url()).href), `${slug} downloads the wasm its page names`);
        assert.ok(!seen.has(game.wasm[0]), `${slug}'s wasm (${game.wasm[0]}) is no other page's`);
        seen.add(game.wasm[0]);
        assert.deepEqual(game.css, STYLESHEETS[slug], `${slug}'s stylesheets`);
        const radius = await page.$eval(START, (b) => parseFloat(getComputedStyle(b).borderTopLeftRadius));
        assert.ok(radius > 20, `${slug}: the start button is styled (border radius ${radius}px)`);
      }
      for (const slug of SECTIONS) {
        await page.goto(`${live.site.base}${slug}/`);
        await visible(page, 'main [data-testid]');
        await page.waitForLoadState('networkidle');
        const section = downloads.take();
        assert.equal(section.wasm.length, 1, `${slug} downloads one wasm: ${section.wasm}`);
        assert.ok(!seen.has(section.wasm[0]), `${slug}'s wasm (${section.wasm[0]}) is no other page's`);
        seen.add(section.wasm[0]);
        assert.deepEqual(section.css, STYLESHEETS[slug], `${slug}'s stylesheets`);
      }
    });
  });

  test('a game page downloads one language, the player\'s; switching loads the other', async () => {
    await withPage(live.browser, { locale: 'fr-FR', label: 'one language' }, async ({ page }) => {
      const wasm = [];
      page.on('request', (r) => { if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(new URL(r.url()).pathname); });
      for (const slug of ['skirman', 'fifes-and-drums/learn']) {
        await page.goto(`${live.site.base}${slug}/`);
        await visible(page, 'main [data-testid]');
        await waitForLang(page, 'fr');
        await page.waitForLoadState('networkidle');
        const bundles = await bundlesOf(page);
        assert.deepEqual(wasm, [bundles.fr[1]], `${slug}: a French browser downloads the French build only`);
        wasm.length = 0;
        // The switch stores the choice and loads the page again, in the English build.
        await Promise.all([
          page.waitForEvent('load'),
          (await visible(page, '[data-testid="lang-switch"] [data-lang="en"]')).click(),
        ]);
        await visible(page, 'main [data-testid]');
        await waitForLang(page, 'en');
        await page.waitForLoadState('networkidle');
        assert.deepEqual(wasm, [bundles.en[1]], `${slug}: English, then only the English build`);
        assert.equal(await storedLang(page), 'en');
        wasm.length = 0;
        await page.evaluate(() => localStorage.setItem('touche.lang', 'fr'));
      }
      // A tampered choice falls back to the browser's language, as the app does.
      await page.evaluate(() => localStorage.setItem('touche.lang', 'constructor'));
      await page.reload();
      await waitForLang(page, 'fr');
    });
  });

  test('pages/games.txt lists every game of the site', () => {
    assert.deepEqual([...GAMES].sort(), [...SLUGS].sort());
  });

  for (const [kind, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`the static page holds the header's space until the app replaces it (${kind})`, async () => {
      await withPage(live.browser, { viewport, label: `placeholder ${kind}` }, async ({ page }) => {
        for (const path of ['', 'skirman/']) {
          // Hold the wasm back while the static page is measured (the context's route: once the
          // service worker controls the page, it fetches the wasm, and a page's route misses it).
          let release;
          const held = new Promise((ok) => { release = ok; });
          await page.context().route('**/*.wasm', async (route) => { await held; await route.continue(); });
          await page.goto(live.site.base + path, { waitUntil: 'domcontentloaded' });
          const measure = () => page.evaluate(() => ({
            header: document.querySelector('header.site-header').getBoundingClientRect().height,
            main: document.querySelector('main').getBoundingClientRect().top,
          }));
          const placeholder = await measure();
          assert.equal(await page.locator('[data-testid="site-header"]').count(), 0, 'the app has not mounted yet');
          release();
          await visible(page, '[data-testid="site-header"] [data-testid="lang-switch"]');
          const app = await measure();
          assert.deepEqual(placeholder, app, `${path || 'home'} (${kind}): the static header and main sit where the app's do`);
          await page.context().unroute('**/*.wasm');
        }
      });
    });
  }
});

describe('moving around the site', () => {
  test('home → each game → home → another game, the language shared, no layout shift', async () => {
    await withPage(live.browser, { locale: 'en-US', label: 'navigation' }, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(live.site.base);
      await visible(page, '[data-testid="home"]');
      await waitForLang(page, 'en');
      await assertNoLayoutShift(page, 'home');
      for (const slug of GAMES) {
        await playFromHome(page, slug);
        await waitForLang(page, 'en');
        assert.equal(await page.title(), await page.evaluate(() => document.title));
        assert.match(await page.locator('[data-testid="site-header"]').innerText(), /\S/, 'the site header is there');
        await assertNoLayoutShift(page, slug);
        await homeFromHeader(page);
        await assertNoLayoutShift(page, `home after ${slug}`);
      }

      // French from a game page: the game follows, and so does every other page.
      await playFromHome(page, 'skirman');
      const english = await page.locator('[data-testid="skirman-app"]').innerText();
      await (await visible(page, '[data-testid="lang-switch"] [data-lang="fr"]')).click();
      await waitForLang(page, 'fr');
      await page.waitForFunction(() => document.querySelector('[data-testid="skirman-app"]')?.dataset.lang === 'fr');
      assert.notEqual(await page.locator('[data-testid="skirman-app"]').innerText(), english);
      assert.equal(await storedLang(page), 'fr');
      await screenshots(page, 'pages-skirman-fr');
      await homeFromHeader(page);
      await waitForLang(page, 'fr');
      await playFromHome(page, 'en-garde');
      await waitForLang(page, 'fr');
      await page.reload();
      await visible(page, START);
      await waitForLang(page, 'fr');

      // English again from home.
      await homeFromHeader(page);
      await (await visible(page, '[data-testid="lang-switch"] [data-lang="en"]')).click();
      await waitForLang(page, 'en');
      assert.equal(await storedLang(page), 'en');
      await playFromHome(page, 'fifes-and-drums');
      await waitForLang(page, 'en');
      await assertNoLayoutShift(page, 'fifes-and-drums after the language changes');

      // Links out of a game page: credits and the game's rules are on home.
      await (await visible(page, '[data-testid="footer-credits"]')).click();
      await visible(page, '[data-testid="credits-page"]');
      assert.equal(new URL(page.url()).hash, '#/credits');
    });
  });

  const deepLinks = [
    { path: 'skirman/#/glossary', at: '/skirman/', hash: '#/glossary', shows: '[data-testid="skirman-glossary"]' },
    { path: '#/en-garde/rules', at: '/', hash: '#/en-garde/rules', shows: '[data-testid="rules-page"][data-game="en-garde"][data-loaded="true"]' },
    { path: '#/fifes-and-drums', at: '/fifes-and-drums/', hash: '', shows: START },
    // The tournament has a page of its own: home's and the game page's old links go on to it.
    { path: '#/skirman/tournament', at: '/skirman/tournament/', hash: '', shows: '[data-testid="skirman-app"] [data-testid="tournament-setup"]' },
    { path: 'skirman/#/tournament', at: '/skirman/tournament/', hash: '', shows: '[data-testid="skirman-app"] [data-testid="tournament-setup"]' },
  ];
  for (const [kind, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`deep links and old links survive a reload, with no layout shift (${kind})`, async () => {
      await withPage(live.browser, { locale: 'fr-FR', viewport, label: `deep links ${kind}` }, async ({ page }) => {
        await watchLayoutShifts(page);
        for (const link of deepLinks) {
          for (const how of ['open', 'reload']) {
            if (how === 'open') await page.goto(live.site.base + link.path);
            else await page.reload();
            await visible(page, link.shows);
            await waitForLang(page, 'fr');
            const url = new URL(page.url());
            assert.equal(url.pathname, new URL(live.site.base).pathname.replace(/\/$/, '') + link.at, `${link.path} (${how})`);
            assert.equal(url.hash, link.hash, `${link.path} (${how})`);
            await assertNoLayoutShift(page, `${link.path} (${how}, ${kind})`);
          }
        }
      });
    });
  }
});
