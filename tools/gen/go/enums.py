"""capi/enums.gen.go: a Go type per enum with constants, Name/Doc/String, and the error sentinels."""
from .naming import camel, enum_prefix, value_go_name, value_suffix
from .text import GO_BANNER, go_comment, go_string, since


def emit_enums(spec, types):
    out = [GO_BANNER, "package capi\n\nimport \"strconv\"\n"]
    for e in spec.data["enums"]:
        tname = camel(e["name"])
        out.append("\n" + go_comment("%s mirrors %s: %s%s" % (tname, e["name"], e["doc"], since(e))))
        out.append("type %s int32\n\nconst (\n" % tname)
        for v in e["values"]:
            out.append(go_comment("%s is %s: %s" % (value_go_name(e, v), v["name"], v["doc"]), "\t"))
            out.append("\t%s %s = %d\n" % (value_go_name(e, v), tname, v["value"]))
        out.append(")\n")
        out.append("\n// Name is the C name without the common prefix %s, or a number for a value this\n"
                   "// binding does not know.\nfunc (v %s) Name() string {\n\tswitch v {\n" % (go_string(enum_prefix(e)), tname))
        for v in e["values"]:
            out.append("\tcase %s:\n\t\treturn %s\n" % (value_go_name(e, v), go_string(value_suffix(e, v))))
        out.append("\t}\n\treturn %s + strconv.Itoa(int(v)) + \")\"\n}\n" % go_string(tname + "("))
        out.append("\n// Doc is the value's description in the API spec (empty for an unknown value).\n"
                   "func (v %s) Doc() string {\n\tswitch v {\n" % tname)
        for v in e["values"]:
            out.append("\tcase %s:\n\t\treturn %s\n" % (value_go_name(e, v), go_string(v["doc"])))
        out.append("\t}\n\treturn \"\"\n}\n")
        # Enums documented by one lowercase word per value (dtypes) print as that word, the way the
        # scenario and users spell them ("float32"); the others print as their Name.
        by_doc = all(v["doc"].replace("_", "").isalnum() and v["doc"] == v["doc"].lower() for v in e["values"])
        out.append("\n// String gives the %s.\nfunc (v %s) String() string {\n"
                   % ("spec's one-word name (the Doc) of a known value, else Name" if by_doc else "Name", tname))
        if by_doc:
            out.append("\tif doc := v.Doc(); doc != \"\" {\n\t\treturn doc\n\t}\n")
        out.append("\treturn v.Name()\n}\n")
    if types.status_enum:
        e = spec.enums[types.status_enum]
        out.append("\n// Sentinel errors, one per failing status, for errors.Is(err, capi.ErrShapeMismatch).\n"
                   "// An *Error matches the sentinel of its status.\nvar (\n")
        for v in e["values"]:
            if v["value"] == 0:
                continue
            go = value_go_name(e, v)
            sentinel = "Err" + go[len(camel(e["name"])):]
            out.append(go_comment("%s matches every error with status %s." % (sentinel, v["name"]), "\t"))
            out.append("\t%s error = &Error{Status: %s}\n" % (sentinel, go))
        out.append(")\n")
    return "".join(out)
