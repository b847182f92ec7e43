"""Checks that the C++ mirrors of the spec's C enums agree with them value by value
(src/api/enum_mirrors.gen.cpp: static_asserts), and the dtype numbers the Vulkan CMake file
compiles kernel variants for (src/backend/vulkan/dtypes.gen.cmake)."""

import re

BANNER = "// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.\n"
# C enum -> (C++ enum, value prefix, header, C++ count constant or None)
MIRRORS = {
    "kiln_status": ("kiln::Status", "KILN_STATUS_", "core/error.h", None),
    "kiln_dtype": ("kiln::DType", "KILN_DTYPE_", "core/dtype.h", "kiln::kDTypeCount"),
    "kiln_device_kind": ("kiln::DeviceKind", "KILN_DEVICE_", "core/backend.h", None),
    "kiln_event_kind": ("kiln::EventKind", "KILN_EVENT_", "core/telemetry.h", None),
    "kiln_fallback_policy": ("kiln::FallbackPolicy", "KILN_FALLBACK_", "core/checks.h", None),
}
WORDS = {"DTYPE": "DType", "BFLOAT16": "BFloat16", "UINT8": "UInt8", "UINT16": "UInt16", "UINT32": "UInt32",
         "UINT64": "UInt64", "UINT2": "UInt2", "UINT4": "UInt4", "E5M2": "E5M2", "E4M3FN": "E4M3FN"}


def cpp_enumerator(suffix):
    return "".join(WORDS.get(w, w.capitalize()) for w in suffix.split("_"))


def emit_cpp(spec):
    out = [BANNER, "// Each C++ enum that mirrors a C enum of the spec holds the same values (checked here, at\n",
           "// compile time), so the C boundary may cast between them.\n",
           "#include \"kiln/kiln.h\"\n"]
    out += ["#include \"%s\"\n" % header for _, _, header, _ in sorted(MIRRORS.values(), key=lambda m: m[2])]
    out.append("\nnamespace {\n\n")
    for c_name, (cpp, prefix, _, count) in MIRRORS.items():
        values = spec.enums[c_name]["values"]
        for v in values:
            out.append("static_assert(static_cast<int>(%s::%s) == %s, \"%s mirrors %s\");\n" % (
                cpp, cpp_enumerator(v["name"][len(prefix):]), v["name"], cpp, c_name))
        if count:
            out.append("static_assert(%s == %d, \"%s has a value per %s value\");\n" % (count, len(values), count, c_name))
        out.append("\n")
    out.append("}  // namespace\n")
    return "".join(out)


def emit_cmake(spec):
    values = spec.enums["kiln_dtype"]["values"]
    out = ["# Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.\n",
           "# kiln_dtype's numbers (kiln::DType mirrors them): the kernel variants are named by them.\n"]
    out += ["set(KILN_DT_%s %d)\n" % (v["name"][len("KILN_DTYPE_"):], v["value"]) for v in values]
    # Complex dtypes have no kernel variants: their ops run on float pairs (docs/architecture.md);
    # nor have the narrow storage dtypes (float8, 2- and 4-bit integers): only casts touch them
    # (core/narrow_dtype.h), through the variants KILN_NARROW_CASTS lists (narrow:compute pairs).
    narrow = [v for v in values if re.match(r"KILN_DTYPE_(FLOAT8_|U?INT[24]$)", v["name"])]
    real = [v for v in values if not v["name"].startswith("KILN_DTYPE_COMPLEX") and v not in narrow]
    out.append("set(KILN_DTYPES %s)\n" % " ".join(str(v["value"]) for v in real))
    unsigned = [v for v in values if v["name"].startswith("KILN_DTYPE_UINT") and v not in narrow]
    out.append("set(KILN_UNSIGNED_DTYPES %s)\n" % " ".join(str(v["value"]) for v in unsigned))
    by_name = {v["name"]: v["value"] for v in values}
    compute = {"FLOAT8": "KILN_DTYPE_FLOAT32", "INT": "KILN_DTYPE_INT8", "UINT": "KILN_DTYPE_UINT8"}
    pairs = ["%d:%d" % (v["value"], by_name[compute[v["name"][len("KILN_DTYPE_"):].split("_")[0].rstrip("24")]])
             for v in narrow]
    out.append("set(KILN_NARROW_CASTS %s)\n" % " ".join(pairs))
    return "".join(out)


def outputs(spec):
    return {"src/api/enum_mirrors.gen.cpp": emit_cpp(spec),
            "src/backend/vulkan/dtypes.gen.cmake": emit_cmake(spec)}
