// "Your games" with games against friends online, without playing one: an online game's record
// (e2e/fixtures/online-fifes.txt, one seat's view of a whole Fifes and Drums game, written by
// tests/online_end.rs) and an entry as kept before entries had a date, opened in the "Open a
// record" box. The head-to-head reads one row a friend at 320–1280 px, English and French;
// each game says when it was played (the old entry: no date); the box says what it opens; the
// link back to an online game is drawn as a button (no underline, a button's focus ring); the
// replay of the online game is as wide as a game's replay, its step bar in one row, no prompt
// to choose a card, its cards' words inside them at every width. Screenshots in
// e2e/screenshots/online/ (games-online-import-*).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { axeCheck, cardWordsOutside, DESKTOP, SCREENSHOTS, screenshots, visible, withPage, useSite } from './helpers.mjs';

const live = useSite();
const HERE = dirname(fileURLToPath(import.meta.url));
const SHOTS = join(SCREENSHOTS, 'online');
const SLUG = 'fifes-and-drums';
const WIDTHS = [320, 375, 768, 1024, 1280];

/** An entry as the online page kept it before it wrote when the game ended. */
const UNDATED = [
  'touche-online 1',
  'id 0123456789abcdef%2E2',
  'friend Maximilienne',
  'seat 2',
  'result won',
  'how resigned',
  'rules standard',
  'options first%3Drandom',
].join('\n');

/** No sideways scrolling of the page. */
async function assertNoSidewaysScroll(page, where) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** Each friend's row on one line (its counts beside the name), inside its section; each heading on one line. */
async function assertHeadToHead(page, where) {
  const found = await page.$eval('[data-testid="head-to-head"]', (table) => {
    const section = table.closest('section').getBoundingClientRect();
    const wrong = [];
    for (const th of table.querySelectorAll('thead th')) {
      const box = th.getBoundingClientRect();
      if (box.width === 0) continue;
      const style = getComputedStyle(th);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6;
      if (box.height > 2 * line + 2 * parseFloat(style.paddingTop) + 2) wrong.push(`heading "${th.textContent}" on more than one line`);
    }
    const rows = [...table.querySelectorAll('[data-testid="head-to-head-row"]')];
    for (const row of rows) {
      const name = row.children[0].getBoundingClientRect();
      for (const cell of row.children) {
        const box = cell.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.top >= name.bottom || box.bottom <= name.top) wrong.push(`"${cell.textContent}" not on the row of ${row.children[0].textContent}`);
        if (box.right > section.right + 0.5 || box.left < section.left - 0.5) wrong.push(`"${cell.textContent}" past its section`);
      }
    }
    return { wrong, rows: rows.map((r) => [...r.children].map((c) => c.textContent.trim())) };
  });
  assert.deepEqual(found.wrong, [], `${where}: the head-to-head`);
  return found.rows;
}

