"""Checks abi/kiln.api.json and abi/ops.json before anything is generated: their shape against
the JSON Schemas beside them (Debian's python3-jsonschema), then what a schema cannot say."""
import json
import os

import emit_gradients
from spec import ROOT

try:
    import jsonschema
except ImportError:  # pragma: no cover - bootstrap.sh installs it
    jsonschema = None


def _schema_errors(data, schema_name):
    with open(os.path.join(ROOT, "abi", schema_name)) as fh:
        schema = json.load(fh)
    validator = jsonschema.Draft202012Validator(schema)
    return ["%s: %s at %s" % (schema_name, e.message, "/".join(str(p) for p in e.absolute_path) or "(top)")
            for e in sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))]


def _meaning_errors(spec):
    errors = []
    names = [op["name"] for op in spec.ops.ops]
    errors += ["ops.json: op %r is declared twice" % n for n in sorted({n for n in names if names.count(n) > 1})]
    functions = {}
    for f in spec.functions:
        if f["name"] in functions:
            errors.append("function %s is declared twice (the spec and the op table?)" % f["name"])
        functions[f["name"]] = f
    claimed = set()
    for op in spec.ops.ops:
        fn = op.get("function")
        if fn is None:
            continue
        claimed.add(fn)
        if fn not in functions:
            errors.append("ops.json: op %r names %s, which the spec does not declare" % (op["name"], fn))
    for f in spec.functions:
        if f["group"].startswith("ops.") and "impl" not in f and f["name"] not in claimed:
            errors.append("spec: %s is an op (group %s) without an entry in ops.json" % (f["name"], f["group"]))
    for f in spec.functions:
        for p in f["params"]:
            release = p.get("ownership", {}).get("release", "deleter")
            if release != "deleter" and release not in functions:
                errors.append("%s(%s): ownership names %s, which is not a function" % (f["name"], p["name"], release))
            if p.get("length") and p["length"] not in {q["name"] for q in f["params"]}:
                errors.append("%s(%s): length %s is not a parameter" % (f["name"], p["name"], p["length"]))
    errors += _version_errors(spec)
    try:  # every elementwise gradient rule compiles
        emit_gradients.emit_rules(spec)
    except emit_gradients.RuleError as e:
        errors.append(str(e))
    return errors


def _version_errors(spec):
    """Nothing is newer than the spec's own version, which kiln_version() and every binding report:
    a caller checking for 1.13 must find it."""
    version = (spec.version["major"], spec.version["minor"])
    found = []

    def visit(where, item):
        since = item.get("since") if isinstance(item, dict) else None
        if since and tuple(int(p) for p in since.split(".")[:2]) > version:
            found.append("%s is since %s, newer than the spec's version %d.%d (raise \"version\")" % (
                where, since, version[0], version[1]))

    for f in spec.functions:
        visit("function " + f["name"], f)
    for kind, table in (("enum", spec.enums), ("struct", spec.structs)):
        for name, item in table.items():
            visit("%s %s" % (kind, name), item)
            for member in item.get("values", []) + item.get("fields", []):
                visit("%s %s.%s" % (kind, name, member.get("name")), member)
    return found


def check(spec):
    """Every problem found, as lines; empty when the spec and the op table are sound."""
    if jsonschema is None:
        return ["python3-jsonschema is missing (scripts/bootstrap.sh installs it); the spec cannot be checked"]
    errors = _schema_errors(spec.data, "kiln.api.schema.json") + _schema_errors(spec.ops.data, "ops.schema.json")
    return errors or _meaning_errors(spec)
