// The board and the player's decision on one screen (issue 29): for each game, on a phone
// (375×812) and a desktop (1280×800), at a decision reached in a played game against the
// computer, the board, the prompt, the hand (or display) and the primary action are all within
// the viewport, below the sticky header, as the page shows them (after the table moved the focus
// to the decision; nothing is scrolled by the test); and no page scrolls sideways. On a phone
// the secondary bar keeps one row (at 320 px too, in French), and each game's page of finished
// games (statistics with data, history) and its replay viewer fit 320 and 375 px, below the
// sticky header.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { join } from 'node:path';
import { axeCheck, cardWordsOutside, DESKTOP, PHONE, SCREENSHOTS, visible, withPage, useSite } from './helpers.mjs';
import { has, humanStep, openTable } from './en_garde_driver.mjs';
import { sensibleMove, startBout, waitForDecision } from './skirman_driver.mjs';

const live = useSite();

/** Lets Yew render, the focus move and the browser scroll. */
async function settle(page) {
  await page.waitForTimeout(250);
  // Until the page stops scrolling and moving (smooth focus scrolling, a dialog's animation).
  await page.evaluate(() => new Promise((ok) => {
    const frame = () => new Promise((f) => requestAnimationFrame(f));
    const state = () => `${scrollY} ${document.querySelector('[data-testid="table"]')?.getBoundingClientRect().top}`;
    (async () => {
      let last = state();
      for (let i = 0; i < 60; i++) {
        await frame();
        await frame();
        const now = state();
        if (now === last) break;
        last = now;
      }
      ok();
    })();
  }));
}

/** No sideways scrolling of the page. */
async function assertNoSidewaysScroll(page, where) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/**
 * Nothing of the table (or of `rootSelector`) sticks out sideways, and nothing in it scrolls
 * sideways (a track or a piste wider than the screen, behind a scroll bar; a score board cut).
 */
async function assertNothingSideways(page, where, rootSelector = '[data-testid="table"]') {
  const wrong = await page.evaluate((rootSelector) => {
    const out = [];
    const root = document.querySelector(rootSelector);
    for (const el of [root, ...root.querySelectorAll('*')]) {
      // Skirm'an's phrase d'armes scrolls sideways by design once it is long (its newest card
      // kept in sight).
      if (el.closest('.sk-chain')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = `${el.tagName.toLowerCase()}${el.dataset?.testid ? `[${el.dataset.testid}]` : ''}.${el.getAttribute('class') ?? ''}`;
      if (box.left < -1 || box.right > window.innerWidth + 1) {
        out.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
      const overflow = getComputedStyle(el).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        out.push(`${name} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth}`);
      }
    }
    return out.slice(0, 12);
  }, rootSelector);
  assert.deepEqual(wrong, [], `${where}: sideways, in a ${await page.evaluate(() => innerWidth)} px window:\n  ${wrong.join('\n  ')}`);
}

/**
 * Undo, redo, resign and the shortcuts in one row on a desktop (in French too); on a phone (the
 * shortcuts are for a keyboard) the hint, undo, redo and resign in one row.
 */
async function assertBarOneRow(page, kind, where) {
  const items = kind === 'desktop' ? '[data-testid="table"] .tb-bar > *' : '[data-testid="table"] :is(.tb-assist > button, .tb-bar > *)';
  const middles = await page.$$eval(items, (found) => found
    .map((b) => b.getBoundingClientRect())
    .filter((b) => b.width > 0)
    .map((b) => Math.round((b.top + b.bottom) / 2)));
  const spread = Math.max(...middles) - Math.min(...middles);
  assert.ok(middles.length >= 3 && spread <= 4, `${where}: the bar in one row (its items' middles: ${middles.join(', ')})`);
}

/**
 * Every element of `parts` ({ name: selector }) lies whole inside the viewport and below the
 * sticky header.
 */
async function assertInView(page, parts, where) {
  const found = await page.evaluate((parts) => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const top = Math.max(0, header ? header.bottom : 0);
    const out = { top, bottom: window.innerHeight, right: window.innerWidth, boxes: {} };
    for (const [name, selector] of Object.entries(parts)) {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      out.boxes[name] = box && box.width > 0 ? { top: box.top, bottom: box.bottom, left: box.left, right: box.right } : null;
    }
    return out;
  }, parts);
  const wrong = [];
  for (const [name, box] of Object.entries(found.boxes)) {
    if (!box) {
      wrong.push(`${name} (${parts[name]}) is missing`);
    } else if (box.top < found.top - 1 || box.bottom > found.bottom + 1 || box.left < -1 || box.right > found.right + 1) {
      const r = (n) => Math.round(n);
      wrong.push(`${name} spans ${r(box.top)}–${r(box.bottom)} × ${r(box.left)}–${r(box.right)}`);
    }
  }
  assert.deepEqual(wrong, [], `${where}: not all in view (the screen shows ${Math.round(found.top)}–${found.bottom} below the header):\n  ${wrong.join('\n  ')}`);
}

