"""Loads abi/kiln.api.json and answers questions about its C types."""
import json
import os
import re

import op_table

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SPEC_PATH = os.path.join(ROOT, "abi", "kiln.api.json")


class Spec:
    def __init__(self, data, ops):
        self.data = data
        self.ops = ops  # the op table (op_table.OpTable)
        self.handles = {h["name"]: h for h in data["handles"]}
        self.enums = {e["name"]: e for e in data["enums"]}
        self.structs = {s["name"]: s for s in data["structs"]}
        # Types another ABI defines (DLPack); kiln.h declares them from tools/gen/<header stem>_decls.h.
        self.external_types = {t["name"]: t for t in data.get("external_types", [])}
        # Function-pointer types (telemetry callbacks), typedef'd after the structs they take.
        self.callbacks = {c["name"]: c for c in data.get("callbacks", [])}
        self.functions = op_table.merge_functions(data["functions"], ops)
        self.version = data["version"]

    def versions(self):
        """Version nodes in release order, e.g. ['1.0', '1.1']."""
        found = {f["since"] for f in self.functions}
        return sorted(found, key=lambda v: tuple(int(p) for p in v.split(".")))

    def shimmed(self):
        return [f for f in self.functions if f.get("shim", True)]


def load(path=SPEC_PATH):
    with open(path) as fh:
        data = json.load(fh)
    return Spec(data, op_table.load(op_table.table_path(path, data)))


TYPE_RE = re.compile(r"^(const\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*((?:\*\s*)*)$")


def parse_type(ctype):
    """'const int64_t*' -> (const=True, base='int64_t', pointers=1)."""
    m = TYPE_RE.match(ctype.strip())
    if not m:
        raise ValueError("cannot parse C type %r" % ctype)
    return bool(m.group(1)), m.group(2), m.group(3).count("*")


def version_node(since):
    return "KILN_" + since


# Ownership is typed in the spec (abi/kiln.api.schema.json); this is its one rendering as prose.
_UNTIL = {"process_exit": "valid for the life of the process", "callback_return": "valid during the callback"}


def ownership_text(own):
    """{'owner': 'caller', 'release': 'kiln_tensor_release'} -> the sentence the docs print."""
    owner = own["owner"]
    if owner == "borrowed":
        return "borrowed for the call" + (": " + own["note"] if "note" in own else "")
    if owner == "library_on_success":
        return "library on success; caller on failure"
    until = own.get("valid_until")
    if owner == "library":
        return "library: " + (_UNTIL.get(until) or "valid until " + until)
    release = own.get("release")
    if release == "deleter":
        return "caller: call (*out)->deleter(*out) exactly once"
    if release == "kiln_tensor_release":
        return "caller: a new reference, release with kiln_tensor_release"
    if release:
        return "caller: release with " + release
    return "caller: must stay valid until " + ("unsubscribed" if until == "kiln_telemetry_unsubscribe" else until)
