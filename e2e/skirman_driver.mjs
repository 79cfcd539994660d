// Drives Skirm'an (its page skirman/, src/ui/skirman/, at the shared table of src/ui/table/) by
// clicking, as a player would: the set-up form, the hand (select a card, then the action bar),
// the teaching panel's answers, the hot-seat hand-off screen. Yew renders asynchronously: every
// action waits until the table has changed.
//
// Selectors (all data-testid unless said otherwise):
//   skirman-app > setup (mode-computer | mode-computer-beginner | mode-hotseat, level-<slug>,
//     start-game)
//   table[data-mode] > table-status, log, board | public-board >
//     scoreboard (fencer-N[.acting], touches-N, hand-size-N), prompt
//     (prompt-text), chain-area > chain > chain-link[data-link] (link-label, [data-card]),
//     aside-tray, hand > hand-card-i[data-card][.playable|.dimmed] + card-info-i, actions
//     (act-play, act-attente, act-pair, act-clear, act-decline…), coach > teaching-panel
//     (.skt-group[data-category] > teaching-answer; why-not > why-not-line), handoff
//     (handoff-ready), game-over (winner, final-score, rematch, new-settings, continue),
//     glossary-dialog (glossary-card[data-card].focused, glossary-close)
// The online page (`skirman/online/`, e2e/online_skirman.test.mjs) has the same board in its
// table, without the skirman-app root: the reading below falls back to the online page's.
import assert from 'node:assert/strict';
import { visible, TIMEOUT } from './helpers.mjs';

export const APP = '[data-testid="skirman-app"]';

/** Opens Skirm'an's page (`skirman/`, with the sub-route `hash`, e.g. `#/glossary`) with reduced
 * motion (the computer answers after 150 ms) and waits for the game. */
export async function openSkirman(page, base, hash = '') {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${base}skirman/${hash}`);
  await visible(page, APP);
}

/** Opens the tournament's page (`skirman/tournament/`), like `openSkirman`. */
export async function openTournament(page, base) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${base}skirman/tournament/`);
  await visible(page, APP);
}

/** Set-up form → a bout at the table. `level`: initiation | entrainement | competition. */
export async function startBout(page, base, { level = 'initiation', mode = 'computer' } = {}) {
  await openSkirman(page, base);
  await visible(page, '[data-testid="setup"]');
  await page.check(`[data-testid="mode-${mode}"]`);
  await page.check(`[data-testid="level-${level}"]`);
  await page.click('[data-testid="start-game"]');
  await visible(page, `[data-testid="table"][data-mode="${mode === 'computer' ? 'computer' : 'hotseat'}"]`);
}

/** Everything a decision needs, read in one go from the DOM. */
export function snapshot(page) {
  return page.evaluate(() => {
    const app = document.querySelector('[data-testid="skirman-app"]') ?? document.querySelector('section.ol-page');
    const all = (s, root = app) => [...(root?.querySelectorAll(s) ?? [])];
    const one = (s) => app?.querySelector(s);
    const panel = one('[data-testid="teaching-panel"]');
    return {
      lang: app?.dataset.lang,
      over: !!one('[data-testid="game-over"]'),
      handoff: !!one('[data-testid="handoff"]'),
      handoffTitle: one('#handoff-title')?.textContent ?? null,
      thinking: !!one('[data-testid="prompt"].thinking'),
      prompt: one('[data-testid="prompt-text"]')?.textContent ?? '',
      who: one('.sk-prompt-who')?.textContent ?? null,
      acting: all('[data-testid^="fencer-"].acting').map((f) => Number(f.dataset.testid.slice(7))),
      touches: [1, 2].map((n) => Number(one(`[data-testid="touches-${n}"]`)?.textContent ?? NaN)),
      handSizes: [1, 2].map((n) => Number((one(`[data-testid="hand-size-${n}"]`)?.textContent ?? '').match(/\d+/)?.[0] ?? NaN)),
      hand: all('[data-testid="hand"] [data-testid^="hand-card-"]').map((b) => ({
        testid: b.dataset.testid,
        card: b.dataset.card,
        // The name as written: without the soft hyphens where a long word may break.
        name: (b.querySelector('.sk-card-name')?.textContent ?? '').replace(/\u00ad/g, ''),
        playable: b.classList.contains('playable'),
        ariaDisabled: b.getAttribute('aria-disabled'),
      })),
      panelOpen: !!panel && !panel.classList.contains('collapsed'),
      panelVisible: !!panel && panel.getBoundingClientRect().height > 0,
      groups: all('.skt-group', panel).map((g) => ({
        category: g.dataset.category,
        heading: g.querySelector('h4')?.textContent ?? '',
        answers: all('[data-testid="teaching-answer"]', g).map((b) => b.dataset.label),
      })),
      whyNot: all('[data-testid="why-not-line"]', panel).map((li) => li.innerText),
      whyNotTitle: panel?.querySelector('[data-testid="why-not"] h4')?.textContent ?? null,
      chain: all('[data-testid="chain-link"]').map((li) => ({
        link: li.dataset.link,
        label: li.querySelector('[data-testid="link-label"]')?.textContent ?? '',
        card: li.querySelector('[data-card]')?.dataset.card ?? null,
      })),
      refusal: one('[data-testid="refusal"]')?.textContent ?? null,
      tableText: one('[data-testid="table"]')?.innerText ?? '',
    };
  });
}

