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
import { axeCheck, DESKTOP, screenshots } from './helpers.mjs';
import { accept, bothShow, fifesStep, firstToPlay, SHOTS, useOnline } from './online_driver.mjs';

const online = useOnline();
const MOVE_MS = 30_000;

/** The two pages, the one to move first. */
async function byTurn(pages) {
  const mover = await firstToPlay(pages);
  return { mover: pages[mover], waiter: pages[1 - mover] };
}

describe('play a friend online: the move clock', () => {
  test('30 seconds per move: shown, the time up said to both, more time, a claim on time ends the game', async () => {
    await online.withDevices({ host: { viewport: DESKTOP }, guest: { locale: 'fr-FR' } }, async ({ host, guest }) => {
      const link = await online.invite(host.page, 'fifes-and-drums', {
        atSetup: (page) => page.selectOption('[data-testid="online-clock-choice"]', '30'),
      });
      await accept(guest.page, link);
      assert.match(await guest.page.textContent('[data-testid="online-invited"]'), /30 secondes par coup/);
      await guest.page.click('[data-testid="online-accept"]');
      await bothShow([host.page, guest.page], '[data-testid="online-clock"]');
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
      await bothShow([mover, waiter], '[data-testid="online-end"]');
      assert.match(await waiter.textContent('[data-testid="online-end"] h2'), /on time|au temps/);
      await mover.waitForFunction(() => /claimed|réclamé/.test(document.querySelector('[data-testid="online-end"] h2')?.textContent ?? ''), null, { timeout: 30_000 });
      // The board stays, with no prompt for a move that will not come.
      for (const page of [mover, waiter]) {
        assert.ok(await page.$('[data-ended-aside][inert]'), 'the board is inert after the claim');
        await axeCheck(page, 'the end after a claim on time');
      }
      await screenshots(waiter, waiter === host.page ? 'clock-won' : 'clock-won-fr', SHOTS);
    });
  });
});
