s = "a $x b $(f(y)) \n\t\u00e9 \$"
t = """
    indented $(1 + 2)
      more
    """
c = ['a', '\n', '\u2200']
r = r"\d+"i
sym = :abc
