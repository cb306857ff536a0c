#!/usr/bin/env bash
# `npm test`: lint, type-check, unit + integration tests, build, CDK synth, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
# npm puts node_modules/.bin first on PATH: the pinned `node` devDependency (the Lambda runtime's major version).
echo "== node $(node -v)"
echo "== lint";       npx eslint .
echo "== typecheck";  npx tsc --noEmit -p tsconfig.json
echo "== unit + integration"; npx vitest run
# The build comes first: synth packages the built site (and refuses to run without it).
echo "== build";      npm run build
echo "== cdk synth";  CDK_DISABLE_CLI_TELEMETRY=true npx cdk synth --quiet --no-notices > /dev/null
echo "== end to end"; npx playwright test -c tests/playwright.config.ts
