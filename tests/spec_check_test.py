#!/usr/bin/env python3
"""generate.py --check must refuse a malformed spec or op table: each case breaks one thing in a
copy of abi/kiln.api.json or abi/ops.json and expects validate.check to name the problem."""
import copy
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools", "gen"))

import op_table  # noqa: E402
import spec as spec_module  # noqa: E402
import validate  # noqa: E402

BASE = spec_module.load()


def problems(edit_spec=None, edit_ops=None):
    data, ops = copy.deepcopy(BASE.data), copy.deepcopy(BASE.ops.data)
    if edit_spec:
        edit_spec(data)
    if edit_ops:
        edit_ops(ops)
    return validate.check(spec_module.Spec(data, op_table.OpTable(ops)))


def first_param_with_ownership(data):
    return next(p for f in data["functions"] for p in f["params"] if "ownership" in p)


def first_family_op(ops):
    return next(op for op in ops["ops"] if op["family"] == "unary")


CASES = [
    ("unknown function key", lambda d: d["functions"][0].update(shimm=False), None, "shimm"),
    ("misspelt ownership", lambda d: first_param_with_ownership(d)["ownership"].update(owner="borowed"), None,
     "borowed"),
    ("ownership as prose", lambda d: first_param_with_ownership(d).update(ownership="borrowed for the call"), None,
     "ownership"),
    ("missing doc", lambda d: d["functions"][0].pop("doc"), None, "'doc' is a required property"),
    ("release names no function", lambda d: next(
        p for f in d["functions"] for p in f["params"] if p.get("ownership", {}).get("release") == "kiln_tensor_release"
    )["ownership"].update(release="kiln_tensor_free"), None, "kiln_tensor_free"),
    ("unknown op key", None, lambda o: first_family_op(o).update(trait=[]), "trait"),
    ("misspelt trait", None, lambda o: first_family_op(o).update(traits=["transcendentl"]), "transcendentl"),
    ("missing dtype rule", None, lambda o: first_family_op(o).pop("operands"), "operands"),
    ("op declared twice", None, lambda o: o["ops"].append(copy.deepcopy(first_family_op(o))), "declared twice"),
    ("op without spec function", None,
     lambda o: o["ops"].append({"name": "nonzero", "family": "indexing", "since": "1.3", "function": "kiln_nonzero",
                                "reference": "numpy.nonzero", "gradient": "zero"}), "kiln_nonzero"),
    ("op without a gradient rule", None, lambda o: first_family_op(o).pop("gradient"), "gradient"),
    ("gradient rule that does not compile", None,
     lambda o: o["ops"][0].update(gradient="g * no_such_op(x)"), "no_such_op"),
    ("spec op missing from the table", None,
     lambda o: o.update(ops=[op for op in o["ops"] if op["name"] != "pad"]), "kiln_pad"),
]


def main():
    failed = 0
    assert problems() == [], problems()
    for name, edit_spec, edit_ops, needle in CASES:
        found = problems(edit_spec, edit_ops)
        ok = any(needle in line for line in found)
        print("%s: %s" % ("ok  " if ok else "FAIL", name) + ("" if ok else " -> %r" % found))
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
