#!/usr/bin/python3
"""The man pages say what the programs say: every line of `gpuplanner-cli --help` and of each command's `--help`,
in English and in Chinese, is in gpuplanner-cli(1); every option of `gpuplanner --help` is in gpuplanner(1); the
pages render without a warning (the check lintian makes); their examples run.

usage: man_page_test.py CLI GUI MAN_DIR
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

cli, gui, man_dir = sys.argv[1:4]
home = tempfile.mkdtemp(prefix="gpuplanner-man-")
env = dict(os.environ, HOME=home, XDG_CONFIG_HOME="", XDG_DATA_HOME="", QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8")
failures = []


def run(args):
    done = subprocess.run(args, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        failures.append(f"{shlex.join(args)} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def flat(text):
    # Hyphens as groff may draw them, and any run of spaces or line breaks, as one plain form.
    text = text.replace("\u2010", "-").replace("\u2212", "-").replace("\u00ad", "")
    return re.sub(r"\s+", " ", text).strip()


def render(page):
    warnings = subprocess.run(["groff", "-k", "-man", "-Tutf8", "-ww", "-z", page], capture_output=True, text=True)
    if warnings.returncode != 0 or warnings.stderr.strip():
        failures.append(f"{page}: groff warns: {warnings.stderr.strip()}")
    # lintian's own check: man-db with warnings on.
    lint = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", page],
                          env=dict(env, MANROFFSEQ="", MANWIDTH="80"), capture_output=True, text=True)
    if lint.returncode != 0 or lint.stderr.strip():
        failures.append(f"{page}: man --warnings says: {lint.stderr.strip()}")
    # mandb's parser: the NAME section must read as a whatis entry, or the page is left out of apropos.
    whatis = subprocess.run(["lexgrog", page], capture_output=True, text=True)
    if whatis.returncode != 0 or "parse failed" in whatis.stdout:
        failures.append(f"{page}: lexgrog cannot read its NAME line: {whatis.stdout.strip()}")
    # …and reads it as written: no break point or escape left in the words apropos shows.
    if re.search(r"\\|[\u3000-\u9fff\uff00-\uffef]:", whatis.stdout):
        failures.append(f"{page}: its whatis entry is mangled: {whatis.stdout.strip()}")
    # One very long line per paragraph and no hyphenation, so that a help line is found whole.
    text = subprocess.run(["groff", "-k", "-man", "-Tutf8", "-P-cbou", "-rLL=5000n", "-rHY=0", page],
                          capture_output=True, text=True, check=True).stdout
    return text


def expect_lines(help_text, page_text, what):
    page = flat(page_text)
    lines = help_text.splitlines()
    for n, line in enumerate(lines):
        # A table's rule and heading are layout, not content; a row's cells are checked one by one.
        if re.fullmatch(r"[-\s]*", line) or (n + 1 < len(lines) and re.fullmatch(r"[-\s]+", lines[n + 1])):
            continue
        if "gpuplanner-cli [--lang" in line:  # "Usage: SYNOPSIS": the synopsis is the page's own section
            line = line[line.index("gpuplanner-cli [--lang") + len("gpuplanner-cli "):]
        exit_codes = re.match(r"^[^:：]*[:：]\s*(0 .*)$", line)
        if exit_codes:  # "Exit codes: 0 success, 1 …" is the EXIT STATUS section's list
            for part in re.split(r"[,，]\s*", exit_codes.group(1).rstrip(".。")):
                if flat(part) not in page:
                    failures.append(f"{what}: EXIT STATUS lacks: {part!r}")
            continue
        cells = [c for c in re.split(r"\s{2,}", line.strip()) if c]  # a table row: each cell on its own
        for cell in cells:
            if flat(cell) not in page:
                failures.append(f"{what}: the man page lacks: {cell!r}")


commands = run([cli, "--complete", ""]).split()
if len(commands) < 10 or "estimate" not in commands or "remote" not in commands:
    failures.append(f"--complete listed these commands: {commands}")

version = run([cli, "--version"]).split()[-1]
for lang in ("en", "zh_CN"):
    page_file = os.path.join(man_dir, lang, "gpuplanner-cli.1")
    page = render(page_file)
    if version not in page:
        failures.append(f"{page_file}: no version {version}")
    top = run([cli, "--lang", lang, "--help"])
    # The NAME line is the program's description, as `--help` gives it, and so is its whatis entry.
    summary = [l for l in top.splitlines() if l.strip()][1]
    whatis = subprocess.run(["lexgrog", page_file], capture_output=True, text=True).stdout
    if flat(summary) not in flat(whatis):
        failures.append(f"{page_file}: whatis says {whatis.strip()!r}, not {summary!r}")
    # The usage line's synopsis and the table rows: options with meanings, commands with summaries.
    expect_lines("\n".join(l for l in top.splitlines() if not l.rstrip().endswith((":", "："))), page,
                 f"{lang} gpuplanner-cli --help")
    for command in commands:
        expect_lines(run([cli, "--lang", lang, command, "--help"]), page, f"{lang} gpuplanner-cli {command} --help")
    for section in ((".SH \"EXIT STATUS\"", ".SH \"FILES\"", ".SH \"ENVIRONMENT\"", ".SH \"EXAMPLES\"")
                    if lang == "en" else ()):
        if section not in open(page_file, encoding="utf-8").read():
            failures.append(f"{page_file}: no {section}")
    if lang == "en":
        # The examples are commands a reader will paste: those that need no host must run.
        for line in page.splitlines():
            line = line.strip().replace("\u2010", "-").replace("\u2212", "-")
            if line.startswith(("gpuplanner-cli fit ", "gpuplanner-cli compare ")):
                run([cli] + shlex.split(line)[1:])

def tight(text):
    # Qt wraps --help at 80 columns, inside Chinese words too: compared with no whitespace at all.
    return re.sub(r"\s+", "", flat(text))


for lang in ("en", "zh_CN"):
    gui_help = run([gui, "--lang", lang, "--help"])
    page = tight(render(os.path.join(man_dir, lang, "gpuplanner.1")))
    # Each option with its description, continuation lines joined.
    options, current = [], None
    for line in gui_help.splitlines():
        started = re.match(r"^  (-\S.*?)(?:\s{2,}(.*))?$", line)
        if started:
            current = [started.group(1), started.group(2) or ""]
            options.append(current)
        elif current and line.startswith("   ") and line.strip():
            current[1] += line.strip()
        else:
            current = None
    if len(options) < 5:
        failures.append(f"gpuplanner --lang {lang} --help listed {len(options)} options: {gui_help!r}")
    for spelled, description in options:
        for spelling in re.findall(r"--?[\w-]+", spelled):
            if tight(spelling) not in page:
                failures.append(f"{lang} gpuplanner(1) lacks the option {spelling}")
        if spelled.split()[0] in ("--lang", "--page") and tight(description) not in page:
            failures.append(f"{lang} gpuplanner(1) describes {spelled} otherwise than --help: {description!r}")

subprocess.run(["rm", "-rf", home])
if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"man pages agree with --help ({len(commands)} commands, 2 languages)")
