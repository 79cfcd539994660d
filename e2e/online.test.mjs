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
import { axeCheck, assertNoProblems, DESKTOP, screenshots, visible } from './helpers.mjs';
import { accept, audited, fifesStep, logOf, playToTheEnd, SHOTS, useOnline } from './online_driver.mjs';

const online = useOnline();
const { device, invite } = online;

describe('play a friend online', () => {
  test('Fifes and Drums: meet through a relay, play to the end, both audits pass', async () => {
    const settings = online.relaySettings();
    const host = await device(settings);
    const guest = await device(settings, { locale: 'fr-FR', viewport: DESKTOP });
    try {
      const opened = Date.now();
      const link = await invite(host.page, 'fifes-and-drums');
      await screenshots(host.page, 'invite', SHOTS);
      await accept(guest.page, link);
      await screenshots(guest.page, 'join-fr', SHOTS);
      await guest.page.click('[data-testid="online-accept"]');
      for (const { page } of [host, guest]) {
        await page.waitForSelector('[data-testid="table"][data-turn]', { timeout: 60_000 });
        await page.waitForSelector('[data-testid="display"]', { timeout: 60_000 });
      }
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
      assertNoProblems(host.problems, 'host');
      assertNoProblems(guest.problems, 'guest');
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });

  test('En Garde: meet through a relay, play a whole match by clicking, both audits pass', async () => {
    const settings = online.relaySettings();
    const host = await device(settings, { viewport: DESKTOP });
    const guest = await device(settings, { locale: 'fr-FR' });
    try {
      const opened = Date.now();
      const link = await invite(host.page, 'en-garde');
      await accept(guest.page, link);
      await guest.page.click('[data-testid="online-accept"]');
      for (const { page } of [host, guest]) await page.waitForSelector('[data-testid="hand"]', { timeout: 60_000 });
      console.log(`En Garde online: invitation opened to the table in ${Date.now() - opened} ms (relay)`);
      await axeCheck(guest.page, 'online En Garde table (guest, French)');
      await screenshots(guest.page, 'en-garde-playing-fr', SHOTS);
      const step = async (page) => !['wait', 'match-over'].includes(await humanStep(page));
      const actions = await playToTheEnd([host.page, guest.page], step);
      for (const { page } of [host, guest]) await audited(page);
      console.log(`En Garde online: ${actions} actions played, both audits passed`);
      await screenshots(host.page, 'en-garde-end', SHOTS);
      assertNoProblems(host.problems, 'host');
      assertNoProblems(guest.problems, 'guest');
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });

  test('Fifes and Drums: a reload on either side loses nothing, the log the same', async () => {
    const settings = online.relaySettings();
    const host = await device(settings, { viewport: DESKTOP });
    const guest = await device(settings);
    try {
      const link = await invite(host.page, 'fifes-and-drums');
      await accept(guest.page, link);
      await guest.page.click('[data-testid="online-accept"]');
      for (const { page } of [host, guest]) await page.waitForSelector('[data-testid="display"]', { timeout: 60_000 });
      const reload = async (page, label) => {
        const before = await logOf(page);
        const started = Date.now();
        await page.reload();
        await page.waitForSelector('[data-testid="display"]', { timeout: 60_000 });
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
      assertNoProblems(host.problems, 'host');
      assertNoProblems(guest.problems, 'guest');
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });

  test('Fifes and Drums: meet by codes pasted by hand, no relay at all', async () => {
    const settings = ''; // no relay, no STUN: only the codes
    const host = await device(settings, { viewport: DESKTOP });
    const guest = await device(settings);
    try {
      const link = await invite(host.page, 'fifes-and-drums');
      await accept(guest.page, link);
      await guest.page.click('[data-testid="online-accept"]');
      await host.page.click('[data-testid="online-by-hand"] summary');
      await host.page.click('[data-testid="online-make-code"]');
      const offer = await (await visible(host.page, '[data-testid="online-my-code"]')).inputValue();
      assert.match(offer, /^TQ[A-Z2-7]+$/);
      await guest.page.click('[data-testid="online-by-hand"] summary');
      await guest.page.fill('[data-testid="online-their-code"]', offer);
      await guest.page.click('[data-testid="online-use-code"]');
      const answer = await (await visible(guest.page, '[data-testid="online-my-code"]')).inputValue();
      console.log(`codes by hand: offer ${offer.length} characters, answer ${answer.length}`);
      await axeCheck(guest.page, 'online codes by hand');
      await screenshots(guest.page, 'by-hand', SHOTS);
      await host.page.fill('[data-testid="online-their-code"]', answer);
      await host.page.click('[data-testid="online-use-code"]');
      for (const { page } of [host, guest]) {
        await page.waitForSelector('[data-testid="display"]', { timeout: 60_000 });
      }
      const actions = await playToTheEnd([host.page, guest.page], fifesStep);
      assert.ok(actions > 10, `${actions} actions`);
      for (const { page } of [host, guest]) await audited(page);
      assertNoProblems(host.problems, 'host');
      assertNoProblems(guest.problems, 'guest');
    } finally {
      await host.context.close();
      await guest.context.close();
    }
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
        const host = await device(settings, { viewport: DESKTOP });
        const guest = await device(settings);
        try {
          const link = await invite(host.page, 'fifes-and-drums');
          const opened = Date.now();
          await guest.page.goto(link);
          await guest.page.click('[data-testid="online-accept"]');
          if (way === 'by hand') {
            await host.page.click('[data-testid="online-by-hand"] summary');
            await host.page.click('[data-testid="online-make-code"]');
            const offer = await (await visible(host.page, '[data-testid="online-my-code"]')).inputValue();
            await guest.page.click('[data-testid="online-by-hand"] summary');
            await guest.page.fill('[data-testid="online-their-code"]', offer);
            await guest.page.click('[data-testid="online-use-code"]');
            const answer = await (await visible(guest.page, '[data-testid="online-my-code"]')).inputValue();
            await host.page.fill('[data-testid="online-their-code"]', answer);
            await host.page.click('[data-testid="online-use-code"]');
          }
          for (const { page } of [host, guest]) await page.waitForSelector('[data-testid="display"]', { timeout: 60_000 });
          times.push(Date.now() - opened);
        } finally {
          await host.context.close();
          await guest.context.close();
        }
      }
      console.log(`${way}: invitation opened to the table in ${times.join(', ')} ms; median ${median(times)} ms`);
    }
  });
}
