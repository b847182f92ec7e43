"""The Rust binding's generated files (bindings/rust/):

- kiln-sys/src/lib.rs: the raw FFI layer. Every handle (a #[repr(transparent)] pointer), enum (an
  integer type alias plus constants: a raw value from C is never turned into a Rust enum there,
  because the library may return values newer than this file), struct (#[repr(C)]), external type
  (an opaque struct used behind pointers), callback type (Option<unsafe extern "C" fn>) and
  function (extern "C").
- kiln/src/gen_enums.rs: a Rust enum per spec enum for the safe crate, each with an Unknown(i32)
  variant that keeps values this file does not know.
- kiln-sys/tests/layout.rs and layout_probe.c: a test that compiles the C probe against kiln.h
  and compares the sizes, alignments and field offsets C reports with those of the Rust types.
- kiln/src/gen_ops.rs: safe Tensor methods for every function whose parameters map onto safe Rust
  types (tensors, slices, enums, numbers, devices) and whose result is one new tensor.
"""
from spec import ownership_text, parse_type

BANNER = "Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand."
SYS_PATH = "bindings/rust/kiln-sys/src/lib.rs"
ENUMS_PATH = "bindings/rust/kiln/src/gen_enums.rs"
OPS_PATH = "bindings/rust/kiln/src/gen_ops.rs"
LAYOUT_TEST_PATH = "bindings/rust/kiln-sys/tests/layout.rs"
LAYOUT_PROBE_PATH = "bindings/rust/kiln-sys/tests/layout_probe.c"

RUST_KEYWORDS = {
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type", "unsafe",
    "use", "where", "while", "abstract", "become", "box", "do", "final", "macro", "override", "priv",
    "typeof", "unsized", "virtual", "yield", "try",
}

# C scalar types and their Rust spelling (std::os::raw keeps the crate buildable with Rust 1.63).
SCALARS = {
    "bool": "bool", "char": "c_char", "int": "c_int", "unsigned": "c_uint", "float": "f32",
    "double": "f64", "size_t": "usize", "ptrdiff_t": "isize", "intptr_t": "isize",
    "uintptr_t": "usize", "int8_t": "i8", "int16_t": "i16", "int32_t": "i32", "int64_t": "i64",
    "uint8_t": "u8", "uint16_t": "u16", "uint32_t": "u32", "uint64_t": "u64",
}

# Safe-layer names where the generic CamelCase of the spec name is not the idiomatic one.
SAFE_ENUM_NAMES = {"kiln_dtype": "DType"}


class Unmappable(Exception):
    """A C type with no Rust FFI spelling; the entry using it is listed as skipped."""


def _callbacks(spec):
    return spec.data.get("callbacks", [])


def _doc_lines(text, indent="", marker="///"):
    # Square brackets would be read as intra-doc links by rustdoc.
    text = text.replace("[", "\\[").replace("]", "\\]")
    return "".join("%s%s %s\n" % (indent, marker, line) if line else "%s%s\n" % (indent, marker)
                   for line in text.split("\n"))


def _ident(name):
    return "r#" + name if name in RUST_KEYWORDS else name


def _camel(snake):
    parts = [p for p in snake.lower().split("_") if p]
    text = "".join(p[:1].upper() + p[1:] for p in parts)
    return "V" + text if text[:1].isdigit() else text


# ---------------------------------------------------------------- kiln-sys: raw declarations

def _sys_type(spec, text):
    """The Rust FFI type of a C type from the spec; raises Unmappable."""
    try:
        const, base, ptrs = parse_type(text)
    except ValueError:
        raise Unmappable("cannot parse C type %r" % text)
    callbacks = {c["name"] for c in _callbacks(spec)}
    if base == "void":
        if ptrs == 0:
            return "()"
        inner = "c_void"
    elif base in SCALARS:
        inner = SCALARS[base]
    elif base in spec.handles or base in spec.enums or base in spec.structs or base in spec.external_types:
        inner = base
    elif base in callbacks:
        inner = base
    else:
        raise Unmappable("type %r is not declared in the spec" % text)
    # In C the const binds to the pointee: `const void**` is a mutable pointer to a const pointer.
    for level in range(ptrs):
        inner = "%s %s" % ("*const" if (const and level == 0) else "*mut", inner)
    return inner


