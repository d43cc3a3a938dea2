#!/usr/bin/env bash
# Every test, in the order a reviewer would want them to fail: format, lint,
# types, unit tests, content checks, the build (broken links fail it), the
# route check, the Markdown twins check, the site gate's static pass over every
# built page, then the browser tests on the built site (with the site gate's
# browser pass).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "format (prettier --check)"
npx prettier --check . --log-level warn
step "lint (eslint)"
npx eslint . --max-warnings 0
step "types (tsc)"
npx tsc --noEmit
step "unit tests (vitest)"
npx vitest run
if [ -f scripts/check-content.mjs ]; then
  step "content checks"
  node scripts/check-content.mjs
fi
step "build (test build: fixtures on, services stubbed)"
# shellcheck source=scripts/e2e-env.sh
source scripts/e2e-env.sh
npm run build
step "post-build output (written inside docusaurus build)"
node scripts/check-build-output.mjs
step "routes of the spec"
node scripts/check-routes.mjs --strict
step "markdown twins and llms.txt"
node scripts/check-twins.mjs
step "site gate, static pass (every built page)"
npx tsx scripts/check-site.mjs
step "end-to-end tests (playwright, Debian chromium), with the site gate's browser pass"
npx playwright test
