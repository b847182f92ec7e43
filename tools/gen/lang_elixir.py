"""bindings/elixir: the NIF shim in C (c_src/kiln_nif.gen.{h,c}) and the Elixir modules that
describe it (lib/kiln/nif.ex: one stub per NIF; lib/kiln/spec.ex: enums, op families, skips).

Every C function is sorted by the shapes of its parameters (handles in and out, int64 lists with a
length parameter, handle lists, scalars, enums as atoms, strings, structs as maps, out scalars,
caller-sized out buffers, DLPack pointers as resources, callbacks as messages to a pid). A function
with a shape not listed here is either written by hand (HAND_WRITTEN, in c_src/kiln_nif_host_data.c)
or skipped with its reason in the generated files, never dropped silently."""
import os

from spec import parse_type, version_node

BANNER = "Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand."
OUT_DIR = "bindings/elixir"

# C scalar -> (runtime decoder, runtime encoder, what the Elixir caller passes)
SCALARS = {
    "int64_t": ("kn_get_i64", "enif_make_int64(env, (ErlNifSInt64)%s)", "an integer"),
    "uint64_t": ("kn_get_u64", "enif_make_uint64(env, (ErlNifUInt64)%s)", "a non-negative integer"),
    "size_t": ("kn_get_size", "enif_make_uint64(env, (ErlNifUInt64)%s)", "a non-negative integer"),
    "int32_t": ("kn_get_i32", "enif_make_int(env, %s)", "an integer"),
    "uint32_t": ("kn_get_u32", "enif_make_uint(env, %s)", "a non-negative integer"),
    "double": ("kn_get_f64", "kn_make_f64(env, %s)", "a number"),
    "bool": ("kn_get_bool", "kn_make_bool(env, %s)", "true or false"),
}

# Irregular functions written by hand: C name -> [(Elixir name, Elixir args, dirty), ...]. The
# C functions are nif_<elixir name> in c_src/kiln_nif_host_data.c.
HAND_WRITTEN = {
    "kiln_tensor_create": [
        ("tensor_create", ["data", "dtype", "shape", "device"], False),
        # The same call on a dirty scheduler, for data large enough to copy for a while.
        ("tensor_create_dirty", ["data", "dtype", "shape", "device"], True),
    ],
    "kiln_tensor_borrow": [("tensor_borrow", ["tensor"], True)],
}
# Hand-written NIFs beyond the C API's functions: (Elixir name, Elixir args, dirty), in
# c_src/kiln_nif_shared_binary.c.
EXTRA_NIFS = [("tensor_share_binary", ["data", "dtype", "shape", "device"], True)]
HAND_WRITTEN_DOCS = {
    "tensor_share_binary": "A tensor over the binary's bytes without a copy (a read-only DLPack import "
                           "that keeps the binary alive); Kiln copies where it cannot share (a GPU "
                           "device, misaligned data). Arguments as tensor_create/4.",
    "tensor_create": "A new tensor holding a copy of the binary `data` (row-major elements of `dtype`, "
                     "exactly product(shape) of them) on `device`.",
    "tensor_create_dirty": "tensor_create/4 on a dirty CPU scheduler (for large binaries).",
    "tensor_borrow": "Evaluates the tensor and returns its elements as a binary that shares the "
                     "library's memory (a resource binary over a kiln_borrow, ended when the binary "
                     "is garbage-collected).",
}

# Calls that can run long (evaluate, copy or move data) go to dirty CPU schedulers.
DIRTY_DOC_WORDS = ("Evaluates", "Computes")
DIRTY_NAMES = {"kiln_tensor_copy", "kiln_tensor_to_device", "kiln_device_clear_cache",
               "kiln_tensor_from_dlpack", "kiln_tensor_from_dlpack_legacy"}


class Skip(Exception):
    """A parameter shape this generator cannot express; the message is the reason."""


def callbacks(spec):
    """The spec's function-pointer types by name (a 1.1 spec has none)."""
    return getattr(spec, "callbacks", None) or {c["name"]: c for c in spec.data.get("callbacks", [])}


def ex_name(c_name):
    return c_name[len("kiln_"):] if c_name.startswith("kiln_") else c_name


def enum_atoms(enum):
    """[(atom, C constant, value, doc)] with the enum's common prefix removed and lowercased."""
    names = [v["name"] for v in enum["values"]]
    prefix = os.path.commonprefix(names) if len(names) > 1 else enum["name"].upper() + "_"
    prefix = prefix[: prefix.rfind("_") + 1]
    if not all(n.startswith(prefix) and len(n) > len(prefix) for n in names):
        prefix = ""
    return [(v["name"][len(prefix):].lower(), v["name"], v["value"], v["doc"]) for v in enum["values"]]


def is_dirty(f):
    return f["name"] in DIRTY_NAMES or any(w in f["doc"] for w in DIRTY_DOC_WORDS)


def handle_fn(spec, handle, verb):
    """The spec's <handle>_<verb> function taking just that handle (release, retain), or None."""
    for f in spec.functions:
        if f["name"] == "%s_%s" % (handle, verb) and [p["type"] for p in f["params"]] == [handle]:
            return f
    return None


def refcounted(spec, handle):
    return handle_fn(spec, handle, "retain") is not None


def ext_disposable(spec, ext):
    """Whether a caller-owned pointer of this external type ends with its own deleter (DLPack)."""
    for f in spec.functions:
        for p in f["params"]:
            _, base, ptrs = parse_type(p["type"])
            if base == ext and ptrs == 2 and "deleter" in p.get("ownership", ""):
                return True
    return False


# ---------------------------------------------------------------- classification

