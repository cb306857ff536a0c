#!/usr/bin/env bash
# Debian packages of this repository. `install-system-deps.sh tests` installs only what `npm test` needs:
# Chromium's headless shell, which runs the end-to-end tests (CI: .ci/run, where every package costs
# install time on a fresh machine). Without an argument also the full browser for the Lighthouse bench
# and espeak-ng/sox/lame for the demo audio script (scripts/make-demo-audio.sh).
set -euo pipefail
scope=${1:-all}
case "$scope" in
  tests) wanted=(chromium-headless-shell) ;;
  all) wanted=(chromium chromium-headless-shell espeak-ng sox lame) ;;
  *) echo "usage: $0 [tests|all]" >&2; exit 2 ;;
esac
need=()
for package in "${wanted[@]}"; do
  command -v "$package" >/dev/null 2>&1 || need+=("$package")
done
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
