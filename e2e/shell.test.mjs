// The site around the games: home (English, French, language remembered), rules pages, credits,
// deep links that survive a reload, and a friendly not-found page. Every page must load with no
// console error, no failed request and no request leaving 127.0.0.1 (see helpers.mjs).
//
// Stable selectors the shell provides (src/ui/shell/):
//   [data-testid=home]  [data-testid=game-card-<slug>] (each with a link)
//   [data-testid=lang-switch] with buttons [data-lang=en] and [data-lang=fr]
//   [data-testid=rules-page][data-game=<slug>]  [data-testid=credits-page]
//   [data-testid=not-found] with a[href="#/"]   <html lang="en|fr">   localStorage touche.lang
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  SLUGS, screenshots, visible, waitForLang, withPage, useSite
} from './helpers.mjs';

const live = useSite();
const at = (hash) => live.site.base + hash;


const storedLang = (page) => page.evaluate(() => localStorage.getItem('touche.lang'));

describe('home', () => {
  test('renders in English with a card per game', async () => {
    await withPage(live.browser, { locale: 'en-US', label: 'home en' }, async ({ page }) => {
      await page.goto(at('#/'));
      const home = await visible(page, '[data-testid="home"]');
      await waitForLang(page, 'en');
      for (const slug of SLUGS) {
        const card = await visible(page, `[data-testid="game-card-${slug}"]`);
        assert.ok(await card.locator('a[href]').count() >= 1, `game-card-${slug} has a link`);
      }
      assert.match(await home.innerText(), /\S/);
      assert.match(await page.locator('body').innerText(), /Touché/);
      await screenshots(page, 'home-en');
    });
  });

  test('a French browser gets French on its first visit', async () => {
    await withPage(live.browser, { locale: 'fr-FR', label: 'home fr-FR' }, async ({ page }) => {
      await page.goto(at('#/'));
      await visible(page, '[data-testid="home"]');
      await waitForLang(page, 'fr');
    });
  });

  test('the language switch changes to French, and the choice survives a reload', async () => {
    await withPage(live.browser, { locale: 'en-US', label: 'language switch' }, async ({ page }) => {
      await page.goto(at('#/'));
      const home = await visible(page, '[data-testid="home"]');
      await waitForLang(page, 'en');
      const english = await home.innerText();

      await (await visible(page, '[data-testid="lang-switch"] [data-lang="fr"]')).click();
      await waitForLang(page, 'fr');
      assert.equal(await storedLang(page), 'fr');
      assert.notEqual(await home.innerText(), english, 'the home page text changes with the language');
      await screenshots(page, 'home-fr');

      await page.reload();
      await visible(page, '[data-testid="home"]');
      await waitForLang(page, 'fr');

      await (await visible(page, '[data-testid="lang-switch"] [data-lang="en"]')).click();
      await waitForLang(page, 'en');
      assert.equal(await storedLang(page), 'en');
      await page.reload();
      await visible(page, '[data-testid="home"]');
      await waitForLang(page, 'en');
    });
  });
});

describe('rules pages', () => {
  for (const slug of SLUGS) {
    for (const locale of ['en-US', 'fr-FR']) {
      const lang = locale.slice(0, 2);
      test(`#/${slug}/rules opens (${lang})`, async () => {
        await withPage(live.browser, { locale, label: `${slug} rules ${lang}` }, async ({ page }) => {
          await page.goto(at(`#/${slug}/rules`));
          // The rules document is fetched when the page opens (static/rules/, outside the wasm).
          const rules = await visible(page, `[data-testid="rules-page"][data-game="${slug}"][data-loaded="true"]`);
          await waitForLang(page, lang);
          assert.ok((await rules.innerText()).trim().length > 200, 'the rules page has real content');
          assert.ok((await rules.locator('section.rules__section').count()) >= 3, 'the rules have sections');
          // A contents link scrolls to its section without changing the route.
          await rules.locator('[data-jump]').last().click();
          assert.equal(new URL(page.url()).hash, `#/${slug}/rules`);
          if (lang === 'en') await screenshots(page, `rules-${slug}`);
        });
      });
    }
  }
});

test('the credits page opens', async () => {
  await withPage(live.browser, { label: 'credits' }, async ({ page }) => {
    await page.goto(at('#/credits'));
    const credits = await visible(page, '[data-testid="credits-page"]');
    assert.match(await credits.innerText(), /\S/);
    await screenshots(page, 'credits');
  });
});

describe('deep links', () => {
  test('a reload on a deep link shows the same page', async () => {
    await withPage(live.browser, { label: 'deep link reload' }, async ({ page }) => {
      await page.goto(at('#/fifes-and-drums/rules'));
      await visible(page, '[data-testid="rules-page"][data-game="fifes-and-drums"]');
      await page.reload();
      await visible(page, '[data-testid="rules-page"][data-game="fifes-and-drums"]');
      assert.equal(new URL(page.url()).hash, '#/fifes-and-drums/rules');
    });
  });

  test('following a home card link, then reloading, keeps the page', async () => {
    await withPage(live.browser, { label: 'card link reload' }, async ({ page }) => {
      await page.goto(at('#/'));
      const card = await visible(page, '[data-testid="game-card-skirman"]');
      await card.locator('a[href]').first().click();
      // A game's card leads to the game's own page (skirman/).
      await page.waitForURL((url) => url.pathname.endsWith('/skirman/'));
      const url = page.url();
      // The page is identified by its first data-testid (a play page's deal is random).
      const pageId = () => page.waitForFunction(
        () => document.querySelector('main [data-testid]')?.dataset.testid,
      ).then((h) => h.jsonValue());
      const before = await pageId();
      assert.equal(before, 'skirman-app');
      await page.reload();
      assert.equal(page.url(), url);
      assert.equal(await pageId(), before);
      assert.equal(await page.locator('[data-testid="home"]').count(), 0);
      assert.equal(await page.locator('[data-testid="not-found"]').count(), 0);
    });
  });
});

test('an unknown route shows a friendly not-found page with a link home', async () => {
  await withPage(live.browser, { label: 'not found' }, async ({ page }) => {
    await page.goto(at('#/nowhere'));
    const notFound = await visible(page, '[data-testid="not-found"]');
    assert.match(await notFound.innerText(), /\S/);
    await screenshots(page, 'not-found');
    await notFound.locator('a[href="#/"]').first().click();
    await visible(page, '[data-testid="home"]');
    assert.equal(await page.locator('[data-testid="not-found"]').count(), 0);
  });
});
