#!/usr/bin/env bash
# The README's test command runs `npm install && npm test`; this is `npm test`. It installs the
# Debian packages the tests need when run as root (redis-server, chromium, Thai fonts),
# builds the product, then runs every jest project: unit, integration (real PostgreSQL and
# Redis on free ports) and browser (Debian Chromium against the built app).
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 LTS, the project's (the `node` devDependency): npm puts node_modules/.bin first on
# the PATH of `npm test`; this line does the same when the script is run directly.
export PATH="$PWD/node_modules/.bin:$PATH"

missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The browser tests' Chromium: Debian's headless shell (apps/web/e2e/support.ts chromiumPath()).
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
dpkg -s fonts-thai-tlwg >/dev/null 2>&1 || missing+=(fonts-thai-tlwg)
command -v kubectl >/dev/null 2>&1 || missing+=(kubernetes-client) # Debian's kubectl: test/kubernetes.spec.ts renders deploy/kubernetes
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]} (Debian packages the tests need)…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "The tests need these Debian packages: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

# Issue 29: the committed lock is the one `npm install` writes here (so a clean install and the image's
# build take it). In CI, where `npm install` has just run, a lock it changed fails the run.
if [ "${CI:-}" = "true" ] && git rev-parse --is-inside-work-tree >/dev/null 2>&1 && ! git diff --quiet -- package-lock.json; then
  echo "npm install changed package-lock.json: commit the lock it writes (git diff package-lock.json)." >&2
  exit 1
fi

# npm run build, its two halves at once (the web build reads the libs' sources, not the server's
# dist), and beside them the type check of the server's sources and every test
# (scripts/build-server.mjs compiles without checking types). `wait` on each returns its status,
# so any of the three failing stops here.
npm run build:server &
server_build=$!
npm run build:web &
web_build=$!
npm run --silent typecheck:server &
typecheck=$!
wait "$server_build"
wait "$web_build"
wait "$typecheck"
# Node's on-disk compile cache for every Node process of the run: jest's own, and the api and
# worker each browser test file starts from dist (a start took 4.1 s without it, 2.7 s with it).
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/node-compile-cache}"
exec node --experimental-vm-modules node_modules/jest/bin/jest.js --ci "$@"
