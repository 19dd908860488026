# Keyword defaults may use earlier keywords and positional arguments;
# a keyword without a default is required (UndefKeywordError); kws...
# collects the rest.
function area(w; h = w, scale, opts...)
    w * h * scale
end
