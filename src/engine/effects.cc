#include "engine/effects.h"

namespace kiln::engine {

std::string EffectsText(const Effects& e) {
  std::string out;
  auto add = [&](bool on, const char* name) {
    if (!on) return;
    if (!out.empty()) out += ",";
    out += name;
  };
  add(e.nothrow, "nothrow");
  add(e.terminates, "terminates");
  add(e.consistent, "consistent");
  return out.empty() ? "none" : out;
}

}  // namespace kiln::engine
