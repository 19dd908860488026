#!/usr/bin/env python3
"""Process-level tests of the shared tier on Redis (COMPILER.md §6, CACHE.md §5;
docs/remote-cache.md, docs/formats/remote-store.md), against a real
`redis-server` started on a free loopback port for each test
(tests/redis_harness.py) and stopped after.

usage: remote_cache_tests.py --kiln PATH TEST

Each "machine" is a fresh, empty KILN_DATA (its own native store); the
standard library is a copy of the build's (--stdlib) shared by the machines,
except in two_machines_stdlib_elsewhere, where each has its own at another path. The reference output is what
`kiln run --cache=off` prints; every run, whatever the server does or holds,
must print exactly that.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
from process_harness import Failure, Skip, expect, main as run_main  # noqa: E402
from redis_harness import RedisServer, free_port, redis_server_binary  # noqa: E402

# The native cache tests' program: functions that compile natively, several
# modules, deterministic output, a short run.
from native_cache_tests import PROGRAM  # noqa: E402

# The envelope (docs/formats/remote-store.md): magic, version, flags (u32),
# size (u64), hash (32), signer (32), signature (64), payload size (u64).
HASH_AT, SIGNER_AT, SIGNATURE_AT, PAYLOAD_AT = 20, 52, 84, 156
KEY_PATTERN = "kiln:r1:native:*"

# Generous bound on what a down or stopped server may add to a run (the
# tier's own timeouts are tens of milliseconds; the rest is a loaded machine's
# noise between two runs).
EXTRA_BOUND_S = 4.0
WAIT_BOUND_MS = 1000.0

REMOTE_LINE = re.compile(
    r"remote cache: (\S+): (\d+) hits, (\d+) misses, (\d+) rejected \(not signed by a trusted key\), "
    r"(\d+) damaged, (\d+) bytes down, (\d+) bytes up \((\d+) entries\), (\d+) errors; "
    r"([\d.]+) ms waiting on it")
RECORDS_LINE = re.compile(
    r"remote cache, CodeInstance records: (\d+) hits, (\d+) misses, (\d+) rejected, (\d+) damaged, "
    r"(\d+) bytes down, (\d+) bytes up \((\d+) entries\)")
CI_LINE = re.compile(
    r"CodeInstances: (\d+) loaded, (\d+) revalidated, (\d+) invalidated, (\d+) not found; "
    r"(\d+) inferred, (\d+) modules emitted; (\d+) records written, (\d+) not persisted")
RECORD_KEY_PATTERN = "kiln:r1:cinst:*"


class Run:
    """What one --compile=all --timings run did, from its --timings lines."""

    def __init__(self, r):
        self.stdout, self.stderr, self.seconds = r.stdout, r.stderr, r.seconds
        m = re.search(r"native cache hits: (\d+)/(\d+) \(([\d.]+)%\), (\d+) bytes added", r.stderr)
        expect(m is not None, "no `native cache hits` line in --timings:\n" + r.stderr)
        self.hits, self.lookups, self.bytes_added = int(m.group(1)), int(m.group(2)), int(m.group(4))
        m = re.search(r"optimization ([\d.]+) ms", r.stderr)
        self.optimize_ms = float(m.group(1)) if m else None
        m = REMOTE_LINE.search(r.stderr)
        self.remote = None
        if m:
            names = ("hits", "misses", "rejected", "damaged", "down", "up", "entries_up", "errors")
            self.remote = dict(zip(names, (int(g) for g in m.groups()[1:9])))
            self.remote["wait_ms"] = float(m.group(10))
        m = RECORDS_LINE.search(r.stderr)
        self.records = None
        if m:
            names = ("hits", "misses", "rejected", "damaged", "down", "up", "entries_up")
            self.records = dict(zip(names, (int(g) for g in m.groups())))
        m = CI_LINE.search(r.stderr)
        expect(m is not None, "no CodeInstances line in --timings:\n" + r.stderr)
        names = ("loaded", "revalidated", "invalidated", "missing", "inferred", "emitted", "written",
                 "not_persisted")
        self.ci = dict(zip(names, (int(g) for g in m.groups())))
        self.off = re.search(r"remote cache: off for the rest of the run after a failure \((.*)\)", r.stderr)
        self.notes = re.findall(r"^  remote cache: (?!redis://)(.*)$", r.stderr, re.M)


class Context:
    def __init__(self, kiln, stdlib, tmp):
        if redis_server_binary() is None:
            raise Skip("redis-server is not installed (scripts/setup.sh installs Debian's redis-server)")
        self.kiln = kiln
        self.tmp = tmp
        self.program = os.path.join(tmp, "prog.jl")
        with open(self.program, "w") as f:
            f.write(PROGRAM)
        self.env = dict(os.environ)
        self.stdlib = stdlib
        if stdlib:
            # A standard library of the test's own: its packages' cache entries
            # (which hold their CodeInstance records) live in its folder, and
            # other tests running at the same time must not change them.
            shutil.copytree(stdlib, os.path.join(tmp, "stdlib"), ignore=shutil.ignore_patterns(".kiln"))
            self.env["KILN_STDLIB"] = os.path.join(tmp, "stdlib")
        for var in list(self.env):
            if var.startswith("KILN_REMOTE") or var in ("KILN_TRUSTED_KEYS", "KILN_SIGNING_KEY",
                                                       "KILN_NATIVE_CACHE_SIZE", "KILN_TEST_ABI_SHIFT"):
                del self.env[var]
        self.machines = 0
        self.keys = {}
        self._reference = None

    def key(self, name):
        """An Ed25519 key pair made with openssl: (private PEM path, public PEM path)."""
        if name not in self.keys:
            private = os.path.join(self.tmp, name + ".pem")
            public = os.path.join(self.tmp, name + ".pub")
            try:
                subprocess.run(["openssl", "genpkey", "-algorithm", "ed25519", "-out", private],
                               check=True, capture_output=True)
                subprocess.run(["openssl", "pkey", "-in", private, "-pubout", "-out", public],
                               check=True, capture_output=True)
            except FileNotFoundError:
                raise Failure("the openssl command is missing (scripts/setup.sh installs it)")
            os.chmod(private, 0o600)
            os.chmod(public, 0o644)
            self.keys[name] = (private, public)
        return self.keys[name]

    def remote_env(self, server_url, sign="team", trust="team", timeout_ms=5000):
        """The environment of a machine using the shared tier. Healthy-server
        tests use long timeouts so that a loaded machine never turns the
        tier off; fault tests pass timeout_ms=None (the defaults)."""
        env = {"KILN_REMOTE_CACHE": server_url}
        if sign:
            env["KILN_SIGNING_KEY"] = self.key(sign)[0]
        if trust:
            env["KILN_TRUSTED_KEYS"] = self.key(trust)[1]
        if timeout_ms:
            env["KILN_REMOTE_TIMEOUT_MS"] = str(timeout_ms)
            env["KILN_REMOTE_CONNECT_TIMEOUT_MS"] = str(timeout_ms)
        return env

    def machine(self):
        """A fresh, empty KILN_DATA."""
        self.machines += 1
        path = os.path.join(self.tmp, "machine%d" % self.machines)
        os.makedirs(path)
        return path

    def run(self, data, extra_env=None, args=("--compile=all", "--timings"), timeout=300, program=None):
        env = dict(self.env, KILN_DATA=data, **(extra_env or {}))
        start = time.monotonic()
        r = subprocess.run([self.kiln, "run"] + list(args) + [program or self.program], env=env, cwd=self.tmp,
                           capture_output=True, text=True, timeout=timeout)
        r.seconds = time.monotonic() - start
        return r

    def reference(self):
        if self._reference is None:
            r = self.run(self.machine(), args=("--cache=off",))
            expect(r.returncode == 0, "reference run failed: %r" % (r.stderr,))
            self._reference = r
        return self._reference

    def native(self, data, extra_env=None, program=None):
        """A --compile=all --timings run that must print what --cache=off prints."""
        r = self.run(data, extra_env, program=program)
        ref = self.reference()
        expect(r.returncode == ref.returncode and r.stdout == ref.stdout,
               "output differs from --cache=off:\n  want %r\n  got %r\n%s" % (ref.stdout, r.stdout, r.stderr))
        plain = [l for l in r.stderr.splitlines(True) if not l.startswith("  ") and not l.startswith("kiln timings")]
        expect("".join(plain) == ref.stderr, "standard error differs: %r" % (r.stderr,))
        return Run(r)

    def upload(self, server):
        """Machine 1 compiles everything and shares it; returns its run and
        the server's entries (key -> value)."""
        first = self.native(self.machine(), self.remote_env(server.url))
        expect(first.lookups >= 4 and first.hits == 0, "machine 1 was not cold:\n" + first.stderr)
        expect(first.remote is not None and first.remote["entries_up"] == first.lookups,
               "machine 1 did not upload every object:\n" + first.stderr)
        # ... and every CodeInstance record it wrote, under their own namespace.
        expect(first.ci["written"] > 0 and first.records["entries_up"] == first.ci["written"],
               "machine 1 did not upload every CodeInstance record:\n" + first.stderr)
        expect(len(server.keys(RECORD_KEY_PATTERN)) == first.ci["written"], "records on the server")
        entries = {k: server.command("GET", k) for k in server.keys(KEY_PATTERN)}
        expect(len(entries) == first.lookups, "the server holds %d entries, not %d" % (len(entries), first.lookups))
        return first, entries


