#!/usr/bin/env bash
# Type-checks the WKWebView adapter (Sources/HybridWKWebView) on Linux, in
# Swift 6 mode with warnings as errors, against AppleSDKDeclarations: our own
# declarations of the exact CoreGraphics, Combine, UIKit, AppKit, WebKit, SwiftUI and Network API it uses, built
# here as stand-in modules. It proves the adapter matches those declarations
# and the core's protocols; what it cannot prove is in AppleSDKDeclarations/README.md.
# Before that, the WebKit declarations are compared with WebKit's own headers,
# kept in AppleSDKDeclarations/WebKitHeaders (scripts/check-webkit-declarations.py).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
SWIFTC="${SWIFTC:-swiftc}"
# Extra `swift build` flags, e.g. BUILD_FLAGS="--scratch-path .build-other".
read -r -a build_flags <<< "${BUILD_FLAGS:-}"

# The comparison names deliberate mistakes (its self-test), then finds none in ours.
PYTHONDONTWRITEBYTECODE=1 python3 scripts/check-webkit-declarations.py --self-test
PYTHONDONTWRITEBYTECODE=1 python3 scripts/check-webkit-declarations.py

echo "check-apple: building HybridCore, HybridModules and HybridOffline"
"$SWIFT" build "${build_flags[@]}" --target HybridCore 2>&1 | grep -E "error:|warning: unable" || true
# The adapter's shells draw the first-party modules.
"$SWIFT" build "${build_flags[@]}" --target HybridModules 2>&1 | grep -E "error:|warning: unable" || true
# The iOS example app imports HybridOffline as well; the availability check reads the other Apple-bound libraries too.
for target in HybridOffline HybridStorage HybridTesting HybridTestServer; do
    "$SWIFT" build "${build_flags[@]}" --target "$target" 2>&1 | grep -E "error:|warning: unable" || true
done
modules="$("$SWIFT" build "${build_flags[@]}" --show-bin-path)/Modules"
[ -f "$modules/HybridCore.swiftmodule" ] || { echo "check-apple: no HybridCore module in $modules" >&2; exit 1; }

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
# Library evolution, as Apple's frameworks have it: their C enums are not frozen,
# so a switch over one needs a default, and the check says so. Linux's Foundation
# is not built that way; the warning saying so is the one diagnostic not shown.
declare_module() { # directory, module, extra flags...
    local dir="$1" module="$2"
    shift 2
    mkdir -p "$out/$dir"
    local log
    log="$("$SWIFTC" -emit-module -parse-as-library -swift-version 5 -enable-library-evolution -diagnostic-style llvm "$@" \
        -module-name "$module" -I "$out/common" -I "$out/$dir" -emit-module-path "$out/$dir/$module.swiftmodule" \
        AppleSDKDeclarations/"$module"/*.swift 2>&1)" || { printf '%s\n' "$log" >&2; exit 1; }
    printf '%s\n' "$log" | grep -E ": (warning|error):" | grep -v "was not compiled with library evolution support" || true
}
declare_module common CoreGraphics
declare_module common Network
declare_module common Security
declare_module common Combine
declare_module ios UIKit
declare_module ios WebKit
declare_module ios SwiftUI
declare_module macos AppKit
declare_module macos WebKit -D HYBRID_APPKIT
declare_module macos SwiftUI -D HYBRID_APPKIT
echo "check-apple: declarations of CoreGraphics, Network, Security, Combine, UIKit, AppKit, WebKit and SwiftUI (iOS and macOS) built"

# Each platform separately: only its UI framework is importable, so the
# adapter's `canImport(UIKit)` / `canImport(AppKit)` branches are each compiled once.
# The engine seam is `package` API: the adapter is compiled as part of this package,
# whose name SwiftPM derives from the root folder.
package_name="$(basename "$PWD" | tr "[:upper:]" "[:lower:]" | sed -e "s/[^a-z0-9_]/_/g" -e "s/^[0-9]/_&/")"
mapfile -t sources < <(find Sources/HybridWKWebView -name '*.swift' | sort)
for platform in ios macos; do
    mkdir -p "$out/$platform-adapter"
    "$SWIFTC" -emit-module -parse-as-library -swift-version 6 -warnings-as-errors -module-name HybridWKWebView -package-name "$package_name" \
        -I "$out/common" -I "$out/$platform" -I "$modules" -emit-module-path "$out/$platform-adapter/HybridWKWebView.swiftmodule" "${sources[@]}"
    echo "check-apple: ${#sources[@]} adapter files type-check against the $platform declarations (Swift 6, warnings as errors)"
