# The names Base exports: what every module sees through `using Base`. Names that
# Core owns (its types, exceptions and builtins) are visible through Core.

export
    # Modules
    Iterators, MathConstants, GC,
    # Types
    AbstractDict, AbstractIrrational, AbstractMatch, AbstractPattern, AbstractRange,
    AbstractSet, AbstractUnitRange, BitArray, BitMatrix, BitVector, CartesianIndex,
    CartesianIndices, LinRange, LinearIndices,
    ComposedFunction, Dict, IdDict, IO, IOBuffer, IOContext, Irrational, MIME, OrdinalRange, Pair,
    RoundingMode, RoundNearest, RoundToZero, RoundUp, RoundDown, RoundFromZero,
    RoundNearestTiesAway, RoundNearestTiesUp,
    Ref, Regex, RegexMatch, Set, Some, StepRange, StepRangeLen, SubArray, SubString,
    SubstitutionString, UnitRange, Val, VersionNumber,
    # Documentation wrappers (Julia's Base.Docs)
    Text, HTML, @text_str, @html_str,
    # Version numbers
    VERSION, nextmajor, nextminor, nextpatch, thismajor, thisminor, thispatch,
    # Exceptions defined in Base
    InvalidStateException, SystemError,
    # Tasks and channels
    Task, TaskFailedException, CompositeException, current_task, istaskdone, istaskstarted,
    istaskfailed, schedule, yield, yieldto, wait, fetch, Condition, notify, timedwait,
    AbstractLock, ReentrantLock, lock, unlock, trylock, islocked, AbstractChannel, Channel, Timer, errormonitor,
    put!, isready, bind,
    # Files and the OS
    IOStream, ENV, withenv, Sys, open, isreadable, iswritable, countlines, position, seek,
    seekend, skip, bytesavailable, isabspath, isdirpath, joinpath, splitdir, splitdrive, dirname, basename,
    splitext, splitpath, normpath, abspath, realpath, relpath, expanduser, contractuser, pwd,
    cd, homedir, tempdir, stat, lstat, ispath, isfile, isdir, islink, filesize, mtime,
    filemode, uperm, gperm, operm, ctime, isfifo, ischardev, isblockdev, issocket, issetuid,
    issetgid, issticky, samefile, chmod, Libc, getpid, gethostname, readdir, mkdir, mkpath, rm, cp, mv, touch, walkdir, tempname, mktemp,
    mktempdir,
    # Reflection
    fieldtypes, isconst, ismutable, ismutabletype, isabstracttype, isprimitivetype, isstructtype,
    isbitstype, nameof, names, fullname, parentmodule, hasmethod, applicable, methods, which,
    # Array manipulation and reductions
    diff, dropdims, clamp!, cumsum!, cumprod!, copy!, invperm, popat!, nextprod, hasfield, isbits,
    symdiff!, rot180, rotl90, rotr90, cat, stack, eachrow, eachcol, eachslice, mapslices, selectdim,
    rationalize, gcdx, invmod, replace!,
    # Missing values
    Missing, missing, ismissing, skipmissing, coalesce, nonmissingtype, passmissing,
    # Constants
    ARGS, LOAD_PATH, rand, randn, Inf, Inf32, Inf64, NaN, NaN32, NaN64, PROGRAM_FILE, pi, stderr, stdin, stdout, π, ℯ,
    # Operators
    !, !=, !==, %, &, *, +, -, /, \, :, <, <<, <=, ==, =>, >, >=, >>, >>>, ^, |, |>, ~,
    ÷, ∈, ∉, ∋, ∘, ∩, ∪, √, ∛, ∜, fourthroot, ≈, ≉, ≠, ≤, ≥, ⊆, ⊇, ⊈, ⊉, ⊊, ⊋, ⊻, ⊼, ⊽, nand, nor,
    # Numbers
    BigInt, BigFloat, precision, setprecision, Int128, UInt128, Float16, Inf16, NaN16, widen, widemul, Complex, ComplexF64, ComplexF32, ComplexF16, cis, Rational, big, complex, denominator, numerator, im, reim,
    angle, //,
    abs, abs2, acos, acosh, asin, asinh, atan, atanh, binomial, bitstring, bswap, cbrt,
    ceil, cld, clamp, conj, copysign, cos, cosd, cosh, count_ones, count_zeros, cumprod,
    cumsum, deg2rad, digits, div, divrem, eps, exp, exp10, exp2, expm1, factorial, fld,
    fldmod, flipsign, float, floatmax, floatmin, floor, fma, gcd, hypot, imag, inv, isfinite,
    isinf, isinteger, isnan, isodd, iseven, isone, ispow2, isqrt, isreal, iszero, lcm,
    leading_ones, leading_zeros, log, log10, log1p, log2, max, maxintfloat, min, minmax, mod,
    mod1, muladd, ndigits, nextfloat, one, oneunit, parse, powermod, prevfloat, promote,
    promote_rule, promote_type, rad2deg, real, rem, round, sign, signbit, signed, sin,
    sincos, sind, sincosd, tand, asind, acosd, atand, sec, csc, cot, sech, csch, coth,
    secd, cscd, cotd, asec, acsc, acot, asech, acsch, acoth, asecd, acscd, acotd, sinh, sqrt, tan, tanh, trailing_ones, trailing_zeros, trunc, tryparse,
    typemax, typemin, unsigned, xor, zero,
    RoundingMode, RoundNearest, RoundToZero, RoundUp, RoundDown, RoundFromZero, RoundNearestTiesAway,
    RoundNearestTiesUp, sec, csc, cot, asec, acsc, acot, sech, csch, coth, asech, acsch, acoth, secd, cscd, cotd,
    mod2pi, rem2pi, issubnormal, hton, ntoh, htol, ltoh, bitrotate, sinpi, cospi, sincospi, tand, sincosd, asind, acosd, atand, reinterpret,
    # Collections
    IndexStyle, IndexLinear, IndexCartesian,
    accumulate, adjoint, all, allequal, allunique, any, append!, argmax, argmin, axes, checkbounds,
    collect, copy, copyto!, count, delete!, deleteat!, eachindex, eltype, empty, empty!,
    enumerate, extrema, falses, fill, fill!, filter, filter!, findall, findfirst, findlast,
    findmax, findmin, findnext, findprev, first, firstindex, foldl, foldr, foreach, get,
    get!, getindex, getkey, haskey, hcat, hvcat, in, insert!, intersect, intersect!,
    isassigned, isdisjoint, isempty, issorted, issubset, iterate, keys, keytype, last,
    lastindex, length, map, map!, mapfoldl, mapfoldr, mapreduce, maximum, merge, merge!, mergewith, mergewith!,
    minimum, ndims, ntuple, ones, only, pairs, parent, partialsort, partialsort!, partialsortperm, sortslices, pop!,
    popfirst!, prepend!, prod, push!, pushfirst!, range, reduce, reshape, resize!, reverse,
    reverse!, searchsorted, searchsortedfirst, searchsortedlast, setdiff, setdiff!,
    setindex!, similar, size, sizehint!, sort, sort!, sortperm, splice!, step, sum,
    symdiff, partialsortperm, sortslices, transpose, permutedims, circshift, circshift!, trues, union, union!, unique, unique!, valtype, values, vcat, vec, view, zeros,
    zip, broadcast, broadcast!,
    # Strings and characters
    chomp, chop, chopprefix, chopsuffix, codepoint, codeunit, codeunits, contains,
    eachmatch, endswith, escape_string, unescape_string, transcode, isascii, iscntrl, isdigit, isletter, islowercase,
    isnumeric, isprint, ispunct, isspace, isuppercase, isvalid, isxdigit, join, lowercase,
    lowercasefirst, lpad, match, ncodeunits, nextind, occursin, prevind, repeat, replace,
    rpad, rsplit, rstrip, lstrip, split, eachsplit, startswith, string, strip, thisind, titlecase,
    textwidth, transcode,
    uppercase, uppercasefirst,
    # I/O
    close, display, eachline, eof, flush, isopen, print, println, printstyled, read, readchomp,
    readline, readlines, readuntil, repr, seekstart, show, showerror, catch_backtrace, backtrace, stacktrace, StackTraces, CapturedException, sprint, summary, displaysize, read!, peek, skipchars, readavailable, take!, write,
    # Functions, types, errors, the process
    cmp, convert, deepcopy, error, exit, fieldcount, fieldnames, hash, identity, ifelse, isconcretetype,
    isequal, isapprox, isless, isnothing, objectid, oftype, propertynames, sizeof, sleep,
    something, supertype, supertypes, typeintersect, keepat!, bytes2hex, hex2bytes,
    hex2bytes!, ascii, time, time_ns, typejoin,
    getproperty, setproperty!, hasproperty, splat, Returns, issetequal, indexin, insorted,
    QuickSort, MergeSort, InsertionSort, nextpow, prevpow, fld1, evalpoly, ldexp, exponent,
    significand, frexp, modf