def classify(spec, f):
    """[(kind, param, info)] for every C parameter; raises Skip when one has no Elixir form."""
    params = f["params"]
    by_name = {p["name"]: p for p in params}
    lengths = {}  # length parameter -> list parameters it counts
    for p in params:
        if "length" in p and p.get("direction") != "out":
            lengths.setdefault(p["length"], []).append(p["name"])
    capacities = {p["length"] for p in params if "length" in p and p.get("direction") == "out"}
    user_data = None
    plan = []
    for p in params:
        const, base, ptrs = parse_type(p["type"])
        out = p.get("direction") in ("out", "inout")
        name = p["name"]
        if name in lengths:
            if base != "size_t" or ptrs:
                raise Skip("length parameter %s is not a size_t" % name)
            plan.append(("length", p, lengths[name]))
        elif name in capacities:
            if base != "size_t" or ptrs:
                raise Skip("capacity parameter %s is not a size_t" % name)
            plan.append(("capacity", p, None))
        elif base in callbacks(spec) and ptrs == 0:
            cb = callbacks(spec)[base]
            check_callback(spec, cb)
            user_data = next((q for q in params if parse_type(q["type"])[1:] == ("void", 1)
                              and q is not p), None)
            if user_data is None:
                raise Skip("callback %s comes without a void* user-data parameter" % name)
            plan.append(("callback", p, cb))
        elif user_data is not None and p is user_data:
            plan.append(("user_data", p, None))
        elif base in spec.handles and ptrs == 0 and not out:
            plan.append(("handle_in", p, base))
        elif base in spec.handles and ptrs == 1 and out and "length" not in p:
            plan.append(("handle_out", p, base))
        elif base in spec.handles and ptrs == 1 and const and "length" in p:
            plan.append(("handle_list_in", p, base))
        elif base == "int64_t" and ptrs == 1 and const and "length" in p:
            plan.append(("i64_list_in", p, None))
        elif base in SCALARS and ptrs == 0 and not out:
            plan.append(("scalar_in", p, base))
        elif base in spec.enums and ptrs == 0 and not out:
            plan.append(("enum_in", p, base))
        elif base == "char" and ptrs == 1 and const and not out:
            plan.append(("string_in", p, None))
        elif base in spec.structs and ptrs == 1 and const and not out:
            check_struct_decodable(spec, base)
            plan.append(("struct_in", p, base))
        elif base in spec.structs and ptrs == 1 and out and not const:
            check_struct_encodable(spec, base)
            plan.append(("struct_inout", p, base))
        elif out and ptrs == 1 and "length" in p and (base == "void" or base in SCALARS):
            if by_name.get(p["length"]) is None:
                raise Skip("out buffer %s has no length parameter" % name)
            plan.append(("array_out", p, base))
        elif out and ptrs == 1 and base in SCALARS:
            plan.append(("scalar_out", p, base))
        elif out and ptrs == 1 and base in spec.enums:
            plan.append(("enum_out", p, base))
        elif out and ptrs == 2 and base == "char" and const:
            plan.append(("string_out", p, None))
        elif base in spec.external_types and ptrs == 2 and out:
            plan.append(("ext_out", p, base))
        elif base in spec.external_types and ptrs == 1 and not out:
            consumes = p.get("ownership", "").startswith("library on success")
            plan.append(("ext_in", p, (base, consumes)))
        else:
            raise Skip("parameter %s (%s%s) has no generated Elixir form" %
                       (name, p["type"], ", out" if out else ""))
    if f["returns"] not in ("kiln_status", "const char*"):
        raise Skip("return type %s has no generated Elixir form" % f["returns"])
    return plan


def field_kind(spec, ftype):
    const, base, ptrs = parse_type(ftype)
    if ptrs == 0 and base in SCALARS:
        return "scalar", base
    if ptrs == 0 and base in spec.enums:
        return "enum", base
    if ptrs == 0 and base in spec.handles:
        return "handle", base
    if ptrs == 1 and base == "char" and const:
        return "string", None
    return None, None


def check_struct_encodable(spec, name):
    for fld in spec.structs[name]["fields"]:
        kind, base = field_kind(spec, fld["type"])
        if kind is None or (kind == "handle" and refcounted(spec, base)):
            raise Skip("struct %s field %s (%s) has no Elixir form" % (name, fld["name"], fld["type"]))


def check_struct_decodable(spec, name):
    for fld in spec.structs[name]["fields"]:
        kind, base = field_kind(spec, fld["type"])
        if kind in (None, "string") or (kind == "handle" and refcounted(spec, base)):
            raise Skip("struct %s field %s (%s) cannot be read from an Elixir map" %
                       (name, fld["name"], fld["type"]))


def check_callback(spec, cb):
    if cb["returns"] != "void":
        raise Skip("callback %s returns %s; only void callbacks become messages" % (cb["name"], cb["returns"]))
    for p in cb["params"]:
        cb_param_kind(spec, cb, p)


def cb_param_kind(spec, cb, p):
    const, base, ptrs = parse_type(p["type"])
    if base == "void" and ptrs == 1:
        return "user_data", None
    if base in spec.structs and ptrs == 1 and const:
        check_struct_encodable(spec, base)
        return "struct", base
    kind, b = field_kind(spec, p["type"])
    if kind in ("scalar", "enum", "string"):
        return kind, b
    raise Skip("callback %s parameter %s (%s) has no Elixir form" % (cb["name"], p["name"], p["type"]))


def sorted_functions(spec):
    """(generated, hand_written, skipped): [(f, plan)], [f], [(f, reason)]."""
    generated, hand, skipped = [], [], []
    for f in spec.functions:
        try:
            generated.append((f, classify(spec, f)))
        except Skip as why:
            if f["name"] in HAND_WRITTEN:
                hand.append(f)
            else:
                skipped.append((f, str(why)))
    return generated, hand, skipped


def elixir_args(plan):
    return [p["name"] for kind, p, _ in plan
            if kind not in ("length", "user_data", "handle_out", "scalar_out", "enum_out",
                            "string_out", "array_out", "struct_inout", "ext_out")]


def special(spec, f):
    """'release' or 'retain' for <handle>_release / <handle>_retain, else None."""
    for verb in ("release", "retain"):
        for h in spec.handles:
            if f["name"] == "%s_%s" % (h, verb) and [p["type"] for p in f["params"]] == [h]:
                return verb, h
    return None


# ---------------------------------------------------------------- C header