/**
 * Every card's words whole inside it: Skirm'an's names (2 px from its edges) and Fifes and
 * Drums' display (a name, a suit and its tag, what the card does), a word broken only between
 * syllables, with a hyphen.
 */
async function assertCardWordsInside(page, where) {
  const wrong = [...await cardWordsOutside(page, '.sk-card', 2), ...await cardWordsOutside(page, '.fd-card')];
  assert.deepEqual(wrong, [], `${where}: card words not whole inside their card, in a ${await page.evaluate(() => innerWidth)} px window:\n  ${wrong.slice(0, 12).join('\n  ')}`);
}

/** What the screen shows (the viewport, not the whole page), to look at: e2e/screenshots/layout/. */
async function shot(page, name) {
  await page.screenshot({ path: join(SCREENSHOTS, 'layout', `${name}.png`) });
}

const VIEWPORTS = [['phone', PHONE], ['desktop', DESKTOP]];

describe('En Garde: piste, prompt, hand and action on one screen', () => {
  for (const [kind, viewport] of VIEWPORTS) {
    for (const lang of ['en', 'fr']) {
      test(`${kind}, ${lang}`, async () => {
        await withPage(live.browser, { label: `en garde layout ${kind} ${lang}`, viewport }, async ({ page }) => {
          await openTable(page, live.site.base, { lang });
          await assertNoSidewaysScroll(page, 'the table');
          // A few decisions of a played game, then the next one with a card chosen.
          let played = 0;
          for (let i = 0; played < 3 && i < 400; i++) {
            const did = await humanStep(page);
            if (['move-forward', 'move-back', 'attack', 'parry', 'retreat'].includes(did)) played++;
            if (did === 'wait') await page.waitForTimeout(60);
          }
          const card = '[data-testid="hand"] button.eg-card:not(.unplayable)';
          for (let i = 0; i < 200 && !(await has(page, card)); i++) {
            if ((await humanStep(page)) === 'wait') await page.waitForTimeout(60);
          }
          await settle(page);
          await page.locator(card).first().click();
          await settle(page);
          await shot(page, `en-garde-${kind}-${lang}`);
          await assertInView(page, {
            scoreboard: '.eg-scoreboard',
            piste: '[data-testid="piste"]',
            prompt: '[data-testid="prompt"]',
            hand: '[data-testid="hand"]',
            action: '[data-testid="prompt"] button.primary, [data-testid="prompt"] button[data-testid^="move-"], [data-testid="prompt"] button[data-testid="attack"]',
          }, `En Garde ${kind} ${lang}`);
          await assertNoSidewaysScroll(page, 'the table at a decision');
          await assertBarOneRow(page, kind, `En Garde ${kind} ${lang}`);
          await assertNothingSideways(page, `En Garde ${kind} ${lang}`);
          await assertPisteReadable(page, kind, `En Garde ${kind} ${lang}`);
        });
      });
    }
  }
});

