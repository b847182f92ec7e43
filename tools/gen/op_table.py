"""Loads the op table (abi/ops.json, named by the spec's "op_table") and makes the C functions of
its family ops (unary, binary, reduce, scan), which the spec itself does not declare."""
import json
import os

# The C signature every member of a family shares; an op's entry gives only its name and doc.
_OUT = {"name": "out", "type": "kiln_tensor*", "direction": "out", "doc": "receives the result tensor",
        "ownership": {"owner": "caller", "release": "kiln_tensor_release"}}
FAMILY_PARAMS = {
    "unary": [{"name": "x", "type": "kiln_tensor", "doc": "input"}, _OUT],
    "binary": [{"name": "a", "type": "kiln_tensor", "doc": "left operand"},
               {"name": "b", "type": "kiln_tensor", "doc": "right operand"}, _OUT],
    "reduce": [{"name": "x", "type": "kiln_tensor", "doc": "input"},
               {"name": "axes", "type": "const int64_t*", "length": "naxes", "nullable": True,
                "ownership": {"owner": "borrowed"},
                "doc": "axes (negative counts from the end); NULL means every axis"},
               {"name": "naxes", "type": "size_t", "doc": "number of entries in axes"},
               {"name": "keepdims", "type": "bool", "doc": "keep reduced axes with extent 1"}, _OUT],
    "scan": [{"name": "x", "type": "kiln_tensor", "doc": "input"},
             {"name": "axis", "type": "int64_t", "doc": "the axis to scan along (negative counts from the end)"},
             {"name": "reverse", "type": "bool", "doc": "scan from the end of the axis toward its start"}, _OUT],
}
FAMILIES = tuple(FAMILY_PARAMS)


def cpp_name(op):
    """The C++ enumerator: the op's name in CamelCase unless the table gives cpp_name."""
    return op.get("cpp_name") or "".join(part.capitalize() for part in op["name"].split("_"))


class OpTable:
    def __init__(self, data):
        self.data = data
        self.ops = data["ops"]

    def family(self, name):
        return [op for op in self.ops if op["family"] == name]

    def kernel_ops(self, family):
        """The ops a backend kernel runs: the family's, less the composites built from others."""
        return [op for op in self.family(family) if "composite" not in op.get("traits", [])]

    def functions(self):
        """The C functions of the family ops, as spec function entries."""
        out = []
        for op in self.ops:
            if op["family"] not in FAMILY_PARAMS:
                continue
            out.append({"name": "kiln_" + op["name"], "since": op["since"], "group": "ops." + op["family"],
                        "doc": op["doc"], "returns": "kiln_status",
                        "params": [dict(p) for p in FAMILY_PARAMS[op["family"]]],
                        "impl": {"family": op["family"], "op": cpp_name(op)}})
        return out


def load(path):
    with open(path) as fh:
        return OpTable(json.load(fh))


def merge_functions(functions, table):
    """The spec's functions with the table's family functions placed before the first op the spec
    declares itself (kiln_where), so the header keeps the ops together."""
    made = table.functions()
    at = next((i for i, f in enumerate(functions) if f.get("group", "").startswith("ops.")), len(functions))
    return functions[:at] + made + functions[at:]


def table_path(spec_path, data):
    return os.path.join(os.path.dirname(spec_path), data["op_table"])
