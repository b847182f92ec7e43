"""c_src/kiln_nif.gen.h: the entry-point table, resource types and converter declarations."""
from .tables import BANNER, EXTRA_NIFS, HAND_WRITTEN


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
            "/* The resource (NULL for another term): its handle may be read under kn_lock. */\n"
            "kn_%(h)s_res* kn_get_%(h)s_res(ErlNifEnv* env, ERL_NIF_TERM term);\n"
            "int kn_take_%(h)s(ErlNifEnv* env, ERL_NIF_TERM term, %(h)s* out);\n"
            "int kn_acquire_%(h)s_list(ErlNifEnv* env, ERL_NIF_TERM list, %(h)s** items, size_t* count);\n"
            "void kn_drop_%(h)s_list(%(h)s* items, size_t count);\n"
            "ERL_NIF_TERM kn_make_%(h)s_list(ErlNifEnv* env, const %(h)s* items, size_t count);\n\n" % {"h": h})
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
