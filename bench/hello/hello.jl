println("Hello, world!")
