"""capi/functions.gen.go: SpecVersion, the list of skipped functions, and one Go wrapper per C
function."""
from .text import GO_BANNER, go_string


def emit_functions(spec, types, functions):
    live = [fn for fn in functions if not fn.skip]
    skipped = [fn for fn in functions if fn.skip]
    body = "".join("\n" + fn.go_wrapper() for fn in live)
    imports = []
    if "cgo." in body:
        imports.append("runtime/cgo")
    if "unsafe." in body:
        imports.append("unsafe")
    out = [GO_BANNER, "package capi\n\n/*\n#include \"trampolines.gen.h\"\n*/\nimport \"C\"\n\n"]
    if imports:
        out.append("import (\n" + "".join("\t%s\n" % go_string(i) for i in imports) + ")\n\n")
    v = spec.version
    out.append("// SpecVersion is the version of abi/kiln.api.json this package was generated from; the\n"
               "// loaded library may be older (its missing functions fail with StatusUnsupported).\n")
    out.append("var SpecVersion = [3]int{%d, %d, %d}\n\n" % (v["major"], v["minor"], v["patch"]))
    out.append("// SkippedFunction names a C function that has no Go wrapper, and why.\n"
               "type SkippedFunction struct {\n\t// Name is the C function's name.\n\tName string\n"
               "\t// Reason says what the Go layer cannot express.\n\tReason string\n}\n\n")
    out.append("// Skipped lists the C functions this package does not wrap.\nvar Skipped = []SkippedFunction{")
    out.append("\n" if skipped else "")
    for fn in skipped:
        out.append("\t{Name: %s, Reason: %s},\n" % (go_string(fn.name), go_string(fn.skip)))
    out.append("}\n")
    out.append(body)
    return "".join(out)
