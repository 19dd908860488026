module Shout
export shout
shout(s) = uppercase(s) * "!"
end