def compiled_everything(run):
    expect(run.hits == 0 and run.bytes_added > 0, "objects were used:\n" + run.stderr)


def restore(server, entries, change=lambda k, v: v):
    for k, v in entries.items():
        server.command("SET", k, change(k, v))


def flip(value, at):
    b = bytearray(value)
    b[at] ^= 0x41
    return bytes(b)


# ---- Tests

def test_two_machines(ctx):
    """Compile once per team: the second cold machine compiles nothing and,
    with the CodeInstance records from the server, infers nothing."""
    with RedisServer(ctx.tmp) as server:
        first, _ = ctx.upload(server)
        second_data = ctx.machine()
        # Its store's thread slowed as on a loaded machine (it waits before
        # each batch of writes as for a CPU): the copies of what it found
        # on the server are all kept all the same (the exit waits for the
        # thread's own time, docs/formats/native-store.md).
        second = ctx.native(second_data, dict(ctx.remote_env(server.url), KILN_TEST_STORE_DELAY_MS="400"))
        expect(second.hits == second.lookups == first.lookups and second.bytes_added == 0,
               "machine 2 compiled:\n" + second.stderr)
        expect(second.ci["inferred"] == 0 and second.ci["emitted"] == 0 and second.ci["invalidated"] == 0,
               "machine 2 inferred or emitted:\n" + second.stderr)
        expect(second.records["hits"] == second.ci["loaded"] == first.ci["written"]
               and second.records["rejected"] == 0 and second.records["damaged"] == 0
               and second.records["entries_up"] == 0, "records from the server:\n" + second.stderr)
        expect(second.optimize_ms is not None and second.optimize_ms < 1.0, "LLVM optimized:\n" + second.stderr)
        expect(second.remote["hits"] == first.lookups and second.remote["down"] > 0
               and second.remote["entries_up"] == 0 and second.remote["errors"] == 0, second.stderr)
        # The hits were copied into machine 2's own store: the next run does
        # not ask the server at all.
        third = ctx.native(second_data, ctx.remote_env(server.url))
        expect(third.hits == third.lookups and third.remote["hits"] == 0 and third.remote["misses"] == 0,
               "a local hit went to the server:\n" + third.stderr)
        expect(third.ci["inferred"] == 0 and third.records["hits"] == 0
               and third.records["misses"] == third.ci["missing"],
               "a local record went to the server:\n" + third.stderr)
        r = subprocess.run([ctx.kiln, "cache", "stats", "--json"], capture_output=True, text=True,
                           env=dict(ctx.env, KILN_DATA=second_data, **ctx.remote_env(server.url)))
        remote = json.loads(r.stdout)["remote"]
        expect(remote["reachable"] and remote["runs"] == 2 and remote["hits"] == first.lookups
               and remote["bytes_down"] == second.remote["down"] and remote["rejected_signatures"] == 0,
               "kiln cache stats: %r" % remote)
        expect(remote["record_hits"] == first.ci["written"] and remote["record_entries_up"] == 0
               and remote["record_bytes_down"] == second.records["down"]
               and remote["record_rejected_signatures"] == 0, "kiln cache stats: %r" % remote)


