// The guided first games (`<game>/learn/`, ui/guide.rs): a script clicks through every step of
// En Garde's and Fifes and Drums' walkthroughs, checks that the step's action is outlined, that
// a legal move of another step is refused with the guide's reason, that the step reached
// survives a reload, and that the guide ends on its summary and a way to play; screenshots in
// English and French.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { screenshots, visible, waitForLang, withPage, useSite } from './helpers.mjs';

const live = useSite();
const has = async (page, selector) => (await page.$(selector)) !== null;

async function openGuide(page, slug) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${live.site.base}${slug}/learn/`);
  await visible(page, '[data-testid="guide"][data-stage="asking"], [data-testid="guide"][data-stage="finished"]');
}

const stage = (page) => page.getAttribute('[data-testid="guide"]', 'data-stage');
const step = async (page) => Number(await page.getAttribute('[data-testid="guide"]', 'data-step'));

/** After the learner's action: the opponent's answers, then the explanation and "Next". */
async function explained(page, n) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="guide"]')?.dataset.stage === 'explained',
    null,
    { timeout: 10000 },
  );
  assert.equal(await step(page), n);
  const done = await page.innerText('[data-testid="guide-done"]');
  assert.ok(done.length > 40, `step ${n} explains what happened: ${done}`);
}

async function next(page) {
  const before = await step(page);
  await page.click('[data-testid="guide-next"]');
  await page.waitForFunction(
    (b) => {
      const g = document.querySelector('[data-testid="guide"]');
      return g && (Number(g.dataset.step) === b + 1 || g.dataset.stage === 'finished');
    },
    before,
    { timeout: 10000 },
  );
}

/** En Garde: a hand card (the outlined one of that value), then a prompt button. */
async function egCard(page, value) {
  const outlined = `[data-testid="hand"] button.eg-card.hint[data-card="${value}"]`;
  const any = `[data-testid="hand"] button.eg-card[data-card="${value}"]`;
  await page.click((await has(page, outlined)) ? outlined : any);
}
const prompt = (id) => `[data-testid="prompt"] [data-testid="${id}"]`;

const EN_GARDE = [
  async (page) => { await egCard(page, 4); await page.click(prompt('move-forward')); },
  async (page) => {
    await egCard(page, 5);
    if (await has(page, prompt('count-1'))) await page.click(prompt('count-1'));
    await page.click(prompt('attack'));
  },
  async (page) => { await page.click(prompt('parry')); },
  async (page) => {
    await egCard(page, 1);
    await page.click(prompt('advance-attack'));
    await egCard(page, 4);
    if (await has(page, prompt('count-1'))) await page.click(prompt('count-1'));
    await page.click(prompt('confirm-advance-attack'));
  },
  async (page) => { await page.click(prompt('retreat-2')); },
  async (page) => { await egCard(page, 4); await page.click(prompt('move-forward')); },
];

/** Fifes and Drums: the outlined display card, then its split, direction or charge. */
async function fdTake(page, { split, direction } = {}) {
  await page.click('[data-testid="display"] button.fd-card.hint');
  if (split) await page.click(`[data-testid="split-${split}"]`);
  if (direction) await page.click(`[data-testid="direction-${direction}"]`);
  await page.click('[data-testid="confirm"]');
}

const FIFES = [
  (page) => fdTake(page, { split: 2 }),
  (page) => fdTake(page, { direction: 'back' }),
  (page) => fdTake(page),
  (page) => fdTake(page, { split: 6 }),
];

/** A legal move of another step, which the guide refuses with its reason. */
const WRONG = {
  'en-garde': async (page) => { await egCard(page, 5); await page.click(prompt('move-forward')); },
  'fifes-and-drums': async (page) => {
    await page.click('[data-testid="display"] button.fd-card:not(.hint)');
    if (await has(page, '[data-testid="split-1"]')) await page.click('[data-testid="split-1"]');
    if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
    await page.click('[data-testid="confirm"]');
  },
};

const REFUSED = { en: 'this step is about something else', fr: 'cette étape porte sur autre chose' };

for (const [slug, steps] of [['en-garde', EN_GARDE], ['fifes-and-drums', FIFES]]) {
  describe(`${slug}: the guided first game`, () => {
    for (const lang of ['en', 'fr']) {
      test(`every step by clicking, a wrong move explained, a reload keeps the step (${lang})`, async () => {
        await withPage(live.browser, { locale: lang === 'fr' ? 'fr-FR' : 'en-US', label: `guide ${slug} ${lang}` }, async ({ page }) => {
          await page.goto(`${live.site.base}${slug}/`);
          await waitForLang(page, lang);
          // The game's page links to its guide.
          await (await visible(page, '[data-testid="guide-link"]')).click();
          await page.waitForURL((url) => url.pathname.endsWith(`/${slug}/learn/`));
          await openGuide(page, slug);
          assert.equal(await step(page), 0);
          await visible(page, '[data-testid="guide-intro"]');
          assert.ok(
            (await page.locator('.hint').count()) > 0,
            'what to play is outlined on the board',
          );

          // A legal move that is not this step's: refused, with the reason, nothing played.
          await WRONG[slug](page);
          await page.waitForFunction(
            (t) => document.querySelector('[data-testid="guide"]')?.innerText.toLowerCase().includes(t),
            REFUSED[lang],
            { timeout: 10000 },
          );
          assert.equal(await stage(page), 'asking');
          assert.equal(await step(page), 0);
          await screenshots(page, `guide-${slug}-refused-${lang}`);

          for (let n = 0; n < steps.length; n++) {
            await steps[n](page);
            await explained(page, n);
            if (n === 0) await screenshots(page, `guide-${slug}-explained-${lang}`);
            await next(page);
            if (n === 1) {
              // The step reached is kept: a reload goes on from it.
              await page.reload();
              await openGuide(page, slug);
              assert.equal(await step(page), 2, 'the guide goes on from step 3 after a reload');
            }
          }
          assert.equal(await stage(page), 'finished');
          const summary = await page.innerText('[data-testid="guide-summary"]');
          assert.ok(summary.length > 80, summary);
          await screenshots(page, `guide-${slug}-summary-${lang}`);
          // Done: play a real game (at the rules the guide taught: En Garde's is Advanced, with
          // the advance-and-attack and the retreat of its steps 4 and 5), or go through the
          // guide again.
          await page.click('[data-testid="guide-play"]');
          await page.waitForURL((url) => url.pathname.endsWith(`/${slug}/`));
          await visible(page, '[data-testid="start-game"]');
          if (slug === 'en-garde') {
            assert.equal(await page.inputValue('[data-testid="rule-set"]'), 'abacus-advanced', 'the game the guide opens is the one it taught');
          }
          await openGuide(page, slug);
          assert.equal(await stage(page), 'finished');
          await page.click('[data-testid="guide-restart"]');
          await page.waitForFunction(() => document.querySelector('[data-testid="guide"]')?.dataset.step === '0');
          await page.click('[data-testid="guide-skip"]');
          await page.waitForURL((url) => url.pathname.endsWith(`/${slug}/`));
          await visible(page, '[data-testid="start-game"]');
        });
      });
    }

    test('a tampered saved step starts the guide again', async () => {
      await withPage(live.browser, { label: `guide ${slug} tampered` }, async ({ page }) => {
        await page.goto(`${live.site.base}${slug}/learn/`);
        await page.evaluate((key) => localStorage.setItem(key, '99999999999999999999x'), `touche.guide.${slug}`);
        await openGuide(page, slug);
        assert.equal(await step(page), 0);
        await page.evaluate((key) => localStorage.setItem(key, '999'), `touche.guide.${slug}`);
        await openGuide(page, slug);
        assert.equal(await stage(page), 'finished', 'past the last step: the guide is finished');
      });
    });
  });
}
