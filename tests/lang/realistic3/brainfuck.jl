# A Brainfuck interpreter with bracket precomputation, an instruction counter and a custom error
struct BFError <: Exception
    msg::String
    pos::Int
end
Base.showerror(io::IO, e::BFError) = print(io, "BFError at ", e.pos, ": ", e.msg)

function match_brackets(code::Vector{Char})
    jumps = Dict{Int,Int}()
    stack = Int[]
    for (i, c) in enumerate(code)
        if c == '['
            push!(stack, i)
        elseif c == ']'
            isempty(stack) && throw(BFError("unmatched ]", i))
            j = pop!(stack)
            jumps[i] = j
            jumps[j] = i
        end
    end
    isempty(stack) || throw(BFError("unmatched [", stack[end]))
    jumps
end

function run_bf(src::AbstractString, input::AbstractString = ""; memsize = 300)
    code = [c for c in src if c in "<>+-.,[]"]
    jumps = match_brackets(code)
    mem = zeros(UInt8, memsize)
    ptr, pc, steps = 1, 1, 0
    inp = collect(input)
    out = IOBuffer()
    while pc <= length(code)
        c = code[pc]
        steps += 1
        if c == '>'
            ptr += 1
            ptr > memsize && throw(BFError("pointer overflow", pc))
        elseif c == '<'
            ptr -= 1
            ptr < 1 && throw(BFError("pointer underflow", pc))
        elseif c == '+'
            mem[ptr] += 0x01
        elseif c == '-'
            mem[ptr] -= 0x01
        elseif c == '.'
            write(out, Char(mem[ptr]))
        elseif c == ','
            mem[ptr] = isempty(inp) ? 0x00 : UInt8(popfirst!(inp))
        elseif c == '[' && mem[ptr] == 0
            pc = jumps[pc]
        elseif c == ']' && mem[ptr] != 0
            pc = jumps[pc]
        end
        pc += 1
    end
    String(take!(out)), steps
end

hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+."
out, steps = run_bf(hello)
println(out)
println(steps, " steps")
rev = ">,[>,]<[.<]"
println(run_bf(rev, "stressed")[1])
add = ",>,[<+>-]<."     # adds two byte values
println(Int(run_bf(add, "\x05\x07")[1][1]))
println(codeunits(run_bf("-.")[1]), " ", run_bf("+[-]")[2])
for bad in ["[[]", "+]", "<"]
    try
        run_bf(bad)
    catch e
        println(sprint(showerror, e))
    end
end
#= expect
Hello World!
902 steps
desserts
12
UInt8[0xc3, 0xbf] 4
BFError at 1: unmatched [
BFError at 2: unmatched ]
BFError at 1: pointer underflow
=#