def test_two_machines_stdlib_elsewhere(ctx):
    """Machines whose standard library and program are copies at other
    paths: records name a method's file relative to its package (or a
    script by its name), so the second machine's records of Base's methods
    and of the program hold — nothing invalidated, inferred or emitted."""
    if not ctx.stdlib:
        raise Skip("needs --stdlib (a standard library to copy for each machine)")
    with RedisServer(ctx.tmp) as server:
        first, _ = ctx.upload(server)
        # Machine 2: a fresh copy of the standard library (no cache entries of
        # its own) and of the program, at other paths of other lengths.
        place = os.path.join(ctx.tmp, "machine-two", "opt", "kiln-library")
        shutil.copytree(ctx.stdlib, place, ignore=shutil.ignore_patterns(".kiln"))
        program = os.path.join(ctx.tmp, "machine-two", "home", "someone", "prog.jl")
        os.makedirs(os.path.dirname(program))
        shutil.copyfile(ctx.program, program)
        env = dict(ctx.remote_env(server.url), KILN_STDLIB=place)
        second = ctx.native(ctx.machine(), env, program=program)
        expect(second.ci["invalidated"] == 0 and second.ci["inferred"] == 0 and second.ci["emitted"] == 0
               and second.ci["missing"] == 0, "machine 2 invalidated, inferred or emitted:\n" + second.stderr)
        expect(second.ci["loaded"] == second.ci["revalidated"] == first.ci["written"]
               and second.records["hits"] == first.ci["written"], "records from the server:\n" + second.stderr)
        expect(second.hits == second.lookups == first.lookups and second.bytes_added == 0,
               "machine 2 compiled:\n" + second.stderr)
        expect(second.optimize_ms is not None and second.optimize_ms < 1.0, "LLVM optimized:\n" + second.stderr)
        print("machine 2 (standard library and program elsewhere): %d records loaded, %d revalidated, "
              "%d invalidated, %d inferred, %d modules emitted; %d/%d objects from the server"
              % (second.ci["loaded"], second.ci["revalidated"], second.ci["invalidated"], second.ci["inferred"],
                 second.ci["emitted"], second.remote["hits"], second.lookups))


