#!/usr/bin/env python3
"""Compile the Public Suffix List into the compact resource HybridCore loads.

Input:  data/public_suffix_list.dat (relative to the repo root), or argv[1]
Output: Sources/HybridCookies/Resources/public_suffix_list.txt, or argv[2]

The output starts with the list's MPL-2.0 notice, which travels with every copy
(the resource ships inside apps); then one rule per line, comments and blank
lines stripped, IDN labels converted to lower-case Punycode (so Swift never
needs IDNA to read it), sorted and de-duplicated. Standard library only, so it
runs anywhere python3 does.
"""
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_IN = os.path.join(REPO, "data", "public_suffix_list.dat")
DEFAULT_OUT = os.path.join(REPO, "Sources", "HybridCookies", "Resources", "public_suffix_list.txt")


def to_ascii_label(label):
    """Lower-case a label and Punycode it when it is not plain ASCII."""
    label = label.lower()
    if label.isascii():
        return label
    return "xn--" + label.encode("punycode").decode("ascii")


def to_ascii_rule(rule):
    prefix = ""
    if rule.startswith("!"):
        prefix, rule = "!", rule[1:]
    return prefix + ".".join(to_ascii_label(label) for label in rule.split("."))


# Readers skip `//` lines, so the notice costs nothing at load.
NOTICE = """\
// Compiled by scripts/compile-psl.py from the Public Suffix List (https://publicsuffix.org/list/).
// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at https://mozilla.org/MPL/2.0/.
"""


def compile_rules(text):
    rules = set()
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("//"):
            continue
        rules.add(to_ascii_rule(line.split()[0]))
    return sorted(rules)


def main(argv):
    source = argv[1] if len(argv) > 1 else DEFAULT_IN
    target = argv[2] if len(argv) > 2 else DEFAULT_OUT
    try:
        with open(source, encoding="utf-8") as handle:
            rules = compile_rules(handle.read())
    except OSError as error:
        print(f"compile-psl: cannot read {source}: {error}", file=sys.stderr)
        return 1
    if not rules:
        print(f"compile-psl: {source} holds no rules", file=sys.stderr)
        return 1
    with open(target, "w", encoding="ascii", newline="\n") as handle:
        handle.write(NOTICE + "\n".join(rules) + "\n")
    print(f"compile-psl: wrote {len(rules)} rules to {os.path.relpath(target, REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
