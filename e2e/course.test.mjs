// The guided Skirm'an course (skirman/learn/), all by clicking: every lesson completed with its
// expected answers (e2e/course_answers.json, written from the lessons by tests/skirman_course.rs),
// every wrong answer it lists tried first and its explanation checked; progress surviving a
// reload and a tampered value; the final bout's link; axe-core on a lesson (no serious or
// critical violation); screenshots in English and French, phone and desktop, of a lesson, a
// wrong answer's explanation and a lesson's summary (target/screenshots/). Every page must stay
// free of console errors and warnings, failed requests and requests leaving 127.0.0.1.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { screenshots, visible, waitForLang, withPage, useSite } from './helpers.mjs';

const live = useSite();
const HERE = dirname(fileURLToPath(import.meta.url));
const SHOTS = join(HERE, '..', 'target', 'screenshots');
const LESSONS = JSON.parse(readFileSync(join(HERE, 'course_answers.json'), 'utf8'));
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const log = (...args) => console.log('   ', ...args);
const course = () => `${live.site.base}skirman/learn/`;

/** Selects the cards (the k-th copy for a card named twice) and presses the button. */
async function attempt(page, { cards, button }) {
  const seen = {};
  for (const card of cards) {
    const k = seen[card] ?? 0;
    seen[card] = k + 1;
    // A card the rules refuse now is aria-disabled (dimmed, with its reason), yet a lesson lets
    // the learner try it, to explain why: Playwright must be told to press it anyway.
    await page.locator(`[data-testid="hand"] button.sk-pick[data-card="${card}"]`).nth(k).click({ force: true });
  }
  await page.locator(`[data-testid="learn-actions"] [data-testid="${button}"]`).first().click();
}

/** Plays lesson `index` from its page: each wrong answer first (its explanation must show),
 * then the answer. Returns the explanations seen. */
async function playLesson(page, index, { onWrong } = {}) {
  const lesson = LESSONS[index];
  await page.waitForSelector(`[data-testid="lesson"][data-slug="${lesson.slug}"]`);
  const explanations = [];
  for (const [i, decision] of lesson.decisions.entries()) {
    await visible(page, `[data-testid="lesson-prompt"][data-decision="${i}"]`);
    for (const [w, wrong] of decision.wrong.entries()) {
      await attempt(page, wrong);
      const feedback = await visible(page, `[data-testid="lesson-feedback"][data-kind="wrong"][data-wrong="${i}-${w}"]`);
      const text = (await feedback.innerText()).trim();
      assert.ok(text.length > 20, `${lesson.slug} ${i}-${w}: an explanation (${text})`);
      explanations.push(text);
      if (onWrong) await onWrong(lesson, i, w);
      if (wrong.playedOut) {
        await (await visible(page, '[data-testid="learn-retry"]')).click();
        await page.waitForSelector('[data-testid="learn-retry"]', { state: 'detached' });
      }
      await visible(page, `[data-testid="lesson-prompt"][data-decision="${i}"]`);
    }
    await attempt(page, decision.answer);
    await visible(page, '[data-testid="lesson-feedback"][data-kind="right"]');
  }
  await visible(page, '[data-testid="lesson-summary"]');
  return explanations;
}

async function shot(page, name) {
  await screenshots(page, name, SHOTS);
}

