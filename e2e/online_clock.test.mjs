// The move clock (issue 30, "optional per game: a move clock"): the host sets 30 seconds per
// move; the guest's invitation says so; both tables show it. The player to move waits past
// its time: its page says the friend may claim the win, the friend's page offers the claim or
// more time; more time withdraws the offer, a move starts the next move's clock, and a second
// time up is claimed: the game ends on both pages (won on time, lost by forfeit), each side's
// history keeping it. Axe on the new screens; screenshots of the offer on a phone and a
// desktop, English and French. The clock is counted by each page (there is no server), so the
// test waits the real 30 seconds, twice.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeCheck, assertNoProblems, DESKTOP, screenshots, visible } from './helpers.mjs';
import { accept, fifesStep, SHOTS, turn, useOnline } from './online_driver.mjs';

const online = useOnline();
const MOVE_MS = 30_000;

/** The two pages, the one to move first. */
async function byTurn(pages) {
  await Promise.all(pages.map((page) => page.waitForFunction(
    () => ['mine', 'theirs'].includes(document.querySelector('[data-testid="table"]')?.dataset.turn), null, { timeout: 60_000 })));
  const turns = await Promise.all(pages.map(turn));
  const mover = turns.indexOf('mine');
  assert.ok(mover >= 0 && turns[1 - mover] === 'theirs', `turns ${turns}`);
  return { mover: pages[mover], waiter: pages[1 - mover] };
}

describe('play a friend online: the move clock', () => {
  test('30 seconds per move: shown, the time up said to both, more time, a claim on time ends the game', async () => {
    const settings = online.relaySettings();
    const host = await online.device(settings, { viewport: DESKTOP });
    const guest = await online.device(settings, { locale: 'fr-FR' });
    try {
      await host.page.goto(online.live.site.base + 'fifes-and-drums/online/');
      await visible(host.page, '[data-testid="online-setup"]');
      await host.page.selectOption('[data-testid="online-clock-choice"]', '30');
      await axeCheck(host.page, 'online set-up with a move clock');
      await host.page.fill('[data-testid="online-name"]', 'Anna');
      await host.page.click('[data-testid="online-invite"]');
      const link = await (await visible(host.page, '[data-testid="online-link"]')).inputValue();
      await accept(guest.page, link);
      assert.match(await guest.page.textContent('[data-testid="online-invited"]'), /30 secondes par coup/);
      await guest.page.click('[data-testid="online-accept"]');
      for (const { page } of [host, guest]) await visible(page, '[data-testid="online-clock"]');
      assert.match(await host.page.textContent('[data-testid="online-clock"]'), /30 seconds per move/);
      assert.match(await guest.page.textContent('[data-testid="online-clock"]'), /30 secondes par coup/);

      // The player to move lets its time run out.
      let { mover, waiter } = await byTurn([host.page, guest.page]);
      const started = Date.now();
      await waiter.waitForSelector('[data-testid="online-forfeit-offer"]', { timeout: MOVE_MS + 15_000 });
      const waited = Date.now() - started;
      assert.ok(waited >= MOVE_MS - 1_000, `offered after ${waited} ms, before the move's 30 s`);
      await mover.waitForSelector('[data-testid="online-clock"][data-up="true"]');
      assert.match(await mover.textContent('[data-testid="online-clock"]'), /claim|réclamer/);
      assert.equal(await mover.$('[data-testid="online-forfeit-offer"]'), null, 'the late player is offered nothing');
      for (const page of [mover, waiter]) await axeCheck(page, 'the move clock, time up');
      await screenshots(waiter, mover === host.page ? 'clock-offer-fr' : 'clock-offer', SHOTS);
      await screenshots(mover, mover === host.page ? 'clock-late' : 'clock-late-fr', SHOTS);

      // More time: the offer goes; the late player moves; the next move has its own clock.
      await waiter.click('[data-testid="online-keep-waiting"]');
      await waiter.waitForSelector('[data-testid="online-forfeit-offer"]', { state: 'detached' });
      assert.equal(await waiter.getAttribute('[data-testid="online-clock"]', 'data-up'), 'false');
      assert.ok(await fifesStep(mover), 'the late player moves');
      await waiter.waitForFunction(() => document.querySelector('[data-testid="table"]')?.dataset.turn === 'mine', null, { timeout: 30_000 });
      await mover.waitForSelector('[data-testid="online-clock"][data-up="false"]');
      ({ mover, waiter } = await byTurn([host.page, guest.page]));

      // This time the waiting player claims the win on time.
      await waiter.waitForSelector('[data-testid="online-forfeit-offer"]', { timeout: MOVE_MS + 15_000 });
      await waiter.click('[data-testid="online-claim-forfeit"]');
      for (const page of [mover, waiter]) await visible(page, '[data-testid="online-end"]');
      assert.match(await waiter.textContent('[data-testid="online-end"] h2'), /on time|au temps/);
      await mover.waitForFunction(() => /claimed|réclamé/.test(document.querySelector('[data-testid="online-end"] h2')?.textContent ?? ''), null, { timeout: 30_000 });
      // The board stays, with no prompt for a move that will not come.
      for (const page of [mover, waiter]) {
        assert.ok(await page.$('[data-ended-aside][inert]'), 'the board is inert after the claim');
        await axeCheck(page, 'the end after a claim on time');
      }
      await screenshots(waiter, waiter === host.page ? 'clock-won' : 'clock-won-fr', SHOTS);
      assertNoProblems(host.problems, 'host');
      assertNoProblems(guest.problems, 'guest');
    } finally {
      await host.context.close();
      await guest.context.close();
    }
  });
});
