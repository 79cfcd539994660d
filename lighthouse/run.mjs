// Lighthouse scores of home and each game's page, with Lighthouse's default mobile settings,
// against dist/ served under /touche/ compressed and cached as GitHub Pages serves it, in the
// system Chromium, with no network beyond 127.0.0.1. Prints one line per page and category.
//
//   node lighthouse/run.mjs [DIST_DIR]        (scripts/lighthouse.sh builds first)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/server.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = resolve(process.argv[2] ?? resolve(here, '..', 'dist'));
const PAGES = ['', 'en-garde/', 'skirman/', 'fifes-and-drums/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const site = await startServer({ root: dist, githubPages: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.TOUCHE_CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let worst = 100;
try {
  console.log(`${'page'.padEnd(20)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
  for (const page of PAGES) {
    const { lhr } = await lighthouse(site.url + page, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    worst = Math.min(worst, ...scores);
    console.log(`${(page || 'home').padEnd(20)} ${scores.map((s) => String(s).padStart(15)).join('')}`);
    for (const c of CATEGORIES) {
      const failing = lhr.categories[c].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable');
      for (const audit of failing) console.log(`    ${c}: ${audit.id} (${audit.displayValue ?? audit.score})`);
    }
  }
} finally {
  await chrome.kill();
  await site.close();
}
console.log(`lowest score: ${worst} (goal: at least 95 everywhere)`);
process.exit(worst >= 95 ? 0 : 1);
