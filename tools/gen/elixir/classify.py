"""Sorts each C function's parameters into the shapes the NIF layer knows (the plan every emitter
reads), or gives the reason it cannot (Skip)."""
from spec import parse_type

from .spec_queries import callbacks, refcounted
from .tables import HAND_WRITTEN, SCALARS


class Skip(Exception):
    """A parameter shape this generator cannot express; the message is the reason."""


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
        elif base in spec.handles and ptrs == 1 and out and not const and "length" in p:
            if by_name.get(p["length"]) is None:
                raise Skip("out handle array %s has no length parameter" % name)
            plan.append(("handle_list_out", p, base))
        elif base in spec.handles and ptrs == 1 and const and "length" in p:
            plan.append(("handle_list_in", p, base))
        elif base == "int64_t" and ptrs == 1 and const and "length" in p:
            plan.append(("i64_list_in", p, None))
        elif base == "size_t" and ptrs == 1 and const and "length" in p:
            plan.append(("size_list_in", p, None))
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
            consumes = p.get("ownership", {}).get("owner") == "library_on_success"
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
                            "string_out", "array_out", "handle_list_out", "struct_inout", "ext_out")]
