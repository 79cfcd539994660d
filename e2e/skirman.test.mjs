// Skirm'an in a real live.browser, all by clicking: an Initiation bout against the computer with the
// teaching panel (screenshots in English and French), a Compétition bout in hot-seat whose
// hand-off screens never leave a hidden card in the DOM, a 4-fencer computer tournament run to
// its champion, and the glossary opened from a hand card during a bout. Reduced motion is
// emulated so the computer answers quickly; every page must stay free of console errors, failed
// requests and requests leaving 127.0.0.1.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { screenshots as fullPageShots, visible, waitForLang, withPage, useSite } from './helpers.mjs';
import {
  APP, DEFAULT_PRIORITY, clickAnswer, openSkirman, openTournament, pick, playFromHand, sensibleMove, snapshot,
  startBout, waitForDecision,
} from './skirman_driver.mjs';

const live = useSite();

/** Switches the site's language with the header switch; the game follows. */
async function switchLang(page, lang, { underModal = false } = {}) {
  const button = page.locator(`[data-testid="lang-switch"] [data-lang="${lang}"]`);
  // A modal (the end screen) covers the header: press the switch behind it, as a keyboard would.
  if (underModal) await button.evaluate((b) => b.click());
  else await button.click();
  await waitForLang(page, lang);
  await page.waitForFunction((l) => document.querySelector('[data-testid="skirman-app"]')?.dataset.lang === l, lang);
}

const log = (...args) => console.log('   ', ...args);

/** Playwright scrolls to what it clicks; a full-page shot of a scrolled page draws the sticky
 * header and the fixed overlays mid-page, so go back to the top first. */
async function screenshots(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShots(page, name);
}

describe('Skirm\'an against the computer', () => {
  test('an Initiation bout to 5 touches with the teaching panel, in English then French', async () => {
    await withPage(live.browser, { label: 'skirman initiation' }, async ({ page }) => {
      await startBout(page, live.site.base, { level: 'initiation', mode: 'computer' });
      const MAX_MOVES = 250;
      const seen = { parryGroup: false, whyNot: null, chainLabels: false, hand: 0, panel: 0, categories: new Set() };
      let lastTouches = [0, 0];
      let shot = false;
      let moves = 0;
      for (;;) {
        const snap = await waitForDecision(page);
        // Touches never go down; the score board tells them.
        assert.ok(snap.touches[0] >= lastTouches[0] && snap.touches[1] >= lastTouches[1],
          `touches went from ${lastTouches} to ${snap.touches}`);
        lastTouches = snap.touches;
        if (snap.over) break;
        assert.equal(snap.handoff, false, 'no hand-off screen against the computer');
        assert.ok(moves < MAX_MOVES, `the bout did not end within ${MAX_MOVES} moves (touches ${snap.touches})`);
        // The teaching panel is open at every decision and lists grouped answers.
        assert.ok(snap.panelOpen && snap.panelVisible, `the teaching panel shows at move ${moves}`);
        assert.ok(snap.groups.length > 0 && snap.groups.every((g) => g.heading && g.answers.length > 0),
          `grouped answers: ${JSON.stringify(snap.groups)}`);
        const parry = snap.groups.find((g) => g.category === 'parry');
        if (parry) {
          assert.equal(parry.heading, 'Parry');
          assert.match(snap.prompt + snap.tableText, /attack|parry/i);
          seen.parryGroup = true;
        }
        if (snap.whyNot.length && !seen.whyNot) {
          assert.equal(snap.whyNotTitle, 'Not possible now');
          seen.whyNot = snap.whyNot[0];
          // The hand dims that card and keeps its reason in the accessible name.
          assert.ok(snap.hand.some((c) => !c.playable), 'an unplayable card is dimmed in the hand');
        }
        if (snap.chain.length) {
          assert.ok(snap.chain.every((l) => l.label.trim()), `every link has an arrow label: ${JSON.stringify(snap.chain)}`);
          if (snap.chain.some((l) => l.card)) seen.chainLabels = true;
        }
        if (!shot && snap.chain.length >= 2 && (snap.whyNot.length || moves >= 12)) {
          shot = true;
          await screenshots(page, 'skirman-bout-en');
          await switchLang(page, 'fr');
          const fr = await snapshot(page);
          assert.match(fr.tableText, /Ce que vous pouvez faire/);
          assert.deepEqual(fr.groups.map((g) => g.category), snap.groups.map((g) => g.category), 'same answers in French');
          assert.deepEqual(fr.chain.map((l) => l.link), snap.chain.map((l) => l.link), 'same chain in French');
          assert.notDeepEqual(fr.chain.map((l) => l.label), snap.chain.map((l) => l.label), 'arrow labels translated');
          await screenshots(page, 'skirman-bout-fr');
          await switchLang(page, 'en');
        }
        const did = await sensibleMove(page, snap);
        seen[did.how]++;
        seen.categories.add(did.category);
        moves++;
      }
      log(`initiation bout: ${moves} moves (hand ${seen.hand}, panel ${seen.panel}); categories ${[...seen.categories]}; touches ${lastTouches}`);
      log(`why not: ${seen.whyNot}`);
      assert.ok(shot, 'the chain and teaching panel were photographed');
      assert.ok(seen.parryGroup, 'a Parry group was offered when defending');
      assert.ok(seen.whyNot, 'a "Not possible now" reason was shown for some card');
      assert.ok(seen.chainLabels, 'the chain showed cards with arrow labels');
      assert.ok(seen.hand > 0 && seen.panel > 0, 'moves were played from the hand and from the teaching panel');
      // The end screen: the winner, 5 touches, Rematch.
      assert.equal(Math.max(...lastTouches), 5, `first to 5: ${lastTouches}`);
      const winner = await (await visible(page, '[data-testid="game-over"] [data-testid="winner"]')).innerText();
      assert.match(winner, lastTouches[0] === 5 ? /You/ : /Computer/, winner);
      assert.match(await page.innerText('[data-testid="final-score"]'), /5/);
      await visible(page, '[data-testid="game-over"] [data-testid="rematch"]');
      await screenshots(page, 'skirman-end-en');
      await switchLang(page, 'fr', { underModal: true });
      assert.match(await page.innerText('[data-testid="game-over"]'), /Revanche/);
      await screenshots(page, 'skirman-end-fr');
      await switchLang(page, 'en', { underModal: true });
      await page.click('[data-testid="rematch"]');
      await page.waitForSelector('[data-testid="game-over"]', { state: 'detached' });
      await visible(page, '[data-testid="table"]');
      assert.deepEqual((await snapshot(page)).touches, [0, 0], 'Rematch starts at 0–0');
    });
  });
});

