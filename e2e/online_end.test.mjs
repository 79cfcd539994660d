// The end of an online game (issue 30): two browser contexts meet through the Nostr relay this
// test starts (e2e/online_driver.mjs) and play Fifes and Drums to the end; a rematch is
// asked and accepted, the seats swap (the one who played first plays second), the second game
// (a reload on the way) is played to its end, and each side's "your games" page counts 2 games
// against the other by name, with the replay of this side's view. Then a forfeit: one side's
// page closed, the other waits (the wait made short through localStorage
// `touche-online-forfeit-wait`, seconds, as a player could set it), is offered the forfeit,
// claims it, the history says so; the friend who comes back learns it. Axe on the new screens;
// screenshots of the end with a rematch asked, of the second game, and of the forfeit offer,
// phone and desktop, English and French (e2e/screenshots/online/).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { axeCheck, DESKTOP, screenshots, visible } from './helpers.mjs';
import {
  audited, bothShow, fifesStep, firstToPlay, forfeitWait, has, headToHeadLine, logOf, playToTheEnd, rematch, SHOTS,
  statusOf, textOf, turn, useOnline,
} from './online_driver.mjs';

const online = useOnline();
const DISPLAY = '[data-testid="display"]';
const SLUG = 'fifes-and-drums';

describe('the end of an online game', () => {
  test('Fifes and Drums: a game to its end, a rematch with the seats swapped, its end, the head-to-head counts 2', async () => {
    await online.withDevices({
      host: {},
      guest: { locale: 'fr-FR', viewport: DESKTOP },
    }, async ({ host, guest }) => {
      const pages = [host.page, guest.page];
      await online.meet(host.page, guest.page, SLUG, DISPLAY);
      // Who plays first (Fifes and Drums draws it by a coin by default).
      const firstBefore = await firstToPlay(pages);
      const first = await playToTheEnd(pages, fifesStep);
      for (const page of pages) await audited(page);
      assert.match(await textOf(host.page, '[data-testid="online-head-to-head"]'), /Against Bruno: won \d, lost \d, drawn \d\./);
      assert.match(await textOf(guest.page, '[data-testid="online-head-to-head"]'), /Contre Anna/);
      assert.equal((await headToHeadLine(host.page, 'Bruno')).games, 1);
      // The record to download: this seat's view, in the games page's import format.
      const [download] = await Promise.all([
        host.page.waitForEvent('download'),
        host.page.click('[data-testid="online-download"]'),
      ]);
      const record = await readFile(await download.path(), 'utf8');
      assert.match(record, /^touche-online 1\n/);
      assert.match(record, /\nfriend Bruno\n/);
      // The host asks; the friend is asked, and accepts.
      await rematch(host.page, guest.page, {
        shots: { asked: 'end-rematch-asked', offered: 'end-rematch-offered-fr' }, ready: DISPLAY,
      });
      await bothShow(pages, '[data-testid="online-game-number"]');
      // The seats swapped: the one who played second plays first now.
      assert.equal(await firstToPlay(pages), 1 - firstBefore, 'the other player plays first');
      assert.match(await textOf(host.page, '[data-testid="online-game-number"]'), /Game 2/);
      await axeCheck(host.page, 'online, the second game (host)');
      await axeCheck(guest.page, 'online, the second game (guest, French)');
      await screenshots(host.page, 'rematch-game-2', SHOTS);
      await screenshots(guest.page, 'rematch-game-2-fr', SHOTS);
      // A reload during the second game resumes it.
      const second = await playToTheEnd(pages, fifesStep, {
        onAction: async (n) => {
          if (n !== 3) return;
          const before = await logOf(guest.page);
          await guest.page.reload();
          await guest.page.waitForSelector(DISPLAY, { timeout: 60_000 });
          await guest.page.waitForFunction((n) => (document.querySelector('[data-testid="log"]')?.innerText ?? '').length >= n,
            before.length, { timeout: 60_000 });
          assert.equal(await logOf(guest.page), before, 'the same game after a reload');
          assert.match(await textOf(guest.page, '[data-testid="online-game-number"]'), /Partie 2/);
        },
      });
      for (const page of pages) await audited(page);
      console.log(`two online games: ${first} and ${second} actions, both audited`);
      assert.match(await textOf(host.page, '[data-testid="online-head-to-head"]'), /Against Bruno/);
      assert.equal((await headToHeadLine(guest.page, 'Anna')).games, 2);
      // "Your games": the head-to-head, 2 games each way; the newest replayed.
      const hostRow = await online.headToHeadRow(host.page, SLUG, 'Bruno');
      assert.equal(hostRow?.[1], '2', `host's head-to-head: ${hostRow}`);
      const guestRow = await online.headToHeadRow(guest.page, SLUG, 'Anna');
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
    });
  });

  /** The status line while the friend's line is down: this side's turn, or the friend away. */
  const AWAY_OR_MINE = {
    en: /^(Your turn\.|Your friend is away: the game waits for them\.)$/,
    fr: /^(À vous de jouer\.|Votre ami est absent\u202F: la partie l'attend\.)$/,
  };
  test('Fifes and Drums: the friend away, a forfeit claimed after the wait, recorded; the friend back learns it', async () => {
    await online.withDevices({
      // Long enough to picture the line down before the offer.
      host: { init: forfeitWait(8) },
      // Its page is closed mid-game, and another opened later (watched too).
      guest: { locale: 'fr-FR', viewport: DESKTOP },
    }, async ({ host, guest }) => {
      await online.meet(host.page, guest.page, SLUG, DISPLAY);
      await playToTheEnd([host.page, guest.page], fifesStep, { until: (n) => n >= 3 });
      // The guest's page goes away (its device kept: the game is saved there).
      const guestUrl = guest.page.url();
      await guest.page.close();
      await visible(host.page, '[data-testid="online-dropped"]');
      // A friend away is not said to be thinking. The pictures of a line down are taken here:
      // after online_line's cut, the pages meet again before a picture is taken.
      assert.match(await statusOf(host.page), AWAY_OR_MINE.en);
      await screenshots(host.page, 'dropped', SHOTS);
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
      await visible(host.page, '[data-testid="online-dropped"]');
      assert.match(await statusOf(host.page), AWAY_OR_MINE.fr);
      await screenshots(host.page, 'dropped-fr', SHOTS);
      await host.page.waitForSelector('[data-testid="online-forfeit-offer"]', { timeout: 60_000 });
      assert.match(await textOf(host.page, '[data-testid="online-forfeit-offer"]'), /forfait/);
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
      await axeCheck(back, 'the end by forfeit, the friend back (French)');
      await screenshots(back, 'end-forfeit-friend-fr', SHOTS);
      // Both histories say so.
      const hostRow = await online.headToHeadRow(host.page, SLUG, 'Bruno');
      assert.deepEqual(hostRow?.slice(1, 3), ['1', '1'], `host: ${hostRow}`);
      assert.match(await textOf(host.page, '[data-testid="online-game-0"]'), /Gagnée par forfait contre Bruno/);
      const guestRow = await online.headToHeadRow(back, SLUG, 'Anna');
      assert.deepEqual(guestRow?.slice(1, 4), ['1', '0', '1'], `guest: ${guestRow}`);
      assert.match(await textOf(back, '[data-testid="online-game-0"]'), /Perdue par forfait contre Anna/);
    });
  });
});
