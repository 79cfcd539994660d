// The main thread while playing (issue 29): one whole game of each game against the computer on
// a phone (375×812), by clicking, with every main-thread task over 50 ms recorded from the first
// decision to the end dialog. The numbers are printed (the longest, how many): a timed bound on a
// shared machine would flake, so the test asserts only what cannot: the game was played to its
// end with no console error, and the browser measures long tasks (else the numbers mean nothing).
// The end dialog of each game is kept as a screenshot, phone and desktop (e2e/screenshots/end/;
// En Garde in English, the others in French). `E2E_LONG_TASKS=detail` also prints each long task
// with what the test had just done.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP, PHONE, SCREENSHOTS, TIMEOUT, visible, withPage, useSite } from './helpers.mjs';
import { has, humanStep, openTable } from './en_garde_driver.mjs';
import { sensibleMove, startBout, waitForDecision } from './skirman_driver.mjs';

const live = useSite();
const DETAIL = process.env.E2E_LONG_TASKS === 'detail';

/** Records every main-thread task from now on (its start and length), and what the test did. */
async function watchTasks(page) {
  assert.ok(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask')), 'the browser reports long tasks');
  await page.evaluate(() => {
    window.__tasks = [];
    window.__did = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push({ at: Math.round(e.startTime), ms: Math.round(e.duration) });
    }).observe({ type: 'longtask' });
  });
}

/** Notes what the test is about to do (to read beside a long task). */
const note = (page, what) => (DETAIL ? page.evaluate((w) => window.__did.push({ at: Math.round(performance.now()), w }), what) : null);

/** The end dialog as the screen shows it, on the phone and on a desktop: e2e/screenshots/end/. */
async function shootEnd(page, name) {
  await mkdir(join(SCREENSHOTS, 'end'), { recursive: true });
  for (const [kind, size] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await page.screenshot({ path: join(SCREENSHOTS, 'end', `${name}-${kind}.png`) });
  }
}

async function report(page, game) {
  const { tasks, did } = await page.evaluate(() => ({ tasks: window.__tasks, did: window.__did }));
  const longest = Math.max(0, ...tasks.map((t) => t.ms));
  const over100 = tasks.filter((t) => t.ms > 100).length;
  console.log(`${game}, phone: ${tasks.length} main-thread task(s) over 50 ms during the game (${over100} over 100 ms), longest ${longest} ms`);
  if (DETAIL) {
    for (const t of tasks) {
      const before = did.filter((d) => d.at <= t.at + 5).slice(-2).map((d) => `${d.w} (${t.at - d.at} ms before)`);
      console.log(`  ${t.ms} ms at ${t.at}: after ${before.join(', ') || 'nothing'}`);
    }
  }
  return tasks;
}

describe('long tasks while playing, on a phone (reported)', () => {
  test('En Garde: a match against the computer', async () => {
    await withPage(live.browser, { label: 'long tasks en garde', viewport: PHONE }, async ({ page }) => {
      await openTable(page, live.site.base, { lang: 'en' });
      await watchTasks(page);
      let did = '';
      for (let i = 0; i < 3000 && did !== 'match-over'; i++) {
        did = await humanStep(page);
        if (did !== 'wait') await note(page, did);
        else await page.waitForTimeout(60);
      }
      assert.equal(did, 'match-over', 'the match was played to its end');
      await report(page, 'En Garde');
      await shootEnd(page, 'en-garde-en');
    });
  });

  test("Skirm'an: a bout against the computer", async () => {
    await withPage(live.browser, { label: 'long tasks skirman', viewport: PHONE, locale: 'fr-FR' }, async ({ page }) => {
      await startBout(page, live.site.base);
      await watchTasks(page);
      let snap = await waitForDecision(page);
      for (let i = 0; i < 400 && !snap.over; i++) {
        if (snap.handoff) throw new Error('a hand-off against the computer');
        const how = await sensibleMove(page, snap);
        await note(page, `${how.category} ${how.card ?? how.label ?? ''}`);
        snap = await waitForDecision(page);
      }
      assert.ok(snap.over, 'the bout was played to its end');
      await report(page, "Skirm'an");
      await shootEnd(page, 'skirman-fr');
    });
  });

  test('Fifes and Drums: a game against the computer', async () => {
    await withPage(live.browser, { label: 'long tasks fifes', viewport: PHONE, locale: 'fr-FR' }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(live.site.base + 'fifes-and-drums/');
      await visible(page, '[data-testid="setup"]');
      await page.click('[data-testid="mode-computer"]');
      await page.selectOption('[data-testid="first-player"]', 'player-one');
      await page.click('[data-testid="start-game"]');
      await visible(page, '[data-testid="table"]');
      await watchTasks(page);
      const cards = '[data-testid="display"] button.fd-card';
      let over = false;
      for (let i = 0; i < 600 && !over; i++) {
        over = await has(page, '[data-testid="game-over"]');
        if (over) break;
        const first = await page.$(cards);
        if (!first) {
          await page.waitForTimeout(60);
          continue;
        }
        await first.click();
        await note(page, 'card');
        if (await has(page, '[data-testid="split-1"]')) {
          await page.click('[data-testid="split-1"]');
          await note(page, 'split');
        }
        if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
        await page.click('[data-testid="confirm"]');
        await note(page, 'confirm');
        await page.waitForFunction((s) => !document.querySelector(s), cards, { timeout: TIMEOUT });
      }
      assert.ok(over, 'the game was played to its end');
      await report(page, 'Fifes and Drums');
      await shootEnd(page, 'fifes-fr');
    });
  });
});
