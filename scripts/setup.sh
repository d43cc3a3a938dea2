#!/usr/bin/env bash
# Installs what the site needs on a fresh Debian machine with Node 20:
# npm packages from the lockfile, and Debian's Chromium for the browser tests
# and the benchmark (browsers are never downloaded by npm here).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null; then
  echo "Node.js 20 or newer is required (https://nodejs.org/)." >&2
  exit 1
fi

# `npm install` rather than `npm ci`: it installs the lockfile's versions too,
# but tolerates optional platform packages (other OSes' @swc binaries) that
# the registry this project uses does not serve, where `npm ci` refuses the
# whole lockfile as "out of sync". Measured: npm ci fails on a fresh clone here.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

if [ "${SKIP_CHROMIUM:-0}" != "1" ] && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
