"""Unit tests of the site's post-processing (scripts/finish_site.py, scripts/bilingual_page.py)
on fixtures trimmed from a real release build (dist/): what they write, and that a change of
wording in Trunk's or wasm-bindgen's output fails the build, naming the file and the pattern.

    python3 -m unittest discover -s scripts/tests      (scripts/test.sh scripts)
"""
import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
sys.path.insert(0, str(SCRIPTS))

import bilingual_page  # noqa: E402
import finish_site  # noqa: E402
from tool_output import BuildError, template  # noqa: E402

PUBLIC_URL = "/touche/"


def uleb(value):
    return finish_site.uleb128(value)


def wasm_module(imports, exports=("memory",), strings=b""):
    """A small WebAssembly module as wasm-bindgen's look to finish_site.py: functions imported
    from "wbg" under `imports`, a memory exported under each of `exports`, and `strings` in a
    data section (where a page's module names the worker's loader)."""

    def name(text):
        data = text.encode("utf-8")
        return uleb(len(data)) + data

    def section(section_id, body):
        return bytes([section_id]) + uleb(len(body)) + body

    types = uleb(1) + b"\x60\x00\x00"
    entries = uleb(len(imports)) + b"".join(name("wbg") + name(i) + b"\x00\x00" for i in imports)
    memory = uleb(1) + b"\x00\x01"
    export = uleb(len(exports)) + b"".join(name(e) + b"\x02\x00" for e in exports)
    data = uleb(1) + b"\x00\x41\x00\x0b" + uleb(len(strings)) + strings
    return b"\0asm\x01\0\0\0" + section(1, types) + section(2, entries) + section(5, memory) + section(7, export) + section(11, data)


def read(path):
    return Path(path).read_text(encoding="utf-8")


class Stage:
    """A staging folder as scripts/build-pages.sh leaves it before finish_site.py: home and
    404.html (Trunk's), a game page (bilingual_page.py's), the assets, the AI worker."""

    def __init__(self, directory):
        self.dir = Path(directory)
        shutil.copytree(FIXTURES / "stage", self.dir, dirs_exist_ok=True)
        game = bilingual_page.join_languages(read(FIXTURES / "game.en.html"), read(FIXTURES / "game.fr.html"))
        (self.dir / "en-garde").mkdir()
        (self.dir / "en-garde" / "index.html").write_text(game, encoding="utf-8")
        self.bundle = {}
        for glue in sorted(self.dir.glob("*.js")):
            if glue.name.endswith("_loader.js"):
                continue
            # The keys of the glue's imports object, minified (`__wbg_x_0123…:(a=>…)`) or not.
            imports = re.findall(r"\b(__wbg_\w+)\s*:\s*(?:function\b|\()", read(glue))
            worker = b"ai_worker_loader.js" if glue.name.startswith("en_garde") else b""
            (self.dir / f"{glue.stem}_bg.wasm").write_bytes(wasm_module(imports, strings=worker))

    def file(self, rel):
        return read(self.dir / rel)

    def finish(self, minify=False):
        # As scripts/build-pages.sh does before finishing the site.
        shutil.copy(self.dir / "index.html", self.dir / "404.html")
        return finish_site.finish_site(self.dir, PUBLIC_URL, minify)


