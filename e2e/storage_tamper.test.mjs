// Nothing lost, nothing silent (issue 28): every localStorage key the site writes, damaged in
// each way a browser, an extension or a careless hand damages it — cut short, a bit flipped,
// another key's or another game's value, a future version, a huge value — and a full storage
// (the saves, the history, the statistics, the settings, the progress, the tournament and its bout).
// Each time the page renders, a new game starts, a damaged game is said and offered for download,
// and its bytes are still there (moved aside, or left in place) unless the player forgot them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { damages, visible, withPage, useSite } from './helpers.mjs';
import { openTournament, sensibleMove, waitForDecision } from './skirman_driver.mjs';

const live = useSite();
const SLUGS = ['en-garde', 'skirman', 'fifes-and-drums'];

const has = async (page, selector) => (await page.$(selector)) !== null;
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** Starts a game against the Beginner and resigns it: the history and the statistics get a real entry. */
async function playAndResign(page, slug) {
  await page.goto(live.site.base + `${slug}/`);
  await visible(page, '[data-testid="setup"]');
  await page.click('[data-testid="mode-computer"]');
  await page.click('[data-testid="mode-computer-beginner"]').catch(() => {});
  await page.click('[data-testid="start-game"]');
  await visible(page, '[data-testid="table"]');
  await page.click('[data-testid="resign"]');
  await page.click('[data-testid="resign-yes"]');
  await visible(page, '[data-testid="game-over"]');
}

/** Real values of every key a game's pages write. */
async function realValues(slug) {
  let values;
  await withPage(live.browser, { label: `real values ${slug}` }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await playAndResign(page, slug);
    const history = await stored(page, `touche.history.${slug}`);
    assert.ok(history, 'a finished game joins the history');
    // The same game, not resigned: a save of a game in progress.
    const save = history.replace(/^resigned \S+$/m, 'resigned -');
    values = { save, history, stats: await stored(page, 'touche.stats') };
  });
  return values;
}

/** Loads `path` with `key` set to `value` (everything else empty). */
async function openWith(page, path, key, value) {
  await page.goto(live.site.base);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value]);
  await page.goto(live.site.base + path);
}

/** A new game can start on the game's page, whatever storage held. */
async function aNewGameStarts(page) {
  if (await has(page, '[data-testid="resume"]')) await page.click('[data-testid="new-game"]');
  await visible(page, '[data-testid="start-game"]');
  await page.click('[data-testid="start-game"]');
  await visible(page, '[data-testid="table"]');
}