/**
 * En Garde's names are never cut (the score board's, the piste's labels), every square's number
 * is shown and clear of its neighbours' in its row (a phone's numbers alternate between two
 * rows), and the fencers are drawn large enough to read.
 */
async function assertPisteReadable(page, kind, where) {
  const found = await page.evaluate(() => {
    const piste = document.querySelector('[data-testid="piste"] svg').getBoundingClientRect();
    const names = [...document.querySelectorAll('.eg-light-name')].map((n) => ({
      name: n.textContent, cut: n.scrollWidth > n.clientWidth + 1,
    }));
    const labels = [...document.querySelectorAll('.eg-fencer-label')].map((l) => {
      const b = l.getBoundingClientRect();
      return { name: l.textContent, inside: b.left >= piste.left - 1 && b.right <= piste.right + 1 };
    });
    const numbers = [...document.querySelectorAll('.eg-square text')].map((t) => {
      const b = t.getBoundingClientRect();
      return { n: t.textContent, shown: getComputedStyle(t).visibility === 'visible' && b.width > 0, left: b.left, right: b.right, top: b.top, bottom: b.bottom };
    });
    const overlapping = [];
    for (let i = 0; i < numbers.length; i++) {
      for (let j = i + 1; j < numbers.length; j++) {
        const [a, b] = [numbers[i], numbers[j]];
        if (a.left < b.right && b.left < a.right && Math.abs(a.top - b.top) < 2) overlapping.push(`${a.n}/${b.n}`);
      }
    }
    const fencers = [...document.querySelectorAll('.eg-figure')].map((f) => Math.round(f.getBoundingClientRect().height));
    return { names, labels, hidden: numbers.filter((n) => !n.shown).map((n) => n.n), overlapping, fencers };
  });
  assert.deepEqual(found.names.filter((n) => n.cut), [], `${where}: a name cut on the score board`);
  assert.deepEqual(found.labels.filter((l) => !l.inside), [], `${where}: a fencer's name cut by the piste's edge`);
  assert.deepEqual(found.hidden, [], `${where}: square numbers not shown`);
  assert.deepEqual(found.overlapping, [], `${where}: square numbers running into each other: ${found.overlapping.join(' ')}`);
  if (kind === 'phone') {
    assert.ok(found.fencers.every((h) => h >= 50), `${where}: fencers ${found.fencers.join(' and ')} px tall on a phone (50 at least)`);
  }
}

describe("Skirm'an: score board, prompt, chain, hand and action on one screen", () => {
  for (const [kind, viewport] of VIEWPORTS) {
    for (const lang of ['en', 'fr']) {
      test(`${kind}, ${lang}`, async () => {
        await withPage(live.browser, { label: `skirman layout ${kind} ${lang}`, viewport, locale: lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page }) => {
          await startBout(page, live.site.base);
          await assertNoSidewaysScroll(page, 'the table');
          let snap = await waitForDecision(page);
          for (let i = 0; i < 2 && !snap.over && !snap.handoff; i++) {
            await sensibleMove(page, snap);
            snap = await waitForDecision(page);
          }
          assert.ok(!snap.over, 'the bout is not over after three decisions');
          // The driver's clicks in the coach below scrolled the page as a player would: back to
          // the table's top, then the card picked as a player would, and the page left as the
          // table leaves it.
          await page.evaluate(() => window.scrollTo(0, 0));
          await settle(page);
          const playable = snap.hand.find((c) => c.playable);
          if (playable) {
            await page.click(`[data-testid="hand"] [data-testid="${playable.testid}"]`);
            await settle(page);
          }
          await shot(page, `skirman-${kind}-${lang}`);
          await assertInView(page, {
            scoreboard: '[data-testid="scoreboard"]',
            prompt: '[data-testid="prompt"]',
            chain: '[data-testid="chain-area"]',
            hand: '[data-testid="hand"]',
            ...(playable ? { action: '[data-testid="actions"] button' } : {}),
          }, `Skirm'an ${kind} ${lang}`);
          await assertNoSidewaysScroll(page, 'the table at a decision');
          await assertBarOneRow(page, kind, `Skirm'an ${kind} ${lang}`);
          await assertNothingSideways(page, `Skirm'an ${kind} ${lang}`);
          await assertCardWordsInside(page, `Skirm'an ${kind} ${lang}`);
          if (kind === 'phone') {
            await page.setViewportSize({ width: 320, height: 640 });
            await settle(page);
            await assertCardWordsInside(page, `Skirm'an 320 ${lang}`);
          }
        });
      });
    }
  }
});

