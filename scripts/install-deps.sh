#!/usr/bin/env bash
# Installs the Debian 12 packages HybridKit needs, only those that are missing.
# WebKitGTK 4.1 (the engine), Xvfb (a display for headless machines), fonts
# (so pages and snapshots show text and emoji), python3 (make check-apple compares
# declarations with WebKit's headers), dbus-daemon (a private session bus on which
# a test stands in for the desktop portal), python3-venv and faketime (the TUF
# conformance suite runs in a virtualenv and fakes the clock for expiry tests).
# Swift itself comes with the machine.
set -euo pipefail

packages=(libwebkit2gtk-4.1-dev xvfb xauth fonts-dejavu-core fonts-noto-color-emoji python3 dbus-daemon python3-venv faketime)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "deps: all system packages present"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "deps: done"