for (const slug of SLUGS) {
  describe(`storage tampered: ${slug}`, () => {
    test('the save, the history and the statistics, each damaged five ways', async () => {
      const real = await realValues(slug);
      const others = await realValues(slug === 'skirman' ? 'fifes-and-drums' : 'skirman');
      const saveKey = `touche.save.${slug}`;
      for (const [how, value] of Object.entries(damages(real.save, others.save))) {
        await withPage(live.browser, { label: `save ${slug} ${how}` }, async ({ page }) => {
          await openWith(page, `${slug}/`, saveKey, value);
          await page.waitForSelector('[data-testid="unreadable-save"], [data-testid="resume"]');
          if (await has(page, '[data-testid="resume"]')) {
            // Still a game the rules accept: offered, never dropped.
            assert.equal(await stored(page, saveKey), value, `${how}: kept as it was`);
            await aNewGameStarts(page);
            return;
          }
          const notice = await page.innerText('[data-testid="unreadable-save"]');
          assert.match(notice, /could not be read/, how);
          assert.equal(notice.match(/could not be read/g).length, 1, `${how}: said once`);
          const kept = (await stored(page, `${saveKey}.unreadable`)) ?? (await stored(page, saveKey));
          assert.equal(kept, value, `${how}: the exact bytes are kept`);
          const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-save"]')]);
          assert.match(download.suggestedFilename(), /saved-game/);
          if (!(await has(page, '[data-testid="start-game"]'))) {
            // Kept in place (too big to copy): nothing starts over it before it is forgotten.
            assert.equal(await stored(page, saveKey), value);
            await page.click('[data-testid="forget-save"]');
          }
          await aNewGameStarts(page);
        });
      }
      const historyKey = `touche.history.${slug}`;
      for (const [how, value] of Object.entries(damages(real.history, others.history))) {
        await withPage(live.browser, { label: `history ${slug} ${how}` }, async ({ page }) => {
          await openWith(page, `${slug}/games/`, historyKey, value);
          await visible(page, '[data-testid="history"]');
          const unreadable = await page.$$('[data-testid^="history-unreadable-"]');
          const readable = await page.$$('[data-testid^="replay-"]');
          assert.ok(unreadable.length + readable.length >= 1, `${how}: every entry is listed, readable or not`);
          assert.equal(await stored(page, historyKey), value, `${how}: reading changes nothing`);
          await page.goto(live.site.base + `${slug}/`);
          await aNewGameStarts(page);
        });
      }
      for (const [how, value] of Object.entries(damages(real.stats, real.save))) {
        await withPage(live.browser, { label: `stats ${slug} ${how}` }, async ({ page }) => {
          await openWith(page, `${slug}/games/`, 'touche.stats', value);
          await visible(page, '[data-testid="stats"]');
          const text = await page.innerText('[data-testid="stats"]');
          if (/could not be read|illisible|pas pu/i.test(text)) {
            assert.ok(await has(page, '[data-testid="stats-download"]'), `${how}: offered for download`);
          }
          assert.equal(await stored(page, 'touche.stats'), value, `${how}: kept until a reset`);
          await page.goto(live.site.base + `${slug}/`);
          await aNewGameStarts(page);
        });
      }
    });

    test('a full storage: the failed save is said at once, and what was saved stays', async () => {
      await withPage(live.browser, { label: `full storage ${slug}` }, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await playAndResign(page, slug);
        const history = await stored(page, `touche.history.${slug}`);
        await page.evaluate(() => {
          const chunk = 'x'.repeat(256 * 1024);
          for (let i = 0; i < 200; i++) {
            try { localStorage.setItem(`filler.${i}`, chunk); } catch { break; }
          }
          for (let size = chunk.length / 2; size >= 1; size = Math.floor(size / 2)) {
            try { localStorage.setItem(`filler.small.${size}`, chunk.slice(0, size)); } catch { /* full */ }
          }
        });
        await page.click('[data-testid="new-settings"], [data-testid="rematch"]').catch(() => {});
        await page.goto(live.site.base + `${slug}/`);
        await aNewGameStarts(page);
        await page.click('[data-testid="resign"]');
        await page.click('[data-testid="resign-yes"]');
        // Said inside the end panel, whose modal covers the table: pressed as a player would.
        await visible(page, '[data-testid="game-over"] [data-testid="not-saved"]');
        assert.match(await page.innerText('[data-testid="not-saved"]'), /storage is full/);
        assert.equal(await stored(page, `touche.history.${slug}`), history, 'the history saved before is kept');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.click('[data-testid="download-not-saved"]'),
        ]);
        assert.match(download.suggestedFilename(), /saved-game/);
      });
    });
  });
}

describe('storage tampered: settings, progress and the tournament', () => {
  test('the language, the pace, the guides, the course and the tournament, damaged', async () => {
    const cases = [
      ['touche.lang', 'fr', ''],
      ['touche.pace', 'slow', 'en-garde/'],
      ['touche.skirman.teaching', 'closed', 'skirman/'],
      ['touche.guide.en-garde', '3', 'en-garde/learn/'],
      ['touche.guide.fifes-and-drums', '2', 'fifes-and-drums/learn/'],
      ['touche.skirman.course', 'lesson-1', 'skirman/learn/'],
    ];
    for (const [key, value, path] of cases) {
      for (const [how, damaged] of Object.entries(damages(value, 'touche-save 1\ngame skirman'))) {
        await withPage(live.browser, { label: `${key} ${how}` }, async ({ page }) => {
          await openWith(page, path, key, damaged);
          await page.waitForSelector('main :is(h1, h2)');
          if (path.endsWith('-garde/') || path === 'skirman/') await aNewGameStarts(page);
        });
      }
    }
    // The tournament: a real one, then damaged.
    let real;
    await withPage(live.browser, { label: 'tournament' }, async ({ page }) => {
      await page.goto(live.site.base + 'skirman/tournament/');
      await page.click('[data-testid="tournament-start"]');
      await visible(page, '[data-testid="bracket"]');
      real = await stored(page, 'touche.skirman.tournament');
    });
    assert.ok(real, 'a running tournament is saved');
    for (const [how, damaged] of Object.entries(damages(real, 'touche-save 1\ngame skirman'))) {
      await withPage(live.browser, { label: `tournament ${how}` }, async ({ page }) => {
        await openWith(page, 'skirman/tournament/', 'touche.skirman.tournament', damaged);
        await page.waitForSelector('[data-testid="unreadable-stored"], [data-testid="tournament-saved"]');
        if (await has(page, '[data-testid="tournament-saved"]')) return; // still readable: offered
        const kept =
          (await stored(page, 'touche.skirman.tournament.unreadable')) ?? (await stored(page, 'touche.skirman.tournament'));
        assert.equal(kept, damaged, `${how}: the exact bytes are kept`);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-kept"]')]);
        assert.match(download.suggestedFilename(), /tournament/);
        await page.click('[data-testid="forget-kept"]');
        await page.click('[data-testid="tournament-start"]');
        await visible(page, '[data-testid="bracket"]');
      });
    }
  });
});

