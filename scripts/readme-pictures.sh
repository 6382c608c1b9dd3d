#!/usr/bin/env bash
# Writes the README's two pictures from the real thing, so they stay true:
# the demo (its page in the GTK shell, after its round trips) and the shell's
# error view for a page that cannot load.
#
# Usage: scripts/readme-pictures.sh [FOLDER]
# FOLDER defaults to .build/demo, outside the tracked tree, so `make demo`
# leaves a clone as it found it. `make pictures` passes docs/images, the
# README's own copies; commit what it writes there.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
folder="${1:-.build/demo}"
"$SWIFT" build --product hybrid 2>&1 | grep -E "error:" && exit 1
hybrid="$("$SWIFT" build --show-bin-path)/hybrid"
mkdir -p "$folder"
echo "readme-pictures: the demo page"
"$hybrid" demo --screenshot "$folder/demo.png"
echo "readme-pictures: the shell's error view, for a server that is not there"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
# The page cannot load, so the run exits 3 by design; the picture is what it is for.
"$hybrid" run "http://127.0.0.1:$port/cart" --window --screenshot "$folder/shell.png" --duration 0.5 || [ $? -eq 3 ]
echo "readme-pictures: wrote $folder/demo.png and $folder/shell.png"
