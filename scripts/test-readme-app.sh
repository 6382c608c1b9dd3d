#!/usr/bin/env bash
# Builds the README's example app as a separate package that depends on this
# checkout by path, then runs it with no DISPLAY from its async main and
# compares what it prints with the output the README shows. The app's files
# come from the README itself (the blocks after the readme-app markers), so
# the README cannot drift from what works.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The fenced block that follows `<!-- readme-app:NAME` in README.md.
block() {
    awk -v marker="<!-- readme-app:$1" '
        index($0, marker) == 1 { found = 1; next }
        found && /^```/ { if (inside) exit; inside = 1; next }
        inside { print }
    ' "$root/README.md"
}

mkdir -p "$work/App/Sources/App"
ln -s "$root" "$work/HybridKit"
block Package.swift > "$work/App/Package.swift"
block main.swift > "$work/App/Sources/App/main.swift"
block output > "$work/expected.txt"
for file in "$work/App/Package.swift" "$work/App/Sources/App/main.swift" "$work/expected.txt"; do
    [ -s "$file" ] || { echo "readme-app: README.md has no block for $(basename "$file")" >&2; exit 1; }
done

echo "readme-app: building the README's app against this checkout"
scratch="$root/.build-readme-app"
if ! (cd "$work/App" && swift build --scratch-path "$scratch" >"$work/build.log" 2>&1); then
    tail -40 "$work/build.log" >&2
    echo "readme-app: FAILED to build" >&2
    exit 1
fi
echo "readme-app: running it with no DISPLAY"
if ! env -u DISPLAY timeout 120 "$scratch/debug/App" >"$work/actual.txt" 2>"$work/stderr.txt"; then
    cat "$work/stderr.txt" >&2
    echo "readme-app: FAILED: the app exited with an error" >&2
    exit 1
fi
if ! diff -u "$work/expected.txt" "$work/actual.txt"; then
    echo "readme-app: FAILED: the app printed something else than the README says" >&2
    exit 1
fi
echo "readme-app: passed (printed: $(cat "$work/actual.txt"))"
