# A function argument that the body passes along but never calls is compiled
# unspecialized: its frame shows `::Function` (declared Any, Function or
# Base.Callable), and a type passed along likewise shows `::Type`. One that is
# called, in the body or in a closure of it, or declared with a type variable,
# keeps its own type. (@noinline keeps every frame in Julia's trace.)
@noinline check(v) = v > 10 ? error("too big: ", v) : 2v
@noinline twice(f, x) = f(f(x))
@noinline forward(f, x) = twice(f, x)
@noinline declared(f::Function, x) = forward(f, x)
@noinline generic(f::F, x) where {F} = declared(f, x)
@noinline callable(f::Base.Callable, x) = generic(f, x)
@noinline function inclosure(f, x)
    h = @noinline () -> f(0) + callable(f, x)
    return h()
end
@noinline astype(T, x) = inclosure(check, T(x))
@noinline passtype(T, x) = astype(T, x)
@noinline declaredtype(T::Type, x) = passtype(T, x)
println(declaredtype(Int, 1.0))
declaredtype(Int, 6.0)
#= expect
4
=#
#= expect-stderr-prefix
ERROR: LoadError: too big: 12
Stacktrace:
  [1] error(::String, ::Int64)
<...>
  [2] check(v::Int64)
    @ Main <*>fail_function_arg_frames.jl:6
  [3] twice(f::typeof(check), x::Int64)
    @ Main <*>fail_function_arg_frames.jl:7
  [4] forward(f::Function, x::Int64)
    @ Main <*>fail_function_arg_frames.jl:8
  [5] declared(f::Function, x::Int64)
    @ Main <*>fail_function_arg_frames.jl:9
  [6] generic(f::typeof(check), x::Int64)
    @ Main <*>fail_function_arg_frames.jl:10
  [7] callable(f::Function, x::Int64)
    @ Main <*>fail_function_arg_frames.jl:11
  [8] (<*>)()
    @ Main <*>fail_function_arg_frames.jl:13
  [9] inclosure(f::typeof(check), x::Int64)
    @ Main <*>fail_function_arg_frames.jl:14
 [10] astype(T::Type{Int64}, x::Float64)
    @ Main <*>fail_function_arg_frames.jl:16
 [11] passtype(T::Type, x::Float64)
    @ Main <*>fail_function_arg_frames.jl:17
 [12] declaredtype(T::Type, x::Float64)
    @ Main <*>fail_function_arg_frames.jl:18
 [13] top-level scope
    @ <*>fail_function_arg_frames.jl:20
in expression starting at <*>fail_function_arg_frames.jl:20
=#
#= exit: 1 =#
