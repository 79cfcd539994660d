// Play a friend online (issue 30): two browser contexts on 127.0.0.1, each its own device,
// meet through a Nostr relay this test starts (e2e/nostr_relay.mjs) or by codes pasted by
// hand, over a real RTCPeerConnection, and play a whole game of Fifes and Drums by clicking;
// the deal is run by both browsers' online workers and audited at the end ("every move
// checked"). A whole match of En Garde, its end's head-to-head counting one game against the
// friend by name, then a rematch asked and accepted: game 2 with the seats swapped and the
// other player first, a few actions, a resignation, both audits, the head-to-head at 2. By the
// codes too, a whole match of En Garde (the Basic rules: the shortest), counted on both ends and
// both "your games" pages. Axe on every online screen; screenshots of invite, join, playing,
// end and rematch, phone and desktop. No request leaves 127.0.0.1 (no STUN server, the relay is local), and no console
// error or CSP report (helpers.openPage).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { humanStep } from './en_garde_driver.mjs';
import { axeCheck, DESKTOP, screenshots, visible } from './helpers.mjs';
import {
  accept, audited, bothShow, exchangeCodes, fifesStep, firstToPlay, has, headToHeadLine, logOf, playToTheEnd,
  rematch, SHOTS, statusOf, textOf, turn, useOnline,
} from './online_driver.mjs';

const online = useOnline();
const { invite, meet, withDevices } = online;
const DISPLAY = '[data-testid="display"]';
const HAND = '[data-testid="hand"]';

/** In En Garde, page `first` (of the host's and the guest's) is to play and the other waits, as
 * their tables' turns, their status lines (for screen readers: the scoreboard shows the turn)
 * and their scoreboards' "to play" light say; the host sits on `hostSide` ('one' or 'two'). */
async function whoPlaysSays(pages, first, hostSide) {
  assert.deepEqual(await Promise.all(pages.map(turn)), first === 0 ? ['mine', 'theirs'] : ['theirs', 'mine']);
  // After the line's first game, the status line begins with the game's number.
  assert.match(await statusOf(pages[first]), /^(?:(?:Game|Partie) \d+ · )?(Your turn\.|À vous de jouer\.)$/);
  assert.match(await statusOf(pages[1 - first]), /^(?:(?:Game|Partie) \d+ · )?(Your friend is thinking…|Votre ami réfléchit…)$/);
  const lit = (page) => page.$eval('[data-testid="to-play"]',
    (badge) => badge.closest('.eg-light').querySelector('.eg-light-name').textContent);
  assert.match(await lit(pages[first]), /^(You|Vous)$/, 'the "to play" light is on my side');
  assert.equal(await lit(pages[1 - first]), first === 0 ? 'Anna' : 'Bruno', 'the "to play" light is on the friend\'s side');
  const guestSide = hostSide === 'one' ? 'two' : 'one';
  assert.match(await textOf(pages[0], `[data-testid="score-${hostSide}"] .eg-light-name`), /^You$/);
  assert.match(await textOf(pages[1], `[data-testid="score-${guestSide}"] .eg-light-name`), /^Vous$/);
}

/** One decision of En Garde on the page whose turn it is (falsy when there was none). */
const enGardeStep = async (page) => !['wait', 'match-over'].includes(await humanStep(page));

/** A whole match of En Garde played on the host's and the guest's pages (at the table) by
 * clicking, to its end: both audits pass, and each end's head-to-head counts one game against
 * the other by name, one's win the other's loss. Gives the two lines (`headToHeadLine`'s). */
async function playWholeMatch(pages, how) {
  const actions = await playToTheEnd(pages, enGardeStep);
  for (const page of pages) await audited(page);
  console.log(`En Garde online (${how}): ${actions} actions played, both audits passed`);
  const [host, guest] = [await headToHeadLine(pages[0], 'Bruno'), await headToHeadLine(pages[1], 'Anna')];
  assert.equal(host.games, 1, 'one game against Bruno');
  assert.equal(guest.games, 1, 'one game against Anna');
  assert.deepEqual([host.won, host.lost], [guest.lost, guest.won]);
  return { host, guest };
}

