// Never lose a game (issue 10), in every game: a game survives a reload and is continued
// exactly as it stood; undo and redo against the computer; undo in hot-seat only once the
// other player agrees; a corrupt save gives a plain message and its download; resigning ends
// the game, which the replay viewer steps through both ways, and the statistics count it.
// Screenshots of the resume prompt, the replay viewer and the statistics, in both languages.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { humanStep } from './en_garde_driver.mjs';
import { screenshots, visible, withPage, useSite } from './helpers.mjs';
import { sensibleMove, waitForDecision } from './skirman_driver.mjs';

const live = useSite();

const has = async (page, selector) => (await page.$(selector)) !== null;

/** One decision of the person at the screen, in each game. */
const STEP = {
  'en-garde': async (page) => {
    for (let i = 0; i < 40; i++) {
      const did = await humanStep(page);
      if (did !== 'wait' && did !== 'handoff' && did !== 'next-round') return;
      await page.waitForTimeout(50);
    }
    throw new Error('no En Garde decision');
  },
  skirman: async (page) => {
    const snap = await waitForDecision(page);
    if (await has(page, '[data-testid="handoff-ready"]')) {
      await page.click('[data-testid="handoff-ready"]');
      return STEP.skirman(page);
    }
    await sensibleMove(page, snap);
  },
  'fifes-and-drums': async (page) => {
    if (await has(page, '[data-testid="handoff-ready"]')) await page.click('[data-testid="handoff-ready"]');
    await page.waitForSelector('[data-testid="display"] button.fd-card');
    await page.click('[data-testid="display"] button.fd-card');
    if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
    await page.click('[data-testid="confirm"]');
  },
};

async function open(page, slug, { lang = 'en', mode = 'computer' } = {}) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(live.site.base + `${slug}/`);
  await visible(page, '[data-testid="setup"]');
  await page.click(`[data-testid="lang-switch"] [data-lang="${lang}"]`);
  await page.click(`[data-testid="mode-${mode}"]`);
  if (mode === 'computer') await page.click('[data-testid="mode-computer-beginner"]').catch(() => {});
  await page.click('[data-testid="start-game"]');
  await visible(page, '[data-testid="table"]');
}

/** The log's lines once the computer has answered (its turn done). */
async function settledLog(page) {
  await page.waitForFunction(() => {
    const status = document.querySelector('[data-testid="table-status"]')?.textContent ?? '';
    return !/thinking|réfléchit/i.test(status);
  });
  await page.waitForTimeout(400);
  return page.$$eval('[data-testid="log"] li:not(.tb-log-empty)', (li) => li.map((l) => l.textContent));
}

for (const slug of ['en-garde', 'skirman', 'fifes-and-drums']) {
  describe(`saves: ${slug}`, () => {
    test('a reload continues the game exactly; undo and redo; resign, replay, statistics', async () => {
      await withPage(live.browser, { label: `saves ${slug}` }, async ({ page }) => {
        await open(page, slug);
        await STEP[slug](page);
        await STEP[slug](page);
        const before = await settledLog(page);
        assert.ok(before.length > 0, 'something was logged');

        await page.reload();
        await visible(page, '[data-testid="resume"]');
        await screenshots(page, `saves-resume-${slug}-en`);
        await page.click('[data-testid="lang-switch"] [data-lang="fr"]');
        await screenshots(page, `saves-resume-${slug}-fr`);
        await page.click('[data-testid="lang-switch"] [data-lang="en"]');
        await page.click('[data-testid="continue-game"]');
        await visible(page, '[data-testid="table"]');
        assert.deepEqual(await settledLog(page), before, 'the same game after a reload');

        // Undo takes back the person's decision and the computer's answer; redo plays them again.
        await page.click('[data-testid="undo"]');
        const undone = await settledLog(page);
        assert.ok(undone.length < before.length, `undo shortens the log (${undone.length} < ${before.length})`);
        await page.click('[data-testid="redo"]');
        assert.deepEqual(await settledLog(page), before, 'redo plays the same moves again');

        // Resign: the game ends; the replay steps both ways; the statistics count it.
        await page.click('[data-testid="resign"]');
        await page.click('[data-testid="resign-yes"]');
        await visible(page, '[data-testid="game-over"]');
        await page.click('[data-testid="replay"]');
        await visible(page, '[data-testid="replay"]');
        const last = await page.innerText('[data-testid="replay-step"]');
        await page.click('[data-testid="replay-previous"]');
        const earlier = await page.innerText('[data-testid="replay-step"]');
        assert.notEqual(earlier, last, 'one step back');
        await page.click('[data-testid="replay-first"]');
        await page.keyboard.press('ArrowRight');
        await page.click('[data-testid="replay-next"]');
        assert.match(await page.innerText('[data-testid="replay-step"]'), /Move 2 of/);
        await screenshots(page, `saves-replay-${slug}-en`);
        await page.click('[data-testid="lang-switch"] [data-lang="fr"]');
        await screenshots(page, `saves-replay-${slug}-fr`);
        await page.click('[data-testid="lang-switch"] [data-lang="en"]');
        // The replay is on the game's "your games" page, with the statistics and the history.
        assert.ok(new URL(page.url()).pathname.endsWith(`/${slug}/games/`), page.url());
        await page.click('[data-testid="replay-close"]');
        await visible(page, '[data-testid="stats"] table');
        const row = await page.$$eval('[data-testid="stats"] tbody td', (tds) => tds.map((t) => t.textContent));
        // strength, played, won, lost, drawn, streak, best, hints
        assert.deepEqual(row.slice(1, 5), ['1', '0', '1', '0'], `one game, lost: ${row}`);
        assert.ok(await has(page, '[data-testid="history"] [data-testid="replay-0"]'), 'the game is in the history');
        await screenshots(page, `saves-stats-${slug}-en`);
        await page.click('[data-testid="lang-switch"] [data-lang="fr"]');
        await screenshots(page, `saves-stats-${slug}-fr`);
        await page.click('[data-testid="back-to-game"]');
        await visible(page, '[data-testid="setup"]');
        assert.equal(await has(page, '[data-testid="resume"]'), false, 'a finished game is not offered to continue');
      });
    });
  });
}

