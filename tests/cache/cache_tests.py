#!/usr/bin/env python3
"""Process-level tests of Kiln's IR cache (CACHE.md §3), driving the real binary.

usage: cache_tests.py --kiln PATH [--stdlib DIR] TEST

Each TEST is one CTest. Tests that need `kiln run` to execute programs exit 77
("skipped") while it cannot; the others use `kiln cache load`, which loads and
compiles files through the cache without running them.

Every test works in a fresh temporary folder with its own KILN_DATA, and copies
what it needs there, so the source tree never gets a cache.
"""

import os
import random
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from process_harness import SKIP, Failure, expect, main as run_main, test_slice  # noqa: E402


# A package whose files parse and lower: three files, one included by another.
PACKAGE = {
    "Project.toml": 'name = "Shapes"\nversion = "0.1.0"\n',
    "src/Shapes.jl": (
        "module Shapes\n"
        "export area, Square, Circle\n"
        'include("square.jl")\n'
        'include("circle.jl")\n'
        "describe(s) = string(typeof(s), \" of area \", area(s))\n"
        "end\n"
    ),
    "src/square.jl": (
        "struct Square\n    side::Float64\nend\n"
        "area(s::Square) = s.side * s.side\n"
        "perimeter(s::Square) = 4 * s.side\n"
    ),
    "src/circle.jl": (
        "struct Circle\n    r::Float64\nend\n"
        "area(c::Circle) = 3.0 * c.r * c.r\n"
        "function grow(c::Circle, k)\n    total = 0.0\n    for i in 1:k\n"
        "        total += i * c.r\n    end\n    Circle(total)\nend\n"
    ),
}

HELLO = 'println("Hello, world!")\nf(x) = x + 1\nprintln(f(41))\n'


class Context:
    def __init__(self, kiln, stdlib, tmp):
        self.kiln = kiln
        self.stdlib = stdlib
        self.tmp = tmp
        self.data = os.path.join(tmp, "data")
        self.env = dict(os.environ, KILN_DATA=self.data)
        # Programs run against a copy of the standard library, so its package
        # caches are written here, never into the source tree.
        self.env["KILN_STDLIB"] = self.path("stdlib")
        if stdlib and os.path.isdir(stdlib):
            shutil.copytree(stdlib, self.path("stdlib"), ignore=shutil.ignore_patterns(".kiln"))
        self.env_without_stdlib = dict(self.env, KILN_STDLIB=self.path("no-stdlib"))

    def path(self, *parts):
        return os.path.join(self.tmp, *parts)

    def write_package(self, root, files=None):
        for rel, text in (files or PACKAGE).items():
            full = os.path.join(root, rel)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as f:
                f.write(text)

    def kiln_cmd(self, *args):
        return [self.kiln] + list(args)

    def run(self, *args, check=None, cwd=None, timeout=120, env=None, input=""):
        r = subprocess.run(self.kiln_cmd(*args), env=env or self.env, cwd=cwd or self.tmp,
                           capture_output=True, text=True, timeout=timeout, input=input)
        if check is not None and r.returncode != check:
            raise Failure("kiln %s: exit %d, expected %d\nstdout:\n%s\nstderr:\n%s"
                          % (" ".join(args), r.returncode, check, r.stdout, r.stderr))
        return r

    def load(self, *files, extra=()):
        # Without a standard library, so that only the test's files count
        # (with one, their `using Base` would have Base's files loaded too).
        return self.run("cache", "load", "--no-stdlib", "--all-bodies", *extra, *files,
                        env=self.env_without_stdlib)

    def can_run_programs(self):
        hello = self.path("probe", "hello.jl")
        os.makedirs(os.path.dirname(hello), exist_ok=True)
        with open(hello, "w") as f:
            f.write(HELLO)
        r = self.run("run", "--cache=off", hello)
        return r.returncode == 0 and r.stdout == "Hello, world!\n42\n"


def package_files(root):
    return [os.path.join(root, "src", "Shapes.jl")]


def loaded_lines(stdout):
    """{path: "from cache" | "compiled"} from `kiln cache load` output."""
    out = {}
    for line in stdout.splitlines():
        path, _, how = line.rpartition(": ")
        out[path] = how
    return out


def expect_converges(ctx, run_args, marker, tries=3):
    """A warm run reaches `marker` within a few runs: each run's writes get at
    most 200 ms at exit, so under load one run may not persist everything."""
    env = ctx.env_without_stdlib if run_args[0] == "cache" else ctx.env
    for _ in range(tries):
        r = ctx.run(*run_args, env=env)
        if marker in r.stderr:
            return
    raise Failure("the cache did not settle after %d runs:\n%s" % (tries, r.stderr))


def verify_clean(ctx, *paths):
    """`kiln cache verify` (of the standard library copy when no paths) finds nothing corrupt."""
    r = ctx.run("cache", "verify", *paths)
    expect(r.returncode == 0 and " 0 corrupt" in r.stdout,
           "kiln cache verify found corrupt entries:\n" + r.stdout + r.stderr)


# ---- Tests that need only `kiln cache load`.

def test_second_run_loads_from_cache(ctx):
    root = ctx.path("Shapes")
    ctx.write_package(root)
    cold = ctx.load(*package_files(root), extra=["--timings"])
    expect(cold.returncode == 0, cold.stderr)
    expect("0 modules loaded from cache, 3 compiled" in cold.stderr, cold.stderr)
    warm = ctx.load(*package_files(root), extra=["--timings"])
    expect(warm.returncode == 0, warm.stderr)
    expect("3 modules loaded from cache, 0 compiled" in warm.stderr, warm.stderr)
    expect(set(loaded_lines(warm.stdout).values()) == {"from cache"}, warm.stdout)
    expect(os.path.isfile(os.path.join(root, ".kiln/cache/ir", os.listdir(
        os.path.join(root, ".kiln/cache/ir"))[0], "Shapes/square.ir")), "no entry with the package")
    verify_clean(ctx, root)


