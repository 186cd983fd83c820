"""English covering grammars and lists."""
