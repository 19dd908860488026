#!/usr/bin/env python3
"""Writes src/driver/startup_order.ld: a linker script fragment that places the
code a warm `kiln run` of hello world executes side by side at the start of the
executable's code, so that a start faults in a few pages of it instead of pages
spread over the whole of `.text` (docs/benchmarks.md, 2026-11-28 03:30).

The release build (KILN_STATIC_DEPS) compiles Kiln with -ffunction-sections:
each of its functions, and each function of the libraries built that way (LLVM,
most of libstdc++), is an input section `.text.<symbol>`. Functions of
archives built without it (the C library, the collector) are placed with the
text of their archive member. Names no longer in the program match nothing:
the link stays correct whatever the list says, only less ordered; regenerate it
after large changes to what a start runs.

Usage (from the repository root, with a warm KILN_DATA):
    valgrind --tool=callgrind --demangle=no --callgrind-out-file=/tmp/start.cg \\
        build/release/bin/kiln run bench/hello/hello.jl
    python3 scripts/gen_startup_order.py /tmp/start.cg > src/driver/startup_order.ld
More than one profile may be given: the union of the functions they ran is
placed, in the order they first appear.
"""
import os
import re
import subprocess
import sys

# Archives linked without function sections: their members are placed whole.
MEMBER_ARCHIVES = ["libc.a", "libm-2.36.a", "libgc.a", "libxxhash.a"]
# Archives where a member's plain `.text` holds functions not given a section
# of their own (the rest of libstdc++ has function sections).
TEXT_ARCHIVES = ["libstdc++.a", "libgcc.a", "libgcc_eh.a"]
# What a start runs outside valgrind, which callgrind cannot see: the C
# library's set-up of the vDSO (valgrind gives the process none).
EXTRA = ["_dl_non_dynamic_init", "setup_vdso", "_dl_new_object", "_dl_setup_hash",
         "_dl_add_to_namespace_list", "_dl_lookup_symbol_x", "do_lookup_x", "check_match",
         "_dl_name_match_p", "_dl_elf_hash", "dl_vdso_vsym", "_dl_vdso_vsym"]

FN = re.compile(r"c?fn=\((\d+)\)(?: (.*))?$")


def executed_functions(profiles):
    """Names of the functions callgrind saw run, in the order first seen."""
    order = []
    seen = set()
    for path in profiles:
        names = {}
        with open(path) as f:
            for line in f:
                m = FN.match(line.rstrip("\n"))
                if m and m.group(2):
                    names[int(m.group(1))] = m.group(2)
        for key in sorted(names):
            name = re.sub(r"'\d+$", "", names[key])  # callgrind's recursion marks
            if name.startswith("(") or " " in name or name in seen:
                continue
            for other in [name] + aliases(name):
                if other not in seen:
                    seen.add(other)
                    order.append(other)
    for name in EXTRA:
        if name not in seen:
            seen.add(name)
            order.append(name)
    return order


def aliases(name):
    """Other names of the code a profile names `name`: a complete-object
    constructor or destructor (C1, D1) is an alias of the base-object one (C2,
    D2), whose section it is in; Kiln's own AVX-512 builds
    (base::ReadAndXxh3_128) run where callgrind ran the AVX2 one."""
    found = []
    for a, b in (("C1E", "C2E"), ("D1E", "D2E"), ("C1I", "C2I")):
        if a in name:
            found.append(name.replace(a, b))
    wide = re.sub(r"(\d+)(\w+)", widen, name)
    if wide != name:
        found.append(wide)
    return found


def widen(m):
    """A mangled identifier (its length, then its letters) named ...Avx2, as ...Avx512."""
    n = int(m.group(1))
    ident, rest = m.group(2)[:n], m.group(2)[n:]
    if len(ident) == n and ident.endswith("Avx2"):
        ident = ident[:-4] + "Avx512"
        return "%d%s%s" % (len(ident), ident, re.sub(r"(\d+)(\w+)", widen, rest))
    return m.group(1) + ident + re.sub(r"(\d+)(\w+)", widen, rest)


