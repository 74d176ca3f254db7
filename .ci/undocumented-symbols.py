#!/usr/bin/env python3
"""Lists public symbols of DrawKit's modules that have no doc comment; exits 1 if any.

Reads the symbol graphs that `swift package dump-symbol-graph` writes. Symbols the compiler
synthesises (protocol default implementations) are skipped: they have no source to document.
An override without a comment of its own shows its superclass member's comment in the graph;
such an inherited comment (written in another file) does not count.
"""
import glob
import json
import sys

MODULES = ("DrawKit", "DrawKitTesting", "DrawKitX11", "DrawKitGTK")
missing = []
for path in sorted(glob.glob(".build/*/symbolgraph/*.symbols.json")):
    module = path.rsplit("/", 1)[1].split(".")[0].split("@")[0]
    if module not in MODULES:
        continue
    for symbol in json.load(open(path))["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        comment = symbol.get("docComment")
        where = symbol.get("location", {}).get("uri")
        inherited = comment and comment.get("uri") and where and comment["uri"] != where
        if not comment or inherited:
            missing.append(module + "." + ".".join(symbol["pathComponents"]))
for name in missing:
    print("undocumented public symbol:", name)
print(f"{len(missing)} undocumented public symbols in {', '.join(MODULES)}")
sys.exit(1 if missing else 0)
