# A data script: write a CSV to a temporary file, parse it by hand, group, summarise with Statistics and Printf
using Statistics, Printf, Dates

csv = """
date,region,product,units,unit_price
2024-01-15,North,Widget,12,2.50
2024-01-20,South,Gadget,3,19.99
2024-02-03,North,Gadget,5,19.99
2024-02-11,East,Widget,20,2.25
2024-02-28,South,Widget,7,2.50
2024-03-01,East,Gizmo,1,149.00
2024-03-09,North,Widget,15,2.50
2024-03-17,South,Gizmo,2,139.00
"""

struct Sale
    date::Date
    region::String
    product::String
    units::Int
    price::Float64
end
revenue(s::Sale) = s.units * s.price

function load(path)
    lines = readlines(path)
    header = Symbol.(split(lines[1], ','))
    rows = Sale[]
    for (n, line) in enumerate(lines[2:end])
        isempty(strip(line)) && continue
        f = split(line, ',')
        length(f) == length(header) || error("line $(n + 1): expected $(length(header)) fields")
        push!(rows, Sale(Date(f[1]), f[2], f[3], parse(Int, f[4]), parse(Float64, f[5])))
    end
    header, rows
end

header, sales = mktemp() do path, io
    write(io, csv)
    close(io)
    load(path)
end
println(header, " ", length(sales), " rows")

function groupsum(f, key, rows)
    d = Dict{Any,Float64}()
    for r in rows
        k = key(r)
        d[k] = get(d, k, 0.0) + f(r)
    end
    sort(collect(d), by = first)
end

println("By region:")
for (region, total) in groupsum(revenue, s -> s.region, sales)
    @printf("  %-6s %9.2f\n", region, total)
end
println("By month:")
for (m, total) in groupsum(revenue, s -> month(s.date), sales)
    @printf("  %-6s %9.2f\n", monthabbr(m), total)
end
units = [s.units for s in sales]
@printf("units: total %d, mean %.3f, median %.1f, std %.3f\n", sum(units), mean(units), median(units), std(units))
@printf("quantiles 10/50/90: %s\n", quantile(units, [0.1, 0.5, 0.9]))
best = argmax(revenue, sales)
println("best sale: ", best.product, " in ", best.region, " on ", Dates.format(best.date, "d U yyyy"), " (", revenue(best), ")")
widgets = filter(s -> s.product == "Widget", sales)
println("widget units by date: ", [Dates.format(s.date, "mm/dd") => s.units for s in widgets])
println("days spanned: ", (maximum(s.date for s in sales) - minimum(s.date for s in sales)).value)
products = unique(s.product for s in sales)
println(products, " ", [p => count(s -> s.product == p, sales) for p in products])
#= expect
[:date, :region, :product, :units, :unit_price] 8 rows
By region:
  East      194.00
  North     167.45
  South     355.47
By month:
  Jan        89.97
  Feb       162.45
  Mar       464.50
units: total 65, mean 8.125, median 6.0, std 6.854
quantiles 10/50/90: [1.7000000000000002, 6.0, 16.5]
best sale: Gizmo in South on 17 March 2024 (278.0)
widget units by date: ["01/15" => 12, "02/11" => 20, "02/28" => 7, "03/09" => 15]
days spanned: 62
["Widget", "Gadget", "Gizmo"] ["Widget" => 4, "Gadget" => 2, "Gizmo" => 2]
=#
