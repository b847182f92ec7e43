"""ops.gen.go: the idiomatic Go function of every unary, binary, reduce and scan op in
abi/ops.json (Asin(x), Hypot(a, b), Sum(x, axes, keepdims), CumulativeSum(x, axis, reverse)), over
the capi wrappers; ops of the other families keep their hand-written functions in ops.go."""
from .naming import camel
from .text import GO_BANNER, go_comment

_SIGNATURE = {
    "unary": ("(x *Tensor) (*Tensor, error)", 'return unary("{go}", capi.{go}, x)'),
    "binary": ("(a, b *Tensor) (*Tensor, error)", 'return binary("{go}", capi.{go}, a, b)'),
    "reduce": ("(x *Tensor, axes []int, keepdims bool) (*Tensor, error)",
               'return reduce("{go}", capi.{go}, x, axes, keepdims)'),
    "scan": ("(x *Tensor, axis int, reverse bool) (*Tensor, error)",
             'return scan("{go}", capi.{go}, x, axis, reverse)'),
}
_NOTES = {"binary": " Broadcasts; dtypes promote.",
          "reduce": " Over axes (negative counts from the end; nil means all); keepdims keeps them with extent 1.",
          "scan": " Along axis (negative counts from the end); reverse scans from the end."}


def emit_ops(spec):
    out = [GO_BANNER, "package kiln\n\nimport \"kiln.dev/kiln/capi\"\n"]
    for op in spec.ops.ops:
        if op["family"] not in _SIGNATURE:
            continue
        go = camel("kiln_" + op["name"])
        params, body = _SIGNATURE[op["family"]]
        out.append("\n" + go_comment("%s: %s%s (kiln_%s, since %s)" % (
            go, op["doc"].rstrip("."), "." + _NOTES.get(op["family"], ""), op["name"], op["since"])))
        out.append("func %s%s {\n\t%s\n}\n" % (go, params, body.format(go=go)))
    return "".join(out)
