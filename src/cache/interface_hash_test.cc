#include "cache/interface_hash.h"

#include <gtest/gtest.h>

#include "cache/testing.h"

namespace kiln::cache {
namespace {

FileSummary Of(const char* text) { return Summarize(testing::CompileToy(text, "src/x.jl")); }

TEST(InterfaceHashTest, BodiesAndLineNumbersAreNotPartOfTheInterface) {
  FileSummary base = Of("fn f 1 1\nstruct S a\nexport f\n");
  EXPECT_EQ(Of("fn f 1 2\nstruct S a\nexport f\n").interface_hash, base.interface_hash);
  EXPECT_EQ(Of("\n\nstruct S a\n\nfn f 1 2\nexport f\n").interface_hash, base.interface_hash);
}

TEST(InterfaceHashTest, EverythingVisibleIsPartOfTheInterface) {
  const std::string base = Of("fn f 1 1\nstruct S a\nexport f\n").interface_hash;
  for (const char* changed : {
           "fn f 2 1\nstruct S a\nexport f\n",              // signature
           "fn g 1 1\nstruct S a\nexport f\n",              // name
           "fn f 1 1\nfn h 0 1\nstruct S a\nexport f\n",    // a new function
           "fn f 1 1\nstruct S a b\nexport f\n",            // struct layout
           "fn f 1 1\nstruct S a\n",                        // exports
           "fn f 1 1\nstruct S a\nexport f\nglobal x 1\n",  // a global
           "fn f 1 1\nstruct S a\nexport f\nusing Q\n",     // imports
           "fn f 1 1\nstruct S a\nexport f\ninclude y.jl\n",
           "fn f 1 1\nstruct S a\nexport f\nmodule M\n",
       }) {
    EXPECT_NE(Of(changed).interface_hash, base) << changed;
  }
}

TEST(InterfaceHashTest, SummaryListsExportsImportsIncludesAndNestedModules) {
  FileSummary s = Of("export b\nexport a\nusing ..Q.R\nusing Base\ninclude d/y.jl\nmodule M\n");
  EXPECT_EQ(s.exports, (std::vector<std::string>{"a", "b"}));
  ASSERT_EQ(s.imports.size(), 2u);
  EXPECT_EQ(s.imports[0].leading_dots, 2u);
  EXPECT_EQ(s.imports[0].path, (std::vector<std::string>{"Q", "R"}));
  EXPECT_EQ(s.includes, (std::vector<std::string>{"d/y.jl"}));
  EXPECT_EQ(s.nested_modules, (std::vector<std::string>{"M"}));
}

}  // namespace
}  // namespace kiln::cache
