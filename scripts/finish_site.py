#!/usr/bin/env python3
"""The last step of a site build (called by scripts/build-pages.sh, Trunk's post_build hook,
once every page is built into the staging folder):

- a Content-Security-Policy <meta> in every page: scripts from the site only, plus the hash of
  each inline loader Trunk writes, and 'wasm-unsafe-eval' to compile the WebAssembly; nothing
  from another origin. `style-src-attr 'unsafe-inline'` is kept because the boards move tokens
  and fencers with inline `transform` styles, so that CSS transitions animate the move;
- no `integrity` on <link rel=preload> (Chromium ignores it there and warns on every load);
  the module preload and the stylesheets keep theirs;
- Trunk's loader of the AI worker rewritten to call wasm-bindgen's init with one object (the
  shim's old form logs a deprecation warning in every worker);
- the web-app manifest, its icons, the service worker (with the list of the site's files and a
  version hashed from their contents) and the script that registers it, linked from every page.

    scripts/finish_site.py STAGING_DIR PUBLIC_URL
"""
import base64
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PWA = ROOT / "static" / "pwa"


def fail(message):
    sys.exit(f"finish_site: error: {message}")


def csp(inline_hashes):
    scripts = " ".join(["'self'", "'wasm-unsafe-eval'"] + [f"'sha256-{h}'" for h in inline_hashes])
    # default-src 'self' covers styles, images, fonts, fetches, workers and the manifest.
    return "; ".join([
        "default-src 'self'",
        f"script-src {scripts}",
        "style-src-attr 'unsafe-inline'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    ])


SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script>", re.S | re.I)
PRELOAD = re.compile(r"<link\b[^>]*\brel=\"?preload\"?[^>]*>", re.I)
INTEGRITY = re.compile(r"\s+integrity=(\"[^\"]*\"|[^\s>]+)", re.I)
CHARSET = re.compile(r"<meta\s+charset=\"?utf-8\"?\s*/?>", re.I)


# Trunk's inline loader: `const wasm = await init({ module_or_path: 'URL' });`. A download that
# fails says which file and why (the browser alone says "Failed to fetch" or "HTTP status code is
# not ok", without the file).
LOADER = re.compile(r"const wasm = await init\(\{ module_or_path: '([^']+)' \}\);")


def loader_with_reason(match):
    url = match.group(1)
    return (
        f"const response = await fetch('{url}').catch((e) => {{ throw new Error(`{url} could not be downloaded: ${{e.message}}`); }});"
        f"if (!response.ok) throw new Error(`{url} could not be loaded: HTTP ${{response.status}}`);"
        "const wasm = await init({ module_or_path: response });"
    )


def finish_page(path, public_url):
    html = path.read_text(encoding="utf-8")
    if "http-equiv=Content-Security-Policy" in html or 'http-equiv="Content-Security-Policy"' in html:
        return  # already finished (a page copied from another)
    html = LOADER.sub(loader_with_reason, html)
    hashes = []
    for attrs, body in SCRIPT.findall(html):
        if "src=" not in attrs:
            digest = hashlib.sha256(body.encode("utf-8")).digest()
            hashes.append(base64.b64encode(digest).decode("ascii"))
    html = PRELOAD.sub(lambda m: INTEGRITY.sub("", m.group(0)), html)
    head = (
        f'<meta http-equiv="Content-Security-Policy" content="{csp(hashes)}">'
        f'<link rel="manifest" href="{public_url}manifest.webmanifest">'
        f'<script defer src="{public_url}register-sw.js"></script>'
    )
    html, n = CHARSET.subn(lambda m: m.group(0) + head, html, count=1)
    if n != 1:
        fail(f"{path}: no <meta charset=utf-8> to put the security policy after")
    path.write_text(html, encoding="utf-8")


def main():
    if len(sys.argv) != 3:
        fail("usage: finish_site.py STAGING_DIR PUBLIC_URL")
    stage, public_url = Path(sys.argv[1]), sys.argv[2]
    if not public_url.endswith("/"):
        public_url += "/"
    if not (stage / "index.html").is_file():
        fail(f"{stage}/index.html not found")
    for loader in stage.glob("*_loader.js"):
        script = loader.name[: -len("_loader.js")]
        # A WebAssembly that cannot be fetched is reported with its file and HTTP status: thrown
        # outside the promise, it reaches the page as the worker's error event.
        loader.write_text(
            f'importScripts("./{script}.js");'
            f'fetch("./{script}_bg.wasm").then((r) => r.ok ? wasm_bindgen({{ module_or_path: r }})'
            f' : Promise.reject(new Error(`{script}_bg.wasm: HTTP ${{r.status}}`)))'
            f'.catch((e) => setTimeout(() => {{ throw new Error(`{script}_bg.wasm could not be loaded: ${{e.message || e}}`); }}));\n',
            encoding="utf-8",
        )
    shutil.copy(PWA / "manifest.webmanifest", stage / "manifest.webmanifest")
    shutil.copy(ROOT / "static" / "favicon.svg", stage / "icon.svg")
    for size in (192, 512):
        shutil.copy(PWA / f"icon-{size}.png", stage / f"icon-{size}.png")
    shutil.copy(PWA / "register.js", stage / "register-sw.js")
    # Whole documents only (the rules documents are fragments the rules page fetches).
    pages = [p for p in sorted(stage.rglob("*.html")) if p.read_text(encoding="utf-8")[:15].lower().startswith("<!doctype")]
    for page in pages:
        finish_page(page, public_url)

    # Every file of the site, as the service worker precaches it: paths relative to the site's
    # root; a page also under its folder's URL (how it is linked and reloaded).
    files = []
    version = hashlib.sha256()
    for path in sorted(p for p in stage.rglob("*") if p.is_file()):
        rel = path.relative_to(stage).as_posix()
        if rel == "sw.js" or rel.startswith("."):
            continue
        version.update(rel.encode() + b"\0" + path.read_bytes())
        files.append(rel)
        if rel == "index.html":
            files.append("./")
        elif rel.endswith("/index.html"):
            files.append(rel[: -len("index.html")])
    template = (PWA / "sw.js").read_text(encoding="utf-8")
    if "__VERSION__" not in template or "__FILES__" not in template:
        fail("static/pwa/sw.js lost its placeholders")
    worker = template.replace("__VERSION__", version.hexdigest()[:16]).replace(
        "__FILES__", json.dumps(files, indent=2)
    )
    (stage / "sw.js").write_text(worker, encoding="utf-8")
    print(f"finish_site: {len(pages)} pages with a security policy; sw.js precaches {len(files)} URLs")


if __name__ == "__main__":
    main()
