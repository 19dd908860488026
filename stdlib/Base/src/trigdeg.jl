# Trigonometry in degrees, as Julia's: the angle is reduced modulo 360 exactly and
# mapped into [-45, 45] degrees, converted to radians in double precision (hi + lo), and
# fdlibm's sine and cosine kernels are evaluated on it, so sind(180) is 0.0 and
# cosd(90) 0.0. Also the reciprocal functions (sec, csc, cot, ...) and their inverses.

# deg2rad in extended precision: (hi, lo) with hi + lo ≈ x·π/180 to about 2·53 bits.
function _deg2rad_ext(x::Float64)
    m = 0.017453292519943295
    m_hi = 0.01745329238474369
    m_lo = 1.3519960527851425e-10
    u = 134217729.0 * x
    x_hi = u - (u - x)
    x_lo = x - x_hi
    y_hi = m * x
    y_lo = x_hi * m_lo + (x_lo * m_hi + ((x_hi * m_hi - y_hi) + x_lo * m_lo))
    return (y_hi, y_lo)
end

# fdlibm's __kernel_sin / __kernel_cos on |hi| ≤ π/4 with the tail lo.
function _sin_kernel(y::Tuple{Float64, Float64})
    hi, lo = y
    z = hi * hi
    w = z * z
    r = (8.33333333332248946124e-03 + z * (-1.98412698298579493134e-04 + z * 2.75573137070700676789e-06)) +
        z * w * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10)
    v = z * hi
    return hi - ((z * (0.5 * lo - v * r) - lo) - v * -1.66666666666666324348e-01)
end
function _cos_kernel(y::Tuple{Float64, Float64})
    hi, lo = y
    z = hi * hi
    w = z * z
    r = z * (4.16666666666666019037e-02 + z * (-1.38888888888741095749e-03 + z * 2.48015872894767294178e-05)) +
        w * w * (-2.75573143513906633035e-07 + z * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11))
    hz = 0.5 * z
    t = 1.0 - hz
    return t + (((1.0 - t) - hz) + (z * r - hi * lo))
end

function sind(x::Real)
    isinf(x) && throw(DomainError(x, "`x` cannot be infinite."))
    isnan(x) && return float(x)
    rx = copysign(Float64(rem(x, 360)), Float64(x))
    arx = abs(rx)
    if rx == 0.0
        return rx
    elseif arx < 45.0
        return _sin_kernel(_deg2rad_ext(rx))
    elseif arx <= 135.0
        return copysign(_cos_kernel(_deg2rad_ext(90.0 - arx)), rx)
    elseif arx == 180.0
        return copysign(0.0, rx)
    elseif arx < 225.0
        return _sin_kernel(_deg2rad_ext((180.0 - arx) * sign(rx)))
    elseif arx <= 315.0
        return -copysign(_cos_kernel(_deg2rad_ext(270.0 - arx)), rx)
    end
    return _sin_kernel(_deg2rad_ext(rx - copysign(360.0, rx)))
end

function cosd(x::Real)
    isinf(x) && throw(DomainError(x, "`x` cannot be infinite."))
    isnan(x) && return float(x)
    rx = abs(Float64(rem(x, 360)))
    if rx <= 45.0
        return _cos_kernel(_deg2rad_ext(rx))
    elseif rx < 135.0
        return _sin_kernel(_deg2rad_ext(90.0 - rx))
    elseif rx <= 225.0
        return -_cos_kernel(_deg2rad_ext(180.0 - rx))
    elseif rx < 315.0
        return _sin_kernel(_deg2rad_ext(rx - 270.0))
    end
    return _cos_kernel(_deg2rad_ext(360.0 - rx))
end
sincosd(x::Real) = (sind(x), cosd(x))
tand(x::Real) = sind(x) / cosd(x)

asind(x::Real) = rad2deg(asin(x))
acosd(x::Real) = rad2deg(acos(x))
atand(y::Real) = rad2deg(atan(y))
atand(y::Real, x::Real) = rad2deg(atan(y, x))

sec(x::Number) = inv(cos(x))
csc(x::Number) = inv(sin(x))
cot(x::Number) = inv(tan(x))
sech(x::Number) = inv(cosh(x))
csch(x::Number) = inv(sinh(x))
coth(x::Number) = inv(tanh(x))
secd(x::Number) = inv(cosd(x))
cscd(x::Number) = inv(sind(x))
cotd(x::Number) = inv(tand(x))
asec(y::Number) = acos(inv(y))
acsc(y::Number) = asin(inv(y))
acot(y::Number) = atan(inv(y))
asech(y::Number) = acosh(inv(y))
acsch(y::Number) = asinh(inv(y))
acoth(y::Number) = atanh(inv(y))
asecd(y::Number) = acosd(inv(y))
acscd(y::Number) = asind(inv(y))
acotd(y::Number) = atand(inv(y))
