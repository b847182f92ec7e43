"""names.gen.go: package kiln's re-exports of the enums, their values, the error sentinels, struct
mirrors and callback types of package capi."""
from .naming import camel, value_go_name
from .text import GO_BANNER
from .type_mapping import callback_problem


def emit_names(spec, types):
    """Package kiln re-exports what callers of the idiomatic layer name: enums, their values,
    the error sentinels and struct mirrors."""
    out = [GO_BANNER, "package kiln\n\nimport \"kiln.dev/kiln/capi\"\n"]
    for e in spec.data["enums"]:
        tname = camel(e["name"])
        out.append("\n// %s is capi.%s (%s).\ntype %s = capi.%s\n\n// Values of %s.\nconst (\n"
                   % (tname, tname, e["name"], tname, tname, tname))
        for v in e["values"]:
            out.append("\t// %s is %s: %s\n" % (value_go_name(e, v), v["name"], v["doc"]))
            out.append("\t%s = capi.%s\n" % (value_go_name(e, v), value_go_name(e, v)))
        out.append(")\n")
    if types.status_enum:
        e = spec.enums[types.status_enum]
        out.append("\n// Sentinel errors for errors.Is, one per failing status.\nvar (\n")
        for v in e["values"]:
            if v["value"] == 0:
                continue
            sentinel = "Err" + value_go_name(e, v)[len(camel(e["name"])):]
            out.append("\t// %s matches every error with status %s.\n\t%s = capi.%s\n" % (sentinel, v["name"], sentinel, sentinel))
        out.append(")\n")
    for s in spec.data["structs"]:
        if types.struct_ok(s["name"]):
            name = camel(s["name"])
            out.append("\n// %s is capi.%s (%s).\ntype %s = capi.%s\n" % (name, name, s["name"], name, name))
    for cb in spec.data.get("callbacks", []):
        if not callback_problem(types, cb):
            name = camel(cb["name"])
            out.append("\n// %s is capi.%s (%s).\ntype %s = capi.%s\n" % (name, name, cb["name"], name, name))
    return "".join(out)
