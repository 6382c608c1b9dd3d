#!/usr/bin/env bash
# `swift build --build-tests [ARGS]`, as `make test` runs it, then fails when the
# compiler warned about a file of ours (under Sources/ or Tests/); warnings in
# dependencies are theirs. It reads the build's own output, so it costs no
# second build; a build only re-reports the files it recompiled, so the check
# is complete on a clean build (CI builds from nothing).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
SWIFT="${SWIFT:-swift}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$SWIFT" build --build-tests "$@" 2>&1 | tee "$log"
# A warning names its file as an absolute path, or relative to here.
ours="$(grep -E "^(\./|$root/)?(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sed "s|^$root/||" | sort -u || true)"
if [ -n "$ours" ]; then
    printf '%s\n' "$ours" >&2
    echo "build-tests-without-warnings: FAILED: the compiler warned at $(printf '%s\n' "$ours" | wc -l) place(s) in our own files, listed above; warnings in Sources/ and Tests/ are not allowed" >&2
    exit 1
fi
echo "build-tests-without-warnings: no warning in our files, of those this build compiled"
