// Skirm'an against a friend online (`skirman/online/`): two browser contexts on 127.0.0.1, each
// its own device, meet through a Nostr relay this test starts (e2e/nostr_relay.mjs) over a real
// RTCPeerConnection, with the meeting's signatures and sealing in each browser's online worker;
// then a whole bout is played by clicking, each browser showing only its own fencer, the moves
// chosen with the hand and the action bar (e2e/skirman_driver.mjs's actionBarMove: the online
// page has no teaching panel). The deal is run by both
// online workers and audited at the end ("every move checked"); each end's head-to-head counts
// one bout against the other by name. Axe on the set-up, the invitation, the table and the
// end; screenshots of the table and the end. No request leaves 127.0.0.1, no console error or
// warning (helpers.openPage).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { actionBarMove } from './skirman_driver.mjs';
import { axeCheck, DESKTOP, screenshots } from './helpers.mjs';
import { accept, audited, bothShow, headToHeadLine, playToTheEnd, SHOTS, useOnline } from './online_driver.mjs';

const online = useOnline();

const tableText = (page) => page.$eval('[data-testid="table"]', (table) => table.innerText).catch(() => '');

describe("play a friend online: Skirm'an", () => {
  test("Skirm'an: meet through a relay, play a whole bout by clicking, both audits pass", async () => {
    await online.withDevices({ host: { viewport: DESKTOP }, guest: { locale: 'fr-FR' } }, async ({ host, guest }) => {
      const opened = Date.now();
      const link = await online.invite(host.page, 'skirman', {
        atSetup: async (page) => {
          assert.ok(await page.isChecked('[data-testid="level-initiation"]'), 'a first bout at the Initiation level');
        },
      });
      await accept(guest.page, link);
      assert.match(await guest.page.textContent('[data-testid="online-invited"]'), /Anna vous invite/);
      await guest.page.click('[data-testid="online-accept"]');
      await bothShow([host.page, guest.page], '[data-testid="table"][data-turn] [data-testid="hand"]');
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

      const started = Date.now();
      // Until the friend's table has changed (the move crossed), for up to 4 minutes.
      const made = {};
      // With the hand and the action bar: the online page has no teaching panel.
      await playToTheEnd([host.page, guest.page], actionBarMove, {
        sign: tableText,
        timeout: 240_000,
        onAction: async (n, category) => {
          made[category] = (made[category] ?? 0) + 1;
        },
      });
      for (const { page } of [host, guest]) await audited(page);
      const decisions = Object.values(made).reduce((a, b) => a + b, 0);
      console.log(`Skirm'an online: ${decisions} decisions in ${Math.round((Date.now() - started) / 1000)} s `
        + `(${JSON.stringify(made)}), both audits passed`);
      assert.ok(decisions > 5, `${decisions} decisions`);
      // One of the two fencers won, as both pages say.
      const outcomes = await Promise.all([host, guest].map(({ page }) =>
        page.getAttribute('[data-testid="online-end"]', 'data-outcome')));
      assert.equal(outcomes[0], outcomes[1], 'both see the same result');
      assert.match(outcomes[0], /Winner/);
      // The head-to-head: one bout against the friend by name, won by the host (seat one) or lost.
      const hostWon = /Winner\(One\)/.test(outcomes[0]) ? 1 : 0;
      assert.deepEqual(await headToHeadLine(host.page, 'Bruno'), { won: hostWon, lost: 1 - hostWon, drawn: 0, games: 1 });
      assert.deepEqual(await headToHeadLine(guest.page, 'Anna'), { won: 1 - hostWon, lost: hostWon, drawn: 0, games: 1 });
      await axeCheck(host.page, "Skirm'an online end (host)");
      await axeCheck(guest.page, "Skirm'an online end (guest, French)");
      await screenshots(host.page, 'skirman-end', SHOTS);
      await screenshots(guest.page, 'skirman-end-fr', SHOTS);
    });
  });
});
