#!/usr/bin/env python3
"""The last step of a site build (called by scripts/build-pages.sh, Trunk's post_build hook,
once every page is built into the staging folder):

- a Content-Security-Policy <meta> in every page: scripts from the site only, plus the hash of
  each inline loader Trunk writes, and 'wasm-unsafe-eval' to compile the WebAssembly; nothing
  from another origin. `style-src-attr 'unsafe-inline'` is kept because the boards move tokens
  and fencers with inline `transform` styles, so that CSS transitions animate the move;
- no `integrity` on <link rel=preload> (Chromium ignores it there and warns on every load);
  the module preload and the stylesheets keep theirs;
- home's loader (Trunk's) and the AI worker's (Trunk's shim) replaced by the loaders of
  scripts/templates/, which say which file failed to download and why (the worker's also calls
  wasm-bindgen's init with one object: the shim's old form logs a deprecation warning);
- on release builds, the names the WebAssembly imports from its JS glue shortened in both files
  (wasm-bindgen names them `__wbg_<function>_<hash>`: long, and written twice), the JS files
  minified with esbuild (Trunk's minifier cannot parse
  wasm-bindgen's glue), and the `integrity` of every link recomputed from the finished files;
- the web-app manifest, its icons, the service worker (with the files each page needs in each
  language, and a version hashed from the site's contents) and the script that registers it,
  linked from every page.

Every edit of Trunk's or wasm-bindgen's output says how many times it must apply
(scripts/tool_output.py): a tool that changes its wording fails the build.

    scripts/finish_site.py STAGING_DIR PUBLIC_URL [--minify-js]
"""
import base64
import hashlib
import json
import posixpath
import re
import shutil
import subprocess
import sys
from pathlib import Path

from tool_output import (
    PAGE_BUNDLES,
    BuildError,
    inline_script,
    loader_template,
    substitute,
    trunk_loader,
    trunk_worker_shim,
)

ROOT = Path(__file__).resolve().parent.parent
PWA = ROOT / "static" / "pwa"


def fail(message):
    raise BuildError(message)


# What an online page may connect to (`<game>/online/`): secure WebSockets, the Nostr relays
# that help two browsers meet (the app narrows this at start to the configured relays, with a
# second policy: src/ui/online/page.rs), and a relay on this very computer (the tests'). Every
# other page keeps `connect-src 'self'` (WebRTC itself is not governed by connect-src).
ONLINE_CONNECT = "connect-src 'self' wss: ws://127.0.0.1:* ws://localhost:*"


def is_online_page(where):
    return Path(where).parent.name == "online"


