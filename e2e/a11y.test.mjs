// Everyone can play (issue 11): each game played a few moves with the keyboard only (focus on
// the next decision after every action, never on the page's body; arrows within a hand or a
// display; Escape drops a choice; "?" lists the shortcuts in a dialog that keeps the focus and
// gives it back), every action announced in the live region, axe-core on every state reached
// (0 serious or critical violations), a decision's controls on screen with what they change on
// a phone and a desktop, and screenshots of it all in target/screenshots/ (phone and desktop,
// English and French).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeCheck, DESKTOP, PHONE, visible, withPage, useSite, TIMEOUT } from './helpers.mjs';
import { humanStep, openTable } from './en_garde_driver.mjs';

const live = useSite();
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'target', 'screenshots');

/** What has the focus: its test id, the decision or dialog it is in, and whether it is the body. */
function focusInfo(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    return {
      body: !a || a === document.body,
      testid: a?.dataset?.testid ?? null,
      tag: a?.tagName ?? null,
      text: (a?.textContent ?? '').trim().slice(0, 60),
      decision: !!a?.closest('[data-decision]'),
      dialog: !!a?.closest('[aria-modal="true"]'),
      status: a?.dataset?.testid === 'table-status',
    };
  });
}

/** Waits until the focus is on a decision or in a dialog (the computer may be thinking). */
async function focusOnDecision(page, what) {
  try {
    await page.waitForFunction(() => {
      const a = document.activeElement;
      return !!a && a !== document.body && !!(a.closest('[data-decision]') || a.closest('[aria-modal="true"]'));
    }, null, { timeout: TIMEOUT });
  } catch {
    throw new Error(`${what}: the focus never reached a decision (it is on ${JSON.stringify(await focusInfo(page))})`);
  }
  return focusInfo(page);
}

const announced = (page) => page.$eval('[data-testid="announce"]', (el) => el.textContent.trim());
const logLength = (page) => page.$$eval('[data-testid="log"] li:not(.tb-log-empty)', (li) => li.length);

/** The focus is never on the body after a key: checked a few frames later. */
async function press(page, key) {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 30)));
  const f = await focusInfo(page);
  assert.equal(f.body, false, `after ${key} the focus fell back to the page's body`);
  return f;
}

async function shot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const [kind, size] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await page.screenshot({ path: join(SHOTS, `${name}-${kind}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

/** Whether every selector's element lies fully inside the viewport. */
async function onScreen(page, selectors) {
  return page.evaluate((sels) => sels.map((s) => {
    const el = document.querySelector(s);
    if (!el) return `${s}: missing`;
    const r = el.getBoundingClientRect();
    const ok = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5 && r.height > 0;
    return ok ? null : `${s}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${innerWidth}×${innerHeight}`;
  }).filter(Boolean), selectors);
}

/** Switches the page's language and waits until the page in that language is drawn: on a
 * one-language page the switch loads the other language's page, and axe must not run on the
 * static frame in between. */
async function chooseLang(page, lang) {
  await page.click(`[data-testid="lang-switch"] [data-lang="${lang}"]`);
  await page.waitForFunction(
    (l) => document.documentElement.lang === l && document.querySelector('main h1') !== null,
    lang,
    { timeout: TIMEOUT },
  );
}

async function start(page, slug, lang) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${live.site.base}${slug}/`);
  await visible(page, '[data-testid="setup"]');
  await chooseLang(page, lang);
  await axeCheck(page, `${slug} set-up (${lang})`);
  await page.click('[data-testid="mode-computer"]');
  await page.click('[data-testid="start-game"]');
  await visible(page, '[data-testid="table"]');
}

/** The shortcuts: "?" opens them with the focus inside, Tab stays inside, Escape closes them
 * and the focus goes back where it was. */
async function shortcuts(page, name) {
  // On a decision of the player's (not while the computer thinks: its move would move the focus
  // on while the dialog is open).
  const before = await focusOnDecision(page, `${name}: before the shortcuts`);
  await page.keyboard.press('?');
  await visible(page, '[data-testid="shortcuts"]');
  await page.waitForFunction(() => !!document.activeElement?.closest('[data-testid="shortcuts"]'));
  await axeCheck(page, `${name}: shortcuts`);
  for (let i = 0; i < 3; i++) {
    const f = await press(page, 'Tab');
    assert.ok(f.dialog, `Tab left the shortcuts dialog: ${JSON.stringify(f)}`);
  }
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="shortcuts"]', { state: 'detached' });
  await page.waitForFunction((t) => (document.activeElement?.textContent ?? '').trim().slice(0, 60) === t, before.text)
    .catch(async () => assert.fail(`the focus did not go back after the shortcuts: ${JSON.stringify(await focusInfo(page))}, was ${JSON.stringify(before)}`));
}

