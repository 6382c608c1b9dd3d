#!/usr/bin/env bash
# Fuzzes CanonicalPath (the one reading of a URL path that the offline server's
# file lookup and network fallback check) with libFuzzer + AddressSanitizer.
#
# Usage: scripts/fuzz-canonical-path.sh [seconds]   (default 30)
#
# SwiftPM cannot link a libFuzzer target easily, so this compiles the harness
# and the three sources it needs with swiftc directly. Crashes are written to
# fuzz-artifacts/ (git-ignored); the exit status is libFuzzer's.
set -euo pipefail

seconds="${1:-30}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build-fuzz"
schemes="$root/Sources/HybridSchemes"
mkdir -p "$out/canonical-path-corpus" "$root/fuzz-artifacts"

echo "fuzz-canonical-path: compiling"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name CanonicalPathFuzz -package-name HybridKit \
    "$root/Fuzz/CanonicalPathFuzz/main.swift" \
    "$schemes/CanonicalPath.swift" "$schemes/CanonicalPathError.swift" "$schemes/PathSegmentDecoder.swift" "$schemes/UTF8Validation.swift" \
    -o "$out/canonical-path-fuzz"

# Seeds: ordinary paths and the attacks the tests name.
seed() { printf '%s' "$2" > "$out/canonical-path-corpus/$1"; }
seed plain 'api/items/a%20b/%C3%A9.json'
seed folder 'docs/'
seed dotdot 'api/..%2foutside-api-secret'
seed dots 'api/%2e%2E/x'
seed backslash 'api/..%5c..\x'
seed double 'api/%252e%252e%252f'
seed nul 'api/x%00/..'
seed param 'api/..;/x'
seed slashes 'api//x'
seed latin1 'api/%ff%fe'

exec "$out/canonical-path-fuzz" "$out/canonical-path-corpus" -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix="$root/fuzz-artifacts/" -print_final_stats=1
