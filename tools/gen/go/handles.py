"""capi/handles.gen.go: a Go type per handle (the C value as a uintptr)."""
from .naming import camel
from .text import GO_BANNER, go_comment, since


def emit_handles(spec):
    out = [GO_BANNER, "package capi\n"]
    for h in spec.data["handles"]:
        name = camel(h["name"])
        out.append("\n" + go_comment("%s is a %s handle: %s%s\n\nIt is the C value as an integer: "
                                      "Kiln handles are not addresses." % (name, h["name"], h["doc"], since(h))))
        out.append("type %s uintptr\n" % name)
    return "".join(out)
