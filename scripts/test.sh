#!/usr/bin/env bash
# `npm test`: lint, type-check, unit, synth, integration and security tests, build, CDK synth, end-to-end
# tests, in stages side by side (scripts/test-stages.ts), then a table of how long each took.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh tests
# npm puts node_modules/.bin first on PATH: the pinned `node` devDependency (the Lambda runtime's major version).
echo "== node $(node -v)"
exec npx tsx scripts/test-stages.ts