def _sys_signature(spec, entry):
    params = ", ".join("%s: %s" % (_ident(p["name"]), _sys_type(spec, p["type"])) for p in entry["params"])
    ret = _sys_type(spec, entry["returns"])
    return params, ("" if ret == "()" else " -> " + ret)


def _param_docs(params):
    out = []
    for p in params:
        notes = [n for n in (p.get("direction"), "may be NULL" if p.get("nullable") else None,
                             ("ownership: " + ownership_text(p["ownership"])) if p.get("ownership") else None,
                             ("length: " + p["length"]) if p.get("length") else None) if n]
        out.append("- `%s`: %s%s" % (p["name"], p["doc"], (" (" + "; ".join(notes) + ")") if notes else ""))
    return "\n".join(out)


def sys_skipped(spec):
    """{name: reason} for every callback type and function kiln-sys cannot declare."""
    skipped = {}
    for entry in _callbacks(spec) + spec.functions:
        try:
            _sys_signature(spec, entry)
        except Unmappable as exc:
            skipped[entry["name"]] = str(exc)
    return skipped


def _emit_sys_handles(spec, out):
    for h in spec.data["handles"]:
        out.append(_doc_lines("%s (since %s)" % (h["doc"], h["since"])))
        out.append("#[repr(transparent)]\n#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n")
        out.append("pub struct %s(pub *mut c_void);\n\n" % h["name"])
        out.append("impl %s {\n    /// The NULL handle, as out-parameters start and as failed calls leave them.\n" % h["name"])
        out.append("    pub const fn null() -> Self {\n        %s(ptr::null_mut())\n    }\n\n" % h["name"])
        out.append("    pub fn is_null(self) -> bool {\n        self.0.is_null()\n    }\n}\n\n")


def _emit_sys_enums(spec, out):
    for e in spec.data["enums"]:
        out.append(_doc_lines("%s (since %s)\n\nA plain integer: the library may return values added after this file." % (e["doc"], e["since"])))
        out.append("pub type %s = c_int;\n" % e["name"])
        for v in e["values"]:
            out.append(_doc_lines(v["doc"]))
            out.append("pub const %s: %s = %d;\n" % (v["name"], e["name"], v["value"]))
        out.append("\n")


def _emit_sys_external(spec, out):
    for t in spec.data.get("external_types", []):
        out.append(_doc_lines("%s, from <%s> (since %s). Opaque here: only pointers to it cross the API." % (t["doc"], t["header"], t["since"])))
        out.append("#[repr(C)]\npub struct %s {\n    _opaque: [u8; 0],\n}\n\n" % t["name"])


def _emit_sys_structs(spec, out):
    for s in spec.data["structs"]:
        out.append(_doc_lines("%s (since %s)" % (s["doc"], s["since"])))
        out.append("#[repr(C)]\n#[derive(Debug, Clone, Copy)]\npub struct %s {\n" % s["name"])
        for fld in s["fields"]:
            own = (" Ownership: " + ownership_text(fld["ownership"]) + ".") if fld.get("ownership") else ""
            out.append(_doc_lines(fld["doc"] + "." + own, "    "))
            out.append("    pub %s: %s,\n" % (_ident(fld["name"]), _sys_type(spec, fld["type"])))
        out.append("}\n\n")
        if s["fields"] and s["fields"][0]["name"] == "struct_size":
            out.append("impl %s {\n" % s["name"])
            out.append("    /// All fields zero (NULL, false, None) and `struct_size` set to this struct's size.\n")
            out.append("    pub fn new() -> Self {\n")
            out.append("        // SAFETY: every field is an integer, bool, raw pointer, handle or Option of a\n")
            out.append("        // function pointer, for which all-zero bytes are a valid value.\n")
            out.append("        let mut value: Self = unsafe { mem::zeroed() };\n")
            out.append("        value.struct_size = mem::size_of::<Self>();\n        value\n    }\n}\n\n")
            out.append("impl Default for %s {\n    fn default() -> Self {\n        Self::new()\n    }\n}\n\n" % s["name"])