/**
 * Every card that cannot be played hovered, on a phone: its reason (a tooltip shown on hover or
 * focus) lies inside the screen, and hidden it does not widen the page. Centred on a card at
 * the screen's edge, it once left it (Skirm'an: CI's layout test; En Garde: the page 393 px wide
 * on a 375 px phone, the reason unseen). The page's width after every step; every refused card
 * of each step hovered, until four or more were. `next()` takes a step, false once the game is over.
 */
async function reasonsInside(page, { next, refused, reason, where }) {
  let checked = 0;
  for (let i = 0; i < 400 && checked < 4; i++) {
    await assertNoSidewaysScroll(page, `${where}, step ${i}`);
    for (const card of await page.$$(refused)) {
      await card.hover();
      const box = await page.$eval(reason, (w) => {
        const b = w.getBoundingClientRect();
        return { left: Math.round(b.left), right: Math.round(b.right), shown: getComputedStyle(w).display !== 'none', text: w.textContent };
      });
      assert.ok(box.shown && box.left >= 0 && box.right <= PHONE.width,
        `${where}: a refused card's reason at ${box.left}–${box.right} (shown: ${box.shown}): ${box.text}`);
      checked += 1;
    }
    if (!(await next())) break;
  }
  console.log(`${where}: ${checked} refused card(s) hovered, each reason inside the screen`);
  return checked;
}

describe("a card's reason for not playing stays inside a phone's screen", () => {
  test('En Garde, in French', async () => {
    await withPage(live.browser, { label: 'en garde reasons on a phone', viewport: PHONE, locale: 'fr-FR' }, async ({ page }) => {
      await openTable(page, live.site.base, { lang: 'fr' });
      await reasonsInside(page, {
        where: 'En Garde phone fr',
        refused: '[data-testid="hand"] .eg-card.unplayable',
        reason: '[data-testid="hand"] li:hover .card-why',
        next: async () => {
          const did = await humanStep(page);
          if (did === 'wait') await page.waitForTimeout(60);
          return did !== 'match-over';
        },
      });
    });
  });
  test("Skirm'an, in French", async () => {
    await withPage(live.browser, { label: 'skirman reasons on a phone', viewport: PHONE, locale: 'fr-FR' }, async ({ page }) => {
      await startBout(page, live.site.base);
      let snap = await waitForDecision(page);
      const checked = await reasonsInside(page, {
        where: "Skirm'an phone fr",
        refused: '[data-testid="hand"] .sk-pick.dimmed',
        reason: '[data-testid="hand"] li:hover .card-why',
        next: async () => {
          if (snap.over) return false;
          await sensibleMove(page, snap);
          snap = await waitForDecision(page);
          return true;
        },
      });
      // Defending against an attack, most of a hand is refused: met in every bout.
      assert.ok(checked > 0, 'no refused card met in the bout');
    });
  });
});

