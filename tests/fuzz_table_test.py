#!/usr/bin/env python3
"""The fuzzer's call table (tools/gen/emit_fuzz.py) reaches every spec function by construction:
each has a generated or a hand-written routine; a new function of known argument kinds gets one
with no edit; one the generator cannot draw arguments for stops generation, naming it."""
import copy
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools", "gen"))

import emit_fuzz  # noqa: E402
import spec as spec_module  # noqa: E402

BASE = spec_module.load()


def with_function(f):
    s = copy.copy(BASE)
    s.functions = BASE.functions + [f]
    return s


def new_function(*params):
    return {"name": "kiln_fuzz_probe", "since": "1.0", "doc": "a probe", "returns": "kiln_status", "params": list(params)}


def main():
    failures = []
    table = emit_fuzz.routines(BASE)
    reached = {name for name, _, _ in table}
    missing = sorted({f["name"] for f in BASE.functions} - reached)
    if missing:
        failures.append("spec functions without a routine: " + " ".join(missing))
    generated = sum(1 for _, _, code in table if code)
    print("%d spec functions: %d generated routines, %d hand-written" % (len(table), generated, len(table) - generated))

    probe = new_function({"name": "x", "type": "kiln_tensor", "doc": "input"},
                         {"name": "axes", "type": "const int64_t*", "length": "naxes", "nullable": True, "doc": "axes"},
                         {"name": "naxes", "type": "size_t", "doc": "count"},
                         {"name": "out", "type": "kiln_tensor*", "direction": "out", "doc": "result"})
    if "void call_kiln_fuzz_probe(" not in emit_fuzz.emit(with_function(probe)):
        failures.append("a new function of known kinds got no generated routine")

    opaque = new_function({"name": "hook", "type": "kiln_telemetry_callback", "doc": "a callback"})
    try:
        emit_fuzz.routines(with_function(opaque))
        failures.append("a function with an undrawable argument was accepted")
    except ValueError as why:
        if "kiln_fuzz_probe" not in str(why):
            failures.append("the refusal does not name the function: %s" % why)

    for failure in failures:
        print("FAIL:", failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
