# replace, strip, lpad, rpad and chop.
println(replace("hello world", "o" => "0"))
println(replace("hello world", "o" => "0"; count=1))
println(replace("aaa", "a" => "bb"))
println(replace("abc", 'b' => 'B'))
println(strip("  padded  "), "|")
println(lstrip("  left"), "|", rstrip("right  "), "|")
println(strip("xxhixx", 'x'))
println(lpad("7", 3, "0"))
println(lpad(42, 6), "|")
println(rpad("ab", 5, '.'), "|")
println(lpad("toolong", 3))
println(chop("abcdef"; tail=2))
println(chop("abcdef"; head=1, tail=1))
println(strip("\t\n x \n"))
println(replace("a-b-c", "-" => ""))
#= expect
hell0 w0rld
hell0 world
bbbbbb
aBc
padded|
left|right|
hi
007
    42|
ab...|
toolong
abcd
bcde
x
abc
=#
