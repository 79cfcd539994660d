// The end of an online game (issue 30): two browser contexts meet through the Nostr relay this
// test starts (as e2e/online.test.mjs does) and play Fifes and Drums to the end; a rematch is
// asked and accepted, the seats swap (the one who played first plays second), the second game
// (a reload on the way) is played to its end, and each side's "your games" page counts 2 games
// against the other by name, with the replay of this side's view. Then a forfeit: one side's
// page closed, the other waits (the wait made short through localStorage
// `touche-online-forfeit-wait`, seconds, as a player could set it), is offered the forfeit,
// claims it, the history says so; the friend who comes back learns it. Axe on the new screens;
// screenshots of the end with a rematch asked and of the forfeit offer, phone and desktop,
// English and French (e2e/screenshots/online/).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { join } from 'node:path';
import { startRelay } from './nostr_relay.mjs';
import { axeCheck, openPage, assertNoProblems, PHONE, DESKTOP, SCREENSHOTS, screenshots, useSite, visible } from './helpers.mjs';

const live = useSite();
let relay;
before(async () => {
  relay = await startRelay({ port: 0 });
});
after(async () => {
  await relay?.close();
});

const SHOTS = join(SCREENSHOTS, 'online');

/** A device: its context and page, with the connection settings given (no STUN: nothing leaves). */
async function device(settings, { locale = 'en-US', viewport = PHONE, forfeitWait = null } = {}) {
  const session = await openPage(live.browser, { locale, viewport });
  await session.context.addInitScript(([text, wait]) => {
    if (!localStorage.getItem('touche-connection')) localStorage.setItem('touche-connection', text);
    if (wait) localStorage.setItem('touche-online-forfeit-wait', wait);
  }, [settings, forfeitWait]);
  await session.page.emulateMedia({ reducedMotion: 'reduce' });
  return session;
}

const has = async (page, selector) => (await page.$(selector)) !== null;
const turn = (page) => page.getAttribute('[data-testid="table"]', 'data-turn').catch(() => null);
const logOf = (page) => page.$eval('[data-testid="log"]', (log) => log.innerText).catch(() => '');
const text = (page, selector) => page.textContent(selector).catch(() => '');

/** One action of Fifes and Drums on the page whose turn it is: the first card, its first split. */
async function fifesStep(page) {
  const card = await page.$('[data-testid="display"] button.fd-card');
  if (!card) return false;
  await card.click();
  if (await has(page, '[data-testid="split-1"]')) await page.click('[data-testid="split-1"]');
  if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
  await page.click('[data-testid="confirm"]');
  return true;
}

/** Plays until both pages show the end (`onAction(n)` after each action); how many actions. */
async function playToTheEnd(pages, onAction = async () => {}) {
  let actions = 0;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const turns = await Promise.all(pages.map(turn));
    if (turns.every((t) => t === 'over')) return actions;
    const mine = turns.indexOf('mine');
    if (mine < 0 || turns[1 - mine] !== 'theirs') {
      await pages[0].waitForTimeout(50);
      continue;
    }
    const seen = (await logOf(pages[1 - mine])).length;
    if (await fifesStep(pages[mine])) {
      actions += 1;
      await pages[1 - mine].waitForFunction(
        (before) => (document.querySelector('[data-testid="log"]')?.innerText ?? '').length > before,
        seen, { timeout: 30_000 });
      await onAction(actions);
    } else {
      await pages[mine].waitForTimeout(50);
    }
  }
  throw new Error('the game did not end in time');
}

const checked = (page) => page.waitForFunction(
  () => /checked|vérifié/.test(document.querySelector('[data-testid="online-verdict"]')?.textContent ?? ''),
  null, { timeout: 60_000 });

/** The host invites as Anna, the guest accepts as Bruno; both at the table. */
async function meet(host, guest) {
  await host.goto(live.site.base + 'fifes-and-drums/online/');
  await visible(host, '[data-testid="online-setup"]');
  await host.fill('[data-testid="online-name"]', 'Anna');
  await host.click('[data-testid="online-invite"]');
  const link = await (await visible(host, '[data-testid="online-link"]')).inputValue();
  await guest.goto(link);
  await visible(guest, '[data-testid="online-join"]');
  await guest.fill('[data-testid="online-guest-name"]', 'Bruno');
  await guest.click('[data-testid="online-accept"]');
  for (const page of [host, guest]) await page.waitForSelector('[data-testid="display"]', { timeout: 60_000 });
}

