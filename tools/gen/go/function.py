"""How one C function maps onto a C trampoline and a Go wrapper (the Function class), or why it
cannot (Unsupported)."""
from spec import parse_type

from .naming import camel, param_name
from .text import c_params, go_comment, go_string, since
from .type_mapping import INTEGERS, callback_problem, struct_sized


class Function:
    """How one C function maps onto a trampoline and a Go wrapper; `skip` holds the reason
    when it cannot."""

    def __init__(self, types, fn):
        self.types, self.fn = types, fn
        self.name = fn["name"]
        self.go_name = camel(fn["name"])
        self.skip = None
        self.go_params, self.results, self.pre, self.args, self.post = [], [], [], [], []
        self.tramp_params, self.call_args = [], []  # trampoline signature and the call it makes
        self.callback = None  # (param, callback spec, user_data param) when the function takes one
        try:
            self._plan()
        except Unsupported as exc:
            self.skip = str(exc)

    # -- planning

    def _plan(self):
        params = self.fn["params"]
        by_name = {p["name"]: p for p in params}
        arrays = {}  # length param name -> array params that use it, in order
        for p in params:
            if "length" in p and p["length"] in by_name:
                arrays.setdefault(p["length"], []).append(p)
        self._plan_callback(params)
        for p in params:
            if p["name"] in arrays and p.get("direction", "in") == "in":
                self._length_param(p, arrays[p["name"]])
            else:
                self._param(p)
        self._plan_return()

    def _plan_callback(self, params):
        for i, p in enumerate(params):
            kind, const, base, ptrs = self.types.kind(p["type"])
            if kind != "callback":
                continue
            cb = self.types.callbacks[base]
            problem = callback_problem(self.types, cb)
            if problem:
                raise Unsupported("callback %s: %s" % (base, problem))
            data = [q for q in params[i + 1:] if q["type"] == "void*"]
            if self.callback or not data:
                raise Unsupported("a callback parameter needs its own following void* user_data "
                                  "parameter to carry the Go function")
            self.callback = (p, cb, data[0])

    def _length_param(self, p, users):
        kind, const, base, ptrs = self.types.kind(p["type"])
        if kind != "scalar" or base not in INTEGERS or ptrs:
            raise Unsupported("length parameter %s is not an integer" % p["name"])
        primary = next((u for u in users if not u.get("nullable")), users[0])
        first = param_name(primary["name"])
        for other in users:
            if other is primary:
                continue
            name = param_name(other["name"])
            guard = "%s != nil && " % name if other.get("nullable") else ""
            self.pre.append("if %slen(%s) != len(%s) {\n\t\terr = lengthMismatch(%s, %s, %s)\n\t\treturn\n\t}"
                            % (guard, name, first, go_string(self.name), go_string(other["name"]),
                               go_string(primary["name"])))
        self._tramp(p["type"], p["name"])
        self.args.append("C.%s(len(%s))" % (base, first))

    def _tramp(self, ctype, name, cast=None):
        """Adds a trampoline parameter forwarded to the C call (cast back when types differ)."""
        tramp_type = self.types.c_cast(ctype)
        self.tramp_params.append("%s %s" % (tramp_type, name))
        self.call_args.append(("(%s)%s" % (ctype, name)) if cast or tramp_type != ctype else name)

    def _param(self, p):
        t, name, ctype = self.types, param_name(p["name"]), p["type"]
        kind, const, base, ptrs = t.kind(ctype)
        direction = p.get("direction", "in")
        nullable = p.get("nullable", False)
        if self.callback and p is self.callback[0]:
            return  # the trampoline passes its C adapter instead
        if self.callback and p is self.callback[2]:
            self.tramp_params.append("uintptr_t %s" % p["name"])
            self.call_args.append("(void*)%s" % p["name"])
            self.args.append("C.uintptr_t(%sHandle)" % param_name(self.callback[0]["name"]))
            return
        if kind == "unknown":
            raise Unsupported("parameter %s has unknown type %s" % (p["name"], ctype))
        if "length" in p:
            self._array_param(p, name, kind, const, base, ptrs, direction, nullable)
        elif direction in ("out", "inout"):
            self._out_param(p, name, kind, const, base, ptrs, direction)
        else:
            self._in_param(p, name, kind, const, base, ptrs, nullable)

    def _array_param(self, p, name, kind, const, base, ptrs, direction, nullable):
        if ptrs != 1 or kind not in ("scalar", "enum", "handle", "void") or (direction == "in") != const:
            raise Unsupported("array parameter %s of type %s is not a plain array" % (p["name"], p["type"]))
        elem = "byte" if kind == "void" else self.types.go_value(base)
        celem = "C.uchar" if kind == "void" else "C.uintptr_t" if kind == "handle" else "C." + base
        self.go_params.append("%s []%s" % (name, elem))
        self._tramp(p["type"], p["name"])
        ptr = "slicePointer(%s, %s)" % (name, "true" if nullable else "false")
        self.args.append(ptr if kind == "void" else "(*%s)(%s)" % (celem, ptr))

    def _in_param(self, p, name, kind, const, base, ptrs, nullable):
        t, ctype = self.types, p["type"]
        if kind == "callback":
            raise Unsupported("unexpected callback parameter %s" % p["name"])
        if ptrs == 0 and kind in ("scalar", "enum", "handle"):
            self.go_params.append("%s %s" % (name, t.go_value(ctype)))
            self._tramp(ctype, p["name"])
            self.args.append(t.to_c(ctype, name))
            return
        if ptrs == 1 and base == "char" and const:
            cname = "c" + name[:1].upper() + name[1:]
            if nullable:
                self.go_params.append("%s *string" % name)
                self.pre.append("var %s *C.char\n\tif %s != nil {\n\t\t%s = allocs.cString(*%s)\n\t}"
                                % (cname, name, cname, name))
            else:
                self.go_params.append("%s string" % name)
                self.pre.append("%s := allocs.cString(%s)" % (cname, name))
            self.uses_allocs = True
            self._tramp(ctype, p["name"])
            self.args.append(cname)
            return
        if ptrs == 1 and kind in ("void", "external"):
            self.go_params.append("%s unsafe.Pointer" % name)
            self._tramp(ctype, p["name"])
            self.args.append(name)
            return
        if ptrs == 1 and kind == "struct" and const:
            if not t.struct_ok(base):
                raise Unsupported("struct %s: %s" % (base, t.struct_problems[base]))
            cname = "c" + name[:1].upper() + name[1:]
            self.go_params.append("%s *%s" % (name, camel(base)))
            self.pre.append("var %s *C.%s\n\tif %s != nil {\n\t\t%s = (*C.%s)(allocs.zeroed(C.sizeof_%s))\n"
                            "\t\t%s.toC(%s, &allocs)\n\t}" % (cname, base, name, cname, base, base, name, cname))
            self.uses_allocs = True
            self._tramp(ctype, p["name"])
            self.args.append(cname)
            return
        raise Unsupported("parameter %s of type %s has no Go form" % (p["name"], p["type"]))

    def _out_param(self, p, name, kind, const, base, ptrs, direction):
        t, ctype = self.types, p["type"]
        cname = "c" + name[:1].upper() + name[1:]
        if ptrs == 1 and kind == "struct" and not const:
            if not t.struct_ok(base):
                raise Unsupported("struct %s: %s" % (base, t.struct_problems[base]))
            self.results.append((name, camel(base)))
            self.pre.append("%s := (*C.%s)(allocs.zeroed(C.sizeof_%s))\n\t%s.struct_size = C.sizeof_%s"
                            % (cname, base, base, cname, base) if struct_sized(t.spec.structs[base]) else
                            "%s := (*C.%s)(allocs.zeroed(C.sizeof_%s))" % (cname, base, base))
            self.uses_allocs = True
            self._tramp(ctype, p["name"])
            self.args.append(cname)
            self.post.append("%s.fromC(%s)" % (name, cname))
            return
        inner = ctype.strip()[:-1].rstrip()  # the pointed-to type
        go = t.go_value(inner)
        ikind = t.kind(inner)[0]
        if go is None or direction != "out":
            raise Unsupported("out parameter %s of type %s has no Go form" % (p["name"], ctype))
        if go == "string" and p.get("ownership", {"owner": "library"})["owner"] not in ("library", "library_on_success"):
            raise Unsupported("out string %s is owned by the caller; the binding would leak it" % p["name"])
        ctype_go = {"string": "*C.char", "unsafe.Pointer": "unsafe.Pointer"}.get(go)
        if ctype_go is None:
            ctype_go = "C.uintptr_t" if ikind == "handle" else "C." + parse_type(inner)[1]
        self.results.append((name, go))
        self.pre.append("var %s %s" % (cname, ctype_go))
        self._tramp(ctype, p["name"])
        self.args.append("&" + cname)
        self.post.append("%s = %s" % (name, t.from_c(inner, cname)))

    def _plan_return(self):
        returns = self.fn["returns"]
        self.returns_status = returns == self.types.status_enum
        if self.returns_status or returns == "void":
            return
        go = self.types.go_value(returns)
        if go is None:
            raise Unsupported("return type %s has no Go form" % returns)
        self.results.append(("result", go))
        ctype_go = {"string": "*C.char", "unsafe.Pointer": "unsafe.Pointer"}.get(go) or (
            "C.uintptr_t" if self.types.kind(returns)[0] == "handle" else "C." + parse_type(returns)[1])
        self.pre.append("var callResult %s" % ctype_go)
        self.args.append("&callResult")
        self.post.append("result = %s" % self.types.from_c(returns, "callResult"))

    uses_allocs = False

    # -- C

    def c_trampoline_decl(self):
        extra = []
        if not self.returns_status and self.fn["returns"] != "void":
            extra.append("%s* result" % self.types.c_cast(self.fn["returns"]))
        extra.append("char** message")
        return "int kiln_go_%s(%s)" % (self.name[len("kiln_"):] if self.name.startswith("kiln_") else self.name,
                                       c_params(self.tramp_params + extra))

    def c_trampoline(self):
        name = self.name
        args = list(self.call_args)
        if self.callback:
            args.insert(self.fn["params"].index(self.callback[0]), "kiln_go_adapter_%s" % self.callback[1]["name"])
        call = "kiln_go_fn.%s(%s)" % (name, ", ".join(args))
        body = ["  if (!kiln_go_fn.%s) return kiln_go_missing(\"%s\", \"%s\", message);" % (name, name, self.fn["since"])]
        if self.returns_status:
            body.append("  kiln_status status = %s;" % call)
            body.append("  if (status != KILN_STATUS_OK) *message = kiln_go_copy_last_error();")
            body.append("  return (int)status;")
        elif self.fn["returns"] == "void":
            body += ["  %s;" % call, "  return 0;"]
        else:
            body += ["  *result = (%s)%s;" % (self.types.c_cast(self.fn["returns"]), call), "  return 0;"]
        return self.c_trampoline_decl() + " {\n" + "\n".join(body) + "\n}\n"

    # -- Go

    def go_wrapper(self):
        fn = self.fn
        results = ["%s %s" % r for r in self.results] + ["err error"]
        doc = "%s wraps %s: %s%s" % (self.go_name, fn["name"], fn["doc"], since(fn))
        if fn.get("deprecated"):
            doc += "\n\nDeprecated: " + fn["deprecated"]
        if self.callback:
            doc += ("\n\n%sHandle keeps the Go function reachable from C: call its Delete once the "
                    "library can no longer call it." % param_name(self.callback[0]["name"]))
        out = [go_comment(doc)]
        go_params = list(self.go_params)
        if self.callback:
            cb_param, cb, _ = self.callback
            cb_name = param_name(cb_param["name"])
            go_params.insert(0, "%s %s" % (cb_name, camel(cb["name"])))
            results.insert(len(results) - 1, "%sHandle cgo.Handle" % cb_name)
        out.append("func %s(%s) (%s) {\n" % (self.go_name, ", ".join(go_params), ", ".join(results)))
        out.append("\tif err = load(); err != nil {\n\t\treturn\n\t}\n")
        if self.callback:
            cb_name = param_name(self.callback[0]["name"])
            out.append("\tif %s == nil {\n\t\terr = nilCallback(%s, %s)\n\t\treturn\n\t}\n"
                       % (cb_name, go_string(fn["name"]), go_string(self.callback[0]["name"])))
        if self.uses_allocs:
            out.append("\tvar allocs cAllocs\n\tdefer allocs.free()\n")
        for line in self.pre:
            out.append("\t" + line + "\n")
        if self.callback:
            out.append("\t%sHandle = cgo.NewHandle(%s)\n" % (cb_name, cb_name))
        tramp = "kiln_go_" + (fn["name"][len("kiln_"):] if fn["name"].startswith("kiln_") else fn["name"])
        out.append("\tvar callMessage *C.char\n")
        out.append("\tif callStatus := C.%s(%s); callStatus != 0 {\n"
                   % (tramp, ", ".join(self.args + ["&callMessage"])))
        if self.callback:
            out.append("\t\t%sHandle.Delete()\n\t\t%sHandle = 0\n" % (cb_name, cb_name))
        out.append("\t\terr = newError(%s, Status(callStatus), callMessage)\n\t\treturn\n\t}\n" % go_string(fn["name"]))
        for line in self.post:
            out.append("\t" + line + "\n")
        out.append("\treturn\n}\n")
        return "".join(out)


class Unsupported(Exception):
    """A C construct the Go layer cannot express; the message is the reason given."""
