"""A real `redis-server` for tests that need one (Debian `redis-server`,
installed by scripts/setup.sh): started on a free loopback port with its own
temporary folder, persistence off, and stopped after. Also a minimal RESP
client, so the tests need no Python package to look at or damage what the
server holds.

    with RedisServer(tmp) as server:
        server.url            # redis://127.0.0.1:PORT
        server.command("SET", "k", b"v")
        server.stop(); server.resume(); server.kill()
"""

import os
import shutil
import signal
import socket
import subprocess
import time


def redis_server_binary():
    """The path of redis-server, or None when it is not installed."""
    return shutil.which("redis-server")


def free_port():
    """A loopback TCP port nobody listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedisError(Exception):
    pass


def _encode(args):
    out = [b"*%d\r\n" % len(args)]
    for a in args:
        if isinstance(a, str):
            a = a.encode()
        elif isinstance(a, int):
            a = str(a).encode()
        out.append(b"$%d\r\n%s\r\n" % (len(a), a))
    return b"".join(out)


class _Reader:
    def __init__(self, sock):
        self.sock = sock
        self.buf = b""

    def _fill(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise RedisError("connection closed")
        self.buf += chunk

    def line(self):
        while b"\r\n" not in self.buf:
            self._fill()
        line, self.buf = self.buf.split(b"\r\n", 1)
        return line

    def exactly(self, n):
        while len(self.buf) < n + 2:
            self._fill()
        data, self.buf = self.buf[:n], self.buf[n + 2:]
        return data

    def reply(self):
        line = self.line()
        kind, rest = line[:1], line[1:]
        if kind == b"+":
            return rest.decode()
        if kind == b"-":
            raise RedisError(rest.decode())
        if kind == b":":
            return int(rest)
        if kind == b"$":
            n = int(rest)
            return None if n < 0 else self.exactly(n)
        if kind == b"*":
            n = int(rest)
            return None if n < 0 else [self.reply() for _ in range(n)]
        raise RedisError("not a RESP reply: %r" % line)


class RedisServer:
    """One redis-server process on a free loopback port. `args` are extra
    configuration directives, e.g. ["--maxmemory", "1mb"]."""

    def __init__(self, tmp, args=(), port=None):
        self.binary = redis_server_binary()
        if self.binary is None:
            raise RuntimeError("redis-server is not installed (scripts/setup.sh installs it)")
        self.port = port or free_port()
        self.dir = os.path.join(tmp, "redis-%d" % self.port)
        os.makedirs(self.dir, exist_ok=True)
        self.args = list(args)
        self.proc = None
        self.stopped = False

    @property
    def url(self):
        return "redis://127.0.0.1:%d" % self.port

    def start(self, timeout=20):
        log = open(os.path.join(self.dir, "server.log"), "wb")
        self.proc = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--dir", self.dir,
             "--save", "", "--appendonly", "no", "--daemonize", "no", "--protected-mode", "yes"]
            + self.args,
            stdout=log, stderr=subprocess.STDOUT)
        log.close()
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                with open(os.path.join(self.dir, "server.log"), errors="replace") as f:
                    raise RuntimeError("redis-server exited at start:\n" + f.read())
            try:
                if self.command("PING") == "PONG":
                    return self
            except (OSError, RedisError):
                pass
            if time.monotonic() > deadline:
                self.kill()
                raise RuntimeError("redis-server did not answer on port %d" % self.port)
            time.sleep(0.05)

    def command(self, *args, timeout=10):
        """Sends one command on a fresh connection and returns its reply."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=timeout) as s:
            s.sendall(_encode(args))
            return _Reader(s).reply()

    def keys(self, pattern="*"):
        """Every key matching `pattern` (SCAN; the test's own look, never the client's)."""
        found, cursor = [], b"0"
        while True:
            cursor, batch = self.command("SCAN", cursor, "MATCH", pattern, "COUNT", 1000)
            found.extend(batch)
            if cursor == b"0":
                return sorted(found)

    def stop(self):
        """SIGSTOP: the kernel still accepts connections; nothing answers."""
        os.kill(self.proc.pid, signal.SIGSTOP)
        self.stopped = True

    def resume(self):
        os.kill(self.proc.pid, signal.SIGCONT)
        self.stopped = False

    def kill(self):
        if self.proc is not None and self.proc.poll() is None:
            if self.stopped:
                self.resume()
            self.proc.kill()
            self.proc.wait()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.kill()
        return False