def emit_c_header(spec, generated, hand):
    out = ["/* %s */\n" % BANNER,
           "/* The Kiln NIF's generated half: the table of library entry points, one resource type per\n"
           " * handle and external type, enum and struct converters. c_src/kiln_nif_runtime.h has the rest. */\n",
           "#ifndef KILN_NIF_GEN_H\n#define KILN_NIF_GEN_H\n\n",
           "#include <erl_nif.h>\n#include <kiln/kiln.h>\n\n"]
    out.append("/* Entry points resolved with dlvsym from the loaded libkiln; NULL where an older 1.x lacks one. */\n")
    out.append("typedef struct kn_api {\n")
    for f in spec.functions:
        out.append("  __typeof__(%s)* %s;\n" % (f["name"], f["name"]))
    out.append("} kn_api;\n\nextern kn_api KILN;\n\n")
    out.append("/* Fills KILN from a dlopen()ed library; returns how many entry points were found. */\n")
    out.append("int kn_resolve_api(void* library);\n")
    out.append("/* Opens the resource types; 0 on failure. */\nint kn_open_resource_types(ErlNifEnv* env);\n\n")
    out.append("/* Results of the kn_acquire_* / kn_take_* helpers. */\n")
    out.append("enum { KN_BADARG = 0, KN_OK = 1, KN_RELEASED = -1 };\n\n")
    for h in spec.handles:
        out.append(
            "/* %(h)s: a resource holding one handle; NULL once released. acquire gives a handle safe to\n"
            " * use until the matching drop; take empties the resource (explicit release). */\n"
            "typedef struct { %(h)s handle; } kn_%(h)s_res;\n"
            "kn_%(h)s_res* kn_alloc_%(h)s(%(h)s handle);\n"
            "ERL_NIF_TERM kn_make_%(h)s(ErlNifEnv* env, %(h)s handle);\n"
            "int kn_acquire_%(h)s(ErlNifEnv* env, ERL_NIF_TERM term, %(h)s* out, int nullable);\n"
            "void kn_drop_%(h)s(%(h)s handle);\n"
            "int kn_take_%(h)s(ErlNifEnv* env, ERL_NIF_TERM term, %(h)s* out);\n"
            "int kn_acquire_%(h)s_list(ErlNifEnv* env, ERL_NIF_TERM list, %(h)s** items, size_t* count);\n"
            "void kn_drop_%(h)s_list(%(h)s* items, size_t count);\n\n" % {"h": h})
    for x in spec.external_types:
        out.append("/* %(x)s: a resource owning the pointer until an import takes it over. */\n"
                   "typedef struct { %(x)s* pointer; } kn_%(x)s_res;\n"
                   "ERL_NIF_TERM kn_make_%(x)s(ErlNifEnv* env, %(x)s* pointer);\n"
                   "kn_%(x)s_res* kn_get_%(x)s_res(ErlNifEnv* env, ERL_NIF_TERM term);\n\n" % {"x": x})
    for e in spec.data["enums"]:
        n = e["name"]
        out.append("int kn_dec_%s(ErlNifEnv* env, ERL_NIF_TERM term, %s* out);\n" % (n, n))
        out.append("ERL_NIF_TERM kn_enc_%s(ErlNifEnv* env, int value);\n" % n)
    out.append("\n")
    for s in spec.data["structs"]:
        out.append("ERL_NIF_TERM kn_enc_%s(ErlNifEnv* env, const %s* s);\n" % (s["name"], s["name"]))
        out.append("int kn_dec_%s(ErlNifEnv* env, ERL_NIF_TERM map, %s* s, const char** bad_field);\n"
                   % (s["name"], s["name"]))
    out.append("\n/* Hand-written NIFs (c_src/kiln_nif_host_data.c). */\n")
    for f in hand:
        for name, args, _ in HAND_WRITTEN[f["name"]]:
            out.append("ERL_NIF_TERM nif_%s(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);\n" % name)
    for name, args, _ in EXTRA_NIFS:
        out.append("ERL_NIF_TERM nif_%s(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);\n" % name)
    out.append("\n#endif\n")
    return "".join(out)


# ---------------------------------------------------------------- C source: shared parts

def emit_api_table(spec):
    out = ["kn_api KILN;\n\nint kn_resolve_api(void* library) {\n  int found = 0;\n"]
    for f in spec.functions:
        out.append('  found += (KILN.%s = (__typeof__(KILN.%s))dlvsym(library, "%s", "%s")) != NULL;\n'
                   % (f["name"], f["name"], f["name"], version_node(f["since"])))
    out.append("  return found;\n}\n\n")
    return "".join(out)


def emit_handle_resources(spec):
    out = []
    for h in spec.handles:
        rel = handle_fn(spec, h, "release")
        counted = refcounted(spec, h)
        out.append("static ErlNifResourceType* KN_RT_%s;\n\n" % h)
        out.append("static void kn_dtor_%s(ErlNifEnv* env, void* obj) {\n  (void)env;\n" % h)
        if rel:
            out.append("  kn_%s_res* res = obj;\n  if (res->handle && KILN.%s) KILN.%s(res->handle);\n"
                       % (h, rel["name"], rel["name"]))
        else:
            out.append("  (void)obj; /* %s needs no release */\n" % h)
        out.append("}\n\n")
        out.append(
            "kn_%(h)s_res* kn_alloc_%(h)s(%(h)s handle) {\n"
            "  kn_%(h)s_res* res = enif_alloc_resource(KN_RT_%(h)s, sizeof *res);\n"
            "  if (res) res->handle = handle;\n  return res;\n}\n\n"
            "ERL_NIF_TERM kn_make_%(h)s(ErlNifEnv* env, %(h)s handle) {\n"
            "  kn_%(h)s_res* res = kn_alloc_%(h)s(handle);\n"
            "  if (!res) return enif_make_atom(env, \"nil\");\n"
            "  ERL_NIF_TERM term = enif_make_resource(env, res);\n"
            "  enif_release_resource(res); /* the term owns it now */\n  return term;\n}\n\n" % {"h": h})
        # Acquire: copy the handle under the stripe lock and, for reference-counted handles, take
        # a reference of our own so that a concurrent explicit release cannot free it mid-call.
        out.append(
            "int kn_acquire_%(h)s(ErlNifEnv* env, ERL_NIF_TERM term, %(h)s* out, int nullable) {\n"
            "  kn_%(h)s_res* res;\n"
            "  if (nullable && enif_is_identical(term, enif_make_atom(env, \"nil\"))) { *out = NULL; return KN_OK; }\n"
            "  if (!enif_get_resource(env, term, KN_RT_%(h)s, (void**)&res)) return KN_BADARG;\n"
            "  kn_lock(res);\n  %(h)s handle = res->handle;\n" % {"h": h})
        if counted:
            out.append("  if (handle && KILN.%s(handle) != KILN_STATUS_OK) handle = NULL;\n"
                       % handle_fn(spec, h, "retain")["name"])
        out.append("  kn_unlock(res);\n  if (!handle) return KN_RELEASED;\n  *out = handle;\n  return KN_OK;\n}\n\n")
        out.append("void kn_drop_%s(%s handle) {\n" % (h, h))
        if counted:
            out.append("  if (handle) KILN.%s(handle);\n" % rel["name"])
        else:
            out.append("  (void)handle;\n")
        out.append("}\n\n")
        out.append(
            "int kn_take_%(h)s(ErlNifEnv* env, ERL_NIF_TERM term, %(h)s* out) {\n"
            "  kn_%(h)s_res* res;\n"
            "  if (!enif_get_resource(env, term, KN_RT_%(h)s, (void**)&res)) return KN_BADARG;\n"
            "  kn_lock(res);\n  %(h)s handle = res->handle;\n  res->handle = NULL;\n  kn_unlock(res);\n"
            "  if (!handle) return KN_RELEASED;\n  *out = handle;\n  return KN_OK;\n}\n\n"
            "int kn_acquire_%(h)s_list(ErlNifEnv* env, ERL_NIF_TERM list, %(h)s** items, size_t* count) {\n"
            "  unsigned length;\n  ERL_NIF_TERM head, tail = list;\n"
            "  if (!enif_get_list_length(env, list, &length)) return KN_BADARG;\n"
            "  %(h)s* got = enif_alloc(sizeof *got * (length ? length : 1));\n"
            "  if (!got) return KN_BADARG;\n"
            "  for (unsigned i = 0; i < length; i++) {\n"
            "    enif_get_list_cell(env, tail, &head, &tail);\n"
            "    int rc = kn_acquire_%(h)s(env, head, &got[i], 0);\n"
            "    if (rc != KN_OK) { kn_drop_%(h)s_list(got, i); return rc; }\n"
            "  }\n  *items = got;\n  *count = length;\n  return KN_OK;\n}\n\n"
            "void kn_drop_%(h)s_list(%(h)s* items, size_t count) {\n"
            "  if (!items) return;\n  for (size_t i = 0; i < count; i++) kn_drop_%(h)s(items[i]);\n"
            "  enif_free(items);\n}\n\n" % {"h": h})
    return "".join(out)


