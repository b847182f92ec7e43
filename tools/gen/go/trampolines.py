"""capi/trampolines.gen.h and .c: the function table, its resolver, one trampoline per C function,
and C adapters that forward callbacks to exported Go functions."""
from .naming import go_export_name
from .text import C_BANNER, c_params


def emit_c_header(spec, types, functions):
    out = [C_BANNER, "/* Function table, resolver and trampolines of the Go binding (see loader.c). */\n",
           "#ifndef KILN_GO_TRAMPOLINES_GEN_H\n#define KILN_GO_TRAMPOLINES_GEN_H\n\n",
           "#include <stdint.h>\n\n#include \"kiln/kiln.h\"\n\n",
           "/* Pointers into the loaded library; NULL for a function it lacks (an older 1.x). */\n",
           "typedef struct kiln_go_table {\n"]
    for f in spec.functions:
        params = c_params(["%s %s" % (p["type"], p["name"]) for p in f["params"]])
        out.append("  %s (*%s)(%s);\n" % (f["returns"], f["name"], params))
    out.append("} kiln_go_table;\n\nextern kiln_go_table kiln_go_fn;\n\n")
    out.append("/* Looks every function up in a dlopen()ed library. */\nvoid kiln_go_resolve(void* library);\n\n")
    out.append("/* Helpers of loader.c used by the trampolines. */\n")
    out.append("char* kiln_go_copy_last_error(void);\n")
    out.append("int kiln_go_missing(const char* function, const char* since, char** message);\n\n")
    out.append("/* Trampolines: the C call, then on failure a malloc()ed copy of kiln_last_error(). */\n")
    for fn in functions:
        if not fn.skip:
            out.append(fn.c_trampoline_decl() + ";\n")
    out.append("\n#endif\n")
    return "".join(out)


def emit_c_source(spec, types, functions):
    out = [C_BANNER, "#include <dlfcn.h>\n#include <stdint.h>\n\n#include \"trampolines.gen.h\"\n"]
    if any(fn.callback and not fn.skip for fn in functions):
        out.append("#include \"_cgo_export.h\"\n")
    out.append("\n_Static_assert(sizeof(uintptr_t) == sizeof(void*), \"handles travel as uintptr_t\");\n\n")
    out.append("kiln_go_table kiln_go_fn;\n\nvoid kiln_go_resolve(void* library) {\n")
    for f in spec.functions:
        out.append("  *(void**)&kiln_go_fn.%s = dlsym(library, \"%s\");\n" % (f["name"], f["name"]))
    out.append("}\n")
    adapters = {}
    for fn in functions:
        if fn.callback and not fn.skip:
            adapters[fn.callback[1]["name"]] = fn.callback[1]
    for name, cb in sorted(adapters.items()):
        out.append("\n/* Forwards %s to the exported Go function; user_data is a cgo.Handle. */\n" % name)
        decls = ["%s %s" % (p["type"], p["name"]) for p in cb["params"]]
        args = []
        for p in cb["params"]:
            kind, const, base, ptrs = types.kind(p["type"])
            if p["type"] == "void*" or kind == "handle":
                args.append("(uintptr_t)%s" % p["name"])
            elif const and ptrs:
                args.append("(%s)%s" % (p["type"].replace("const", "", 1).strip(), p["name"]))
            else:
                args.append(p["name"])
        out.append("static void kiln_go_adapter_%s(%s) {\n  %s(%s);\n}\n"
                   % (name, c_params(decls), go_export_name(name), ", ".join(args)))
    for fn in functions:
        if not fn.skip:
            out.append("\n" + fn.c_trampoline())
    return "".join(out)
