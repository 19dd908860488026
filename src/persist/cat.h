// Cat(...): builds a message from strings and integers by appending, e.g.
// Cat("object ", index, " of ", count). (Appending also avoids a false
// -Wrestrict warning GCC 12 gives for "literal" + std::string at -O3.)
#ifndef KILN_PERSIST_CAT_H_
#define KILN_PERSIST_CAT_H_

#include <string>
#include <string_view>
#include <type_traits>

namespace kiln::persist::internal {

template <typename... Args>
std::string Cat(const Args&... args) {
  std::string out;
  auto append = [&out](const auto& arg) {
    using A = std::decay_t<decltype(arg)>;
    if constexpr (std::is_integral_v<A>) {
      out += std::to_string(arg);
    } else {
      out += std::string_view(arg);
    }
  };
  (append(args), ...);
  return out;
}

}  // namespace kiln::persist::internal

#endif  // KILN_PERSIST_CAT_H_
