// Play a friend online (issue 30): two browser contexts on 127.0.0.1, each its own device,
// meet through a Nostr relay this test starts (e2e/nostr_relay.mjs) or by codes pasted by
// hand, over a real RTCPeerConnection, and play a whole game of Fifes and Drums by clicking;
// the deal is run by both browsers' online workers and audited at the end ("every move
// checked"). Axe on every online screen; screenshots of invite, join, playing and end, phone
// and desktop. No request leaves 127.0.0.1 (no STUN server, the relay is local), and no
// console error or CSP report (helpers.openPage).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { humanStep } from './en_garde_driver.mjs';
import { axeCheck, DESKTOP, screenshots } from './helpers.mjs';
import {
  accept, audited, bothShow, exchangeCodes, fifesStep, logOf, playToTheEnd, SHOTS, useOnline,
} from './online_driver.mjs';

const online = useOnline();
const { invite, meet, withDevices } = online;
const DISPLAY = '[data-testid="display"]';

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

  test('En Garde: meet through a relay, play a whole match by clicking, both audits pass', async () => {
    await withDevices({ host: { viewport: DESKTOP }, guest: { locale: 'fr-FR' } }, async ({ host, guest }) => {
      const opened = Date.now();
      await meet(host.page, guest.page, 'en-garde', '[data-testid="hand"]');
      console.log(`En Garde online: invitation opened to the table in ${Date.now() - opened} ms (relay)`);
      await axeCheck(guest.page, 'online En Garde table (guest, French)');
      await screenshots(guest.page, 'en-garde-playing-fr', SHOTS);
      const step = async (page) => !['wait', 'match-over'].includes(await humanStep(page));
      const actions = await playToTheEnd([host.page, guest.page], step);
      for (const { page } of [host, guest]) await audited(page);
      console.log(`En Garde online: ${actions} actions played, both audits passed`);
      await screenshots(host.page, 'en-garde-end', SHOTS);
    });
  });

  test('Fifes and Drums: a reload on either side loses nothing, the log the same', async () => {
    await withDevices({ host: { viewport: DESKTOP }, guest: {} }, async ({ host, guest }) => {
      await meet(host.page, guest.page, 'fifes-and-drums', DISPLAY);
      const reload = async (page, label) => {
        const before = await logOf(page);
        const started = Date.now();
        await page.reload();
        await page.waitForSelector(DISPLAY, { timeout: 60_000 });
        await page.waitForFunction((n) => (document.querySelector('[data-testid="log"]')?.innerText ?? '').length >= n,
          before.length, { timeout: 60_000 });
        assert.equal(await logOf(page), before, `${label}: the same log after a reload`);
        console.log(`${label} reloaded: back at the table in ${Date.now() - started} ms`);
      };
      const actions = await playToTheEnd([host.page, guest.page], fifesStep, {
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
      const link = await invite(host.page, 'fifes-and-drums');
      await accept(guest.page, link);
      await guest.page.click('[data-testid="online-accept"]');
      await exchangeCodes(host.page, guest.page, {
        onAnswer: async ({ offer, answer }) => {
          console.log(`codes by hand: offer ${offer.length} characters, answer ${answer.length}`);
          await axeCheck(guest.page, 'online codes by hand');
          await screenshots(guest.page, 'by-hand', SHOTS);
        },
      });
      await bothShow([host.page, guest.page], DISPLAY);
      const actions = await playToTheEnd([host.page, guest.page], fifesStep);
      assert.ok(actions > 10, `${actions} actions`);
      for (const { page } of [host, guest]) await audited(page);
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
