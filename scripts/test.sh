#!/usr/bin/env bash
# `npm test`: every test — client units, the server suite on PGlite and PostgreSQL, and
# the browser end-to-end specs in Debian's Chromium (installed here when missing) — then
# the Lighthouse gate.
set -euo pipefail
cd "$(dirname "$0")/.."

# Chromium and the fonts for the browser tests; nginx for the two-instance test; Java for the
# Nu HTML checker (e2e/html-validity.spec.ts).
if [ ! -x /usr/bin/chromium ] || ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || [ ! -x /usr/sbin/nginx ] || ! command -v java >/dev/null; then
  echo "Installing Chromium, the Noto fonts, nginx and Java from apt (the browser, load-balancer and HTML-validity tests need them)…"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  packages="chromium fonts-noto-core fonts-noto-cjk nginx"
  command -v java >/dev/null || packages="$packages default-jre-headless"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $packages >/dev/null
fi

# npm puts node_modules/.bin first on the PATH: the Node the project brings (decision 0025).
echo "Node $(node --version) ($(command -v node))"

# Kept after the run: `npm run test:durations` reads it (scripts/test/durations.ts).
report="node_modules/.cache/vitest-report.json"
mkdir -p "$(dirname "$report")"
rm -f "$report"
status=0
npx vitest run --reporter=verbose --reporter=json --outputFile.json="$report" "$@" || status=$?
# The Lighthouse gate (DESIGN §8): after the suite, alone (anything running beside it
# costs it points), on the whole run only (`npm test -- <files>` runs those files).
if [ "$#" -eq 0 ]; then
  npx tsx scripts/perf/lighthouse-gate.ts || status=1
fi
# No report means vitest stopped before it finished (killed, or its process died): a run
# that did not run its tests has not passed, whatever its exit code said.
if [ ! -s "$report" ]; then
  echo "tests: no report from vitest; the run did not finish"
  exit 1
fi
# One closing line in the plain form CI reads: "tests: N passed, N failed, N skipped".
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
  // A file that fails outside any test (an import, a hook) or an error vitest caught
  // between tests fails the run with every test passed: name them, or the red is a mystery.
  // CI keeps only the tail of the output: name every failed test here, at the very end.
  const cwd = process.cwd() + "/";
  // The ten slowest files, in every log: a suite that grows slower shows where (DESIGN §8: 12 minutes).
  const slowest = r.testResults
    .map((f) => ({ file: f.name.replace(cwd, ""), seconds: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  console.log("slowest files:");
  for (const { file, seconds } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
  for (const f of r.testResults) {
    const file = f.name.replace(cwd, "");
    for (const a of f.assertionResults.filter((a) => a.status === "failed"))
      console.log(`failed: ${file} > ${a.fullName}: ${String(a.failureMessages[0] ?? "").split("\n")[0].slice(0, 300)}`);
    if (f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"))
      console.log(`failed outside a test: ${file}: ${String(f.message).split("\n")[0]}`);
  }
  if (r.numFailedTestSuites > 0 || !r.success) console.log(`run: ${r.numFailedTestSuites} failed files, success=${r.success}`);
' "$report" 2>/dev/null || true
exit $status
