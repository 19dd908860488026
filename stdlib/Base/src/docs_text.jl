# Text and HTML (Julia's Base.Docs): wrappers that print their content as plain text or
# show it as text/html; `text"..."` and `html"..."` make them from a raw string.
struct Text{T}
    content::T
end
print(io::IO, t::Text) = print(io, t.content)
print(io::IO, t::Text{<:Function}) = t.content(io)
show(io::IO, t::Text) = print(io, t)

mutable struct HTML{T}
    content::T
end
function HTML(xs...)
    HTML() do io
        for x in xs
            print(io, x)
        end
    end
end
show(io::IO, ::MIME"text/html", h::HTML) = print(io, h.content)
show(io::IO, ::MIME"text/html", h::HTML{<:Function}) = h.content(io)

==(t1::T, t2::T) where {T<:Union{HTML,Text}} = t1.content == t2.content
hash(t::T, h::UInt) where {T<:Union{HTML,Text}} = hash(T, hash(t.content, h))

macro text_str(s)
    :(Text($s))
end
macro html_str(s)
    :(HTML($s))
end