class BilingualPage(unittest.TestCase):
    def test_the_loader_downloads_the_players_language_and_the_preloads_go(self):
        en, fr = read(FIXTURES / "game.en.html"), read(FIXTURES / "game.fr.html")
        html = bilingual_page.join_languages(en, fr)
        bundles = json.loads(re.search(r"const bundles = (\{.*\});", html).group(1))
        self.assertEqual(set(bundles), {"en", "fr"})
        self.assertTrue(all(url.startswith(PUBLIC_URL) for pair in bundles.values() for url in pair))
        self.assertRegex(bundles["en"][0], r"^/touche/en_garde-\w+\.js$")
        self.assertRegex(bundles["fr"][1], r"en_garde-\w+_bg\.wasm$")
        self.assertNotIn("preload", html)
        self.assertNotIn("import init", html)
        # Trunk's events and globals, re-emitted; the shared fetch with a reason.
        self.assertIn('dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));', html)
        self.assertIn("window.wasmBindings = bindings;", html)
        self.assertIn(template("fetch_wasm.js"), html)
        self.assertEqual(html.count("<script"), en.count("<script"))
        # What scripts/size.sh reads.
        self.assertRegex(html, r'"en": \["[^"]+", "[^"]+"\]')

    def test_a_changed_loader_fails_loudly(self):
        en, fr = read(FIXTURES / "game.en.html"), read(FIXTURES / "game.fr.html")
        for old, new in [
            ("module_or_path", "module"),
            ("TrunkApplicationStarted", "TrunkStarted"),
            ("window.wasmBindings = bindings;", ""),
            ("import init, * as bindings from", "import init from"),
        ]:
            with self.subTest(changed=old), self.assertRaisesRegex(BuildError, r"French build: Trunk's loader is not in the words of Trunk 0\.21"):
                bilingual_page.join_languages(en, fr.replace(old, new, 1))

    def test_no_loader_or_two_fail(self):
        en, fr = read(FIXTURES / "game.en.html"), read(FIXTURES / "game.fr.html")
        loader = re.search(r"<script type=\"?module\"?>.*?</script>", en, re.S).group(0)
        with self.assertRaisesRegex(BuildError, "English build: expected one Trunk loader .*, found 0"):
            bilingual_page.join_languages(en.replace(loader, ""), fr)
        with self.assertRaisesRegex(BuildError, "English build: expected one Trunk loader .*, found 2"):
            bilingual_page.join_languages(en.replace(loader, loader + loader), fr)

    def test_changed_preloads_fail_loudly(self):
        en, fr = read(FIXTURES / "game.en.html"), read(FIXTURES / "game.fr.html")
        without = re.sub(r"<link\b[^>]*\brel=\"?modulepreload\"?[^>]*>", "", en)
        with self.assertRaisesRegex(BuildError, r"English build: /<link.*preload.*/ should apply 2 times, applied 1 times"):
            bilingual_page.join_languages(without, fr)

    def test_the_same_build_twice_fails(self):
        en = read(FIXTURES / "game.en.html")
        with self.assertRaisesRegex(BuildError, "same files"):
            bilingual_page.join_languages(en, en)

    def test_the_command_exits_non_zero_naming_the_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            en, fr, out = Path(tmp, "en.html"), Path(tmp, "fr.html"), Path(tmp, "out.html")
            en.write_text(read(FIXTURES / "game.en.html"), encoding="utf-8")
            fr.write_text(read(FIXTURES / "game.fr.html").replace("module_or_path", "module"), encoding="utf-8")
            run = subprocess.run([sys.executable, SCRIPTS / "bilingual_page.py", en, fr, out], capture_output=True, text=True)
            self.assertNotEqual(run.returncode, 0)
            self.assertIn(f"bilingual_page: error: {fr}: Trunk's loader is not in the words of Trunk 0.21", run.stderr)
            self.assertFalse(out.exists())
            fr.write_text(read(FIXTURES / "game.fr.html"), encoding="utf-8")
            run = subprocess.run([sys.executable, SCRIPTS / "bilingual_page.py", en, fr, out], capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertIn("const bundles = ", read(out))


class FinishSite(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        self.stage = Stage(self.tmp.name)

    def test_home_gets_the_loader_the_policy_and_the_service_worker(self):
        original = self.stage.file("index.html")
        loader = re.search(r"import init, \* as bindings from '([^']+)';\s*const wasm = await init\(\{ module_or_path: '([^']+)'", original)
        self.stage.finish()
        html = self.stage.file("index.html")
        self.assertEqual(self.stage.file("404.html"), html)
        self.assertIn(f"import init, * as bindings from '{loader.group(1)}';", html)
        self.assertIn(f"const wasm = await init({{ module_or_path: await fetchWasm('{loader.group(2)}') }});", html)
        self.assertIn(template("fetch_wasm.js"), html)
        self.assertIn('dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));', html)
        # The policy allows exactly the page's inline scripts.
        policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
        inline = [body for attrs, body in finish_site.SCRIPT.findall(html) if "src=" not in attrs]
        self.assertEqual(len(inline), 1)
        digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
        self.assertIn(f"script-src 'self' 'wasm-unsafe-eval' 'sha256-{digest}';", policy)
        self.assertEqual(html.count(f'<link rel="manifest" href="{PUBLIC_URL}manifest.webmanifest">'), 1)
        self.assertEqual(html.count(f'<script defer src="{PUBLIC_URL}register-sw.js"></script>'), 1)
        # No integrity on the preload; the others' recomputed from the files.
        preload = re.search(r"<link\b[^>]*\brel=\"?preload\"?[^>]*>", html).group(0)
        self.assertNotIn("integrity", preload)
        sheet = re.search(r"<link\b[^>]*\brel=\"?stylesheet\"?[^>]*>", html).group(0)
        href = finish_site.HREF.search(sheet).group(1).strip('"')
        self.assertIn(finish_site.integrity_of(self.stage.dir / href[len(PUBLIC_URL):]), sheet)

    def test_the_worker_loader_comes_from_the_template(self):
        self.stage.finish()
        loader = self.stage.file("ai_worker_loader.js")
        self.assertTrue(loader.startswith("importScripts('./ai_worker.js');"), loader)
        self.assertIn(template("fetch_wasm.js"), loader)
        self.assertIn("fetchWasm('./ai_worker_bg.wasm')", loader)
        self.assertIn("wasm_bindgen({ module_or_path: response })", loader)

    def test_the_service_worker_knows_what_each_page_needs_in_each_language(self):
        self.stage.finish()
        worker = self.stage.file("sw.js")
        self.assertRegex(worker, r"const VERSION = '[0-9a-f]{16}';")
        pages = json.loads(re.search(r"const PAGES = (.*);", worker).group(1))
        self.assertEqual(set(pages), {"./", "en-garde/"})
        home, game = pages["./"], pages["en-garde/"]
        self.assertEqual(set(home), {"*"})
        self.assertEqual(set(game), {"*", "en", "fr"})
        for needs in (home["*"], game["*"]):
            self.assertIn("register-sw.js", needs)
            self.assertIn("manifest.webmanifest", needs)
            self.assertTrue(any(f.endswith(".css") for f in needs))
        self.assertTrue(any(f.startswith("home-") and f.endswith("_bg.wasm") for f in home["*"]))
        for lang in ("en", "fr"):
            js, wasm = json.loads(re.search(r"const bundles = (\{.*\});", self.stage.file("en-garde/index.html")).group(1))[lang]
            self.assertIn(js[len(PUBLIC_URL):], game[lang])
            self.assertIn(wasm[len(PUBLIC_URL):], game[lang])
        # A page whose WebAssembly names the worker's loader keeps the worker (in any language).
        self.assertIn("ai_worker_bg.wasm", game["*"])
        self.assertIn("ai_worker_loader.js", game["*"])
        self.assertFalse(any("ai_worker" in f for f in home["*"]), "home does not start the worker")
        for needs in pages.values():
            for files in needs.values():
                for f in files:
                    self.assertTrue((self.stage.dir / f).is_file(), f)

    def test_imports_are_shortened_in_both_files(self):
        home = next(self.stage.dir.glob("home-*.js")).name
        before = {glue: self.stage.file(glue) for glue in (home, "ai_worker.js")}
        finish_site.shorten_imports(self.stage.dir)
        for glue in (home, "ai_worker.js"):
            js = self.stage.file(glue)
            self.assertLess(len(js), len(before[glue]))
            self.assertNotRegex(js, r"__wbg_\w+_[0-9a-f]{16}")
            self.assertIn("$a", js)
            names = [n for _, n, _ in finish_site.import_entries(dict(finish_site.sections((self.stage.dir / glue.replace(".js", "_bg.wasm")).read_bytes()))[2])]
            self.assertEqual(names[0], "$a")

    def test_unnamed_imports_fail_loudly(self):
        # wasm-bindgen naming its imports otherwise: nothing to shorten is an error.
        glue = self.stage.dir / "ai_worker.js"
        glue.write_text(re.sub(r"__wbg_", "__js_", read(glue)), encoding="utf-8")
        (self.stage.dir / "ai_worker_bg.wasm").write_bytes(wasm_module(re.findall(r"\b(__js_\w+)\b", read(glue))))
        with self.assertRaisesRegex(BuildError, r"ai_worker_bg\.wasm: no import named __wb… that ai_worker\.js defines once"):
            finish_site.shorten_imports(self.stage.dir)

    def test_a_changed_home_loader_fails_loudly(self):
        index = self.stage.dir / "index.html"
        index.write_text(read(index).replace("module_or_path", "module"), encoding="utf-8")
        with self.assertRaisesRegex(BuildError, r"404\.html: Trunk's loader is not in the words of Trunk 0\.21"):
            self.stage.finish()

    def test_a_changed_worker_shim_fails_loudly(self):
        shim = self.stage.dir / "ai_worker_loader.js"
        shim.write_text(read(shim).replace("wasm_bindgen(", "wasm_bindgen.init("), encoding="utf-8")
        with self.assertRaisesRegex(BuildError, r"ai_worker_loader\.js: expected Trunk 0\.21's worker shim"):
            self.stage.finish()

    def test_no_worker_fails_loudly(self):
        (self.stage.dir / "ai_worker_loader.js").unlink()
        with self.assertRaisesRegex(BuildError, r"no worker loader"):
            self.stage.finish()

    def test_a_changed_preload_fails_loudly(self):
        index = self.stage.dir / "index.html"
        index.write_text(re.sub(r"rel=\"?preload\"?", "rel=prefetch", read(index)), encoding="utf-8")
        with self.assertRaisesRegex(BuildError, r"404\.html: /<link.*preload.*/ should apply once, applied 0 times"):
            self.stage.finish()

    def test_no_charset_fails_loudly(self):
        index = self.stage.dir / "index.html"
        index.write_text(re.sub(r"<meta charset=\"?utf-8\"?\s*/?>", "", read(index), flags=re.I), encoding="utf-8")
        with self.assertRaisesRegex(BuildError, r"404\.html: /<meta.*charset.*/ should apply once, applied 0 times"):
            self.stage.finish()

    def test_a_link_to_a_missing_file_fails(self):
        css = next(self.stage.dir.glob("*.css"))
        css.unlink()
        with self.assertRaisesRegex(BuildError, rf"{css.name} is not a file of the site"):
            self.stage.finish()

    def test_the_service_worker_template_must_have_its_placeholders(self):
        with self.assertRaisesRegex(BuildError, "__PAGES__ should be there once, found 0 times"):
            finish_site.service_worker("const VERSION = '__VERSION__';", "0123", {})
        with self.assertRaisesRegex(BuildError, "__VERSION__ should be there once, found 2 times"):
            finish_site.service_worker("'__VERSION__' '__VERSION__' __PAGES__", "0123", {})

    def test_the_command_exits_non_zero_naming_the_file_and_the_pattern(self):
        index = self.stage.dir / "index.html"
        index.write_text(read(index).replace("TrunkApplicationStarted", "TrunkStarted"), encoding="utf-8")
        shutil.copy(index, self.stage.dir / "404.html")
        run = subprocess.run([sys.executable, SCRIPTS / "finish_site.py", self.stage.dir, PUBLIC_URL], capture_output=True, text=True)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn(f"finish_site: error: {self.stage.dir / '404.html'}: Trunk's loader is not in the words of Trunk 0.21", run.stderr)
        self.assertIn("TrunkApplicationStarted", run.stderr, "the pattern expected")
        self.assertFalse((self.stage.dir / "sw.js").exists())


class Templates(unittest.TestCase):
    @unittest.skipUnless(shutil.which("node"), "node checks the loaders' syntax")
    def test_the_loaders_are_valid_javascript(self):
        from tool_output import loader_template

        loaders = {
            "home.mjs": loader_template("home_loader.js", js="/touche/home.js", wasm="/touche/home_bg.wasm"),
            "page.mjs": loader_template("page_loader.js", bundles='{"en": ["/a.js", "/a.wasm"], "fr": ["/b.js", "/b.wasm"]}'),
            "worker.js": loader_template("worker_loader.js", script="ai_worker", wasm="ai_worker_bg.wasm"),
        }
        with tempfile.TemporaryDirectory() as tmp:
            for name, code in loaders.items():
                Path(tmp, name).write_text(code, encoding="utf-8")
                run = subprocess.run(["node", "--check", Path(tmp, name)], capture_output=True, text=True)
                self.assertEqual(run.returncode, 0, f"{name}: {run.stderr}")


    def test_placeholders_are_each_filled_once(self):
        with self.assertRaisesRegex(BuildError, r"__JS__ is there 1 times and has no value"):
            template("home_loader.js", fetch_wasm="", wasm="x")
        with self.assertRaisesRegex(BuildError, r"__OTHER__ is there 0 times and has value"):
            template("home_loader.js", fetch_wasm="", wasm="x", js="y", other="z")
        self.assertNotIn("//", template("fetch_wasm.js"), "comment lines are left out")


if __name__ == "__main__":
    unittest.main()
