// Standard streams, time and process exit; the C++ printing fallbacks.
#include <sys/random.h>
#include <time.h>

#include <string>

#include "runtime/array.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/runtime.h"
#include "runtime/text.h"

namespace kiln::runtime::builtin_impl {

bool BuiltinIoWrite(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t fd = 0;
  if (!IntArg(rt, "io_write", a[0], &fd)) return false;
  if (fd != 1 && fd != 2) return ThrowArgumentError(rt, "io_write: only stdout (1) and stderr (2)");
  std::string bytes;
  Value x = a[1];
  if (x.type == rt.core.string) {
    bytes.assign(x.As<String>()->view());
  } else if (x.type == rt.core.char_) {
    AppendChar(x.AsCharBits(), &bytes);
  } else if (x.type == rt.core.uint8) {
    bytes.push_back(static_cast<char>(x.bits));
  } else if (x.type->layout == Layout::kArray && !x.As<Array>()->boxed &&
             x.As<Array>()->elsize == 1) {
    const auto* arr = x.As<Array>();
    bytes.assign(reinterpret_cast<const char*>(arr->data), static_cast<size_t>(arr->length));
  } else {
    return ThrowTypeError(rt, "io_write", "", TypeValue(rt.core.string), x);
  }
  if (fd == 1) {
    rt.WriteStdout(bytes);
  } else {
    rt.WriteStderr(bytes);
  }
  *r = rt.core.Int64(static_cast<int64_t>(bytes.size()));
  return true;
}

bool BuiltinIoFlush(Runtime& rt, const Value*, uint32_t, Value* r) {
  rt.Flush();
  *r = rt.core.Nothing();
  return true;
}

bool BuiltinIoReadline(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (a[0].type != rt.core.bool_) {
    return ThrowTypeError(rt, "io_readline", "", TypeValue(rt.core.bool_), a[0]);
  }
  std::string line;
  if (!rt.ReadLine(&line, a[0].AsBool())) {
    *r = rt.core.Nothing();
    return true;
  }
  *r = StringValue(rt, line);
  return true;
}

bool BuiltinIoReadall(Runtime& rt, const Value*, uint32_t, Value* r) {
  *r = StringValue(rt, rt.ReadAll());
  return true;
}

bool BuiltinIoEof(Runtime& rt, const Value*, uint32_t, Value* r) {
  *r = rt.core.Bool(rt.StdinAtEof());
  return true;
}

bool BuiltinTimeNs(Runtime& rt, const Value*, uint32_t, Value* r) {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  *r = rt.core.UInt64(static_cast<uint64_t>(ts.tv_sec) * 1000000000u +
                      static_cast<uint64_t>(ts.tv_nsec));
  return true;
}

bool BuiltinGcCollect(Runtime& rt, const Value*, uint32_t, Value* r) {
  GcCollect();
  *r = rt.core.Nothing();
  return true;
}

bool BuiltinTimeWallNs(Runtime& rt, const Value*, uint32_t, Value* r) {
  timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  *r = rt.core.Int64(static_cast<int64_t>(ts.tv_sec) * 1000000000 + ts.tv_nsec);
  return true;
}

bool BuiltinUtcOffset(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t seconds = 0;
  if (!IntArg(rt, "utc_offset", a[0], &seconds)) return false;
  time_t t = static_cast<time_t>(seconds);
  tm local{};
  if (localtime_r(&t, &local) == nullptr) return ThrowArgumentError(rt, "utc_offset: time out of range");
  *r = rt.core.Int64(static_cast<int64_t>(local.tm_gmtoff));
  return true;
}

bool BuiltinOsRandom(Runtime& rt, const Value*, uint32_t, Value* r) {
  uint64_t x = 0;
  if (getrandom(&x, sizeof x, 0) != static_cast<ssize_t>(sizeof x)) {
    // No entropy source: the clocks are the best left.
    timespec a, b;
    clock_gettime(CLOCK_REALTIME, &a);
    clock_gettime(CLOCK_MONOTONIC, &b);
    x = (static_cast<uint64_t>(a.tv_nsec) << 32) ^ static_cast<uint64_t>(a.tv_sec) ^
        (static_cast<uint64_t>(b.tv_nsec) * 0x9e3779b97f4a7c15u);
  }
  *r = rt.core.UInt64(x);
  return true;
}

bool BuiltinExit(Runtime& rt, const Value* a, uint32_t n, Value*) {
  int64_t code = 0;
  if (n == 1 && !IntArg(rt, "exit", a[0], &code)) return false;
  rt.Exit(static_cast<int>(code));
  // Only reached when the RuntimeIO does not end the process (tests).
  return rt.Throw(rt.core.Nothing());
}

bool BuiltinReprFallback(Runtime& rt, const Value* a, uint32_t, Value* r) {
  *r = StringValue(rt, ShowToString(rt, a[0]));
  return true;
}

bool BuiltinPrintFallback(Runtime& rt, const Value* a, uint32_t, Value* r) {
  *r = StringValue(rt, PrintToString(rt, a[0]));
  return true;
}

bool BuiltinShowerrorFallback(Runtime& rt, const Value* a, uint32_t, Value* r) {
  *r = StringValue(rt, ShowError(rt, a[0]));
  return true;
}

}  // namespace kiln::runtime::builtin_impl
