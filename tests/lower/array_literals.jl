# Array literals call Base.vect / hcat / vcat / hvcat (the row lengths are a
# tuple, as in Julia) and their typed_ forms; T[] is getindex on the type.
v = [1, 2, 3]
row = [1 2 3]
col = [1; 2; 3]
m = [1 2; 3 4]
ragged = [a b; c]
empty = Int[]
typed = Float64[1, 2]
typed_row = Int[1 2]
typed_mat = Int[1 2; 3 4]
cat = [v; w]
