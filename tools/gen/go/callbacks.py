"""capi/callbacks.gen.go: Go func types for callbacks and their //export trampolines."""
from .naming import camel, cap1, go_export_name, param_name
from .text import GO_BANNER, go_comment, go_string, since
from .type_mapping import callback_problem


def emit_callbacks(spec, types, functions):
    used = {}
    for fn in functions:
        if fn.callback and not fn.skip:
            used[fn.callback[1]["name"]] = fn.callback[1]
    out = [GO_BANNER, "package capi\n\n// This file has //export functions, so its preamble may only declare.\n\n"
           "/*\n#include \"trampolines.gen.h\"\n*/\nimport \"C\"\n\n"]
    imports = ["runtime/cgo"] if used else []
    if any(p["type"] != "void*" and types.go_value(p["type"]) == "unsafe.Pointer"
           for cb in used.values() for p in cb["params"]):
        imports.append("unsafe")
    if imports:
        out.append("import (\n" + "".join("\t%s\n" % go_string(i) for i in imports) + ")\n")
    for cb in spec.data.get("callbacks", []):
        name = camel(cb["name"])
        problem = callback_problem(types, cb)
        if problem:
            out.append("\n// %s (%s) has no Go form: %s.\n" % (name, cb["name"], problem))
            continue
        go_params, c_args, conv = [], [], []
        for p in cb["params"]:
            if p["type"] == "void*":
                c_args.append("%s C.uintptr_t" % param_name(p["name"]))
                continue
            kind, const, base, ptrs = types.kind(p["type"])
            pname = param_name(p["name"])
            if kind == "struct":
                go_params.append("%s *%s" % (pname, camel(base)))
                c_args.append("%s *C.%s" % (pname, base))
                conv.append("\tvar go%s *%s\n\tif %s != nil {\n\t\tgo%s = new(%s)\n\t\tgo%s.fromC(%s)\n\t}\n"
                            % (cap1(pname), camel(base), pname, cap1(pname), camel(base), cap1(pname), pname))
            elif kind == "handle":
                go_params.append("%s %s" % (pname, camel(base)))
                c_args.append("%s C.uintptr_t" % pname)
                conv.append("\tgo%s := %s(%s)\n" % (cap1(pname), camel(base), pname))
            else:
                go_params.append("%s %s" % (pname, types.go_value(p["type"])))
                ctype_go = "*C.char" if types.go_value(p["type"]) == "string" else (
                    "unsafe.Pointer" if types.go_value(p["type"]) == "unsafe.Pointer" else "C." + base)
                c_args.append("%s %s" % (pname, ctype_go))
                conv.append("\tgo%s := %s\n" % (cap1(pname), types.from_c(p["type"], pname)))
        data = param_name(next(p["name"] for p in cb["params"] if p["type"] == "void*"))
        out.append("\n" + go_comment("%s is the Go form of %s: %s%s" % (name, cb["name"], cb["doc"], since(cb))))
        out.append("type %s func(%s)\n" % (name, ", ".join(go_params)))
        if cb["name"] not in used:
            continue
        export = go_export_name(cb["name"])
        out.append("\n// %s receives %s calls from C; %s is the cgo.Handle of the %s.\n"
                   % (export, cb["name"], data, name))
        out.append("//\n//export %s\nfunc %s(%s) {\n" % (export, export, ", ".join(c_args)))
        out.append("\tdefer recoverCallback(%s)\n" % go_string(cb["name"]))
        out.extend(conv)
        call_args = ["go" + cap1(param_name(p["name"])) for p in cb["params"] if p["type"] != "void*"]
        out.append("\tcgo.Handle(%s).Value().(%s)(%s)\n}\n" % (data, name, ", ".join(call_args)))
    return "".join(out)
