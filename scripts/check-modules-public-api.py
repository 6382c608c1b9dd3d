#!/usr/bin/env python3
"""HybridModules is written as an app writes its own modules: with HybridKit's public
API only. This type-checks its sources as SwiftPM compiles them (the arguments come
from the build manifest, debug.yaml), but as a module of another package: no
-package-name, another module name, so anything `package` or `internal` of
HybridCore or HybridVocabulary it reaches is an error, named by file and line.

Usage: check-modules-public-api.py .build/debug.yaml
"""
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from swiftpm_arguments import compile_arguments  # noqa: E402


def main():
    # As another package's module: its own module name, and no -package-name.
    swiftc, args = compile_arguments(sys.argv[1], "HybridModules", "check-modules-public-api",
                                     also_dropped_with_value={"-package-name", "-module-name"})
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
