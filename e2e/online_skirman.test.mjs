// Skirm'an against a friend online (`skirman/online/`): two browser contexts on 127.0.0.1, each
// its own device, meet through a Nostr relay this test starts (e2e/nostr_relay.mjs) over a real
// RTCPeerConnection, with the meeting's signatures and sealing in each browser's online worker;
// then a whole bout is played by clicking, each browser showing only its own fencer, the moves
// chosen with the hand and the action bar (e2e/skirman_driver.mjs's actionBarMove: the online
// page has no teaching panel). The deal is run by both
// online workers and audited at the end ("every move checked"). Axe on the set-up, the
// invitation, the table and the end; screenshots of the table and the end. No request leaves
// 127.0.0.1, no console error or warning (helpers.openPage).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { actionBarMove } from './skirman_driver.mjs';
import { axeCheck, assertNoProblems, DESKTOP, screenshots, visible } from './helpers.mjs';
import { audited, SHOTS, turn, useOnline } from './online_driver.mjs';

const online = useOnline();

const tableText = (page) => page.$eval('[data-testid="table"]', (table) => table.innerText).catch(() => '');

/** Plays until both pages show the end; returns the decisions made, by category. */
async function playTheBout(pages) {
  const made = {};
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const turns = await Promise.all(pages.map(turn));
    if (turns.every((t) => t === 'over')) return made;
    const mine = turns.indexOf('mine');
    if (mine < 0 || turns[1 - mine] !== 'theirs') {
      await pages[0].waitForTimeout(50);
      continue;
    }
    const friend = pages[1 - mine];
    const seen = await tableText(friend);
    // With the hand and the action bar: the online page has no teaching panel.
    const category = await actionBarMove(pages[mine]);
    made[category] = (made[category] ?? 0) + 1;
    // Until the friend's table has changed (the move crossed).
    await friend.waitForFunction(
      (before) => (document.querySelector('[data-testid="table"]')?.innerText ?? '') !== before,
      seen, { timeout: 30_000 });
  }
  throw new Error(`the bout did not end in time: ${JSON.stringify(made)}`);
}

describe("play a friend online: Skirm'an", () => {
  test("Skirm'an: meet through a relay, play a whole bout by clicking, both audits pass", async () => {
    const settings = online.relaySettings();
    const host = await online.device(settings, { viewport: DESKTOP });
    const guest = await online.device(settings, { locale: 'fr-FR' });
    try {
      const opened = Date.now();
      await host.page.goto(online.live.site.base + 'skirman/online/');
      await visible(host.page, '[data-testid="online-setup"]');
      assert.ok(await host.page.isChecked('[data-testid="level-initiation"]'), 'a first bout at the Initiation level');
      await axeCheck(host.page, "Skirm'an online set-up");
      await host.page.fill('[data-testid="online-name"]', 'Anna');
      await host.page.click('[data-testid="online-invite"]');
      const link = await (await visible(host.page, '[data-testid="online-link"]')).inputValue();
      assert.match(link, /\/skirman\/online\/#invite=1\./, 'the room travels in the fragment');

      await guest.page.goto(link);
      await visible(guest.page, '[data-testid="online-join"]');
      assert.match(await guest.page.textContent('[data-testid="online-invited"]'), /Anna vous invite/);
      await axeCheck(guest.page, "Skirm'an online invitation (French)");
      await guest.page.click('[data-testid="online-accept"]');
      for (const { page } of [host, guest]) {
        await page.waitForSelector('[data-testid="table"][data-turn] [data-testid="hand"]', { timeout: 60_000 });
      }
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
      const made = await playTheBout([host.page, guest.page]);
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
      await axeCheck(host.page, "Skirm'an online end (host)");
      await axeCheck(guest.page, "Skirm'an online end (guest, French)");
      await screenshots(host.page, 'skirman-end', SHOTS);
      await screenshots(guest.page, 'skirman-end-fr', SHOTS);
      assertNoProblems(host.problems, 'host');
      assertNoProblems(guest.problems, 'guest');
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });
});
