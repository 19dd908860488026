# throw, error and rethrow() are ordinary calls (Julia manual, "Exception
# Handling").
function validate(x)
    x >= 0 || throw(DomainError(x, "must be non-negative"))
    x > 100 && error("too large: ", x)
    try
        sqrt(x)
    catch e
        e isa DomainError || rethrow()
        0.0
    end
end
