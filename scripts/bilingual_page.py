#!/usr/bin/env python3
"""Joins the two builds of a game page (scripts/build-pages.sh): the English build's HTML, its
loader rewritten to download the build in the player's language, chosen as the app chooses it
(src/ui/app.rs: localStorage `touche.lang`, else French if the browser's language is, else
English). Each build holds one language's words (feature lang-en / lang-fr), so a page downloads
one language only. Trunk's preloads go: they would download the English build for everyone.

The bundles are written as a JSON object, `const bundles = {"en": [JS, WASM], "fr": [JS, WASM]};`,
which scripts/size.sh reads to measure each language's route.

    scripts/bilingual_page.py EN_HTML FR_HTML OUT_HTML
"""
import json
import re
import sys
from pathlib import Path

# Trunk's inline loader (`import init, * as bindings from 'JS'; … init({ module_or_path: 'WASM' })`).
LOADER = re.compile(r"<script type=\"?module\"?>(?:(?!</script>).)*?import init\b.*?</script>", re.S)
JS = re.compile(r"import init, \* as bindings from '([^']+)'")
WASM = re.compile(r"module_or_path: '([^']+)'")
PRELOADS = re.compile(r"<link\b[^>]*\brel=\"?(?:modulepreload|preload)\"?[^>]*>\n?")


def fail(message):
    sys.exit(f"bilingual_page: error: {message}")


def bundle(html, path):
    loaders = LOADER.findall(html)
    if len(loaders) != 1:
        fail(f"{path}: expected one Trunk loader, found {len(loaders)}")
    js, wasm = JS.search(loaders[0]), WASM.search(loaders[0])
    if not (js and wasm):
        fail(f"{path}: the loader names no JS module or no WebAssembly file")
    return [js.group(1), wasm.group(1)]


LOADER_TEMPLATE = """<script type="module">const bundles = __BUNDLES__;
let lang;
try { lang = localStorage.getItem('touche.lang'); } catch (e) {}
if (!Object.hasOwn(bundles, lang)) lang = (navigator.language || '').startsWith('fr') ? 'fr' : 'en';
const [js, url] = bundles[lang];
const download = fetch(url);
download.catch(() => {});
const bindings = await import(js);
const response = await download.catch((e) => { throw new Error(`${url} could not be downloaded: ${e.message}`); });
if (!response.ok) throw new Error(`${url} could not be loaded: HTTP ${response.status}`);
const wasm = await bindings.default({ module_or_path: response });
window.wasmBindings = bindings;
dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));</script>"""


def main():
    if len(sys.argv) != 4:
        fail("usage: bilingual_page.py EN_HTML FR_HTML OUT_HTML")
    en_path, fr_path, out = (Path(p) for p in sys.argv[1:])
    en, fr = en_path.read_text(encoding="utf-8"), fr_path.read_text(encoding="utf-8")
    bundles = {"en": bundle(en, en_path), "fr": bundle(fr, fr_path)}
    if bundles["en"] == bundles["fr"]:
        fail("both languages' builds are the same files")
    loader = LOADER_TEMPLATE.replace("__BUNDLES__", json.dumps(bundles))
    html = LOADER.sub(lambda _: loader, en, count=1)
    html = PRELOADS.sub("", html)
    out.write_text(html, encoding="utf-8")


if __name__ == "__main__":
    main()
