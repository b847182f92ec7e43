"""How the spec's C types cross into Go: the Types classifier, struct_size structs, and whether a
callback type has a Go form."""
from spec import parse_type

from .naming import camel

GO_SCALARS = {"bool": "bool", "char": "byte", "int8_t": "int8", "int16_t": "int16", "int32_t": "int32",
              "int64_t": "int64", "uint8_t": "uint8", "uint16_t": "uint16", "uint32_t": "uint32",
              "uint64_t": "uint64", "size_t": "uint64", "float": "float32", "double": "float64"}
INTEGERS = {"int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t"}


class Types:
    """Classifies the spec's C types and says how each crosses into Go."""

    def __init__(self, spec):
        self.spec = spec
        self.callbacks = {c["name"]: c for c in spec.data.get("callbacks", [])}
        self.status_enum = "kiln_status" if "kiln_status" in spec.enums else None
        self.struct_problems = {s: self._struct_problem(spec.structs[s]) for s in spec.structs}

    def kind(self, ctype):
        const, base, ptrs = parse_type(ctype)
        if base in GO_SCALARS:
            kind = "scalar"
        elif base == "void":
            kind = "void"
        elif base in self.spec.enums:
            kind = "enum"
        elif base in self.spec.handles:
            kind = "handle"
        elif base in self.spec.structs:
            kind = "struct"
        elif base in self.spec.external_types:
            kind = "external"
        elif base in self.callbacks:
            kind = "callback"
        else:
            kind = "unknown"
        return kind, const, base, ptrs

    def go_value(self, ctype):
        """The Go type of a value of this C type (a field, an in-param, a result), or None."""
        kind, const, base, ptrs = self.kind(ctype)
        if ptrs == 0:
            if kind == "scalar":
                return GO_SCALARS[base]
            if kind in ("enum", "handle"):
                return camel(base)
            return None
        if ptrs == 1 and base == "char" and const:
            return "string"
        if ptrs == 1 and kind in ("void", "external"):
            return "unsafe.Pointer"
        return None

    def _struct_problem(self, struct):
        for field in struct["fields"]:
            if self.go_value(field["type"]) is None:
                return "field %s has type %s, which has no Go mirror" % (field["name"], field["type"])
        return None

    def struct_ok(self, name):
        return self.struct_problems.get(name) is None

    def c_cast(self, ctype):
        """The C type a trampoline takes in place of ctype: handles travel as uintptr_t and
        DLPack structs as void."""
        kind, const, base, ptrs = self.kind(ctype)
        if kind == "handle":
            base = "uintptr_t"
        elif kind == "external":
            base = "void"
        return ("const " if const else "") + base + "*" * ptrs

    def from_c(self, ctype, expr):
        """Go expression converting the cgo value expr of ctype to its Go type."""
        kind, const, base, ptrs = self.kind(ctype)
        go = self.go_value(ctype)
        if go == "string":
            return "C.GoString(%s)" % expr
        if go == "unsafe.Pointer":
            return "unsafe.Pointer(%s)" % expr
        return "%s(%s)" % (go, expr)

    def to_c(self, ctype, expr):
        """cgo expression converting the Go value expr to what a trampoline takes."""
        kind, const, base, ptrs = self.kind(ctype)
        if kind == "handle":
            return "C.uintptr_t(%s)" % expr
        if kind in ("void", "external"):
            return expr
        return "C.%s(%s)" % (base, expr)


def struct_sized(struct):
    return bool(struct["fields"]) and struct["fields"][0]["name"] == "struct_size"


def callback_problem(types, cb):
    if cb["returns"] != "void":
        return "returns %s; only void callbacks are supported" % cb["returns"]
    if sum(1 for p in cb["params"] if p["type"] == "void*") != 1:
        return "needs exactly one void* user_data parameter"
    for p in cb["params"]:
        kind, const, base, ptrs = types.kind(p["type"])
        if p["type"] == "void*":
            continue
        if kind == "struct" and ptrs == 1 and const and types.struct_ok(base):
            continue
        if types.go_value(p["type"]) not in (None, "unsafe.Pointer"):
            continue
        return "parameter %s of type %s has no Go form" % (p["name"], p["type"])
    return None
