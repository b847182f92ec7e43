"""capi/structs.gen.go: a Go mirror per struct, with fromC/toC conversions."""
from spec import ownership_text

from .naming import c_field, camel
from .text import GO_BANNER, go_comment, since
from .type_mapping import struct_sized


def struct_field_name(field):
    return camel(field["name"], strip_prefix=False)


def emit_structs(spec, types):
    out = []
    for s in spec.data["structs"]:
        name, cname = camel(s["name"]), s["name"]
        if not types.struct_ok(cname):
            out.append("\n// %s (%s) has no Go mirror: %s.\n" % (name, cname, types.struct_problems[cname]))
            continue
        fields = s["fields"][1:] if struct_sized(s) else s["fields"]
        out.append("\n" + go_comment("%s mirrors %s: %s%s" % (name, cname, s["doc"], since(s))))
        out.append("type %s struct {\n" % name)
        for f in fields:
            doc = f["doc"].rstrip(".") + "." + (" Ownership: " + ownership_text(f["ownership"]) + "; copied into Go." if "ownership" in f else "")
            out.append(go_comment("%s: %s" % (struct_field_name(f), doc), "\t"))
            out.append("\t%s %s\n" % (struct_field_name(f), types.go_value(f["type"])))
        out.append("}\n")
        # fromC
        out.append("\n// fromC copies the fields a C %s holds into s (for a struct_size struct, only those its\n// struct_size covers: fields an older library lacks stay zero).\nfunc (s *%s) fromC(c *C.%s) {\n" % (cname, name, cname))
        if struct_sized(s):
            out.append("\tsize := uintptr(c.struct_size)\n")
        for f in fields:
            kind = types.kind(f["type"])[0]
            cf = "c." + c_field(f["name"])
            value = ("%s(*(*C.uintptr_t)(unsafe.Pointer(&%s)))" % (camel(f["type"]), cf) if kind == "handle"
                     else types.from_c(f["type"], cf))
            if struct_sized(s):
                out.append("\tif size >= unsafe.Offsetof(%s)+unsafe.Sizeof(%s) {\n\t\ts.%s = %s\n\t}\n"
                           % (cf, cf, struct_field_name(f), value))
            else:
                out.append("\ts.%s = %s\n" % (struct_field_name(f), value))
        out.append("}\n")
        # toC
        out.append("\n// toC fills a zeroed C %s from s; C strings go into allocs.\n"
                   "func (s *%s) toC(c *C.%s, allocs *cAllocs) {\n" % (cname, name, cname))
        if struct_sized(s):
            out.append("\tc.struct_size = C.sizeof_%s\n" % cname)
        for f in fields:
            kind, const, base, ptrs = types.kind(f["type"])
            cf, gf = "c." + c_field(f["name"]), "s." + struct_field_name(f)
            go = types.go_value(f["type"])
            if kind == "handle":
                out.append("\t*(*C.uintptr_t)(unsafe.Pointer(&%s)) = C.uintptr_t(%s)\n" % (cf, gf))
            elif go == "string":
                out.append("\t%s = allocs.cString(%s)\n" % (cf, gf))
            elif go == "unsafe.Pointer":
                out.append("\t%s = %s\n" % (cf, gf))
            else:
                out.append("\t%s = C.%s(%s)\n" % (cf, base, gf))
        out.append("}\n")
    body = "".join(out)
    head = GO_BANNER + "package capi\n\n/*\n#include \"trampolines.gen.h\"\n*/\nimport \"C\"\n"
    if "unsafe." in body:
        head += "\nimport \"unsafe\"\n"
    return head + body
