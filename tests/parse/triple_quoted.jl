# Julia manual, "Strings" > "Triple-Quoted String Literals".
str = """
           Hello,
           world.
         """
t1 = """    This
         is
           a test"""
t2 = """
         Hello,
         world."""
t3 = """

hello"""
t4 = """
         Averylong\
         word"""
t5 = """Contains "quote" characters"""
t6 = """
    Interpolation $name and $(1 + 2)
    keeps the indentation rules
    """
t7 = """
    a

    b
    """
t8 = """
    first
      indented
    last"""
t9 = """"""
t10 = """
"""
