#include <gtest/gtest.h>

#include "runtime/test_util.h"

namespace kiln::runtime {
namespace {

}  // namespace
}  // namespace kiln::runtime
