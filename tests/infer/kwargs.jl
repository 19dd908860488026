# Keyword arguments: the positional method calls the body function with the
# defaults; a call with keywords goes through Core.kwcall.
scale(x::Int; by::Int = 2) = x * by
use_default(x::Int) = scale(x)
use_keyword(x::Int) = scale(x; by = 3)

use_default(1)
use_keyword(1)
