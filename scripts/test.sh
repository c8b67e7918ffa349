#!/usr/bin/env bash
# `npm test`: every test — client units, the server suite on PGlite and PostgreSQL, and
# the browser end-to-end specs in Debian's Chromium (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ] || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then
  echo "Installing Chromium and the Noto fonts from apt (browser tests need them)…"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk >/dev/null
fi

exec npx vitest run --reporter=verbose "$@"
