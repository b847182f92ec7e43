"""bindings/node/lib/capi.gen.js: the koffi declarations of every handle, enum, struct, callback
type and function of the spec, for the Node.js binding. The hand-written modules beside it
(loader.js, errors.js, tensor.js...) build on it."""
import json

from spec import parse_type

OUTPUT = "bindings/node/lib/capi.gen.js"
BANNER = "// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.\n"

# C scalar types koffi knows under the same name.
SCALARS = {"bool", "char", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t",
           "uint32_t", "uint64_t", "size_t", "float", "double", "int"}

# Parameter names that cannot be JS identifiers in strict mode.
RESERVED = {"arguments", "await", "break", "case", "catch", "class", "const", "continue", "debugger",
            "default", "delete", "do", "else", "enum", "eval", "export", "extends", "false", "finally",
            "for", "function", "if", "implements", "import", "in", "instanceof", "interface", "let",
            "new", "null", "package", "private", "protected", "public", "return", "static", "super",
            "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield"}


class Unsupported(Exception):
    """A C type this emitter cannot express in koffi; the function using it is listed as skipped."""


def callbacks_of(spec):
    return getattr(spec, "callbacks", None) or {c["name"]: c for c in spec.data.get("callbacks", [])}


def js_name(name):
    return name + "_" if name in RESERVED else name


def comment(text):
    """Spec prose made safe for a one-line // or /** */ comment."""
    return " ".join(text.split()).replace("*/", "*\\/")


def enum_class(enum):
    """kiln_device_kind -> DeviceKind, as the Python binding names it."""
    return "".join(part.capitalize() for part in enum["name"].split("_")[1:])


def enum_prefix(enum):
    """The prefix the JS names drop: KILN_DTYPE_ for kiln_dtype, else the longest one that ends in
    '_' and that every value shares (KILN_DEVICE_ for KILN_DEVICE_CPU, KILN_DEVICE_VULKAN)."""
    names = [v["name"] for v in enum["values"]]
    own = enum["name"].upper() + "_"
    if all(n.startswith(own) and len(n) > len(own) for n in names):
        return own
    first = names[0]
    cuts = [i + 1 for i, ch in enumerate(first) if ch == "_"]
    for cut in reversed(cuts):
        prefix = first[:cut]
        if all(n.startswith(prefix) and len(n) > cut for n in names):
            return prefix
    return ""


def enum_member(enum, value):
    short = value["name"][len(enum_prefix(enum)):]
    return short if not short[0].isdigit() else value["name"]


def type_expr(spec, ctype, direction=None):
    """The koffi type (as JS source) of a C type; out and inout pointers are marked for koffi,
    which then copies the pointee back into the one-element array (or object) the caller passes."""
    try:
        _, base, ptrs = parse_type(ctype)
    except ValueError as exc:
        raise Unsupported(str(exc))
    if base == "void":
        if ptrs == 0:
            return "'void'"
        if ptrs == 1:  # a caller's buffer (Buffer, TypedArray) or a BigInt address
            return "'void *'"
        inner, ptrs = "'void *'", ptrs - 1
    elif base == "char" and ptrs >= 1:  # NUL-terminated UTF-8: JS strings both ways
        inner, ptrs = "'const char *'", ptrs - 1
    elif (base in spec.handles or base in spec.external_types or base in spec.enums
          or base in spec.structs or base in callbacks_of(spec)):
        inner = base
    elif base in SCALARS:
        inner = "'%s'" % base
    else:
        raise Unsupported("C type %r has no koffi mapping here" % ctype)
    if ptrs == 0:
        return inner
    expr = "koffi.pointer(%s%s)" % (inner, ", %d" % ptrs if ptrs > 1 else "")
    if direction in ("out", "inout"):
        expr = "koffi.%s(%s)" % (direction, expr)
    return expr


def emit_handles(spec):
    out = ["// ---- Handles: opaque pointers, BigInt addresses in JS (null is NULL) ----\n\n"]
    for h in spec.data["handles"]:
        out.append("/** %s */\nconst %s = koffi.pointer('%s', koffi.opaque('%s_s'));\n"
                   % (comment(h["doc"]), h["name"], h["name"], h["name"]))
    for t in spec.data.get("external_types", []):
        out.append("/** %s (%s): opaque here; pass BigInt addresses. */\nconst %s = koffi.opaque('%s');\n"
                   % (comment(t["doc"]), t["header"], t["name"], t["name"]))
    return out


