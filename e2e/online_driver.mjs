// What every online end-to-end test needs: the site and a Nostr relay started on 127.0.0.1,
// devices (browser contexts) with their connection settings, the invitation and its
// acceptance, and two pages played to the end by a step function.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { join } from 'node:path';
import { startRelay } from './nostr_relay.mjs';
import { axeCheck, openPage, PHONE, SCREENSHOTS, useSite, visible } from './helpers.mjs';

export const SHOTS = join(SCREENSHOTS, 'online');

/** The site and a relay for the file's tests: `online.live.site`, `online.relaySettings()`. */
export function useOnline() {
  const online = { live: useSite(), relay: null };
  before(async () => {
    online.relay = await startRelay({ port: 0 });
  });
  after(async () => {
    await online.relay?.close();
  });
  online.relaySettings = () => `relay ws://127.0.0.1:${online.relay.port}\n`;
  /** A device: its context and page, with the connection settings given (no STUN: nothing
   * leaves 127.0.0.1). `init`, if given, runs in every page before the site's scripts. */
  online.device = async (settings, { locale = 'en-US', viewport = PHONE, init } = {}) => {
    const session = await openPage(online.live.browser, { locale, viewport });
    await session.context.addInitScript((text) => {
      if (!localStorage.getItem('touche-connection')) localStorage.setItem('touche-connection', text);
    }, settings);
    if (init) await session.context.addInitScript(init);
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    return session;
  };
  /** The host opens the game's online page and invites; gives the link. */
  online.invite = async (host, slug) => {
    await host.goto(online.live.site.base + slug + '/online/');
    await visible(host, '[data-testid="online-setup"]');
    await axeCheck(host, 'online set-up');
    await host.fill('[data-testid="online-name"]', 'Anna');
    await host.click('[data-testid="online-invite"]');
    const link = await (await visible(host, '[data-testid="online-link"]')).inputValue();
    assert.match(link, /#invite=1\./, 'the room travels in the fragment');
    return link;
  };
  return online;
}

/** The guest opens the link, sees who invites to what, and gives a name (Bruno). */
export async function accept(guest, link) {
  await guest.goto(link);
  await visible(guest, '[data-testid="online-join"]');
  assert.match(await guest.textContent('[data-testid="online-invited"]'), /Anna invites you|Anna vous invite/);
  await guest.fill('[data-testid="online-guest-name"]', 'Bruno');
  await axeCheck(guest, 'online invitation');
}

export const has = async (page, selector) => (await page.$(selector)) !== null;
export const turn = (page) => page.getAttribute('[data-testid="table"]', 'data-turn').catch(() => null);
export const logOf = (page) => page.$eval('[data-testid="log"]', (log) => log.innerText).catch(() => '');

/** One action of Fifes and Drums on the page whose turn it is: the first card, its first split. */
export async function fifesStep(page) {
  const card = await page.$('[data-testid="display"] button.fd-card');
  if (!card) return false;
  await card.click();
  if (await has(page, '[data-testid="split-1"]')) await page.click('[data-testid="split-1"]');
  if (await has(page, '[data-testid="direction-back"]')) await page.click('[data-testid="direction-back"]');
  await page.click('[data-testid="confirm"]');
  return true;
}

/** Plays until both pages show the end, or `until(actions)` (maybe async) says stop (`onAction(n)` after
 * each action, which may reload a page); returns how many actions were played. */
export async function playToTheEnd(pages, step, onAction = async () => {}, until = () => false) {
  let actions = 0;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !(await until(actions))) {
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

/** Waits until the page's end says every move was checked. */
export async function audited(page) {
  await page.waitForFunction(
    () => /checked|vérifié/.test(document.querySelector('[data-testid="online-verdict"]')?.textContent ?? ''),
    null, { timeout: 60_000 });
}
