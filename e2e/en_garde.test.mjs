// En Garde in a real browser: full matches against the computer in English and French, a
// hot-seat round with the hand-off screen (no hand in the DOM while it shows), a refused card
// explained in words, and screenshots of the piste, an attack, a parry prompt and a round end.
// Reduced motion is emulated so the computer answers quickly; every page must stay free of
// console errors, failed requests and requests leaving 127.0.0.1 (helpers.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, screenshots, startSite, visible, withPage } from './helpers.mjs';

let browser;
let site;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

const has = async (page, selector) => (await page.$(selector)) !== null;

async function openTable(page, { lang, rules = 'abacus-classic', mode = 'computer' }) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(site.base + '#/en-garde');
  await visible(page, '[data-testid="en-garde-setup"]');
  await page.click(`[data-testid="lang-switch"] [data-lang="${lang}"]`);
  await page.selectOption('[data-testid="rule-set"]', rules);
  await page.click(mode === 'computer' ? '[data-testid="mode-computer"]' : '[data-testid="mode-hotseat"]');
  await page.click('[data-testid="start-match"]');
  await visible(page, '[data-testid="en-garde-table"]');
}

/**
 * One decision by the person at the screen: dismiss a round report, take the device, answer an
 * attack (parry if possible, else retreat, else take the hit), or play a card (attack when the
 * card allows it, else move forward, else back). Returns what was done.
 */
async function humanStep(page, shots = {}) {
  if (await has(page, '[data-testid="rematch"]')) return 'match-over';
  if (await has(page, '[data-testid="next-round"]')) {
    if (shots.roundOver) await shots.roundOver();
    await page.click('[data-testid="next-round"]');
    return 'next-round';
  }
  if (await has(page, '[data-testid="handoff-ready"]')) {
    assert.equal(await has(page, '[data-testid="hand"]'), false, 'no hand in the DOM during the hand-off');
    if (shots.handoff) await shots.handoff();
    await page.click('[data-testid="handoff-ready"]');
    return 'handoff';
  }
  const prompt = '[data-testid="prompt"]';
  if (await has(page, `${prompt} [data-testid="parry"]`)) {
    if (shots.parry) await shots.parry();
    await page.click(`${prompt} [data-testid="parry"]`);
    return 'parry';
  }
  const retreat = await page.$(`${prompt} [data-testid^="retreat-"]`);
  if (retreat) {
    await retreat.click();
    return 'retreat';
  }
  if (await has(page, `${prompt} [data-testid="take-hit"]`)) {
    await page.click(`${prompt} [data-testid="take-hit"]`);
    if (await has(page, '[data-testid="confirm-take-hit"]')) await page.click('[data-testid="confirm-take-hit"]');
    return 'take-hit';
  }
  if (await has(page, `${prompt} [data-testid="pass"]`)) {
    await page.click(`${prompt} [data-testid="${(await has(page, `${prompt} [data-testid="attack"]`)) ? 'attack' : 'pass'}"]`);
    return 'final';
  }
  const cards = await page.$$('[data-testid="hand"] button.eg-card:not(.unplayable)');
  if (cards.length === 0) return 'wait';
  // Largest playable card first: it reaches the opponent soonest.
  await cards[cards.length - 1].click();
  for (const id of ['attack', 'move-forward', 'move-back']) {
    if (await has(page, `${prompt} [data-testid="${id}"]`)) {
      if (id === 'attack' && shots.attack) {
        await page.click(`${prompt} [data-testid="attack"]`);
        await shots.attack();
        return 'attack';
      }
      await page.click(`${prompt} [data-testid="${id}"]`);
      return id;
    }
  }
  return 'wait';
}

async function playMatch(page, shots) {
  const seen = new Set();
  for (let i = 0; i < 3000; i++) {
    const did = await humanStep(page, shots);
    seen.add(did);
    if (did === 'match-over') return seen;
    if (did === 'wait') await page.waitForTimeout(60);
  }
  throw new Error(`the match did not finish; actions seen: ${[...seen].join(', ')}`);
}