describe('Skirm\'an hot-seat', () => {
  /** At a hand-off: nothing private of anybody is in the DOM. Returns the problems found. */
  function handoffLeaks(page, names) {
    return page.evaluate(([names, app]) => {
      const root = document.querySelector(app);
      const problems = [];
      for (const s of ['[data-testid="hand"]', '[data-testid^="hand-card-"]', '[data-testid^="card-info-"]',
        '[data-testid="teaching-panel"]', '[data-testid="why-not"]', '[data-testid="actions"]', '.sk-own-facedown']) {
        if (root.querySelector(s)) problems.push(`${s} is in the DOM`);
      }
      // A card placed face down (en attente) shows its back until a later link reveals it (SK5).
      const links = [...root.querySelectorAll('[data-testid="chain-link"]')];
      links.forEach((li, i) => {
        if (li.dataset.link !== 'attente') return;
        const revealed = links.slice(i + 1).some((l) => l.dataset.link === 'reveal');
        const card = li.querySelector('[data-card]')?.dataset.card;
        if (!revealed && card !== 'back') problems.push(`a face-down link shows ${card}`);
      });
      for (const el of root.querySelectorAll('[data-testid="aside-tray"] [data-card]')) {
        if (el.dataset.card !== 'back') problems.push(`the aside tray shows ${el.dataset.card}`);
      }
      for (const el of root.querySelectorAll('[data-card]')) {
        if (el.dataset.card !== 'back' && !el.closest('[data-testid="chain-area"], [data-testid="log"]')) {
          problems.push(`card ${el.dataset.card} outside the chain and the log`);
        }
      }
      // A card's name as a face and its label write it, with soft hyphens: as the name, to look for.
      const words = (el) => `${el.textContent} ${[...el.querySelectorAll('[aria-label], [title]')]
        .map((x) => `${x.getAttribute('aria-label') ?? ''} ${x.getAttribute('title') ?? ''}`).join(' ')}`.replace(/\u00ad/g, '');
      const everything = words(root);
      const visiblePublic = [...root.querySelectorAll('[data-testid="chain-area"], [data-testid="log"]')].map(words).join(' ');
      if (/\(Face-down card\)/.test(everything)) problems.push('a face-down card is named');
      // Multi-word names only: one-word names ("Touch", "Retreat") are also the screen's words.
      for (const name of names.filter((n) => /\s/.test(n))) {
        if (!visiblePublic.includes(name) && everything.includes(name)) problems.push(`hand card "${name}" is named in the DOM`);
      }
      return problems;
    }, [names, APP]);
  }

  test('a Compétition bout: every hand-off hides the hands and face-down cards', async () => {
    await withPage(live.browser, { label: 'skirman hot-seat' }, async ({ page }) => {
      await startBout(page, live.site.base, { level: 'competition', mode: 'hotseat' });
      const started = Date.now();
      const MAX_ACTIONS = 200;
      const BUDGET_MS = 75_000;
      let actions = 0;
      let handoffs = 0;
      let lastHand = [];
      let lastSeat = null;
      const exercised = { feintes: 0, acInHand: false, feinte: false, faceDown: false, backSeen: false, compound: false, aside: false };
      let shotHandoff = false;
      let shotBack = false;
      for (;;) {
        let snap = await waitForDecision(page);
        if (snap.over) break;
        if (snap.handoff) {
          handoffs++;
          const leaks = await handoffLeaks(page, lastHand.map((c) => c.name));
          assert.deepEqual(leaks, [], `hand-off ${handoffs}: private information in the DOM`);
          if (!shotHandoff && handoffs > 1) {
            shotHandoff = true;
            await screenshots(page, 'skirman-handoff');
          }
          const title = snap.handoffTitle;
          await page.click('[data-testid="handoff-ready"]');
          await visible(page, '[data-testid="hand"]');
          snap = await waitForDecision(page);
          // Only the acting fencer's hand shows, and it is the one named on the hand-off screen.
          assert.equal(snap.handoff, false);
          assert.equal(snap.acting.length, 1, `one fencer acts: ${snap.acting}`);
          const seat = snap.acting[0];
          assert.ok(title.includes(snap.who), `the hand-off named ${snap.who}: ${title}`);
          assert.equal(snap.hand.length, snap.handSizes[seat - 1], `the hand shown is fencer ${seat}'s (${snap.handSizes})`);
          if (lastSeat !== null) assert.notEqual(seat, lastSeat, 'the device went to the other fencer');
          // A card the opponent placed face down shows its back.
          const back = snap.chain.find((l) => l.link === 'attente' && l.card === 'back');
          if (back) {
            exercised.backSeen = true;
            if (!shotBack) {
              shotBack = true;
              await screenshots(page, 'skirman-facedown-back');
            }
          }
        }
        if (actions >= MAX_ACTIONS || Date.now() - started > BUDGET_MS) break;
        assert.ok(snap.groups.length > 0, `answers at action ${actions}: ${snap.prompt}`);
        lastSeat = snap.acting[0];
        // Try the cards this test is about first: FEINTE, ATTAQUE COMPOSÉE, a card face down.
        const playable = (slug) => snap.hand.find((c) => c.card === slug && c.playable);
        // The panel's group that opens an ATTAQUE COMPOSÉE (not one that discards it or places it face down).
        const isCompound = (answer) => answer.startsWith('ATTAQUE COMPOSÉE');
        const compound = snap.groups.find((g) => g.answers.some(isCompound));
        if (snap.hand.some((c) => c.card === 'attaque-composee')) exercised.acInHand = true;
        let did = null;
        if (snap.groups.some((g) => g.category === 'face-down')) {
          await clickAnswer(page, 'face-down');
          did = 'face-down';
          exercised.faceDown = true;
        } else if (exercised.feintes < 2 && playable('feinte') && await playFromHand(page, playable('feinte').testid)) {
          did = 'feinte';
          exercised.feinte = true;
          exercised.feintes++;
        } else if (snap.groups.some((g) => g.category === 'keep')) {
          // Before the AC below: against a compound attack every card in the hand can be
          // selected (to be kept), an ATTAQUE COMPOSÉE too, though none can be played. A pair
          // the panel offers, else any two cards from the hand (the driver's keep).
          await sensibleMove(page, snap, ['keep']);
          did = 'keep';
          exercised.aside = true;
        } else if (compound) {
          // From the hand when its card can be played alone, else the panel's answer.
          const ac = playable('attaque-composee');
          if (!(ac && await playFromHand(page, ac.testid))) {
            await clickAnswer(page, compound.category, compound.answers.findIndex(isCompound));
          }
          did = 'compound';
          exercised.compound = true;
        }
        if (!did) {
          const move = await sensibleMove(page, snap, DEFAULT_PRIORITY);
          did = move.category;
        }
        actions++;
        // What the fencer who just played holds now: it must not survive a hand-off.
        const after = await snapshot(page);
        if (did === 'face-down' && after.handoff) {
          const placed = after.chain.filter((l) => l.link === 'attente').at(-1);
          assert.equal(placed?.card, 'back', `the card just placed face down shows its back: ${JSON.stringify(after.chain)}`);
        }
        lastHand = after.hand;
        if (after.handoff) lastHand = snap.hand; // the hand is already gone: the one before the move
      }
      const final = await snapshot(page);
      log(`hot-seat: ${actions} actions, ${handoffs} hand-offs, touches ${final.touches}, over: ${final.over}`);
      log(`exercised: ${JSON.stringify(exercised)}`);
      if (!exercised.feinte) log('the deal offered no playable FEINTE');
      if (!exercised.compound) log('the deal offered no playable ATTAQUE COMPOSÉE');
      assert.ok(handoffs >= 10 || final.over, `a good number of hand-offs (${handoffs})`);
      assert.ok(final.touches[0] + final.touches[1] > 0 || actions >= 40, 'the bout went somewhere');
    });
  });
});