def test_bad_entries(ctx):
    """Garbage, a key of another type, a payload that fails its hash, an
    unsigned entry, a broken signature, a signer nobody trusts: each is a
    miss (counted), the machine compiles, the output is unchanged."""
    with RedisServer(ctx.tmp) as server:
        first, entries = ctx.upload(server)
        n = first.lookups
        keys = sorted(entries)

        def machine(counter, want, **env):
            run = ctx.native(ctx.machine(), ctx.remote_env(server.url, **env))
            compiled_everything(run)
            expect(run.remote[counter] == want, "want %d %s:\n%s" % (want, counter, run.stderr))
            expect(run.off is None, "the tier was turned off:\n" + run.stderr)
            return run

        # A third of the keys hold garbage, one holds a list, the rest a
        # payload with one byte changed (hash and signature the original ones).
        def damage(k, v):
            i = keys.index(k)
            if i % 3 == 0:
                return b"garbage \x00\xff" * (1 + i)
            return flip(v, PAYLOAD_AT + (len(v) - PAYLOAD_AT) // 2)
        restore(server, entries, damage)
        server.command("DEL", keys[1])
        server.command("RPUSH", keys[1], "not", "a", "string")
        machine("damaged", n, sign=None)
        # Unsigned (signer and signature zeroed) for half, a broken signature
        # for the other half.
        half = set(keys[: n // 2])
        restore(server, entries, lambda k, v: v[:SIGNER_AT] + bytes(96) + v[PAYLOAD_AT - 8:] if k in half
                else flip(v, SIGNATURE_AT + 10))
        machine("rejected", n, sign=None)
        # Validly signed, by a key this machine does not trust: neither the
        # objects nor the CodeInstance records naming them are used. (Records
        # of Base's methods that earlier machines left in the standard
        # library's own cache entries are local, and may be loaded.)
        restore(server, entries)
        stranger = machine("rejected", n, sign=None, trust="stranger")
        expect(stranger.records["rejected"] > 0 and stranger.records["hits"] == 0,
               "records signed by an untrusted key were used:\n" + stranger.stderr)


def test_server_faults(ctx):
    """Down from the start, SIGSTOPped (reading, then writing), flushed
    between runs, killed while a machine reads and while one writes: every
    run prints the same, one note says the tier went off, and a dead or
    stopped server costs at most a bounded extra time."""
    baseline = ctx.native(ctx.machine())  # no shared tier at all

    def bounded(run, what):
        # What the run's thread spent on the server (the tier's own clock),
        # and the whole run against one without the tier.
        expect(run.remote["wait_ms"] < WAIT_BOUND_MS,
               "%s: %.1f ms waiting on the server:\n%s" % (what, run.remote["wait_ms"], run.stderr))
        expect(run.seconds < baseline.seconds + EXTRA_BOUND_S,
               "%s cost %.1f s (without the tier: %.1f s)" % (what, run.seconds, baseline.seconds))

    def went_off(run, what):
        expect(run.off is not None, "%s: no note of the failure:\n%s" % (what, run.stderr))
        expect(len(re.findall(r"remote cache: off", run.stderr)) == 1, "more than one note:\n" + run.stderr)

    # Nothing listens on the port.
    down = ctx.native(ctx.machine(), ctx.remote_env("redis://127.0.0.1:%d" % free_port(), timeout_ms=None))
    compiled_everything(down)
    went_off(down, "down")
    expect("connect" in down.off.group(1) and down.remote["errors"] == 1 and down.remote["misses"] == 0,
           down.stderr)
    bounded(down, "a down server")
    with RedisServer(ctx.tmp) as server:
        first, entries = ctx.upload(server)
        # Stopped: connections are accepted, nothing is answered.
        server.stop()
        stopped = ctx.native(ctx.machine(), ctx.remote_env(server.url, timeout_ms=None))
        compiled_everything(stopped)
        went_off(stopped, "stopped")
        bounded(stopped, "a stopped server")
        # Stopped while a machine only uploads (it trusts no key, so it reads
        # nothing and says so): its writes time out, the run ends all the same.
        writer = ctx.native(ctx.machine(), ctx.remote_env(server.url, trust=None, timeout_ms=None))
        server.resume()
        went_off(writer, "stopped while writing")
        expect("write" in writer.off.group(1) and writer.remote["entries_up"] == 0, writer.stderr)
        bounded(writer, "a stopped server")
        # Flushed between runs: misses; the machine compiles and shares again.
        server.command("FLUSHALL")
        flushed = ctx.native(ctx.machine(), ctx.remote_env(server.url))
        compiled_everything(flushed)
        expect(flushed.remote["misses"] == first.lookups and flushed.remote["entries_up"] == first.lookups,
               flushed.stderr)
    # Killed while a machine reads (the server holds every entry), then while
    # one writes.
    for name, trust in (("reads", "team"), ("writes", None)):
        with RedisServer(ctx.tmp) as server:
            if trust:
                restore(server, entries)
            env = dict(ctx.env, KILN_DATA=ctx.machine(),
                       **ctx.remote_env(server.url, trust=trust, timeout_ms=None))
            start = time.monotonic()
            proc = subprocess.Popen([ctx.kiln, "run", "--compile=all", "--timings", ctx.program], env=env,
                                    cwd=ctx.tmp, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            time.sleep(baseline.seconds * 0.5)
            server.kill()
            out, err = proc.communicate(timeout=300)
            seconds = time.monotonic() - start
            expect(proc.returncode == 0 and out == ctx.reference().stdout,
                   "killed while a machine %s: output differs:\n%s\n%s" % (name, out, err))
            expect(seconds < baseline.seconds + EXTRA_BOUND_S,
                   "killed while a machine %s: %.1f s (without the tier %.1f s)" % (name, seconds, baseline.seconds))


def test_unresolvable_host(ctx):
    """A host name that does not resolve (the reserved .invalid domain: at once
    or after the resolver's own timeout, depending on the machine's name
    servers) costs at most the connect timeout: the tier goes off with one
    note, the run compiles and prints what --cache=off prints."""
    run = ctx.native(ctx.machine(), ctx.remote_env("redis://kiln-test.invalid:6379", timeout_ms=None))
    compiled_everything(run)
    expect(run.off is not None and "resolving kiln-test.invalid" in run.off.group(1),
           "no note of the failed lookup:\n" + run.stderr)
    expect(len(re.findall(r"remote cache: off", run.stderr)) == 1, "more than one note:\n" + run.stderr)
    expect(run.remote["errors"] == 1 and run.remote["hits"] == 0 and run.remote["misses"] == 0, run.stderr)
    expect(run.remote["wait_ms"] < WAIT_BOUND_MS, "%.1f ms waiting on the lookup" % run.remote["wait_ms"])


def test_tiny_maxmemory(ctx):
    """A server too small for the entries: evicted (allkeys-lru) or refused
    (noeviction) — runs are unchanged; refusals are counted, the tier stays on."""
    for policy in ("allkeys-lru", "noeviction"):
        with RedisServer(ctx.tmp, ["--maxmemory-policy", policy]) as server:
            # Room for a few kilobytes beyond what the empty server uses.
            info = server.command("INFO", "memory").decode()
            used = int(re.search(r"used_memory:(\d+)", info).group(1))
            server.command("CONFIG", "SET", "maxmemory", str(used + 4096))
            first = ctx.native(ctx.machine(), ctx.remote_env(server.url))
            expect(first.off is None, "the tier went off:\n" + first.stderr)
            if policy == "noeviction":
                expect(first.remote["errors"] > 0 and first.remote["entries_up"] < first.lookups,
                       "a full server accepted every write:\n" + first.stderr)
                continue
            # Entries were evicted to make room: the next machine finds some.
            second = ctx.native(ctx.machine(), ctx.remote_env(server.url))
            expect(second.remote["hits"] + second.remote["misses"] == second.lookups, second.stderr)
            expect(second.off is None, "the tier went off:\n" + second.stderr)
            expect(second.remote["misses"] > 0, "nothing was evicted:\n" + second.stderr)


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}

if __name__ == "__main__":
    sys.exit(run_main(TESTS, "kiln-remote-cache-", Context, stdlib_default=""))