describe('the Skirm\'an course', () => {
  test('the whole course by clicking, every wrong answer explained, progress kept', async () => {
    await withPage(live.browser, { locale: 'en-US', label: 'course' }, async ({ page }) => {
      await page.goto(course());
      await visible(page, '[data-testid="course"]');
      assert.equal(await page.locator('[data-testid="lesson-item"]').count(), LESSONS.length);
      assert.match(await page.locator('[data-testid="course-progress"]').innerText(), /^0 of 19/);
      await page.click('[data-testid="course-start"]');
      let wrongs = 0;
      const decisions = [];
      for (let i = 0; i < LESSONS.length; i++) {
        const explanations = await playLesson(page, i);
        wrongs += explanations.length;
        decisions.push(LESSONS[i].decisions.length);
        if (i === 4) {
          // Progress survives a reload: back to the list, five lessons done.
          await page.goto(course());
          await page.reload();
          await visible(page, '[data-testid="course"]');
          assert.equal(await page.locator('[data-testid="lesson-done"]').count(), 5);
          assert.match(await page.locator('[data-testid="course-progress"]').innerText(), /^5 of 19/);
          await page.click('[data-testid="course-start"]');
          await page.waitForSelector(`[data-testid="lesson"][data-slug="${LESSONS[5].slug}"]`);
          continue;
        }
        if (i + 1 < LESSONS.length) await page.click('[data-testid="learn-next"]');
      }
      log(`${LESSONS.length} lessons, decisions ${decisions.join(' ')}, ${wrongs} wrong answers explained`);
      // The last lesson leads to the final bout.
      await visible(page, '[data-testid="lesson-summary"] [data-testid="final-bout-link"]');
      await page.reload();
      await page.goto(course());
      await visible(page, '[data-testid="course"]');
      assert.equal(await page.locator('[data-testid="lesson-done"]').count(), LESSONS.length);
      // A tampered value is read for what it holds.
      await page.evaluate(() => localStorage.setItem('touche.skirman.course', 'marche,\u0000💥,,nope,fleche'));
      await page.reload();
      await visible(page, '[data-testid="course"]');
      assert.equal(await page.locator('[data-testid="lesson-done"]').count(), 2);
      await page.click('[data-testid="course-reset"]');
      assert.equal(await page.locator('[data-testid="lesson-done"]').count(), 0);
      // An unknown lesson in the address shows the course.
      await page.goto(`${course()}#/lesson/nope`);
      await visible(page, '[data-testid="course"]');
      // The final bout: the game's page, the Beginner computer chosen, the teaching panel open.
      await page.evaluate(() => localStorage.setItem('touche.skirman.teaching', 'closed'));
      await page.click('[data-testid="final-bout-link"]');
      await page.waitForURL((url) => url.pathname.endsWith('/skirman/') && url.hash === '#/beginner');
      assert.ok(await (await visible(page, '[data-testid="mode-computer-beginner"]')).isChecked());
      assert.equal(await page.evaluate(() => localStorage.getItem('touche.skirman.teaching')), 'open');
      await page.click('main [data-testid="start-game"]');
      await visible(page, '[data-testid="teaching-panel"] [data-testid="teaching-toggle"][aria-expanded="true"]');
    });
  });

  test('linked from home and from the game page', async () => {
    await withPage(live.browser, { locale: 'en-US', label: 'course links' }, async ({ page }) => {
      await page.goto(live.site.base);
      await page.click('[data-testid="learn-skirman"]');
      await visible(page, '[data-testid="course"]');
      await page.goto(`${live.site.base}skirman/`);
      await page.click('[data-testid="open-course"]');
      await visible(page, '[data-testid="course"]');
    });
  });

  test('axe-core finds no serious or critical problem on a lesson', async () => {
    await withPage(live.browser, { locale: 'en-US', label: 'course axe' }, async ({ page }) => {
      await page.goto(`${course()}#/lesson/${LESSONS[0].slug}`);
      await visible(page, '[data-testid="lesson-prompt"]');
      const check = async (label) => {
        await page.evaluate(AXE);
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run(document, { resultTypes: ['violations'] });
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        assert.deepEqual(violations, [], `${label}: ${violations.join('\n')}`);
      };
      await check('a lesson');
      await attempt(page, LESSONS[0].decisions[0].wrong[0]);
      await visible(page, '[data-testid="lesson-feedback"][data-kind="wrong"]');
      await check('a wrong answer');
      await page.goto(course());
      await visible(page, '[data-testid="course"]');
      await check('the course');
    });
  });

  for (const [lang, locale] of [['en', 'en-US'], ['fr', 'fr-FR']]) {
    test(`screenshots in ${lang}: a lesson, a wrong answer, a summary`, async () => {
      await withPage(live.browser, { locale, label: `course shots ${lang}` }, async ({ page }) => {
        // The high lines: a lesson with the target drawing.
        const index = LESSONS.findIndex((l) => l.slug === 'high-lines');
        await page.goto(`${course()}#/lesson/${LESSONS[index].slug}`);
        await waitForLang(page, lang);
        await visible(page, '[data-testid="lesson-prompt"]');
        await shot(page, `course-lesson-${lang}`);
        await playLesson(page, index, {
          onWrong: async (_lesson, i, w) => {
            if (i === 0 && w === 0) await shot(page, `course-wrong-${lang}`);
          },
        });
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `course-summary-${lang}`);
      });
    });
  }
});
