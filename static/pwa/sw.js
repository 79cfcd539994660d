// Touché's service worker: after one visit, every page and game works without network.
// scripts/finish_site.py writes the list of the site's files and a version (a hash of their
// contents) in place of the two placeholders below, so each deployment has its own cache.
// Asset names carry a hash of their content, so a page always gets the files it was built with.
'use strict';
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `touche-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new URL(f, self.registration.scope))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('touche-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const navigation = request.mode === 'navigate';
    const hit = await cache.match(request, { ignoreSearch: navigation });
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (error) {
      // Offline, and not a file of the site: a page gets the site's "not found" page.
      if (navigation) {
        const notFound = await cache.match(new URL('404.html', self.registration.scope));
        if (notFound) return notFound;
      }
      throw error;
    }
  })());
});
