"""What Trunk 0.21 and wasm-bindgen write, read and edited strictly, for the site's
post-processing (scripts/finish_site.py, scripts/bilingual_page.py): every edit says how many
times it must apply, and a tool that changes its wording fails the build with the file and the
pattern, instead of leaving the edit silently undone. The JavaScript the scripts write comes
from scripts/templates/.
"""
import re
from pathlib import Path

TEMPLATES = Path(__file__).resolve().parent / "templates"


class BuildError(Exception):
    """The build cannot go on: the message names the file and what was expected there."""


def _times(expected):
    if isinstance(expected, range):
        if expected.stop - expected.start == 1:
            return _times(expected.start)
        return f"{expected.start} to {expected.stop - 1} times"
    return "once" if expected == 1 else f"{expected} times"


def substitute(pattern, replacement, text, *, expected, where):
    """`pattern.subn(replacement, text)`, failing unless it applied `expected` times (a number,
    or a range of numbers)."""
    new, count = pattern.subn(replacement, text)
    if count not in (expected if isinstance(expected, range) else (expected,)):
        raise BuildError(
            f"{where}: /{pattern.pattern}/ should apply {_times(expected)}, applied {count} times"
            " (has Trunk or wasm-bindgen changed what it writes?)"
        )
    return new


PLACEHOLDER = re.compile(r"__[A-Z_]*[A-Z]__")


def template(name, **values):
    """scripts/templates/NAME, its comment lines left out, each `__KEY__` replaced by
    values[KEY]: each placeholder must be there exactly once, and none may be left."""
    path = TEMPLATES / name
    text = "\n".join(
        line for line in path.read_text(encoding="utf-8").splitlines() if not line.lstrip().startswith("//")
    )
    given = {f"__{key.upper()}__": value for key, value in values.items()}
    found = PLACEHOLDER.findall(text)
    for placeholder in sorted(set(found) | set(given)):
        if found.count(placeholder) != 1 or placeholder not in given:
            raise BuildError(
                f"{path}: {placeholder} is there {found.count(placeholder)} times"
                f" and {'has' if placeholder in given else 'has no'} value: each placeholder once, with a value"
            )
    return PLACEHOLDER.sub(lambda m: given[m.group(0)], text)


def loader_template(name, **values):
    """A loader from scripts/templates/, with the shared fetchWasm (fetch_wasm.js) in place of
    its __FETCH_WASM__."""
    return template(name, fetch_wasm=template("fetch_wasm.js"), **values)


def inline_script(code, where):
    if "</script" in code.lower():
        raise BuildError(f"{where}: a script to inline contains </script")
    return f'<script type="module">{code}</script>'


# Any inline module script that imports wasm-bindgen's init: Trunk's loader, in whatever words.
ANY_LOADER = re.compile(r"<script\b[^>]*>(?:(?!</script>).)*?\bimport init\b.*?</script>", re.S | re.I)
# Trunk 0.21's loader, word for word (trunk/src/pipelines/rust/output.rs, default_initializer,
# with `data-bindgen` init by object and the bindings imported), whitespace as the HTML minifier
# leaves it or not.
TRUNK_LOADER = re.compile(
    r"<script type=\"?module\"?>\s*"
    r"import init, \* as bindings from '(?P<js>[^']+)';\s*"
    r"const wasm = await init\(\{ module_or_path: '(?P<wasm>[^']+)' \}\);\s*"
    r"window\.wasmBindings = bindings;\s*"
    r"dispatchEvent\(new CustomEvent\(\"TrunkApplicationStarted\", \{detail: \{wasm\}\}\)\);\s*"
    r"</script>"
)


def trunk_loader(html, where):
    """Trunk's inline loader in a page: its match, with groups `js` and `wasm` (the glue's and
    the WebAssembly's URLs). Fails unless the page has exactly one, in Trunk 0.21's words."""
    found = ANY_LOADER.findall(html)
    if len(found) != 1:
        raise BuildError(f"{where}: expected one Trunk loader (a module script importing init), found {len(found)}")
    match = TRUNK_LOADER.search(html)
    if not match or match.group(0) != found[0]:
        raise BuildError(
            f"{where}: Trunk's loader is not in the words of Trunk 0.21 (/{TRUNK_LOADER.pattern}/):\n{found[0]}"
        )
    return match


# A game page made by bilingual_page.py: its loader opens with the bundles of both languages
# (the first line of templates/page_loader.js), as JSON.
PAGE_BUNDLES = re.compile(r"<script type=\"module\">const bundles = (\{[^\n]*\});\n")


def trunk_worker_shim(text, script, where):
    """Checks that a worker's loader is Trunk 0.21's shim for the wasm-bindgen no-modules target
    (trunk/src/pipelines/rust/mod.rs), which finish_site.py replaces whole."""
    expected = f'importScripts("./{script}.js");wasm_bindgen("./{script}_bg.wasm");'
    if text != expected:
        raise BuildError(f"{where}: expected Trunk 0.21's worker shim {expected!r}, found {text!r}")
