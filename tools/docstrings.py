"""Shared by the bytecode builders (run inside Node's Pyodide, prepended to their Python):
what leaves docstrings out of shipped bytecode.

Nothing reads a module's or a function's docstring at run time, and they are a sixth of
compressed bytecode: dropped. A class keeps its own, or a dataclass would build one from
inspect.signature at import. The sources, where they ship, keep them all, and every line
number is unchanged.
"""

import ast


def without_docstrings(source):
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree
