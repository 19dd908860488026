module Counter
export bump
const COUNT = Ref(0)
bump() = (COUNT[] += 1)
end