def _emit_sys_callbacks(spec, out, skipped):
    for c in _callbacks(spec):
        if c["name"] in skipped:
            continue
        params, ret = _sys_signature(spec, c)
        out.append(_doc_lines("%s (since %s)\n\n%s" % (c["doc"], c["since"], _param_docs(c["params"]))))
        out.append("pub type %s = Option<unsafe extern \"C\" fn(%s)%s>;\n\n" % (c["name"], params, ret))


def _emit_sys_functions(spec, out, skipped):
    # build.rs says where libkiln is and links it (rustc-link-lib), so no #[link] here.
    out.append("extern \"C\" {\n")
    for f in spec.functions:
        if f["name"] in skipped:
            continue
        params, ret = _sys_signature(spec, f)
        doc = "%s (since %s, group %s)" % (f["doc"], f["since"], f["group"])
        if f.get("deprecated"):
            doc += "\n\nDeprecated: " + f["deprecated"]
        if f["params"]:
            doc += "\n\n" + _param_docs(f["params"])
        out.append(_doc_lines(doc, "    "))
        out.append("    pub fn %s(%s)%s;\n\n" % (f["name"], params, ret))
    out[-1] = out[-1].rstrip("\n") + "\n"
    out.append("}\n\n")


def _emit_sys_tables(spec, out, skipped):
    declared = [f["name"] for f in spec.functions if f["name"] not in skipped]
    out.append("/// Names of the spec's functions and callback types not declared here, with the reason.\n")
    out.append("pub const SKIPPED: &[(&str, &str)] = &[\n")
    for name, reason in sorted(skipped.items()):
        out.append("    (\"%s\", \"%s\"),\n" % (name, reason.replace("\\", "\\\\").replace('"', '\\"')))
    out.append("];\n\n")
    out.append("/// Every declared function's name and address. Taking the addresses makes the linker resolve\n")
    out.append("/// each symbol, so a test calling this proves the library exports all of them.\n")
    out.append("pub fn function_addresses() -> [(&'static str, usize); %d] {\n    [\n" % len(declared))
    for name in declared:
        out.append("        (\"%s\", %s as *const () as usize),\n" % (name, name))
    out.append("    ]\n}\n")


def emit_sys(spec):
    v = spec.version
    skipped = sys_skipped(spec)
    out = [_doc_lines("%s\n\nRaw FFI declarations of the Kiln C API (%s, version %d.%d.%d): %s\n\n"
                      "Everything here mirrors include/kiln/kiln.h one to one; the safe `kiln` crate builds on it.\n"
                      "Enums are integer aliases with constants, never Rust enums: the library may return values\n"
                      "this file does not know. Skipped declarations (see SKIPPED): %s."
                      % (BANNER, spec.data["soname"], v["major"], v["minor"], v["patch"], spec.data["doc"],
                         ", ".join(sorted(skipped)) or "none"), marker="//!"),
           "\n// Which imports are used depends on the spec.\n",
           "#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals, unused_imports, clippy::all)]\n\n",
           "use std::mem;\nuse std::os::raw::{c_char, c_int, c_uint, c_void};\nuse std::ptr;\n\n",
           "pub const KILN_VERSION_MAJOR: u32 = %d;\npub const KILN_VERSION_MINOR: u32 = %d;\npub const KILN_VERSION_PATCH: u32 = %d;\n\n"
           % (v["major"], v["minor"], v["patch"])]
    _emit_sys_handles(spec, out)
    _emit_sys_enums(spec, out)
    _emit_sys_external(spec, out)
    _emit_sys_structs(spec, out)
    _emit_sys_callbacks(spec, out, skipped)
    _emit_sys_functions(spec, out, skipped)
    _emit_sys_tables(spec, out, skipped)
    return "".join(out)