describe('games against friends online on "your games"', () => {
  test('an online record opened: the head-to-head, the dates, the replay, at 320–1280 px, English and French', async () => {
    const record = await readFile(join(HERE, 'fixtures', 'online-fifes.txt'), 'utf8');
    await withPage(live.browser, { label: 'games online', viewport: DESKTOP }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${live.site.base}${SLUG}/games/`);
      await visible(page, '[data-testid="import"]');
      assert.match(await page.textContent('[data-testid="import"] p'), /\.json.*\.txt/, 'the box says it opens an online game\'s .txt');
      await page.fill('[data-testid="import-text"]', `${record.trim()}\n--\n${UNDATED}\n`);
      await page.click('[data-testid="import-open"]');
      await page.waitForFunction(() => /Added/.test(document.querySelector('[data-testid="import-problem"]')?.textContent ?? ''));
      // A game under way on this device: the link back to it.
      await page.evaluate((slug) => localStorage.setItem(`touche-online-${slug}`, 'a game under way'), SLUG);
      for (const lang of ['en', 'fr']) {
        await page.evaluate((l) => localStorage.setItem('touche.lang', l), lang);
        await page.setViewportSize(DESKTOP);
        await page.goto(`${live.site.base}${SLUG}/games/`);
        await visible(page, '[data-testid="head-to-head"]');
        const rows = await assertHeadToHead(page, `${lang} 1280`);
        assert.deepEqual(rows.map((r) => r[0]).sort(), ['Bruno', 'Maximilienne']);
        // When each game was played: the record's date; none for the entry kept before.
        const dates = await page.$$eval('[data-testid^="online-game-"]', (items) => items.map((li) => ({
          text: li.textContent,
          time: li.querySelector('time')?.getAttribute('datetime') ?? null,
          shown: li.querySelector('time')?.textContent ?? '',
        })));
        const bruno = dates.find((d) => d.text.includes('Bruno'));
        const old = dates.find((d) => d.text.includes('Maximilienne'));
        assert.equal(bruno.time, '2025-11-29T08:00:00.000Z', JSON.stringify(bruno));
        assert.match(bruno.shown, /2025/);
        assert.equal(old.time, null, 'no date for an entry kept before dates were');
        // The link back to the online game: a button's look, not a link's underline; its focus
        // ring a button's.
        const link = await page.$eval('[data-testid="online-back"]', (a) => getComputedStyle(a).textDecorationLine);
        assert.equal(link, 'none', 'the button-styled link is not underlined');
        for (let i = 0; i < 25; i++) {
          if (await page.evaluate(() => document.activeElement?.dataset.testid === 'online-back')) break;
          await page.keyboard.press('Tab');
        }
        assert.equal(await page.$eval('[data-testid="online-back"]', (a) => [document.activeElement === a, getComputedStyle(a).outlineStyle].join()), 'true,solid');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.waitForTimeout(100);
          await assertNoSidewaysScroll(page, `${lang} ${width}`);
          await assertHeadToHead(page, `${lang} ${width}`);
        }
        await axeCheck(page, `your games with online games (${lang})`);
        await screenshots(page, `games-online-import-${lang}`, SHOTS);
        // The online game replayed: the page's width, as a game's replay; the steps and Back in
        // one row; nothing to choose; every card's words inside it.
        await page.setViewportSize(DESKTOP);
        await page.click('[data-testid^="online-replay-"]');
        await visible(page, '[data-testid="online-replay"]');
        await page.click('[data-testid="replay-first"]');
        await page.click('[data-testid="replay-next"]');
        await page.waitForTimeout(100);
        const widths = await page.evaluate(() => ({
          replay: document.querySelector('[data-testid="online-replay"]').getBoundingClientRect().width,
          page: document.querySelector('[data-testid="your-games"]').getBoundingClientRect().width,
          others: [...document.querySelectorAll('[data-testid="stats"], [data-testid="history"], [data-testid="import"]')]
            .filter((s) => s.getBoundingClientRect().height > 0).length,
        }));
        assert.ok(widths.replay >= widths.page - 40, `the replay ${widths.replay} px wide on a ${widths.page} px page`);
        assert.equal(widths.others, 0, 'the other sections put away during the replay');
        const middles = await page.$$eval('.tb-replay-bar :is(button, strong)', (items) => items.map((b) => {
          const box = b.getBoundingClientRect();
          return Math.round((box.top + box.bottom) / 2);
        }));
        assert.ok(Math.max(...middles) - Math.min(...middles) <= 6, `the step bar in one row: ${middles}`);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.waitForTimeout(100);
          const where = `the online replay, ${lang} ${width}`;
          assert.equal(await page.$('[data-testid="online-replay"] [data-testid="chooser-hint"]:visible'), null, `${where}: no prompt to choose a card`);
          assert.deepEqual(await cardWordsOutside(page, '.fd-card'), [], `${where}: card words inside their cards`);
          await assertNoSidewaysScroll(page, where);
        }
        await page.click('[data-testid="replay-last"]');
        assert.deepEqual(await cardWordsOutside(page, '.fd-card'), [], `the online replay's last move, ${lang}`);
        await axeCheck(page, `an online game replayed (${lang})`);
        await screenshots(page, `games-online-import-replay-${lang}`, SHOTS);
        await page.click('[data-testid="replay-close"]');
        await visible(page, '[data-testid="head-to-head"]');
      }
    });
  });
});
