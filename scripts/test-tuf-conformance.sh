#!/usr/bin/env bash
# Runs the vendored tuf-conformance suite (Tests/Conformance/tuf-conformance, see its
# PROVENANCE.md) against `hybrid-tuf-client`, the standalone TUF client product.
# Every test must pass: there is no list of expected failures. The suite's Python
# dependencies go into a virtualenv (.build-tuf-venv, reused while the pins below
# are unchanged); `faketime` comes from scripts/install-deps.sh.
#
# TUF_SCRATCH_PATH picks the SwiftPM scratch folder (default .build, the one
# `make test` builds); extra arguments go to pytest (e.g. -k test_keys).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SCRATCH=${TUF_SCRATCH_PATH:-.build}
VENV=${TUF_VENV:-.build-tuf-venv}
SUITE=Tests/Conformance/tuf-conformance
PINS="securesystemslib[crypto]==1.4.0 tuf==7.0.0 pytest==9.1.1 pytest-json-report==1.5.0"

command -v faketime >/dev/null || { echo "tuf-conformance: faketime is missing (run scripts/install-deps.sh)" >&2; exit 1; }

if [ ! -x "$VENV/bin/python" ] || [ "$(cat "$VENV/.hybrid-pins" 2>/dev/null)" != "$PINS" ]; then
    echo "tuf-conformance: installing $PINS into $VENV"
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    # shellcheck disable=SC2086
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check $PINS
    echo "$PINS" > "$VENV/.hybrid-pins"
fi

"$SWIFT" build --scratch-path "$SCRATCH" --product hybrid-tuf-client
client="$(cd "$("$SWIFT" build --scratch-path "$SCRATCH" --show-bin-path)" && pwd)/hybrid-tuf-client"
report="$(mktemp -d)"
trap 'rm -rf "$report"' EXIT

start=$(date +%s)
set +e
(cd "$SUITE" && PYTHONDONTWRITEBYTECODE=1 "../../../$VENV/bin/python" -m pytest -q -p no:cacheprovider tuf_conformance \
    --entrypoint "$client" --json-report --json-report-file="$report/report.json" "$@")
pytest_status=$?
set -e
elapsed=$(( $(date +%s) - start ))

[ -f "$report/report.json" ] || { echo "tuf-conformance: pytest wrote no report (exit $pytest_status)" >&2; exit 1; }
"$VENV/bin/python" - "$report/report.json" "$elapsed" <<'PY'
import json, sys
tests = json.load(open(sys.argv[1]))["tests"]
passed = [t for t in tests if t["outcome"] == "passed"]
others = [t for t in tests if t["outcome"] != "passed"]
for t in others:
    print(f"tuf-conformance: {t['outcome']}: {t['nodeid']}", file=sys.stderr)
print(f"tuf-conformance: {len(tests)} tests in {sys.argv[2]} s")
print(f"{len(passed)} passed, {len(others)} failed")
sys.exit(0 if tests and not others else 1)
PY
