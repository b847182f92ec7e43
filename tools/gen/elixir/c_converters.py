"""kiln_nif.gen.c, shared part: enum atom and struct map converters, and list builders for
caller-sized out arrays."""
from .classify import field_kind
from .spec_queries import enum_atoms, refcounted
from .tables import SCALARS


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
