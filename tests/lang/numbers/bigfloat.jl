# BigFloat: 256-bit binary floats, correctly rounded, printed with the digits the
# precision needs (1 + ceil(256 log10 2) = 79 significant, trailing zeros dropped).
println(big(1.5), " ", typeof(big(1.5)), " ", precision(BigFloat), " ", precision(big(2.0)))
println(BigFloat("0.1"))
println(BigFloat(0.1))
println(big(2.0)^100)
println(big(1) / 3)
println(typeof(big(1) / 3), " ", typeof(big(2) + 0.5), " ", typeof(float(big(3))))
println(sqrt(big(2)))
println(big(pi))
println(big(10.0)^20, " ", big(100.0), " ", BigFloat(-7) / 4, " ", big(123456.0), " ", BigFloat(0), " ", -BigFloat(0))
println(big(0.001))
println(big"1.25" * 4, " ", big"2.5e3", " ", parse(BigFloat, "-0.5"), " ", BigFloat("1e-3") * 1000 == 1)
x = big(1) / 3
println(x + x + x == 1, " ", x * 3, " ", x < 0.34, " ", x > 1 // 4, " ", Float64(x), " ", Float64(x) == 1 / 3)
println(floor(big(2.5)), " ", ceil(big(2.5)), " ", round(big(2.5)), " ", round(big(3.5)), " ", trunc(Int, big(-2.7)), " ", BigInt(big(2.0)^70))
println(isinteger(big(3.0)), " ", isinteger(x), " ", iszero(big(0.0)), " ", abs(big(-1.5)), " ", sign(big(-1.5)), " ", Int(big(42.0)))
println(big(1.0) / 0, " ", -big(1.0) / 0, " ", big(0.0) / 0, " ", isnan(big(0.0) / 0), " ", isinf(big(1.0) / 0))
println(setprecision(BigFloat, 64) do
    big(1) / 3
end, " ", precision(BigFloat))
println([big(1.5), big(2)], " ", string(big(0.25)), " ", repr(big(3.0)))
show(IOContext(stdout, :compact => true), big(1) / 3)
println()
println(big(2.0)^-2, " ", hash(big(0.5)) == hash(0.5), " ", big(0.5) == 0.5, " ", max(big(1.5), 2))
println(sum([big(0.1), big(0.2)]))
println(eps(BigFloat))
println(exp(big(1)))
println(log(big(2)))
println(exp(big(-1)), " ", exp(big(100)))
println(big(3)^(big(1) / 3), " ", log(big(1)), " ", exp(big(0)))
try
    sqrt(big(-1.0))
catch e
    println(typeof(e))
end
#= expect
1.5 BigFloat 256 256
0.1000000000000000000000000000000000000000000000000000000000000000000000000000002
0.1000000000000000055511151231257827021181583404541015625
1.267650600228229401496703205376e+30
0.3333333333333333333333333333333333333333333333333333333333333333333333333333348
BigFloat BigFloat BigFloat
1.414213562373095048801688724209698078569671875376948073176679737990732478462102
3.141592653589793238462643383279502884197169399375105820974944592307816406286198
1.0e+20 100.0 -1.75 123456.0 0.0 -0.0
0.001000000000000000020816681711721685132943093776702880859375
5.0 2500.0 -0.5 true
true 1.0 true true 0.3333333333333333 true
2.0 3.0 2.0 4.0 -2 1180591620717411303424
true false true 1.5 -1.0 42
Inf -Inf NaN true true
0.333333333333333333342 256
BigFloat[1.5, 2.0] 0.25 3.0
0.333333
0.25 true true 2.0
0.3000000000000000166533453693773481063544750213623046875
1.727233711018888925077270372560079914223200072887256277004740694033718360632485e-77
2.718281828459045235360287471352662497757247093699959574966967627724076630353555
0.6931471805599453094172321214581765680755001343602552541206800094933936219696955
0.3678794411714423215955237701614608674458111310317678345078368016974614957448981 2.688117141816135448412625551580013587361111877374192241519160861528028703490971e+43
1.442249570307408382321638310780109588391869253499350577546416194541687596830003 0.0 1.0
DomainError
=#