describe('play a friend online', () => {
  test('Fifes and Drums: meet through a relay, play to the end, both audits pass', async () => {
    await withDevices({ host: {}, guest: { locale: 'fr-FR', viewport: DESKTOP } }, async ({ host, guest }) => {
      const opened = Date.now();
      const link = await invite(host.page, 'fifes-and-drums');
      await screenshots(host.page, 'invite', SHOTS);
      await accept(guest.page, link);
      await screenshots(guest.page, 'join-fr', SHOTS);
      await guest.page.click('[data-testid="online-accept"]');
      await bothShow([host.page, guest.page], '[data-testid="table"][data-turn]');
      await bothShow([host.page, guest.page], DISPLAY);
      console.log(`Fifes and Drums online: invitation opened to the table in ${Date.now() - opened} ms (relay)`);
      await axeCheck(host.page, 'online table (host)');
      await axeCheck(guest.page, 'online table (guest)');
      await screenshots(host.page, 'playing', SHOTS);
      const actions = await playToTheEnd([host.page, guest.page], fifesStep);
      for (const { page } of [host, guest]) await audited(page);
      console.log(`Fifes and Drums online: ${actions} actions played, both audits passed`);
      await axeCheck(host.page, 'online end (host)');
      await axeCheck(guest.page, 'online end (guest)');
      await screenshots(host.page, 'end', SHOTS);
      await screenshots(guest.page, 'end-fr', SHOTS);
    });
  });

  test('Fifes and Drums: the guest waits for a host who has gone; they meet when the host comes back', async () => {
    await withDevices({ host: { locale: 'fr-FR' }, guest: { viewport: DESKTOP } }, async ({ host, guest }) => {
      const link = await invite(host.page, 'fifes-and-drums');
      assert.match(await textOf(host.page, '[data-testid="online-connecting"]'), /En attente de votre ami/);
      await axeCheck(host.page, 'online invitation sent, waiting (host, French)');
      await screenshots(host.page, 'invite-fr', SHOTS);
      // The host's page goes (its device keeps the game under way); the guest accepts and
      // waits, in English, then in French.
      await host.page.close();
      await accept(guest.page, link);
      await guest.page.click('[data-testid="online-accept"]');
      const connecting = '[data-testid="online-connecting"]';
      // It says whom it meets and what that needs.
      assert.match(await (await visible(guest.page, connecting)).textContent(), /^Connecting to Anna… Their page must be open/);
      await guest.page.waitForTimeout(2_000);
      assert.match(await textOf(guest.page, connecting), /^Connecting to Anna…/, 'still connecting: nobody answers');
      assert.equal(await has(guest.page, '[data-testid="online-trouble"]'), false, 'the relay is there: no trouble said');
      await axeCheck(guest.page, 'online, connecting (guest)');
      await screenshots(guest.page, 'connecting', SHOTS);
      await guest.page.click('[data-testid="lang-switch"] [data-lang="fr"]');
      await guest.page.waitForFunction(
        (s) => document.querySelector(s)?.textContent.startsWith('Connexion avec Anna…'), connecting, { timeout: 30_000 });
      await axeCheck(guest.page, 'online, connecting (guest, French)');
      await screenshots(guest.page, 'connecting-fr', SHOTS);
      // The host comes back to its online page: the game under way, they meet and play it.
      const back = await host.context.newPage();
      await back.goto(online.live.site.base + 'fifes-and-drums/online/');
      await bothShow([back, guest.page], DISPLAY);
      const actions = await playToTheEnd([back, guest.page], fifesStep);
      for (const page of [back, guest.page]) await audited(page);
      console.log(`the host back: ${actions} actions played, both audits passed`);
    });
  });

  test('En Garde: meet through a relay, play a whole match by clicking, both audits pass; a rematch, the other first', async () => {
    await withDevices({ host: { viewport: DESKTOP }, guest: { locale: 'fr-FR' } }, async ({ host, guest }) => {
      const pages = [host.page, guest.page];
      const opened = Date.now();
      await meet(host.page, guest.page, 'en-garde', HAND);
      console.log(`En Garde online: invitation opened to the table in ${Date.now() - opened} ms (relay)`);
      await axeCheck(guest.page, 'online En Garde table (guest, French)');
      await screenshots(guest.page, 'en-garde-playing-fr', SHOTS);
      const firstBefore = await firstToPlay(pages);
      await whoPlaysSays(pages, firstBefore, 'one');
      const { host: hostBefore, guest: guestBefore } = await playWholeMatch(pages, 'relay');
      await screenshots(host.page, 'en-garde-end', SHOTS);

      // A rematch, asked by the guest (French), accepted by the host.
      await rematch(guest.page, host.page, {
        shots: { asked: 'en-garde-rematch-asked-fr', offered: 'en-garde-rematch-offered' }, ready: HAND,
      });
      // Seen on the host's desktop only: on a phone En Garde's table grid gives the game number
      // no width (a layout fault of the page, reported), so the guest's is there but unseen.
      await visible(host.page, '[data-testid="online-game-number"]');
      assert.match(await textOf(host.page, '[data-testid="online-game-number"]'), /^Game 2$/);
      assert.match(await textOf(guest.page, '[data-testid="online-game-number"]'), /^Partie 2$/);
      // The seats swapped (the host on side two now), the other player moves first, as both
      // pages say.
      const firstNow = await firstToPlay(pages);
      assert.equal(firstNow, 1 - firstBefore, 'the other player moves first in game 2');
      await whoPlaysSays(pages, firstNow, 'two');
      await axeCheck(host.page, 'online En Garde, game 2 (host)');
      await axeCheck(guest.page, 'online En Garde, game 2 (guest, French)');
      await screenshots(host.page, 'en-garde-game-2', SHOTS);
      await screenshots(guest.page, 'en-garde-game-2-fr', SHOTS);
      const played = await playToTheEnd(pages, enGardeStep, { until: (n) => n >= 4 });
      // The host resigns: game 2 ends, both audit it, the head-to-head counts 2.
      await host.page.click('[data-testid="online-resign"]');
      await bothShow(pages, '[data-testid="table"][data-turn="over"]');
      for (const page of pages) await audited(page);
      assert.equal(await textOf(host.page, '[data-testid="online-end"] h2'), 'You resigned.');
      assert.match(await textOf(guest.page, '[data-testid="online-end"] h2'), /^Votre ami a abandonné/);
      const hostAfter = await headToHeadLine(host.page, 'Bruno');
      const guestAfter = await headToHeadLine(guest.page, 'Anna');
      assert.deepEqual(hostAfter, { ...hostBefore, lost: hostBefore.lost + 1, games: 2 });
      assert.deepEqual(guestAfter, { ...guestBefore, won: guestBefore.won + 1, games: 2 });
      console.log(`En Garde online, game 2: ${played} actions, then a resignation, both audits passed`);
      await axeCheck(host.page, 'online En Garde, game 2 resigned (host)');
      await screenshots(host.page, 'en-garde-game-2-resigned', SHOTS);
    });
  });

  test('Fifes and Drums: a reload on either side loses nothing, the log the same', async () => {
    await withDevices({ host: { viewport: DESKTOP }, guest: {} }, async ({ host, guest }) => {
      await meet(host.page, guest.page, 'fifes-and-drums', DISPLAY);
      const pages = [host.page, guest.page];
      // The log as it stands once both tables have the last action: one says "mine", the other
      // "theirs", and the log is the same twice, 300 ms apart (the friend having seen the action
      // does not say the actor's own table has drawn it yet).
      const settledLog = async (page) => {
        const deadline = Date.now() + 30_000;
        let last = null;
        while (Date.now() < deadline) {
          const turns = await Promise.all(pages.map(turn));
          const log = await logOf(page);
          if (turns.includes('mine') && turns.includes('theirs') && log === last) return log;
          last = turns.includes('mine') && turns.includes('theirs') ? log : null;
          await page.waitForTimeout(300);
        }
        throw new Error(`the tables did not settle: ${(await Promise.all(pages.map(turn))).join(' / ')}`);
      };
      const reload = async (page, label) => {
        const before = await settledLog(page);
        const started = Date.now();
        await page.reload();
        await page.waitForSelector(DISPLAY, { timeout: 60_000 });
        await page.waitForFunction((n) => (document.querySelector('[data-testid="log"]')?.innerText ?? '').length >= n,
          before.length, { timeout: 60_000 });
        assert.equal(await logOf(page), before, `${label}: the same log after a reload`);
        console.log(`${label} reloaded: back at the table in ${Date.now() - started} ms`);
      };
      const actions = await playToTheEnd(pages, fifesStep, {
        onAction: async (n) => {
          if (n === 4) await reload(host.page, 'host');
          if (n === 9) await reload(guest.page, 'guest');
        },
      });
      assert.ok(actions > 9, `${actions} actions`);
      for (const { page } of [host, guest]) await audited(page);
    });
  });

  test('Fifes and Drums: meet by codes pasted by hand, no relay at all', async () => {
    // No relay, no STUN: only the codes.
    await withDevices({ host: { settings: '', viewport: DESKTOP }, guest: { settings: '' } }, async ({ host, guest }) => {
      await meet(host.page, guest.page, 'fifes-and-drums', DISPLAY, {
        byHand: true,
        onAnswer: async ({ offer, answer }) => {
          console.log(`codes by hand: offer ${offer.length} characters, answer ${answer.length}`);
          await axeCheck(guest.page, 'online codes by hand');
          await screenshots(guest.page, 'by-hand', SHOTS);
        },
      });
      const actions = await playToTheEnd([host.page, guest.page], fifesStep);
      assert.ok(actions > 10, `${actions} actions`);
      for (const { page } of [host, guest]) await audited(page);
    });
  });

  test('En Garde: meet by codes pasted by hand, no relay at all; a whole match under the Basic rules, both audits pass', async () => {
    // The shortest rules the set-up offers: Abacus · Basic, every attack hits at once (no
    // parry), still a whole match to 5 round wins (the relay's match above is the Classic one).
    await withDevices({ host: { settings: '' }, guest: { settings: '', viewport: DESKTOP } }, async ({ host, guest }) => {
      const pages = [host.page, guest.page];
      const opened = Date.now();
      await meet(host.page, guest.page, 'en-garde', HAND, {
        byHand: true,
        atSetup: (page) => page.selectOption('[data-testid="rule-set"]', 'abacus-basic'),
        invited: /\(Abacus · Basic\)/,
        onAnswer: () => axeCheck(guest.page, 'online En Garde codes by hand (guest)'),
      });
      console.log(`En Garde online: invitation opened to the table in ${Date.now() - opened} ms (by hand)`);
      const lines = await playWholeMatch(pages, 'by hand, Abacus · Basic');
      await axeCheck(host.page, 'online En Garde, match over (host)');
      await axeCheck(guest.page, 'online En Garde, match over (guest)');
      await online.gamesPageCounts(host.page, 'en-garde', 'Bruno', lines.host);
      await online.gamesPageCounts(guest.page, 'en-garde', 'Anna', lines.guest);
    });
  });
});

/** `E2E_ONLINE_RUNS=10 node --test online.test.mjs`: the time from opening the invitation to the
 * table, both ways to meet, N times each, and the median (printed; not asserted). */
const RUNS = Number(process.env.E2E_ONLINE_RUNS ?? 0);
if (RUNS > 0) {
  test(`time from the invitation to the table, median of ${RUNS}, both ways`, async () => {
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const way of ['relay', 'by hand']) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        const settings = way === 'relay' ? online.relaySettings() : '';
        await withDevices({ host: { settings, viewport: DESKTOP }, guest: { settings } }, async ({ host, guest }) => {
          const link = await invite(host.page, 'fifes-and-drums');
          const opened = Date.now();
          await guest.page.goto(link);
          await guest.page.click('[data-testid="online-accept"]');
          if (way === 'by hand') await exchangeCodes(host.page, guest.page);
          await bothShow([host.page, guest.page], DISPLAY);
          times.push(Date.now() - opened);
        });
      }
      console.log(`${way}: invitation opened to the table in ${times.join(', ')} ms; median ${median(times)} ms`);
    }
  });
}
