# Random: pseudo-random numbers with the same streams as Julia's Random for the
# same seed. The default generator is xoshiro256++ (Blackman and Vigna,
# "Scrambled Linear Pseudorandom Number Generators", 2021); an integer seed is
# hashed with SHA-256 into its four words of state. docs/stdlib.md lists what
# is covered.
module Random

export AbstractRNG, Xoshiro, TaskLocalRNG, RandomDevice, MersenneTwister,
       rand, rand!, randn, randn!, randexp, randexp!, bitrand, randstring,
       randsubseq, randsubseq!, shuffle, shuffle!, randperm, randperm!,
       randcycle, randcycle!

import Base: rand, randn, copy, ==, show

include("sha256.jl")
include("xoshiro.jl")
include("generation.jl")
include("bulk.jl")
include("normal.jl")
include("dsfmt.jl")
include("misc.jl")

end
