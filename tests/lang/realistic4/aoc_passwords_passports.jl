# Advent-of-Code style parsing with regex captures: password policies and blank-line separated records
const PASSWORDS = """
1-3 a: abcde
1-3 b: cdefg
2-9 c: ccccccccc
4-5 z: zzzzqz
"""

const PASSPORTS = """
ecl:gry pid:860033327 eyr:2020 hcl:#fffffd
byr:1937 iyr:2017 cid:147 hgt:183cm

iyr:2013 ecl:amb cid:350 eyr:2023 pid:028048884
hcl:#cfa07d byr:1929

hcl:#ae17e1 iyr:2013
eyr:2024
ecl:brn pid:760753108 byr:1931
hgt:179cm

hcl:#cfa07d eyr:2025 pid:166559648
iyr:2011 ecl:brn hgt:59in

eyr:1972 cid:100
hcl:#18171d ecl:amb hgt:170 pid:186cm iyr:2018 byr:1926
"""

struct Policy
    lo::Int
    hi::Int
    ch::Char
    password::String
end

function parse_policy(line)
    m = match(r"^(?<lo>\d+)-(?<hi>\d+) (?<ch>\w): (?<pw>\w+)$", line)
    m === nothing && throw(ArgumentError("bad line: $(repr(line))"))
    Policy(parse(Int, m[:lo]), parse(Int, m["hi"]), only(m[:ch]), m[:pw])
end

valid_count(p::Policy) = p.lo <= count(==(p.ch), p.password) <= p.hi
valid_position(p::Policy) = (p.password[p.lo] == p.ch) ⊻ (p.password[p.hi] == p.ch)

const REQUIRED = (:byr, :iyr, :eyr, :hgt, :hcl, :ecl, :pid)

function parse_record(block)
    Dict(Symbol(k) => v for (k, v) in (split(f, ':') for f in split(block)))
end

function strictly_valid(r)
    all(haskey(r, k) for k in REQUIRED) || return false
    inrange(s, lo, hi) = (n = tryparse(Int, s); n !== nothing && lo <= n <= hi)
    hgt = match(r"^(\d+)(cm|in)$", r[:hgt])
    inrange(r[:byr], 1920, 2002) && inrange(r[:iyr], 2010, 2020) && inrange(r[:eyr], 2020, 2030) &&
        hgt !== nothing && (hgt[2] == "cm" ? inrange(hgt[1], 150, 193) : inrange(hgt[1], 59, 76)) &&
        occursin(r"^#[0-9a-f]{6}$", r[:hcl]) && r[:ecl] in ("amb", "blu", "brn", "gry", "grn", "hzl", "oth") &&
        occursin(r"^\d{9}$", r[:pid])
end

dir = mktempdir()
try
    write(joinpath(dir, "passwords.txt"), PASSWORDS)
    write(joinpath(dir, "passports.txt"), PASSPORTS)
    policies = parse_policy.(eachline(joinpath(dir, "passwords.txt")))
    println(policies[1])
    println("by count: ", count(valid_count, policies), ", by position: ", count(valid_position, policies))
    println([p.password for p in policies if valid_count(p)])
    try
        parse_policy("1-3 a abcde")
    catch e
        println(sprint(showerror, e))
    end
    blocks = split(read(joinpath(dir, "passports.txt"), String), "\n\n")
    records = parse_record.(blocks)
    println(length(records), " records; fields of the first: ", join(sort!(collect(keys(records[1]))), ","))
    println("complete: ", count(r -> all(k -> haskey(r, k), REQUIRED), records))
    println("strict: ", count(strictly_valid, records))
    missingf = [setdiff(REQUIRED, keys(r)) for r in records]
    println(missingf)
finally
    rm(dir; recursive = true)
end
println(isdir(dir))
#= expect
Policy(1, 3, 'a', "abcde")
by count: 3, by position: 2
["abcde", "ccccccccc", "zzzzqz"]
ArgumentError: bad line: "1-3 a abcde"
5 records; fields of the first: byr,cid,ecl,eyr,hcl,hgt,iyr,pid
complete: 3
strict: 2
[Symbol[], [:hgt], Symbol[], [:byr], Symbol[]]
false
=#
