#!/usr/bin/env python3
"""fuzz.reaches_every_function: the built fuzzer's call table (KILN_FUZZ_LIST_CALLS=1) names every
function of abi/kiln.api.json, each once, and nothing else. Usage: check_reach.py KILN_FUZZ_BINARY"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "gen"))

from spec import load  # noqa: E402


def main():
    listed = subprocess.run([sys.argv[1]], env=dict(os.environ, KILN_FUZZ_LIST_CALLS="1"), check=True,
                            capture_output=True, text=True).stdout.split()
    wanted = [f["name"] for f in load().functions]
    missing = sorted(set(wanted) - set(listed))
    unknown = sorted(set(listed) - set(wanted))
    twice = sorted({n for n in listed if listed.count(n) > 1})
    for what, names in (("unreachable spec functions", missing), ("not in the spec", unknown), ("listed twice", twice)):
        if names:
            print("%s: %s" % (what, " ".join(names)), file=sys.stderr)
    print("the fuzzer reaches %d of %d spec functions" % (len(set(listed) & set(wanted)), len(wanted)))
    return 1 if missing or unknown or twice else 0


if __name__ == "__main__":
    sys.exit(main())
