#!/usr/bin/env bash
# The soundness check of inference over the whole language suite: every
# program runs as its language test with KILN_INFER_CHECK on (every
# interpreted call's result and slots checked against its inferred type).
# Passes when every language test passes and no value is outside its type.
#
#   scripts/infer_check_suite.sh [KILN] [FILE_OR_DIR ...]   (default: build/debug/bin/kiln, tests/lang)
set -euo pipefail
cd "$(dirname "$0")/.."
kiln=${1:-build/debug/bin/kiln}
shift || true
[ $# -gt 0 ] || set -- tests/lang
KILN_TEST_SLICE=all exec python3 tests/infer/soundness.py --kiln "$kiln" --jobs 2 "$@"
