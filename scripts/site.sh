#!/usr/bin/env bash
# One command to build the production site and serve it on localhost.
set -euo pipefail
cd "$(dirname "$0")/.."
SKIP_CHROMIUM=1 bash scripts/setup.sh
npm run build
exec node scripts/serve.mjs --port "${PORT:-3000}"
