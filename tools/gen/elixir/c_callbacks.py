"""kiln_nif.gen.c, shared part: C callback trampolines that turn each call into a message to the
subscribed pid."""
from .classify import cb_param_kind
from .tables import SCALARS


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
        out.append("  ErlNifEnv* env = kn_message_env();\n  if (!env) return;\n")
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
        out.append("  kn_send_message(&subscriber->pid, env, enif_make_tuple_from_array(env, parts, %d));\n}\n\n"
                   % len(terms))
    return "".join(out)
