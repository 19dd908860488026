macro fizzbuzz(n)
    quote
        for i in 1:$(esc(n))
            println(i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : i)
        end
    end
end
@fizzbuzz 15
#= expect
1
2
Fizz
4
Buzz
Fizz
7
8
Fizz
Buzz
11
Fizz
13
14
FizzBuzz
=#
