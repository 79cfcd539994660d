// The main thread while playing (issue 29): one whole game of each game against the computer on
// a phone (375×812), by clicking, with every main-thread task over 50 ms recorded from the first
// decision to the end dialog (e2e/long_tasks_play.mjs), once at full speed and once with the CPU
// slowed 4× (DevTools' throttling: a mid-range phone). The numbers are printed (the longest, how
// many): a timed bound on a shared machine would flake, so the test asserts only what cannot: the
// game was played to its end with no console error, and the browser measures long tasks (else
// the numbers mean nothing). The end dialog of each game is kept as a screenshot, phone and
// desktop (e2e/screenshots/end/; En Garde in English, the others in French).
// `E2E_LONG_TASKS=detail` also prints each long task with what the test had just done; to see
// what a long task does, trace one with e2e/trace_long_tasks.mjs.
import { describe, test } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP, PHONE, SCREENSHOTS, withPage, useSite } from './helpers.mjs';
import { GAMES, playWatched, summary } from './long_tasks_play.mjs';

const live = useSite();
const DETAIL = process.env.E2E_LONG_TASKS === 'detail';
const SHOTS = { 'En Garde': 'en-garde-en', "Skirm'an": 'skirman-fr', 'Fifes and Drums': 'fifes-fr' };

/** The end dialog as the screen shows it, on the phone and on a desktop: e2e/screenshots/end/. */
async function shootEnd(page, name) {
  await mkdir(join(SCREENSHOTS, 'end'), { recursive: true });
  for (const [kind, size] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await page.screenshot({ path: join(SCREENSHOTS, 'end', `${name}-${kind}.png`) });
  }
}

function report(game, slowdown, played) {
  console.log(summary(game, slowdown, played));
  if (DETAIL) {
    for (const t of played.tasks) {
      const before = played.did.filter((d) => d.at <= t.at + 5).slice(-2).map((d) => `${d.w} (${t.at - d.at} ms before)`);
      console.log(`  ${t.ms} ms at ${t.at}: after ${before.join(', ') || 'nothing'}`);
    }
  }
}

for (const slowdown of [1, 4]) {
  const speed = slowdown === 1 ? 'full speed' : `CPU slowed ${slowdown}×`;
  describe(`long tasks while playing, on a phone, ${speed} (reported)`, () => {
    for (const game of GAMES) {
      test(`${game.name}: a game against the computer`, async () => {
        const label = `long tasks ${game.label}${slowdown === 1 ? '' : ` ×${slowdown}`}`;
        await withPage(live.browser, { label, viewport: PHONE, locale: game.locale }, async ({ page }) => {
          const played = await playWatched(page, live.site.base, game, { slowdown, detail: DETAIL });
          report(game, slowdown, played);
          if (slowdown === 1) await shootEnd(page, SHOTS[game.name]);
        });
      });
    }
  });
}