def emit_enums(spec):
    out = ["\n// ---- Enums: a frozen object of values, its name lookup and the docs of the values ----\n"]
    for e in spec.data["enums"]:
        cls = enum_class(e)
        out.append("\n/** %s (%s) */\nconst %s = Object.freeze({\n" % (comment(e["doc"]), e["name"], cls))
        for v in e["values"]:
            out.append("  %s: %d, // %s\n" % (enum_member(e, v), v["value"], comment(v["doc"])))
        out.append("});\nconst %sName = nameLookup(%s);\nconst %sDoc = Object.freeze({\n" % (cls, cls, cls))
        for v in e["values"]:
            out.append("  %d: %s,\n" % (v["value"], json.dumps(v["doc"])))
        out.append("});\nconst %s = koffi.alias('%s', 'int');\n" % (e["name"], e["name"]))
    return out


def emit_structs(spec):
    out = ["\n// ---- Structs: plain JS objects both ways ----\n"]
    for s in spec.data["structs"]:
        out.append("\n/** %s */\nconst %s = koffi.struct('%s', {\n" % (comment(s["doc"]), s["name"], s["name"]))
        for fld in s["fields"]:
            out.append("  %s: %s, // %s\n" % (fld["name"], type_expr(spec, fld["type"]), comment(fld["doc"])))
        out.append("});\n")
    return out


def emit_callbacks(spec, skipped):
    """Each callback type is a named pointer to a koffi prototype: pass koffi.register(fn, type)
    for a callback the library keeps, or a JS function for one used only during the call."""
    out = ["\n// ---- Callback types (pointer arguments reach the JS function as BigInt addresses) ----\n"]
    for c in callbacks_of(spec).values():
        try:
            params = ", ".join(type_expr(spec, p["type"]) for p in c["params"])
            ret = type_expr(spec, c["returns"])
        except Unsupported as exc:
            skipped[c["name"]] = str(exc)
            continue
        out.append("\n/** %s */\nconst %s = koffi.pointer('%s', koffi.proto('%s_fn', %s, [%s]));\n"
                   % (comment(c["doc"]), c["name"], c["name"], c["name"], ret, params))
    return out


def uses_skipped(fn, skipped):
    """The parameter types of fn that name a skipped callback type."""
    return [p["type"] for p in fn["params"] if p["type"].replace("const", "").strip(" *") in skipped]


def emit_raw(spec, skipped):
    out = ["\n// ---- Functions: the koffi functions as the library exports them ----\n\n",
           "const lib = loadLibrary();\n\nconst raw = Object.freeze({\n"]
    for f in spec.functions:
        try:
            bad = uses_skipped(f, skipped)
            if bad:
                raise Unsupported("uses skipped type %s" % bad[0])
            params = [type_expr(spec, p["type"], p.get("direction")) for p in f["params"]]
            ret = "'int'" if f["returns"] == "kiln_status" else type_expr(spec, f["returns"])
        except Unsupported as exc:
            skipped[f["name"]] = str(exc)
            continue
        out.append("  %s: declare('%s', %s, [%s]),\n" % (f["name"], f["name"], ret, ", ".join(params)))
    out.append("});\n")
    return out


def param_doc(spec, p):
    marks = [p["direction"]] if p.get("direction") else []
    if p.get("nullable"):
        marks.append("nullable")
    return " * @param %s %s%s: %s\n" % (js_name(p["name"]), p["type"],
                                        " [%s]" % ", ".join(marks) if marks else "", comment(p["doc"]))