describe("storage tampered: a Skirm'an tournament bout", () => {
  test("the bout's save, damaged five ways: said, kept, downloadable, never replaced by a new deal in silence", async () => {
    const boutKey = 'touche.save.skirman.tournament-bout';
    const tournamentKey = 'touche.skirman.tournament';
    // A real bout: you against one Beginner computer (a final only), one decision played.
    let real;
    await withPage(live.browser, { label: 'tournament bout' }, async ({ page }) => {
      await openTournament(page, live.site.base);
      await visible(page, '[data-testid="tournament-setup"]');
      for (const i of [3, 2]) await page.click(`[data-testid="participant-remove-${i}"]`);
      await page.selectOption('[data-testid="participant-kind-1"]', 'beginner');
      await page.click('[data-testid="tournament-start"]');
      await page.click('[data-testid="play-bout"]');
      await visible(page, '[data-testid="tournament-bout"] [data-testid="table"]');
      await sensibleMove(page, await waitForDecision(page));
      await waitForDecision(page);
      real = { url: page.url(), bout: await stored(page, boutKey), tournament: await stored(page, tournamentKey) };
    });
    assert.ok(real.bout && real.tournament, 'the bout and its tournament are saved');
    const path = new URL(real.url).pathname.replace(/^.*?\/skirman\//, 'skirman/') + new URL(real.url).hash;
    for (const [how, damaged] of Object.entries(damages(real.bout, real.tournament))) {
      await withPage(live.browser, { label: `tournament bout ${how}` }, async ({ page }) => {
        await page.goto(live.site.base);
        await page.evaluate(([t, tv, b, bv]) => {
          localStorage.setItem(t, tv);
          localStorage.setItem(b, bv);
        }, [tournamentKey, real.tournament, boutKey, damaged]);
        await page.goto(live.site.base + path);
        await page.waitForSelector('[data-testid="unreadable-stored"], [data-testid="tournament-bout"] [data-testid="table"]');
        if (!(await has(page, '[data-testid="unreadable-stored"]'))) {
          // Still a bout the rules read: played on from where it was, not dealt anew over it.
          assert.equal(await stored(page, boutKey), damaged, `${how}: kept as it was`);
          const logged = await page.locator('[data-testid="tournament-bout"] [data-testid="log"] li:not(.tb-log-empty)').count();
          assert.ok(logged > 0, `${how}: the bout goes on (its log), not a new deal`);
          return;
        }
        const notice = await page.innerText('[data-testid="unreadable-stored"]');
        const kept = (await stored(page, `${boutKey}.unreadable`)) ?? (await stored(page, boutKey));
        assert.equal(kept, damaged, `${how}: the exact bytes are kept (${notice})`);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-kept"]')]);
        assert.match(download.suggestedFilename(), /tournament-bout/);
        await page.click('[data-testid="forget-kept"]');
        // Forgotten: the bout is dealt anew, and the tournament is still there.
        await visible(page, '[data-testid="tournament-bout"] [data-testid="table"]');
        assert.equal(await stored(page, tournamentKey), real.tournament, `${how}: the tournament is untouched`);
      });
    }
  });
});
