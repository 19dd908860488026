# Exercism "circular-buffer": a fixed-capacity AbstractVector with overwrite, and its tests
using Test

mutable struct CircularBuffer{T} <: AbstractVector{T}
    buffer::Vector{T}
    first::Int
    length::Int
    CircularBuffer{T}(capacity::Integer) where {T} = new{T}(Vector{T}(undef, capacity), 1, 0)
end

capacity(cb::CircularBuffer) = length(cb.buffer)
isfull(cb::CircularBuffer) = cb.length == capacity(cb)
Base.size(cb::CircularBuffer) = (cb.length,)
_index(cb, i) = mod1(cb.first + i - 1, capacity(cb))

function Base.getindex(cb::CircularBuffer, i::Int)
    1 <= i <= cb.length || throw(BoundsError(cb, i))
    cb.buffer[_index(cb, i)]
end

function Base.setindex!(cb::CircularBuffer, v, i::Int)
    1 <= i <= cb.length || throw(BoundsError(cb, i))
    cb.buffer[_index(cb, i)] = v
end

function Base.push!(cb::CircularBuffer, x; overwrite::Bool = false)
    if isfull(cb)
        overwrite || throw(BoundsError(cb, cb.length + 1))
        cb.first = mod1(cb.first + 1, capacity(cb))
        cb.length -= 1
    end
    cb.length += 1
    cb.buffer[_index(cb, cb.length)] = x
    cb
end

function Base.popfirst!(cb::CircularBuffer)
    cb.length == 0 && throw(BoundsError(cb, 1))
    x = cb.buffer[cb.first]
    cb.first = mod1(cb.first + 1, capacity(cb))
    cb.length -= 1
    x
end

function Base.empty!(cb::CircularBuffer)
    cb.length = 0
    cb.first = 1
    cb
end

@testset "circular buffer" begin
    cb = CircularBuffer{Int}(1)
    @test_throws BoundsError popfirst!(cb)
    push!(cb, 1)
    @test popfirst!(cb) == 1
    @test_throws BoundsError popfirst!(cb)

    cb = CircularBuffer{Int}(2)
    push!(cb, 1)
    push!(cb, 2)
    @test isfull(cb)
    @test_throws BoundsError push!(cb, 3)
    @test popfirst!(cb) == 1
    push!(cb, 3)
    @test collect(cb) == [2, 3]

    cb = CircularBuffer{Char}(3)
    foreach(c -> push!(cb, c), "abc")
    push!(cb, 'd'; overwrite = true)
    push!(cb, 'e'; overwrite = true)
    @test cb == ['c', 'd', 'e']
    @test cb[end] == 'e'
    cb[2] = 'x'
    @test String(collect(cb)) == "cxe"
    empty!(cb)
    @test isempty(cb)
    @test length(cb) == 0
end

cb = CircularBuffer{Int}(4)
for i in 1:7
    push!(cb, i^2; overwrite = true)
end
println(cb)
println(length(cb), " ", sum(cb), " ", cb[1], " ", first(cb), " ", last(cb), " ", reverse(cb))
println(cb .* 2, " ", map(x -> x % 10, cb), " ", findfirst(==(36), cb), " ", 25 in cb)
display(cb)
try
    cb[5]
catch err
    println(typeof(err), ": ", sprint(showerror, err))
end
#= expect
Test Summary:   | Pass  Total  Time
circular buffer |   12     12  <TIME>
[16, 25, 36, 49]
4 126 16 16 49 [49, 36, 25, 16]
[32, 50, 72, 98] [6, 5, 6, 9] 3 true
4-element CircularBuffer{Int64}:
 16
 25
 36
 49
BoundsError: BoundsError: attempt to access 4-element CircularBuffer{Int64} at index [5]
=#
