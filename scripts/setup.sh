#!/usr/bin/env bash
# Installs every Debian package Kiln needs to build, test and benchmark.
# Idempotent: does nothing when everything is already present. Run as root
# (or with sudo available) on Debian 12.
set -euo pipefail

packages=(
  # build
  g++ cmake ninja-build pkg-config
  # tests, benchmarks, fuzzing
  libgtest-dev libgmock-dev libbenchmark-dev clang libclang-rt-14-dev
  # libraries
  libcli11-dev libgc-dev libxxhash-dev libssl-dev nlohmann-json3-dev libpcre2-dev
  # the native code cache (src/store): SQLite
  libsqlite3-dev
  # the shared tier behind it (src/store/redis_tier): the Redis client, and the
  # server its tests start on a loopback port
  libhiredis-dev redis-server
  # its tests make Ed25519 key files with the openssl command
  openssl
  # the REPL's line editing and history (libedit, with ncurses' terminfo for static links)
  libedit-dev libncurses-dev libbsd-dev libmd-dev
  # LinearAlgebra's BLAS/LAPACK (OpenBLAS, as Julia; opened at its first use) and
  # Unicode's character data (utf8proc, as Julia); the fully static release links
  # OpenBLAS's pthread archive and the Fortran runtime's (libgfortran.a) it calls
  libopenblas-dev libopenblas-pthread-dev libgfortran-12-dev libutf8proc-dev
  # native code (src/codegen, src/jit): LLVM 19 with ORC and JITLink, and the archives
  # of the compression libraries its Support library uses (the static release links them)
  llvm-19-dev libzstd-dev zlib1g-dev
  # benchmark peers
  lua5.4 luajit python3
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup: installing ${missing[*]}" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
