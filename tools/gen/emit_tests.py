"""tests/abi_misuse.gen.cpp: for every function, NULL where a pointer is required gives
INVALID_ARGUMENT, and a garbage, released or NULL handle gives INVALID_HANDLE; the message names
the function. Nothing may crash."""
from spec import parse_type

BANNER = "// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.\n"

SCALAR_VALUE = {"kiln_dtype": "KILN_DTYPE_FLOAT32", "kiln_status": "KILN_STATUS_OK", "double": "1.0",
                "bool": "false", "size_t": "1", "int64_t": "1", "uint64_t": "1", "uint32_t": "1", "int32_t": "1"}


def _arg(spec, p, bad_param=None, null_pointers=False):
    const, base, ptrs = parse_type(p["type"])
    is_bad = p is bad_param
    if ptrs == 0 and base in spec.callbacks:
        return "nullptr"
    if ptrs == 0 and base in spec.handles:
        return "bad.%s" % base[len("kiln_"):] if is_bad else "valid_%s()" % base
    if ptrs == 0 and base in SCALAR_VALUE:
        return SCALAR_VALUE[base]
    if ptrs == 0 and base in spec.enums:  # any other enum: its first value
        return spec.enums[base]["values"][0]["name"]
    if null_pointers and not p.get("nullable"):
        return "nullptr"
    if ptrs == 1 and base in spec.handles and const:  # array of handles
        return "&bad.%s" % base[len("kiln_"):] if is_bad else "valid_%s_array()" % base
    if base == "char" and const and ptrs == 1:
        return '"cpu"'
    return "reinterpret_cast<%s>(scratch())" % p["type"]


def _handle_params(spec, f):
    for p in f["params"]:
        const, base, ptrs = parse_type(p["type"])
        if base in spec.handles and not p.get("nullable") and (ptrs == 0 or (ptrs == 1 and const)):
            yield p


def _has_required_pointer(f):
    return any(parse_type(p["type"])[2] > 0 and not p.get("nullable") for p in f["params"])


def _has_callback(spec, f):
    return any(parse_type(p["type"])[1] in spec.callbacks for p in f["params"])


def emit(spec):
    out = [BANNER, "#include <gtest/gtest.h>\n\n#include <cstring>\n\n#include \"abi_misuse_fixture.h\"\n\n"]
    for f in spec.shimmed():
        name = f["name"]
        if _has_required_pointer(f):
            args = ", ".join(_arg(spec, p, null_pointers=True) for p in f["params"])
            out.append("TEST_F(AbiMisuse, %s_null_pointers) {\n" % name)
            out.append("  EXPECT_EQ(%s(%s), KILN_STATUS_INVALID_ARGUMENT);\n" % (name, args))
            out.append('  EXPECT_NE(std::strstr(kiln_last_error(), "%s"), nullptr) << kiln_last_error();\n}\n\n' % name)
        if _has_callback(spec, f):
            continue  # a NULL callback is the only bad value here: covered by the null-pointer test
        for hp in _handle_params(spec, f):
            out.append("TEST_F(AbiMisuse, %s_bad_%s) {\n" % (name, hp["name"]))
            out.append("  for (const BadHandles& bad : bad_handle_sets()) {\n")
            args = ", ".join(_arg(spec, p, bad_param=hp) for p in f["params"])
            out.append("    EXPECT_EQ(%s(%s), KILN_STATUS_INVALID_HANDLE) << bad.what;\n" % (name, args))
            out.append('    EXPECT_NE(std::strstr(kiln_last_error(), "%s"), nullptr) << kiln_last_error();\n  }\n}\n\n' % name)
    return "".join(out)
