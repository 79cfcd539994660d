// En Garde in a real browser: a refused card explained in words, and a hot-seat game with the
// hand-off screen (no hand in the DOM while it shows), a parry prompt and a round end.
// Screenshots: the piste, a refused card, the hand-off, the parry prompt, the round end.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { screenshots, visible, withPage, useSite } from './helpers.mjs';
import { has, humanStep, openTable as open, playMatch } from './en_garde_driver.mjs';

const live = useSite();
const openTable = (page, options) => open(page, live.site.base, options);


describe('En Garde table', () => {
  test('a card that cannot be played says why', async () => {
    await withPage(live.browser, { label: 'en garde refusal' }, async ({ page }) => {
      await openTable(page, { lang: 'en', rules: 'abacus-advanced' });
      await visible(page, '[data-testid="hand"]');
      await screenshots(page, 'en-garde-piste');
      // Play until a card is refused: a card blocked both ways, or, in the second step of an
      // advance-and-attack, a card that does not match the new distance.
      for (let i = 0; i < 3000; i++) {
        // An overlay (a round that just ended, possibly by a deck-out) comes first.
        if ((await has(page, '[data-testid="pause"]')) || (await has(page, '[data-testid="handoff"]')) || (await has(page, '[data-testid="game-over"]'))) {
          // A match can end without the situation: play another deal.
          if ((await humanStep(page)) === 'match-over') await page.click('[data-testid="rematch"]');
          continue;
        }
        const blocked = await page.$('[data-testid="hand"] button.eg-card.unplayable');
        if (blocked) {
          const why = await blocked.evaluate((b) => b.nextElementSibling?.textContent ?? '');
          assert.match(why, /(pass|land on|off the piste|distance)/, `reason shown: ${why}`);
          await blocked.evaluate((b) => b.click());
          const refusal = page.locator('[data-testid="refusal"]');
          const shown = await refusal.waitFor({ state: 'visible', timeout: 2000 }).then(() => true, () => false);
          if (shown) {
            assert.equal((await refusal.innerText()).trim(), why.trim());
            await screenshots(page, 'en-garde-refused-card');
            return;
          }
        }
        const cards = await page.$$('[data-testid="hand"] button.eg-card:not(.unplayable)');
        let advanced = false;
        for (const card of cards) {
          // A card played just before (or the computer's answer) may have ended the round: its
          // overlay then covers the hand, and the outer loop deals with it.
          const overlay = (await has(page, '[data-testid="pause"]')) || (await has(page, '[data-testid="handoff"]'));
          if (overlay || !(await card.click({ timeout: 2000 }).then(() => true, () => false))) break;
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
        if (did === 'match-over') await page.click('[data-testid="rematch"]');
        if (did === 'wait') await page.waitForTimeout(60);
      }
      throw new Error('never saw an unplayable card');
    });
  });
});


describe('En Garde hot-seat', () => {
  test('rounds with the hand-off screen, a parry prompt and a round end', async () => {
    await withPage(live.browser, { label: 'en garde hot-seat' }, async ({ page }) => {
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
        singleCardAttacks: true,
      };
      let handoffs = 0;
      let rounds = 0;
      for (let i = 0; i < 3000 && !(rounds >= 1 && taken.has('parry')); i++) {
        const did = await humanStep(page, shots);
        if (did === 'handoff') handoffs++;
        if (did === 'next-round') rounds++;
        if (did === 'match-over') await page.click('[data-testid="rematch"]');
      }
      assert.ok(handoffs >= 2, `the device changed hands (${handoffs})`);
      assert.ok(rounds >= 1, 'a round ended');
      assert.ok(taken.has('parry'), 'a parry was offered at some point');
    });
  });
});
