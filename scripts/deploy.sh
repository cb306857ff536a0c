#!/usr/bin/env bash
# npm run deploy -- -c stage=prod -c alarmEmail=… [-c domainNames=… -c certificateArn=…]
# The preflight first (scripts/preflight.ts: stops on a blocker), then the site's build and cdk deploy,
# all with the same context arguments.
set -euo pipefail
tsx scripts/preflight.ts "$@"
npm run build
CDK_DISABLE_CLI_TELEMETRY=true cdk deploy --all --no-notices "$@"
