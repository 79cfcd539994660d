// Registers the service worker (sw.js, at the site's root next to this file), so that after
// one visit the site works without network. Loaded by every page (scripts/finish_site.py).
'use strict';
(() => {
  if (!('serviceWorker' in navigator) || !document.currentScript) return;
  const root = new URL('./', document.currentScript.src);
  addEventListener('load', () => {
    navigator.serviceWorker.register(new URL('sw.js', root), { scope: root.pathname }).catch((error) => {
      console.warn(`Touché works online only in this browser: the offline copy could not be set up (${error.message}).`);
    });
  });
})();
