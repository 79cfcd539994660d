// Hints in the three games, against the computer: on each of the person's first decisions a hint
// is asked, and every one says its chance of winning (a forced move too) and shows its whole
// action on the board, not only its card: En Garde the square it moves to (in its direction) or
// attacks, Skirm'an the line of its card on the target, Fifes and Drums the units it moves and
// where they land (the track's ghost tokens). The main thread's long tasks during play are
// recorded and the longest printed (the budget itself is ai.test.mjs's).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TIMEOUT, visible, withPage, useSite } from './helpers.mjs';
import { has, humanStep, openTable } from './en_garde_driver.mjs';
import { sensibleMove, startBout, waitForDecision } from './skirman_driver.mjs';

const live = useSite();
const HINTS = 5;
const assist = '[data-testid="assist"]';
const CHANCE = /^Hint: .+ — about \d{1,3} % to win$/;

/** Records main-thread tasks over 50 ms from now on (window.__longTasks). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

async function reportLongTasks(page, label) {
  const tasks = await page.evaluate(() => window.__longTasks);
  console.log(`${label}: ${tasks.length} main-thread task(s) over 50 ms during play, longest ${Math.max(0, ...tasks)} ms`);
}

/** Asks a hint now (the Hint button is shown) and returns its words, once shown. */
async function askHint(page) {
  await page.click('[data-testid="hint"]');
  await page.waitForFunction(
    () => ['hint', 'trouble'].includes(document.querySelector('[data-testid="assist"]')?.dataset.state),
    null,
    { timeout: TIMEOUT * 3 },
  );
  const text = await page.innerText(assist);
  assert.equal(await page.getAttribute(assist, 'data-state'), 'hint', text);
  const words = await page.innerText(`${assist} [data-testid="assist-text"]`);
  assert.match(words, CHANCE, 'every hint says its chance of winning');
  return words;
}

const hintReady = (page) => page
  .waitForFunction(() => document.querySelector('[data-testid="assist"]')?.dataset.state === 'ready', null, { timeout: TIMEOUT * 3 })
  .then(() => true, () => false);

describe('hints show their chance and their whole action', () => {
  test('En Garde (Advanced): the square moved to, or attacked', async () => {
    await withPage(live.browser, { label: 'hints en garde' }, async ({ page }) => {
      await openTable(page, live.site.base, { lang: 'en', rules: 'abacus-advanced' });
      await watchLongTasks(page);
      let hints = 0;
      for (let i = 0; i < 300 && hints < HINTS; i++) {
        if (await has(page, '[data-testid="hint"]') && (await page.getAttribute(assist, 'data-state')) === 'ready') {
          const words = await askHint(page);
          hints++;
          const marked = await page.$$eval('.eg-square.reach-forward, .eg-square.reach-back, .eg-square.target', (s) => s.map((e) => [...e.classList].join(' ')));
          if (!/Do not attack/.test(words)) assert.ok(marked.length > 0, `the piste shows the hint's move: ${words}`);
          if (/^Hint: (Back|Retreat) /.test(words)) assert.ok(marked.some((c) => c.includes('reach-back')), `its direction, back: ${words}`);
          if (/^Hint: Forward /.test(words)) assert.ok(marked.some((c) => c.includes('reach-forward')), `its direction, forward: ${words}`);
        }
        const did = await humanStep(page);
        if (did === 'match-over') break;
        if (did === 'wait') await page.waitForTimeout(50);
      }
      assert.equal(hints, HINTS, `${HINTS} hints asked`);
      await reportLongTasks(page, 'en garde');
    });
  });

  test("Skirm'an: the hinted card's line on the target", async () => {
    await withPage(live.browser, { label: 'hints skirman' }, async ({ page }) => {
      await startBout(page, live.site.base);
      await watchLongTasks(page);
      let hints = 0;
      for (let i = 0; i < 200 && hints < HINTS; i++) {
        const snap = await waitForDecision(page);
        if (snap.over) break;
        if (await has(page, '[data-testid="hint"]') && await hintReady(page)) {
          const words = await askHint(page);
          hints++;
          const shown = await page.evaluate(() => ({
            cards: [...document.querySelectorAll('[data-testid="hand"] .sk-pick.hint')].map((b) => b.dataset.card),
            attack: document.querySelector('[data-testid="target-figure"]')?.dataset.attack ?? null,
            parry: document.querySelector('[data-testid="target-figure"]')?.dataset.parry ?? null,
            ringed: [...document.querySelectorAll('[data-testid="target-figure"] .skt-line')]
              .filter((g) => g.querySelector('.skt-lit-parry.on')).map((g) => g.dataset.line.toLowerCase()),
          }));
          // The target shows the line of a hinted card, and rings every hinted parry's line (an
          // action of two cards, say two parries discarded, rings both).
          const lines = (pattern) => shown.cards.map((card) => card.match(pattern)?.[1]).filter(Boolean);
          const attacks = lines(/^(?:coup-droit|coupe|degagement)-(quarte|sixte|septime|octave)/);
          const parries = lines(/^parade-(quarte|sixte|septime|octave)/);
          if (attacks.length) assert.ok(attacks.includes(shown.attack?.toLowerCase()), `the target shows the attack's line (${shown.attack}): ${words}`);
          if (parries.length) assert.ok(parries.includes(shown.parry?.toLowerCase()), `the target shows the parry's line (${shown.parry}): ${words}`);
          assert.deepEqual(parries.filter((line) => !shown.ringed.includes(line)), [], `every hinted parry's line ringed (${shown.ringed}): ${words}`);
        }
        await sensibleMove(page, await waitForDecision(page));
      }
      assert.equal(hints, HINTS, `${HINTS} hints asked`);
      await reportLongTasks(page, 'skirman');
    });
  });

  test('Fifes and Drums: the units moved and where they land', async () => {
    await withPage(live.browser, { label: 'hints fifes' }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(live.site.base + 'fifes-and-drums/');
      await visible(page, '[data-testid="setup"]');
      await page.click('[data-testid="lang-switch"] [data-lang="en"]');
      await page.click('[data-testid="mode-computer"]');
      await page.click('[data-testid="start-game"]');
      await visible(page, '[data-testid="table"]');
      await watchLongTasks(page);
      let hints = 0;
      for (let i = 0; i < 300 && hints < HINTS; i++) {
        if (await has(page, '[data-testid="game-over"]')) break;
        const cards = await page.$$('[data-testid="display"] button.fd-card');
        if (cards.length === 0 || !(await has(page, '[data-testid="hint"]')) || !(await hintReady(page))) {
          await page.waitForTimeout(60);
          continue;
        }
        const words = await askHint(page);
        hints++;
        assert.ok(await has(page, '[data-testid="display"] .fd-card.hint'), `the hinted card: ${words}`);
        assert.ok(await has(page, '[data-testid^="ghost-"]'), `the track previews the hint's move: ${words}`);
        // Play the hinted card as the chooser offers it.
        await page.click('[data-testid="display"] .fd-card.hint');
        if (await has(page, '[data-testid="split-1"]')) await page.click('[data-testid="split-1"]');
        if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
        await page.click('[data-testid="confirm"]');
      }
      assert.equal(hints, HINTS, `${HINTS} hints asked`);
      await reportLongTasks(page, 'fifes');
    });
  });
});