describe('Fifes and Drums: track, display, chooser and Confirm on one screen', () => {
  for (const [kind, viewport] of VIEWPORTS) {
    for (const lang of ['en', 'fr']) {
    test(`${kind}, ${lang}`, async () => {
      await withPage(live.browser, { label: `fifes layout ${kind} ${lang}`, viewport, locale: lang === 'fr' ? 'fr-FR' : 'en-US' }, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(live.site.base + 'fifes-and-drums/');
        await visible(page, '[data-testid="setup"]');
        await page.click('[data-testid="mode-computer"]');
        await page.selectOption('[data-testid="first-player"]', 'player-one');
        await page.click('[data-testid="start-game"]');
        await assertNoSidewaysScroll(page, 'the table');
        const cards = '[data-testid="display"] button.fd-card';
        // Two turns taken, then the third card considered: a numbered card split, if any.
        for (let turn = 0; turn < 3; turn++) {
          await visible(page, cards);
          await settle(page);
          let numbered = false;
          for (const card of await page.$$(cards)) {
            await card.click();
            if (await has(page, '[data-testid="split-1"]')) { numbered = true; break; }
          }
          if (!numbered) await page.locator(cards).first().click();
          if (await has(page, '[data-testid="split-1"]')) await page.click('[data-testid="split-1"]');
          if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
          if (turn < 2) {
            await page.click('[data-testid="confirm"]');
            await page.waitForFunction(() => !document.querySelector('[data-testid="display"] button.fd-card'));
          }
        }
        await settle(page);
        await shot(page, `fifes-${kind}-${lang}`);
        await assertInView(page, {
          track: '[data-testid="track"]',
          display: '[data-testid="display"] ul',
          chooser: '[data-testid="chooser"] h3',
          confirm: '[data-testid="confirm"]',
        }, `Fifes and Drums ${kind} ${lang}`);
        // Every unit on the track is whole, in sight and legible (the whole track fits the
        // width, up to the farthest space a unit can reach).
        const units = await page.$$eval('[data-testid="track"] .fd-token', (tokens) => {
          const frame = document.querySelector('[data-testid="track"]').getBoundingClientRect();
          return tokens.map((t) => {
            const b = t.querySelector('.fd-token-disc').getBoundingClientRect();
            return { unit: t.dataset.testid, inside: b.left >= frame.left - 1 && b.right <= frame.right + 1 && b.width >= 14 };
          });
        });
        assert.deepEqual(units.filter((u) => !u.inside), [], 'every unit whole, on screen and legible');
        // The front line's label, turned on its side, whole inside the enemy's band.
        const label = await page.evaluate(() => {
          const [text, band] = ['.fd-enemy text', '.fd-enemy rect'].map((s) => document.querySelector(`[data-testid="track"] ${s}`).getBoundingClientRect());
          return { text: [text.left, text.top, text.right, text.bottom].map(Math.round), band: [band.left, band.top, band.right, band.bottom].map(Math.round) };
        });
        assert.ok(label.text[0] >= label.band[0] && label.text[1] >= label.band[1] && label.text[2] <= label.band[2] && label.text[3] <= label.band[3],
          `the front line's label (${label.text}) inside its band (${label.band})`);
        await assertNoSidewaysScroll(page, 'the table at a decision');
        await assertNothingSideways(page, `Fifes and Drums ${kind} ${lang}`);
        await assertBarOneRow(page, kind, `Fifes and Drums ${kind} ${lang}`);
        // The display's cards at every width between a phone's and a desktop's.
        for (const width of kind === 'phone' ? [320, 375, 480, 560] : [600, 768, 861, 1024, 1280]) {
          await page.setViewportSize({ width, height: viewport.height });
          await settle(page);
          await assertCardWordsInside(page, `Fifes and Drums ${lang}`);
        }
      });
    });
    }
  }
});

