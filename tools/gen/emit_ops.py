"""Files made from the op table (abi/ops.json): the C++ op enums with their names and traits
(src/core/op_table.gen.h), the op numbers the GLSL kernels switch on (kernels/op_ids.gen.glsl),
the CPU's name -> functor dispatch for float math (src/backend/cpu/float_math.gen.h) and the op
list every test walks (tests/op_table.gen.h)."""
from op_table import cpp_name

BANNER = "// Generated from abi/ops.json by tools/gen/generate.py. Do not edit by hand.\n"
OPERANDS = {"any": "Any", "no_bool": "NoBool", "no_float": "NoFloat", "integer": "Integer", "float": "Float"}
RESULTS = {"same": "Same", "bool": "Bool", "sum_result": "SumResult", "float_result": "FloatResult", "int64": "Int64"}
# enum name, C++ table, family, kernel ops only (composites such as mean have no kernel)
_ENUMS = [("UnaryOp", "kUnaryOps", "unary", True), ("BinaryOp", "kBinaryOps", "binary", True),
          ("ReduceOp", "kReduceOps", "reduce", True), ("Reduction", "kReductions", "reduce", False),
          ("ScanOp", "kScanOps", "scan", True)]


def _ops(table, family, kernel_only):
    return table.kernel_ops(family) if kernel_only else table.family(family)


def _info(op):
    traits = op.get("traits", [])
    return '{"%s", OperandRule::%s, ResultRule::%s, %s, %s}' % (
        op["name"], OPERANDS[op["operands"]], RESULTS[op["result"]],
        "true" if "transcendental" in traits else "false", "true" if "vectorizable" in traits else "false")


def emit_cpp(spec):
    t = spec.ops
    out = [BANNER, "// The ops of abi/ops.json as C++ enums (each ends in a Count sentinel) with one OpInfo per\n",
           "// enumerator, in the same order: what a backend needs to know about an op comes from here.\n",
           "#pragma once\n\n#include <cstddef>\n#include <cstdint>\n\nnamespace kiln {\n\n",
           "// Which input dtypes an op takes and what its operands are converted to (docs/dtypes.md).\n",
           "enum class OperandRule : uint8_t { Any, NoBool, NoFloat, Integer, Float };\n",
           "enum class ResultRule : uint8_t { Same, Bool, SumResult, FloatResult, Int64 };\n\n",
           "struct OpInfo {\n  const char* name;\n  OperandRule operands;\n  ResultRule result;\n",
           "  bool transcendental;  // a few ulp; no float64 form in GLSL\n",
           "  bool vectorizable;    // plain arithmetic, safe on the Vulkan VEC path\n};\n\n"]
    for enum, array, family, kernel_only in _ENUMS:
        ops = _ops(t, family, kernel_only)
        out.append("enum class %s : uint8_t {\n" % enum)
        out.extend("  %s,\n" % cpp_name(op) for op in ops)
        out.append("  Count\n};\n\n")
        out.append("inline constexpr OpInfo %s[] = {\n" % array)
        out.extend("    %s,\n" % _info(op) for op in ops)
        out.append("};\n")
        out.append("static_assert(sizeof(%s) / sizeof(%s[0]) == static_cast<size_t>(%s::Count),\n"
                   "              \"one OpInfo per %s\");\n" % (array, array, enum, enum))
        out.append("constexpr const OpInfo& op_info(%s op) { return %s[static_cast<size_t>(op)]; }\n"
                   "constexpr size_t op_count(%s) { return static_cast<size_t>(%s::Count); }\n\n"
                   % (enum, array, enum, enum))
    out.append("}  // namespace kiln\n")
    return "".join(out)


def _glsl_prefix(family):
    return family.upper() + "_"


