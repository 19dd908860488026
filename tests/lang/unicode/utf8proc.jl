# Unicode data from utf8proc, as Julia: normalization forms beyond Latin
# (Hangul, compatibility mappings, mark reordering), extended grapheme clusters,
# textwidth, case mapping and character classes of non-ASCII characters.
using Unicode
println(Unicode.normalize("\u00f1") == Unicode.normalize("\u006e\u0303"))
println(length(Unicode.normalize("한", :NFD)), " ", Unicode.normalize(Unicode.normalize("한", :NFD), :NFC) == "한")
println(Unicode.normalize("ﬁ①²", :NFKC), " ", Unicode.normalize("ﬁ", :NFC) == "ﬁ")
println(Unicode.normalize("\u2126") == "\u03a9")
println(codepoint.(collect(Unicode.normalize("a\u0323\u0302", :NFD))) == codepoint.(collect("a\u0323\u0302")),
        " ", codepoint.(collect(Unicode.normalize("a\u0302\u0323", :NFD))))
println(Unicode.normalize("JúLiA", casefold = true), " ", Unicode.normalize("JúLiA", stripmark = true))
println(Unicode.normalize("ΣΑΣ", casefold = true))
println(repr(Unicode.normalize("a\r\nb", newline2lf = true)), " ", repr(Unicode.normalize("a\u0007b", stripcc = true)))
try
    Unicode.normalize("x", :NFX)
catch e
    showerror(stdout, e); println()
end
try
    Unicode.normalize("x", compose = false, stripmark = true)
catch e
    showerror(stdout, e); println()
end
println(collect(graphemes("🇺🇸🇫🇷")))
println(length(graphemes("👨‍👩‍👧x")), " ", length(graphemes("\u1100\u1161\u11a8")), " ", length(graphemes("a\r\nb")))
println(textwidth('a'), textwidth('中'), textwidth('\u0301'), textwidth('😀'), " ", textwidth("中文abc"))
println(uppercase("αβγ ǆ"), " ", lowercase("ΣΑΣ ÀÉ"), " ", titlecase('ǆ'), " ", uppercase('ÿ'))
println(isuppercase('Σ'), islowercase('σ'), isuppercase('ǅ'), islowercase('ǅ'))
println(isletter('中'), isletter('١'), isnumeric('١'), isnumeric('½'), isnumeric('Ⅻ'))
println(ispunct('¿'), ispunct('€'), isspace('\u3000'), isspace('\u2028'), isprint('\u200b'), isprint('\u3000'))
display('ǅ')
display('€')
println(Unicode.isassigned('\u0378'), Unicode.isassigned('\u037e'))
#= expect
true
3 true
fi12 true
true
true UInt32[0x00000061, 0x00000323, 0x00000302]
júlia JuLiA
σασ
"a\nb" "ab"
ArgumentError: :NFX is not one of :NFC, :NFD, :NFKC, :NFKD
ArgumentError: compat=true or stripmark=true require compose=true or decompose=true
SubString{String}["🇺🇸", "🇫🇷"]
2 1 3
1202 7
ΑΒΓ Ǆ σασ àé ǅ Ÿ
truetruefalsefalse
truefalsetruetruetrue
truefalsetruefalsefalsetrue
'ǅ': Unicode U+01C5 (category Lt: Letter, titlecase)
'€': Unicode U+20AC (category Sc: Symbol, currency)
falsetrue
=#
