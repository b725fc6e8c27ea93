#!/usr/bin/env python3
"""The house's four figures (issue 45): the biggest folder in core/, files over 800 lines, functions over 150 lines,
CLI files over 400 lines. Prints them with the worst offenders; with --check, exits 1 when a limit is passed.

Functions are found the way clang-format lays this code out: a definition opens with "{" in the first column (or at
the end of a line that starts in the first column) and closes with "}" in the first column; namespaces are not
indented, lambdas and class bodies are (so a member function written inside its class is not measured).
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = ("core", "ui", "app")
LIMITS = {"core folder": 3500, "file": 800, "function": 150, "cli file": 400}


def sources():
    for top in SOURCES:
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith((".cpp", ".h")):
                    yield os.path.join(folder, name)


def lines_of(path):
    with open(path, encoding="utf-8") as f:
        return f.read().split("\n")


def functions(path):
    """(name, length) of each function defined at namespace level in a .cpp file."""
    text = lines_of(path)
    out = []
    start = None
    for i, line in enumerate(text):
        if start is None:
            opens = line == "{" or (line[:1] not in ("", " ", "#", "/", "}") and line.rstrip().endswith("{")
                                    and not line.startswith(("namespace", "class", "struct", "enum", "extern")))
            if opens:
                # The signature: the nearest line above (or this one) that starts in the first column. A class or a
                # brace-initialised variable has no parameter list there.
                j = i if line != "{" else i - 1
                while j > 0 and text[j][:1] in (" ", ""):
                    j -= 1
                name = re.sub(r"\s+", " ", text[j]).strip()
                if "(" in name and not name.startswith(("class ", "struct ", "enum ", "union ")):
                    start = i
        elif line.startswith("}"):
            out.append((name, i - start + 1))
            start = None
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when a figure passes its limit")
    args = parser.parse_args()
    folders, long_files, long_functions, cli_files = {}, [], [], []
    for path in sources():
        rel = os.path.relpath(path, ROOT)
        count = len(lines_of(path))
        parts = rel.split(os.sep)
        if parts[0] == "core" and len(parts) > 2:
            folders[parts[1]] = folders.get(parts[1], 0) + count
        if count > LIMITS["file"]:
            long_files.append((count, rel))
        if rel.startswith(os.path.join("app", "cli")) and count > LIMITS["cli file"]:
            cli_files.append((count, rel))
        if path.endswith(".cpp"):
            for name, length in functions(path):
                if length > LIMITS["function"]:
                    long_functions.append((length, f"{rel}: {name[:90]}"))
    biggest = max(folders.items(), key=lambda kv: kv[1])
    figures = [
        ("Biggest folder in core/", f"core/{biggest[0]}, {biggest[1]} lines", biggest[1] > LIMITS["core folder"],
         sorted(((v, f"core/{k}") for k, v in folders.items() if v > LIMITS["core folder"]), reverse=True)),
        (f"Files over {LIMITS['file']} lines", str(len(long_files)), bool(long_files), sorted(long_files, reverse=True)),
        (f"Functions over {LIMITS['function']} lines", str(len(long_functions)), bool(long_functions),
         sorted(long_functions, reverse=True)),
        (f"CLI files over {LIMITS['cli file']} lines", str(len(cli_files)), bool(cli_files),
         sorted(cli_files, reverse=True)),
    ]
    failed = False
    for title, value, over, worst in figures:
        print(f"{title}: {value}")
        for size, what in worst[:10]:
            print(f"    {size:5d}  {what}")
        failed |= over
    return 1 if args.check and failed else 0


if __name__ == "__main__":
    sys.exit(main())
