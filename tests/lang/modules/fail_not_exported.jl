# `using .M` brings only exported names into scope.
module Vault
export open_vault
open_vault() = "opened"
secret() = "hidden"
end
using .Vault
println(open_vault())
println(secret())
#= expect
opened
=#
#= expect-stderr-prefix
ERROR: LoadError: UndefVarError: `secret` not defined<*>
=#
#= exit: 1 =#
