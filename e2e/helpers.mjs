// Shared end-to-end helpers: the browser, the server, a page that records every problem, and
// screenshots.
//
// Environment:
//   TOUCHE_DIST      folder to serve (default: ../dist, built with --public-url /touche/)
//   E2E_BASE_URL     test an already running server instead (e.g. http://127.0.0.1:8080/)
//   TOUCHE_CHROMIUM  browser binary (default: /usr/bin/chromium)
//   E2E_TIMEOUT_MS   how long to wait for an element (default: 30000)
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const SCREENSHOTS = join(HERE, 'screenshots');
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
export const SLUGS = ['en-garde', 'skirman', 'fifes-and-drums'];
// How long a wait for the page may take before the test fails: scripts/test.sh runs two files
// at a time on machines of two cores, where a page under load can take seconds to draw.
export const TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 30000);
const LOCAL_HOST = '127.0.0.1';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Headless system Chromium (never a downloaded one: no `playwright install`). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.TOUCHE_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * The site under test: { base, close() }, `base` ending in '/'. Serves dist/ under /touche/
 * unless E2E_BASE_URL names a running server.
 */
export async function startSite() {
  if (process.env.E2E_BASE_URL) {
    const base = process.env.E2E_BASE_URL.replace(/\/?$/, '/');
    return { base, close: async () => {} };
  }
  const root = process.env.TOUCHE_DIST || join(HERE, '..', 'dist');
  const server = await startServer({ root, base: '/touche/' });
  return { base: server.url, close: server.close };
}

/**
 * Opens a fresh browser context (empty localStorage) and page that record every console error or warning,
 * uncaught page error, failed request (status >= 400 or network failure) and any request to a
 * host other than 127.0.0.1 (those are also blocked). Returns { context, page, problems, watch }:
 * `watch(another)` records another page of the context the same way.
 */
/**
 * Starts the site and the browser before a test file's tests and closes them after: returns an
 * object whose `site` and `browser` are set once the tests run.
 */
export function useSite() {
  const live = {};
  before(async () => {
    live.site = await startSite();
    live.browser = await launchBrowser();
  });
  after(async () => {
    await live.browser?.close();
    await live.site?.close();
  });
  return live;
}

export async function openPage(browser, { locale = 'en-US', viewport = DESKTOP } = {}) {
  const context = await browser.newContext({ locale, viewport });
  const problems = [];
  const foreign = new Set();
  const reportForeign = (method, url) => {
    if (foreign.has(url)) return;
    foreign.add(url);
    problems.push(`request leaving ${LOCAL_HOST}: ${method} ${url}`);
  };
  await context.route('**/*', (route) => {
    const request = route.request();
    if (isLocal(request.url())) return route.continue();
    reportForeign(request.method(), request.url());
    return route.abort('blockedbyclient');
  });
  // Also catches what the router does not see (e.g. WebSockets).
  context.on('request', (request) => {
    if (!isLocal(request.url())) reportForeign(request.method(), request.url());
  });
  context.on('requestfailed', (request) => {
    if (!isLocal(request.url())) return; // already reported above
    // A reload or navigation cancels requests still in flight (e.g. the favicon): not a defect
    // of the site. A missing file still fails (HTTP status, below).
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  const page = await context.newPage();
  const watch = (another) => watchPage(another, problems, reportForeign);
  watch(page);
  return { context, page, problems, watch };
}

/** Records `page`'s console errors and warnings, uncaught errors, foreign WebSockets and crash
 * in `problems` (openPage's `watch(page)` does it for another page of its context). */
function watchPage(page, problems, reportForeign) {
  page.setDefaultTimeout(TIMEOUT);
  page.on('console', (message) => {
    // Warnings too: a CSP report, an ignored integrity attribute, a deprecation.
    if (message.type() === 'error' || message.type() === 'warning') {
      const where = message.location();
      problems.push(`console ${message.type()}: ${message.text()}${where?.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack || error.message || error}`));
  page.on('websocket', (ws) => {
    if (!isLocal(ws.url())) reportForeign('WS', ws.url());
  });
  page.on('crash', () => problems.push('page crashed'));
}

function isLocal(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return true;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return true; // data:, blob:, about:
  return parsed.hostname === LOCAL_HOST;
}

/** Fails with the full list if any problem was recorded. */
export function assertNoProblems(problems, label = 'page') {
  assert.deepEqual(problems, [], `${label}: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
}

/**
 * Runs `body({ page, problems, context })` in a fresh page, then asserts that no problem was
 * recorded; always closes the context. A failure also lists the recorded problems.
 */
export async function withPage(browser, options, body) {
  const session = await openPage(browser, options);
  try {
    await body(session);
  } catch (error) {
    if (session.problems.length) {
      error.message += `\nalso recorded:\n  ${session.problems.join('\n  ')}`;
    }
    throw error;
  } finally {
    await session.context.close().catch(() => {});
  }
  assertNoProblems(session.problems, options?.label);
}

/** Saves NAME-phone.png (375x812) and NAME-desktop.png (1280x800), the whole page in one tall viewport, in `dir` (e2e/screenshots/). */
export async function screenshots(page, name, dir = SCREENSHOTS) {
  await mkdir(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [kind, size] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await page.setViewportSize(size);
    // The whole page in one tall viewport: a full-page capture of a phone-sized viewport draws
    // fixed and sticky things (the header, a dialog, the action bar) where that viewport was,
    // in the middle of the page.
    const scrolled = await page.evaluate(() => window.scrollY);
    const height = await settledHeight(page, size);
    await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await page.screenshot({ path: join(dir, `${name}-${kind}.png`), fullPage: true });
    await page.setViewportSize(size);
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  }
  if (original) await page.setViewportSize(original);
}

/** The page's height once it has laid itself out at `size`: a page that follows its width
 * (a board drawn for a phone or a desktop) draws again some frames after the resize, and
 * measured at once its height was the size's before (an empty band at a capture's foot). */
async function settledHeight(page, size) {
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size);
  const measure = () => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(
    () => ok(document.documentElement.scrollHeight)))));
  let height = await measure();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(100);
    const now = await measure();
    if (now === height) break;
    height = now;
  }
  return height;
}

/** Waits until <html lang> is `lang`. */
export async function waitForLang(page, lang) {
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: TIMEOUT })
    .catch(async () => {
      const actual = await page.evaluate(() => document.documentElement.lang);
      throw new Error(`expected <html lang="${lang}">, found lang="${actual}"`);
    });
}

/** Waits until the app has rendered something containing `text` into <body>. */
export async function waitForText(page, text) {
  await page.waitForFunction((t) => document.body?.innerText.includes(t), text, { timeout: TIMEOUT });
}

/** `locator` must become visible; the error names the selector (not just "timeout"). */
export async function visible(page, selector) {
  const locator = page.locator(selector).first();
  try {
    await locator.waitFor({ state: 'visible', timeout: TIMEOUT });
  } catch {
    throw new Error(`expected a visible ${selector} at ${page.url()} (not found within ${TIMEOUT} ms)`);
  }
  return locator;
}

let axeSource;
// Every violation axe found in this test file's process, by impact: printed when it ends.
const axeTally = { states: 0, critical: 0, serious: 0, moderate: 0, minor: 0 };
let axeTallyShown = false;

/**
 * Runs axe-core (e2e/node_modules/axe-core) on the page as it is now and fails on any violation,
 * whatever its impact (critical, serious, moderate or minor), naming the rule and up to three of
 * its elements. `state` names what was checked (a set-up, a dialog). axe is evaluated through the
 * DevTools protocol, which the page's Content-Security-Policy does not govern: the site itself
 * never runs it. With AXE_REPORT_ONLY=1 violations are counted and printed, not failed on (to
 * count them on an older build).
 */
export async function axeCheck(page, state) {
  axeSource ??= await readFile(join(HERE, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  // Let animations and the app settle (reduced motion: transitions are off).
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      impact: v.impact ?? 'minor',
      text: `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`)
        .join(' | ')}`,
    }));
  });
  axeTally.states += 1;
  for (const v of violations) axeTally[v.impact] = (axeTally[v.impact] ?? 0) + 1;
  if (!axeTallyShown) {
    axeTallyShown = true;
    process.on('exit', () => {
      const { states, ...byImpact } = axeTally;
      console.log(`axe: ${states} states checked; violations by impact: ${JSON.stringify(byImpact)}`);
    });
  }
  const found = violations.map((v) => v.text);
  if (process.env.AXE_REPORT_ONLY) {
    if (found.length) console.log(`axe on ${state}:\n  ${found.join('\n  ')}`);
    return;
  }
  assert.deepEqual(found, [], `axe on ${state}: ${found.length} violation(s):\n  ${found.join('\n  ')}`);
}