def emit_checked(spec, skipped):
    out = ["\n// ---- Functions returning kiln_status: throw a KilnError unless the status is OK ----\n"]
    for f in spec.functions:
        if f["name"] in skipped:
            continue
        names = [js_name(p["name"]) for p in f["params"]]
        out.append("\n/**\n * %s%s (since %s)\n" % (comment(f["doc"]),
                   " Deprecated: " + comment(f["deprecated"]) + "." if f.get("deprecated") else "", f["since"]))
        out.extend(param_doc(spec, p) for p in f["params"])
        if f["returns"] == "kiln_status":
            out.append(" */\nfunction %s(%s) {\n  check(raw.%s(%s), '%s');\n}\n"
                       % (f["name"], ", ".join(names), f["name"], ", ".join(names), f["name"]))
        else:
            out.append(" * @returns %s\n */\nconst %s = raw.%s;\n" % (f["returns"], f["name"], f["name"]))
    return out


HELPERS = """
/** value -> name of a frozen enum object. */
function nameLookup(values) {
  return Object.freeze(Object.fromEntries(Object.entries(values).map(([name, value]) => [value, name])));
}

/** A koffi function, or, when the loaded library lacks the symbol (a library older than this
 * binding), a function that throws when called so that everything else still works. */
function declare(name, result, params) {
  try {
    return lib.func(name, result, params);
  } catch (err) {
    return () => {
      throw new KilnError('UNSUPPORTED', Status.UNSUPPORTED,
        `${name} is not in the loaded library (${err.message}); it needs libkiln ${VERSION.major}.${VERSION.minor}`, name);
    };
  }
}

/** Throws the KilnError for a failed status, with the library's message for it. */
function check(status, fn) {
  if (status === Status.OK) return;
  const message = raw.kiln_last_error() || `${fn} failed with status ${status}`;
  throw new KilnError(StatusName[status] ?? `UNKNOWN_${status}`, status, message, fn);
}
"""


def emit_exports(spec, skipped):
    names = ["koffi", "lib", "raw", "check", "VERSION", "SKIPPED", "OPS"]
    names += list(spec.handles) + list(spec.external_types)
    for e in spec.data["enums"]:
        names += [enum_class(e), enum_class(e) + "Name", enum_class(e) + "Doc", e["name"]]
    names += list(spec.structs) + [c for c in callbacks_of(spec) if c not in skipped]
    names += [f["name"] for f in spec.functions if f["name"] not in skipped]
    return ["\nmodule.exports = {\n"] + ["  %s,\n" % n for n in names] + ["};\n"]


def skipped_entries(skipped):
    if not skipped:
        return ""
    return "".join("\n  %s: %s," % (name, json.dumps(reason)) for name, reason in sorted(skipped.items())) + "\n"


def emit_ops(spec):
    """The unary, binary, reduce and scan ops of abi/ops.json: lib/ops.js makes a method of each."""
    rows = ["  ['%s', '%s'],\n" % (op["name"], op["family"]) for op in spec.ops.ops
            if op["family"] in ("unary", "binary", "reduce", "scan")]
    return ("/** [name, family] of every unary, binary, reduce and scan op (abi/ops.json). */\n"
            "const OPS = Object.freeze([\n%s]);\n\n" % "".join(rows))


def emit(spec):
    for needed in ("kiln_status", "kiln_last_error"):
        assert needed in spec.enums or any(f["name"] == needed for f in spec.functions), needed
    v = spec.version
    skipped = {}
    body = emit_handles(spec) + emit_enums(spec) + emit_structs(spec) + emit_callbacks(spec, skipped)
    body += emit_raw(spec, skipped) + emit_checked(spec, skipped)
    out = [BANNER, "//\n// The thin koffi layer over libkiln.so.1. lib/index.js is the idiomatic API built on it.\n",
           "'use strict';\n\nconst koffi = require('koffi');\n\n",
           "const { KilnError } = require('./errors');\nconst { loadLibrary } = require('./loader');\n\n",
           "/** The version of abi/kiln.api.json this file was generated from. */\n",
           "const VERSION = Object.freeze({ major: %d, minor: %d, patch: %d });\n\n" % (v["major"], v["minor"], v["patch"]),
           "/** Spec entries this file cannot express, with the reason (also listed in README.md). */\n",
           "const SKIPPED = Object.freeze({%s});\n\n" % skipped_entries(skipped),
           emit_ops(spec)]
    out += body + [HELPERS] + emit_exports(spec, skipped)
    return "".join(out)


def outputs(spec):
    return {OUTPUT: emit(spec)}