# ---------------------------------------------------------------- kiln-sys: layout check

def _layout_items(spec):
    """(type name, [field names]) for every struct, then (enum name, None) for every enum."""
    return [(s["name"], [f["name"] for f in s["fields"]]) for s in spec.data["structs"]] + \
           [(e["name"], None) for e in spec.data["enums"]]


def emit_layout_probe(spec):
    out = ["/* %s */\n" % BANNER,
           "/* Prints the C layout of every kiln.h struct and enum, in the format tests/layout.rs expects. */\n",
           "#include <stddef.h>\n#include <stdio.h>\n\n#include \"kiln/kiln.h\"\n\n",
           "#define TYPE(t) printf(\"%s . %zu %zu\\n\", #t, sizeof(t), _Alignof(t))\n",
           "#define FIELD(t, f) printf(\"%s %s %zu\\n\", #t, #f, offsetof(t, f))\n\n",
           "int main(void) {\n"]
    for name, fields in _layout_items(spec):
        out.append("  TYPE(%s);\n" % name)
        for field in fields or []:
            out.append("  FIELD(%s, %s);\n" % (name, field))
    out.append("  return 0;\n}\n")
    return "".join(out)


def emit_layout_test(spec):
    out = ["// %s\n" % BANNER,
           "//! The Rust declarations have C's layout: compiles tests/layout_probe.c against include/kiln/kiln.h\n",
           "//! with `cc` (or $CC) and compares its report with the same report computed from the Rust types.\n\n",
           "use std::mem::{align_of, size_of, MaybeUninit};\nuse std::path::Path;\nuse std::process::Command;\n",
           "use std::ptr::addr_of;\n\nuse kiln_sys::*;\n\n",
           "fn rust_layout() -> String {\n    let mut out = String::new();\n"]
    for name, fields in _layout_items(spec):
        out.append("    out += &format!(\"%s . {} {}\\n\", size_of::<%s>(), align_of::<%s>());\n" % (name, name, name))
        if fields:
            out.append("    {\n        let value = MaybeUninit::<%s>::uninit();\n        let base = value.as_ptr();\n" % name)
            for field in fields:
                out.append("        // SAFETY: addr_of! takes the field's address without reading it.\n" if field == fields[0] else "")
                out.append("        out += &format!(\"%s %s {}\\n\", unsafe { addr_of!((*base).%s) } as usize - base as usize);\n"
                           % (name, field, _ident(field)))
            out.append("    }\n")
    out.append("""    out
}

fn c_layout() -> String {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let include = manifest.join("../../../include");
    let probe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln_layout_probe");
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let status = Command::new(&compiler)
        .arg("-std=c11")
        .arg("-I")
        .arg(&include)
        .arg(manifest.join("tests/layout_probe.c"))
        .arg("-o")
        .arg(&probe)
        .status()
        .unwrap_or_else(|e| panic!("cannot run the C compiler {:?}: {}", compiler, e));
    assert!(status.success(), "compiling tests/layout_probe.c failed: {}", status);
    let output = Command::new(&probe).output().expect("run the layout probe");
    assert!(output.status.success(), "the layout probe failed: {}", output.status);
    String::from_utf8(output.stdout).expect("probe output is text")
}

#[test]
fn rust_layout_matches_c() {
    let (rust, c) = (rust_layout(), c_layout());
    let differing: Vec<String> = rust
        .lines()
        .zip(c.lines())
        .filter(|(r, c)| r != c)
        .map(|(r, c)| format!("  rust: {:<40} C: {}", r, c))
        .collect();
    assert!(differing.is_empty(), "layouts differ (type field offset | type . size align):\n{}", differing.join("\n"));
    assert_eq!(rust.lines().count(), c.lines().count(), "the probe and the test list different items");
}
""")
    return "".join(out)


