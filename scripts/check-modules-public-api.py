#!/usr/bin/env python3
"""HybridModules is written as an app writes its own modules: with HybridKit's public
API only. This type-checks its sources as SwiftPM compiles them (the arguments come
from the build manifest, debug.yaml), but as a module of another package: no
-package-name, another module name, so anything `package` or `internal` of
HybridCore or HybridEngineSupport it reaches is an error, named by file and line.

Usage: check-modules-public-api.py .build/debug.yaml
"""
import json
import re
import subprocess
import sys

DROPPED = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
           "-parseable-output", "-emit-objc-header", "-g", "-enable-testing"}
DROPPED_WITH_VALUE = {"-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
                      "-package-name", "-module-name"}


def arguments(manifest, target):
    text = open(manifest, encoding="utf-8").read()
    match = re.search(r'^  "C\.' + re.escape(target) + r'-[^"]*-debug\.module":\n(?:    .*\n)*?    args: (\[.*\])$', text, re.M)
    if not match:
        sys.exit(f"check-modules-public-api: {manifest} has no compile of {target}; run swift build first")
    args = json.loads(match.group(1))
    kept, skip, keep_next = [], False, False
    for arg in args[1:]:
        if keep_next:
            kept.append(arg)
            keep_next = False
        elif skip:
            skip = False
        elif arg == "-Xcc":
            kept.append(arg)
            keep_next = True
        elif arg in DROPPED_WITH_VALUE:
            skip = True
        elif arg not in DROPPED and not arg.startswith("-j"):
            kept.append(arg)
    return args[0], kept


def main():
    swiftc, args = arguments(sys.argv[1], "HybridModules")
    run = subprocess.run([swiftc, "-typecheck", "-module-name", "OutsideModules"] + args, capture_output=True, text=True)
    errors = [line for line in (run.stdout + run.stderr).splitlines() if ": error:" in line]
    for line in errors:
        print(line, file=sys.stderr)
    if run.returncode != 0:
        if not errors:
            print((run.stdout + run.stderr)[-3000:], file=sys.stderr)
        sys.exit("check-modules-public-api: HybridModules reaches API an app cannot (listed above); "
                 "make it public, or write the module without it")
    sources = [a for a in args if a.endswith(".swift")]
    for listed in (a[1:] for a in args if a.startswith("@")):
        sources += [line for line in open(listed, encoding="utf-8").read().split() if line.endswith(".swift")]
    print(f"check-modules-public-api: HybridModules' {len(sources)} files type-check as another package's module, with public API only")


main()
