#!/usr/bin/env bash
# Debian packages the tests and the audio seed script need: Chromium for Playwright (the headless shell runs the
# end-to-end tests, the full browser the Lighthouse bench), espeak-ng/sox/lame for demo audio.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
command -v espeak-ng >/dev/null 2>&1 || need+=(espeak-ng)
command -v sox >/dev/null 2>&1 || need+=(sox)
command -v lame >/dev/null 2>&1 || need+=(lame)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
