#!/usr/bin/env bash
# `make demo` must leave a clone as it found it. Runs its picture step as
# `make demo` does, then fails when it wrote any file outside the build folders
# (a rewrite with the same bytes would not show in `git status`), or, in a git
# checkout, when `git status` changed. CI runs in a copy without .git: there
# the file check alone decides.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
in_git=false
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    in_git=true
    git status --porcelain --untracked-files=all >"$work/before.txt"
fi
touch "$work/started"
if ! SWIFT="${SWIFT:-swift}" scripts/readme-pictures.sh >"$work/log.txt" 2>&1; then
    cat "$work/log.txt" >&2
    echo "demo-leaves-clean: FAILED: the demo's picture step failed" >&2
    exit 1
fi
# Build output (.gitignore's build folders, SwiftPM's state) is the one place it may write.
written="$(find . \( -path ./.git -o -path ./.build -o -path './.build-*' -o -path './.build_*' -o -path ./.swiftpm \) -prune \
    -o -type f -newer "$work/started" -print)"
if [ -n "$written" ]; then
    echo "demo-leaves-clean: FAILED: the demo's picture step wrote into the clone: $written" >&2
    exit 1
fi
if $in_git; then
    git status --porcelain --untracked-files=all >"$work/after.txt"
    if ! diff -u "$work/before.txt" "$work/after.txt"; then
        echo "demo-leaves-clean: FAILED: the demo's picture step changed what git status shows" >&2
        exit 1
    fi
fi
for picture in .build/demo/demo.png .build/demo/shell.png; do
    if ! [ "$picture" -nt "$work/started" ] || [ "$(head -c 4 "$picture" | od -An -tx1 | tr -d ' \n')" != "89504e47" ]; then
        echo "demo-leaves-clean: FAILED: the demo's picture step did not write $picture as a PNG" >&2
        exit 1
    fi
done
echo "demo-leaves-clean: passed (pictures in .build/demo, nothing else in the clone written)"
