"""Shared by the bytecode builders (run inside Node's Pyodide, prepended to their Python):
what leaves docstrings out of shipped bytecode, and docstrings and comments out of shipped
sources.

Nothing reads a module's or a function's docstring at run time, and they are a sixth of
compressed bytecode: dropped. A class keeps its own, or a dataclass would build one from
inspect.signature at import. The sources a game ships as (compiled when it opens) lose the
same docstrings and every comment too, a quarter of their compressed bytes: those lines
become blank, so every line number, and a traceback's line, is unchanged. py/ keeps them all.
"""

import ast
import io
import tokenize


def _docstring(node):
    """The docstring statement of a module or function, or None (a class keeps its own)."""
    if not isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) or not node.body:
        return None
    first = node.body[0]
    if (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    ):
        return first
    return None


def without_docstrings(source):
    tree = ast.parse(source)
    for node in ast.walk(tree):
        first = _docstring(node)
        if first is not None:
            # A function needs a statement; a module may be empty.
            empty = [] if isinstance(node, ast.Module) else [ast.copy_location(ast.Pass(), first)]
            node.body = node.body[1:] or empty
    return tree


def lean_source(source):
    """``source`` (bytes) as it ships: the same code on the same lines, with the module's and
    functions' docstrings and every comment left out (a docstring that is a function's whole
    body becomes ``pass``; one sharing a line with other code stays)."""
    text = source.decode("utf-8")
    lines = text.splitlines(keepends=True)
    comment_at = {}  # line index -> column where its comment starts
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            comment_at[token.start[0] - 1] = token.start[1]
    replaced = {}  # line index -> the whole line as shipped
    for node in ast.walk(ast.parse(text)):
        first = _docstring(node)
        if first is None:
            continue
        start, end = first.lineno - 1, first.end_lineno - 1
        following = node.body[1] if len(node.body) > 1 else None
        shares_a_line = (
            lines[start][: first.col_offset].strip()
            or lines[end][first.end_col_offset :].split("#")[0].strip()
            or (following is not None and following.lineno - 1 <= end)
        )
        if shares_a_line:
            continue
        for index in range(start, end + 1):
            replaced[index] = "\n"
        if following is None and not isinstance(node, ast.Module):
            replaced[start] = lines[start][: first.col_offset] + "pass\n"
    shipped = []
    for index, line in enumerate(lines):
        if index in replaced:
            shipped.append(replaced[index])
        elif index in comment_at:
            shipped.append(line[: comment_at[index]].rstrip() + "\n")
        else:
            shipped.append(line)
    return "".join(shipped).encode("utf-8")