/** Waits until the table's text differs from `before` (a click was taken into account). */
export async function waitForChange(page, before, what) {
  try {
    await page.waitForFunction(
      (b) => (document.querySelector('[data-testid="table"]')?.innerText ?? '') !== b,
      before, { timeout: TIMEOUT },
    );
  } catch {
    const s = await snapshot(page);
    throw new Error(`${what}: the table did not change within ${TIMEOUT} ms (prompt: ${s.prompt}; refusal: ${s.refusal})`);
  }
}

/** Clicks the teaching panel's `index`-th answer of `category`; returns its label. */
export async function clickAnswer(page, category, index = 0) {
  const button = page.locator(
    `[data-testid="teaching-panel"] .skt-group[data-category="${category}"] [data-testid="teaching-answer"]`,
  ).nth(index);
  const label = await button.getAttribute('data-label');
  const before = (await snapshot(page)).tableText;
  await button.click();
  await waitForChange(page, before, `teaching answer ${category}: ${label}`);
  return label;
}

/** Against a compound attack: selects the first two hand cards and keeps them (action bar). */
export async function keepTwoFromHand(page) {
  for (const i of [0, 1]) {
    await page.click(`[data-testid="hand"] [data-testid="hand-card-${i}"]`, { force: true });
    await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-pressed') === 'true', `hand-card-${i}`);
  }
  const before = (await snapshot(page)).tableText;
  await page.click('[data-testid="actions"] [data-testid="act-keep"]');
  await waitForChange(page, before, 'keep two cards from the hand');
}

/**
 * Selects the hand card `testid` and clicks the action bar's `act` button (act-play,
 * act-attente…) if it appears; returns false (selection cleared) when it does not.
 */
export async function playFromHand(page, testid, act = 'act-play') {
  const card = page.locator(`[data-testid="hand"] [data-testid="${testid}"]`);
  await card.click();
  await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-pressed') === 'true', testid);
  const button = page.locator(`[data-testid="actions"] [data-testid="${act}"]`);
  if ((await button.count()) === 0) {
    await page.click('[data-testid="act-clear"]');
    await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-pressed') !== 'true', testid);
    return false;
  }
  const before = (await snapshot(page)).tableText;
  await button.click();
  await waitForChange(page, before, `${act} with ${testid}`);
  return true;
}

/** Waits until something can be done: the human's decision, a hand-off, or the end. */
export async function waitForDecision(page) {
  await page.waitForFunction(() => {
    const app = document.querySelector('[data-testid="skirman-app"]') ?? document.querySelector('section.ol-page');
    // Against a compound attack with no pair that stops it, the panel lists no answer and
    // says to keep any two cards from the hand.
    return !!app?.querySelector('[data-testid="game-over"], [data-testid="handoff"], [data-testid="teaching-answer"], [data-testid="keep-any-two"]');
  }, null, { timeout: TIMEOUT }).catch(async () => {
    const s = await snapshot(page);
    throw new Error(`no decision, hand-off or end within ${TIMEOUT} ms (prompt: "${s.prompt}")`);
  });
  return snapshot(page);
}

/** The first category of `priority` the panel offers. */
export function pick(snap, priority) {
  const offered = new Set(snap.groups.map((g) => g.category));
  const category = priority.find((c) => offered.has(c)) ?? snap.groups[0]?.category;
  assert.ok(category, `a decision with no answer in the teaching panel (prompt: ${snap.prompt})`);
  return category;
}

export const ATTACK_CARD = /^(coup-droit|coupe|degagement)-/;

