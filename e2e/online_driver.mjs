// What every online end-to-end test needs: the site and a Nostr relay started on 127.0.0.1,
// devices (browser contexts) with their connection settings, opened and closed around a test
// and checked for problems, the invitation and its acceptance (or the codes by hand), two
// pages played to the end by a step function, the audit's verdict and the head-to-head.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { join } from 'node:path';
import { startRelay } from './nostr_relay.mjs';
import { assertNoProblems, axeCheck, openPage, PHONE, SCREENSHOTS, screenshots, useSite, visible } from './helpers.mjs';

export const SHOTS = join(SCREENSHOTS, 'online');

/** What shows once a seat is at its table (any game). */
export const AT_TABLE = '[data-testid="table"][data-turn]';

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
   * leaves 127.0.0.1), each of its pages recording its problems. `init`, if given, runs in every page before the site's scripts (a
   * function, or a script's text such as `forfeitWait(3)`'s). */
  online.device = async (settings, { locale = 'en-US', viewport = PHONE, init } = {}) => {
    const session = await openPage(online.live.browser, { locale, viewport });
    await session.context.addInitScript((text) => {
      // A new tab's about:blank has no storage (reading it throws).
      if (!location.protocol.startsWith('http')) return;
      if (!localStorage.getItem('touche-connection')) localStorage.setItem('touche-connection', text);
    }, settings);
    if (init) await session.context.addInitScript(init);
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    // A tab of this device opened again later is watched for problems as its first was.
    session.context.on('page', (page) => {
      if (page !== session.page) session.watch(page);
    });
    return session;
  };
  /**
   * Runs `body(devices)` with a device by name for each entry of `specs`: `device`'s options,
   * and `settings` (the relay's unless given). Then each device must have recorded no problem
   * (console error or warning, failed request, request leaving 127.0.0.1): all but those
   * matching its `ignore` (a RegExp; `true` for a device the test itself speaks for or cuts).
   * The devices are closed whatever happens; a failure of `body` lists what they recorded.
   */
  online.withDevices = async (specs, body) => {
    const devices = {};
    let done = false;
    try {
      for (const [name, { settings = online.relaySettings(), ...options }] of Object.entries(specs)) {
        devices[name] = await online.device(settings, options);
      }
      await body(devices);
      done = true;
      for (const [name, { problems }] of Object.entries(devices)) {
        const { ignore } = specs[name];
        if (ignore === true) continue;
        assertNoProblems(ignore ? problems.filter((p) => !ignore.test(p)) : problems, name);
      }
    } catch (error) {
      const recorded = Object.entries(devices).flatMap(([name, d]) => d.problems.map((p) => `${name}: ${p}`));
      if (!done && recorded.length) error.message += `\nalso recorded:\n  ${recorded.join('\n  ')}`;
      throw error;
    } finally {
      for (const { context } of Object.values(devices)) await context.close().catch(() => {});
    }
  };
  /** The host opens the game's online page and invites as Anna (`atSetup(page)` first, on
   * the set-up); gives the link. */
  online.invite = async (host, slug, { atSetup } = {}) => {
    await host.goto(online.live.site.base + slug + '/online/');
    await visible(host, '[data-testid="online-setup"]');
    if (atSetup) await atSetup(host);
    await axeCheck(host, `online set-up, ${slug}`);
    await host.fill('[data-testid="online-name"]', 'Anna');
    await host.click('[data-testid="online-invite"]');
    const link = await (await visible(host, '[data-testid="online-link"]')).inputValue();
    assert.match(link, new RegExp(`/${slug}/online/#invite=1\\.`), 'the room travels in the fragment');
    return link;
  };
  /** The host invites (`atSetup` as `invite`'s), the guest accepts (`invited` as `accept`'s):
   * both at the table, `ready` showing on each page (the game's own board, say). By the relay;
   * or, `byHand`, by the codes pasted by hand (`exchangeCodes`, its `onAnswer`), for devices
   * with no relay in their settings (`settings: ''`): the relay saw nothing of the meeting.
   * Gives the link. */
  online.meet = async (host, guest, slug, ready = AT_TABLE, { atSetup, invited, byHand = false, onAnswer } = {}) => {
    const seen = online.relay.stats();
    const link = await online.invite(host, slug, { atSetup });
    await accept(guest, link, { invited });
    await guest.click('[data-testid="online-accept"]');
    if (byHand) await exchangeCodes(host, guest, { onAnswer });
    await bothShow([host, guest], ready);
    if (byHand) {
      const { events, subscriptions } = online.relay.stats();
      assert.deepEqual({ events, subscriptions }, { events: seen.events, subscriptions: seen.subscriptions },
        'met by hand: nothing went through the relay');
    }
    return link;
  };
  /** The head-to-head row against `friend` on this device's "your games" page of `slug`:
   * [friend, played, won, lost, drawn, stopped], as the page writes them. */
  online.headToHeadRow = async (page, slug, friend) => {
    await page.goto(online.live.site.base + slug + '/games/');
    await visible(page, '[data-testid="online-games"]');
    const rows = await page.$$eval('[data-testid="head-to-head-row"]',
      (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
    return rows.find((r) => r[0] === friend);
  };
  /** This device's "your games" page of `slug` counts against `friend` what its end's
   * head-to-head `line` said (`headToHeadLine`'s), nothing stopped. */
  online.gamesPageCounts = async (page, slug, friend, { games, won, lost, drawn }) => {
    assert.deepEqual(await online.headToHeadRow(page, slug, friend),
      [friend, ...[games, won, lost, drawn, 0].map(String)], `"your games" counts the games against ${friend}`);
  };
  return online;
}

/** An init script for `device`: the forfeit offered after `seconds` of the friend's absence
 * (localStorage `touche-online-forfeit-wait`, as a player could set it) rather than 2 minutes. */
export const forfeitWait = (seconds) => `if (location.protocol.startsWith('http')) {
  localStorage.setItem('touche-online-forfeit-wait', ${JSON.stringify(String(seconds))});
}`;

/** Waits until every page shows `selector` (a minute: meeting and dealing take seconds); with
 * `state` 'attached', until it is there, seen or not. */
export async function bothShow(pages, selector, state = 'visible') {
  for (const page of pages) await page.waitForSelector(selector, { state, timeout: 60_000 });
}

/** The guest opens the link, sees who invites to what (the words match `invited` too, if
 * given: the rules, say), and gives a name (Bruno). */
export async function accept(guest, link, { invited } = {}) {
  await guest.goto(link);
  await visible(guest, '[data-testid="online-join"]');
  const says = await guest.textContent('[data-testid="online-invited"]');
  assert.match(says, /Anna invites you|Anna vous invite/);
  if (invited) assert.match(says, invited);
  await guest.fill('[data-testid="online-guest-name"]', 'Bruno');
  await axeCheck(guest, `online invitation, ${new URL(link).pathname}`);
}

/**
 * The meeting by codes pasted by hand, once both pages wait (the host invited, the guest
 * accepted): the host makes its offer code, the guest takes it and makes its answer
 * (`onAnswer({ offer, answer })` then, while the guest's page shows it), the host takes the
 * answer. Gives both codes.
 */
export async function exchangeCodes(host, guest, { onAnswer } = {}) {
  await host.click('[data-testid="online-by-hand"] summary');
  await host.click('[data-testid="online-make-code"]');
  const offer = await (await visible(host, '[data-testid="online-my-code"]')).inputValue();
  assert.match(offer, /^TQ[A-Z2-7]+$/, 'an offer code: TQ, then base32');
  // Its copy button puts it on the clipboard and says so.
  await host.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await host.click('[data-testid="online-copy-code"]');
  await host.waitForFunction(() => /Copied|Copié/.test(
    document.querySelector('[data-testid="online-copy-code"] + [role="status"]')?.textContent ?? ''));
  assert.equal(await host.evaluate(() => navigator.clipboard.readText()), offer, 'the code copied');
  await guest.click('[data-testid="online-by-hand"] summary');
  await guest.fill('[data-testid="online-their-code"]', offer);
  await guest.click('[data-testid="online-use-code"]');
  const answer = await (await visible(guest, '[data-testid="online-my-code"]')).inputValue();
  assert.match(answer, /^TQ[A-Z2-7]+$/, 'an answer code: TQ, then base32');
  if (onAnswer) await onAnswer({ offer, answer });
  await host.fill('[data-testid="online-their-code"]', answer);
  await host.click('[data-testid="online-use-code"]');
  return { offer, answer };
}

export const has = async (page, selector) => (await page.$(selector)) !== null;
export const turn = (page) => page.getAttribute('[data-testid="table"]', 'data-turn').catch(() => null);
export const logOf = (page) => page.$eval('[data-testid="log"]', (log) => log.innerText).catch(() => '');
/** An element's text, or '' while it is not there. */
export const textOf = (page, selector) => page.textContent(selector).catch(() => '');
/** What the table's status line says ("Your turn.", "Your friend is thinking…"). */
export const statusOf = (page) => textOf(page, '[data-testid="table-status"]');

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

/** Which of the pages is to play first (its index), once one of them is. */
export async function firstToPlay(pages) {
  for (let i = 0; i < 600; i++) {
    const turns = await Promise.all(pages.map(turn));
    if (turns.includes('mine')) return turns.indexOf('mine');
    await pages[0].waitForTimeout(50);
  }
  throw new Error('nobody plays first');
}

/**
 * Plays on the page whose turn it is, `step(page)` (falsy when it did nothing), until both
 * pages show the end, or `until(actions)` (maybe async) says stop; after each action, once the
 * friend's page has seen it (its `sign(page)` changed: by default the log's text),
 * `onAction(n, done)` with what `step` gave (it may reload a page). Fails if neither came
 * within `timeout` ms; gives how many actions were played.
 */
export async function playToTheEnd(pages, step, { onAction = async () => {}, until = () => false,
  sign = logOf, timeout = 180_000 } = {}) {
  let actions = 0;
  const deadline = Date.now() + timeout;
  while (!(await until(actions))) {
    if (Date.now() > deadline) throw new Error(`the game did not end in time (${actions} actions)`);
    const turns = await Promise.all(pages.map(turn));
    if (turns.every((t) => t === 'over')) break;
    const mine = turns.indexOf('mine');
    if (mine < 0 || turns[1 - mine] !== 'theirs') {
      await pages[0].waitForTimeout(50);
      continue;
    }
    const friend = pages[1 - mine];
    const seen = await sign(friend);
    const done = await step(pages[mine]);
    if (done) {
      actions += 1;
      // Until the friend's page has seen it.
      await waitForChange(friend, sign, seen);
      await onAction(actions, done);
    } else {
      await pages[mine].waitForTimeout(50);
    }
  }
  return actions;
}

/** Until `sign(page)` differs from `seen` (30 s at most). */
async function waitForChange(page, sign, seen) {
  const deadline = Date.now() + 30_000;
  while ((await sign(page)) === seen) {
    if (Date.now() > deadline) throw new Error(`the friend's page did not see the move: ${page.url()}`);
    await page.waitForTimeout(25);
  }
}

/** Waits until the page's end says every move was checked; fails as soon as it says the game
 * stopped (an audit that did not pass: its reason in the message), or after a minute. */
export async function audited(page) {
  const verdict = '[data-testid="online-verdict"]';
  await page.waitForFunction(
    (s) => /checked|vérifié|stopped|arrêtée/.test(document.querySelector(s)?.textContent ?? ''),
    verdict, { timeout: 60_000 });
  const said = await page.textContent(verdict);
  assert.match(said, /checked|vérifié/, `the audit passes; the end says: ${said}`);
}

/**
 * A rematch at the end of an audited game: `asker`'s page asks it, the friend's page says so
 * (axe on both, screenshots `shots.asked` and `shots.offered`), the friend accepts, and both
 * pages come to the next game's table: its number there (seen or not) and `ready`.
 */
export async function rematch(asker, friend, { shots, ready = AT_TABLE }) {
  await asker.click('[data-testid="online-rematch"]');
  await visible(asker, '[data-testid="online-rematch-asked"]');
  await visible(friend, '[data-testid="online-friend-asks"]');
  await axeCheck(asker, `online end, rematch asked (${shots.asked})`);
  await axeCheck(friend, `online end, rematch offered (${shots.offered})`);
  await screenshots(asker, shots.asked, SHOTS);
  await screenshots(friend, shots.offered, SHOTS);
  await friend.click('[data-testid="online-accept-rematch"]');
  await bothShow([asker, friend], '[data-testid="online-game-number"]', 'attached');
  await bothShow([asker, friend], ready);
}

/** The numbers of the end panel's head-to-head line ("Against Bruno: won 1, lost 0, drawn 0."),
 * which must name `friend`: { won, lost, drawn, games }. */
export async function headToHeadLine(page, friend) {
  const line = await (await visible(page, '[data-testid="online-head-to-head"]')).textContent();
  const found = line.match(/^(?:Against|Contre) (.+?)\s?: (?:won|gagnées) (\d+), (?:lost|perdues) (\d+), (?:drawn|nulles) (\d+)\.$/);
  assert.ok(found, `a head-to-head line: ${line}`);
  assert.equal(found[1], friend, `the head-to-head names the friend: ${line}`);
  const [won, lost, drawn] = found.slice(2).map(Number);
  return { won, lost, drawn, games: won + lost + drawn };
}
