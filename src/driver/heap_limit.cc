#include "driver/heap_limit.h"

#include <cctype>
#include <cmath>
#include <optional>

#include "runtime/sys_memory.h"

namespace kiln::driver {

bool ParseHeapSize(std::string_view text, uint64_t memory, uint64_t* bytes) {
  size_t i = 0;
  long double value = 0;
  size_t digits = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
    value = value * 10 + (text[i++] - '0');
    ++digits;
  }
  if (i < text.size() && text[i] == '.') {
    ++i;
    long double scale = 0.1L;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
      value += scale * (text[i++] - '0');
      scale /= 10;
      ++digits;
    }
  }
  if (digits == 0) return false;
  std::string_view unit = text.substr(i);
  long double multiplier = 1;
  if (!unit.empty()) {
    const char u = static_cast<char>(std::tolower(static_cast<unsigned char>(unit[0])));
    // A second letter only as the B of KB, MB, ...
    if (unit.size() > 2 || (unit.size() == 2 && (u == 'b' || u == '%' ||
                                                 std::tolower(static_cast<unsigned char>(unit[1])) != 'b'))) {
      return false;
    }
    switch (u) {
      case 'b': break;
      case 'k': multiplier = 1024.0L; break;
      case 'm': multiplier = 1024.0L * 1024; break;
      case 'g': multiplier = 1024.0L * 1024 * 1024; break;
      case 't': multiplier = 1024.0L * 1024 * 1024 * 1024; break;
      case '%':
        if (value > 100) return false;
        multiplier = static_cast<long double>(memory) / 100;
        break;
      default: return false;
    }
  }
  const long double size = value * multiplier;
  if (!std::isfinite(size) || size < 0) return false;
  *bytes = size >= 18446744073709551615.0L ? UINT64_MAX : static_cast<uint64_t>(size);
  return true;
}

uint64_t ProcessMemory() {
  const uint64_t memory = runtime::PhysicalMemory(/*available=*/false);
  const uint64_t limit = runtime::ConstrainedMemory();
  return limit != 0 && (memory == 0 || limit < memory) ? limit : memory;
}

uint64_t DefaultHeapLimit() { return ProcessMemory() / 4 * 3; }

bool HeapLimitFor(base::Env* env, const std::string& hint, uint64_t* bytes, bool* is_default,
                  std::string* error) {
  *is_default = false;
  std::string text = hint;
  std::string source = "--heap-size-hint";
  if (text.empty()) {
    std::optional<std::string> var = env->FindEnvVar(kHeapSizeHintVariable);
    if (var.has_value() && !var->empty()) {
      text = *var;
      source = kHeapSizeHintVariable;
    }
  }
  if (text.empty()) {
    // Not worked out here: the caller asks DefaultHeapLimit() when it needs it.
    *is_default = true;
    *bytes = 0;
    return true;
  }
  // A percentage needs the memory; anything else does not read it.
  const uint64_t memory = text.back() == '%' ? ProcessMemory() : 0;
  if (!ParseHeapSize(text, memory, bytes)) {
    *error = "invalid argument to " + source + " (" + text + ")";
    return false;
  }
  return true;
}

}  // namespace kiln::driver
