// One whole game of each title against the computer, played by clicking as a person would, with
// every main-thread task over 50 ms recorded from the first decision to the end dialog: shared
// by the long-task test (e2e/long_tasks.test.mjs) and the tracing tool
// (e2e/trace_long_tasks.mjs). `slowdown` (DevTools' CPU throttling, 4 = a mid-range phone)
// slows the page's main thread while it is played.
import assert from 'node:assert/strict';
import { TIMEOUT, visible } from './helpers.mjs';
import { has, humanStep, openTable } from './en_garde_driver.mjs';
import { sensibleMove, startBout, waitForDecision } from './skirman_driver.mjs';

/** The three games: how each one is opened and started, then played to its end. */
export const GAMES = [
  {
    name: 'En Garde',
    label: 'en garde',
    locale: 'en-US',
    open: (page, base) => openTable(page, base, { lang: 'en' }),
    async play(page, note) {
      let did = '';
      for (let i = 0; i < 3000 && did !== 'match-over'; i++) {
        did = await humanStep(page);
        if (did !== 'wait') await note(did);
        else await page.waitForTimeout(60);
      }
      assert.equal(did, 'match-over', 'the match was played to its end');
    },
  },
  {
    name: "Skirm'an",
    label: 'skirman',
    locale: 'fr-FR',
    open: (page, base) => startBout(page, base),
    async play(page, note) {
      let snap = await waitForDecision(page);
      for (let i = 0; i < 400 && !snap.over; i++) {
        if (snap.handoff) throw new Error('a hand-off against the computer');
        const how = await sensibleMove(page, snap);
        await note(`${how.category} ${how.card ?? how.label ?? ''}`);
        snap = await waitForDecision(page);
      }
      assert.ok(snap.over, 'the bout was played to its end');
    },
  },
  {
    name: 'Fifes and Drums',
    label: 'fifes',
    locale: 'fr-FR',
    async open(page, base) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(base + 'fifes-and-drums/');
      await visible(page, '[data-testid="setup"]');
      await page.click('[data-testid="mode-computer"]');
      await page.selectOption('[data-testid="first-player"]', 'player-one');
      await page.click('[data-testid="start-game"]');
      await visible(page, '[data-testid="table"]');
    },
    async play(page, note) {
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
        await note('card');
        if (await has(page, '[data-testid="split-1"]')) {
          await page.click('[data-testid="split-1"]');
          await note('split');
        }
        if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
        await page.click('[data-testid="confirm"]');
        await note('confirm');
        await page.waitForFunction((s) => !document.querySelector(s), cards, { timeout: TIMEOUT });
      }
      assert.ok(over, 'the game was played to its end');
    },
  },
];

/** Records every main-thread task over 50 ms from now on (its start and length), and what the test did. */
export async function watchTasks(page) {
  assert.ok(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask')), 'the browser reports long tasks');
  await page.evaluate(() => {
    window.__tasks = [];
    window.__did = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push({ at: Math.round(e.startTime), ms: Math.round(e.duration) });
    }).observe({ type: 'longtask' });
  });
}

/** Slows the page's main thread `rate` times (1: full speed); returns the DevTools session. */
export async function slowDown(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Opens `game`, slows the main thread `slowdown` times, plays it to its end while watching
 * the tasks; `detail` also records what was done (to read beside a long task). Returns
 * { tasks: [{ at, ms }], did: [{ at, w }], seconds }.
 */
export async function playWatched(page, base, game, { slowdown = 1, detail = false, between } = {}) {
  await game.open(page, base);
  if (slowdown !== 1) await slowDown(page, slowdown);
  await watchTasks(page);
  const note = (what) => (detail ? page.evaluate((w) => window.__did.push({ at: Math.round(performance.now()), w }), what) : null);
  const start = Date.now();
  if (between) await between.start();
  await game.play(page, note);
  if (between) await between.stop();
  const seconds = (Date.now() - start) / 1000;
  const { tasks, did } = await page.evaluate(() => ({ tasks: window.__tasks, did: window.__did }));
  return { tasks, did, seconds };
}

/** One line: how many tasks over 50 ms (and over 100 ms), the longest. */
export function summary(game, slowdown, { tasks, seconds }) {
  const longest = Math.max(0, ...tasks.map((t) => t.ms));
  const over100 = tasks.filter((t) => t.ms > 100).length;
  const speed = slowdown === 1 ? 'full speed' : `CPU slowed ${slowdown}×`;
  return `${game.name}, phone, ${speed}: ${tasks.length} main-thread task(s) over 50 ms during the game (${over100} over 100 ms), longest ${longest} ms (${seconds.toFixed(0)} s of play)`;
}