def emit_external_resources(spec):
    out = []
    for x in spec.external_types:
        out.append("static ErlNifResourceType* KN_RT_%s;\n\n" % x)
        out.append("static void kn_dtor_%s(ErlNifEnv* env, void* obj) {\n  (void)env;\n  kn_%s_res* res = obj;\n"
                   % (x, x))
        if ext_disposable(spec, x):
            out.append("  /* Still ours (never handed to an import): end it as its producer asks. */\n"
                       "  if (res->pointer && res->pointer->deleter) res->pointer->deleter(res->pointer);\n")
        else:
            out.append("  (void)res;\n")
        out.append("}\n\n")
        out.append(
            "ERL_NIF_TERM kn_make_%(x)s(ErlNifEnv* env, %(x)s* pointer) {\n"
            "  kn_%(x)s_res* res = enif_alloc_resource(KN_RT_%(x)s, sizeof *res);\n"
            "  if (!res) return enif_make_atom(env, \"nil\");\n  res->pointer = pointer;\n"
            "  ERL_NIF_TERM term = enif_make_resource(env, res);\n  enif_release_resource(res);\n"
            "  return term;\n}\n\n"
            "kn_%(x)s_res* kn_get_%(x)s_res(ErlNifEnv* env, ERL_NIF_TERM term) {\n"
            "  kn_%(x)s_res* res;\n"
            "  return enif_get_resource(env, term, KN_RT_%(x)s, (void**)&res) ? res : NULL;\n}\n\n" % {"x": x})
    out.append("int kn_open_resource_types(ErlNifEnv* env) {\n")
    for name in list(spec.handles) + list(spec.external_types):
        out.append('  KN_RT_%s = enif_open_resource_type(env, NULL, "%s", kn_dtor_%s, ERL_NIF_RT_CREATE, NULL);\n'
                   '  if (!KN_RT_%s) return 0;\n' % (name, name, name, name))
    out.append("  return 1;\n}\n\n")
    return "".join(out)


def emit_enum_converters(spec):
    out = []
    for e in spec.data["enums"]:
        n = e["name"]
        atoms = enum_atoms(e)
        width = max(len(a) for a, _, _, _ in atoms) + 1
        out.append("int kn_dec_%s(ErlNifEnv* env, ERL_NIF_TERM term, %s* out) {\n" % (n, n))
        out.append("  int number;\n  char name[%d];\n" % (width + 1))
        out.append("  if (enif_get_int(env, term, &number)) { *out = (%s)number; return 1; }\n" % n)
        out.append("  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;\n")
        for atom, const, _, _ in atoms:
            out.append('  if (!strcmp(name, "%s")) { *out = %s; return 1; }\n' % (atom, const))
        out.append("  return 0;\n}\n\n")
        out.append("ERL_NIF_TERM kn_enc_%s(ErlNifEnv* env, int value) {\n  switch (value) {\n" % n)
        for atom, const, _, _ in atoms:
            out.append('    case %s: return enif_make_atom(env, "%s");\n' % (const, atom))
        out.append("    default: return enif_make_int(env, value); /* a value newer than this binding */\n")
        out.append("  }\n}\n\n")
    return "".join(out)


def emit_struct_converters(spec):
    out = ["/* Only fields inside s->struct_size are present (the library may know a shorter struct). */\n"
           "#define KN_COVERS(type, field, size) (offsetof(type, field) + sizeof(((type*)0)->field) <= (size))\n\n"]
    for s in spec.data["structs"]:
        n = s["name"]
        fields = [f for f in s["fields"] if f["name"] != "struct_size"]
        has_size = s["fields"] and s["fields"][0]["name"] == "struct_size"
        # Encoder (struct -> map).
        out.append("ERL_NIF_TERM kn_enc_%s(ErlNifEnv* env, const %s* s) {\n" % (n, n))
        slots = max(len(fields), 1)
        out.append("  ERL_NIF_TERM keys[%d], values[%d], map;\n  size_t n = 0;\n" % (slots, slots))
        if has_size:
            out.append("  size_t known = s->struct_size < sizeof *s ? s->struct_size : sizeof *s;\n")
        else:
            out.append("  size_t known = sizeof *s;\n")
        for fld in fields:
            kind, base = field_kind(spec, fld["type"])
            value = "s->%s" % fld["name"]
            if kind == "scalar":
                enc = SCALARS[base][1] % value
            elif kind == "enum":
                enc = "kn_enc_%s(env, (int)%s)" % (base, value)
            elif kind == "handle":
                enc = ('%s ? kn_make_%s(env, %s) : enif_make_atom(env, "nil")' % (value, base, value))
            elif kind == "string":
                enc = "kn_make_cstring(env, %s)" % value
            else:
                enc = None
            if enc is None:
                out.append("  /* %s (%s): no Elixir form */\n" % (fld["name"], fld["type"]))
                continue
            out.append('  if (KN_COVERS(%s, %s, known)) { keys[n] = enif_make_atom(env, "%s"); values[n++] = %s; }\n'
                       % (n, fld["name"], fld["name"], enc))
        out.append("  if (!enif_make_map_from_arrays(env, keys, values, n, &map)) return enif_make_new_map(env);\n")
        out.append("  return map;\n}\n\n")
        # Decoder (map -> struct); fields a map leaves out stay zero, the documented default.
        out.append("int kn_dec_%s(ErlNifEnv* env, ERL_NIF_TERM map, %s* s, const char** bad_field) {\n" % (n, n))
        out.append("  ERL_NIF_TERM value;\n  size_t found = 0, size;\n  (void)value;\n")
        out.append("  memset(s, 0, sizeof *s);\n")
        if has_size:
            out.append("  s->struct_size = sizeof *s;\n")
        out.append('  if (!enif_get_map_size(env, map, &size)) { *bad_field = "(not a map)"; return 0; }\n')
        for fld in fields:
            kind, base = field_kind(spec, fld["type"])
            target = "&s->%s" % fld["name"]
            if kind == "scalar":
                cond = "%s(env, value, %s)" % (SCALARS[base][0], target)
            elif kind == "enum":
                cond = "kn_dec_%s(env, value, %s)" % (base, target)
            elif kind == "handle" and not refcounted(spec, base):
                cond = "kn_acquire_%s(env, value, %s, 1) == KN_OK" % (base, target)
            else:
                out.append("  /* %s (%s): cannot be read from a map */\n" % (fld["name"], fld["type"]))
                continue
            out.append('  if (enif_get_map_value(env, map, enif_make_atom(env, "%s"), &value)) {\n'
                       '    if (!(%s)) { *bad_field = "%s"; return 0; }\n    found++;\n  }\n'
                       % (fld["name"], cond, fld["name"]))
        out.append('  if (found != size) { *bad_field = "(unknown key)"; return 0; }\n  return 1;\n}\n\n')
    return "".join(out)