def archive_path(name):
    for folder in ("/usr/lib/x86_64-linux-gnu", "/usr/lib"):
        if os.path.exists(os.path.join(folder, name)):
            return os.path.join(folder, name)
    out = subprocess.run(["gcc", "-print-file-name=" + name], capture_output=True, text=True)
    path = out.stdout.strip()
    return path if os.path.isabs(path) and os.path.exists(path) else None


def members_defining(archive):
    """symbol -> archive member, for the functions an archive defines."""
    out = subprocess.run(["nm", "-A", "--defined-only", archive], capture_output=True,
                         text=True).stdout
    found = {}
    for line in out.splitlines():
        # "/path/libc.a:memcpy.o:0000000000000000 T memcpy"
        head, _, rest = line.rpartition(":")
        parts = rest.split()
        if len(parts) != 3 or parts[1] not in "TtWiI":
            continue
        member = head.rpartition(":")[2]
        found.setdefault(parts[2], member)
    return found


def variants(member, members):
    """The C library's other builds of a string function: callgrind runs the
    AVX2 one (it has no AVX-512), a processor with AVX-512 runs the EVEX one."""
    found = []
    for a, b in (("avx2", "evex"), ("avx2", "avx512"), ("avx-", "avx512-"), ("avx-", "evex-")):
        if a in member:
            other = member.replace(a, b)
            if other in members and other != member:
                found.append(other)
    return found


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    functions = executed_functions(sys.argv[1:])
    member_rules = []
    seen_members = set()
    for names, archives, sections in ((MEMBER_ARCHIVES, True, "(.text .text.*)"),
                                      (TEXT_ARCHIVES, False, "(.text)")):
        for archive in names:
            path = archive_path(archive)
            if path is None:
                continue
            defined = members_defining(path)
            members = set(defined.values())
            for fn in functions:
                member = defined.get(fn)
                if not member:
                    continue
                for m in [member] + variants(member, members):
                    if (archive, m) not in seen_members:
                        seen_members.add((archive, m))
                        member_rules.append("    *%s:%s%s" % (archive, m, sections))
    print("/* Generated by scripts/gen_startup_order.py from a callgrind profile of a warm")
    print("   `kiln run bench/hello/hello.jl`: the %d functions it ran, placed first in" %
          len(functions))
    print("   the executable's code (src/driver/CMakeLists.txt; docs/benchmarks.md). */")
    print("SECTIONS")
    print("{")
    print("  .text.kiln_startup :")
    print("  {")
    for fn in functions:
        print("    *(.text.%s)" % fn)
    for fn in functions:  # static initializers (`.text.startup.<symbol>`)
        if fn.startswith("_GLOBAL__sub_I_"):
            print("    *(.text.startup.%s)" % fn)
    for rule in member_rules:
        print(rule)
    print("  }")
    print("}")
    print("INSERT BEFORE .text;")
    print()
    print("/* Their read-only data of their own (under -ffunction-sections, their string")
    print("   literals and jump tables: `.rodata.<symbol>...`), Kiln's string literals and")
    print("   constants, and the read-only data of the members above, likewise first. */")
    print("SECTIONS")
    print("{")
    print("  .rodata.kiln_startup :")
    print("  {")
    for fn in functions:
        print("    *(.rodata.%s .rodata.%s.*)" % (fn, fn))
    # Kiln's string literals and constants, merged among themselves rather than
    # spread through LLVM's (a start reads dozens of them: names, messages, keys).
    print("    *libkiln_*.a:*(.rodata.str1.1 .rodata.str1.8 .rodata.str1.16 .rodata.cst4 "
          ".rodata.cst8 .rodata.cst16)")
    for rule in member_rules:
        if rule.endswith("(.text .text.*)"):
            print(rule.replace("(.text .text.*)", "(.rodata .rodata.*)"))
    print("  }")
    print("}")
    print("INSERT BEFORE .rodata;")


if __name__ == "__main__":
    main()
