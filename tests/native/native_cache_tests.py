#!/usr/bin/env python3
"""Process-level tests of the native code cache (COMPILER.md §5, CACHE.md §3
extended to the native store; docs/formats/native-store.md), driving the real
binary on a real SQLite file.

usage: native_cache_tests.py --kiln PATH --stdlib DIR TEST

Every test works in a fresh temporary folder with its own KILN_DATA and a copy
of the standard library. The reference output of a program is what
`kiln run --cache=off --compile=none` prints; every run, whatever was done to
the store, must print exactly that.
"""

import json
import os
import random
import re
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from process_harness import SKIP, Failure, expect, main as run_main, test_slice  # noqa: E402

# Functions that compile natively (docs/native.md, "The subset"), several
# modules, deterministic output.
PROGRAM = """\
fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)
function sumsq(n::Int)
    s = 0
    i = 1
    while i <= n
        s += i * i
        i += 1
    end
    s
end
function collatz(n::Int)
    steps = 0
    while n != 1
        n = n % 2 == 0 ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end
halve(x::Float64) = x / 2.0
mix(a::Int, b::Float64) = a * b + halve(b)
println(fib(20))
println(sumsq(1000))
println(collatz(27))
println(halve(3.0))
println(mix(7, 2.5))
println(fib(15) + sumsq(10) + collatz(97))
"""


class Context:
    def __init__(self, kiln, stdlib, tmp):
        self.kiln = kiln
        self.tmp = tmp
        self.data = os.path.join(tmp, "data")
        self.store = os.path.join(self.data, "cache", "native.sqlite")
        self.env = dict(os.environ, KILN_DATA=self.data, KILN_STDLIB=os.path.join(tmp, "stdlib"))
        for var in ("KILN_NATIVE_CACHE_SIZE", "KILN_TEST_ABI_SHIFT"):
            self.env.pop(var, None)
        shutil.copytree(stdlib, os.path.join(tmp, "stdlib"), ignore=shutil.ignore_patterns(".kiln"))
        self.program = os.path.join(tmp, "app", "prog.jl")
        os.makedirs(os.path.dirname(self.program))
        with open(self.program, "w") as f:
            f.write(PROGRAM)
        self._reference = None

    def run(self, *args, env=None, timeout=300):
        r = subprocess.run([self.kiln] + list(args), env=env or self.env, cwd=self.tmp,
                           capture_output=True, text=True, timeout=timeout)
        return r

    def reference(self):
        if self._reference is None:
            r = self.run("run", "--cache=off", "--compile=none", self.program)
            expect(r.returncode == 0, "reference run failed: %r" % (r.stderr,))
            self._reference = (r.returncode, r.stdout, r.stderr)
        return self._reference

    def native(self, extra_env=None, file_size_limit=None):
        """A --compile=all --timings run: checks its output against the
        reference and returns (hits, lookups, rejected, stderr).
        file_size_limit: no file may grow past this many bytes (RLIMIT_FSIZE,
        with SIGXFSZ ignored: a write past it fails as on a full disk)."""
        env = dict(self.env, **(extra_env or {}))
        if file_size_limit is None:
            r = self.run("run", "--compile=all", "--timings", self.program, env=env)
        else:
            def limit():
                signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
                resource.setrlimit(resource.RLIMIT_FSIZE, (file_size_limit, file_size_limit))
            r = subprocess.run([self.kiln, "run", "--compile=all", "--timings", self.program],
                               env=env, cwd=self.tmp, capture_output=True, text=True,
                               timeout=300, preexec_fn=limit)
        ref = self.reference()
        expect(r.returncode == ref[0] and r.stdout == ref[1],
               "output differs from --cache=off --compile=none:\n  want %r\n  got %r\n%s"
               % (ref[1], r.stdout, r.stderr))
        plain = [l for l in r.stderr.splitlines(True)
                 if not l.startswith("  ") and not l.startswith("kiln timings")]
        expect("".join(plain) == ref[2], "standard error differs: %r" % (r.stderr,))
        return parse_hits(r.stderr)

    def stats(self):
        r = self.run("cache", "stats", "--json")
        expect(r.returncode == 0, r.stderr)
        return json.loads(r.stdout)["native"]