def csp(inline_hashes, online=False):
    scripts = " ".join(["'self'", "'wasm-unsafe-eval'"] + [f"'sha256-{h}'" for h in inline_hashes])
    # default-src 'self' covers styles, images, fonts, fetches, workers and the manifest.
    return "; ".join([
        "default-src 'self'",
        *([ONLINE_CONNECT] if online else []),
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
    modules = sorted(stage.rglob("*_bg.wasm"))
    if not modules:
        fail(f"{stage}: no wasm-bindgen module (*_bg.wasm)")
    for wasm_path in modules:
        js_path = wasm_path.with_name(wasm_path.name[: -len("_bg.wasm")] + ".js")
        if not js_path.is_file():
            fail(f"{wasm_path}: its glue {js_path.name} is missing")
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
        # wasm-bindgen names its imports `__wbg_…` / `__wbindgen_…`: none renamed means it no
        # longer does.
        if not renamed:
            fail(f"{wasm_path}: no import named __wb… that {js_path.name} defines once: has wasm-bindgen renamed them?")
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


def site_file(url, stage, public_url, where):
    """The file of the site an absolute URL (under the public URL) names, relative to the stage."""
    if not url.startswith(public_url) or not (stage / url[len(public_url) :]).is_file():
        fail(f"{where}: {url} is not a file of the site (under {public_url})")
    return url[len(public_url) :]


def fresh_integrity(html, stage, public_url, where):
    """Each link's `integrity` recomputed from the file it names, as finished (minified)."""

    def relink(match):
        tag = match.group(0)
        href = HREF.search(tag)
        if not INTEGRITY.search(tag):
            return tag
        if not href:
            fail(f"{where}: a link with an integrity and no href: {tag}")
        rel = site_file(href.group(1).strip('"'), stage, public_url, where)
        return INTEGRITY.sub(f' integrity="{integrity_of(stage / rel)}"', tag)

    return LINK.sub(relink, html)


def finish_page(html, where, stage, public_url):
    """The page with its loader, security policy and manifest; and the bundles it loads,
    {language: [JS, WASM]} (URLs; home's one build: language "*")."""
    bilingual = PAGE_BUNDLES.search(html)
    if bilingual:
        # A game page (scripts/bilingual_page.py): its loader is written, its preloads gone.
        bundles = json.loads(bilingual.group(1))
        preloads = 0
    else:
        loader = trunk_loader(html, where)
        bundles = {"*": [loader.group("js"), loader.group("wasm")]}
        code = loader_template("home_loader.js", js=loader.group("js"), wasm=loader.group("wasm"))
        html = html[: loader.start()] + inline_script(code, where) + html[loader.end() :]
        preloads = 1  # the WebAssembly's
    hashes = []
    for attrs, body in SCRIPT.findall(html):
        if "src=" not in attrs:
            digest = hashlib.sha256(body.encode("utf-8")).digest()
            hashes.append(base64.b64encode(digest).decode("ascii"))
    html = substitute(PRELOAD, lambda m: INTEGRITY.sub("", m.group(0)), html, expected=preloads, where=where)
    html = fresh_integrity(html, stage, public_url, where)
    head = (
        f'<meta http-equiv="Content-Security-Policy" content="{csp(hashes, is_online_page(where))}">'
        f'<link rel="manifest" href="{public_url}manifest.webmanifest">'
        f'<script defer src="{public_url}register-sw.js"></script>'
    )
    html = substitute(CHARSET, lambda m: m.group(0) + head, html, expected=1, where=where)
    return html, bundles


SCRIPT_SRC = re.compile(r"<script\b[^>]*\bsrc=(\"[^\"]*\"|[^\s>]+)", re.I)
# What a JS module imports (minified or not): `from "./x.js"`, `import("./x.js")`, `import "./x.js"`.
JS_IMPORT = re.compile(r"(?<![\w.$])(?:from\s*|import\s*\(\s*|import\s+)[\"']([^\"']+)[\"']")


def imports_of(stage, rel, public_url, where):
    """The JS module `rel` and every module it imports, recursively (wasm-bindgen's snippets)."""
    out, queue = [], [rel]
    while queue:
        module = queue.pop()
        if module in out:
            continue
        out.append(module)
        for url in JS_IMPORT.findall((stage / module).read_text(encoding="utf-8")):
            if url.startswith("."):
                target = posixpath.normpath(posixpath.join(posixpath.dirname(module), url))
                if not (stage / target).is_file():
                    fail(f"{where}: {module} imports {url}, not a file of the site")
            else:
                target = site_file(url, stage, public_url, f"{where}: {module}")
            queue.append(target)
    return out


def page_needs(html, bundles, where, stage, public_url, workers):
    """What a page needs to work offline, in each language: {"*": [files every language
    needs], LANG: [that language's files]}, paths relative to the site's root. Its stylesheet,
    icon, manifest and scripts; its glue and WebAssembly, and the modules the glue imports; and
    the AI worker's files if its WebAssembly names the worker's loader (a page that starts it)."""
    linked = [HREF.search(tag) for tag in LINK.findall(html)] + list(SCRIPT_SRC.finditer(html))
    common = [site_file(m.group(1).strip('"'), stage, public_url, where) for m in linked if m]
    needs = {}
    for lang, (js, wasm) in bundles.items():
        files = imports_of(stage, site_file(js, stage, public_url, where), public_url, where)
        files.append(site_file(wasm, stage, public_url, where))
        code = (stage / files[-1]).read_bytes()
        for worker in workers:
            if f"{worker}_loader.js".encode() in code:
                files += [f"{worker}_loader.js", f"{worker}.js", f"{worker}_bg.wasm"]
        needs[lang] = files
    if "*" not in needs:
        shared = set.intersection(*(set(f) for f in needs.values()))
        common += [f for f in next(iter(needs.values())) if f in shared]
        needs = {lang: [f for f in files if f not in shared] for lang, files in needs.items()}
    needs["*"] = list(dict.fromkeys(common + needs.get("*", [])))
    return {key: needs[key] for key in sorted(needs)}


def write_worker_loaders(stage):
    """Each worker's loader (Trunk's shim, `<name>_loader.js`) replaced by templates/worker_loader.js.
    Returns the workers' names."""
    workers = []
    for loader in sorted(stage.glob("*_loader.js")):
        script = loader.name[: -len("_loader.js")]
        trunk_worker_shim(loader.read_text(encoding="utf-8"), script, loader)
        for needed in (f"{script}.js", f"{script}_bg.wasm"):
            if not (stage / needed).is_file():
                fail(f"{loader}: the worker's {needed} is missing")
        if "wasm_bindgen" not in (stage / f"{script}.js").read_text(encoding="utf-8"):
            fail(f"{stage / script}.js: no wasm_bindgen, the global its loader calls (wasm-bindgen's no-modules glue)")
        loader.write_text(loader_template("worker_loader.js", script=script, wasm=f"{script}_bg.wasm") + "\n", encoding="utf-8")
        workers.append(script)
    if not workers:
        fail(f"{stage}: no worker loader (*_loader.js): is the AI worker still built with data-loader-shim?")
    return workers


def service_worker(template, version, pages):
    """static/pwa/sw.js with the site's version and the files each page needs."""
    for placeholder in ("__VERSION__", "__PAGES__"):
        if template.count(placeholder) != 1:
            fail(f"static/pwa/sw.js: {placeholder} should be there once, found {template.count(placeholder)} times")
    return template.replace("__VERSION__", version).replace("__PAGES__", json.dumps(pages, separators=(",", ":")))


def finish_site(stage, public_url, minify):
    if not (stage / "index.html").is_file():
        fail(f"{stage}/index.html not found")
    workers = write_worker_loaders(stage)
    shutil.copy(PWA / "manifest.webmanifest", stage / "manifest.webmanifest")
    shutil.copy(PWA / "register.js", stage / "register-sw.js")
    if minify:
        shorten_imports(stage)
        minify_js(stage)
    shutil.copy(ROOT / "static" / "favicon.svg", stage / "icon.svg")
    for size in (192, 512):
        shutil.copy(PWA / f"icon-{size}.png", stage / f"icon-{size}.png")
    # Whole documents only (the rules documents are fragments the rules page fetches).
    documents = [p for p in sorted(stage.rglob("*.html")) if p.read_text(encoding="utf-8")[:15].lower().startswith("<!doctype")]
    pages = {}
    for path in documents:
        html, bundles = finish_page(path.read_text(encoding="utf-8"), str(path), stage, public_url)
        path.write_text(html, encoding="utf-8")
        rel = path.relative_to(stage).as_posix()
        # A page as it is linked and reloaded: its folder's URL (404.html is no page to keep).
        if rel == "index.html" or rel.endswith("/index.html"):
            pages[rel[: -len("index.html")] or "./"] = page_needs(html, bundles, str(path), stage, public_url, workers)

    # The version: a hash of every file of the site, so each deployment has its own cache.
    version = hashlib.sha256()
    for path in sorted(p for p in stage.rglob("*") if p.is_file()):
        rel = path.relative_to(stage).as_posix()
        if rel != "sw.js" and not rel.startswith("."):
            version.update(rel.encode() + b"\0" + path.read_bytes())
    template = (PWA / "sw.js").read_text(encoding="utf-8")
    (stage / "sw.js").write_text(service_worker(template, version.hexdigest()[:16], pages), encoding="utf-8")
    return documents, pages


def main():
    if len(sys.argv) not in (3, 4) or sys.argv[3:] not in ([], ["--minify-js"]):
        sys.exit("finish_site: error: usage: finish_site.py STAGING_DIR PUBLIC_URL [--minify-js]")
    stage, public_url = Path(sys.argv[1]), sys.argv[2]
    if not public_url.endswith("/"):
        public_url += "/"
    try:
        documents, pages = finish_site(stage, public_url, "--minify-js" in sys.argv)
    except BuildError as error:
        sys.exit(f"finish_site: error: {error}")
    most = max(len({f for files in needs.values() for f in files}) for needs in pages.values())
    print(f"finish_site: {len(documents)} pages with a security policy; sw.js keeps {len(pages)} pages, each of at most {most} files")


if __name__ == "__main__":
    main()
