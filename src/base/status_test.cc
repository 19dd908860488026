#include "base/status.h"

#include <gtest/gtest.h>

namespace kiln::base {
namespace {

TEST(StatusTest, OkIsCheapAndPrintsOk) {
  Status s;
  EXPECT_TRUE(s.ok());
  EXPECT_EQ(s.ToString(), "OK");
  EXPECT_EQ(s.code(), Status::Code::kOk);
}

TEST(StatusTest, NamedConstructorsCarryCodeAndMessage) {
  Status s = Status::Corruption("bad magic");
  EXPECT_FALSE(s.ok());
  EXPECT_TRUE(s.IsCorruption());
  EXPECT_EQ(s.ToString(), "Corruption: bad magic");
  EXPECT_EQ(Status::NotFound("x").code(), Status::Code::kNotFound);
  EXPECT_EQ(s.WithContext("Base.ir").ToString(), "Corruption: Base.ir: bad magic");
}

TEST(StatusTest, CopyIsDeep) {
  Status a = Status::IOError("disk");
  Status b = a;
  a = Status::Ok();
  EXPECT_EQ(b.ToString(), "IOError: disk");
}

ErrorOr<int> Half(int x) {
  if (x % 2 != 0) return Status::InvalidArgument("odd");
  return x / 2;
}

ErrorOr<int> Quarter(int x) {
  ASSIGN_OR_RETURN(int h, Half(x));
  ASSIGN_OR_RETURN(int q, Half(h));
  return q;
}

Status CheckEven(int x) {
  RETURN_IF_ERROR(Half(x));
  return Status::Ok();
}

TEST(ErrorOrTest, PropagatesValuesAndErrors) {
  EXPECT_EQ(*Quarter(8), 2);
  ErrorOr<int> bad = Quarter(6);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().ToString(), "InvalidArgument: odd");
  EXPECT_TRUE(CheckEven(4).ok());
  EXPECT_FALSE(CheckEven(3).ok());
}

TEST(ErrorOrDeathTest, ValueOfErrorAborts) {
  ErrorOr<int> bad = Half(1);
  EXPECT_DEATH((void)bad.value(), "InvalidArgument: odd");
}

}  // namespace
}  // namespace kiln::base
