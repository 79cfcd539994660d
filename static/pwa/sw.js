// Touché's service worker: a page opened once works without network, in the language it was
// shown in, with what it needs to play (a game's page: its AI worker too). Nothing else is
// downloaded for it: a first visit to home costs home's files only (most from the HTTP cache).
// scripts/finish_site.py writes, in place of the two placeholders below, a version (a hash of
// the site's contents: each deployment has its own cache) and the files each page needs, in
// every language ("*") and in each one. Asset names carry a hash of their content, so a page
// always gets the files it was built with.
'use strict';
const VERSION = '__VERSION__';
const PAGES = __PAGES__;
const CACHE = `touche-${VERSION}`;
const LANGS = ['en', 'fr'];
// In the cache, the pages kept and their languages: a new version keeps the same.
const KEPT = 'kept-pages.json';

const scoped = (path) => new URL(path, self.registration.scope).href;
// With the browser's data saver on (as this worker or the page asking sees it), a page is kept
// only from what the browser already has: nothing more is downloaded for it.
const saveData = () => self.navigator.connection?.saveData === true;

// The page a URL shows (a key of PAGES), or undefined.
function pageOf(href) {
  const url = new URL(href, self.registration.scope);
  if (url.origin !== self.location.origin || !url.href.startsWith(self.registration.scope)) return undefined;
  const path = url.pathname.slice(new URL(self.registration.scope).pathname.length).replace(/index\.html$/, '');
  const page = path || './';
  return Object.hasOwn(PAGES, page) ? page : undefined;
}

async function keptIn(cache) {
  const record = await cache.match(scoped(KEPT));
  const kept = record ? await record.json().catch(() => []) : [];
  return Array.isArray(kept) ? kept.filter((k) => Object.hasOwn(PAGES, k.page) && LANGS.includes(k.lang)) : [];
}

// Keeps a page in `lang` in the cache: its files not cached yet, then the record of it.
async function keep(cache, page, lang, thrifty = saveData()) {
  const needs = PAGES[page];
  const files = [page, ...needs['*'], ...(needs[lang] ?? [])];
  const options = thrifty ? { cache: 'only-if-cached', mode: 'same-origin' } : {};
  let complete = true;
  await Promise.all(files.map(async (file) => {
    const url = scoped(file);
    if (await cache.match(url)) return;
    const response = await fetch(url, options).catch(() => null);
    if (response?.ok) await cache.put(url, response);
    else complete = false;
  }));
  if (!complete) return;
  const kept = await keptIn(cache);
  if (kept.some((k) => k.page === page && k.lang === lang)) return;
  kept.push({ page, lang });
  await cache.put(scoped(KEPT), new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }));
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // An update keeps, in their new version, the pages the previous version kept.
    for (const key of await caches.keys()) {
      if (!key.startsWith('touche-') || key === CACHE) continue;
      for (const { page, lang } of await keptIn(await caches.open(key))) await keep(cache, page, lang);
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('touche-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// A page that has loaded (register.js) asks to be kept: { keep: its URL, lang, saveData }.
self.addEventListener('message', (event) => {
  const page = typeof event.data?.keep === 'string' ? pageOf(event.data.keep) : undefined;
  const lang = event.data?.lang;
  if (page === undefined || !LANGS.includes(lang)) return;
  const thrifty = event.data.saveData === true || saveData();
  event.waitUntil(caches.open(CACHE).then((cache) => keep(cache, page, lang, thrifty)));
});

// A page not kept, opened without network: said plainly, in both languages.
function notAvailableOffline() {
  const home = scoped('./');
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Offline · Touché</title></head>
<body style="font-family: sans-serif; max-width: 36em; margin: 2em auto; padding: 0 1em">
<p>This page is not available offline yet: open it once with a connection, and it will be.
<a href="${home}">Touché's home page</a></p>
<p lang="fr">Cette page n'est pas encore disponible hors ligne : ouvrez-la une fois avec une connexion, et elle le sera.
<a href="${home}">Accueil de Touché</a></p>
</body></html>`;
  return new Response(body, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const navigation = request.mode === 'navigate';
    const hit = await cache.match(request, { ignoreSearch: navigation });
    if (hit) return hit;
    try {
      const response = await fetch(request);
      // What a page fetches stays with it offline (its files, its documents: the rules, the
      // glossary); the page asks to be kept once it has loaded (the rest of its files).
      const page = navigation ? pageOf(request.url) : request.url;
      if (page !== undefined && response.status === 200 && response.type === 'basic') {
        event.waitUntil(cache.put(navigation ? scoped(page) : request, response.clone()));
      }
      return response;
    } catch (error) {
      if (navigation) return notAvailableOffline();
      throw error;
    }
  })());
});
