"""The linker version script: each function under the node of the version it appeared in."""
from spec import version_node


def emit(spec):
    out = ["/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */\n"]
    previous = None
    for since in spec.versions():
        node = version_node(since)
        names = sorted(f["name"] for f in spec.functions if f["since"] == since)
        out.append("%s {\n  global:\n" % node)
        out.extend("    %s;\n" % n for n in names)
        if previous is None:
            out.append("  local:\n    *;\n}")
        else:
            out.append("} %s" % previous)
        out.append(";\n\n")
        previous = node
    return "".join(out)
