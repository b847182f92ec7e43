"""kiln_nif.gen.c: the NIF of one C function, built from its plan (decode arguments, call, encode
results, clean up), and the special forms of <handle>_release / <handle>_retain."""
from .spec_queries import special
from .tables import SCALARS


# Integer list kinds: the runtime's kn_<ctype>_list decoder, and what it takes.
INT_LISTS = {"i64_list_in": ("i64", "integers"), "size_list_in": ("size", "non-negative integers")}


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
        elif kind in INT_LISTS:
            ctype, what = INT_LISTS[kind]
            length = "p_" + p["length"]
            nullable = 1 if p.get("nullable") else 0
            decls.append("kn_%s_list %s = KN_%s_LIST_INIT;" % (ctype, v, ctype.upper()))
            decode.append(
                "if (!kn_get_%s_list(env, argv[%d], &%s, %d)) { result = kn_bad_arg(env, FN, %s, \"a list of %s%s\"); goto done; }\n"
                "  %s"
                % (ctype, argi, v, nullable, q, what, " or nil" if nullable else "",
                   length_check(v + ".count", length, p, v + ".present")))
            cleanup.append("kn_free_%s_list(&%s);" % (ctype, v))
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
        elif kind == "handle_list_out":
            # Zeroed first: the library fills every entry on success and none on failure.
            cap = "p_" + p["length"]
            decls.append("%s* %s = NULL;" % (info, v))
            prepare.append("%s = enif_alloc(sizeof *%s * (%s ? %s : 1));\n"
                          "  if (!%s) { result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, \"%%s: cannot allocate %%zu entries\", FN, %s); goto done; }\n"
                          "  memset(%s, 0, sizeof *%s * (%s ? %s : 1));"
                          % (v, v, cap, cap, v, cap, v, v, cap, cap))
            call_args.append(v)
            results.append("kn_make_%s_list(env, %s, %s)" % (info, v, cap))
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
    # Inside the call, callbacks send their messages with this NIF's env (kn_send_message).
    if f["returns"] == "const char*":
        body.append("  result = kn_make_cstring(env, KILN.%s(%s));\n" % (fn, args))
    else:
        body.append("  ErlNifEnv* outer = kn_enter(env);\n")
        body.append("  kiln_status status = KILN.%s(%s);\n" % (fn, args))
        body.append("  kn_leave(outer);\n")
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
