# %s prints any value as `print` would; %c prints a Char; %% is a percent sign.
using Printf
@printf("%c%c\n", 'o', 'k')
@printf("%s and %s\n", "this", :that)
@printf("%%\n")
@printf("%3s|%-3s|\n", "a", "b")
@printf("%s|%s|%s\n", [1, 2], 1.5, nothing)
@printf("%5s|\n", "toolong")
@printf("%s\n", 'é')
@printf("no conversions\n")
#= expect
ok
this and that
%
  a|b  |
[1, 2]|1.5|nothing
toolong|
é
no conversions
=#