def emit_list_builders(generated):
    """kn_list_of_<type>: an Elixir list from a C array, for caller-sized out arrays."""
    types = sorted({info for _, plan in generated for kind, _, info in plan
                    if kind == "array_out" and info != "void"})
    out = []
    for t in types:
        out.append("static ERL_NIF_TERM kn_list_of_%s(ErlNifEnv* env, const %s* items, size_t count) {\n"
                   "  ERL_NIF_TERM list = enif_make_list(env, 0);\n"
                   "  for (size_t i = count; i-- > 0;) list = enif_make_list_cell(env, %s, list);\n"
                   "  return list;\n}\n\n" % (t, t, SCALARS[t][1] % "items[i]"))
    return "".join(out)


def emit_callback_trampolines(spec, generated):
    used = {}
    for f, plan in generated:
        for kind, p, info in plan:
            if kind == "callback":
                used[info["name"]] = info
    out = []
    for name, cb in used.items():
        params = []
        for p in cb["params"]:
            kind, base = cb_param_kind(spec, cb, p)
            params.append((p, kind, base))
        decl = ", ".join("%s %s" % (p["type"], p["name"]) for p in cb["params"])
        user = next(p["name"] for p, kind, _ in params if kind == "user_data")
        out.append("/* %s: each call becomes the message {:%s, args...} to the subscribed pid. */\n"
                   % (name, name))
        out.append("static void kn_trampoline_%s(%s) {\n" % (name, decl))
        out.append("  const kn_subscriber* subscriber = %s;\n" % user)
        out.append("  ErlNifEnv* env = enif_alloc_env();\n  if (!env) return;\n")
        terms = ['enif_make_atom(env, "%s")' % name]
        for p, kind, base in params:
            v = p["name"]
            if kind == "user_data":
                continue
            if kind == "struct":
                terms.append('%s ? kn_enc_%s(env, %s) : enif_make_atom(env, "nil")' % (v, base, v))
            elif kind == "scalar":
                terms.append(SCALARS[base][1] % v)
            elif kind == "enum":
                terms.append("kn_enc_%s(env, (int)%s)" % (base, v))
            elif kind == "string":
                terms.append("kn_make_cstring(env, %s)" % v)
        out.append("  ERL_NIF_TERM parts[] = {%s};\n" % ", ".join(terms))
        out.append("  /* NULL caller env: the callback may run inside any NIF, or in a destructor. */\n")
        out.append("  enif_send(NULL, &subscriber->pid, env, enif_make_tuple_from_array(env, parts, %d));\n"
                   % len(terms))
        out.append("  enif_free_env(env);\n}\n\n")
    return "".join(out)


# ---------------------------------------------------------------- C source: one NIF per function

