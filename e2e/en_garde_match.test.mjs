// En Garde in a real browser: full matches against the computer, clicked through in English and
// in French, then a rematch. Reduced motion is emulated so the computer answers quickly; every
// page must stay free of console errors, failed requests and requests leaving 127.0.0.1.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { screenshots, visible, withPage, useSite } from './helpers.mjs';
import { has, humanStep, openTable as open, playMatch } from './en_garde_driver.mjs';

const live = useSite();
const openTable = (page, options) => open(page, live.site.base, options);


describe('En Garde against the computer', () => {
  for (const lang of ['en', 'fr']) {
    test(`a full match by clicking, in ${lang === 'en' ? 'English' : 'French'}`, async () => {
      await withPage(live.browser, { label: `en garde vs computer ${lang}` }, async ({ page }) => {
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
});