/** The head-to-head row of `friend` on this device's games page. */
async function headToHead(page, friend) {
  await page.goto(live.site.base + 'fifes-and-drums/games/');
  await visible(page, '[data-testid="online-games"]');
  const rows = await page.$$eval('[data-testid="head-to-head-row"]',
    (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  return rows.find((r) => r[0] === friend);
}

describe('the end of an online game', () => {
  test('Fifes and Drums: a game to its end, a rematch with the seats swapped, its end, the head-to-head counts 2', async () => {
    const settings = `relay ws://127.0.0.1:${relay.port}\n`;
    const host = await device(settings);
    const guest = await device(settings, { locale: 'fr-FR', viewport: DESKTOP });
    try {
      await meet(host.page, guest.page);
      // Who plays first (Fifes and Drums draws it by a coin by default).
      const whoFirst = async () => {
        for (let i = 0; i < 600; i++) {
          const turns = await Promise.all([host.page, guest.page].map(turn));
          if (turns.includes('mine')) return turns.indexOf('mine');
          await host.page.waitForTimeout(50);
        }
        throw new Error('nobody plays first');
      };
      const firstBefore = await whoFirst();
      const first = await playToTheEnd([host.page, guest.page]);
      for (const { page } of [host, guest]) await checked(page);
      assert.match(await text(host.page, '[data-testid="online-head-to-head"]'), /Against Bruno: won \d, lost \d, drawn \d\./);
      assert.match(await text(guest.page, '[data-testid="online-head-to-head"]'), /Contre Anna/);
      // The record to download: this seat's view, in the games page's import format.
      const [download] = await Promise.all([
        host.page.waitForEvent('download'),
        host.page.click('[data-testid="online-download"]'),
      ]);
      const record = await readFile(await download.path(), 'utf8');
      assert.match(record, /^touche-online 1\n/);
      assert.match(record, /\nfriend Bruno\n/);
      // The host asks; the friend is asked.
      await host.page.click('[data-testid="online-rematch"]');
      await visible(host.page, '[data-testid="online-rematch-asked"]');
      await visible(guest.page, '[data-testid="online-friend-asks"]');
      await axeCheck(host.page, 'online end, rematch asked (host)');
      await axeCheck(guest.page, 'online end, rematch offered (guest, French)');
      await screenshots(host.page, 'end-rematch-asked', SHOTS);
      await screenshots(guest.page, 'end-rematch-offered-fr', SHOTS);
      await guest.page.click('[data-testid="online-accept-rematch"]');
      for (const { page } of [host, guest]) {
        await visible(page, '[data-testid="online-game-number"]');
        await page.waitForSelector('[data-testid="display"]', { timeout: 60_000 });
      }
      // The seats swapped: the one who played second plays first now.
      assert.equal(await whoFirst(), 1 - firstBefore, 'the other player plays first');
      assert.match(await text(host.page, '[data-testid="online-game-number"]'), /Game 2/);
      // A reload during the second game resumes it.
      const second = await playToTheEnd([host.page, guest.page], async (n) => {
        if (n !== 3) return;
        const before = await logOf(guest.page);
        await guest.page.reload();
        await guest.page.waitForSelector('[data-testid="display"]', { timeout: 60_000 });
        await guest.page.waitForFunction((n) => (document.querySelector('[data-testid="log"]')?.innerText ?? '').length >= n,
          before.length, { timeout: 60_000 });
        assert.equal(await logOf(guest.page), before, 'the same game after a reload');
        assert.match(await text(guest.page, '[data-testid="online-game-number"]'), /Partie 2/);
      });
      for (const { page } of [host, guest]) await checked(page);
      console.log(`two online games: ${first} and ${second} actions, both audited`);
      assert.match(await text(host.page, '[data-testid="online-head-to-head"]'), /Against Bruno/);
      // "Your games": the head-to-head, 2 games each way; the newest replayed.
      const hostRow = await headToHead(host.page, 'Bruno');
      assert.equal(hostRow?.[1], '2', `host's head-to-head: ${hostRow}`);
      const guestRow = await headToHead(guest.page, 'Anna');
      assert.equal(guestRow?.[1], '2', `guest's head-to-head: ${guestRow}`);
      assert.equal(Number(hostRow[2]) + Number(hostRow[3]) + Number(hostRow[4]), 2);
      assert.deepEqual([hostRow[2], hostRow[3]], [guestRow[3], guestRow[2]], 'one\'s wins are the other\'s losses');
      await axeCheck(host.page, 'your games with online games');
      await screenshots(host.page, 'games-online', SHOTS);
      await host.page.click('[data-testid="online-replay-0"]');
      await visible(host.page, '[data-testid="online-replay"]');
      await host.page.click('[data-testid="replay-first"]');
      await host.page.click('[data-testid="replay-next"]');
      await axeCheck(host.page, 'an online game replayed');
      await screenshots(host.page, 'games-online-replay', SHOTS);
      assertNoProblems(host.problems, 'host');
      assertNoProblems(guest.problems, 'guest');
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });

  test('Fifes and Drums: the friend away, a forfeit claimed after the wait, recorded; the friend back learns it', async () => {
    const settings = `relay ws://127.0.0.1:${relay.port}\n`;
    const host = await device(settings, { forfeitWait: '3' });
    const guest = await device(settings, { locale: 'fr-FR', viewport: DESKTOP });
    try {
      await meet(host.page, guest.page);
      let played = 0;
      while (played < 3) {
        const page = (await turn(host.page)) === 'mine' ? host.page : guest.page;
        if ((await turn(page)) !== 'mine') { await page.waitForTimeout(50); continue; }
        const other = page === host.page ? guest.page : host.page;
        const seen = (await logOf(other)).length;
        if (await fifesStep(page)) {
          played += 1;
          await other.waitForFunction((n) => (document.querySelector('[data-testid="log"]')?.innerText ?? '').length > n, seen, { timeout: 30_000 });
        }
      }
      // The guest's page goes away (its device kept: the game is saved there).
      const guestUrl = guest.page.url();
      await guest.page.close();
      await visible(host.page, '[data-testid="online-dropped"]');
      await host.page.waitForSelector('[data-testid="online-forfeit-offer"]', { timeout: 30_000 });
      await axeCheck(host.page, 'the forfeit offer');
      await screenshots(host.page, 'forfeit-offer', SHOTS);
      // Keep waiting: the offer goes, and comes back after another wait.
      await host.page.click('[data-testid="online-keep-waiting"]');
      assert.equal(await has(host.page, '[data-testid="online-forfeit-offer"]'), false);
      // The same offer in French (a reload: the game resumes without the friend, the clock
      // runs again).
      await host.page.evaluate(() => localStorage.setItem('touche.lang', 'fr'));
      await host.page.reload();
      await host.page.waitForSelector('[data-testid="online-forfeit-offer"]', { timeout: 60_000 });
      assert.match(await text(host.page, '[data-testid="online-forfeit-offer"]'), /forfait/);
      await axeCheck(host.page, 'the forfeit offer (French)');
      await screenshots(host.page, 'forfeit-offer-fr', SHOTS);
      await host.page.click('[data-testid="online-claim-forfeit"]');
      await host.page.waitForFunction(
        () => /par forfait/.test(document.querySelector('[data-testid="online-end"] h2')?.textContent ?? ''),
        null, { timeout: 30_000 });
      assert.equal(await turn(host.page), 'over');
      await visible(host.page, '[data-testid="online-head-to-head"]');
      await axeCheck(host.page, 'the end by forfeit (French)');
      await screenshots(host.page, 'end-forfeit-fr', SHOTS);
      // The friend comes back to its game: it learns it was ended by forfeit.
      const back = await guest.context.newPage();
      await back.goto(guestUrl);
      await back.waitForFunction(
        () => /par forfait/.test(document.querySelector('[data-testid="online-end"] h2')?.textContent ?? ''),
        null, { timeout: 60_000 });
      await screenshots(back, 'end-forfeit-friend-fr', SHOTS);
      // Both histories say so.
      const hostRow = await headToHead(host.page, 'Bruno');
      assert.deepEqual(hostRow?.slice(1, 3), ['1', '1'], `host: ${hostRow}`);
      assert.match(await text(host.page, '[data-testid="online-game-0"]'), /Gagnée par forfait contre Bruno/);
      const guestRow = await headToHead(back, 'Anna');
      assert.deepEqual(guestRow?.slice(1, 4), ['1', '0', '1'], `guest: ${guestRow}`);
      assert.match(await text(back, '[data-testid="online-game-0"]'), /Perdue par forfait contre Anna/);
      assertNoProblems(host.problems, 'host');
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });
});