def parse_hits(stderr):
    m = re.search(r"native cache hits: (\d+)/(\d+) \(([\d.]+)%\), (\d+) bytes added"
                  r"(?:, (\d+) found unusable)?", stderr)
    expect(m is not None, "no `native cache hits` line in --timings:\n" + stderr)
    return int(m.group(1)), int(m.group(2)), int(m.group(5) or 0), stderr


def warm(ctx, tries=4):
    """Runs until every module is found (each run's writes get a bounded wait
    at exit, so under load one run may not store everything)."""
    for _ in range(tries):
        hits, lookups, _, err = ctx.native()
        if lookups > 0 and hits == lookups:
            return lookups
    raise Failure("the native store did not settle after %d runs:\n%s" % (tries, err))


CI_LINE = re.compile(r"CodeInstances: (\d+) loaded, (\d+) revalidated, (\d+) invalidated, (\d+) not found; "
                     r"(\d+) inferred, (\d+) modules emitted")


def records_settle(ctx, tries=4):
    """Runs (each printing the reference output) until a run loads every
    CodeInstance from its record: nothing invalidated, inferred or emitted.
    Records written by processes that ran at once, or that were killed, are
    whole or absent: the store converges. (A run's writes get a bounded wait
    at exit, so under load a record may lack its callee's for a run.)"""
    for _ in range(tries):
        _, _, _, err = ctx.native()
        m = CI_LINE.search(err)
        expect(m is not None, "no CodeInstances line in --timings:\n" + err)
        loaded, _, invalidated, _, inferred, emitted = (int(g) for g in m.groups())
        if inferred == 0 and emitted == 0 and invalidated == 0 and loaded > 0:
            return loaded
    raise Failure("CodeInstance records did not settle after %d runs:\n%s" % (tries, err))


def cold(ctx):
    hits, lookups, _, err = ctx.native()
    expect(lookups >= 4, "too few modules compiled to test the cache (%d):\n%s" % (lookups, err))
    return hits, lookups


# ---- Tests

def test_warm_run_all_hits(ctx):
    hits, lookups = cold(ctx)
    expect(hits == 0, "a cold run found %d objects" % hits)
    n = warm(ctx)
    expect(n == lookups, "warm run looked up %d modules, cold %d" % (n, lookups))
    _, _, _, err = ctx.native()
    expect("100.0%" in err and " 0 bytes added" in err, err)
    # LLVM did nothing: no optimization time beyond noise.
    m = re.search(r"optimization ([\d.]+) ms", err)
    expect(m is not None and float(m.group(1)) < 1.0, "LLVM optimized on a warm run:\n" + err)
    s = ctx.stats()
    expect(s["usable"] and s["objects"] >= n, s)


