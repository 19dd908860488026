#!/usr/bin/env python3
"""Writes the seed corpus of the fuzz_remote_entry target
(src/store/remote_entry_fuzz.cc) to tests/fuzz/remote_entry/: envelopes of
the shared tier (docs/formats/remote-store.md) for the target's namespace and
key, plain and zstd-compressed, unsigned and signed with the target's key.
Each file is the target's mode byte (0: no signature required, 1: required)
and then the envelope.

Needs the openssl command (scripts/setup.sh installs it) for the Ed25519
signatures and the zstd command for the compressed seeds (skipped without).

usage: scripts/make_remote_entry_seeds.py
"""

import hashlib
import os
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "fuzz", "remote_entry")
SOURCE = os.path.join(ROOT, "src", "store", "remote_entry_fuzz.cc")

NAMESPACE = b"native"
KEY = b"k" * 32
MAGIC, VERSION, FLAG_ZSTD = 0x524E4C4B, 1, 1
CONTEXT = b"kiln remote entry"


def field(b):
    return struct.pack("<Q", len(b)) + b


def fuzz_key_pem():
    """The PEM text of the target's key, as its source spells it."""
    lines = []
    with open(SOURCE) as f:
        for line in f:
            line = line.strip().rstrip(";")
            if line.startswith('"') and line.endswith('\\n"'):
                lines.append(line[1:-3])
    pem = "\n".join(l for l in lines if l) + "\n"
    if "BEGIN PRIVATE KEY" not in pem:
        sys.exit("no key in " + SOURCE)
    return pem


def sign(tmp, message):
    """(public key, signature) with the openssl command."""
    key = os.path.join(tmp, "key.pem")
    msg = os.path.join(tmp, "msg")
    with open(msg, "wb") as f:
        f.write(message)
    sig = subprocess.run(["openssl", "pkeyutl", "-sign", "-inkey", key, "-rawin", "-in", msg],
                         check=True, capture_output=True).stdout
    der = subprocess.run(["openssl", "pkey", "-in", key, "-pubout", "-outform", "DER"],
                         check=True, capture_output=True).stdout
    return der[-32:], sig


def compress(tmp, value):
    if shutil.which("zstd") is None:
        return None
    path = os.path.join(tmp, "value")
    with open(path, "wb") as f:
        f.write(value)
    return subprocess.run(["zstd", "-3", "-q", "-c", path], check=True, capture_output=True).stdout


def envelope(tmp, value, zstd, signed):
    h = hashlib.sha256(field(KEY) + field(value)).digest()
    flags, payload = 0, value
    if zstd:
        payload = compress(tmp, value)
        if payload is None:
            return None
        flags = FLAG_ZSTD
    signer, signature = bytes(32), bytes(64)
    if signed:
        signer, signature = sign(tmp, field(CONTEXT) + field(NAMESPACE) + field(h))
    return (struct.pack("<III", MAGIC, VERSION, flags) + struct.pack("<Q", len(value)) + h + signer +
            signature + struct.pack("<Q", len(payload)) + payload)


def main():
    values = [b"", b"x", b"native object record " * 20, bytes(range(256))]
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "key.pem"), "w") as f:
            f.write(fuzz_key_pem())
        n = 0
        for i, value in enumerate(values):
            for zstd in (False, True):
                for signed in (False, True):
                    if zstd and not value:
                        continue
                    e = envelope(tmp, value, zstd, signed)
                    if e is None:
                        continue
                    name = "v%d%s%s.bin" % (i, "_zstd" if zstd else "", "_signed" if signed else "")
                    with open(os.path.join(OUT, name), "wb") as f:
                        f.write(bytes([1 if signed else 0]) + e)
                    n += 1
    print("wrote %d seeds to %s" % (n, OUT))


if __name__ == "__main__":
    main()
