using Test
struct Stack{T}
    items::Vector{T}
end
Stack{T}() where {T} = Stack{T}(T[])
Base.push!(s::Stack, x) = (push!(s.items, x); s)
Base.pop!(s::Stack) = isempty(s.items) ? throw(ArgumentError("stack is empty")) : pop!(s.items)
Base.isempty(s::Stack) = isempty(s.items)
Base.length(s::Stack) = length(s.items)
@testset "Stack" begin
    s = Stack{Int}()
    @test isempty(s)
    push!(s, 1); push!(s, 2)
    @test length(s) == 2
    @test pop!(s) == 2
    @test_throws ArgumentError pop!(Stack{Int}())
    @test_throws "stack is empty" pop!(Stack{Int}())
    @testset "types" begin
        @test s isa Stack{Int}
        @test eltype(s.items) === Int
    end
end
#= expect
Test Summary: | Pass  Total  Time
Stack         |    7      7  <TIME>
=#
