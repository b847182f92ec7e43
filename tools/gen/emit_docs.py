"""docs/api.md: the API reference."""
from spec import ownership_text



def _signature(f):
    params = ", ".join("%s %s" % (p["type"], p["name"]) for p in f["params"]) or "void"
    return "%s %s(%s)" % (f["returns"], f["name"], params)


def emit(spec):
    v = spec.version
    out = ["<!-- Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. -->\n",
           "# Kiln C API reference (%d.%d.%d)\n\n" % (v["major"], v["minor"], v["patch"]),
           "Every function returns a `kiln_status` (0 is `KILN_STATUS_OK`) except `kiln_last_error` and ",
           "`kiln_status_string`. On failure `kiln_last_error()` holds a message naming the function. ",
           "Out-handles are set to NULL on failure. See `docs/architecture.md` for the model.\n\n",
           "## Handles\n\n"]
    for h in spec.data["handles"]:
        out.append("- `%s`: %s\n" % (h["name"], h["doc"]))
    if spec.external_types:
        out.append("\n## External types\n\n")
        for t in spec.external_types.values():
            out.append("- `%s` (`<%s>`, declared in kiln.h when absent): %s\n" % (t["name"], t["header"], t["doc"]))
    out.append("\n## Enums\n\n")
    for e in spec.data["enums"]:
        out.append("### `%s`\n\n%s\n\n| name | value | meaning |\n| --- | --- | --- |\n" % (e["name"], e["doc"]))
        for val in e["values"]:
            out.append("| `%s` | %d | %s |\n" % (val["name"], val["value"], val["doc"]))
        out.append("\n")
    out.append("## Structs\n\n")
    for s in spec.data["structs"]:
        out.append("### `%s`\n\n%s\n\n| field | type | meaning |\n| --- | --- | --- |\n" % (s["name"], s["doc"]))
        for fld in s["fields"]:
            own = (" Ownership: " + ownership_text(fld["ownership"]) + ".") if fld.get("ownership") else ""
            out.append("| `%s` | `%s` | %s.%s |\n" % (fld["name"], fld["type"], fld["doc"], own))
        out.append("\n")
    if spec.callbacks:
        out.append("## Callbacks\n\n")
    for c in spec.callbacks.values():
        params = ", ".join("%s %s" % (p["type"], p["name"]) for p in c["params"]) or "void"
        out.append("### `%s`\n\n```c\ntypedef %s (*%s)(%s);\n```\n\n%s (since %s)\n\n" % (
            c["name"], c["returns"], c["name"], params, c["doc"], c["since"]))
    out.append("## Functions\n\n")
    group = None
    for f in spec.functions:
        if f["group"] != group:
            group = f["group"]
            out.append("### %s\n\n" % group)
        out.append("#### `%s`\n\n```c\n%s;\n```\n\n%s (since %s)\n\n" % (f["name"], _signature(f), f["doc"], f["since"]))
        for p in f["params"]:
            notes = []
            if p.get("direction"):
                notes.append(p["direction"])
            if p.get("nullable"):
                notes.append("may be NULL")
            if p.get("ownership"):
                notes.append("ownership: " + ownership_text(p["ownership"]))
            out.append("- `%s`: %s%s\n" % (p["name"], p["doc"], (" (" + "; ".join(notes) + ")") if notes else ""))
        out.append("\n")
    return "".join(out)
