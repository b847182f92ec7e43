"""bindings/luajit/kiln/cdef.lua: the LuaJIT FFI view of the Kiln C API.

One ffi.cdef string with every handle, enum, struct, callback type and function of the spec (no
preprocessor lines: ffi.cdef cannot parse them), plus Lua tables describing enums and functions,
which the hand-written modules beside it (library.lua, errors.lua, tensor.lua...) build on.
"""
from spec import parse_type

OUTPUT = "bindings/luajit/kiln/cdef.lua"
BANNER = "Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand."

# C scalar types LuaJIT's C parser knows without declarations.
BUILTIN_TYPES = {"void", "bool", "char", "int", "unsigned", "float", "double", "size_t", "ptrdiff_t",
                 "intptr_t", "uintptr_t", "int8_t", "int16_t", "int32_t", "int64_t",
                 "uint8_t", "uint16_t", "uint32_t", "uint64_t"}


def _callbacks(spec):
    return spec.data.get("callbacks", [])


def _known_types(spec):
    return (BUILTIN_TYPES | set(spec.handles) | set(spec.enums) | set(spec.structs)
            | set(spec.external_types) | {c["name"] for c in _callbacks(spec)})


def _unknown_type(spec, entry):
    """The first type of a function or callback that LuaJIT would not know, or None."""
    known = _known_types(spec)
    for text in [entry["returns"]] + [p["type"] for p in entry["params"]]:
        try:
            _, base, _ = parse_type(text)
        except ValueError:
            return text
        if base not in known:
            return text
    return None


def _struct_by_value(spec, entry):
    """The first struct passed or returned by value, which a Lua function cast to a C callback cannot take."""
    for text in [entry["returns"]] + [p["type"] for p in entry["params"]]:
        _, base, ptrs = parse_type(text)
        if ptrs == 0 and (base in spec.structs or base in spec.external_types):
            return text
    return None


def undeclared(spec):
    """{name: reason} for functions and callback types the cdef cannot declare."""
    out = {}
    for entry in _callbacks(spec) + spec.functions:
        bad = _unknown_type(spec, entry)
        if bad:
            out[entry["name"]] = "type %r has no LuaJIT FFI declaration" % bad
    return out


def lua_unusable_callbacks(spec):
    """{name: reason} for callback types that are declared (C may pass them) but no Lua function can implement."""
    out = {}
    for cb in _callbacks(spec):
        by_value = None if _unknown_type(spec, cb) else _struct_by_value(spec, cb)
        if by_value:
            out[cb["name"]] = ("declared, but LuaJIT cannot turn a Lua function into a callback "
                               "taking or returning the struct %r by value" % by_value)
    return out


def skipped(spec):
    """(name, reason) for everything left out or only partly usable, in spec order."""
    reasons = {**undeclared(spec), **lua_unusable_callbacks(spec)}
    return [(e["name"], reasons[e["name"]]) for e in _callbacks(spec) + spec.functions if e["name"] in reasons]


def _comment(text):
    """A C comment for the cdef; '*/' inside the text would end it early."""
    return "/* %s */" % text.replace("*/", "* /")


def _params(entry):
    return ", ".join("%s %s" % (p["type"], p["name"]) for p in entry["params"]) or "void"


def _enum_prefix(enum):
    """The longest prefix, ending in '_', that every value name of the enum shares."""
    names = [v["name"] for v in enum["values"]]
    common = names[0]
    for name in names[1:]:
        while not name.startswith(common):
            common = common[:-1]
    return common[: common.rfind("_") + 1]


def _lua_string(text):
    """A Lua string literal (double-quoted) for any spec text."""
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def _cdef(spec, skip_names):
    """The text given to ffi.cdef, in an order where every name is declared before use."""
    out = [_comment("Handles: opaque pointers, generation-checked by the library."), "\n"]
    for h in spec.data["handles"]:
        out.append("typedef struct %s_s* %s; %s\n" % (h["name"], h["name"], _comment(h["doc"])))
    out.append("\n%s\n" % _comment("External types (DLPack): opaque here; only pointers to them cross the API."))
    for name, ext in sorted(spec.external_types.items()):
        out.append("typedef struct %s %s; %s\n" % (name, name, _comment(ext["doc"])))
    out.append("\n%s\n" % _comment("Enums"))
    for e in spec.data["enums"]:
        out.append("typedef enum %s { %s\n" % (e["name"], _comment(e["doc"])))
        for val in e["values"]:
            out.append("  %s = %d, %s\n" % (val["name"], val["value"], _comment(val["doc"])))
        out.append("} %s;\n" % e["name"])
    # Structs are named first so callback types and struct fields may refer to any of them.
    out.append("\n%s\n" % _comment("Structs: start with struct_size; set it to ffi.sizeof(type) before a call."))
    for s in spec.data["structs"]:
        out.append("typedef struct %s %s;\n" % (s["name"], s["name"]))
    if _callbacks(spec):
        out.append("\n%s\n" % _comment("Callback types"))
    for cb in _callbacks(spec):
        if cb["name"] in skip_names:
            continue
        out.append("%s\ntypedef %s (*%s)(%s);\n" % (_comment(cb["doc"]), cb["returns"], cb["name"], _params(cb)))
    for s in spec.data["structs"]:
        out.append("struct %s { %s\n" % (s["name"], _comment(s["doc"])))
        for fld in s["fields"]:
            out.append("  %s %s; %s\n" % (fld["type"], fld["name"], _comment(fld["doc"])))
        out.append("};\n")
    out.append("\n%s\n" % _comment("Functions"))
    for f in spec.functions:
        if f["name"] in skip_names:
            continue
        out.append("%s %s(%s); %s\n" % (f["returns"], f["name"], _params(f), _comment("since " + f["since"])))
    return "".join(out)


