#!/usr/bin/env bash
# `npm run check`: what a developer runs before every commit, and CI's first stage (decision 050).
# Lint and the type check at once (Biome is native and quick, tsc one thread), each output shown
# whole once both end; then the unit tests, when both passed. With STAGE_TIMES set, appends
# "<stage> <seconds>" lines to that file (.ci/run prints them as a table).
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

timed() { # timed <stage> <command...>: runs it, records its seconds, returns its status
  local stage=$1 started=$SECONDS status=0
  shift
  "$@" || status=$?
  if [ -n "${STAGE_TIMES:-}" ]; then echo "$stage $((SECONDS - started))" >>"$STAGE_TIMES"; fi
  return $status
}

timed lint npm run --silent lint >"$out/lint" 2>&1 &
lint=$!
timed types npm run --silent typecheck >"$out/types" 2>&1 &
types=$!
lint_status=0 types_status=0
wait $lint || lint_status=$?
wait $types || types_status=$?
echo "check: lint $([ $lint_status = 0 ] && echo passed || echo FAILED)"
cat "$out/lint"
echo "check: types $([ $types_status = 0 ] && echo passed || echo FAILED)"
cat "$out/types"
if [ $lint_status != 0 ] || [ $types_status != 0 ]; then
  echo "check: fix the lint or type errors above; the unit tests did not run"
  exit 1
fi
timed unit npm run --silent test:unit