def emit_glsl(spec):
    t = spec.ops
    out = [BANNER.replace("//", "//", 1),
           "// Op numbers as kiln::UnaryOp, BinaryOp, ReduceOp and ScanOp number them (the kernels'\n",
           "// specialization constant OP). A fused kernel passes one of these to unary_apply_<T>(op, x) or\n",
           "// binary_apply_<T>(op, a, b) (unary_ops.glsl, binary_ops.glsl).\n",
           "#ifndef KILN_OP_IDS_GLSL\n#define KILN_OP_IDS_GLSL\n\n"]
    for family in ("unary", "binary", "reduce", "scan"):
        ops = t.kernel_ops(family)
        p = _glsl_prefix(family)
        for i, op in enumerate(ops):
            out.append("const uint %s%s = %du;\n" % (p, op["name"].upper(), i))
        out.append("const uint %sOP_COUNT = %du;\n" % (p, len(ops)))
        bools = [p + op["name"].upper() for op in ops if op["result"] == "bool"]
        if family in ("unary", "binary"):
            out.append("#define %sRETURNS_BOOL(op) (%s)\n" % (p, " || ".join("(op) == %s" % b for b in bools) or "false"))
        out.append("\n")
    out.append("#endif\n")
    return "".join(out)


def emit_cpu_math(spec):
    """Float math ops (operands: float) reach their functor in cpu/math_functors.h by name."""
    out = [BANNER, "// Calls f with the functor (backend/cpu/math_functors.h) named after each float math op.\n",
           "#pragma once\n\n#include \"backend/cpu/math_functors.h\"\n#include \"core/op.h\"\n\n",
           "namespace kiln::cpu {\n\n"]
    for family, enum in (("unary", "UnaryOp"), ("binary", "BinaryOp")):
        ops = [op for op in spec.ops.kernel_ops(family) if op["operands"] == "float"]
        out.append("// false when op is not a float math op (its kernel is elsewhere).\n")
        out.append("template <class F>\nbool visit_float_math(%s op, F&& f) {\n  switch (op) {\n" % enum)
        for op in ops:
            out.append("    case %s::%s: f(math::%s{}); return true;\n" % (enum, cpp_name(op), cpp_name(op)))
        out.append("    default: return false;\n  }\n}\n\n")
    out.append("}  // namespace kiln::cpu\n")
    return "".join(out)


def emit_test_table(spec):
    out = [BANNER, "// Every op of abi/ops.json, for the tests that must reach each one.\n",
           "#pragma once\n\n#include <kiln/kiln.h>\n\nnamespace kiln_test {\n\n",
           "struct OpEntry {\n  const char* name;\n  const char* family;\n};\n\n",
           "inline constexpr OpEntry kAllOps[] = {\n"]
    out.extend('    {"%s", "%s"},\n' % (op["name"], op["family"]) for op in spec.ops.ops)
    out.append("};\n\n")
    sigs = {"unary": "kiln_status (*)(kiln_tensor, kiln_tensor*)",
            "binary": "kiln_status (*)(kiln_tensor, kiln_tensor, kiln_tensor*)",
            "reduce": "kiln_status (*)(kiln_tensor, const int64_t*, size_t, bool, kiln_tensor*)",
            "scan": "kiln_status (*)(kiln_tensor, int64_t, bool, kiln_tensor*)"}
    for family, sig in sigs.items():
        out.append("struct %sEntry {\n  const char* name;\n  %s;\n};\n" % (
            family.capitalize(), sig.replace("(*)", "(*fn)")))
        out.append("inline constexpr %sEntry k%sOps[] = {\n" % (family.capitalize(), family.capitalize()))
        out.extend('    {"%s", kiln_%s},\n' % (op["name"], op["name"]) for op in spec.ops.family(family))
        out.append("};\n\n")
    out.append("}  // namespace kiln_test\n")
    return "".join(out)


def outputs(spec):
    return {
        "src/core/op_table.gen.h": emit_cpp(spec),
        "src/backend/vulkan/kernels/op_ids.gen.glsl": emit_glsl(spec),
        "src/backend/cpu/float_math.gen.h": emit_cpu_math(spec),
        "tests/op_table.gen.h": emit_test_table(spec),
    }