def _param_list(entry):
    """{name, type} per parameter; pointers with a `length` name the size_t parameter that counts them."""
    def one(p):
        length = (", length = %s" % _lua_string(p["length"])) if p.get("length") else ""
        return "{ %s, %s%s }" % (_lua_string(p["name"]), _lua_string(p["type"]), length)
    return ", ".join(one(p) for p in entry["params"])


def _struct_tables(spec):
    out = ["-- Struct fields in declaration order, as {name, C type} pairs (for copying structs to Lua tables).\n",
           "M.structs = {\n"]
    for s in spec.data["structs"]:
        fields = ", ".join("{ %s, %s }" % (_lua_string(f["name"]), _lua_string(f["type"])) for f in s["fields"])
        out.append("  %s = { %s },\n" % (s["name"], fields))
    out.append("}\n\n")
    return out


def _enum_tables(spec):
    out = ["-- Enums: for each, `values` maps the name without the common prefix to its number,\n",
           "-- `names` the number back to that name, `docs` the number to the spec's doc text.\n",
           "M.enums = {\n"]
    for e in spec.data["enums"]:
        prefix = _enum_prefix(e)
        out.append("  %s = {\n    prefix = %s,\n    values = {\n" % (e["name"], _lua_string(prefix)))
        for val in e["values"]:
            out.append("      [%s] = %d,\n" % (_lua_string(val["name"][len(prefix):]), val["value"]))
        out.append("    },\n    names = {\n")
        for val in e["values"]:
            out.append("      [%d] = %s,\n" % (val["value"], _lua_string(val["name"][len(prefix):])))
        out.append("    },\n    docs = {\n")
        for val in e["values"]:
            out.append("      [%d] = %s,\n" % (val["value"], _lua_string(val["doc"])))
        out.append("    },\n  },\n")
    out.append("}\n\n")
    return out


def _function_table(spec, skip_names):
    out = ["-- Every declared function, in spec order, with its parameters as {name, C type[, length = counting param]}:\n",
           "-- the idiomatic layer wires whole families of ops by their signature.\n",
           "M.functions = {\n"]
    for f in spec.functions:
        if f["name"] in skip_names:
            continue
        out.append("  { name = %s, group = %s, since = %s, returns = %s,\n    params = { %s } },\n"
                   % (_lua_string(f["name"]), _lua_string(f["group"]), _lua_string(f["since"]),
                      _lua_string(f["returns"]), _param_list(f)))
    out.append("}\n\n")
    out.append("-- Callback (function pointer) types: ffi.cast(name, lua_function) makes one.\nM.callbacks = {\n")
    for cb in _callbacks(spec):
        if cb["name"] not in skip_names:
            out.append("  { name = %s, since = %s, returns = %s,\n    params = { %s } },\n"
                       % (_lua_string(cb["name"]), _lua_string(cb["since"]), _lua_string(cb["returns"]),
                          _param_list(cb)))
    out.append("}\n\n")
    return out


def emit(spec):
    skips = skipped(spec)
    left_out = set(undeclared(spec))
    v = spec.version
    out = ["-- %s\n--\n" % BANNER,
           "-- The LuaJIT FFI declarations of the Kiln C API (%s). require(\"kiln.cdef\") declares\n" % spec.data["soname"],
           "-- them once per process and returns the tables below; load the library with kiln.library.\n",
           "local ffi = require(\"ffi\")\n\nlocal M = {}\n\n",
           "M.VERSION = { major = %d, minor = %d, patch = %d }\n" % (v["major"], v["minor"], v["patch"]),
           "M.SONAME = %s\n\n" % _lua_string(spec.data["soname"]),
           "ffi.cdef [==[\n", _cdef(spec, left_out), "]==]\n\n"]
    out += _enum_tables(spec)
    out += _struct_tables(spec)
    out += _function_table(spec, left_out)
    out.append("-- What this binding leaves out, and why (also listed in bindings/luajit/README.md).\nM.skipped = {\n")
    for name, reason in skips:
        out.append("  { name = %s, reason = %s },\n" % (_lua_string(name), _lua_string(reason)))
    out.append("}\n\nreturn M\n")
    text = "".join(out)
    if "]==]" in _cdef(spec, left_out):
        raise ValueError("the cdef text contains ']==]', which would end the Lua long string")
    return text


def outputs(spec):
    return {OUTPUT: emit(spec)}
