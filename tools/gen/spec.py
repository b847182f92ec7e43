"""Loads abi/kiln.api.json and answers questions about its C types."""
import json
import os
import re

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SPEC_PATH = os.path.join(ROOT, "abi", "kiln.api.json")


class Spec:
    def __init__(self, data):
        self.data = data
        self.handles = {h["name"]: h for h in data["handles"]}
        self.enums = {e["name"]: e for e in data["enums"]}
        self.structs = {s["name"]: s for s in data["structs"]}
        # Types another ABI defines (DLPack); kiln.h declares them from tools/gen/<header stem>_decls.h.
        self.external_types = {t["name"]: t for t in data.get("external_types", [])}
        # Function-pointer types (telemetry callbacks), typedef'd after the structs they take.
        self.callbacks = {c["name"]: c for c in data.get("callbacks", [])}
        self.functions = data["functions"]
        self.version = data["version"]

    def versions(self):
        """Version nodes in release order, e.g. ['1.0', '1.1']."""
        found = {f["since"] for f in self.functions}
        return sorted(found, key=lambda v: tuple(int(p) for p in v.split(".")))

    def shimmed(self):
        return [f for f in self.functions if f.get("shim", True)]


def load(path=SPEC_PATH):
    with open(path) as fh:
        return Spec(json.load(fh))


TYPE_RE = re.compile(r"^(const\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*((?:\*\s*)*)$")


def parse_type(ctype):
    """'const int64_t*' -> (const=True, base='int64_t', pointers=1)."""
    m = TYPE_RE.match(ctype.strip())
    if not m:
        raise ValueError("cannot parse C type %r" % ctype)
    return bool(m.group(1)), m.group(2), m.group(3).count("*")


def version_node(since):
    return "KILN_" + since
