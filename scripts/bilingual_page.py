#!/usr/bin/env python3
"""Joins the two builds of a game page (scripts/build-pages.sh): the English build's HTML, its
loader replaced by scripts/templates/page_loader.js, which downloads the build in the player's
language. Each build holds one language's words (feature lang-en / lang-fr), so a page downloads
one language only. Trunk's preloads go: they would download the English build for everyone.

The bundles are written as a JSON object, `const bundles = {"en": [JS, WASM], "fr": [JS, WASM]};`,
which scripts/size.sh and scripts/finish_site.py read.

    scripts/bilingual_page.py EN_HTML FR_HTML OUT_HTML
"""
import json
import re
import sys
from pathlib import Path

from tool_output import BuildError, inline_script, loader_template, substitute, trunk_loader

# Trunk's preloads of the English build: the glue (modulepreload) and the WebAssembly (preload).
PRELOADS = re.compile(r"<link\b[^>]*\brel=\"?(?:modulepreload|preload)\"?[^>]*>\n?")


def bundle(html, where):
    loader = trunk_loader(html, where)
    return [loader.group("js"), loader.group("wasm")]


def join_languages(en, fr, en_where="English build", fr_where="French build"):
    """The English build's page, loading the player's language's build."""
    bundles = {"en": bundle(en, en_where), "fr": bundle(fr, fr_where)}
    if bundles["en"] == bundles["fr"]:
        raise BuildError(f"{en_where}, {fr_where}: both languages' builds are the same files")
    loader = inline_script(loader_template("page_loader.js", bundles=json.dumps(bundles)), en_where)
    html = trunk_loader(en, en_where)
    html = en[: html.start()] + loader + en[html.end() :]
    return substitute(PRELOADS, "", html, expected=2, where=en_where)


def main():
    if len(sys.argv) != 4:
        sys.exit("bilingual_page: error: usage: bilingual_page.py EN_HTML FR_HTML OUT_HTML")
    en_path, fr_path, out = (Path(p) for p in sys.argv[1:])
    try:
        html = join_languages(
            en_path.read_text(encoding="utf-8"), fr_path.read_text(encoding="utf-8"), str(en_path), str(fr_path)
        )
    except BuildError as error:
        sys.exit(f"bilingual_page: error: {error}")
    out.write_text(html, encoding="utf-8")


if __name__ == "__main__":
    main()
