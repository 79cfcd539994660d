// Skirm'an against a friend online (`skirman/online/`): two browser contexts on 127.0.0.1, each
// its own device, meet through a Nostr relay this test starts (e2e/nostr_relay.mjs), or by the
// codes pasted by hand with no relay at all, over a real RTCPeerConnection, with the meeting's
// signatures and sealing in each browser's online worker; then a whole bout is played by clicking, each browser showing only its own fencer, the moves
// chosen with the hand and the action bar (e2e/skirman_driver.mjs's actionBarMove: the online
// page has no teaching panel). The deal is run by both
// online workers and audited at the end ("every move checked"); each end's head-to-head counts
// one bout against the other by name, and so does "your games" (met by hand). Axe on the
// set-up, the invitation, the codes, the table and the end; screenshots of the table and the end. No request leaves 127.0.0.1, no console error or
// warning (helpers.openPage).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { actionBarMove } from './skirman_driver.mjs';
import { axeCheck, DESKTOP, screenshots } from './helpers.mjs';
import { accept, audited, bothShow, headToHeadLine, playToTheEnd, SHOTS, useOnline } from './online_driver.mjs';

const online = useOnline();

const HAND_AT_TABLE = '[data-testid="table"][data-turn] [data-testid="hand"]';
const tableText = (page) => page.$eval('[data-testid="table"]', (table) => table.innerText).catch(() => '');

/**
 * A whole bout played on the host's and the guest's pages (at the table) by clicking, with the
 * hand and the action bar (the online page has no teaching panel), each move waited for on the
 * friend's table: both audits pass, both pages say the same winner, and each end's head-to-head
 * counts one bout against the other by name, won by the host (seat one) or lost. Axe on both
 * ends; `shots`: the screenshots' names, the host's and the guest's. Gives the two lines
 * (`headToHeadLine`'s).
 */
async function playWholeBout(pages, how, { shots } = {}) {
  const started = Date.now();
  const made = {};
  await playToTheEnd(pages, actionBarMove, {
    sign: tableText,
    timeout: 240_000,
    onAction: async (n, category) => {
      made[category] = (made[category] ?? 0) + 1;
    },
  });
  for (const page of pages) await audited(page);
  const decisions = Object.values(made).reduce((a, b) => a + b, 0);
  console.log(`Skirm'an online (${how}): ${decisions} decisions in ${Math.round((Date.now() - started) / 1000)} s `
    + `(${JSON.stringify(made)}), both audits passed`);
  assert.ok(decisions > 5, `${decisions} decisions`);
  const outcomes = await Promise.all(pages.map((page) => page.getAttribute('[data-testid="online-end"]', 'data-outcome')));
  assert.equal(outcomes[0], outcomes[1], 'both see the same result');
  assert.match(outcomes[0], /Winner/);
  const hostWon = /Winner\(One\)/.test(outcomes[0]) ? 1 : 0;
  const lines = { host: await headToHeadLine(pages[0], 'Bruno'), guest: await headToHeadLine(pages[1], 'Anna') };
  assert.deepEqual(lines.host, { won: hostWon, lost: 1 - hostWon, drawn: 0, games: 1 });
  assert.deepEqual(lines.guest, { won: 1 - hostWon, lost: hostWon, drawn: 0, games: 1 });
  await axeCheck(pages[0], `Skirm'an online end (host, ${how})`);
  await axeCheck(pages[1], `Skirm'an online end (guest, ${how})`);
  if (shots) for (const [i, name] of shots.entries()) await screenshots(pages[i], name, SHOTS);
  return lines;
}

/** The set-up's first level, Initiation (61 cards, the fewest): a first bout. */
const atInitiation = async (page) => {
  assert.ok(await page.isChecked('[data-testid="level-initiation"]'), 'a first bout at the Initiation level');
};

describe("play a friend online: Skirm'an", () => {
  test("Skirm'an: meet through a relay, play a whole bout by clicking, both audits pass", async () => {
    await online.withDevices({ host: { viewport: DESKTOP }, guest: { locale: 'fr-FR' } }, async ({ host, guest }) => {
      const opened = Date.now();
      const link = await online.invite(host.page, 'skirman', { atSetup: atInitiation });
      await accept(guest.page, link);
      assert.match(await guest.page.textContent('[data-testid="online-invited"]'), /Anna vous invite/);
      await guest.page.click('[data-testid="online-accept"]');
      await bothShow([host.page, guest.page], HAND_AT_TABLE);
      console.log(`Skirm'an online: invitation opened to the table in ${Date.now() - opened} ms (relay)`);
      // Each browser shows its own fencer's hand only: the two hands differ.
      const hands = await Promise.all([host, guest].map(({ page }) => page.$$eval(
        '[data-testid="hand"] [data-card]', (cards) => cards.map((c) => c.dataset.card).join(' '))));
      assert.ok(hands[0] && hands[1], 'both see a hand');
      assert.notEqual(hands[0], hands[1], 'each sees its own hand');
      await axeCheck(host.page, "Skirm'an online table (host)");
      await axeCheck(guest.page, "Skirm'an online table (guest, French)");
      await screenshots(host.page, 'skirman-playing', SHOTS);
      await screenshots(guest.page, 'skirman-playing-fr', SHOTS);

      await playWholeBout([host.page, guest.page], 'relay', { shots: ['skirman-end', 'skirman-end-fr'] });
    });
  });

  test("Skirm'an: meet by codes pasted by hand, no relay at all; a whole bout, both audits pass", async () => {
    // At Initiation, the set-up's first level and the shortest there is: a bout to 5 touches
    // all the same (no option shortens it).
    await online.withDevices({ host: { settings: '' }, guest: { settings: '', viewport: DESKTOP } }, async ({ host, guest }) => {
      const opened = Date.now();
      await online.meet(host.page, guest.page, 'skirman', HAND_AT_TABLE, {
        byHand: true,
        atSetup: atInitiation,
        invited: /\(Initiation\)/,
        onAnswer: () => axeCheck(guest.page, "Skirm'an online codes by hand (guest)"),
      });
      console.log(`Skirm'an online: invitation opened to the table in ${Date.now() - opened} ms (by hand)`);
      const lines = await playWholeBout([host.page, guest.page], 'by hand');
      await online.gamesPageCounts(host.page, 'skirman', 'Bruno', lines.host);
      await online.gamesPageCounts(guest.page, 'skirman', 'Anna', lines.guest);
    });
  });
});
