"""The swiftc arguments SwiftPM used to compile a target, read from its build manifest
(.build/debug.yaml), without the flags that write outputs: for the scripts that compile a
target again another way (check-availability.py dumps its syntax tree,
check-modules-public-api.py type-checks it as another package's module).
"""
import json
import re
import sys

# Flags of SwiftPM's compile that write outputs; a second compile writes none.
DROPPED_FLAGS = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
                 "-parseable-output", "-emit-objc-header", "-g", "-enable-testing"}
DROPPED_WITH_VALUE = {"-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path"}


def compile_arguments(manifest, target, caller, also_dropped_with_value=()):
    """(swiftc, its arguments) for `target`; `caller` names the script in the message when the manifest has no such compile.
    `also_dropped_with_value` drops more flags, each with the value that follows it."""
    text = open(manifest, encoding="utf-8").read()
    match = re.search(r'^  "C\.' + re.escape(target) + r'-[^"]*-debug\.module":\n(?:    .*\n)*?    args: (\[.*\])$', text, re.M)
    if not match:
        sys.exit(f"{caller}: SwiftPM's manifest {manifest} has no compile of {target}; run swift build first")
    dropped_with_value = DROPPED_WITH_VALUE | set(also_dropped_with_value)
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
        elif arg in dropped_with_value:
            skip = True
        elif arg not in DROPPED_FLAGS and not arg.startswith("-j"):
            kept.append(arg)
    return args[0], kept
