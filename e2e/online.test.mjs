// Play a friend online (issue 30): two browser contexts on 127.0.0.1, each its own device,
// meet through a Nostr relay this test starts (e2e/nostr_relay.mjs) or by codes pasted by
// hand, over a real RTCPeerConnection, and play a whole game of Fifes and Drums by clicking;
// the deal is run by both browsers' online workers and audited at the end ("every move
// checked"). Axe on every online screen; screenshots of invite, join, playing and end, phone
// and desktop. No request leaves 127.0.0.1 (no STUN server, the relay is local), and no
// console error or CSP report (helpers.openPage).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { join } from 'node:path';
import { startRelay } from './nostr_relay.mjs';
import { humanStep } from './en_garde_driver.mjs';
import { axeCheck, openPage, assertNoProblems, PHONE, DESKTOP, SCREENSHOTS, TIMEOUT, screenshots, useSite, visible } from './helpers.mjs';

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
async function device(settings, { locale = 'en-US', viewport = PHONE } = {}) {
  const session = await openPage(live.browser, { locale, viewport });
  await session.context.addInitScript((text) => {
    if (!localStorage.getItem('touche-connection')) localStorage.setItem('touche-connection', text);
  }, settings);
  await session.page.emulateMedia({ reducedMotion: 'reduce' });
  return session;
}

const has = async (page, selector) => (await page.$(selector)) !== null;
const turn = (page) => page.getAttribute('[data-testid="table"]', 'data-turn').catch(() => null);

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


const logOf = (page) => page.$eval('[data-testid="log"]', (log) => log.innerText).catch(() => '');

/** Plays until both pages show the end (`onAction(n)` after each action, which may reload a
 * page); returns how many actions were played. */
async function playToTheEnd(pages, step, onAction = async () => {}) {
  let actions = 0;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const turns = await Promise.all(pages.map(turn));
    if (turns.every((t) => t === 'over')) break;
    const mine = turns.indexOf('mine');
    const other = turns[1 - mine];
    if (mine < 0 || other !== 'theirs') {
      await pages[0].waitForTimeout(50);
      continue;
    }
    const seen = (await logOf(pages[1 - mine])).length;
    if (await step(pages[mine])) {
      actions += 1;
      // Until the friend's page has seen it (its log grew).
      await pages[1 - mine].waitForFunction(
        (before) => (document.querySelector('[data-testid="log"]')?.innerText ?? '').length > before,
        seen, { timeout: 30_000 });
      await onAction(actions);
    } else {
      await pages[mine].waitForTimeout(50);
    }
  }
  return actions;
}

async function invite(host, slug) {
  await host.goto(live.site.base + slug + '/online/');
  await visible(host, '[data-testid="online-setup"]');
  await axeCheck(host, 'online set-up');
  await host.fill('[data-testid="online-name"]', 'Anna');
  await host.click('[data-testid="online-invite"]');
  const link = await (await visible(host, '[data-testid="online-link"]')).inputValue();
  assert.match(link, /#invite=1\./, 'the room travels in the fragment');
  return link;
}

async function accept(guest, link) {
  await guest.goto(link);
  await visible(guest, '[data-testid="online-join"]');
  assert.match(await guest.textContent('[data-testid="online-invited"]'), /Anna invites you|Anna vous invite/);
  await axeCheck(guest, 'online invitation');
}

describe('play a friend online', () => {
  test('Fifes and Drums: meet through a relay, play to the end, both audits pass', async () => {
    const settings = `relay ws://127.0.0.1:${relay.port}\n`;
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
      for (const { page } of [host, guest]) {
        await page.waitForFunction(
          () => /checked|vérifié/.test(document.querySelector('[data-testid="online-verdict"]')?.textContent ?? ''),
          null, { timeout: 60_000 });
      }
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
    const settings = `relay ws://127.0.0.1:${relay.port}\n`;
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
      for (const { page } of [host, guest]) {
        await page.waitForFunction(
          () => /checked|vérifié/.test(document.querySelector('[data-testid="online-verdict"]')?.textContent ?? ''),
          null, { timeout: 60_000 });
      }
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
    const settings = `relay ws://127.0.0.1:${relay.port}\n`;
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
      const actions = await playToTheEnd([host.page, guest.page], fifesStep, async (n) => {
        if (n === 4) await reload(host.page, 'host');
        if (n === 9) await reload(guest.page, 'guest');
      });
      assert.ok(actions > 9, `${actions} actions`);
      for (const { page } of [host, guest]) {
        await page.waitForFunction(
          () => /checked|vérifié/.test(document.querySelector('[data-testid="online-verdict"]')?.textContent ?? ''),
          null, { timeout: 60_000 });
      }
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
      for (const { page } of [host, guest]) {
        await page.waitForFunction(
          () => /checked|vérifié/.test(document.querySelector('[data-testid="online-verdict"]')?.textContent ?? ''),
          null, { timeout: 60_000 });
      }
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
        const settings = way === 'relay' ? `relay ws://127.0.0.1:${relay.port}\n` : '';
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