describe('En Garde against the computer', () => {
  for (const lang of ['en', 'fr']) {
    test(`a full match by clicking, in ${lang === 'en' ? 'English' : 'French'}`, async () => {
      await withPage(browser, { label: `en garde vs computer ${lang}` }, async ({ page }) => {
        await openTable(page, { lang });
        const word = lang === 'en' ? 'Round' : 'Manche';
        assert.match(await page.innerText('[data-testid="scoreboard"]'), new RegExp(word));
        let shotTaken = false;
        const seen = await playMatch(page, {
          attack: async () => {
            if (!shotTaken && lang === 'en') {
              shotTaken = true;
              await page.waitForTimeout(150);
              await screenshots(page, 'en-garde-attack');
            }
          },
        });
        assert.ok(seen.has('next-round'), 'several rounds were played');
        const score = await page.innerText('[data-testid="match-score"]');
        assert.match(score, /5/, `someone reached 5: ${score}`);
        await screenshots(page, `en-garde-match-over-${lang}`);
        // The log tells the story in the chosen language.
        const log = await page.innerText('[data-testid="log"]');
        assert.match(log, lang === 'en' ? /(advance|attack)/ : /(avance|attaque)/);
        // Rematch starts a fresh match.
        await page.click('[data-testid="rematch"]');
        await visible(page, '[data-testid="hand"]');
        assert.match(await page.innerText('[data-testid="score-one"]'), /0/);
      });
    });
  }

  test('a card that cannot be played says why', async () => {
    await withPage(browser, { label: 'en garde refusal' }, async ({ page }) => {
      await openTable(page, { lang: 'en', rules: 'abacus-advanced' });
      await visible(page, '[data-testid="hand"]');
      await screenshots(page, 'en-garde-piste');
      // Play until a card is refused: a card blocked both ways, or, in the second step of an
      // advance-and-attack, a card that does not match the new distance.
      for (let i = 0; i < 3000; i++) {
        // An overlay (a round that just ended, possibly by a deck-out) comes first.
        const overlay = (await has(page, '[data-testid="round-over"]')) || (await has(page, '[data-testid="handoff"]'));
        const blocked = overlay ? null : await page.$('[data-testid="hand"] button.eg-card.unplayable');
        if (blocked) {
          const why = await blocked.evaluate((b) => b.nextElementSibling?.textContent ?? '');
          assert.match(why, /(pass|land on|off the piste|distance)/, `reason shown: ${why}`);
          await blocked.evaluate((b) => b.click());
          const refusal = page.locator('[data-testid="refusal"]');
          if (await refusal.isVisible()) {
            assert.equal((await refusal.innerText()).trim(), why.trim());
            await screenshots(page, 'en-garde-refused-card');
            return;
          }
        }
        const cards = await page.$$('[data-testid="hand"] button.eg-card:not(.unplayable)');
        let advanced = false;
        for (const card of cards) {
          await card.click();
          if (await has(page, '[data-testid="prompt"] [data-testid="advance-attack"]')) {
            await page.click('[data-testid="prompt"] [data-testid="advance-attack"]');
            advanced = true;
            break;
          }
          if (await has(page, '[data-testid="prompt"] [data-testid="cancel"]')) {
            await page.click('[data-testid="prompt"] [data-testid="cancel"]');
          }
        }
        if (advanced) continue;
        const did = await humanStep(page);
        if (did === 'match-over') break;
        if (did === 'wait') await page.waitForTimeout(60);
      }
      throw new Error('never saw an unplayable card');
    });
  });
});

describe('En Garde hot-seat', () => {
  test('rounds with the hand-off screen, a parry prompt and a round end', async () => {
    await withPage(browser, { label: 'en garde hot-seat' }, async ({ page }) => {
      await openTable(page, { lang: 'en', mode: 'hotseat', rules: 'abacus-advanced' });
      const taken = new Set();
      const once = (name, fn) => async () => {
        if (taken.has(name)) return;
        taken.add(name);
        await fn();
      };
      const shots = {
        handoff: once('handoff', () => screenshots(page, 'en-garde-handoff')),
        parry: once('parry', () => screenshots(page, 'en-garde-parry-prompt')),
        roundOver: once('round', () => screenshots(page, 'en-garde-round-end')),
      };
      let handoffs = 0;
      let rounds = 0;
      for (let i = 0; i < 3000 && !(rounds >= 1 && taken.has('parry')); i++) {
        const did = await humanStep(page, shots);
        if (did === 'handoff') handoffs++;
        if (did === 'next-round') rounds++;
        if (did === 'match-over') break;
      }
      assert.ok(handoffs >= 2, `the device changed hands (${handoffs})`);
      assert.ok(rounds >= 1, 'a round ended');
      assert.ok(taken.has('parry'), 'a parry was offered at some point');
    });
  });
});