describe('Skirm\'an tournament', () => {
  test('4 computer fencers played to a champion', async () => {
    await withPage(live.browser, { label: 'skirman tournament' }, async ({ page }) => {
      await openTournament(page, live.site.base);
      await visible(page, '[data-testid="tournament-setup"]');
      assert.equal(await page.locator('[data-testid^="participant-name-"]').count(), 4);
      await page.selectOption('[data-testid="participant-kind-0"]', 'standard');
      const names = [];
      for (let i = 0; i < 4; i++) {
        assert.notEqual(await page.inputValue(`[data-testid="participant-kind-${i}"]`), 'human');
        names.push(await page.inputValue(`[data-testid="participant-name-${i}"]`));
      }
      await page.click('[data-testid="tournament-start"]');
      await visible(page, '[data-testid="tournament-view"] [data-testid="bracket"]');
      assert.equal(await page.locator('[data-testid="round-0"] [data-testid^="match-0-"]').count(), 2, 'two semi-finals');
      let bouts = 0;
      while (await page.locator('[data-testid="champion"]').count() === 0) {
        assert.ok(bouts < 3, 'three bouts make a 4-fencer tournament');
        const before = await page.locator('[data-testid="last-result"]').textContent().catch(() => null);
        await page.click('[data-testid="play-bout"]');
        await page.waitForFunction((b) => {
          const last = document.querySelector('[data-testid="last-result"]')?.textContent ?? null;
          return last !== null && last !== b;
        }, before);
        bouts++;
        log(`bout ${bouts}: ${await page.textContent('[data-testid="last-result"]')}`);
        if (bouts === 2) await screenshots(page, 'skirman-bracket');
      }
      assert.equal(bouts, 3);
      // Every match has a winner and scores; the champion is one of the fencers.
      for (const at of ['0-0', '0-1', '1-0']) {
        const m = page.locator(`[data-testid="match-${at}"]`);
        assert.equal(await m.locator('.skt-slot.won').count(), 1, `match ${at} has a winner`);
        const scores = await m.locator('.skt-score').allTextContents();
        assert.ok(scores.some((s) => s.trim() === '5'), `match ${at} was won 5–x: ${scores}`);
      }
      const champion = (await page.textContent('[data-testid="champion"] .skt-champion-name')).trim();
      assert.ok(names.includes(champion), `${champion} is one of ${names}`);
      assert.equal(await page.locator('[data-testid="play-bout"]').count(), 0, 'nothing left to play');
      await screenshots(page, 'skirman-champion');
      await switchLang(page, 'fr');
      await page.waitForFunction(() => /Champion/i.test(document.querySelector('[data-testid="champion"]')?.innerText ?? ''));
      await screenshots(page, 'skirman-champion-fr');
      await switchLang(page, 'en');
      await page.click('[data-testid="new-tournament"]');
      await visible(page, '[data-testid="tournament-setup"]');
    });
  });
});

