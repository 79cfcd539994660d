// Nothing lost, nothing silent, online (issues 28 and 30): the game under way on a device
// (`touche-online-<slug>`: the role, the invitation, the seat's save) and the online games
// kept (`touche.online.<slug>`), damaged as storage_tamper.test.mjs damages the other keys —
// cut short, a bit flipped, another key's value, a future version, a huge value. The online
// page says so, keeps the exact bytes, offers their download, and starts nothing new over them
// until the player forgets them; a damage the reader does not see (a save whose bytes still
// decode) is the worker's to refuse: the game stops with its reason, its bytes still there.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { damages, visible } from './helpers.mjs';
import { accept, bothShow, useOnline } from './online_driver.mjs';

const online = useOnline();
const SLUG = 'fifes-and-drums';
const KEY = `touche-online-${SLUG}`;
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

describe('storage tampered: online', () => {
  test('the game under way, damaged five ways: said, kept, downloadable, forgotten by the player only', async () => {
    // A real value: the host's game under way, with its save, once both are at the table.
    let real;
    await online.withDevices({ host: {}, guest: {} }, async ({ host, guest }) => {
      const link = await online.invite(host.page, SLUG);
      await accept(guest.page, link);
      await guest.page.click('[data-testid="online-accept"]');
      await bothShow([host.page, guest.page], '[data-testid="table"][data-turn]');
      await host.page.waitForFunction((k) => (localStorage.getItem(k) ?? '').split('\n').length === 3, KEY);
      real = await stored(host.page, KEY);
      // "Your games" leads back to it (issue 30: it resumes from the link or from there).
      await host.page.goto(online.live.site.base + `${SLUG}/games/`);
      await host.page.click('[data-testid="online-back"]');
      await host.page.waitForSelector('[data-testid="table"][data-turn]');
      assert.match(host.page.url(), new RegExp(`/${SLUG}/online/#invite=1\\.`));
    });
    assert.match(real, /^host\ninvite=1\.[^\n]+\n[A-Za-z0-9_-]+$/, 'role, invitation, save');

    for (const [how, damaged] of Object.entries(damages(real, 'touche-save 1\ngame skirman'))) {
      await online.withDevices({ device: {} }, async ({ device: { page } }) => {
        await page.goto(online.live.site.base);
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, damaged]);
        await page.goto(online.live.site.base + `${SLUG}/online/`);
        await page.waitForSelector('[data-testid="unreadable-stored"], [data-testid="table"], [data-testid="online-end"]');
        if (!(await page.$('[data-testid="unreadable-stored"]'))) {
          // It still reads as a game under way: resumed, or stopped by the worker with its
          // reason; the bytes stay where they were.
          assert.equal(await stored(page, KEY), damaged, `${how}: the game under way is left as it was`);
          return;
        }
        const keptAt = await page.getAttribute('[data-testid="unreadable-stored"]', 'data-kept-at');
        assert.equal(await stored(page, keptAt), damaged, `${how}: the exact bytes are kept at ${keptAt}`);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-kept"]')]);
        assert.match(download.suggestedFilename(), /online-game/);
        // A reload says it again: nothing starts over it in silence.
        await page.reload();
        await visible(page, '[data-testid="unreadable-stored"]');
        await page.click('[data-testid="forget-kept"]');
        await visible(page, '[data-testid="online-setup"]');
        assert.equal(await stored(page, keptAt), null, `${how}: forgotten`);
      });
    }
  });

  test('the online games kept, unreadable: said on "your games", kept, downloadable, forgotten', async () => {
    for (const damaged of ['touche-online 99\nnot a game', 'x'.repeat(3 * 1024 * 1024)]) {
      await online.withDevices({ device: {} }, async ({ device: { page } }) => {
        const key = `touche.online.${SLUG}`;
        await page.goto(online.live.site.base);
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, damaged]);
        await page.goto(online.live.site.base + `${SLUG}/games/`);
        await visible(page, '[data-testid="online-games-unreadable"]');
        const kept = (await stored(page, `${key}.unreadable`)) ?? (await stored(page, key));
        assert.equal(kept, damaged, 'the exact bytes are kept');
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="online-games-unreadable"] button >> nth=0')]);
        assert.match(download.suggestedFilename(), /online-games/);
        await page.click('[data-testid="online-games-unreadable"] button >> nth=1');
        await page.waitForSelector('[data-testid="online-games-unreadable"]', { state: 'detached' });
      });
    }
  });
});
