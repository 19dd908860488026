#include "runtime/array.h"

#include <gtest/gtest.h>

#include <string>

#include "runtime/errors.h"
#include "runtime/print.h"
#include "runtime/test_util.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

class ArrayTest : public ::testing::Test {
 protected:
  ArrayTest() : rt(*t), c(rt.core) {}
  Array* IntVector(int64_t n) { return NewVector(rt, VectorType(rt, c.int64), n); }
  std::string Show(Array* a) { return ShowToString(rt, Value::FromObject(a)); }
  std::string Error() { return ShowError(rt, rt.TakePendingException()); }

  TestRuntime t;
  Runtime& rt;
  const CoreTypes& c;
};

TEST_F(ArrayTest, BitsElementsAreStoredDensely) {
  Array* f = NewVector(rt, VectorType(rt, c.float64), 4);
  EXPECT_FALSE(f->boxed);
  EXPECT_EQ(f->elsize, 8);
  Array* b = NewVector(rt, VectorType(rt, c.uint8), 4);
  EXPECT_EQ(b->elsize, 1);
  Array* any = NewVector(rt, VectorType(rt, c.any), 4);
  EXPECT_TRUE(any->boxed);
  EXPECT_EQ(any->elsize, sizeof(Value));
  // Fresh bits arrays read as zero; boxed ones as #undef.
  EXPECT_EQ(ArrayLoad(f, 3).AsFloat64(), 0.0);
  EXPECT_FALSE(ArrayIsAssigned(any, 0));
  Value out;
  EXPECT_FALSE(ArrayGet(rt, any, 0, &out));
  EXPECT_EQ(Error(), "UndefRefError: access to undefined reference");
  // Narrow signed elements sign-extend on load.
  Array* i8 = NewVector(rt, VectorType(rt, c.int8), 1);
  ASSERT_TRUE(ArrayStore(rt, i8, 0, c.Int(c.int8, -3)));
  EXPECT_EQ(ArrayLoad(i8, 0).AsInt(), -3);
  EXPECT_EQ(ArrayLoad(i8, 0).type, c.int8);
}

TEST_F(ArrayTest, PushPopAtBothEndsIsAmortized) {
  Array* a = IntVector(0);
  for (int i = 0; i < 1000; ++i) ASSERT_TRUE(ArrayPush(rt, a, c.Int64(i)));
  EXPECT_EQ(a->length, 1000);
  EXPECT_LT(a->capacity, 4096);
  for (int i = 1; i <= 1000; ++i) {
    ASSERT_TRUE(ArrayGrowBeg(rt, a, 1));
    ArrayStoreUnchecked(a, 0, c.Int64(-i));
  }
  EXPECT_EQ(a->length, 2000);
  EXPECT_EQ(ArrayLoad(a, 0).AsInt(), -1000);
  EXPECT_EQ(ArrayLoad(a, 999).AsInt(), -1);
  EXPECT_EQ(ArrayLoad(a, 1000).AsInt(), 0);
  EXPECT_EQ(ArrayLoad(a, 1999).AsInt(), 999);
  ASSERT_TRUE(ArrayDelBeg(rt, a, 1000));
  ASSERT_TRUE(ArrayDelEnd(rt, a, 990));
  EXPECT_EQ(Show(a), "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]");
  // A queue: push at the end, pop at the front, without unbounded growth.
  Array* q = IntVector(0);
  for (int i = 0; i < 10000; ++i) {
    ASSERT_TRUE(ArrayPush(rt, q, c.Int64(i)));
    ASSERT_TRUE(ArrayDelBeg(rt, q, 1));
  }
  EXPECT_EQ(q->length, 0);
  EXPECT_LT(q->offset + q->capacity, 64);
}

