// Facts about the machine and the user a program asks Base's Sys and Libc for:
// memory, uptime, load, the host's name, user and group names, local time
// formatting. They read the kernel's interfaces (/proc, cgroup files, sysinfo,
// the passwd and group databases) the way libuv does for Julia; none of them is
// a program's file, so none goes through base::Env.
#include <grp.h>
#include <pwd.h>
#include <sys/sysinfo.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/runtime.h"
#include "runtime/sys_memory.h"

namespace kiln::runtime {
namespace {

// The first line of a small kernel file (a cgroup setting), or nullopt.
std::optional<std::string> FirstLine(const char* path) {
  FILE* f = std::fopen(path, "re");
  if (f == nullptr) return std::nullopt;
  char buf[128];
  std::optional<std::string> line;
  if (std::fgets(buf, sizeof buf, f) != nullptr) {
    line = buf;
    while (!line->empty() && (line->back() == '\n' || line->back() == ' ')) line->pop_back();
  }
  std::fclose(f);
  return line;
}

// A number of bytes from a cgroup file; 0 for "max", a missing file or text.
uint64_t CgroupBytes(const char* path) {
  std::optional<std::string> line = FirstLine(path);
  if (!line.has_value() || line->empty()) return 0;
  char* end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(line->c_str(), &end, 10);
  if (errno != 0 || end == line->c_str() || *end != '\0') return 0;
  return v;
}

// A `Name: N kB` line of /proc/meminfo in bytes, or nullopt.
std::optional<uint64_t> MeminfoBytes(const char* name) {
  FILE* f = std::fopen("/proc/meminfo", "re");
  if (f == nullptr) return std::nullopt;
  char line[256];
  size_t n = std::strlen(name);
  std::optional<uint64_t> out;
  while (std::fgets(line, sizeof line, f) != nullptr) {
    if (std::strncmp(line, name, n) == 0 && line[n] == ':') {
      out = std::strtoull(line + n + 1, nullptr, 10) * 1024u;
      break;
    }
  }
  std::fclose(f);
  return out;
}

// The memory a program may still use: what its cgroup leaves when it has a limit
// (libuv's uv_get_available_memory), else the physical memory available.
uint64_t AvailableMemory() {
  uint64_t limit = ConstrainedMemory();
  uint64_t free = PhysicalMemory(true);
  if (limit == 0) return free;
  uint64_t used = CgroupBytes("/sys/fs/cgroup/memory.current");
  if (used == 0) used = CgroupBytes("/sys/fs/cgroup/memory/memory.usage_in_bytes");
  uint64_t left = used < limit ? limit - used : 0;
  return left < free ? left : free;
}

// getpwuid_r / getgrgid_r with a growing buffer: the name, or nullopt.
template <typename Entry, typename Lookup>
std::optional<std::string> LookupName(uint32_t id, Lookup lookup, char* Entry::*field) {
  std::vector<char> buf(1024);
  for (;;) {
    Entry entry{};
    Entry* found = nullptr;
    int err = lookup(id, &entry, buf.data(), buf.size(), &found);
    if (err == ERANGE && buf.size() < (1u << 20)) {
      buf.resize(buf.size() * 2);
      continue;
    }
    if (err != 0 || found == nullptr || found->*field == nullptr) return std::nullopt;
    return std::string(found->*field);
  }
}

bool ReturnName(Runtime& rt, const std::optional<std::string>& name, Value* r) {
  *r = name.has_value() ? StringValue(rt, *name) : rt.core.Nothing();
  return true;
}

}  // namespace

uint64_t ConstrainedMemory() {
  uint64_t v = CgroupBytes("/sys/fs/cgroup/memory.max");
  if (v == 0) v = CgroupBytes("/sys/fs/cgroup/memory/memory.limit_in_bytes");
  // cgroup v1 writes "no limit" as a huge number.
  if (v >= (uint64_t{1} << 62)) v = 0;
  return v;
}

uint64_t PhysicalMemory(bool available) {
  // The total is sysinfo's (MemTotal of /proc/meminfo is the same number, and
  // the heap's default limit asks for it at every start); what is available
  // only /proc/meminfo tells (sysinfo's free memory leaves out caches).
  if (available) {
    if (auto m = MeminfoBytes("MemAvailable")) return *m;
  }
  struct sysinfo info {};
  if (::sysinfo(&info) != 0) return 0;
  return static_cast<uint64_t>(available ? info.freeram : info.totalram) * info.mem_unit;
}

namespace builtin_impl {

bool BuiltinSysMemory(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t which = 0;
  if (!IntArg(rt, "sys_memory", a[0], &which)) return false;
  uint64_t v = 0;
  switch (which) {
    case 0: v = PhysicalMemory(false); break;
    case 1: v = AvailableMemory(); break;
    case 2: v = ConstrainedMemory(); break;
    case 3: v = PhysicalMemory(true); break;
    default: return ThrowArgumentError(rt, "sys_memory: unknown kind of memory");
  }
  *r = rt.core.UInt64(v);
  return true;
}

bool BuiltinSysUptime(Runtime& rt, const Value*, uint32_t, Value* r) {
  timespec ts{};
  clock_gettime(CLOCK_BOOTTIME, &ts);
  *r = rt.core.Float64(static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9);
  return true;
}

bool BuiltinSysLoadavg(Runtime& rt, const Value*, uint32_t, Value* r) {
  double load[3] = {0, 0, 0};
  if (::getloadavg(load, 3) != 3) load[0] = load[1] = load[2] = 0;
  Value values[3] = {rt.core.Float64(load[0]), rt.core.Float64(load[1]),
                     rt.core.Float64(load[2])};
  DataType* types[3] = {rt.core.float64, rt.core.float64, rt.core.float64};
  *r = NewStructValue(rt, ConcreteTupleType(rt, types, 3), values, 3);
  return true;
}

bool BuiltinSysHostname(Runtime& rt, const Value*, uint32_t, Value* r) {
  char buf[256] = {};
  if (::gethostname(buf, sizeof buf - 1) != 0) {
    return ThrowErrorException(rt, std::string("gethostname: ") + std::strerror(errno));
  }
  *r = StringValue(rt, buf);
  return true;
}

bool BuiltinSysUserName(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t uid = 0;
  if (!IntArg(rt, "sys_user_name", a[0], &uid)) return false;
  return ReturnName(rt, LookupName<passwd>(static_cast<uint32_t>(uid), getpwuid_r, &passwd::pw_name),
                    r);
}

bool BuiltinSysGroupName(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t gid = 0;
  if (!IntArg(rt, "sys_group_name", a[0], &gid)) return false;
  return ReturnName(rt, LookupName<group>(static_cast<uint32_t>(gid), getgrgid_r, &group::gr_name),
                    r);
}

bool BuiltinSysCurrentUid(Runtime& rt, const Value*, uint32_t, Value* r) {
  *r = rt.core.Int64(static_cast<int64_t>(::getuid()));
  return true;
}

// strftime of the local time `seconds` after the epoch (Julia's Libc.strftime).
bool BuiltinSysStrftime(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* format = nullptr;
  int64_t seconds = 0;
  if (!StringArg(rt, "sys_strftime", a[0], &format) ||
      !IntArg(rt, "sys_strftime", a[1], &seconds)) {
    return false;
  }
  time_t t = static_cast<time_t>(seconds);
  tm local{};
  if (localtime_r(&t, &local) == nullptr) {
    return ThrowArgumentError(rt, "strftime: time out of range");
  }
  std::string fmt(format->view());
  if (fmt.empty()) {
    *r = StringValue(rt, "");
    return true;
  }
  // strftime gives 0 both for an empty result and for a short buffer: grow a
  // few times, then take the empty result as the answer.
  std::vector<char> buf(128 + fmt.size() * 4);
  for (int tries = 0; tries < 6; ++tries) {
    size_t n = std::strftime(buf.data(), buf.size(), fmt.c_str(), &local);
    if (n > 0) {
      *r = StringValue(rt, std::string(buf.data(), n));
      return true;
    }
    buf.resize(buf.size() * 4);
  }
  *r = StringValue(rt, "");
  return true;
}

}  // namespace builtin_impl
}  // namespace kiln::runtime