done

# Availability: what the Apple-bound modules use must exist on the iOS and macOS
# Package.swift declares, or sit under #available/@available. Linux ignores
# Apple availability, so the compiler alone would let Task.immediate (iOS 26) through.
# What each API needs comes from the toolchain's interfaces and our declarations
# (symbol graphs); what each module uses, from the type-checked syntax tree.
mkdir -p "$out/symbols" "$out/ast"
for module in Swift _Concurrency Synchronization Foundation FoundationEssentials Dispatch Observation; do
    swift-symbolgraph-extract -module-name "$module" -target x86_64-unknown-linux-gnu -minimum-access-level public \
        -output-dir "$out/symbols" >/dev/null 2>&1 || { echo "check-apple: no symbol graph for $module" >&2; exit 1; }
done
for platform in ios macos; do
    for module in UIKit AppKit WebKit SwiftUI; do
        [ -f "$out/$platform/$module.swiftmodule" ] || continue
        mkdir -p "$out/symbols/$platform"
        swift-symbolgraph-extract -module-name "$module" -target x86_64-unknown-linux-gnu -minimum-access-level public \
            -I "$out/common" -I "$out/$platform" -output-dir "$out/symbols/$platform" >/dev/null 2>&1 \
            || { echo "check-apple: no symbol graph for the $platform $module declarations" >&2; exit 1; }
    done
    for module in CoreGraphics Network Security Combine; do
        swift-symbolgraph-extract -module-name "$module" -target x86_64-unknown-linux-gnu -minimum-access-level public \
            -I "$out/common" -output-dir "$out/symbols/$platform" >/dev/null 2>&1 || true
    done
done
# Self-test first: a deliberate Task.immediate and Mutex must be named, their guarded uses not.
"$SWIFTC" -dump-ast -dump-ast-format json -parse-as-library -swift-version 6 scripts/availability-self-test/Deliberate.swift \
    > "$out/ast/self-test.json" 2>&1
PYTHONDONTWRITEBYTECODE=1 python3 scripts/check-availability.py --package Package.swift --symbols "$out/symbols" \
    --ast "$out/ast/self-test.json" --expect Task.immediate Mutex
manifest="$(dirname "$(dirname "$modules")")"
manifest="$(dirname "$manifest")/debug.yaml"
for platform in ios macos; do
    "$SWIFTC" -dump-ast -dump-ast-format json -wmo -j1 -parse-as-library -swift-version 6 -module-name HybridWKWebView \
        -package-name "$package_name" -I "$out/common" -I "$out/$platform" -I "$modules" "${sources[@]}" \
        > "$out/ast/adapter-$platform.json" 2>&1 || { cat "$out/ast/adapter-$platform.json" >&2; exit 1; }
    PYTHONDONTWRITEBYTECODE=1 python3 scripts/check-availability.py --package Package.swift \
        --symbols "$out/symbols" "$out/symbols/$platform" --ast "$out/ast/adapter-$platform.json"
done
PYTHONDONTWRITEBYTECODE=1 python3 scripts/check-availability.py --package Package.swift --symbols "$out/symbols" \
    --swiftpm-manifest "$manifest" --out "$out/ast" \
    --targets HybridDiskSupport HybridCookies HybridSchemes HybridVocabulary HybridEngineInterface HybridCore HybridModules HybridOffline \
              HybridStorage HybridTesting HybridTestServer

# The iOS example app, against the adapter as an app links it. HybridOffline's
# dependencies bring C modules (zlib, BoringSSL), found by their module maps.
mapfile -t example < <(find Examples/iOSShop -name '*.swift' | sort)
bin="$(dirname "$modules")"
mapfile -t maps < <( (find "$bin" -maxdepth 3 -name module.modulemap -not -path "*-tool.build/*" -path "*Crypto*"
                      find "$bin/../../checkouts/ZIPFoundation" -name module.modulemap) 2>/dev/null | sort)
map_flags=()
for map in "${maps[@]}"; do map_flags+=(-Xcc "-fmodule-map-file=$map"); done
"$SWIFTC" -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -module-name iOSShop \
    -I "$out/common" -I "$out/ios" -I "$out/ios-adapter" -I "$modules" "${map_flags[@]}" "${example[@]}"
echo "check-apple: Examples/iOSShop (${#example[@]} file) type-checks against the iOS declarations and the adapter"