/** Plays `moves` actions with Enter and the arrows only; every one lands the focus on the next
 * decision and is announced. */
async function playByKeyboard(page, name, moves, { onChoice } = {}) {
  let played = 0;
  let announcements = 0;
  let last = await announced(page);
  for (let step = 0; step < 60 && played < moves; step++) {
    if (await page.$('[data-testid="game-over"]')) break;
    // While the computer thinks (slow when the machine is busy), keys have nothing to act on:
    // wait for its move rather than spend steps.
    await page.waitForFunction(() => !document.querySelector('.thinking'), null, { timeout: 20_000 }).catch(() => {});
    const f = await focusOnDecision(page, `${name} step ${step}`);
    const length = await logLength(page);
    if (f.dialog) {
      await press(page, 'Enter');
    } else {
      if (onChoice) await onChoice(f, step);
      await press(page, step % 3 === 2 ? 'ArrowRight' : 'Enter');
    }
    // A key that plays shows in the log once the page has drawn again, later on a busy machine:
    // wait for it (a key that only chose a card leaves the log as it was).
    const grew = await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="log"] li:not(.tb-log-empty)').length > n,
      length,
      { timeout: 1_000 },
    ).then(() => true, () => false);
    if (grew) {
      played += 1;
      const now = await announced(page);
      assert.ok(now.length > 0, `${name}: action ${played} was not announced`);
      if (now !== last) announcements += 1;
      last = now;
    }
  }
  assert.ok(played >= Math.min(moves, 2), `${name}: only ${played} action(s) played by keyboard`);
  assert.ok(announcements >= 1, `${name}: nothing announced`);
  return played;
}

/** Arrow keys move within the roving list holding the focus; only one of its items is a tab stop. */
async function arrowsMove(page, name) {
  const f = await focusOnDecision(page, `${name} arrows`);
  if (f.dialog) return;
  const info = await page.evaluate(() => {
    const group = document.activeElement.closest('[data-rove]');
    if (!group) return null;
    const items = [...group.querySelectorAll('button')].filter((b) => !b.disabled && b.closest('[data-rove]') === group
      && (!group.dataset.rove || b.matches(group.dataset.rove)));
    return { count: items.length, stops: items.filter((b) => b.tabIndex === 0).length };
  });
  if (!info || info.count < 2) return;
  assert.equal(info.stops, 1, `${name}: one tab stop in a roving list, found ${info.stops}`);
  await page.evaluate(() => { window.__was = document.activeElement; });
  await press(page, 'ArrowRight');
  const moved = await page.evaluate(() => document.activeElement !== window.__was
    && document.activeElement.closest('[data-rove]') === window.__was.closest('[data-rove]')
    && document.activeElement.tabIndex === 0 && window.__was.tabIndex === -1);
  assert.ok(moved, `${name}: ArrowRight moves to the next item of the list, which becomes its one tab stop`);
  await press(page, 'ArrowLeft');
}

