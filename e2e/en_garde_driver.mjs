// Drives the En Garde page as a person would: shared by the En Garde end-to-end tests.
import assert from 'node:assert/strict';
import { visible } from './helpers.mjs';

export const has = async (page, selector) => (await page.$(selector)) !== null;

export async function openTable(page, base, { lang, rules = 'abacus-classic', mode = 'computer' }) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(base + 'en-garde/');
  await visible(page, '[data-testid="setup"]');
  await page.click(`[data-testid="lang-switch"] [data-lang="${lang}"]`);
  await page.selectOption('[data-testid="rule-set"]', rules);
  await page.click(mode === 'computer' ? '[data-testid="mode-computer"]' : '[data-testid="mode-hotseat"]');
  await page.click('[data-testid="start-game"]');
  await visible(page, '[data-testid="table"]');
}

/**
 * One decision by the person at the screen: read a round report (the table's pause), take the
 * device, answer an
 * attack (parry if possible, else retreat, else take the hit), or play a card (attack when the
 * card allows it, else move forward, else back). Returns what was done.
 */
export async function humanStep(page, shots = {}) {
  if (await has(page, '[data-testid="rematch"]')) return 'match-over';
  if (await has(page, '[data-testid="pause-continue"]')) {
    assert.equal(await has(page, '[data-testid="hand"]'), false, 'no hand behind the round report');
    if (shots.roundOver) await shots.roundOver();
    await page.click('[data-testid="pause-continue"]');
    return 'next-round';
  }
  if (await has(page, '[data-testid="handoff-ready"]')) {
    assert.equal(await has(page, '[data-testid="hand"]'), false, 'no hand in the DOM during the hand-off');
    assert.equal(await has(page, '.eg-card'), false, 'no card in the DOM during the hand-off');
    if (shots.handoff) await shots.handoff();
    await page.click('[data-testid="handoff-ready"]');
    return 'handoff';
  }
  const prompt = '[data-testid="prompt"]';
  if (await has(page, `${prompt} [data-testid="parry"]`)) {
    if (shots.parry) await shots.parry();
    await page.click(`${prompt} [data-testid="parry"]`);
    return 'parry';
  }
  const retreat = await page.$(`${prompt} [data-testid^="retreat-"]`);
  if (retreat) {
    await retreat.click();
    return 'retreat';
  }
  if (await has(page, `${prompt} [data-testid="take-hit"]`)) {
    await page.click(`${prompt} [data-testid="take-hit"]`);
    if (await has(page, '[data-testid="confirm-take-hit"]')) await page.click('[data-testid="confirm-take-hit"]');
    return 'take-hit';
  }
  if (await has(page, `${prompt} [data-testid="pass"]`)) {
    await page.click(`${prompt} [data-testid="${(await has(page, `${prompt} [data-testid="attack"]`)) ? 'attack' : 'pass'}"]`);
    return 'final';
  }
  const cards = await page.$$('[data-testid="hand"] button.eg-card:not(.unplayable)');
  if (cards.length === 0) return 'wait';
  // Largest playable card first: it reaches the opponent soonest.
  await cards[cards.length - 1].click();
  // Single-card attacks can be parried: useful to reach a parry prompt.
  if (shots.singleCardAttacks && (await has(page, `${prompt} [data-testid="count-1"]`))) {
    await page.click(`${prompt} [data-testid="count-1"]`);
  }
  for (const id of ['attack', 'move-forward', 'move-back']) {
    if (await has(page, `${prompt} [data-testid="${id}"]`)) {
      if (id === 'attack' && shots.attack) {
        await page.click(`${prompt} [data-testid="attack"]`);
        await shots.attack();
        return 'attack';
      }
      await page.click(`${prompt} [data-testid="${id}"]`);
      return id;
    }
  }
  return 'wait';
}

export async function playMatch(page, shots) {
  const seen = new Set();
  for (let i = 0; i < 3000; i++) {
    const did = await humanStep(page, shots);
    seen.add(did);
    if (did === 'match-over') return seen;
    if (did === 'wait') await page.waitForTimeout(60);
  }
  throw new Error(`the match did not finish; actions seen: ${[...seen].join(', ')}`);
}