describe('Skirm\'an tournament with a human', () => {
  test('a human\'s bout is played at the shared table on the bout\'s page and its result goes to the bracket', async () => {
    await withPage(live.browser, { label: 'skirman tournament bout' }, async ({ page }) => {
      await openTournament(page, live.site.base);
      await visible(page, '[data-testid="tournament-setup"]');
      // You against one Beginner computer: a final only.
      for (const i of [3, 2]) await page.click(`[data-testid="participant-remove-${i}"]`);
      assert.equal(await page.inputValue('[data-testid="participant-kind-0"]'), 'human');
      await page.selectOption('[data-testid="participant-kind-1"]', 'beginner');
      const names = [0, 1].map((i) => page.inputValue(`[data-testid="participant-name-${i}"]`));
      const [human, computer] = await Promise.all(names);
      await page.click('[data-testid="tournament-start"]');
      await page.click('[data-testid="play-bout"]');
      await visible(page, '[data-testid="tournament-bout"] [data-testid="table"][data-mode="computer"]');
      const boutUrl = page.url();
      assert.match(new URL(boutUrl).pathname, /\/skirman\/bout\/$/, 'the bout has a page of its own');
      assert.match(await page.innerText('[data-testid="tournament-bout-note"]'), /bracket and this bout are saved/);
      // A reload in the middle of the bout: the bout goes on where it was (issue 10).
      {
        const snap = await waitForDecision(page);
        await sensibleMove(page, snap);
        await waitForDecision(page);
        const log = () => page.$$eval('[data-testid="tournament-bout"] [data-testid="log"] li', (li) => li.map((l) => l.textContent));
        const before = await log();
        await page.reload();
        await visible(page, '[data-testid="tournament-bout"] [data-testid="table"]');
        await waitForDecision(page);
        assert.deepEqual(await log(), before, 'the bout goes on where it was');
      }
      let moves = 0;
      for (;;) {
        const snap = await waitForDecision(page);
        if (snap.over) break;
        assert.ok(moves < 300, `the bout did not end within 300 moves (touches ${snap.touches})`);
        await sensibleMove(page, snap);
        moves++;
      }
      const end = await visible(page, '[data-testid="game-over"]');
      assert.equal(await end.locator('[data-testid="rematch"]').count(), 0, 'no rematch in a tournament');
      assert.equal(await end.locator('[data-testid="new-settings"]').count(), 0);
      const touches = (await snapshot(page)).touches;
      const winner = touches[0] === 5 ? human : computer;
      assert.match(await end.innerText(), new RegExp(`${winner} wins`));
      await screenshots(page, 'skirman-tournament-bout-end');
      await end.locator('[data-testid="continue"]').click();
      await page.waitForURL(/\/skirman\/tournament\/#\/bracket$/);
      await page.waitForSelector('[data-testid="tournament-bout"]', { state: 'detached' });
      const champion = await (await visible(page, '[data-testid="champion"] .skt-champion-name')).innerText();
      assert.equal(champion.trim(), winner);
      const scores = await page.locator('[data-testid="match-0-0"] .skt-score').allTextContents();
      assert.deepEqual(scores.map(Number), touches, 'the bracket shows the bout\'s score');
      log(`tournament bout: ${moves} moves, ${winner} wins ${touches.join('–')}`);
      // The bout's page again (a bookmark, the back button): the bout is played, nothing starts.
      await page.goto(boutUrl);
      await visible(page, '[data-testid="no-bout"]');
      await page.click('[data-testid="no-bout"] a');
      await visible(page, '[data-testid="champion"]');
    });
  });
});

describe('Skirm\'an glossary during a bout', () => {
  test('a hand card\'s info button opens the glossary on it; Escape goes back to the same bout', async () => {
    await withPage(live.browser, { label: 'skirman glossary' }, async ({ page }) => {
      await startBout(page, live.site.base, { level: 'entrainement', mode: 'computer' });
      // Wait for the player's decision, so the computer does not move while the dialog is open.
      const snap = await waitForDecision(page);
      assert.ok(snap.hand.length > 0 && !snap.over);
      const i = snap.hand.length - 1;
      const card = snap.hand[i];
      await page.click(`[data-testid="card-info-${i}"]`);
      const dialog = await visible(page, `${APP} [data-testid="glossary-dialog"]`);
      const focused = dialog.locator('[data-testid="glossary-card"].focused');
      await focused.waitFor();
      assert.equal(await focused.getAttribute('data-card'), card.card, 'the glossary opens on that card');
      assert.ok(await focused.evaluate((el) => el.contains(document.activeElement)), 'the card has the focus');
      assert.ok((await focused.innerText()).includes(card.name), `the entry names ${card.name}`);
      await screenshots(page, 'skirman-glossary-dialog');
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-testid="glossary-dialog"]', { state: 'detached' });
      const after = await snapshot(page);
      assert.equal(after.hand.length, snap.hand.length, 'same hand size');
      assert.deepEqual(after.hand.map((c) => c.card), snap.hand.map((c) => c.card), 'same hand');
      assert.deepEqual(after.touches, snap.touches, 'same score');
      assert.deepEqual(after.chain, snap.chain, 'same chain');
      assert.ok(after.groups.length > 0, 'still the player\'s decision');
      // The bout goes on.
      await clickAnswer(page, pick(after, DEFAULT_PRIORITY));
    });
  });
});