/** The damages applied to a real value `v`; `other` is another key's real value. */
export function damages(v, other) {
  const middle = Math.floor(v.length / 2);
  const flipped = v.slice(0, middle) + String.fromCharCode(v.charCodeAt(middle) ^ 4) + v.slice(middle + 1);
  return {
    truncated: v.slice(0, middle),
    'bit-flipped': flipped,
    'another value': other,
    'future version': v.replace(/\d+/, '99'),
    // Too big to be copied aside next to itself: the page must keep it where it is.
    huge: v + 'x'.repeat(3 * 1024 * 1024),
  };
}

/**
 * The words of every card (`selector`: Skirm'an's `.sk-card`, Fifes and Drums' `.fd-card`) that
 * are not whole inside it: a line of text past the card's edge (within `margin` px of it), or a
 * word broken between two lines anywhere but at a soft hyphen (where the browser draws a
 * hyphen). Words hidden for screen readers only (clipped) are left out. [] when all are whole.
 */
export async function cardWordsOutside(page, selector, margin = 0) {
  return page.evaluate(([selector, margin]) => {
    const out = [];
    const lineTop = (node, k) => {
      const range = document.createRange();
      range.setStart(node, k);
      range.setEnd(node, k + 1);
      // A character just after a soft hyphen where the line broke has two boxes: the hyphen's,
      // then its own.
      const boxes = [...range.getClientRects()];
      return boxes.length ? Math.round(boxes[boxes.length - 1].top) : null;
    };
    for (const card of document.querySelectorAll(selector)) {
      const edge = card.getBoundingClientRect();
      if (edge.width === 0) continue;
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node; (node = walker.nextNode());) {
        const style = getComputedStyle(node.parentElement);
        if (style.position === 'absolute' && style.clip !== 'auto') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          if (box.width < 0.5) continue;
          if (box.left < edge.left + margin - 0.5 || box.right > edge.right - margin + 0.5) {
            out.push(`"${node.data.replace(/\u00ad/g, '')}" past the edge of its card (${Math.round(box.left - edge.left)} px, ${Math.round(edge.right - box.right)} px)`);
          }
        }
        const words = /[^\s\u00ad-]+/g;
        for (let word; (word = words.exec(node.data));) {
          const tops = new Set();
          for (let k = word.index; k < word.index + word[0].length; k++) tops.add(lineTop(node, k));
          tops.delete(null);
          if (tops.size > 1) out.push(`"${word[0]}" broken between lines (in "${node.data.replace(/\u00ad/g, '')}")`);
        }
      }
    }
    return [...new Set(out)];
  }, [selector, margin]);
}