/** Starts a game against the computer and resigns it: the history and the statistics get an entry. */
async function playAndResign(page, slug) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(live.site.base + `${slug}/`);
  await visible(page, '[data-testid="setup"]');
  await page.click('[data-testid="mode-computer"]');
  await page.click('[data-testid="start-game"]');
  await visible(page, '[data-testid="table"]');
  await page.click('[data-testid="resign"]');
  await page.click('[data-testid="resign-yes"]');
  await visible(page, '[data-testid="game-over"]');
}

/** The top of `selector`'s box is not under the sticky header (the page as it was left). */
async function assertBelowHeader(page, selector, where) {
  const { top, header } = await page.evaluate((s) => ({
    top: document.querySelector(s).getBoundingClientRect().top,
    header: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
  }), selector);
  assert.ok(top >= header - 1, `${where}: ${selector} starts at ${Math.round(top)} px, under the header (${Math.round(header)} px)`);
}

const NARROW_PHONES = [['320', { width: 320, height: 640 }], ['375', PHONE]];

describe('your games (statistics with data, history) and the replay viewer on a phone', () => {
  for (const slug of ['en-garde', 'skirman', 'fifes-and-drums']) {
    test(slug, async () => {
      await withPage(live.browser, { label: `games page ${slug}`, viewport: PHONE }, async ({ page }) => {
        await playAndResign(page, slug);
        for (const lang of ['en', 'fr']) {
          await page.evaluate((l) => localStorage.setItem('touche.lang', l), lang);
          for (const [width, viewport] of NARROW_PHONES) {
            const where = `${slug}/games ${lang} ${width}`;
            await page.setViewportSize(viewport);
            await page.goto(live.site.base + `${slug}/games/`);
            await visible(page, '[data-testid="stats"] table');
            await visible(page, '[data-testid="replay-0"]');
            await settle(page);
            await assertNoSidewaysScroll(page, where);
            await assertBelowHeader(page, '[data-testid="your-games"]', where);
            if (width === '375') await shot(page, `games-${slug}-${lang}`);
            await page.click('[data-testid="replay-0"]');
            await visible(page, '[data-testid="replay"]');
            if (await page.isEnabled('[data-testid="replay-next"]')) await page.click('[data-testid="replay-next"]');
            await settle(page);
            await assertNoSidewaysScroll(page, `${where}, replay`);
            await assertBelowHeader(page, '.tb-replay-bar', `${where}, replay`);
            await assertNothingSideways(page, `${where}, replay`, '[data-testid="replay"]');
            await assertCardWordsInside(page, `${where}, replay`);
            if (width === '375') await shot(page, `replay-${slug}-${lang}`);
          }
        }
      });
    });
  }
});

/** The hint, undo, redo and resign in one row on a phone, at 320 px too, in French. */
describe('the bar in one row on the narrowest phone', () => {
  for (const slug of ['en-garde', 'skirman', 'fifes-and-drums']) {
    test(slug, async () => {
      await withPage(live.browser, { label: `bar 320 ${slug}`, viewport: { width: 320, height: 640 } }, async ({ page }) => {
        await page.goto(live.site.base);
        await page.evaluate(() => localStorage.setItem('touche.lang', 'fr'));
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(live.site.base + `${slug}/`);
        await visible(page, '[data-testid="setup"]');
        await page.click('[data-testid="mode-computer"]');
        await page.click('[data-testid="start-game"]');
        await visible(page, '[data-testid="hint"]');
        await settle(page);
        await assertBarOneRow(page, 'phone', `${slug} fr 320`);
        await assertNoSidewaysScroll(page, `${slug} fr 320`);
        await assertNothingSideways(page, `${slug} fr 320`);
        await assertCardWordsInside(page, `${slug} fr 320`);
        // Undo and redo drawn as arrows keep their words as their names.
        assert.equal(await page.getAttribute('[data-testid="undo"]', 'aria-label'), null);
        assert.match(await page.textContent('[data-testid="undo"]'), /Annuler/);
        await axeCheck(page, `${slug} table fr 320`);
      });
    });
  }
});