def test_concurrent_cold_starts(ctx):
    for round_ in range(3):
        root = ctx.path("Shapes%d" % round_)
        ctx.write_package(root)
        procs = [subprocess.Popen(ctx.kiln_cmd("cache", "load", "--no-stdlib", "--all-bodies",
                                               *package_files(root)),
                                  env=ctx.env_without_stdlib, cwd=ctx.tmp, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for _ in range(4)]
        for p in procs:
            out, err = p.communicate(timeout=120)
            expect(p.returncode == 0, "a concurrent cold start failed:\n" + err)
            expect(len(loaded_lines(out)) == 3, out)
        verify_clean(ctx, root)
        expect_converges(ctx, ["cache", "load", "--no-stdlib", "--timings"] + package_files(root),
                         "3 modules loaded from cache, 0 compiled")


def test_killed_during_writes(ctx):
    rng = random.Random(1234)
    for attempt in range(25):
        root = ctx.path("Shapes-k%d" % attempt)
        ctx.write_package(root)
        p = subprocess.Popen(ctx.kiln_cmd("cache", "load", "--no-stdlib", *package_files(root)),
                             env=ctx.env_without_stdlib, cwd=ctx.tmp, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, 0.08))
        p.send_signal(signal.SIGKILL)
        p.wait()
        after = ctx.load(*package_files(root))
        expect(after.returncode == 0, "run after a kill failed:\n" + after.stderr)
        verify_clean(ctx, root)
        expect_converges(ctx, ["cache", "load", "--no-stdlib", "--timings"] + package_files(root),
                         "3 modules loaded from cache, 0 compiled")


def test_package_folder_not_writable(ctx):
    root = ctx.path("Shapes")
    ctx.write_package(root)
    # Works as root too: the package's cache folder cannot be created when a
    # file is in its way; as another user, a read-only folder is the real thing.
    if os.geteuid() == 0:
        open(os.path.join(root, ".kiln"), "w").close()
    else:
        os.chmod(root, 0o555)
    try:
        cold = ctx.load(*package_files(root), extra=["--timings"])
        expect(cold.returncode == 0, cold.stderr)
        expect("note:" not in cold.stderr, cold.stderr)
        expect(os.path.isdir(os.path.join(ctx.data, "cache", "ir")), "nothing written globally")
        warm = ctx.load(*package_files(root), extra=["--timings"])
        expect("3 modules loaded from cache, 0 compiled" in warm.stderr, warm.stderr)
    finally:
        os.chmod(root, 0o755)


def test_nothing_writable(ctx):
    root = ctx.path("Shapes")
    ctx.write_package(root)
    open(os.path.join(root, ".kiln"), "w").close()
    with open(ctx.data, "w") as f:  # KILN_DATA is a file: no global location either
        f.write("")
    r = ctx.load(*package_files(root), extra=["--timings"])
    expect(r.returncode == 0, r.stderr)
    expect(r.stderr.count("note: the IR cache could not be written") == 1, r.stderr)
    expect(len(loaded_lines(r.stdout)) == 3, r.stdout)


def test_require_mode(ctx):
    root = ctx.path("Shapes")
    ctx.write_package(root)
    cold = ctx.load(*package_files(root), extra=["--cache=require"])
    expect(cold.returncode == 1, "require on an empty cache must fail:\n" + cold.stderr)
    expect("--cache=require" in cold.stderr and "Shapes.meta" in cold.stderr
           and "no entry" in cold.stderr, cold.stderr)
    ctx.load(*package_files(root))
    warm = ctx.load(*package_files(root), extra=["--cache=require"])
    expect(warm.returncode == 0, warm.stderr)
    with open(os.path.join(root, "src", "circle.jl"), "a") as f:
        f.write("# edited\n")
    stale = ctx.load(*package_files(root), extra=["--cache=require"])
    expect(stale.returncode == 1 and "source changed" in stale.stderr, stale.stderr)


