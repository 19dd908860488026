# big"..." literals: an integer (decimal, 0x/0o/0b, underscores) is a BigInt.
x = big"123456789012345678901234567890"
println(x * 2, " ", typeof(x))
println(big"1_000_000", " ", big"0xff", " ", big"-42", " ", big"0b101", " ", big"+7")
println(big"2"^100 + 1)
try
    big"12x"
catch e
    println(e)
end
#= expect
246913578024691357802469135780 BigInt
1000000 255 -42 5 7
1267650600228229401496703205377
ArgumentError("invalid number format 12x for BigInt or BigFloat")
=#
