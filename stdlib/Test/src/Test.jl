# Test: unit testing as Julia's Test does it. Lowering expands `@test`,
# `@test_throws` and `@testset` into calls of `_test`, `_test_comparison`,
# `_test_call`, `_test_throws` and `_testset` (docs/lowering.md, "Test"); this
# package evaluates them, records the results in the current test set and prints
# Julia's failure reports and summary table.
module Test

export TestSetException

include("results.jl")
include("testset.jl")
include("assertions.jl")
include("logs.jl")

end
