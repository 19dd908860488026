# Statistics: means, variances, medians, quantiles, covariance and correlation
# of collections and of the columns or rows of matrices (`dims=1` or `dims=2`).
# The summation orders are Julia's (pairwise for arrays, in order for other
# iterables), so results agree to the last digit.
module Statistics

export mean, mean!, median, median!, middle, std, stdm, var, varm, quantile, quantile!,
       cor, cov

include("moments.jl")
include("order.jl")
include("covariance.jl")

end