# ---------------------------------------------------------------- kiln: safe enums

def safe_enum_name(enum_name):
    return SAFE_ENUM_NAMES.get(enum_name) or _camel(enum_name[len("kiln_"):] if enum_name.startswith("kiln_") else enum_name)


def _variant_prefix(values):
    """The longest '_'-terminated prefix all value names share ('KILN_STATUS_')."""
    names = [v["name"] for v in values]
    prefix = names[0]
    for name in names[1:]:
        while not name.startswith(prefix):
            prefix = prefix[:-1]
    cut = prefix.rfind("_") + 1
    # A single value keeps its last word.
    if len(names) == 1:
        cut = names[0].rfind("_") + 1
    return names[0][:cut]


def _variants(e):
    prefix = _variant_prefix(e["values"])
    return [(_camel(v["name"][len(prefix):]), v["name"][len(prefix):], v) for v in e["values"]]


def _emit_safe_enum(e, out):
    name = safe_enum_name(e["name"])
    variants = _variants(e)
    unknown = "Unknown" if "Unknown" not in [v[0] for v in variants] else "Unrecognized"
    out.append(_doc_lines("%s (C: `%s`, since %s)\n\n`%s` keeps a value this binding does not know (one a newer library returned)."
                          % (e["doc"], e["name"], e["since"], unknown)))
    out.append("#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\npub enum %s {\n" % name)
    for variant, _, v in variants:
        out.append(_doc_lines("%s (`%s` = %d)" % (v["doc"], v["name"], v["value"]), "    "))
        out.append("    %s,\n" % variant)
    out.append("    /// A value this binding does not know (from a newer library), kept as is.\n")
    out.append("    %s(i32),\n}\n\n" % unknown)
    out.append("impl %s {\n" % name)
    out.append("    /// Every value this binding knows, in spec order.\n")
    out.append("    pub const ALL: &'static [%s] = &[%s];\n\n" % (name, ", ".join("%s::%s" % (name, v[0]) for v in variants)))
    out.append("    /// The enum for a raw C value; values this binding does not know become `%s`.\n" % unknown)
    out.append("    pub fn from_raw(raw: sys::%s) -> Self {\n        match raw {\n" % e["name"])
    for variant, _, v in variants:
        out.append("            sys::%s => %s::%s,\n" % (v["name"], name, variant))
    out.append("            other => %s::%s(other),\n        }\n    }\n\n" % (name, unknown))
    out.append("    /// The raw C value.\n    pub fn to_raw(self) -> sys::%s {\n        match self {\n" % e["name"])
    for variant, _, v in variants:
        out.append("            %s::%s => sys::%s,\n" % (name, variant, v["name"]))
    out.append("            %s::%s(raw) => raw,\n        }\n    }\n\n" % (name, unknown))
    out.append("    /// The C constant's name without its common prefix (\"%s\"), or \"UNKNOWN\".\n" % variants[0][1])
    out.append("    pub fn name(self) -> &'static str {\n        match self {\n")
    for variant, short, _ in variants:
        out.append("            %s::%s => \"%s\",\n" % (name, variant, short))
    out.append("            %s::%s(_) => \"UNKNOWN\",\n        }\n    }\n\n" % (name, unknown))
    out.append("    /// The spec's description of the value (for dtypes, the dtype's name, e.g. \"float32\").\n")
    out.append("    pub fn doc(self) -> &'static str {\n        match self {\n")
    for variant, _, v in variants:
        out.append("            %s::%s => \"%s\",\n" % (name, variant, v["doc"].replace("\\", "\\\\").replace('"', '\\"')))
    out.append("            %s::%s(_) => \"unknown\",\n        }\n    }\n}\n\n" % (name, unknown))


