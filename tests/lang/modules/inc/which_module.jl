# Included into a module by modules/module_macro.jl: @__MODULE__ is the includer.
which_module() = @__MODULE__
