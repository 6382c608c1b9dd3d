#!/usr/bin/env bash
# Writes the README's two pictures from the real thing, so they stay true:
# the demo (its page in the GTK shell, after its round trips) and the shell's
# error view for a page that cannot load. `make demo` runs it; commit what it writes.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
"$SWIFT" build --product hybrid 2>&1 | grep -E "error:" && exit 1
hybrid="$("$SWIFT" build --show-bin-path)/hybrid"
mkdir -p docs/images
echo "readme-pictures: the demo page"
"$hybrid" demo --screenshot docs/images/demo.png
echo "readme-pictures: the shell's error view, for a server that is not there"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
# The page cannot load, so the run exits 3 by design; the picture is what it is for.
"$hybrid" run "http://127.0.0.1:$port/cart" --window --screenshot docs/images/shell.png --duration 0.5 || [ $? -eq 3 ]
echo "readme-pictures: wrote docs/images/demo.png and docs/images/shell.png"
