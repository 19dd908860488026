# Kiln's Base: the standard library every module sees through `using Base`.
#
# Base is written in Kiln's own language on top of Core: the types the runtime
# creates (numbers, String, Symbol, Tuple, NamedTuple, Array, the exception types),
# its builtins (`Core.getfield`, `Core.arrayref`, `Core.string_concat`,
# `Core.io_write` ...) and its intrinsics (`Core.Intrinsics.add_int` ...). The files
# are included in dependency order: a file may call functions defined later in
# method bodies, but its top-level statements only use what is already defined.
# docs/stdlib.md describes the bootstrap and the primitives.
module Base

include("essentials.jl")
include("exceptions.jl")
include("promotion.jl")
include("bool.jl")
include("int.jl")
include("float.jl")
include("number.jl")
include("intfuncs.jl")
include("math.jl")
include("char.jl")
include("pair.jl")
include("some.jl")
include("refvalue.jl")
include("tuple.jl")
include("namedtuple.jl")
include("kwargs.jl")
include("iterators.jl")
include("generator.jl")
include("range.jl")
include("abstractarray.jl")
include("array.jl")
include("bitarray.jl")
include("hashing.jl")
include("abstractdict.jl")
include("dict.jl")
include("set.jl")
include("deepcopy.jl")
include("string.jl")
include("substring.jl")
include("strutil.jl")
include("parse.jl")
include("regex.jl")
include("reduce.jl")
include("reducedim.jl")
include("arraymanip.jl")
include("sort.jl")
include("broadcast.jl")
include("io.jl")
include("show.jl")
include("arrayshow.jl")
include("errorshow.jl")
include("missing.jl")
include("file.jl")
include("reflection.jl")
include("methodshow.jl")
include("irrationals.jl")
include("rational.jl")
include("complex.jl")
include("bigint.jl")
include("version.jl")
include("timing.jl")
include("logging.jl")
include("stdlib_hooks.jl")
include("macro_support.jl")
include("expr.jl")
include("exports.jl")

end
