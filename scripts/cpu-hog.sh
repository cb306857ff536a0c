#!/usr/bin/env bash
# Runs a command beside a CPU hog that keeps one core busy the whole time, then stops the hog and says
# how long the command took: the "beside other work" figure of docs/testing.md (a CI that holds only on
# a quiet machine fails a submission for reasons that have nothing to do with it).
#
#   bash scripts/cpu-hog.sh npm run test:unit
#   bash scripts/cpu-hog.sh env CI=true bash .ci/run      # in a fresh clone, as CI runs it
#
# The hog is a busy loop of bash, bounded by HOG_SECONDS (default 3 h) even if this script is killed,
# and stopped by its own pid when the command ends. The command's exit code is this script's.
set -euo pipefail
if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi
timeout "${HOG_SECONDS:-10800}" bash -c 'while :; do :; done' &
hog=$!
trap 'kill "$hog" 2>/dev/null || true' EXIT
started=$(date +%s)
status=0
"$@" || status=$?
echo "cpu-hog.sh: $(($(date +%s) - started)) s beside a CPU hog taking one core (exit $status): $*" >&2
exit "$status"
