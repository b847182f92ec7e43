"""include/kiln/kiln.h: the public C header, with doc comments."""
import os

from spec import ownership_text, parse_type

BANNER = "/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */\n"


def _wrap_comment(text, indent=""):
    return "%s/* %s */\n" % (indent, text)


def _param_doc(p):
    direction = {"out": "[out]", "inout": "[in,out]"}.get(p.get("direction"), "")
    extra = []
    if p.get("nullable"):
        extra.append("may be NULL")
    if p.get("ownership"):
        extra.append("ownership: " + ownership_text(p["ownership"]))
    tail = (" (" + "; ".join(extra) + ")") if extra else ""
    return " * @param%s %s %s%s\n" % (direction, p["name"], p["doc"], tail)


def _external_declarations(spec):
    """The declarations of external types, once per header they come from (tools/gen/<stem>_decls.h)."""
    out = []
    for header in sorted({t["header"] for t in spec.external_types.values()}):
        stem = os.path.splitext(os.path.basename(header))[0]
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), stem + "_decls.h")) as fh:
            out.append(fh.read() + "\n")
    return out


def declaration(f):
    params = ", ".join("%s %s" % (p["type"], p["name"]) for p in f["params"]) or "void"
    return "%s %s(%s)" % (f["returns"], f["name"], params)


def emit(spec):
    v = spec.version
    out = [BANNER, "/* %s */\n" % spec.data["doc"], "#ifndef KILN_KILN_H\n#define KILN_KILN_H\n\n",
           "#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\n"]
    out.extend(_external_declarations(spec))
    out += ["#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n",
           "#define KILN_VERSION_MAJOR %d\n#define KILN_VERSION_MINOR %d\n#define KILN_VERSION_PATCH %d\n\n" % (v["major"], v["minor"], v["patch"]),
           "#if defined(KILN_BUILDING_LIBRARY)\n#define KILN_API __attribute__((visibility(\"default\")))\n#else\n#define KILN_API\n#endif\n\n"]
    out.append("/* ---- Handles: opaque, generation-checked; a stale or bogus one gives KILN_STATUS_INVALID_HANDLE. ---- */\n\n")
    for h in spec.data["handles"]:
        out.append("/** %s (since %s) */\ntypedef struct %s_s* %s;\n\n" % (h["doc"], h["since"], h["name"], h["name"]))
    out.append("/* ---- Enums ---- */\n\n")
    for e in spec.data["enums"]:
        out.append("/** %s (since %s) */\ntypedef enum %s {\n" % (e["doc"], e["since"], e["name"]))
        for val in e["values"]:
            out.append("  %s = %d, /**< %s */\n" % (val["name"], val["value"], val["doc"]))
        out.append("} %s;\n\n" % e["name"])
    out.append("/* ---- Structs: start with struct_size; the library reads and writes only what it covers. ---- */\n\n")
    for s in spec.data["structs"]:
        out.append("/** %s (since %s) */\ntypedef struct %s {\n" % (s["doc"], s["since"], s["name"]))
        for fld in s["fields"]:
            own = (" Ownership: " + ownership_text(fld["ownership"]) + ".") if fld.get("ownership") else ""
            out.append("  %s %s; /**< %s.%s */\n" % (fld["type"], fld["name"], fld["doc"], own))
        out.append("} %s;\n\n" % s["name"])
    if spec.callbacks:
        out.append("/* ---- Callbacks ---- */\n\n")
    for c in spec.callbacks.values():
        params = ", ".join("%s %s" % (p["type"], p["name"]) for p in c["params"]) or "void"
        out.append("/** %s (since %s) */\ntypedef %s (*%s)(%s);\n\n" % (c["doc"], c["since"], c["returns"], c["name"], params))
    group = None
    for f in spec.functions:
        if f["group"] != group:
            group = f["group"]
            out.append("/* ---- %s ---- */\n\n" % group)
        out.append("/**\n * %s\n" % f["doc"])
        for p in f["params"]:
            out.append(_param_doc(p))
        out.append(" * @since %s\n */\n" % f["since"])
        out.append("KILN_API %s;\n\n" % declaration(f))
    out.append("#ifdef __cplusplus\n}  /* extern \"C\" */\n#endif\n\n#endif /* KILN_KILN_H */\n")
    return "".join(out)