def emit_nif(spec, f, plan):
    fn = f["name"]
    sp = special(spec, f)
    if sp:
        return emit_special_nif(spec, f, *sp)
    decls, decode, prepare, call_args, cleanup, results, after_fail, after_ok = [], [], [], [], [], [], [], []
    argi = 0
    for kind, p, info in plan:
        name = p["name"]
        v = "p_" + name
        q = '"%s"' % name
        if kind == "length":
            decls.append("size_t %s = 0;\n  int %s_known = 0;" % (v, v))
            call_args.append(v)
        elif kind == "capacity":
            decls.append("size_t %s = 0;" % v)
            decode.append("if (!kn_get_size(env, argv[%d], &%s)) { result = kn_bad_arg(env, FN, %s, \"a non-negative integer\"); goto done; }"
                          % (argi, v, q))
            argi += 1
            call_args.append(v)
        elif kind == "handle_in":
            nullable = 1 if p.get("nullable") else 0
            decls.append("%s %s = NULL;" % (info, v))
            decode.append(
                "switch (kn_acquire_%s(env, argv[%d], &%s, %d)) {\n"
                "    case KN_OK: break;\n"
                "    case KN_RELEASED: result = kn_released_arg(env, FN, %s); goto done;\n"
                "    default: result = kn_bad_arg(env, FN, %s, \"a %s resource%s\"); goto done;\n  }"
                % (info, argi, v, nullable, q, q, info, " or nil" if nullable else ""))
            cleanup.append("kn_drop_%s(%s);" % (info, v))
            argi += 1
            call_args.append(v)
        elif kind == "handle_list_in":
            length = "p_" + p["length"]
            decls.append("%s* %s = NULL;\n  size_t %s_count = 0;" % (info, v, v))
            decode.append(
                "switch (kn_acquire_%s_list(env, argv[%d], &%s, &%s_count)) {\n"
                "    case KN_OK: break;\n"
                "    case KN_RELEASED: result = kn_released_arg(env, FN, %s); goto done;\n"
                "    default: result = kn_bad_arg(env, FN, %s, \"a list of %s resources\"); goto done;\n  }\n"
                "  %s"
                % (info, argi, v, v, q, q, info, length_check(v + "_count", length, p)))
            cleanup.append("kn_drop_%s_list(%s, %s_count);" % (info, v, v))
            argi += 1
            call_args.append(v)
        elif kind == "i64_list_in":
            length = "p_" + p["length"]
            nullable = 1 if p.get("nullable") else 0
            decls.append("kn_i64_list %s = KN_I64_LIST_INIT;" % v)
            decode.append(
                "if (!kn_get_i64_list(env, argv[%d], &%s, %d)) { result = kn_bad_arg(env, FN, %s, \"a list of integers%s\"); goto done; }\n"
                "  %s"
                % (argi, v, nullable, q, " or nil" if nullable else "",
                   length_check(v + ".count", length, p, v + ".present")))
            cleanup.append("kn_free_i64_list(&%s);" % v)
            argi += 1
            call_args.append("%s.present ? %s.items : NULL" % (v, v))
        elif kind == "scalar_in":
            getter, _, expect = SCALARS[info]
            decls.append("%s %s = 0;" % (info, v))
            decode.append("if (!%s(env, argv[%d], &%s)) { result = kn_bad_arg(env, FN, %s, \"%s\"); goto done; }"
                          % (getter, argi, v, q, expect))
            argi += 1
            call_args.append(v)
        elif kind == "enum_in":
            decls.append("%s %s = (%s)0;" % (info, v, info))
            decode.append("if (!kn_dec_%s(env, argv[%d], &%s)) { result = kn_bad_arg(env, FN, %s, \"a %s atom or integer\"); goto done; }"
                          % (info, argi, v, q, info))
            argi += 1
            call_args.append(v)
        elif kind == "string_in":
            decls.append("char* %s = NULL;" % v)
            decode.append("if (!kn_get_cstring(env, argv[%d], &%s)) { result = kn_bad_arg(env, FN, %s, \"a string without NUL bytes\"); goto done; }"
                          % (argi, v, q))
            cleanup.append("kn_free_cstring(%s);" % v)
            argi += 1
            call_args.append(v)
        elif kind == "struct_in":
            nullable = bool(p.get("nullable"))
            decls.append("%s s_%s;\n  const %s* %s = NULL;\n  const char* bad_%s = NULL;" % (info, name, info, v, name))
            test = 'enif_is_identical(argv[%d], enif_make_atom(env, "nil"))' % argi
            decode.append(
                "%sif (!kn_dec_%s(env, argv[%d], &s_%s, &bad_%s)) { result = kn_bad_field(env, FN, %s, bad_%s); goto done; }\n"
                "  else %s = &s_%s;"
                % (("if (%s) %s = NULL;\n  else " % (test, v)) if nullable else "",
                   info, argi, name, name, q, name, v, name))
            argi += 1
            call_args.append(v)
        elif kind == "struct_inout":
            decls.append("%s %s;\n  memset(&%s, 0, sizeof %s);\n  %s.struct_size = sizeof %s;" % (info, v, v, v, v, v))
            call_args.append("&" + v)
            results.append("kn_enc_%s(env, &%s)" % (info, v))
        elif kind == "scalar_out":
            decls.append("%s %s = 0;" % (info, v))
            call_args.append("&" + v)
            results.append(SCALARS[info][1] % v)
        elif kind == "enum_out":
            decls.append("%s %s = (%s)0;" % (info, v, info))
            call_args.append("&" + v)
            results.append("kn_enc_%s(env, (int)%s)" % (info, v))
        elif kind == "string_out":
            decls.append("const char* %s = NULL;" % v)
            call_args.append("&" + v)
            results.append("kn_make_cstring(env, %s)" % v)
        elif kind == "handle_out":
            decls.append("%s %s = NULL;" % (info, v))
            call_args.append("&" + v)
            results.append("kn_make_%s(env, %s)" % (info, v))
        elif kind == "array_out":
            cap = "p_" + p["length"]
            if info == "void":
                decls.append("ErlNifBinary %s;\n  int %s_held = 0;" % (v, v))
                prepare.append("if (!enif_alloc_binary(%s, &%s)) { result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, \"%%s: cannot allocate %%zu bytes\", FN, %s); goto done; }\n  %s_held = 1;"
                              % (cap, v, cap, v))
                call_args.append("%s.data" % v)
                results.append("(%s_held = 0, enif_make_binary(env, &%s))" % (v, v))
                cleanup.append("if (%s_held) enif_release_binary(&%s);" % (v, v))
            else:
                decls.append("%s* %s = NULL;" % (info, v))
                prepare.append("%s = enif_alloc(sizeof *%s * (%s ? %s : 1));\n"
                              "  if (!%s) { result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, \"%%s: cannot allocate %%zu entries\", FN, %s); goto done; }"
                              % (v, v, cap, cap, v, cap))
                call_args.append(v)
                results.append("kn_list_of_%s(env, %s, %s)" % (info, v, cap))
                cleanup.append("if (%s) enif_free(%s);" % (v, v))
        elif kind == "ext_out":
            decls.append("%s* %s = NULL;" % (info, v))
            call_args.append("&" + v)
            results.append("kn_make_%s(env, %s)" % (info, v))
        elif kind == "ext_in":
            ext, consumes = info
            decls.append("kn_%s_res* r_%s = NULL;\n  %s* %s = NULL;" % (ext, name, ext, v))
            decode.append(
                "if (!(r_%s = kn_get_%s_res(env, argv[%d]))) { result = kn_bad_arg(env, FN, %s, \"a %s resource\"); goto done; }\n"
                "  kn_lock(r_%s);\n  %s = r_%s->pointer;\n%s  kn_unlock(r_%s);\n"
                "  if (!%s) { result = kn_released_arg(env, FN, %s); goto done; }"
                % (name, ext, argi, q, ext, name, v, name,
                   ("  r_%s->pointer = NULL; /* the library owns it on success */\n" % name) if consumes else "",
                   name, v, q))
            if consumes:
                after_fail.append("kn_lock(r_%s); r_%s->pointer = %s; kn_unlock(r_%s); /* still ours */"
                                  % (name, name, v, name))
            argi += 1
            call_args.append(v)
        elif kind == "callback":
            # The subscriber block is the registration's user_data: it must outlive the call, so it
            # is freed only when the registration fails (see the README on unsubscribing).
            decls.append("kn_subscriber* %s_subscriber = NULL;\n  ErlNifPid %s_pid;" % (v, v))
            decode.append(
                "if (!enif_get_local_pid(env, argv[%d], &%s_pid)) { result = kn_bad_arg(env, FN, %s, \"a local pid\"); goto done; }"
                % (argi, v, q))
            prepare.append(
                "if (!(%s_subscriber = enif_alloc(sizeof *%s_subscriber))) { result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, \"%%s: no memory\", FN); goto done; }\n"
                "  %s_subscriber->pid = %s_pid;" % (v, v, v, v))
            after_ok.append("%s_subscriber = NULL; /* registered: kept while subscribed */" % v)
            cleanup.append("if (%s_subscriber) enif_free(%s_subscriber);" % (v, v))
            argi += 1
            call_args.append("kn_trampoline_%s" % info["name"])
        elif kind == "user_data":
            cb = next(pp for k, pp, _ in plan if k == "callback")
            call_args.append("p_%s_subscriber" % cb["name"])
    body = ["static ERL_NIF_TERM nif_%s(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {\n" % fn,
            '  static const char FN[] = "%s";\n' % fn,
            "  ERL_NIF_TERM result;\n  (void)argc;\n%s" % ("" if argi else "  (void)argv;\n")]
    for d in decls:
        body.append("  %s\n" % d)
    body.append("  if (!KILN.%s) { result = kn_missing(env, FN); goto done; }\n" % fn)
    for d in decode + prepare:
        body.append("  %s\n" % d)
    args = ", ".join(call_args)
    if f["returns"] == "const char*":
        body.append("  result = kn_make_cstring(env, KILN.%s(%s));\n" % (fn, args))
    else:
        body.append("  kiln_status status = KILN.%s(%s);\n" % (fn, args))
        body.append("  if (status != KILN_STATUS_OK) {\n")
        for a in after_fail:
            body.append("    %s\n" % a)
        body.append("    result = kn_call_error(env, status, FN);\n    goto done;\n  }\n")
        for a in after_ok:
            body.append("  %s\n" % a)
        if not results:
            body.append('  result = enif_make_atom(env, "ok");\n')
        elif len(results) == 1:
            body.append("  result = kn_ok(env, %s);\n" % results[0])
        else:
            body.append("  {\n    ERL_NIF_TERM parts[] = {%s};\n" % ", ".join(results))
            body.append("    result = kn_ok(env, enif_make_tuple_from_array(env, parts, %d));\n  }\n" % len(results))
    body.append("done:\n")
    for c in cleanup:
        body.append("  %s\n" % c)
    body.append("  return result;\n}\n\n")
    return "".join(body)


