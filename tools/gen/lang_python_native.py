"""bindings/python/native/kiln_api.gen.h: what the Python binding's C extension (kiln._native)
calls in libkiln, declared from the spec so that no signature is copied by hand.

The extension does not link libkiln: it dlopens the library the ctypes layer loaded and looks each
function up by name, filling `kiln_native_api` (one member per function below, one slot per unary
and binary op of abi/ops.json). The handles, kiln_status and the DLPack structs are declared here
too, so the extension builds from bindings/python alone (setup.py, no kiln.h needed).
"""
from emit_header import _external_declarations
from op_table import FAMILY_PARAMS

OUTPUT = "bindings/python/native/kiln_api.gen.h"
BANNER = "/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */\n"

# The named functions the fast path calls (besides the ops), in the order of the struct's members.
FUNCTIONS = ("kiln_last_error", "kiln_tensor_release", "kiln_tensor_device", "kiln_weak_scalar_int",
             "kiln_weak_scalar_float")
# Spec functions (not of the op table) with the binary family's signature, used as operators.
EXTRA_BINARY = ("kiln_matmul",)


def _types(params):
    return [p["type"] for p in params]


def _pointer(f, name):
    params = ", ".join("%s %s" % (p["type"], p["name"]) for p in f["params"]) or "void"
    return "%s (*%s)(%s)" % (f["returns"], name, params)


def _family(spec, family, extra=()):
    """The C function names of a family: the op table's, then `extra`, each checked to have the
    family's signature."""
    by_name = {f["name"]: f for f in spec.functions}
    names = ["kiln_" + op["name"] for op in spec.ops.family(family)] + list(extra)
    for name in names:
        f = by_name[name]
        if f["returns"] != "kiln_status" or _types(f["params"]) != _types(FAMILY_PARAMS[family]):
            raise ValueError("%s does not have the %s signature the Python fast path expects" % (name, family))
    return names


def _name_list(macro, names):
    return "#define %s(X) \\\n%s\n\n" % (macro, " \\\n".join("  X(%s, \"%s\")" % (n, n[len("kiln_"):]) for n in names))


def emit(spec):
    by_name = {f["name"]: f for f in spec.functions}
    unary, binary = _family(spec, "unary"), _family(spec, "binary", EXTRA_BINARY)
    status = spec.enums["kiln_status"]
    out = [BANNER,
           "/* The libkiln functions the Python extension kiln._native calls (tools/gen/lang_python_native.py). */\n",
           "#ifndef KILN_PYTHON_NATIVE_API_H\n#define KILN_PYTHON_NATIVE_API_H\n\n",
           "#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\n"]
    out.extend(_external_declarations(spec))
    for h in spec.data["handles"]:
        out.append("typedef struct %s_s* %s;\n" % (h["name"], h["name"]))
    out.append("\ntypedef enum %s {\n" % status["name"])
    out += ["  %s = %d,\n" % (v["name"], v["value"]) for v in status["values"]]
    out.append("} %s;\n\n" % status["name"])
    out.append("typedef %s;\n" % _pointer({"returns": "kiln_status", "params": FAMILY_PARAMS["unary"]}, "kiln_native_unary_fn"))
    out.append("typedef %s;\n\n" % _pointer({"returns": "kiln_status", "params": FAMILY_PARAMS["binary"]}, "kiln_native_binary_fn"))
    out.append("/* X(c_name, python_name) for each op of a family; the order numbers the slots below. */\n")
    out.append(_name_list("KILN_NATIVE_UNARY_OPS", unary))
    out.append(_name_list("KILN_NATIVE_BINARY_OPS", binary))
    out.append("#define KILN_NATIVE_UNARY_COUNT %d\n#define KILN_NATIVE_BINARY_COUNT %d\n\n" % (len(unary), len(binary)))
    out.append("/* X(c_name) for each named member of kiln_native_api. */\n")
    out.append("#define KILN_NATIVE_FUNCTIONS(X) \\\n%s\n\n" % " \\\n".join("  X(%s)" % n for n in FUNCTIONS))
    out.append("typedef struct kiln_native_api {\n")
    out += ["  %s;\n" % _pointer(by_name[n], n) for n in FUNCTIONS]
    out.append("  kiln_native_unary_fn unary[KILN_NATIVE_UNARY_COUNT];\n")
    out.append("  kiln_native_binary_fn binary[KILN_NATIVE_BINARY_COUNT];\n")
    out.append("} kiln_native_api;\n\n#endif /* KILN_PYTHON_NATIVE_API_H */\n")
    return "".join(out)


def outputs(spec):
    return {OUTPUT: emit(spec)}