describe('keyboard and screen readers', () => {
  test('En Garde with the keyboard only, announced, axe-clean (English and French)', async () => {
    for (const lang of ['en', 'fr']) {
      await withPage(live.browser, { label: `en garde keyboard ${lang}` }, async ({ page }) => {
        await start(page, 'en-garde', lang);
        const f = await focusOnDecision(page, 'En Garde first decision');
        assert.ok(f.decision, 'the first decision has the focus');
        await axeCheck(page, `en garde table (${lang})`);
        await arrowsMove(page, 'En Garde hand');
        // A card chosen, then dropped with Escape: the focus goes back to the hand.
        await focusOnDecision(page, 'En Garde hand');
        const chosen = await press(page, 'Enter');
        if (await page.$('[data-testid="prompt"] [data-testid="cancel"]')) {
          assert.ok(chosen.decision, `after choosing a card the focus is on the prompt: ${JSON.stringify(chosen)}`);
          const back = await press(page, 'Escape');
          assert.ok(back.decision, `Escape dropped the choice and the focus is on the hand: ${JSON.stringify(back)}`);
        }
        await shortcuts(page, `en garde (${lang})`);
        await shot(page, `a11y-en-garde-table-${lang}`);
        // On a phone the piste's numbers and the fencers stay legible.
        await page.setViewportSize(PHONE);
        // The phone's styles once the emulated viewport has taken (the resize is asynchronous).
        await page.waitForFunction(() => document.querySelector('[data-testid="piste"] svg').getBoundingClientRect().width < 400)
          .catch(() => {});
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        const sizes = await page.evaluate(() => {
          const svg = document.querySelector('[data-testid="piste"] svg');
          const scale = svg.getBoundingClientRect().width / 960;
          const number = parseFloat(getComputedStyle(svg.querySelector('.eg-square text')).fontSize) * scale;
          const fencer = document.querySelector('[data-testid="fencer-one"] .eg-figure').getBoundingClientRect().height;
          return { number, fencer };
        });
        assert.ok(sizes.number >= 12, `piste numbers at ${sizes.number.toFixed(1)} px on a phone`);
        assert.ok(sizes.fencer >= 40, `fencers ${sizes.fencer.toFixed(0)} px tall on a phone (34 before, drawn a fifth larger)`);
        await page.setViewportSize(DESKTOP);
        await playByKeyboard(page, `En Garde (${lang})`, 6);
        await axeCheck(page, `en garde after moves (${lang})`);
        const details = await page.$eval('[data-testid="describe"]', (d) => d.textContent);
        assert.match(details, lang === 'en' ? /square \d+/ : /case \d+/, 'the piste in words');
      });
    }
  });

  test('Fifes and Drums with the keyboard only: the chooser and Confirm on screen with the track', async () => {
    for (const [lang, viewport] of [['en', DESKTOP], ['fr', PHONE]]) {
      await withPage(live.browser, { label: `fifes keyboard ${lang}`, viewport }, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${live.site.base}fifes-and-drums/`);
        await visible(page, '[data-testid="setup"]');
        await chooseLang(page, lang);
        await page.click('[data-testid="mode-computer"]');
        await page.selectOption('[data-testid="first-player"]', 'player-one');
        await axeCheck(page, `fifes set-up (${lang})`);
        await page.click('[data-testid="start-game"]');
        await visible(page, '[data-testid="table"]');
        const f = await focusOnDecision(page, 'Fifes first decision');
        assert.ok(f.decision, 'the display has the focus');
        await axeCheck(page, `fifes table (${lang})`);
        await arrowsMove(page, 'Fifes display');
        // Choose cards until one asks for a split or a direction: its controls, Confirm and the
        // track's preview are on screen together.
        let checked = false;
        for (let i = 0; i < 5 && !checked; i++) {
          await focusOnDecision(page, 'Fifes display');
          const chose = await press(page, 'Enter');
          if (chose.status) break; // the card was played (no choice to make): the computer's turn
          assert.ok(chose.decision, `after choosing a card the focus is on the chooser: ${JSON.stringify(chose)}`);
          if (await page.$('[data-testid="chooser"] .fd-options')) {
            const off = await onScreen(page, ['[data-testid="chooser"] .fd-options', '[data-testid="confirm"]', '[data-testid="track"]']);
            assert.deepEqual(off, [], `Fifes (${lang}, ${viewport.width}px): the decision's controls and the track on screen`);
            await axeCheck(page, `fifes chooser (${lang})`);
            await shot(page, `a11y-fifes-chooser-${lang}`);
            checked = true;
            await press(page, 'Escape');
            const back = await focusOnDecision(page, 'Fifes after Escape');
            assert.ok(back.decision, 'Escape dropped the choice');
            await press(page, 'ArrowRight');
          }
        }
        await shortcuts(page, `fifes (${lang})`);
        await playByKeyboard(page, `Fifes (${lang})`, 4);
        await axeCheck(page, `fifes after moves (${lang})`);
      });
    }
  });

  test('Skirm\'an with the keyboard only, the tournament and the glossary reached by their links', async () => {
    for (const [lang, viewport] of [['en', DESKTOP], ['fr', PHONE]]) {
      await withPage(live.browser, { label: `skirman keyboard ${lang}`, viewport }, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${live.site.base}skirman/`);
        await visible(page, '[data-testid="setup"]');
        await chooseLang(page, lang);
        await axeCheck(page, `skirman set-up (${lang})`);
        await page.check('[data-testid="mode-computer"]');
        await page.click('[data-testid="start-game"]');
        await visible(page, '[data-testid="table"]');
        await focusOnDecision(page, 'Skirm\'an first decision');
        await axeCheck(page, `skirman table (${lang})`);
        await arrowsMove(page, 'Skirm\'an hand');
        if (viewport === PHONE) {
          const smallest = await page.$$eval('.sk-card-name', (n) => Math.min(...n.map((x) => parseFloat(getComputedStyle(x).fontSize))));
          assert.ok(smallest >= 11, `Skirm'an card names at ${smallest} px on a phone`);
        }
        await shortcuts(page, `skirman (${lang})`);
        let defence = false;
        await playByKeyboard(page, `Skirm'an (${lang})`, 4, {
          onChoice: async () => {
            const prompt = await page.$eval('[data-testid="board"]', (b) => b.querySelector('[data-category="parry"]') !== null).catch(() => false);
            if (prompt && !defence) {
              defence = true;
              await axeCheck(page, `skirman defence prompt (${lang})`);
              await shot(page, `a11y-skirman-defence-${lang}`);
            }
          },
        });
        // On a phone the action bar is on screen once a card is chosen.
        await page.setViewportSize(PHONE);
        const f = await focusOnDecision(page, 'Skirm\'an hand on a phone');
        if (f.decision && !(await page.$('[data-testid="game-over"]'))) {
          await press(page, 'Enter');
          if (await page.$('[data-testid="actions"] button.primary')) {
            const off = await onScreen(page, ['[data-testid="actions"] button.primary']);
            assert.deepEqual(off, [], 'Skirm\'an on a phone: the action bar on screen');
            await shot(page, `a11y-skirman-actions-${lang}`);
          }
        }
        await page.setViewportSize(viewport);
        const describe = await page.$eval('[data-testid="describe"]', (d) => d.textContent);
        assert.ok(describe.length > 20, 'the chain in words');
        // The glossary and the tournament, reached by the page's links (the bout's save cleared:
        // the page would offer to continue it first).
        await page.evaluate(() => localStorage.clear());
        await page.goto(`${live.site.base}skirman/`);
        await visible(page, '[data-testid="setup"]');
        await page.click('a[href*="glossary"]');
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="glossary-card"], .sk-glossary, [data-testid="skirman-glossary"]').length > 0);
        await axeCheck(page, `skirman glossary (${lang})`);
        await shot(page, `a11y-skirman-glossary-${lang}`);
        await page.goto(`${live.site.base}skirman/`);
        await visible(page, '[data-testid="setup"]');
        await page.click('a[href*="tournament"]');
        await visible(page, '[data-testid="tournament-setup"]');
        await axeCheck(page, `skirman tournament (${lang})`);
        await shot(page, `a11y-skirman-tournament-${lang}`);
      });
    }
  });

  test('rules pages and home: axe-clean, one h1, landmarks', async () => {
    await withPage(live.browser, { label: 'rules pages' }, async ({ page }) => {
      await page.goto(live.site.base);
      await visible(page, 'main h1');
      for (const lang of ['en', 'fr']) {
        await chooseLang(page, lang);
        await axeCheck(page, `home (${lang})`);
        const links = await page.$$eval('a[href*="rules"]', (a) => [...new Set(a.map((l) => l.getAttribute('href')))]);
        assert.ok(links.length >= 3, `links to the rules: ${links}`);
        for (const href of links) {
          await page.goto(new URL(href, page.url()).href);
          await visible(page, 'main h1');
          assert.equal(await page.$$eval('h1', (h) => h.length), 1, `one h1 on ${href}`);
          assert.ok(await page.$('header') && await page.$('main') && await page.$('footer'), `landmarks on ${href}`);
          await axeCheck(page, `rules ${href} (${lang})`);
        }
        await page.goto(live.site.base);
        await visible(page, 'main h1');
      }
    });
  });

  test('dialogs keep the focus and are axe-clean: hand-off, round end, game end (En Garde, Fifes)', async () => {
    for (const lang of ['en', 'fr']) {
      await withPage(live.browser, { label: `dialogs ${lang}` }, async ({ page }) => {
        await openTable(page, live.site.base, { lang, mode: 'hotseat' });
        const inDialog = async (what) => {
          await page.waitForFunction(() => !!document.activeElement?.closest('[aria-modal="true"]'))
            .catch(async () => assert.fail(`${what}: the focus is not in the dialog (${JSON.stringify(await focusInfo(page))})`));
        };
        let handoffs = 0;
        let rounds = 0;
        const shots = {
          handoff: async () => {
            if (handoffs++ > 0) return;
            await inDialog('hand-off');
            await axeCheck(page, `hand-off (${lang})`);
            await shot(page, `a11y-handoff-${lang}`);
          },
          roundOver: async () => {
            rounds += 1;
            await inDialog('round over');
            await axeCheck(page, `round over (${lang})`);
            const status = await page.$eval('[data-testid="table-status"]', (p) => p.textContent);
            assert.match(status, lang === 'en' ? /Before play goes on/ : /Avant de reprendre/,
              'behind the round report the status tells no turn of the next round');
            await shot(page, `a11y-round-over-${lang}`);
          },
        };
        for (let i = 0; i < 800 && rounds === 0; i++) {
          const did = await humanStep(page, shots);
          if (did === 'match-over') break;
          if (did === 'wait') await page.waitForTimeout(40);
        }
        assert.ok(handoffs > 0 && rounds > 0, `hand-off and round end reached (${handoffs}, ${rounds})`);
        await focusOnDecision(page, 'En Garde after the round report');
        if (await page.$('[data-testid="handoff-ready"]')) {
          await page.keyboard.press('Enter');
          await page.waitForSelector('[data-testid="handoff"]', { state: 'detached' });
        }
        // The end of the game, by resigning.
        await page.click('[data-testid="resign"]');
        await page.click('[data-testid="resign-yes"]');
        await visible(page, '[data-testid="game-over"]');
        await inDialog('game over');
        await axeCheck(page, `en garde game over (${lang})`);
        await shot(page, `a11y-en-garde-end-${lang}`);
      });
      await withPage(live.browser, { label: `fifes end ${lang}`, viewport: PHONE }, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${live.site.base}fifes-and-drums/`);
        await visible(page, '[data-testid="setup"]');
        await chooseLang(page, lang);
        await page.click('[data-testid="mode-computer"]');
        await page.click('[data-testid="start-game"]');
        await visible(page, '[data-testid="table"]');
        await page.click('[data-testid="resign"]');
        await page.click('[data-testid="resign-yes"]');
        await visible(page, '[data-testid="game-over"]');
        await page.waitForFunction(() => !!document.activeElement?.closest('[aria-modal="true"]'));
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          const off = await onScreen(page, ['[data-testid="rematch"]']);
          assert.deepEqual(off, [], `Fifes end (${viewport.width}px): Rematch on screen`);
        }
        await axeCheck(page, `fifes game over (${lang})`);
        await shot(page, `a11y-fifes-end-${lang}`);
      });
    }
  });
});

describe('finding the way in', () => {
  test("home on a phone: a Play on the first screen, every game's teaching page linked", async () => {
    await withPage(live.browser, { label: 'home on a phone', viewport: PHONE }, async ({ page }) => {
      await page.goto(live.site.base);
      await visible(page, '[data-testid="home"]');
      const plays = await page.$$eval('[data-testid^="play-"]', (links) => links.map((a) => {
        const r = a.getBoundingClientRect();
        return { id: a.dataset.testid, top: Math.round(r.top), bottom: Math.round(r.bottom) };
      }));
      const seen = plays.filter((p) => p.top >= 0 && p.bottom <= PHONE.height);
      console.log(`home at ${PHONE.width}×${PHONE.height}: Play buttons at ${plays.map((p) => `${p.id} ${p.top}–${p.bottom}`).join(', ')}`);
      assert.ok(seen.length > 0, `a Play on the first screen: ${JSON.stringify(plays)}`);
      for (const slug of ['en-garde', 'skirman', 'fifes-and-drums']) {
        const href = await page.getAttribute(`[data-testid="learn-${slug}"]`, 'href');
        assert.equal(href, `${slug}/learn/`, `home links ${slug}'s teaching page`);
      }
      await axeCheck(page, 'home on a phone');
    });
  });

  test('a set-up page opens with Start focused: one key (Enter) from load to a started game', async () => {
    for (const slug of ['en-garde', 'skirman', 'fifes-and-drums']) {
      await withPage(live.browser, { label: `keys to start ${slug}` }, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(`${live.site.base}${slug}/`);
        await visible(page, '[data-testid="start-game"]');
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        const onStart = () => page.evaluate(() => document.activeElement?.dataset?.testid === 'start-game');
        let tabs = 0;
        while (!(await onStart()) && tabs < 40) {
          await page.keyboard.press('Tab');
          tabs += 1;
        }
        console.log(`${slug}: ${tabs} Tab(s) + Enter from load to a started game`);
        await page.keyboard.press('Enter');
        await visible(page, '[data-testid="table"]');
        assert.equal(tabs, 0, `${slug}: Start has the focus when the set-up opens (${tabs} Tabs were needed)`);
      });
    }
  });
});

