"""Gradients from the op table (abi/ops.json, each op's "gradient"): the vector-Jacobian products
of the unary and binary kernel ops compiled to C++ (src/autodiff/elementwise_rules.gen.cpp), and
the per-op list of rules (docs/gradients.md).

A rule is a few Python-syntax statements: assignments, then the result, e.g.
"s = sigmoid(x); g * s * (1 + x * (1 - s))". Names: g (the output's cotangent), y (the output),
x (a unary op's operand), a and b (a binary op's); calls name table ops (unary or binary) or
where(cond, t, f); numbers become weak scalars, which take the dtype of the tensor beside them.
"""
import ast

from op_table import cpp_name

BANNER = "// Generated from abi/ops.json by tools/gen/emit_gradients.py. Do not edit by hand.\n"
KEYWORDS = ("zero", "none", "parts", "rule")
_OPERATORS = {ast.Add: "add", ast.Sub: "subtract", ast.Mult: "multiply", ast.Div: "divide"}


class RuleError(ValueError):
    pass


class _Compiler:
    """Turns one rule into C++ expressions over NodePtr (helpers of src/autodiff/expr.h)."""

    def __init__(self, op, names, unary, binary):
        self.op, self.names, self.unary, self.binary = op, set(names), unary, binary

    def fail(self, why):
        raise RuleError("abi/ops.json: gradient of %s: %s" % (self.op, why))

    def statements(self, text):
        try:
            body = ast.parse(text).body
        except SyntaxError as e:
            self.fail("not an expression (%s)" % e.msg)
        lines = []
        for stmt in body[:-1]:
            if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
                self.fail("only `name = expression` may come before the result")
            name = stmt.targets[0].id
            lines.append("const NodePtr %s = %s;" % (name, self.expr(stmt.value)))
            self.names.add(name)
        if not body or not isinstance(body[-1], ast.Expr):
            self.fail("the last statement must be the result")
        return lines, self.expr(body[-1].value)

    def expr(self, node):
        if isinstance(node, ast.Name):
            if node.id not in self.names:
                self.fail("unknown name %r" % node.id)
            return node.id
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
            return "number(g, %r)" % float(node.value)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            if isinstance(node.operand, ast.Constant):  # a negative number stays a weak scalar
                return "number(g, %r)" % -float(node.operand.value)
            return "unary(UnaryOp::Negative, %s)" % self.expr(node.operand)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            return "binary(BinaryOp::%s, %s, %s)" % (
                self.binary[_OPERATORS[type(node.op)]], self.expr(node.left), self.expr(node.right))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
            f, args = node.func.id, [self.expr(a) for a in node.args]
            if f == "where" and len(args) == 3:
                return "where(%s)" % ", ".join(args)
            if f in self.unary and len(args) == 1:
                return "unary(UnaryOp::%s, %s)" % (self.unary[f], args[0])
            if f in self.binary and len(args) == 2:
                return "binary(BinaryOp::%s, %s, %s)" % (self.binary[f], args[0], args[1])
            self.fail("unknown function %s/%d" % (f, len(args)))
        self.fail("unsupported syntax %r" % ast.dump(node)[:60])


def _is_expression(rule):
    return rule.split(":")[0].strip() not in KEYWORDS


def _case(compiler, enum, op, rule, result):
    lines, value = compiler.statements(rule)
    body = " ".join(lines + ["%s %s;" % (result, value)])
    return "    case %s::%s: { %s }\n" % (enum, cpp_name(op), body)


def emit_rules(spec):
    t = spec.ops
    unary = {op["name"]: cpp_name(op) for op in t.kernel_ops("unary")}
    binary = {op["name"]: cpp_name(op) for op in t.kernel_ops("binary")}
    out = [BANNER,
           "// The vector-Jacobian products of the elementwise kernel ops (src/autodiff/rules.h). An op\n",
           "// without a case passes no gradient (its rule is zero, or it is built from other ops).\n",
           "#include \"autodiff/expr.h\"\n#include \"autodiff/rules.h\"\n\nnamespace kiln::autodiff {\n\n",
           "NodePtr unary_vjp(UnaryOp op, const NodePtr& g, const NodePtr& x, const NodePtr& y) {\n",
           "  (void)x;\n  (void)y;\n  switch (op) {\n"]
    for op in t.kernel_ops("unary"):
        rule = op["gradient"]
        if not isinstance(rule, str):
            raise RuleError("abi/ops.json: gradient of %s: one expression for a unary op" % op["name"])
        if _is_expression(rule):
            out.append(_case(_Compiler(op["name"], "gxy", unary, binary), "UnaryOp", op, rule, "return"))
    out.append("    default: return nullptr;\n  }\n}\n\n")
    out.append("std::array<NodePtr, 2> binary_vjp(BinaryOp op, const NodePtr& g, const NodePtr& a, const NodePtr& b,\n"
               "                                  const NodePtr& y) {\n"
               "  (void)a;\n  (void)b;\n  (void)y;\n  switch (op) {\n")
    for op in t.kernel_ops("binary"):
        rule = op["gradient"]
        if isinstance(rule, str):
            if _is_expression(rule):
                raise RuleError("abi/ops.json: gradient of %s: a binary op gives one rule per operand" % op["name"])
            continue
        parts = []
        for i, r in enumerate(rule):
            if not _is_expression(r):
                parts.append("NodePtr d%d;" % i)
                continue
            lines, value = _Compiler(op["name"], "gaby", unary, binary).statements(r)
            parts.append("NodePtr d%d; { %s d%d = %s; }" % (i, " ".join(lines), i, value))
        out.append("    case BinaryOp::%s: { %s return {d0, d1}; }\n" % (cpp_name(op), " ".join(parts)))
    out.append("    default: return {nullptr, nullptr};\n  }\n}\n\n}  // namespace kiln::autodiff\n")
    return "".join(out)


def _describe(rule):
    if isinstance(rule, list):
        return "; ".join("%s: `%s`" % (side, r) for side, r in zip("ab", rule))
    return rule if not _is_expression(rule) else "`%s`" % rule


def emit_docs(spec):
    out = ["<!-- Generated from abi/ops.json by tools/gen/generate.py. Do not edit by hand. -->\n",
           "# Gradients, op by op\n\n",
           "How `kiln_function_vjp`, `kiln_function_jvp` and `kiln_function_value_and_grad` pass a gradient\n",
           "through each op (`docs/architecture.md`, \"Gradients\"). Expressions name g (the cotangent of the\n",
           "output y) and the operands (x; a and b). **zero**: no gradient flows (piecewise constant, or an\n",
           "integer or bool result); **parts**: built from other ops, whose rules apply; **rule**: a rule\n",
           "written for its node kind in `src/autodiff`; **none**: differentiating through it fails with\n",
           "`KILN_STATUS_UNSUPPORTED` for now. Complex tensors are float pairs inside Kiln, so their\n",
           "gradients follow PyTorch's convention: the gradient of a real loss L is dL/dRe + i dL/dIm.\n\n",
           "| op | family | gradient |\n| --- | --- | --- |\n"]
    for op in spec.ops.ops:
        out.append("| `%s` | %s | %s |\n" % (op["name"], op["family"], _describe(op["gradient"]).replace("|", "\\|")))
    return "".join(out)


def outputs(spec):
    return {
        "src/autodiff/elementwise_rules.gen.cpp": emit_rules(spec),
        "docs/gradients.md": emit_docs(spec),
    }
