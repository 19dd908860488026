a = x |> f
b = x |> f |> g
c = [1, 2, 3] |> sum
d = xs |> (v -> map(abs, v)) |> maximum
e = 1:10 |> collect
