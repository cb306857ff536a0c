#!/usr/bin/env bash
# npm run deploy -- -c stage=prod -c alarmEmail=… [-c domainNames=… -c certificateArn=…]
# The first deploy of a stage in the order an empty account needs (docs/deploy.md, "First deploy"),
# and every later deploy the same way, all with the same context arguments:
#  1. the preflight before the mail stack (scripts/preflight.ts --phase mail: stops on a blocker);
#  2. the site's build (cdk synth needs it), then the mail stack alone (SES identity, configuration set);
#  3. the preflight before the rest (--phase site): stops, printing the DNS records, while the identity
#     is unverified, because Cognito refuses to create the user pool with an unverified identity;
#  4. every stack (the mail stack is unchanged by then).
set -euo pipefail
tsx scripts/preflight.ts --phase mail "$@"
npm run build
# The app builds one stage, so its only mail stack (mail-stack.ts: `<site stack>-Mail`) matches.
CDK_DISABLE_CLI_TELEMETRY=true cdk deploy '*-Mail' --exclusively --no-notices "$@"
tsx scripts/preflight.ts --phase site "$@"
CDK_DISABLE_CLI_TELEMETRY=true cdk deploy --all --no-notices "$@"
