"""kiln_nif.gen.c, shared part: the table of library entry points resolved with dlvsym, and one
resource type per handle and external (DLPack) type."""
from spec import version_node

from .spec_queries import ext_disposable, handle_fn, refcounted


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
        # The resource itself, for hand-written NIFs that read the handle under the stripe lock
        # (a short read needs no reference of its own: a release waits for the lock).
        out.append(
            "kn_%(h)s_res* kn_get_%(h)s_res(ErlNifEnv* env, ERL_NIF_TERM term) {\n"
            "  kn_%(h)s_res* res;\n"
            "  return enif_get_resource(env, term, KN_RT_%(h)s, (void**)&res) ? res : NULL;\n}\n\n" % {"h": h})
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
            "  enif_free(items);\n}\n\n"
            # Handles the library returned in a caller-sized array, each owned by a new resource.
            "ERL_NIF_TERM kn_make_%(h)s_list(ErlNifEnv* env, const %(h)s* items, size_t count) {\n"
            "  ERL_NIF_TERM list = enif_make_list(env, 0);\n"
            "  for (size_t i = count; i > 0; i--) list = enif_make_list_cell(env, kn_make_%(h)s(env, items[i - 1]), list);\n"
            "  return list;\n}\n\n" % {"h": h})
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