def emit_enums(spec):
    out = ["// %s\n//! Rust enums for the spec's C enums (see kiln_sys for the raw constants).\n\n" % BANNER,
           "use kiln_sys as sys;\n\n"]
    for e in spec.data["enums"]:
        _emit_safe_enum(e, out)
    return "".join(out).rstrip("\n") + "\n"


# ---------------------------------------------------------------- kiln: safe Tensor methods

# Hand-written Tensor items a generated method must not shadow.
HAND_WRITTEN = {"from_slice", "to_vec", "shape", "dtype", "device", "ndim", "size", "nbytes", "eval",
                "release", "raw", "into_raw", "from_raw", "clone", "is_evaluated", "item", "scalar"}

SAFE_SCALARS = {"double": "f64", "float": "f32", "int64_t": "i64", "int32_t": "i32", "uint64_t": "u64",
                "uint32_t": "u32", "size_t": "usize", "bool": "bool"}


class NotSafe(Exception):
    """A function the generic safe mapping does not cover (it stays reachable through kiln_sys)."""


def _method_name(fname):
    name = fname[len("kiln_"):] if fname.startswith("kiln_") else fname
    if name.startswith("tensor_"):
        name = name[len("tensor_"):]
    return name + "_" if name in RUST_KEYWORDS else name


def _safe_param(spec, p, lengths, is_self):
    """(rust parameter or None, C argument expression, setup lines) of one parameter."""
    const, base, ptrs = parse_type(p["type"])
    arg = _ident(p["name"])
    nullable = bool(p.get("nullable"))
    if base == "kiln_tensor" and ptrs == 0:
        if is_self:
            return None, "self.raw()", []
        if nullable:
            return "%s: Option<&Tensor>" % arg, "%s.map_or(sys::kiln_tensor::null(), |t| t.raw())" % arg, []
        return "%s: &Tensor" % arg, "%s.raw()" % arg, []
    if ptrs == 1 and const and p.get("length") in lengths:
        if base == "int64_t":
            if nullable:
                return ("%s: Option<&[i64]>" % arg, "%s.map_or(ptr::null(), |s| s.as_ptr())" % arg, [])
            return "%s: &[i64]" % arg, "%s.as_ptr()" % arg, []
        if base == "kiln_tensor" and not nullable:
            raw = "%s_raw" % p["name"]
            return ("%s: &[&Tensor]" % arg, "%s.as_ptr()" % raw,
                    ["let %s: Vec<sys::kiln_tensor> = %s.iter().map(|t| t.raw()).collect();" % (raw, arg)])
    if ptrs == 0 and base in spec.enums:
        return "%s: %s" % (arg, safe_enum_name(base)), "%s.to_raw()" % arg, []
    if ptrs == 0 and base == "kiln_device":
        return "%s: Device" % arg, "%s.raw()" % arg, []
    if ptrs == 0 and base in SAFE_SCALARS:
        return "%s: %s" % (arg, SAFE_SCALARS[base]), arg, []
    raise NotSafe("parameter %s (%s) has no safe mapping" % (p["name"], p["type"]))


def _length_expr(f, length_name):
    """(expression, setup lines) for a length parameter: the shared length of the slices it counts."""
    counted = [p for p in f["params"] if p.get("length") == length_name]
    if len(counted) == 1:
        arg = _ident(counted[0]["name"])
        return ("%s.map_or(0, |s| s.len())" % arg if counted[0].get("nullable") else "%s.len()" % arg), []
    items = ["%s.map(|s| s.len())" % _ident(p["name"]) if p.get("nullable") else "Some(%s.len())" % _ident(p["name"])
             for p in counted]
    var = "%s_len" % length_name
    return var, ["let %s = common_length(&[%s], \"%s\")?;" % (var, ", ".join(items), f["name"])]