TEST_F(ArrayTest, InsertAndDeleteInTheMiddle) {
  Array* a = IntVector(0);
  for (int i = 1; i <= 5; ++i) ASSERT_TRUE(ArrayPush(rt, a, c.Int64(i)));
  ASSERT_TRUE(ArrayGrowAt(rt, a, 3, 2));  // insert two slots before index 3
  ArrayStoreUnchecked(a, 2, c.Int64(10));
  ArrayStoreUnchecked(a, 3, c.Int64(11));
  EXPECT_EQ(Show(a), "[1, 2, 10, 11, 3, 4, 5]");
  ASSERT_TRUE(ArrayDelAt(rt, a, 2, 3));
  EXPECT_EQ(Show(a), "[1, 3, 4, 5]");
  ASSERT_TRUE(ArrayGrowAt(rt, a, 5, 1));  // at the end
  ArrayStoreUnchecked(a, 4, c.Int64(6));
  ASSERT_TRUE(ArrayGrowAt(rt, a, 1, 1));  // at the front
  ArrayStoreUnchecked(a, 0, c.Int64(0));
  EXPECT_EQ(Show(a), "[0, 1, 3, 4, 5, 6]");
  EXPECT_FALSE(ArrayDelAt(rt, a, 6, 2));
  EXPECT_EQ(Error(), "BoundsError: attempt to access 6-element Vector{Int64} at index [6]");
  ASSERT_TRUE(ArrayResize(rt, a, 2));
  EXPECT_EQ(Show(a), "[0, 1]");
  ASSERT_TRUE(ArrayResize(rt, a, 3));
  EXPECT_EQ(Show(a), "[0, 1, 0]");
}

TEST_F(ArrayTest, ErrorsAreKilnExceptions) {
  Array* a = IntVector(0);
  EXPECT_FALSE(ArrayDelEnd(rt, a, 1));
  EXPECT_EQ(Error(), "ArgumentError: array must be non-empty");
  ASSERT_TRUE(ArrayPush(rt, a, c.Int64(1)));
  EXPECT_FALSE(ArrayStore(rt, a, 0, c.Float64(1.5)));
  EXPECT_EQ(Error(), "TypeError: in arrayset, expected Int64, got a value of type Float64");
  Value out;
  int64_t huge = int64_t{1} << 60;
  EXPECT_FALSE(NewArray(rt, VectorType(rt, c.int64), &huge, 1, &out));
  EXPECT_EQ(Error(), "OutOfMemoryError()");
  int64_t negative = -1;
  EXPECT_FALSE(NewArray(rt, VectorType(rt, c.int64), &negative, 1, &out));
  EXPECT_EQ(Error(), "ArgumentError: invalid Array dimensions");
}

TEST_F(ArrayTest, LinearAndCartesianIndices) {
  Value params[2] = {TypeValue(c.int64), c.Int64(2)};
  Value type;
  ASSERT_TRUE(ApplyType(rt, c.array_wrapper, params, 2, &type));
  int64_t dims[2] = {2, 3};
  Value m;
  ASSERT_TRUE(NewArray(rt, type.As<DataType>(), dims, 2, &m));
  Array* a = m.As<Array>();
  int64_t i;
  int64_t ij[2] = {2, 3};
  ASSERT_TRUE(LinearIndex(a, ij, 2, &i));
  EXPECT_EQ(i, 5);  // column-major
  int64_t bad[2] = {3, 1};
  EXPECT_FALSE(LinearIndex(a, bad, 2, &i));
  int64_t linear[1] = {6};
  ASSERT_TRUE(LinearIndex(a, linear, 1, &i));
  EXPECT_EQ(i, 5);
  int64_t trailing[3] = {1, 1, 1};
  ASSERT_TRUE(LinearIndex(a, trailing, 3, &i));
  int64_t trailing_bad[3] = {1, 1, 2};
  EXPECT_FALSE(LinearIndex(a, trailing_bad, 3, &i));
}

TEST_F(ArrayTest, CopyIsShallowAndIndependent) {
  Array* a = IntVector(0);
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(ArrayPush(rt, a, c.Int64(i)));
  Value copy;
  ASSERT_TRUE(ArrayCopy(rt, a, &copy));
  ArrayStoreUnchecked(a, 0, c.Int64(42));
  EXPECT_EQ(Show(copy.As<Array>()), "[0, 1, 2]");
  EXPECT_EQ(Show(a), "[42, 1, 2]");
}

}  // namespace
}  // namespace kiln::runtime
