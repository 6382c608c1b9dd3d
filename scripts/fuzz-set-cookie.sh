#!/usr/bin/env bash
# Fuzzes the Set-Cookie parser and cookie jar with libFuzzer + AddressSanitizer.
#
# Usage: scripts/fuzz-set-cookie.sh [seconds]   (default 30)
#
# SwiftPM cannot link a libFuzzer target easily, so this compiles the harness
# and the HybridCookies sources with swiftc directly. The harness supplies
# the Public Suffix List from a file, so no resource bundle is needed.
# Crashes are written to fuzz-artifacts/ (git-ignored); the exit status is
# libFuzzer's (non-zero when it found a crash).
set -euo pipefail

seconds="${1:-30}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build-fuzz"
cookies="$root/Sources/HybridCookies"
suites="${COOKIE_SUITES_DIR:-$root/Tests/Fixtures/cookie-suites}"
mkdir -p "$out/corpus" "$root/fuzz-artifacts"

# Everything the parser and jar need; not the files that use Bundle.module,
# persistence or FoundationNetworking.
sources=()
for file in "$cookies"/*.swift; do
    case "$(basename "$file")" in
        PublicSuffixList+Bundled.swift | CookieCase*.swift | CookieJarStore*.swift | *HTTPCookie*.swift) ;;
        *) sources+=("$file") ;;
    esac
done

echo "fuzz-set-cookie: compiling ${#sources[@]} sources"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name SetCookieFuzz -package-name HybridKit \
    "$root/Fuzz/SetCookieParserFuzz/main.swift" "${sources[@]}" -o "$out/set-cookie-fuzz"

[ -d "$suites" ] || { echo "fuzz-set-cookie: the seed suites are missing at $suites (committed under Tests/Fixtures/cookie-suites)" >&2; exit 1; }
python3 - "$suites" "$out/corpus" <<'PY'
import glob, hashlib, json, os, sys
suites, corpus = sys.argv[1], sys.argv[2]
headers = []
for case in json.load(open(os.path.join(suites, "http-state-cases.json"), encoding="utf-8")):
    headers += case["setCookie"]
for path in glob.glob(os.path.join(suites, "wpt", "*.json")):
    for case in json.load(open(path, encoding="utf-8")):
        cookie = case["cookie"]
        headers += cookie if isinstance(cookie, list) else [cookie]
for header in headers:
    data = header.encode("utf-8")
    with open(os.path.join(corpus, hashlib.sha1(data).hexdigest()), "wb") as handle:
        handle.write(data)
print(f"fuzz-set-cookie: seeded {len(headers)} headers")
PY

export PSL_FILE="$root/Sources/HybridCookies/Resources/public_suffix_list.txt"
exec "$out/set-cookie-fuzz" "$out/corpus" -max_total_time="$seconds" -max_len=16384 \
    -artifact_prefix="$root/fuzz-artifacts/" -print_final_stats=1
