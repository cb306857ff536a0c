#!/usr/bin/env bash
# `npm test`: lint, type-check, unit + integration tests, CDK synth, build, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
echo "== lint";       npx eslint .
echo "== typecheck";  npx tsc --noEmit -p tsconfig.json
echo "== unit + integration"; npx vitest run
echo "== cdk synth";  CDK_DISABLE_CLI_TELEMETRY=true npx cdk synth --quiet --no-notices > /dev/null
echo "== build";      npm run build
echo "== end to end"; npx playwright test -c tests/playwright.config.ts
