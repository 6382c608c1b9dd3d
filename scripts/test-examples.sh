#!/usr/bin/env bash
# Builds the Linux example app (Examples/LinuxShop) against this checkout and
# runs it with no DISPLAY, comparing what it prints with expected-output.txt.
# (The iOS example is type-checked by scripts/check-apple.sh.)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$root/.build-readme-app"
app="$root/Examples/LinuxShop"
echo "examples: building LinuxShop"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! (cd "$app" && swift build --scratch-path "$scratch" >"$log" 2>&1); then
    tail -40 "$log" >&2
    echo "examples: FAILED to build LinuxShop" >&2
    exit 1
fi
echo "examples: running LinuxShop with no DISPLAY"
actual="$(cd "$app" && env -u DISPLAY LINUX_SHOP_SECONDS=1 timeout 120 "$scratch/debug/LinuxShop")"
if ! diff -u "$app/expected-output.txt" <(printf '%s\n' "$actual"); then
    echo "examples: FAILED: LinuxShop printed something else than expected-output.txt" >&2
    exit 1
fi
echo "examples: LinuxShop passed"
