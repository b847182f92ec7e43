"""bindings/python/kiln/_capi.py: ctypes declarations of every enum, struct and function. The
hand-written modules beside it (_loader.py, errors.py, tensor.py...) build on it."""
from spec import parse_type

SCALARS = {"bool": "ctypes.c_bool", "char": "ctypes.c_char", "int32_t": "ctypes.c_int32",
           "int64_t": "ctypes.c_int64", "uint32_t": "ctypes.c_uint32", "uint64_t": "ctypes.c_uint64",
           "size_t": "ctypes.c_size_t", "double": "ctypes.c_double"}


def ctype(spec, text):
    const, base, ptrs = parse_type(text)
    if base == "void":
        inner = "ctypes.c_void_p" if ptrs >= 1 else "None"
        ptrs = max(ptrs - 1, 0)
    elif base == "char" and ptrs >= 1:
        inner, ptrs = "ctypes.c_char_p", ptrs - 1
    elif base in spec.external_types:  # DLPack structs: handled as opaque addresses (capsules)
        inner, ptrs = "ctypes.c_void_p", ptrs - 1
    elif base in spec.handles:
        inner = base
    elif base in spec.enums:
        inner = "ctypes.c_int"
    elif base in spec.structs or base in spec.callbacks:
        inner = base
    else:
        inner = SCALARS[base]
    for _ in range(ptrs):
        inner = "ctypes.POINTER(%s)" % inner
    return inner


def emit(spec):
    v = spec.version
    out = ['"""Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.\n\n',
           'Low-level ctypes view of the Kiln C API: every function raises a KilnError subclass\n',
           'on a non-OK status (see errors.py)."""\n',
           "import ctypes\nimport enum\n\nfrom ._loader import load_library\nfrom .errors import check_status\n\n",
           "VERSION = (%d, %d, %d)\n\n" % (v["major"], v["minor"], v["patch"])]
    for h in spec.data["handles"]:
        out.append("\nclass %s(ctypes.c_void_p):\n    \"\"\"%s\"\"\"\n\n" % (h["name"], h["doc"]))
    for e in spec.data["enums"]:
        cls = "".join(part.capitalize() for part in e["name"].split("_")[1:])
        prefix = e["values"][0]["name"]
        common = prefix[: prefix.rfind("_") + 1] if all(x["name"].startswith(prefix[: prefix.rfind("_") + 1]) for x in e["values"]) else ""
        out.append("\nclass %s(enum.IntEnum):\n    \"\"\"%s\"\"\"\n\n" % (cls, e["doc"]))
        for val in e["values"]:
            out.append("    %s = %d\n" % (val["name"][len(common):], val["value"]))
        out.append("\n")
    for s in spec.data["structs"]:
        out.append("\nclass %s(ctypes.Structure):\n    \"\"\"%s\"\"\"\n\n    _fields_ = [\n" % (s["name"], s["doc"]))
        for fld in s["fields"]:
            out.append("        (\"%s\", %s),\n" % (fld["name"], ctype(spec, fld["type"])))
        out.append("    ]\n\n")
    for c in spec.callbacks.values():
        restype = "None" if c["returns"] == "void" else ctype(spec, c["returns"])
        out.append("\n%s = ctypes.CFUNCTYPE(%s)\n\"\"\"%s\"\"\"\n\n" % (
            c["name"], ", ".join([restype] + [ctype(spec, p["type"]) for p in c["params"]]), c["doc"]))
    out.append("\nlib = load_library()\n\n")
    for f in spec.functions:
        out.append("lib.%s.argtypes = [%s]\n" % (f["name"], ", ".join(ctype(spec, p["type"]) for p in f["params"])))
        if f["returns"] == "kiln_status":
            out.append("lib.%s.restype = ctypes.c_int\nlib.%s.errcheck = check_status\n" % (f["name"], f["name"]))
        else:
            out.append("lib.%s.restype = %s\n" % (f["name"], ctype(spec, f["returns"])))
    out.append("\n__all__ = [%s]\n" % ", ".join('"%s"' % n for n in
               ["lib", "VERSION"] + list(spec.handles) + list(spec.structs) + list(spec.callbacks) +
               ["".join(part.capitalize() for part in e["name"].split("_")[1:]) for e in spec.data["enums"]]))
    out.append("\n\n# The unary, binary, reduce and scan ops of abi/ops.json, as (name, family, operands, traits, doc):\n"
               "# ops.py makes a function of each, so an op added to the table reaches Python without a\n"
               "# hand edit; the tests read the dtype rule and traits from here too.\n"
               "OPS = (\n")
    for op in spec.ops.ops:
        if op["family"] in ("unary", "binary", "reduce", "scan"):
            out.append("    (%r, %r, %r, %r, %r),\n" % (op["name"], op["family"], op["operands"],
                                                        tuple(op["traits"]), op["doc"]))
    out.append(")\n")
    return "".join(out)