def safe_method(spec, f):
    """The Rust source of the safe method for function f; raises NotSafe."""
    if f["returns"] != "kiln_status" or not f["params"]:
        raise NotSafe("does not return a kiln_status")
    last = f["params"][-1]
    if parse_type(last["type"])[1:] != ("kiln_tensor", 1) or last.get("direction") != "out":
        raise NotSafe("does not return one new tensor")
    name = _method_name(f["name"])
    if name in HAND_WRITTEN:
        raise NotSafe("the hand-written layer defines %s" % name)
    params = f["params"][:-1]
    lengths = {p["length"] for p in params if p.get("length")}
    is_method = bool(params) and params[0]["type"] == "kiln_tensor" and not params[0].get("nullable")
    rust_params, args, setup = ([], [], [])
    for i, p in enumerate(params):
        if p["name"] in lengths:
            if p["type"] != "size_t":
                raise NotSafe("length parameter %s is not a size_t" % p["name"])
            expr, lines = _length_expr(f, p["name"])
            args.append(expr)
            setup += lines
            continue
        rust, arg, lines = _safe_param(spec, p, lengths, is_method and i == 0)
        if rust:
            rust_params.append(rust)
        args.append(arg)
        setup += lines
    receiver = ["&self"] if is_method else []
    doc = "%s\n\nC: `%s` (since %s)." % (f["doc"], f["name"], f["since"])
    if f.get("deprecated"):
        doc += " Deprecated: " + f["deprecated"]
    out = [_doc_lines(doc, "    ")]
    if f.get("deprecated"):
        out.append("    #[deprecated(note = \"%s\")]\n" % f["deprecated"].replace('"', '\\"'))
    out.append("    pub fn %s(%s) -> Result<Tensor> {\n" % (name, ", ".join(receiver + rust_params)))
    for line in setup:
        out.append("        %s\n" % line)
    out.append("        let mut out = sys::kiln_tensor::null();\n")
    out.append("        // SAFETY: every pointer argument comes from a live slice or handle of matching length.\n")
    out.append("        check(unsafe { sys::%s(%s) })?;\n" % (f["name"], ", ".join(args + ["&mut out"])))
    out.append("        Ok(Tensor::from_new_reference(out))\n    }\n")
    return "".join(out)


def emit_ops(spec):
    methods, left = [], []
    sys_skip = sys_skipped(spec)
    for f in spec.functions:
        if f["name"] in sys_skip:
            continue
        try:
            methods.append(safe_method(spec, f))
        except NotSafe as exc:
            left.append((f["name"], str(exc)))
    out = ["// %s\n" % BANNER,
           "//! Safe Tensor methods, one per C function that takes tensors, slices, enums, numbers or a\n",
           "//! device and returns one new tensor. Methods return Result; each result owns its reference.\n",
           "//!\n//! Functions without a method here (reachable through kiln_sys, or wrapped by hand):\n"]
    for name, reason in left:
        out.append("//! - `%s`: %s\n" % (name, reason))
    out.append("\n// Which imports are used depends on the spec.\n#![allow(unused_imports, clippy::all)]\n\n")
    out.append("use std::ptr;\n\nuse kiln_sys as sys;\n\n")
    out.append("use crate::args::common_length;\nuse crate::error::{check, Result};\n")
    out.append("use crate::gen_enums::*;\nuse crate::{Device, Tensor};\n\n")
    out.append("impl Tensor {\n")
    out.append("\n".join(methods))
    out.append("}\n")
    return "".join(out)


def outputs(spec):
    return {SYS_PATH: emit_sys(spec), LAYOUT_TEST_PATH: emit_layout_test(spec),
            LAYOUT_PROBE_PATH: emit_layout_probe(spec), ENUMS_PATH: emit_enums(spec), OPS_PATH: emit_ops(spec)}