def length_check(count_expr, length_var, p, present=None):
    """Sets the shared length parameter from a list (when one was given), or fails when lists
    sharing it disagree."""
    pad = "    " if present else "  "
    lines = ["if (%s_known && %s != %s) {" % (length_var, length_var, count_expr),
             "  result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, \"%%s: %s has %%zu entries where another list has %%zu\","
             % p["name"],
             "                    FN, (size_t)%s, (size_t)%s);" % (count_expr, length_var),
             "  goto done;",
             "}",
             "%s = %s;" % (length_var, count_expr),
             "%s_known = 1;" % length_var]
    text = ("\n" + pad).join(lines)
    return "if (%s) {\n    %s\n  }" % (present, text) if present else text


def emit_special_nif(spec, f, verb, h):
    fn = f["name"]
    out = ["static ERL_NIF_TERM nif_%s(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {\n" % fn,
           '  static const char FN[] = "%s";\n  %s handle = NULL;\n  (void)argc;\n' % (fn, h),
           "  if (!KILN.%s) return kn_missing(env, FN);\n" % fn]
    if verb == "release":
        out.append("  /* Take the handle out first: later uses of the resource see it released. */\n"
                   "  switch (kn_take_%s(env, argv[0], &handle)) {\n" % h)
    else:
        out.append("  /* A new resource owning a new reference: releasing either leaves the other valid. */\n"
                   "  switch (kn_acquire_%s(env, argv[0], &handle, 0)) {\n" % h)
    out.append("    case KN_OK: break;\n"
               "    case KN_RELEASED: return kn_released_arg(env, FN, \"%s\");\n"
               "    default: return kn_bad_arg(env, FN, \"%s\", \"a %s resource\");\n  }\n"
               % (f["params"][0]["name"], f["params"][0]["name"], h))
    if verb == "release":
        out.append("  kiln_status status = KILN.%s(handle);\n" % fn)
        out.append('  return status == KILN_STATUS_OK ? enif_make_atom(env, "ok") : kn_call_error(env, status, FN);\n}\n\n')
    else:
        out.append("  return kn_ok(env, kn_make_%s(env, handle));\n}\n\n" % h)
    return "".join(out)


def emit_c_source(spec, generated, hand, skipped):
    out = ["/* %s */\n" % BANNER,
           "/* One NIF per function of the Kiln C API (see tools/gen/lang_elixir.py for the shapes). */\n",
           "#define _GNU_SOURCE\n#include <dlfcn.h>\n#include <stddef.h>\n#include <string.h>\n\n",
           '#include "kiln_nif.gen.h"\n#include "kiln_nif_runtime.h"\n\n']
    if skipped:
        out.append("/* Skipped (no NIF):\n")
        for f, why in skipped:
            out.append(" *   %s: %s\n" % (f["name"], why))
        out.append(" */\n\n")
    out.append(emit_api_table(spec))
    out.append(emit_handle_resources(spec))
    out.append(emit_external_resources(spec))
    out.append(emit_enum_converters(spec))
    out.append(emit_struct_converters(spec))
    out.append(emit_list_builders(generated))
    out.append(emit_callback_trampolines(spec, generated))
    for f, plan in generated:
        out.append(emit_nif(spec, f, plan))
    out.append("static ErlNifFunc kn_functions[] = {\n")
    for f, plan in generated:
        flag = "ERL_NIF_DIRTY_JOB_CPU_BOUND" if is_dirty(f) else "0"
        out.append('  {"%s", %d, nif_%s, %s},\n' % (ex_name(f["name"]), len(elixir_args(plan)), f["name"], flag))
    for f in hand:
        for name, args, dirty in HAND_WRITTEN[f["name"]]:
            out.append('  {"%s", %d, nif_%s, %s},\n'
                       % (name, len(args), name, "ERL_NIF_DIRTY_JOB_CPU_BOUND" if dirty else "0"))
    for name, args, dirty in EXTRA_NIFS:
        out.append('  {"%s", %d, nif_%s, %s},\n'
                   % (name, len(args), name, "ERL_NIF_DIRTY_JOB_CPU_BOUND" if dirty else "0"))
    out.append('  {"__library_error__", 0, kn_nif_library_error, 0},\n')
    out.append("};\n\nERL_NIF_INIT(Elixir.Kiln.Nif, kn_functions, kn_load, NULL, NULL, NULL)\n")
    return "".join(out)


# ---------------------------------------------------------------- Elixir