def test_damaged_store_file(ctx):
    cold(ctx)
    warm(ctx)
    size = os.path.getsize(ctx.store)
    rng = random.Random(7)
    for damage in ("garbage", "truncate", "zero", "header"):
        with open(ctx.store, "r+b") as f:
            if damage == "garbage":
                f.seek(size // 3)
                f.write(bytes(rng.randrange(256) for _ in range(4096)))
            elif damage == "truncate":
                f.truncate(size // 2)
            elif damage == "zero":
                f.truncate(0)
            else:
                f.seek(0)
                f.write(b"this is no database file")
        ctx.native()  # the same output, whatever the file holds
        warm(ctx)     # and the store is usable again


def test_damaged_object(ctx):
    cold(ctx)
    n = warm(ctx)
    # One byte of every value changed; the stored hash not: each is a miss.
    db = sqlite3.connect(ctx.store)
    db.execute("UPDATE entries SET value = substr(value, 1, 40) || X'5a' || substr(value, 42)")
    db.commit()
    db.close()
    hits, lookups, _, err = ctx.native()
    expect(hits == 0 and lookups == n, "damaged objects were used:\n" + err)
    expect("damaged removed" in err, err)
    warm(ctx)


def test_linker_info_mismatch(ctx):
    """A value whose own hash is right but whose linker info is not the one the
    module needs (as a store written by a broken build would hold): the object
    is not linked, the module is compiled again."""
    cold(ctx)
    n = warm(ctx)
    db = sqlite3.connect(ctx.store)
    rows = db.execute("SELECT key, value FROM entries").fetchall()
    for key, value in rows:
        value = bytearray(value)
        # The first rename's first byte (after magic, version, count, length).
        value[16] ^= 0x01
        value = bytes(value)
        db.execute("UPDATE entries SET value = ?, hash = ? WHERE key = ?",
                   (value, entry_hash(key, value), key))
    db.commit()
    db.close()
    hits, lookups, rejected, err = ctx.native()
    expect(hits == 0 and rejected == n, "objects with wrong linker info were used:\n" + err)
    warm(ctx)


def entry_hash(key, value):
    import hashlib
    h = hashlib.sha256()
    for field in (key, value):
        h.update(len(field).to_bytes(8, "little"))
        h.update(field)
    return h.digest()


def test_other_version_store(ctx):
    cold(ctx)
    warm(ctx)
    db = sqlite3.connect(ctx.store)
    db.execute("PRAGMA user_version=%d" % 99)
    db.commit()
    db.close()
    hits, _, _, _ = ctx.native()
    expect(hits == 0, "a store of another format was used")
    db = sqlite3.connect(ctx.store)
    expect(db.execute("PRAGMA user_version").fetchone()[0] == 1, "the store was not made again")
    db.close()
    warm(ctx)


def test_data_folder_not_writable(ctx):
    # As root permissions stop nothing: a file where a folder should be does.
    os.makedirs(ctx.data)
    with open(os.path.join(ctx.data, "cache"), "w") as f:
        f.write("")
    hits, lookups, _, err = ctx.native()
    expect("native store: not used" in err, err)
    expect(hits == 0 and lookups == 0, err)
    os.remove(os.path.join(ctx.data, "cache"))
    if os.geteuid() != 0:
        cold(ctx)
        os.chmod(os.path.dirname(ctx.store), 0o555)
        try:
            ctx.native()
        finally:
            os.chmod(os.path.dirname(ctx.store), 0o755)


def test_disk_full(ctx):
    # A full disk, as a limit on the size of every file the process writes
    # (no mount needed): a write that would grow a file fails (EFBIG). The
    # reference run and a --compile=none run first, so Base's IR cache and the
    # start-up image are there and the limit falls on the native store.
    ctx.reference()
    ctx.run("run", "--compile=none", ctx.program)
    # No room at all: the store cannot even be made.
    ctx.native(file_size_limit=0)
    # Room for the store's first pages but not its shared memory index, twice
    # (the store may be left with whatever fitted).
    for _ in range(2):
        ctx.native(file_size_limit=24 << 10)
    check_store_file(ctx)
    # With room again the store fills and a warm run finds everything.
    n = warm(ctx)
    # Full at its present size: a changed program needs new entries that do
    # not fit, and the old ones are still found.
    size = max(os.path.getsize(f) for f in (ctx.store, ctx.store + "-wal") if os.path.exists(f))
    with open(ctx.program, "a") as f:
        f.write("triple(x::Int) = 3x\nprintln(triple(14))\n")
    ctx._reference = None
    ctx.reference()
    hits, lookups, _, err = ctx.native(file_size_limit=size)
    expect(hits >= n - 1 and "not written" in err, "a full disk lost entries already stored:\n" + err)
    check_store_file(ctx)
    warm(ctx)


def test_concurrent_cold_starts(ctx):
    ref = ctx.reference()
    # The IR cache and start-up image first: the processes are cold for the
    # native store (each compiles every module with LLVM), not for Base.
    ctx.run("run", "--compile=none", ctx.program)
    expect(not os.path.exists(ctx.store), "a --compile=none run made the native store")
    procs = [subprocess.Popen([ctx.kiln, "run", "--compile=all", ctx.program], env=ctx.env,
                              cwd=ctx.tmp, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(8)]
    for p in procs:
        out, err = p.communicate(timeout=600)
        expect((p.returncode, out, err) == ref, "a concurrent cold run differs: %r %r" % (out, err))
    r = ctx.run("cache", "verify")
    expect("native code store: valid" in r.stdout, r.stdout + r.stderr)
    warm(ctx)
    records_settle(ctx)


def check_store_file(ctx):
    """The store file, read as another program would: SQLite finds it whole,
    and every entry's hash matches its key and value."""
    if not os.path.exists(ctx.store):
        return
    db = sqlite3.connect(ctx.store)
    try:
        check = db.execute("PRAGMA integrity_check").fetchone()[0]
        expect(check == "ok", "the store is damaged: " + check)
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        if not tables:
            return  # an empty database: the process stopped before its schema was written
        for key, hash_, value in db.execute("SELECT key, hash, value FROM entries"):
            expect(hash_ == entry_hash(key, value), "an entry does not match its hash")
    finally:
        db.close()


def test_killed_while_writing(ctx):
    rng = random.Random(19)
    # Kills spread over the run: loading, LLVM, the store's writes, the exit wait.
    kill_times = [rng.uniform(0.3, 4.0) for _ in range(9)]
    kill_times, _ = test_slice(kill_times)
    ctx.reference()
    ctx.run("run", "--compile=none", ctx.program)  # Base's IR cache: the kills hit native work
    for t in kill_times:
        if os.path.exists(ctx.store):
            os.remove(ctx.store)
        p = subprocess.Popen([ctx.kiln, "run", "--compile=all", ctx.program], env=ctx.env,
                             cwd=ctx.tmp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(t)
        p.send_signal(signal.SIGKILL)
        p.wait()
        check_store_file(ctx)
        ctx.native()
        check_store_file(ctx)
    warm(ctx)
    records_settle(ctx)


def test_abi_change_misses_everything(ctx):
    cold(ctx)
    n = warm(ctx)
    for shifted in ("Value", "DataType", "int64"):
        hits, lookups, _, err = ctx.native({"KILN_TEST_ABI_SHIFT": shifted})
        expect(lookups == n and hits == 0,
               "a changed %s layout still found objects:\n%s" % (shifted, err))
    # The entries of the real layout are still there.
    hits, lookups, _, _ = ctx.native()
    expect(hits == lookups, "entries lost after ABI-shifted runs")


def test_eviction_under_small_cap(ctx):
    cap = 6000
    env = {"KILN_NATIVE_CACHE_SIZE": str(cap)}
    hits, lookups, _, err = ctx.native(env)
    expect(lookups >= 4, err)
    for _ in range(3):
        ctx.native(env)
        s = ctx.stats()
        expect(s["bytes"] <= cap, "the store holds %d bytes over its cap of %d" % (s["bytes"], cap))
        expect(s["objects"] > 0, s)
    # With the default cap everything fits again.
    warm(ctx)


def test_stats_verify_clear(ctx):
    s = ctx.stats()
    expect(not s["exists"], s)
    cold(ctx)
    warm(ctx)
    s = ctx.stats()
    expect(s["usable"] and s["objects"] > 0 and s["bytes"] > 0 and s["cap_bytes"] == 512 << 20, s)
    r = ctx.run("cache", "stats")
    expect(re.search(r"native code store: \d+ objects", r.stdout) is not None, r.stdout)
    r = ctx.run("cache", "verify")
    expect(r.returncode == 0 and "native code store: valid" in r.stdout, r.stdout)
    db = sqlite3.connect(ctx.store)
    db.execute("UPDATE entries SET value = X'00' || substr(value, 2) "
               "WHERE rowid = (SELECT min(rowid) FROM entries)")
    db.commit()
    db.close()
    r = ctx.run("cache", "verify")
    expect(r.returncode == 1 and "failed their content hash" in r.stdout, r.stdout)
    # A default-mode run whose code gets hot leaves the tier's marker of the
    # program (docs/native.md "Tiering"); clear removes it with the store.
    hot_env = dict(ctx.env, KILN_TIER_CALLS="2")
    r = ctx.run("run", ctx.program, env=hot_env)
    expect(r.returncode == 0 and r.stdout == ctx.reference()[1], r.stdout + r.stderr)
    markers = os.path.join(ctx.data, "cache", "native-hot")
    expect(os.path.isdir(markers) and os.listdir(markers), "a hot run left no marker")
    r = ctx.run("cache", "clear")
    expect(r.returncode == 0 and "cleared the native code store" in r.stdout, r.stdout)
    expect(not os.path.exists(ctx.store), "clear left the store")
    expect(not os.path.exists(markers), "clear left the programs' markers")


def test_cache_off_uses_no_store(ctx):
    r = ctx.run("run", "--cache=off", "--compile=all", "--timings", ctx.program)
    expect(r.stdout == ctx.reference()[1], r.stdout)
    expect("native store: not used (--cache=off)" in r.stderr, r.stderr)
    expect(not os.path.exists(ctx.store), "--cache=off created the store")


def test_llvm_initialized_only_when_used(ctx):
    # LLVM's static initializers wait for the first use of LLVM
    # (base/deferred_init.h): an interpreted run never runs them, nor does a
    # run in the default mode whose code never gets hot; a run that compiles
    # does, and all print the reference output.
    r = ctx.run("run", "--compile=none", "--timings", ctx.program)
    expect(r.returncode == 0 and r.stdout == ctx.reference()[1], r.stdout + r.stderr)
    m = re.search(r"LLVM's static initializers: (\d+), not run\n", r.stderr)
    expect(m is not None and int(m.group(1)) > 0,
           "an interpreted run ran LLVM's initializers (or did not defer them):\n" + r.stderr)
    r = ctx.run("--timings", "-e", "println(sum(1:10), \" \", string(2.5))")
    expect(r.returncode == 0 and r.stdout == "55 2.5\n", r.stdout + r.stderr)
    expect(re.search(r"LLVM's static initializers: %s, not run\n" % m.group(1), r.stderr) is not None,
           "a default-mode run that never got hot ran LLVM's initializers:\n" + r.stderr)
    _, lookups, _, err = ctx.native()
    expect(lookups > 0, "nothing compiled natively:\n" + err)
    expect(re.search(r"LLVM's static initializers: %s, run at the first use of LLVM\n" % m.group(1), err)
           is not None, "a compiling run did not run LLVM's initializers:\n" + err)
    # Warm: every object linked from the store, so only the initializers of
    # the linker's archives run (base::RunLinkerInitializers); those of
    # optimization and code generation do not.
    hits, lookups, _, err = ctx.native()
    expect(hits == lookups and hits > 0, "the warm run compiled:\n" + err)
    linker = re.search(r"LLVM's static initializers: %s, the linker's (\d+) run \(nothing compiled\)\n"
                       % m.group(1), err)
    expect(linker is not None and 0 < int(linker.group(1)) < int(m.group(1)),
           "a warm run ran more than the linker's initializers:\n" + err)


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}

if __name__ == "__main__":
    sys.exit(run_main(TESTS, "kiln-native-cache-", Context))