describe('saves: untrusted and hot-seat', () => {
  for (const [slug, rules, options] of [
    ['en-garde', 'abacus-classic', 'first=one memory=1 target=5'],
    ['skirman', 'initiation', 'free-discard=0 ac-shown=0 countered-under-talon=0'],
    ['fifes-and-drums', 'standard', 'first=one'],
  ]) {
    test(`a corrupt save of ${slug}: a plain message, its download, and a fresh start`, async () => {
      await withPage(live.browser, { label: `corrupt save ${slug}` }, async ({ page }) => {
        await page.goto(live.site.base + `${slug}/`);
        await visible(page, '[data-testid="setup"]');
        const save = `touche-save 1\ngame ${slug}\nrules ${rules}\noptions ${options}\nseed 5\nbot-seed 1\nseat human\nseat standard\nhints 0 0\nresigned -\nmoves 0 0 0 7777`;
        await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`touche.save.${slug}`, save]);
        await page.reload();
        await visible(page, '[data-testid="unreadable-save"]');
        assert.match(await page.innerText('[data-testid="unreadable-save"]'), /move \d breaks the rules/i);
        const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-save"]')]);
        assert.match(download.suggestedFilename(), /saved-game/);
        await page.click('[data-testid="forget-save"]');
        assert.equal(await has(page, '[data-testid="unreadable-save"]'), false);
        await page.click('[data-testid="start-game"]');
        await visible(page, '[data-testid="table"]');
      });
    });
  }

  test('a finished game downloads its record; an import checks it like touche replay', async () => {
    await withPage(live.browser, { label: 'records' }, async ({ page }) => {
      await open(page, 'en-garde');
      await STEP['en-garde'](page);
      await STEP['en-garde'](page);
      await settledLog(page);
      await page.click('[data-testid="resign"]');
      await page.click('[data-testid="resign-yes"]');
      await visible(page, '[data-testid="game-over"]');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-record"]')]);
      const { readFile } = await import('node:fs/promises');
      // Kept as text: a seed beyond 2^53 does not survive JavaScript's numbers.
      const text = await readFile(await download.path(), 'utf8');
      const record = JSON.parse(text);
      assert.equal(record.game, 'en-garde');
      assert.ok(record.actions.length >= 2, 'the actions played');
      await page.click('[data-testid="new-settings"]');
      // Records are imported on the game's "your games" page.
      await page.click('[data-testid="your-games-link"]');
      await visible(page, '[data-testid="your-games"]');
      // An action the rules refuse: named by its index and its rule.
      const bad = text.replace(/("actions": \[\s*\{[^}]*\},\s*)\{[^}]*\}/, '$1{"type": "retreat", "card": 5}');
      assert.notEqual(bad, text);
      await page.fill('[data-testid="import-text"]', bad);
      await page.click('[data-testid="import-open"]');
      await visible(page, '[data-testid="import-problem"]');
      assert.match(await page.innerText('[data-testid="import-problem"]'), /index 1.*EG|EG.*index 1/s);
      // The good record opens in the replay viewer.
      await page.fill('[data-testid="import-text"]', text);
      await page.click('[data-testid="import-open"]');
      await visible(page, 'section[data-testid="replay"]');
      assert.match(await page.innerText('[data-testid="replay-step"]'), new RegExp(`Move ${record.actions.length} of ${record.actions.length}`));
    });
  });

  test('Fifes and Drums: an imported record that takes a card twice is refused with its index', async () => {
    await withPage(live.browser, { label: 'fifes records' }, async ({ page }) => {
      await open(page, 'fifes-and-drums');
      for (let i = 0; i < 3; i++) {
        await STEP['fifes-and-drums'](page);
        await settledLog(page);
      }
      await page.click('[data-testid="resign"]');
      await page.click('[data-testid="resign-yes"]');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="download-record"]')]);
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(await download.path(), 'utf8');
      await page.click('[data-testid="new-settings"]');
      // Records are imported on the game's "your games" page.
      await page.click('[data-testid="your-games-link"]');
      await visible(page, '[data-testid="your-games"]');
      // The first action again at index 2: its card has left the display (a card is taken once).
      const actions = text.match(/\{[^{}]*"card"[^{}]*\}/g);
      assert.ok(actions && actions.length >= 3, `actions in the record: ${actions}`);
      const bad = text.replace(actions[2], actions[0]);
      await page.fill('[data-testid="import-text"]', bad);
      await page.click('[data-testid="import-open"]');
      await visible(page, '[data-testid="import-problem"]');
      assert.match(await page.innerText('[data-testid="import-problem"]'), /index 2.*FD|FD.*index 2/s);
      await page.fill('[data-testid="import-text"]', text);
      await page.click('[data-testid="import-open"]');
      await visible(page, 'section[data-testid="replay"]');
    });
  });

  test('a record too long to read is refused in words, and Open comes back', async () => {
    for (const [locale, refusal] of [['en-US', /Too long to read: \d+ bytes \(at most 1 MiB\)/], ['fr-FR', /Trop long pour être lu\s*: \d+ octets \(au plus 1 Mio\)/]]) {
      await withPage(live.browser, { locale, label: `long record ${locale}` }, async ({ page }) => {
        await page.goto(live.site.base + 'en-garde/games/');
        await visible(page, '[data-testid="import-text"]');
        // 1.5 MiB: more than the AI worker reads (a file of 1 to 4 MiB once left Open disabled
        // for good, its answer lost).
        const long = `{"format": 1, "padding": "${'x'.repeat(1.5 * 1024 * 1024)}"}`;
        await page.fill('[data-testid="import-text"]', long);
        await page.click('[data-testid="import-open"]');
        await visible(page, '[data-testid="import-problem"]');
        assert.match(await page.innerText('[data-testid="import-problem"]'), refusal);
        assert.ok(await page.isEnabled('[data-testid="import-open"]'), 'Open is enabled again');
        // And it opens again: a short text reaches the worker, which answers in words.
        await page.fill('[data-testid="import-text"]', 'not a record');
        await page.click('[data-testid="import-open"]');
        await page.waitForFunction(
          () => !/Too long|Trop long/.test(document.querySelector('[data-testid="import-problem"]')?.textContent ?? 'Too long'),
        );
        assert.ok(await page.isEnabled('[data-testid="import-open"]'), 'Open is enabled after the worker answers');
      });
    }
  });

  test('hot-seat undo waits for the other player to agree', async () => {
    await withPage(live.browser, { label: 'hot-seat undo' }, async ({ page }) => {
      await open(page, 'fifes-and-drums', { mode: 'hotseat' });
      await STEP['fifes-and-drums'](page);
      const before = await settledLog(page);
      // The player who moved asks from the hand-off screen; the other answers.
      await visible(page, '[data-testid="handoff"]');
      await page.click('[data-testid="handoff-undo"]');
      await visible(page, '[data-testid="undo-request"]');
      await page.click('[data-testid="undo-refuse"]');
      assert.deepEqual(await settledLog(page), before, 'refused: nothing taken back');
      await page.click('[data-testid="handoff-undo"]');
      await page.click('[data-testid="undo-agree"]');
      assert.equal((await settledLog(page)).length, 0, 'agreed: the move is taken back');
      await visible(page, '[data-testid="handoff"]');
    });
  });
});
