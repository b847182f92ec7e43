"""src/api/entry.gen.{h,cpp}: one extern "C" shim per function that checks pointer arguments,
runs the C++ implementation inside kiln::api::guard (no exception crosses the ABI) and maps the
outcome to a kiln_status. Family members (unary, binary, reduce, scan) share one implementation."""
from spec import parse_type

BANNER = "// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.\n"

FAMILY_CALL = {
    "unary": "unary_entry(kiln::UnaryOp::{op}, {args})",
    "binary": "binary_entry(kiln::BinaryOp::{op}, {args})",
    "reduce": "reduce_entry(kiln::api::Reduction::{op}, {args})",
    "scan": "scan_entry(kiln::ScanOp::{op}, {args})",
}


def impl_name(f):
    return f["name"][len("kiln_"):]


def _checks(spec, f):
    lines = []
    for p in f["params"]:
        const, base, ptrs = parse_type(p["type"])
        if p.get("nullable"):
            # A nullable out-array may be NULL only when its length is 0: nothing is written.
            if p.get("direction") == "out" and "length" in p:
                lines.append('    kiln::api::require_array(%s, %s, "%s");\n' % (p["name"], p["length"], p["name"]))
            continue
        if ptrs == 0:
            if base in spec.callbacks:
                lines.append('    kiln::api::require_pointer(%s, "%s");\n' % (p["name"], p["name"]))
            continue
        if p.get("direction") in ("out", "inout") and "length" not in p:
            lines.append('    kiln::api::require_pointer(%s, "%s");\n' % (p["name"], p["name"]))
            if p.get("direction") == "out" and ptrs == 1 and (base in spec.handles):
                lines.append("    *%s = nullptr;\n" % p["name"])
        elif "length" in p:
            lines.append('    kiln::api::require_array(%s, %s, "%s");\n' % (p["name"], p["length"], p["name"]))
            if p.get("direction") == "out" and ptrs == 1 and (base in spec.handles):
                # An out array of handles is all NULL unless the call succeeds.
                lines.append("    for (size_t i = 0; i < %s; ++i) %s[i] = nullptr;\n" % (p["length"], p["name"]))
        else:
            lines.append('    kiln::api::require_pointer(%s, "%s");\n' % (p["name"], p["name"]))
    return lines


def _is_enum_value(spec, p):
    const, base, ptrs = parse_type(p["type"])
    return ptrs == 0 and base in spec.enums


def _impl_type(spec, p):
    # A C caller may pass any int where an enum is expected: implementations receive the raw
    # value (read by enum_value, never loaded as the enum type) and validate it themselves.
    return "int32_t" if _is_enum_value(spec, p) else p["type"]


def emit_header(spec):
    out = [BANNER, "// Declarations of the C++ implementations behind the C entry points.\n",
           "#pragma once\n\n#include \"api/families.h\"\n\nnamespace kiln::api {\n\n"]
    for f in spec.shimmed():
        if "impl" in f:
            continue
        params = ", ".join("%s %s" % (_impl_type(spec, p), p["name"]) for p in f["params"])
        out.append("void %s(%s);\n" % (impl_name(f), params))
    out.append("\n}  // namespace kiln::api\n")
    return "".join(out)


def emit_source(spec):
    out = [BANNER, "// The C entry points. Each one validates pointers, then calls its implementation\n",
           "// inside guard(), which turns any exception into a status and the thread's last error.\n",
           "#include \"api/entry.gen.h\"\n#include \"api/guard.h\"\n\n",
           "extern \"C\" {\n\n"]
    for f in spec.shimmed():
        params = ", ".join("%s %s" % (p["type"], p["name"]) for p in f["params"]) or "void"
        args = ", ".join(("kiln::api::enum_value(&%s)" % p["name"]) if _is_enum_value(spec, p) else p["name"]
                         for p in f["params"])
        if "impl" in f:
            call = FAMILY_CALL[f["impl"]["family"]].format(op=f["impl"]["op"], args=args)
        else:
            call = "%s(%s)" % (impl_name(f), args)
        out.append("KILN_API %s %s(%s) {\n" % (f["returns"], f["name"], params))
        out.append('  return kiln::api::guard("%s", [&] {\n' % f["name"])
        out.extend(_checks(spec, f))
        out.append("    kiln::api::%s;\n  });\n}\n\n" % call)
    out.append(_status_string(spec))
    out.append("}  // extern \"C\"\n")
    return "".join(out)


def _status_string(spec):
    values = spec.enums["kiln_status"]["values"]
    out = ["KILN_API const char* kiln_status_string(kiln_status status) {\n  switch (kiln::api::enum_value(&status)) {\n"]
    out.extend('    case %s: return "%s";\n' % (v["name"], v["name"]) for v in values)
    out.append('  }\n  return "KILN_STATUS_UNKNOWN";\n}\n\n')
    return "".join(out)
