#!/usr/bin/env bash
# Installs what the site needs on a fresh Debian machine with Node 20:
# a C/C++ toolchain and Python when missing (better-sqlite3, the API sandbox's
# store, compiles from source where its prebuilt binary cannot be downloaded),
# the npm packages exactly as the lockfile pins them, and Debian's Chromium for
# the browser tests and the benchmark (browsers are never downloaded by npm here).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null; then
  echo "Node.js 20 or newer is required (https://nodejs.org/)." >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
apt_updated=0
apt_install() {
  if ! command -v apt-get >/dev/null; then
    echo "Please install: $* (this script installs them only on Debian and Ubuntu)." >&2
    return 1
  fi
  if [ "$apt_updated" = 0 ]; then
    $SUDO apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  if ! command -v make >/dev/null || ! command -v g++ >/dev/null || ! command -v python3 >/dev/null; then
    echo "Installing a C/C++ toolchain and Python (node-gyp builds better-sqlite3 when no prebuilt binary is reachable)..."
    apt_install build-essential python3
  fi
  # `npm ci` installs exactly the committed lockfile, which lists every platform's
  # optional binaries (Pagefind, Rspack, SWC for macOS, Windows, FreeBSD...).
  # It refuses the whole lockfile if the registry in use lacks one of those
  # versions (a partial mirror). Only then fall back to `npm install`, which
  # resolves around the gap, and put the committed lockfile back afterwards so
  # the working tree stays clean.
  if ! npm ci --no-audit --no-fund; then
    echo "npm ci refused the lockfile (see above: usually a platform package version the registry does not serve)." >&2
    echo "Falling back to npm install with the same pinned versions; package-lock.json is restored afterwards." >&2
    saved=$(mktemp)
    cp package-lock.json "$saved"
    npm install --no-audit --no-fund
    cp "$saved" package-lock.json
    rm -f "$saved"
    touch node_modules/.package-lock.json
  fi
fi

if [ "${SKIP_CHROMIUM:-0}" != "1" ] && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  apt_install chromium fonts-dejavu-core
fi
