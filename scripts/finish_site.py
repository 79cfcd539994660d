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
- on release builds, the names the WebAssembly imports from its JS glue shortened in both files
  (wasm-bindgen names them `__wbg_<function>_<hash>`: long, and written twice), the JS files
  minified with esbuild (Trunk's minifier cannot parse
  wasm-bindgen's glue), and the `integrity` of every link recomputed from the finished files;
- the web-app manifest, its icons, the service worker (with the list of the site's files and a
  version hashed from their contents) and the script that registers it, linked from every page.

    scripts/finish_site.py STAGING_DIR PUBLIC_URL [--minify-js]
"""
import base64
import hashlib
import json
import re
import shutil
import subprocess
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
LINK = re.compile(r"<link\b[^>]*>", re.I)
HREF = re.compile(r"\bhref=(\"[^\"]*\"|[^\s>]+)", re.I)
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


def leb128(data, at):
    """An unsigned LEB128 number at `at`: (value, where it ends)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def uleb128(value):
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def sections(wasm):
    """The module's sections as (id, body) pairs, in order."""
    if wasm[:8] != b"\0asm\x01\0\0\0":
        raise ValueError("not a WebAssembly module")
    at, out = 8, []
    while at < len(wasm):
        size, start = leb128(wasm, at + 1)
        out.append((wasm[at], wasm[start : start + size]))
        at = start + size
    return out


def import_entries(body):
    """The import section's entries: (module, name, the rest of the entry as bytes)."""
    count, at = leb128(body, 0)
    entries = []
    for _ in range(count):
        length, at = leb128(body, at)
        module, at = body[at : at + length], at + length
        length, at = leb128(body, at)
        name, at = body[at : at + length].decode("utf-8"), at + length
        start, kind = at, body[at]
        at += 1
        if kind == 0:  # a function: its type index
            _, at = leb128(body, at)
        elif kind in (1, 2):  # a table (element type, limits) or a memory (limits)
            at += kind == 1
            flags = body[at]
            _, at = leb128(body, at + 1)
            if flags & 1:
                _, at = leb128(body, at)
        elif kind == 3:  # a global: value type, mutability
            at += 2
        else:
            raise ValueError(f"import kind {kind}")
        entries.append((module, name, body[start:at]))
    return entries


def export_names(body):
    count, at = leb128(body, 0)
    names = set()
    for _ in range(count):
        length, at = leb128(body, at)
        names.add(body[at : at + length].decode("utf-8"))
        _, at = leb128(body, at + length + 1)
    return names


def short_name(index):
    letters = "abcdefghijklmnopqrstuvwxyz"
    name = ""
    while True:
        name = letters[index % 26] + name
        index //= 26
        if index == 0:
            return "$" + name


def shorten_imports(stage):
    """Each wasm-bindgen module's imports from its glue renamed `$a`, `$b`…, in the .wasm and
    in the .js (where each is a key of the imports object): a tenth of the glue's gzip size."""
    for wasm_path in sorted(stage.rglob("*_bg.wasm")):
        js_path = wasm_path.with_name(wasm_path.name[: -len("_bg.wasm")] + ".js")
        if not js_path.is_file():
            continue
        wasm, js = wasm_path.read_bytes(), js_path.read_text(encoding="utf-8")
        try:
            parts = sections(wasm)
            exports = set().union(*(export_names(b) for i, b in parts if i == 7))
            renamed = {}
            out = bytearray(wasm[:8])
            for section_id, body in parts:
                if section_id == 2:
                    entries = import_entries(body)
                    body = bytearray(uleb128(len(entries)))
                    for module, name, rest in entries:
                        # Only names the glue defines once, as a key, and nothing else uses.
                        if name.startswith("__wb") and name not in exports and len(re.findall(rf"\b{re.escape(name)}\b", js)) == 1:
                            name = renamed.setdefault(name, short_name(len(renamed)))
                        new = name.encode("utf-8")
                        body += uleb128(len(module)) + module + uleb128(len(new)) + new + rest
                out += bytes([section_id]) + uleb128(len(body)) + body
        except (ValueError, IndexError) as error:
            fail(f"{wasm_path}: cannot read its imports ({error})")
        for old, new in renamed.items():
            js, count = re.subn(rf"\b{re.escape(old)}\b", new, js)
            if count != 1:
                fail(f"{js_path}: {old} found {count} times")
        wasm_path.write_bytes(bytes(out))
        js_path.write_text(js, encoding="utf-8")


def minify_js(stage):
    """Every JS file, minified in place (the glue is most of it: a fifth of its gzip size goes)."""
    for script in sorted(stage.rglob("*.js")):
        out = script.with_suffix(".min.tmp")
        try:
            subprocess.run(
                ["esbuild", "--minify", "--log-level=warning", f"--outfile={out}", str(script)],
                check=True,
            )
        except (OSError, subprocess.CalledProcessError) as error:
            fail(f"esbuild could not minify {script} ({error}): run scripts/setup.sh")
        out.replace(script)


def integrity_of(path):
    digest = hashlib.sha384(path.read_bytes()).digest()
    return "sha384-" + base64.b64encode(digest).decode("ascii")


def fresh_integrity(html, stage, public_url):
    """Each link's `integrity` recomputed from the file it names, as finished (minified)."""

    def relink(match):
        tag = match.group(0)
        href = HREF.search(tag)
        if not href or not INTEGRITY.search(tag):
            return tag
        url = href.group(1).strip('"')
        rel = url[len(public_url):] if url.startswith(public_url) else None
        if rel is None or not (stage / rel).is_file():
            return tag
        return INTEGRITY.sub(f' integrity="{integrity_of(stage / rel)}"', tag)

    return LINK.sub(relink, html)


def finish_page(path, stage, public_url):
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
    html = fresh_integrity(html, stage, public_url)
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
    if len(sys.argv) not in (3, 4) or sys.argv[3:] not in ([], ["--minify-js"]):
        fail("usage: finish_site.py STAGING_DIR PUBLIC_URL [--minify-js]")
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
    shutil.copy(PWA / "register.js", stage / "register-sw.js")
    if "--minify-js" in sys.argv:
        shorten_imports(stage)
        minify_js(stage)
    shutil.copy(ROOT / "static" / "favicon.svg", stage / "icon.svg")
    for size in (192, 512):
        shutil.copy(PWA / f"icon-{size}.png", stage / f"icon-{size}.png")
    # Whole documents only (the rules documents are fragments the rules page fetches).
    pages = [p for p in sorted(stage.rglob("*.html")) if p.read_text(encoding="utf-8")[:15].lower().startswith("<!doctype")]
    for page in pages:
        finish_page(page, stage, public_url)

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
