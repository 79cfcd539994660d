// Fifes and Drums in a real browser: full games against the computer (English and French) and
// a hot-seat game, all by clicking; the secret card is out of the DOM during hand-offs; the end
// screen reveals both cards. Screenshots: the track, the split preview, the end screen.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cardWordsOutside, DESKTOP, PHONE, screenshots, visible, withPage, useSite } from './helpers.mjs';

const live = useSite();

const has = async (page, selector) => (await page.$(selector)) !== null;

async function openGame(page, { lang, mode = 'computer' }) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(live.site.base + 'fifes-and-drums/');
  await visible(page, '[data-testid="setup"]');
  await page.click(`[data-testid="lang-switch"] [data-lang="${lang}"]`);
  await page.click(mode === 'computer' ? '[data-testid="mode-computer"]' : '[data-testid="mode-hotseat"]');
  await page.selectOption('[data-testid="first-player"]', 'player-one');
  await page.click('[data-testid="start-game"]');
  await visible(page, '[data-testid="table"]');
}

/** One decision: take the device, or take a card (a numbered card split evenly, an Ace to the rear). */
async function step(page, onSplit) {
  if (await has(page, '[data-testid="game-over"]')) return 'over';
  if (await has(page, '[data-testid="handoff-ready"]')) {
    assert.equal(await has(page, '[data-testid="my-card"]'), false, 'no secret card in the DOM during the hand-off');
    await page.click('[data-testid="handoff-ready"]');
    return 'handoff';
  }
  const cards = await page.$$('[data-testid="display"] button.fd-card');
  if (cards.length === 0) return 'wait';
  // Prefer a numbered card: it shows the split chooser and the preview.
  let chosen = false;
  for (const card of cards) {
    await card.click();
    if (await has(page, '[data-testid="split-1"]')) { chosen = true; break; }
  }
  if (!chosen) await cards[0].click();
  if (await has(page, '[data-testid="split-1"]')) {
    await page.click('[data-testid="split-1"]');
    await visible(page, '[data-testid="preview"]');
    assert.ok(await has(page, '[data-testid^="ghost-"]'), 'ghost tokens preview the move');
    if (onSplit) await onSplit();
  }
  if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
  await page.click('[data-testid="confirm"]');
  return 'took';
}

async function playToTheEnd(page, onSplit) {
  const seen = new Set();
  for (let i = 0; i < 600; i++) {
    const did = await step(page, onSplit);
    seen.add(did);
    if (did === 'over') return seen;
    if (did === 'wait') await page.waitForTimeout(60);
  }
  throw new Error(`the game did not end; seen: ${[...seen].join(', ')}`);
}

describe('Fifes and Drums against the computer', () => {
  for (const lang of ['en', 'fr']) {
    test(`a full game by clicking, in ${lang === 'en' ? 'English' : 'French'}`, async () => {
      await withPage(live.browser, { label: `fifes vs computer ${lang}` }, async ({ page }) => {
        await openGame(page, { lang });
        await visible(page, '[data-testid="my-card"]');
        assert.equal(await page.$$eval('[data-testid="track"] .fd-token', (t) => t.length), 6);
        assert.match(await page.innerText('[data-testid="excuse-reminder"]'), lang === 'en' ? /Excuse/ : /Excuse/);
        await screenshots(page, `fifes-track-${lang}`);
        let shot = false;
        await playToTheEnd(page, async () => {
          if (!shot) {
            shot = true;
            await screenshots(page, `fifes-split-preview-${lang}`);
          }
        });
        const result = await page.innerText('[data-testid="result"]');
        assert.match(result, lang === 'en' ? /(win|draw)/i : /(gagn|nulle)/i, result);
        assert.ok(await has(page, '[data-testid="revealed-1"]') && await has(page, '[data-testid="revealed-2"]'), 'both cards revealed');
        await screenshots(page, `fifes-end-${lang}`);
        // The Excuse turned up is in the display: drawn with its name and what it does, inside
        // the card, on a desktop and on a phone (where the other cards show their rank and suits).
        for (const viewport of [DESKTOP, PHONE, { width: 320, height: 640 }]) {
          await page.setViewportSize(viewport);
          const excuse = await page.$eval('[data-testid="display"] [data-card="the-excuse"]', (card) => {
            const box = card.getBoundingClientRect();
            return ['.fd-card-name', '.fd-card-order'].map((s) => {
              const part = card.querySelector(s);
              const b = part.getBoundingClientRect();
              const style = getComputedStyle(part);
              return { text: part.textContent, shown: b.width > 20 && b.height > 8 && style.clip === 'auto' && b.left >= box.left && b.right <= box.right };
            });
          });
          assert.match(excuse[0].text, /Excuse/);
          assert.deepEqual(excuse.map((e) => e.shown), [true, true], `the Excuse's name and order shown at ${viewport.width} px: ${JSON.stringify(excuse)}`);
          assert.deepEqual(await cardWordsOutside(page, '.fd-card'), [], `the display's words inside its cards at ${viewport.width} px`);
        }
        await page.setViewportSize(DESKTOP);
        const turns = await page.$$eval('[data-testid="log"] .tb-log-round', (rows) => rows.length);
        assert.ok(turns >= 27 && turns <= 32, `the game lasted ${turns} turns`);
        await page.click('[data-testid="rematch"]');
        await visible(page, '[data-testid="my-card"]');
      });
    });
  }
});

describe('Fifes and Drums hot-seat', () => {
  test('a full game with the hand-off screen hiding each secret card', async () => {
    await withPage(live.browser, { label: 'fifes hot-seat' }, async ({ page }) => {
      await openGame(page, { lang: 'en', mode: 'hotseat' });
      await visible(page, '[data-testid="handoff"]');
      await screenshots(page, 'fifes-handoff');
      const cardsSeen = new Set();
      for (let i = 0; i < 600; i++) {
        const did = await step(page);
        if (did === 'over') break;
        const mine = await page.$('[data-testid="my-card"]');
        if (mine) cardsSeen.add(await mine.getAttribute('data-card'));
        if (did === 'wait') await page.waitForTimeout(30);
      }
      assert.ok(await has(page, '[data-testid="game-over"]'), 'the game ended');
      assert.equal(cardsSeen.size, 2, `each player saw their own card: ${[...cardsSeen]}`);
    });
  });
});
