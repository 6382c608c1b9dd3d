#!/usr/bin/env bash
# Builds the DocC catalogue of each module an app reads (HybridCore, HybridVocabulary, HybridCookies,
# HybridSchemes, HybridTesting, HybridModules) with the toolchain's `docc`, from their public
# symbol graphs, warnings as errors; and HybridOffline's catalogue, its articles only (its doc
# comments do not yet link cleanly). Output: .build-docs/docs/<Module>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
DOCC="${DOCC:-$(dirname "$(command -v "$SWIFT")")/docc}"
[ -x "$DOCC" ] || DOCC="$(command -v docc)"
scratch=".build-docs"
graphs="$scratch/symbol-graphs"
# Graphs stay between runs: a module the build finds up to date emits none again.
rm -rf "$scratch/docs"
mkdir -p "$graphs" "$scratch/docs"
modules=(HybridCore HybridVocabulary HybridCookies HybridSchemes HybridTesting HybridModules)
articles_only=(HybridOffline)
echo "docs: emitting public symbol graphs"
for module in "${modules[@]}"; do
    "$SWIFT" build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/$module" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public 2>&1 | grep -E "error:" && exit 1 || true
done
for module in "${modules[@]}"; do
    catalogue="Sources/$module/$module.docc"
    [ -d "$catalogue" ] || { echo "docs: $catalogue is missing" >&2; exit 1; }
    # Only the module's own graph (and its extensions of other modules), not its dependencies'.
    own="$scratch/own-graphs/$module"
    rm -rf "$own" && mkdir -p "$own"
    cp "$graphs/$module/$module".symbols.json "$own/"
    find "$graphs/$module" -name "$module@*.symbols.json" -exec cp {} "$own/" \;
    echo "docs: $module"
    "$DOCC" convert "$catalogue" --additional-symbol-graph-dir "$own" \
        --fallback-display-name "$module" --fallback-bundle-identifier "dev.hybridkit.$module" \
        --output-path "$scratch/docs/$module.doccarchive" --warnings-as-errors
done
for module in "${articles_only[@]}"; do
    catalogue="Sources/$module/$module.docc"
    [ -d "$catalogue" ] || { echo "docs: $catalogue is missing" >&2; exit 1; }
    echo "docs: $module (articles)"
    "$DOCC" convert "$catalogue" --fallback-display-name "$module" --fallback-bundle-identifier "dev.hybridkit.$module" \
        --output-path "$scratch/docs/$module.doccarchive" --warnings-as-errors
done
echo "docs: $((${#modules[@]} + ${#articles_only[@]})) catalogues built with no warnings in $scratch/docs"
