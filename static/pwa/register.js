// Registers the service worker (sw.js, at the site's root next to this file), then asks it to
// keep this page for offline use, in the language it is shown in (chosen as the page's loader
// and the app choose it: localStorage `touche.lang`, else French if the browser's language is).
// Loaded by every page (scripts/finish_site.py).
'use strict';
(() => {
  if (!('serviceWorker' in navigator) || !document.currentScript) return;
  const root = new URL('./', document.currentScript.src);
  addEventListener('load', () => {
    navigator.serviceWorker.register(new URL('sw.js', root), { scope: root.pathname }).catch((error) => {
      console.warn(`Touché works online only in this browser: the offline copy could not be set up (${error.message}).`);
    });
    let lang;
    try { lang = localStorage.getItem('touche.lang'); } catch (e) {}
    if (lang !== 'en' && lang !== 'fr') lang = (navigator.language || '').startsWith('fr') ? 'fr' : 'en';
    // The browser's data saver, as the page sees it (a service worker may not see the hint).
    const saveData = navigator.connection?.saveData === true;
    navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ keep: location.href, lang, saveData }));
  });
})();