def ex_string(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"').replace("#{", "\\#{")


def heredoc(text, indent="  "):
    text = text.replace("\\", "\\\\").replace('"""', '\\"""').replace("#{", "\\#{")
    body = "\n".join((indent + line) if line else "" for line in text.split("\n"))
    return '%s"""\n%s\n%s"""' % (indent, body, indent)


def returns_doc(plan, f):
    outs = [p["name"] for kind, p, _ in plan if kind in
            ("handle_out", "scalar_out", "enum_out", "string_out", "array_out", "struct_inout", "ext_out")]
    if f["returns"] == "const char*":
        return "Returns the string."
    if not outs:
        return "Returns `:ok` or `{:error, {status, message}}`."
    if len(outs) == 1:
        return "Returns `{:ok, %s}` or `{:error, {status, message}}`." % outs[0]
    return "Returns `{:ok, {%s}}` or `{:error, {status, message}}`." % ", ".join(outs)


def emit_nif_ex(spec, generated, hand, skipped):
    out = ["# %s\n" % BANNER,
           "defmodule Kiln.Nif do\n",
           '  @moduledoc """\n',
           "  The raw NIFs: one function per C function of the Kiln API (`kiln_` prefix dropped).\n\n",
           "  Handles are resources (released by the garbage collector, or at once by the matching\n",
           "  `*_release` function); enums are atoms (integers are accepted too); `const int64_t*` lists\n",
           "  and handle lists are Elixir lists whose length fills the count parameter; structs are\n",
           "  maps; out-parameters are returned. Functions that evaluate or copy data run on dirty\n",
           "  CPU schedulers. Errors are `{:error, {status_atom, message}}`, the message taken from\n",
           "  `kiln_last_error()` on the thread that made the call. Use the `Kiln` module instead.\n"]
    if skipped:
        out.append("\n  Skipped (no NIF):\n\n")
        for f, why in skipped:
            out.append("    * `%s`: %s\n" % (f["name"], why.replace('"""', "'''")))
    out.append('  """\n\n  @on_load :__load__\n\n')
    out.append("  @doc false\n  def __load__ do\n"
               "    with :ok <- :erlang.load_nif(Kiln.Loader.nif_path(), Kiln.Loader.library_path()) do\n"
               "      case __library_error__() do\n        nil -> :ok\n"
               "        reason -> {:error, {:kiln_library_not_loaded, reason}}\n      end\n    end\n  end\n\n")
    out.append("  @doc false\n  def __library_error__, do: :erlang.nif_error(:nif_not_loaded)\n\n")
    for f, plan in generated:
        args = elixir_args(plan)
        doc = "%s\n\nC: `%s` (since %s).%s %s" % (
            f["doc"], f["name"], f["since"], " Runs on a dirty CPU scheduler." if is_dirty(f) else "",
            returns_doc(plan, f))
        if f.get("deprecated"):
            doc += "\n\nDeprecated: %s" % f["deprecated"]
        out.append("  @doc %s\n" % heredoc(doc).lstrip())
        out.append("  def %s(%s), do: :erlang.nif_error(:nif_not_loaded)\n\n"
                   % (ex_name(f["name"]), ", ".join("_" + a for a in args)))
    for f in hand:
        for name, args, dirty in HAND_WRITTEN[f["name"]]:
            doc = "%s\n\nC: `%s` (hand-written NIF).%s" % (
                HAND_WRITTEN_DOCS[name], f["name"], " Runs on a dirty CPU scheduler." if dirty else "")
            out.append("  @doc %s\n" % heredoc(doc).lstrip())
            out.append("  def %s(%s), do: :erlang.nif_error(:nif_not_loaded)\n\n"
                       % (name, ", ".join("_" + a for a in args)))
    for name, args, dirty in EXTRA_NIFS:
        doc = "%s\n\nHand-written NIF.%s" % (HAND_WRITTEN_DOCS[name], " Runs on a dirty CPU scheduler." if dirty else "")
        out.append("  @doc %s\n" % heredoc(doc).lstrip())
        out.append("  def %s(%s), do: :erlang.nif_error(:nif_not_loaded)\n\n"
                   % (name, ", ".join("_" + a for a in args)))
    out[-1] = out[-1].rstrip("\n") + "\n"
    out.append("end\n")
    return "".join(out)


def emit_spec_ex(spec, generated, hand, skipped):
    v = spec.version
    out = ["# %s\n" % BANNER,
           "defmodule Kiln.Spec do\n",
           '  @moduledoc "The parts of abi/kiln.api.json the Elixir layer needs at compile and run time."\n\n',
           "  @doc \"The API version this binding was generated from.\"\n",
           "  def version, do: {%d, %d, %d}\n\n" % (v["major"], v["minor"], v["patch"]),
           '  @doc "Each enum (without the `kiln_` prefix) as `[{atom, value, doc}]`."\n',
           "  def enums do\n    %{\n"]
    enums = spec.data["enums"]
    for i, e in enumerate(enums):
        out.append("      %s: [\n" % ex_name(e["name"]))
        atoms = enum_atoms(e)
        for j, (atom, _, value, doc) in enumerate(atoms):
            out.append("        {:%s, %d, %s}%s\n" % (atom, value, ex_string(doc), "," if j < len(atoms) - 1 else ""))
        out.append("      ]%s\n" % ("," if i < len(enums) - 1 else ""))
    out.append("    }\n  end\n\n")
    out.append('  @doc "Generated NIFs as `{name, family, elixir_args}`; family is the spec\'s impl family or nil."\n')
    out.append("  def functions do\n    [\n")
    for i, (f, plan) in enumerate(generated):
        fam = f.get("impl", {}).get("family")
        out.append("      {:%s, %s, [%s]}%s\n" % (
            ex_name(f["name"]), (":" + fam) if fam else "nil",
            ", ".join(":" + a for a in elixir_args(plan)), "," if i < len(generated) - 1 else ""))
    out.append("    ]\n  end\n\n")
    out.append('  @doc "Functions with no NIF, and why."\n  def skipped do\n    [\n')
    for i, (f, why) in enumerate(skipped):
        out.append("      {%s, %s}%s\n" % (ex_string(f["name"]), ex_string(why), "," if i < len(skipped) - 1 else ""))
    out.append("    ]\n  end\nend\n")
    return "".join(out)


def outputs(spec):
    generated, hand, skipped = sorted_functions(spec)
    return {
        OUT_DIR + "/c_src/kiln_nif.gen.h": emit_c_header(spec, generated, hand),
        OUT_DIR + "/c_src/kiln_nif.gen.c": emit_c_source(spec, generated, hand, skipped),
        OUT_DIR + "/lib/kiln/nif.ex": emit_nif_ex(spec, generated, hand, skipped),
        OUT_DIR + "/lib/kiln/spec.ex": emit_spec_ex(spec, generated, hand, skipped),
    }
