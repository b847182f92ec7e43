#!/usr/bin/env python3
"""Generates every file derived from abi/kiln.api.json and its op table abi/ops.json, after checking
both against their schemas (tools/gen/validate.py). `--check` writes nothing and exits 1 when the
spec is malformed or a generated file is missing or stale."""
import argparse
import glob
import importlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import emit_docs  # noqa: E402
import emit_fuzz  # noqa: E402
import emit_gradients  # noqa: E402
import emit_header  # noqa: E402
import emit_linker  # noqa: E402
import emit_mirrors  # noqa: E402
import emit_ops  # noqa: E402
import emit_python  # noqa: E402
import emit_shims  # noqa: E402
import emit_tests  # noqa: E402
import validate  # noqa: E402
from spec import ROOT, load  # noqa: E402


def resolved_spec(spec):
    """The spec with the op table's functions merged in, for clients that read a spec file
    (tests/ffi) rather than this generator."""
    data = dict(spec.data)
    data.pop("op_table")
    data["functions"] = spec.functions
    return json.dumps(data, indent=1) + "\n"


def outputs(spec):
    return {
        "abi/kiln.api.resolved.gen.json": resolved_spec(spec),
        "include/kiln/kiln.h": emit_header.emit(spec),
        "src/api/kiln.map": emit_linker.emit(spec),
        "src/api/entry.gen.h": emit_shims.emit_header(spec),
        "src/api/entry.gen.cpp": emit_shims.emit_source(spec),
        "tests/abi_misuse.gen.cpp": emit_tests.emit(spec),
        "tests/fuzz/fuzz_calls.gen.cpp": emit_fuzz.emit(spec),
        "bindings/python/kiln/_capi.py": emit_python.emit(spec),
        "docs/api.md": emit_docs.emit(spec),
        **emit_ops.outputs(spec),
        **emit_gradients.outputs(spec),
        **emit_mirrors.outputs(spec),
        **language_outputs(spec),
    }


def language_outputs(spec):
    """Each tools/gen/lang_<name>.py emits one language's thin layer: outputs(spec) -> {path: text}."""
    found = {}
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "lang_*.py"))):
        module = importlib.import_module(os.path.splitext(os.path.basename(path))[0])
        found.update(module.outputs(spec))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if any generated file is stale")
    args = parser.parse_args()
    spec = load()
    problems = validate.check(spec)
    if problems:
        print("abi/ spec errors:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    try:
        files = outputs(spec)
    except ValueError as why:  # a generator that cannot serve the spec (e.g. an undrawable fuzz argument)
        print(why, file=sys.stderr)
        return 1
    stale = []
    for rel, text in files.items():
        path = os.path.join(ROOT, rel)
        current = open(path).read() if os.path.exists(path) else None
        if current == text:
            continue
        if args.check:
            stale.append(rel)
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as fh:
                fh.write(text)
            print("generated", rel)
    if stale:
        print("stale generated files (run tools/gen/generate.py):\n  " + "\n  ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