def test_corrupt_entry_recovers(ctx):
    root = ctx.path("Shapes")
    ctx.write_package(root)
    ctx.load(*package_files(root))
    ir_dir = os.path.join(root, ".kiln/cache/ir")
    ir_dir = os.path.join(ir_dir, os.listdir(ir_dir)[0])
    target = os.path.join(ir_dir, "Shapes", "circle.ir")
    with open(target, "r+b") as f:
        data = bytearray(f.read())
        data[len(data) // 2] ^= 0x10
        f.seek(0)
        f.write(data)
    r = ctx.load(*package_files(root), extra=["--timings"])
    expect(r.returncode == 0, r.stderr)
    expect("compiled Shapes/circle: global: no entry; package: bad .ir" in r.stderr, r.stderr)
    verify_clean(ctx, root)
    again = ctx.load(*package_files(root), extra=["--timings"])
    expect("3 modules loaded from cache, 0 compiled" in again.stderr, again.stderr)


def test_cache_off_writes_nothing(ctx):
    root = ctx.path("Shapes")
    ctx.write_package(root)
    r = ctx.load(*package_files(root), extra=["--cache=off"])
    expect(r.returncode == 0, r.stderr)
    expect(not os.path.exists(os.path.join(root, ".kiln")) and not os.path.exists(ctx.data),
           "--cache=off wrote something")


def test_subcommands(ctx):
    root = ctx.path("Shapes")
    ctx.write_package(root)
    ctx.load(*package_files(root))
    p = ctx.run("cache", "path", root, check=0)
    expect("Shapes: package " + root + "/.kiln/cache/ir/kiln-" in p.stdout, p.stdout)
    s = ctx.run("cache", "stats", root, check=0)
    expect("Shapes (package): 3 entries" in s.stdout, s.stdout)
    ctx.run("cache", "clear", root, check=0)
    expect(not os.path.exists(os.path.join(root, ".kiln/cache/ir")), "clear left the cache")


# ---- Tests that need `kiln run` (and the standard library).

def write_hello(ctx, folder="app"):
    hello = ctx.path(folder, "hello.jl")
    os.makedirs(os.path.dirname(hello), exist_ok=True)
    with open(hello, "w") as f:
        f.write(HELLO)
    return hello


def test_run_warm_equals_cold_and_off(ctx):
    if not ctx.can_run_programs():
        return SKIP
    hello = write_hello(ctx)
    off = ctx.run("run", "--cache=off", hello, check=0)
    cold = ctx.run("run", "--timings", hello, check=0)
    warm = ctx.run("run", "--timings", hello, check=0)
    expect(off.stdout == cold.stdout == warm.stdout == "Hello, world!\n42\n", "outputs differ")
    expect(" 0 modules loaded from cache" in cold.stderr, cold.stderr)
    expect_converges(ctx, ["run", "--timings", hello], " 0 compiled")
    req = ctx.run("run", "--cache=require", hello, check=0)
    expect(req.stdout == off.stdout, req.stdout)
    # A stand-alone script's entries are global (CACHE.md §4, placement): nothing beside it.
    expect(os.listdir(os.path.dirname(hello)) == ["hello.jl"],
           "the script's run left %s beside it" % os.listdir(os.path.dirname(hello)))


MACRO_MAIN = """include("helper.jl")
macro twice(ex)
    :(2 * $(esc(ex)))
end
println(@twice helper(1))
"""


def test_run_macro_edit_recompiles_callers(ctx):
    """A macro is expanded from its file's own text (docs/lowering.md): editing it
    recompiles that file, whose calls then expand the new body, and no other file."""
    if not ctx.can_run_programs():
        return SKIP
    folder = ctx.path("macros")
    os.makedirs(folder, exist_ok=True)
    main = os.path.join(folder, "main.jl")
    with open(os.path.join(folder, "helper.jl"), "w") as f:
        f.write("helper(x) = x + 1\n")
    with open(main, "w") as f:
        f.write(MACRO_MAIN)
    cold = ctx.run("run", main, check=0)
    expect(cold.stdout == "4\n", cold.stdout)
    expect_converges(ctx, ["run", "--timings", main], " 0 compiled")
    # Past the racy window, so that the edit is seen by its stat alone.
    time.sleep(2.1)
    with open(main, "w") as f:
        f.write(MACRO_MAIN.replace("2 *", "3 *"))
    edited = ctx.run("run", "--timings", main, check=0)
    expect(edited.stdout == "6\n", "the edited macro was not expanded: " + edited.stdout)
    expect(" 1 compiled" in edited.stderr and "compiled main:" in edited.stderr,
           "main.jl was not the only file compiled:\n" + edited.stderr)
    expect("compiled helper" not in edited.stderr, edited.stderr)
    off = ctx.run("run", "--cache=off", main, check=0)
    expect(off.stdout == edited.stdout, off.stdout)


COMPUTING_LIB = """macro unroll(n, ex)
    blk = Expr(:block)
    for i in 1:n
        push!(blk.args, esc(ex))
    end
    return blk
end
"""


def test_run_computing_macro_edit_reexpands_callers(ctx):
    """A macro whose body computes its expansion runs when its callers' statements run
    (docs/lowering.md): editing it in its own file changes what its callers in another
    file run, and only the macro's file is compiled again."""
    if not ctx.can_run_programs():
        return SKIP
    folder = ctx.path("computing_macros")
    os.makedirs(folder, exist_ok=True)
    main = os.path.join(folder, "main.jl")
    files = {"main.jl": 'include("lib.jl")\ninclude("user.jl")\ninclude("plain.jl")\n',
             "lib.jl": COMPUTING_LIB,
             "user.jl": 'function f()\n    @unroll 2 print("x")\nend\nf()\nprintln()\n',
             "plain.jl": 'println("plain")\n'}
    for name, text in files.items():
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    cold = ctx.run("run", main, check=0)
    expect(cold.stdout == "xx\nplain\n", cold.stdout + cold.stderr)
    expect_converges(ctx, ["run", "--timings", main], " 0 compiled")
    time.sleep(2.1)  # past the racy window: the edit is seen by its stat alone
    with open(os.path.join(folder, "lib.jl"), "w") as f:
        f.write(COMPUTING_LIB.replace("1:n", "1:n+1"))
    edited = ctx.run("run", "--timings", main, check=0)
    expect(edited.stdout == "xxx\nplain\n", "the edited macro was not run: " + edited.stdout)
    expect(" 1 compiled" in edited.stderr and "compiled lib:" in edited.stderr,
           "lib.jl was not the only file compiled:\n" + edited.stderr)
    expect("compiled user" not in edited.stderr and "compiled plain" not in edited.stderr,
           edited.stderr)
    off = ctx.run("run", "--cache=off", main, check=0)
    expect(off.stdout == edited.stdout, off.stdout)


EVAL_MAIN = """include("ops.jl")
for (name, op) in OPS
    @eval $(Symbol(name, "_all"))(v) = reduce($op, v)
end
struct_name = :Point3
@eval struct $struct_name
    x::Int
end
println(sum_all([1, 2, 3]), " ", prod_all([2, 3]), " ", Point3(4))
eval(:(late() = "late"))
println(Base.invokelatest(late))
"""


def test_run_eval_defined_code_warm(ctx):
    """Code that `eval`/`@eval` defines runs the same with no cache, a cold and a warm
    cache; editing the data it is generated from changes it without recompiling the
    file that runs the loop."""
    if not ctx.can_run_programs():
        return SKIP
    folder = ctx.path("eval_defined")
    os.makedirs(folder, exist_ok=True)
    main = os.path.join(folder, "main.jl")
    ops = os.path.join(folder, "ops.jl")
    with open(ops, "w") as f:
        f.write('const OPS = [("sum", +), ("prod", *)]\n')
    with open(main, "w") as f:
        f.write(EVAL_MAIN)
    expected = "6 6 Point3(4)\nlate\n"
    off = ctx.run("run", "--cache=off", main, check=0)
    cold = ctx.run("run", main, check=0)
    expect(off.stdout == cold.stdout == expected, off.stdout + off.stderr + cold.stdout)
    expect_converges(ctx, ["run", "--timings", main], " 0 compiled")
    warm = ctx.run("run", main, check=0)
    expect(warm.stdout == expected, warm.stdout + warm.stderr)
    time.sleep(2.1)  # past the racy window: the edit is seen by its stat alone
    with open(ops, "w") as f:
        f.write('const OPS = [("sum", max), ("prod", min)]\n')
    edited = ctx.run("run", "--timings", main, check=0)
    expect(edited.stdout == "3 2 Point3(4)\nlate\n", edited.stdout + edited.stderr)
    expect("compiled main" not in edited.stderr, edited.stderr)


def test_run_concurrent_cold_starts(ctx):
    if not ctx.can_run_programs():
        return SKIP
    for round_ in range(3):
        shutil.rmtree(ctx.data, ignore_errors=True)
        shutil.rmtree(ctx.path("stdlib", "Base", ".kiln"), ignore_errors=True)
        hellos = [write_hello(ctx, "app%d-%d" % (round_, i)) for i in range(4)]
        procs = [subprocess.Popen(ctx.kiln_cmd("run", h), env=ctx.env, cwd=ctx.tmp,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for h in hellos]
        for p in procs:
            out, err = p.communicate(timeout=120)
            expect(p.returncode == 0 and out == "Hello, world!\n42\n",
                   "a concurrent cold start failed: %r %r" % (out, err))
        verify_clean(ctx)
        # Each process waits at most 200 ms at exit for its writes, so under
        # this load some may be abandoned: the cache is valid, not
        # necessarily complete; later runs complete it.
        expect_converges(ctx, ["run", "--timings", hellos[0]], " 0 compiled")


def test_run_killed_during_writes(ctx):
    if not ctx.can_run_programs():
        return SKIP
    rng = random.Random(99)
    hello = write_hello(ctx)
    # Each attempt compiles all of Base again: a heavy test, sliced as the
    # heavy suites are (scripts/test.sh); the kill times are drawn the same way.
    kill_times = [rng.uniform(0.0, 0.15) for _ in range(20)]
    kill_times, _ = test_slice(kill_times)
    for kill_time in kill_times:
        shutil.rmtree(ctx.data, ignore_errors=True)
        shutil.rmtree(ctx.path("stdlib", "Base", ".kiln"), ignore_errors=True)
        shutil.rmtree(ctx.path("app", ".kiln"), ignore_errors=True)
        p = subprocess.Popen(ctx.kiln_cmd("run", hello), env=ctx.env, cwd=ctx.tmp,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(kill_time)
        p.send_signal(signal.SIGKILL)
        p.wait()
        after = ctx.run("run", hello)
        expect(after.returncode == 0 and after.stdout == "Hello, world!\n42\n",
               "run after a kill: %r %r" % (after.stdout, after.stderr))
        verify_clean(ctx)
        expect_converges(ctx, ["run", "--timings", hello], " 0 compiled")


def test_run_standard_library_not_writable(ctx):
    if not ctx.can_run_programs():
        return SKIP
    hello = write_hello(ctx)
    base = ctx.path("stdlib", "Base")
    shutil.rmtree(os.path.join(base, ".kiln"), ignore_errors=True)
    if os.geteuid() == 0:
        open(os.path.join(base, ".kiln"), "w").close()
    else:
        os.chmod(base, 0o555)
    try:
        cold = ctx.run("run", "--timings", hello, check=0)
        expect("note:" not in cold.stderr, cold.stderr)
        expect_converges(ctx, ["run", "--timings", hello], " 0 compiled")
        expect(os.path.isdir(os.path.join(ctx.data, "cache", "ir")), "Base not cached globally")
    finally:
        os.chmod(base, 0o755)


def test_run_nothing_writable(ctx):
    if not ctx.can_run_programs():
        return SKIP
    hello = write_hello(ctx)
    for folder in (ctx.path("stdlib", "Base"), ctx.path("app")):
        shutil.rmtree(os.path.join(folder, ".kiln"), ignore_errors=True)
        open(os.path.join(folder, ".kiln"), "w").close()
    with open(ctx.data, "w") as f:
        f.write("")
    r = ctx.run("run", "--timings", hello, check=0)
    expect(r.stdout == "Hello, world!\n42\n", r.stdout)
    expect(r.stderr.count("note: the IR cache could not be written") == 1, r.stderr)


# ---- Start-up images (docs/formats/image.md).

PROBE = ('println("Hello, world!")\n'
         'println(isdefined(Base, :kiln_image_probe) ? Base.kiln_image_probe() : "no probe")\n')


def image_status(stderr):
    for line in stderr.splitlines():
        if line.strip().startswith("start-up image:"):
            return line.strip()[len("start-up image:"):].strip()
    raise Failure("no start-up image line in --timings:\n" + stderr)


def image_files(ctx):
    found = []
    for folder, _, files in os.walk(ctx.data):
        found += [os.path.join(folder, f) for f in files if f.endswith(".image")]
    return found


def write_probe(ctx):
    path = ctx.path("app", "probe.jl")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(PROBE)
    return path


def age_base_sources(ctx):
    """Moves the copied standard library's mtimes an hour back, out of the racy
    window, so that an image trusts their stat."""
    past = time.time() - 3600
    for folder, _, files in os.walk(ctx.path("stdlib")):
        for f in files:
            os.utime(os.path.join(folder, f), (past, past))


def test_run_start_image(ctx):
    if not ctx.can_run_programs():
        return SKIP
    probe = write_probe(ctx)
    expected = "Hello, world!\nno probe\n"
    off = ctx.run("run", "--cache=off", "--timings", probe, check=0)
    expect(image_status(off.stderr).startswith("off"), off.stderr)
    expect(image_files(ctx) == [], "--cache=off wrote an image: %r" % image_files(ctx))
    cold = ctx.run("run", "--timings", probe, check=0)
    expect("; written " in image_status(cold.stderr), cold.stderr)
    expect(len(image_files(ctx)) == 1, "expected one image: %r" % image_files(ctx))
    warm = ctx.run("run", "--timings", probe, check=0)
    expect(image_status(warm.stderr).startswith("mapped "), warm.stderr)
    # Base's top level does not run again: none of its definitions is deferred anew.
    expect("methods: 0 of Base's definitions deferred" in warm.stderr, warm.stderr)
    expect(off.stdout == cold.stdout == warm.stdout == expected,
           "outputs differ: %r %r %r" % (off.stdout, cold.stdout, warm.stdout))
    verify = ctx.run("cache", "verify", check=0)
    expect("start-up image: valid: " in verify.stdout, verify.stdout)
    # An edit of Base is seen: the image is not used, the program sees the edit,
    # and the run writes an image of the new Base that the next run maps.
    with open(ctx.path("stdlib", "Base", "src", "strutil.jl"), "a") as f:
        f.write("\nkiln_image_probe() = \"probe \" * string(6 * 7)\n")
    verify = ctx.run("cache", "verify", check=0)
    expect("start-up image: not used: Base changed" in verify.stdout, verify.stdout)
    edited = ctx.run("run", "--timings", probe, check=0)
    expect(image_status(edited.stderr).startswith("not used: Base changed"), edited.stderr)
    expect("; written " in image_status(edited.stderr), edited.stderr)
    expect(edited.stdout == "Hello, world!\nprobe 42\n", edited.stdout)
    again = ctx.run("run", "--timings", probe, check=0)
    expect(image_status(again.stderr).startswith("mapped "), again.stderr)
    expect(again.stdout == edited.stdout, again.stdout)
    req = ctx.run("run", "--cache=require", probe, check=0)
    expect(req.stdout == edited.stdout, req.stdout)


def test_run_start_image_rehash(ctx):
    if not ctx.can_run_programs():
        return SKIP
    probe = write_probe(ctx)
    path = ctx.path("stdlib", "Base", "src", "strutil.jl")
    with open(path, "a") as f:
        f.write("\nkiln_image_probe() = \"first\"\n")
    age_base_sources(ctx)
    ctx.run("run", probe, check=0)
    warm = ctx.run("run", "--timings", probe, check=0)
    expect(image_status(warm.stderr).startswith("mapped "), warm.stderr)
    expect(warm.stdout == "Hello, world!\nfirst\n", warm.stdout)
    # Same size, same mtime: only re-hashing sees the edit.
    st = os.stat(path)
    with open(path, "r+") as f:
        text = f.read()
        f.seek(0)
        f.write(text.replace('"first"', '"again"'))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    rehashed = ctx.run("run", "--rehash", "--timings", probe, check=0)
    expect(image_status(rehashed.stderr).startswith("not used: Base changed"), rehashed.stderr)
    expect(rehashed.stdout == "Hello, world!\nagain\n", rehashed.stdout)


def test_run_start_image_damaged(ctx):
    if not ctx.can_run_programs():
        return SKIP
    probe = write_probe(ctx)
    expected = "Hello, world!\nno probe\n"
    ctx.run("run", probe, check=0)
    images = image_files(ctx)
    expect(len(images) == 1, "expected one image: %r" % images)
    image = images[0]
    with open(image, "rb") as f:
        good = f.read()
    rng = random.Random(7)
    size = len(good)
    damages = [("zero-length", b""), ("garbage", bytes(rng.randrange(256) for _ in range(5000)))]
    for offset in [0, 8, 12, 16, 40, 80, 200, 4095, 4096, 4100, size // 2, size - 1]:
        flipped = bytearray(good)
        flipped[min(offset, size - 1)] ^= 0x20
        damages.append(("bit flip at %d" % offset, bytes(flipped)))
    for cut in [7, 31, 100, 4096, size // 3, size - 4096, size - 1]:
        damages.append(("truncated to %d" % cut, good[:cut]))
    for what, data in damages:
        with open(image, "wb") as f:
            f.write(data)
        r = ctx.run("run", "--timings", probe)
        expect(r.returncode == 0 and r.stdout == expected,
               "%s: exit %d, %r\n%s" % (what, r.returncode, r.stdout, r.stderr))
        status = image_status(r.stderr)
        if data != good:
            expect(status.startswith("not used: "), "%s: %s" % (what, status))
            if what == "bit flip at %d" % (size // 2):
                # `kiln cache verify` finds it too, before the run above rewrote it.
                with open(image, "wb") as f:
                    f.write(data)
                verify = ctx.run("cache", "verify")
                expect(verify.returncode == 1 and
                       "start-up image: not used: damaged" in verify.stdout,
                       "%s: verify exit %d\n%s" % (what, verify.returncode, verify.stdout))
                r = ctx.run("run", "--timings", probe)
                status = image_status(r.stderr)
            # The run wrote a good image again.
            expect("; written " in status, "%s: %s" % (what, status))
        again = ctx.run("run", "--timings", probe, check=0)
        expect(image_status(again.stderr).startswith("mapped "), "%s, then: %s" % (what, again.stderr))
        expect(again.stdout == expected, again.stdout)
    # Not a file at all: a directory where the image goes. It is repaired: the
    # run replaces it with an image that the next run maps.
    os.remove(image)
    os.makedirs(os.path.join(image, "inside"))
    r = ctx.run("run", "--timings", probe, check=0)
    expect(r.stdout == expected, r.stdout)
    status = image_status(r.stderr)
    expect(status.startswith("not used: ") and "; written " in status, r.stderr)
    expect(os.path.isfile(image), "the directory in the image's place is still there")
    again = ctx.run("run", "--timings", probe, check=0)
    expect(image_status(again.stderr).startswith("mapped "), again.stderr)
    expect(again.stdout == expected, again.stdout)


def test_run_start_image_others(ctx):
    if not ctx.can_run_programs():
        return SKIP
    probe = write_probe(ctx)
    ctx.run("run", probe, check=0)
    images = image_files(ctx)
    expect(len(images) == 1, "expected one image: %r" % images)
    own = images[0]
    folder = os.path.dirname(own)
    # Images of five other Kiln builds, written one to five hours ago, and two
    # temporary files: a killed writer's (two minutes old) and a live one.
    now = time.time()
    others = []
    for k in range(5):
        path = os.path.join(folder, "start-%016x.image" % (k + 1))
        with open(path, "wb") as f:
            f.write(b"another binary's image")
        os.utime(path, (now - 3600 * (k + 1), now - 3600 * (k + 1)))
        others.append(path)
    abandoned = own + ".tmp.999999"
    live = own + ".tmp.999998"
    for path, age in ((abandoned, 120), (live, 0)):
        with open(path, "wb") as f:
            f.write(b"partial")
        os.utime(path, (now - age, now - age))
    # Writing this binary's image again tidies the folder.
    os.remove(own)
    r = ctx.run("run", "--timings", probe, check=0)
    expect("; written " in image_status(r.stderr), r.stderr)
    kept = [p for p in others if os.path.exists(p)]
    expect(kept == others[:3], "kept %r of %r" % (kept, others))
    expect(os.path.exists(own), "this binary's image is missing")
    expect(not os.path.exists(abandoned), "the abandoned temporary file was kept")
    expect(os.path.exists(live), "a live writer's temporary file was removed")
    again = ctx.run("run", "--timings", probe, check=0)
    expect(image_status(again.stderr).startswith("mapped "), again.stderr)
    # `kiln cache stats` counts them apart from entries and metadata.
    stats = ctx.run("cache", "stats", check=0)
    expect("Base (global): " in stats.stdout and ", 4 start-up images (" in stats.stdout,
           stats.stdout)


def test_run_start_image_two_stdlibs(ctx):
    if not ctx.can_run_programs():
        return SKIP
    probe = write_probe(ctx)
    # A second copy of the standard library, edited, used through KILN_STDLIB with
    # the same data folder: same Base name and version, same Kiln binary.
    other = ctx.path("stdlib-edited")
    shutil.copytree(ctx.path("stdlib"), other, ignore=shutil.ignore_patterns(".kiln"))
    with open(os.path.join(other, "Base", "src", "strutil.jl"), "a") as f:
        f.write("\nkiln_image_probe() = \"edited copy\"\n")
    edited_env = dict(ctx.env, KILN_STDLIB=other)
    for round in range(2):
        plain = ctx.run("run", "--timings", probe, check=0)
        expect(plain.stdout == "Hello, world!\nno probe\n", "round %d: %r" % (round, plain.stdout))
        edited = ctx.run("run", "--timings", probe, check=0, env=edited_env)
        expect(edited.stdout == "Hello, world!\nedited copy\n",
               "round %d: %r\n%s" % (round, edited.stdout, edited.stderr))
    # Each copy has an image of its own, mapped from the second round on.
    expect(image_status(plain.stderr).startswith("mapped "), plain.stderr)
    expect(image_status(edited.stderr).startswith("mapped "), edited.stderr)
    expect(len(image_files(ctx)) == 2, "expected two images: %r" % image_files(ctx))


# ---- Code loading (source/code_loading.h): a developed package found through
# --project, KILN_PROJECT, a Manifest.toml path and KILN_LOAD_PATH, cold then
# warm from the package's own cache; a missing package's error.

GREET = {
    "Project.toml": 'name = "Greet"\nuuid = "7a1e0c1e-5b7a-4d36-9d55-3f0c2b1d8e11"\nversion = "0.1.0"\n',
    "src/Greet.jl": (
        "module Greet\nexport hello\ninclude(\"words.jl\")\n"
        "hello(who) = string(GREETING, \", \", who, \"!\")\nend\n"
    ),
    "src/words.jl": 'const GREETING = "Hello"\n',
}

APP = {
    "Project.toml": '[deps]\nGreet = "7a1e0c1e-5b7a-4d36-9d55-3f0c2b1d8e11"\n',
    "Manifest.toml": (
        'julia_version = "1.11.1"\nmanifest_format = "2.0"\n\n'
        '[[deps.Greet]]\npath = "../dev/Greet"\nuuid = "7a1e0c1e-5b7a-4d36-9d55-3f0c2b1d8e11"\n'
        'version = "0.1.0"\n'
    ),
    "main.jl": 'using Greet\nprintln(hello("Kiln"))\n',
}


def test_run_code_loading(ctx):
    if not ctx.can_run_programs():
        return SKIP
    ctx.write_package(ctx.path("dev", "Greet"), GREET)
    app = ctx.path("app")
    ctx.write_package(app, APP)
    want = "Hello, Kiln!\n"
    # --project=DIR: cold (compiled), then warm (the package's files from its cache).
    cold = ctx.run("run", "--timings", "--project=" + app, "main.jl", cwd=app, check=0)
    expect(cold.stdout == want, cold.stdout + cold.stderr)
    expect_converges(ctx, ["run", "--timings", "--project=" + app, os.path.join(app, "main.jl")],
                     " 0 compiled")
    expect(os.path.isdir(ctx.path("dev", "Greet", ".kiln", "cache", "ir")),
           "the developed package has no cache of its own")
    warm = ctx.run("run", "--project=" + app, "main.jl", cwd=app, check=0)
    expect(warm.stdout == want, warm.stdout + warm.stderr)
    # --project without a value: the nearest Project.toml from the current folder up.
    os.makedirs(os.path.join(app, "sub"), exist_ok=True)
    r = ctx.run("run", "--project", os.path.join(app, "main.jl"), cwd=os.path.join(app, "sub"),
                check=0)
    expect(r.stdout == want, r.stdout + r.stderr)
    # KILN_PROJECT, like JULIA_PROJECT.
    r = ctx.run("run", os.path.join(app, "main.jl"), env=dict(ctx.env, KILN_PROJECT=app), check=0)
    expect(r.stdout == want, r.stdout + r.stderr)
    # KILN_LOAD_PATH naming a package directory (Greet/src/Greet.jl in it).
    r = ctx.run("run", os.path.join(app, "main.jl"),
                env=dict(ctx.env, KILN_LOAD_PATH=ctx.path("dev")), check=0)
    expect(r.stdout == want, r.stdout + r.stderr)
    # ... and an environment folder, with the standard library after it.
    r = ctx.run("run", os.path.join(app, "main.jl"),
                env=dict(ctx.env, KILN_LOAD_PATH=app + ":@stdlib"), check=0)
    expect(r.stdout == want, r.stdout + r.stderr)
    # Without a project the package is not found: Julia's error.
    r = ctx.run("run", os.path.join(app, "main.jl"), check=1)
    expect(r.stderr.startswith("ERROR: LoadError: ArgumentError: Package Greet not found in current path.\n"
                               "- Run `import Pkg; Pkg.add(\"Greet\")` to install the Greet package."),
           r.stderr)
    # A dependency the manifest points at a missing folder: not found either.
    ctx.write_package(ctx.path("broken"), dict(APP, **{"Manifest.toml": APP["Manifest.toml"].replace(
        "../dev/Greet", "../nowhere")}))
    r = ctx.run("run", "--project=" + ctx.path("broken"), ctx.path("broken", "main.jl"), check=1)
    expect("Package Greet not found" in r.stderr, r.stderr)


def cache_files(ctx, suffixes):
    """Cache files with one of `suffixes` under KILN_DATA and the standard library copy."""
    found = []
    for top in (ctx.data, ctx.path("stdlib")):
        for folder, _, files in os.walk(top):
            found += [os.path.join(folder, f) for f in files if f.endswith(suffixes)]
    return sorted(found)


def test_run_untrusted_data_dir(ctx):
    """CACHE.md §5 for every kind of cache file: with a group- or world-writable
    folder anywhere from KILN_DATA down (or a symlink to one), neither the IR
    entries nor the start-up image there are read or written."""
    if not ctx.can_run_programs():
        return SKIP
    probe = write_probe(ctx)
    expected = "Hello, world!\nno probe\n"
    ctx.run("run", probe, check=0)
    expect(len(image_files(ctx)) == 1, "expected one image: %r" % image_files(ctx))
    for folder in (ctx.data, os.path.join(ctx.data, "cache")):
        os.chmod(folder, 0o777)
        r = ctx.run("run", "--timings", probe, check=0)
        expect(r.stdout == expected, r.stdout)
        expect(image_status(r.stderr) == "not used: its folder is not trusted",
               "%s writable by all: %s" % (folder, r.stderr))
        os.chmod(folder, 0o755)
    # An untrusted KILN_DATA that has no image yet gets none.
    shutil.rmtree(ctx.data)
    os.makedirs(ctx.data)
    os.chmod(ctx.data, 0o775)
    r = ctx.run("run", "--timings", probe, check=0)
    expect(r.stdout == expected, r.stdout)
    expect(image_files(ctx) == [], "an image was written under a group-writable KILN_DATA")
    # KILN_DATA a symlink to a folder writable by all.
    shutil.rmtree(ctx.data)
    shared = ctx.path("shared")
    os.makedirs(shared)
    os.chmod(shared, 0o777)
    os.symlink(shared, ctx.data)
    r = ctx.run("run", "--timings", probe, check=0)
    expect(r.stdout == expected, r.stdout)
    expect(image_files(ctx) == [], "an image was written through a symlink to a shared folder")


def test_run_cache_files_not_regular(ctx):
    """A FIFO or a device in place of a cache file: the run neither hangs nor
    reads without bound; it compiles from source as for any unusable entry."""
    if not ctx.can_run_programs():
        return SKIP
    probe = write_probe(ctx)
    expected = "Hello, world!\nno probe\n"
    ctx.run("run", probe, check=0)
    ctx.run("run", probe, check=0)
    for kind in (".image", ".ir", ".meta", ".bindings"):
        for how in ("fifo", "urandom"):
            # Every file of the kind, so that the run meets one whatever it reads.
            paths = cache_files(ctx, (kind,))
            expect(paths, "no %s files" % kind)
            for path in paths:
                os.remove(path)
                if how == "fifo":
                    os.mkfifo(path)
                else:
                    os.symlink("/dev/urandom", path)
            try:
                r = ctx.run("run", "--timings", probe, timeout=120)
            except subprocess.TimeoutExpired:
                raise Failure("%s files as a %s: the run hung" % (kind, how))
            expect(r.returncode == 0 and r.stdout == expected,
                   "%s files as a %s: exit %d, %r\n%s" % (kind, how, r.returncode, r.stdout,
                                                           r.stderr))
            for path in paths:
                if os.path.lexists(path) and not os.path.isfile(path):
                    os.remove(path)
            # Rewrites what was replaced: without an image, Base's manifest too
            # (a run that maps the image leaves Base's manifest as it is).
            for path in image_files(ctx):
                os.remove(path)
            ctx.run("run", probe, check=0)
            ctx.run("run", probe, check=0)


def test_run_truncated_mid_run(ctx):
    """Cache files (the start-up image, .ir entries) truncated by another
    program while a run uses them: the run's output is intact (no SIGBUS)."""
    if not ctx.can_run_programs():
        return SKIP
    program = ctx.path("app", "late.jl")
    os.makedirs(os.path.dirname(program), exist_ok=True)
    with open(program, "w") as f:
        f.write('println("ready")\n'
                'flush(stdout)\n'
                'readline()\n'
                'd = Dict("a" => 1, "b" => 2)\n'
                'println(sort(collect(keys(d))))\n'
                'println(join(map(x -> x^2, 1:5), ", "))\n'
                'println(uppercase("done"), " ", sum([1.5, 2.5]))\n')
    expected = ctx.run("run", "--cache=off", program, check=0, input="go\n").stdout
    expect(expected.startswith("ready\n"), expected)
    ctx.run("run", program, check=0, input="go\n")
    ctx.run("run", program, check=0, input="go\n")
    expect(len(image_files(ctx)) == 1, "expected one image: %r" % image_files(ctx))
    for cut in (0, 4096 * 3):
        p = subprocess.Popen(ctx.kiln_cmd("run", "--timings", program), env=ctx.env,
                             cwd=ctx.tmp, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
        first = p.stdout.readline()
        expect(first == "ready\n", "did not start: %r" % first)
        for path in cache_files(ctx, (".image", ".ir")):
            with open(path, "r+b") as f:
                f.truncate(min(cut, os.path.getsize(path)))
        out, err = p.communicate("go\n", timeout=120)
        expect(p.returncode == 0 and first + out == expected,
               "truncated to %d mid-run: exit %d, %r\n%s" % (cut, p.returncode, first + out, err))
        expect(image_status(err).startswith("mapped "), err)
        ctx.run("run", program, check=0, input="go\n")  # rewrites what was truncated
        ctx.run("run", program, check=0, input="go\n")


def test_run_huge_program_written_once(ctx):
    """A program so large that writing its entry takes longer than the usual
    exit wait: the run that compiled it waits for the write (up to the time
    it spent compiling), so the next run loads it instead of compiling again."""
    if not ctx.can_run_programs():
        return SKIP
    ctx.run("run", write_hello(ctx), check=0)  # Base's entries are written: only the program's is left
    program = ctx.path("huge.jl")
    with open(program, "w") as f:
        for i in range(6000):
            f.write("function f%d(x)\n    y = x * %d + 1\n    if y > 10\n        return y - 3\n"
                    "    end\n    return y + %d\nend\n" % (i, i, i))
        f.write("println(f1(2) + f5999(3))\n")
    cold = ctx.run("run", "--timings", program, check=0)
    def f(i, x):
        y = x * i + 1
        return y - 3 if y > 10 else y + i
    expect(cold.returncode == 0 and cold.stdout == "%d\n" % (f(1, 2) + f(5999, 3)),
           "exit %d, %r\n%s" % (cold.returncode, cold.stdout, cold.stderr[-2000:]))
    expect(" 0 abandoned at exit" in cold.stderr, "the entry was abandoned:\n" + cold.stderr)
    warm = ctx.run("run", "--timings", program, check=0)
    expect(warm.stdout == cold.stdout, warm.stdout)
    expect(" 0 compiled" in warm.stderr, "the next run compiled again:\n" + warm.stderr)


TESTS = {name[len("test_"):]: fn for name, fn in globals().items() if name.startswith("test_")}


def main():
    return run_main(TESTS, 'kiln-cache-test-', Context, stdlib_default='')


if __name__ == "__main__":
    sys.exit(main())