describe('axe on the other pages', () => {
  test('your games and the replay viewer, the guides, the credits, not found, a bout page with no bout', async () => {
    await withPage(live.browser, { label: 'other pages' }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const slug of ['en-garde', 'skirman', 'fifes-and-drums']) {
        // A game against the Beginner, resigned: the history has an entry to replay.
        await page.goto(`${live.site.base}${slug}/`);
        await visible(page, '[data-testid="setup"]');
        await page.click('[data-testid="mode-computer"]');
        await page.click('[data-testid="mode-computer-beginner"]').catch(() => {});
        await page.click('[data-testid="start-game"]');
        await visible(page, '[data-testid="table"]');
        await page.click('[data-testid="resign"]');
        await page.click('[data-testid="resign-yes"]');
        await visible(page, '[data-testid="game-over"]');
        await page.goto(`${live.site.base}${slug}/games/`);
        await visible(page, '[data-testid="history"]');
        await axeCheck(page, `${slug}: your games`);
        await page.click('[data-testid="replay-0"]');
        await visible(page, '[data-testid="replay"]');
        assert.equal(await page.$$eval('h1', (h) => h.length), 1, `${slug}: one h1 over the replay`);
        await axeCheck(page, `${slug}: the replay viewer`);
        // A game resigned at once may hold no move to step through.
        if (await page.isEnabled('[data-testid="replay-next"]')) {
          await page.click('[data-testid="replay-next"]');
          await axeCheck(page, `${slug}: the replay viewer, one move on`);
        }
      }
      for (const slug of ['en-garde', 'fifes-and-drums']) {
        await page.goto(`${live.site.base}${slug}/learn/`);
        await visible(page, '[data-testid="guide"][data-stage="asking"]');
        await axeCheck(page, `${slug}: the guide`);
      }
      for (const [path, what] of [['#/credits', 'credits'], ['#/nowhere', 'not found'], ['skirman/bout/', 'no bout']]) {
        await page.goto(`${live.site.base}${path}`);
        await visible(page, 'main h1');
        await axeCheck(page, what);
      }
    });
  });
});
