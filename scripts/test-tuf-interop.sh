#!/usr/bin/env bash
# Interop with python-tuf, both ways (Tests/Interop/tuf_interop.py): a feed written
# by python-tuf's Metadata API is installed by `hybrid package update` and a tampered
# copy refused; a feed written by `hybrid package publish` is downloaded by python-tuf's
# ngclient. Uses the virtualenv scripts/test-tuf-conformance.sh makes (run it first).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
VENV=${TUF_VENV:-.build-tuf-venv}
[ -x "$VENV/bin/python" ] || { echo "tuf-interop: $VENV is missing (scripts/test-tuf-conformance.sh makes it)" >&2; exit 1; }
"$SWIFT" build --product hybrid
hybrid="$(cd "$("$SWIFT" build --show-bin-path)" && pwd)/hybrid"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
PYTHONDONTWRITEBYTECODE=1 "$VENV/bin/python" Tests/Interop/tuf_interop.py "$hybrid" "$work"