/**
 * One decision of a sensible player: conclude with TOUCHE when possible, parry when attacked,
 * attack otherwise. TOUCHE and simple attacks are played from the hand (card, then "Play");
 * everything else through the teaching panel. Returns { how, category }.
 */
export async function sensibleMove(page, snap, priority = DEFAULT_PRIORITY) {
  const category = pick(snap, priority);
  if (category === 'touch' || category === 'attack') {
    const wanted = category === 'touch' ? (c) => c === 'touche' : (c) => ATTACK_CARD.test(c);
    const card = snap.hand.find((c) => c.playable && wanted(c.card));
    if (card && await playFromHand(page, card.testid)) return { how: 'hand', category, card: card.card };
  }
  const group = snap.groups.find((g) => g.category === category);
  if (category === 'keep' && group.answers.length === 0) {
    // A compound attack no pair stops (SK11): the panel says to keep any two cards.
    await keepTwoFromHand(page);
    return { how: 'hand', category };
  }
  const label = await clickAnswer(page, category);
  return { how: 'panel', category, label };
}

export const DEFAULT_PRIORITY = [
  'touch', 'parry', 'attack', 'counter-offensive', 'retreat', 'arbitration', 'tactical',
  'face-down', 'keep', 'discard', 'decline',
];

async function clickAction(page, act, what) {
  const before = (await snapshot(page)).tableText;
  // The button's own click: the phone's action bar may still be sliding into place.
  await page.$eval(`[data-testid="actions"] [data-testid="${act}"]`, (button) => button.click());
  await waitForChange(page, before, `${act} with ${what}`);
  return act.slice(4);
}

/**
 * One decision with the hand and the action bar only, as a player of the online page makes it
 * (it has no teaching panel): a card played alone (TOUCHE first), else two cards together (a
 * parry pair, a keep, a throw), else a card placed face down or discarded, else decline.
 * Returns what it did ('play', 'pair', 'keep', 'throw', 'attente', 'discard', 'decline').
 *
 * The search for it runs in the page: each card selected (or unselected) by its button's own
 * click (on a phone the fanned cards overlap, and a click at a card's middle may land on its
 * neighbour), then the action bar read once the board says so. From Node, a round trip for each
 * try made a decision cost over half a second, a bout 90 s.
 */
export async function actionBarMove(page) {
  const chosen = await page.evaluate(async (timeout) => {
    const card = (testid) => document.querySelector(`[data-testid="hand"] [data-testid="${testid}"]`);
    // The action bar's buttons for the cards selected now (not "clear", not "decline").
    const barActions = () => [...document.querySelectorAll('[data-testid="actions"] button[data-testid^="act-"]')]
      .map((b) => b.dataset.testid).filter((id) => id !== 'act-clear' && id !== 'act-decline');
    const toggle = async (testid, on) => {
      card(testid).click();
      const deadline = performance.now() + timeout;
      while (card(testid)?.getAttribute('aria-pressed') !== String(on)) {
        if (performance.now() > deadline) throw new Error(`${testid}: not ${on ? '' : 'un'}selected within ${timeout} ms`);
        await new Promise((wake) => setTimeout(wake, 0));
      }
    };
    const usable = [...document.querySelectorAll('[data-testid="hand"] [data-testid^="hand-card-"]')]
      .filter((b) => b.getAttribute('aria-disabled') === 'false')
      .map((b) => ({ testid: b.dataset.testid, card: b.dataset.card }));
    usable.sort((a, b) => Number(b.card === 'touche') - Number(a.card === 'touche'));
    const alone = [];
    for (const first of usable) {
      await toggle(first.testid, true);
      const acts = barActions();
      if (acts.includes('act-play')) return { act: 'act-play', what: first.card };
      if (acts.length) alone.push({ first, act: acts[0] });
      for (const second of usable) {
        if (second.testid === first.testid) continue;
        await toggle(second.testid, true);
        const pair = barActions()[0];
        if (pair) return { act: pair, what: `${first.card} + ${second.card}` };
        await toggle(second.testid, false);
      }
      await toggle(first.testid, false);
    }
    if (alone.length) {
      const { first, act } = alone[0];
      await toggle(first.testid, true);
      return { act, what: first.card };
    }
    if (document.querySelector('[data-testid="act-decline"]')) return { act: 'act-decline', what: 'nothing' };
    return null;
  }, TIMEOUT);
  if (chosen) return clickAction(page, chosen.act, chosen.what);
  const s = await snapshot(page);
  throw new Error(`no move with the hand and the action bar (prompt: ${s.prompt}; hand: ${JSON.stringify(s.hand)})`);
}
