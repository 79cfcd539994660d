// The computer's search in its Web Worker, in a real browser: nothing of the worker is downloaded
// with the page; a game against the Strong computer starts it; the thinking indicator shows while
// it searches; its move is played; a hint is asked and shown (in words, with its chance of
// winning, and on the board). Throughout play no main-thread task may last more than 50 ms
// (a PerformanceObserver for long tasks, installed once the game has started, so that the page's
// own first load does not count).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { screenshots, TIMEOUT, visible, withPage, useSite } from './helpers.mjs';
import { has, humanStep } from './en_garde_driver.mjs';

const live = useSite();

const LONG_TASK_MS = 50;
const assist = '[data-testid="assist"]';

/** Starts recording main-thread tasks longer than 50 ms (window.__longTasks). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: Math.round(entry.startTime), ms: Math.round(entry.duration) });
      }
    }).observe({ type: 'longtask' });
  });
}

/** Waits until the person may act again (a playable card, an answer to give, or an overlay). */
async function waitForMyTurn(page) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="assist"]')?.dataset.state !== 'thinking',
    null,
    { timeout: TIMEOUT * 3 },
  );
}

describe('the computer in its worker', () => {
  test('Strong: thinking, its move, a hint, and no long task on the page', async () => {
    await withPage(live.browser, { label: 'ai worker' }, async ({ page }) => {
      const workerRequests = [];
      page.on('request', (request) => {
        if (request.url().includes('ai_worker')) workerRequests.push(request.url());
      });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(live.site.base + 'en-garde/');
      await visible(page, '[data-testid="setup"]');
      await page.click('[data-testid="lang-switch"] [data-lang="en"]');
      await page.selectOption('[data-testid="rule-set"]', 'abacus-advanced');
      // Four strengths and the pace are offered.
      for (const id of ['mode-computer-beginner', 'mode-computer', 'mode-computer-strong', 'mode-computer-master', 'pace-fast', 'pace-normal', 'pace-slow']) {
        assert.ok(await has(page, `[data-testid="${id}"]`), `${id} offered`);
      }
      await page.click('[data-testid="mode-computer-strong"]');
      await page.click('[data-testid="pace-fast"]');
      assert.deepEqual(workerRequests, [], 'the worker is not downloaded with the page');
      await page.click('[data-testid="start-game"]');
      await visible(page, '[data-testid="table"]');
      await watchLongTasks(page);
      // The game against a searching computer starts the worker at once.
      for (let i = 0; i < 100 && !workerRequests.some((u) => u.includes('ai_worker_bg.wasm')); i++) {
        await page.waitForTimeout(50);
      }
      assert.ok(workerRequests.some((u) => u.includes('ai_worker_bg.wasm')), `the worker was started: ${workerRequests}`);

      // Player 1 (the person) opens: play, then the computer thinks and answers.
      let sawThinking = false;
      let computerMoves = 0;
      let hinted = false;
      for (let i = 0; i < 400 && !(computerMoves >= 3 && hinted); i++) {
        const state = await page.getAttribute(assist, 'data-state').catch(() => null);
        if (state === 'thinking') {
          sawThinking = true;
          const logged = await page.locator('[data-testid="log"] li:not(.tb-log-empty)').count();
          await waitForMyTurn(page);
          const after = await page.locator('[data-testid="log"] li:not(.tb-log-empty)').count();
          if (after > logged) computerMoves++;
          continue;
        }
        if (!hinted && state === 'ready' && (await has(page, '[data-testid="hint"]'))) {
          await page.click('[data-testid="hint"]');
          await page.waitForFunction(() => ['hint', 'trouble'].includes(document.querySelector('[data-testid="assist"]')?.dataset.state), null, { timeout: TIMEOUT * 3 });
          assert.equal(await page.getAttribute(assist, 'data-state'), 'hint', await page.innerText(assist));
          const text = await page.innerText(`${assist} [data-testid="assist-text"]`);
          assert.match(text, /^Hint: .+( — about \d{1,3} % to win)?$/, text);
          // A hint that plays cards highlights them on the board.
          if (!/Take the hit|Do not attack/.test(text)) {
            assert.ok((await page.locator('[data-testid="hand"] .eg-card.hint').count()) > 0, `highlighted: ${text}`);
          }
          await screenshots(page, 'ai-hint');
          hinted = true;
        }
        const did = await humanStep(page);
        if (did === 'match-over') break;
        if (did === 'wait') await page.waitForTimeout(50);
      }
      assert.ok(sawThinking, 'the thinking indicator was shown');
      assert.ok(computerMoves >= 1, `the computer moved (${computerMoves})`);
      assert.ok(hinted, 'a hint was shown');
      const long = await page.evaluate(() => window.__longTasks);
      const over = long.filter((t) => t.ms > LONG_TASK_MS);
      assert.deepEqual(over, [], `main-thread tasks over ${LONG_TASK_MS} ms during play: ${JSON.stringify(over)}`);
    });
  });
});
