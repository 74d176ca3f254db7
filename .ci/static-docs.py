#!/usr/bin/env python3
"""Writes a plain, script-free HTML version of DrawKit's documentation that opens from the
file system: the catalog's articles, and every public symbol with its doc comment.

DocC's own site (also built by `make docs`) needs a web server because its pages load their
content by absolute URL; this one is for reading without one.

Usage: static-docs.py CATALOG SYMBOL_GRAPH_DIR OUTPUT_DIR
"""
import glob
import html
import json
import os
import re
import sys

catalog, graphs, output = sys.argv[1:4]
os.makedirs(output, exist_ok=True)

STYLE = """<style>body{font-family:sans-serif;max-width:52em;margin:2em auto;padding:0 1em;
line-height:1.5}pre{background:#f4f4f4;padding:.8em;overflow-x:auto}code{background:#f4f4f4}
nav a{margin-right:1em}h3{margin-bottom:.2em}.decl{color:#555}</style>"""


def inline(text):
    """Escapes text and renders `code`, ``symbol`` and [links](url) and <doc:Article>."""
    text = html.escape(text, quote=False)
    text = re.sub(r"``([^`]+)``", r"<code>\1</code>", text)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"&lt;doc:(\w+)&gt;", r'<a href="\1.html">\1</a>', text)
    text = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r'<a href="\2">\1</a>', text)
    return re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", text)


def markdown(source):
    """Renders the subset of Markdown the catalog uses: headings, paragraphs, lists, tables
    and fenced code."""
    out, paragraph, in_list, lines = [], [], False, source.split("\n")
    i = 0

    def flush():
        nonlocal paragraph
        if paragraph:
            out.append("<p>" + inline(" ".join(paragraph)) + "</p>")
            paragraph = []

    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            flush()
            code = []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                code.append(lines[i])
                i += 1
            out.append("<pre><code>" + html.escape("\n".join(code)) + "</code></pre>")
        elif line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            out.append(f"<h{level}>{inline(line[level:].strip())}</h{level}>")
        elif line.startswith("- "):
            flush()
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append("<li>" + inline(line[2:]) + "</li>")
        elif line.startswith("|"):
            flush()
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                out.append("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in cells) + "</tr>")
        else:
            if in_list and not line.startswith("  "):
                out.append("</ul>")
                in_list = False
            if line.strip():
                paragraph.append(line.strip())
            else:
                flush()
        i += 1
    flush()
    if in_list:
        out.append("</ul>")
    body = "\n".join(out)
    return re.sub(r"((?:<tr>.*</tr>\n?)+)", r"<table>\1</table>", body)


def page(title, body):
    nav = '<nav><a href="index.html">DrawKit</a><a href="api.html">API reference</a></nav>'
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(title)}</title>{STYLE}</head><body>{nav}{body}</body></html>")


articles = sorted(glob.glob(os.path.join(catalog, "*.md")))
for path in articles:
    name = os.path.splitext(os.path.basename(path))[0]
    text = open(path, encoding="utf-8").read()
    title = text.split("\n", 1)[0].lstrip("# ").strip("`")
    target = "index.html" if name == "DrawKit" else f"{name}.html"
    open(os.path.join(output, target), "w", encoding="utf-8").write(page(title, markdown(text)))

symbols = []
for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
    module = os.path.basename(path).split(".")[0].split("@")[0]
    for symbol in json.load(open(path, encoding="utf-8"))["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        doc = "\n".join(line["text"] for line in symbol.get("docComment", {}).get("lines", []))
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        symbols.append((module, ".".join(symbol["pathComponents"]), declaration, doc))

sections = []
for module in sorted({s[0] for s in symbols}):
    sections.append(f"<h2>{module}</h2>")
    for _, path, declaration, doc in sorted(s for s in symbols if s[0] == module):
        sections.append(f'<h3 id="{html.escape(path)}">{html.escape(path)}</h3>'
                        f'<div class="decl"><code>{html.escape(declaration)}</code></div>'
                        + markdown(doc))
open(os.path.join(output, "api.html"), "w", encoding="utf-8").write(
    page("DrawKit API reference", "<h1>API reference</h1>" + "\n".join(sections)))
print(f"static documentation: {len(articles)} pages and {len(symbols)} symbols in {output}")
