#!/usr/bin/env bash
# Fuzzes the bridge's message decoder with libFuzzer + AddressSanitizer.
#
# Usage: scripts/fuzz-bridge.sh [seconds]   (default 30)
#
# SwiftPM cannot link a libFuzzer target easily, so this compiles the harness
# and the HybridCore and HybridVocabulary sources the decoder needs with swiftc directly.
# Crashes are written to fuzz-artifacts/ (git-ignored); the exit status is
# libFuzzer's (non-zero when it found a crash).
set -euo pipefail

seconds="${1:-30}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build-fuzz"
bridge="$root/Sources/HybridCore/Bridge"
engine="$root/Sources/HybridVocabulary"
# The library is built anew: an archive left by an earlier run keeps members of files since merged or renamed.
rm -rf "$out/bridge-modules"
mkdir -p "$out/bridge-corpus" "$out/bridge-modules" "$root/fuzz-artifacts"

# The JSON scanner, quoting and values live below the core, in HybridVocabulary:
# built first as a module of their own, instrumented the same way.
support=(
    "$engine"/JavaScript/*.swift "$engine/Engine/EngineError.swift"
)
sources=(
    "$root/Sources/HybridCore/JavaScript/RawJSON.swift"
    "$bridge"/BridgeError*.swift "$bridge/BridgeMessageSource.swift"
    "$bridge/BridgeInboundMessage.swift" "$bridge/RuntimePost.swift" "$bridge/BridgeEnvelopeFields.swift" "$bridge/BridgeMessageDecoder.swift"
    "$bridge/BridgeReplyDecoder.swift" "$bridge/OutgoingBridgeText.swift"
)

echo "fuzz-bridge: compiling ${#support[@]} + ${#sources[@]} sources"
(cd "$out/bridge-modules" && swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name HybridVocabulary -package-name HybridKit \
    -emit-module -emit-library -static -o "$out/bridge-modules/libHybridVocabulary.a" "${support[@]}")
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name BridgeFuzz -package-name HybridKit \
    -I "$out/bridge-modules" -L "$out/bridge-modules" -lHybridVocabulary \
    "$root/Fuzz/BridgeMessageFuzz/main.swift" "${sources[@]}" -o "$out/bridge-fuzz"

# Seeds: the envelopes the runtime really sends, and a few edge cases.
seed() { printf '%s' "$2" > "$out/bridge-corpus/$1"; }
seed hello '{"t":"hello"}'
seed restored '{"t":"restored"}'
seed call '{"t":"call","id":7,"name":"math.add","params":{"a":1,"b":[true,null,-1.5e3]},"via":"call"}'
seed surrogate '{"t":"call","id":1,"name":"echo","params":"\ud800 \udc00 \u2028 </script>"}'
seed escapes '{"t":"call","id":9007199254740991,"name":"n\u00e9","params":["\"\\\/\b\f\n\r\t"]}'
seed reply '{"result":{"x":[1,2,3]}}'
seed posting-call $'cmhttps://app.example\n{"t":"call","id":1,"name":"a"}'
seed posting-wait $'wmnull\n7\n{"result":1}\x01'
seed error '{"error":{"code":"js_exception","message":"boom"}}'

exec "$out/bridge-fuzz" "$out/bridge-corpus" -max_total_time="$seconds" -max_len=65536 \
    -artifact_prefix="$root/fuzz-artifacts/" -print_final_stats=1
