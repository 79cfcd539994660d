// A game page's loader (scripts/bilingual_page.py, in place of Trunk's): the build in the
// player's language, chosen as the app chooses it (src/ui/app.rs: localStorage `touche.lang`,
// else French if the browser's language is, else English). scripts/size.sh reads the bundles
// object, written as JSON on the first line. The events and globals are Trunk's own.
const bundles = __BUNDLES__;
let lang;
try { lang = localStorage.getItem('touche.lang'); } catch (e) {}
if (!Object.hasOwn(bundles, lang)) lang = (navigator.language || '').startsWith('fr') ? 'fr' : 'en';
const [js, url] = bundles[lang];
__FETCH_WASM__
// The WebAssembly downloads while the glue is imported.
const download = fetchWasm(url);
download.catch(() => {});
const bindings = await import(js);
const wasm = await bindings.default({ module_or_path: await download });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));
