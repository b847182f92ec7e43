#!/usr/bin/env python3
"""Per-op cost of the Python binding (issue 22): microseconds per lazy op, nothing evaluated, for
the C extension kiln._native and for the ctypes path (KILN_PYTHON_EXTENSION=off), each in its own
interpreter. A case builds a chain of --ops dependent ops (`y = y * 1.0001` and friends) and drops
it; the time covers making every op and releasing every handle, divided by the op count; the
median of --reps rounds after one warm-up round.

    KILN_LIBRARY_PATH=build/release PYTHONPATH=bindings/python \\
    KILN_PYTHON_EXTENSION=build/release/tests/bindings_python/_native.cpython-311-x86_64-linux-gnu.so \\
    /usr/bin/python3 bench/python_per_op.py [--device cpu] [--ops 2000] [--reps 15] [--breakdown]

--breakdown adds where the time of `y * 1.0001` goes on the ctypes path, step by step (timeit
medians of the pieces the operator runs; they overlap a little, so they do not add up exactly).
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

CASES = {
    "y * 1.0001": "y = y * 1.0001",
    "1.0001 * y": "y = 1.0001 * y",
    "y * x": "y = y * x",
    "y + 2 (int)": "y = y + 2",
    "kiln.multiply(y, x)": "y = kiln.multiply(y, x)",
    "-y": "y = -y",
    "kiln.exp(y)": "y = kiln.exp(y)",
}


def measure(device, ops, reps):
    """{case: median us/op} in this interpreter."""
    import kiln
    x = kiln.ones((4,), device=device).eval()
    results = {}
    for name, step in CASES.items():
        # One function per case: the loop is the op, nothing else.
        source = "def run(x, n):\n    y = x\n    for _ in range(n):\n        %s\n    return y\n" % step
        scope = {"kiln": kiln}
        exec(source, scope)
        run = scope["run"]
        times = []
        for rep in range(reps + 1):
            start = time.perf_counter()
            y = run(x, ops)
            del y  # the chain's release is part of the cost
            elapsed = time.perf_counter() - start
            if rep:
                times.append(elapsed / ops * 1e6)
        results[name] = statistics.median(times)
    check = (x * 1.0001 * 2).tolist()
    assert all(abs(v - 2.0002) < 1e-6 for v in check), check
    return results


def breakdown(device):
    """us per step of `y * 1.0001` on the ctypes path, timed piece by piece."""
    import ctypes
    import timeit

    import kiln
    from kiln import ops, tensor
    from kiln._capi import kiln_tensor, lib
    x = kiln.ones((4,), device=device)
    s = ops._weak(1.0001, x.device)
    out = kiln_tensor()
    raw = kiln._capi.load_library()["kiln_multiply"]
    raw.argtypes, raw.restype = lib.kiln_multiply.argtypes, ctypes.c_int
    env = {"x": x, "s": s, "ops": ops, "kiln": kiln, "ctypes": ctypes, "lib": lib, "raw": raw, "out": out,
           "kiln_tensor": kiln_tensor, "release": tensor._release, "T": kiln.Tensor}
    steps = [
        ("whole operator, result dropped", "x * 1.0001"),
        ("operator dispatch (is_operand)", "ops.is_operand(1.0001)"),
        ("operands: _pair -> _like -> _weak (cache hit)", "ops._pair(x, 1.0001)"),
        ("kiln_multiply + release, ctypes with errcheck", "lib.kiln_multiply(x._handle, s._handle, ctypes.byref(out)); release(out)"),
        ("kiln_multiply + release, ctypes without errcheck", "raw(x._handle, s._handle, ctypes.byref(out)); release(out)"),
        ("result: kiln_tensor() + byref + Tensor(handle)", "t = T(kiln_tensor()); t._handle = None"),
        ("finaliser: Tensor.__del__ (handle None)", "t = T(kiln_tensor()); t._handle = None; del t"),
    ]
    rows = []
    for label, stmt in steps:
        runs = timeit.repeat(stmt, number=20000, repeat=7, globals=env)
        rows.append((label, statistics.median(runs) / 20000 * 1e6))
    return rows


def child(mode, args):
    env = dict(os.environ)
    if mode == "ctypes":
        env["KILN_PYTHON_EXTENSION"] = "off"
    command = [sys.executable, __file__, "--child", "--device", args.device, "--ops", str(args.ops), "--reps",
               str(args.reps)]
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit("%s run failed:\n%s" % (mode, done.stderr))
    lines = done.stdout.strip().splitlines()
    native = lines[0]
    return native, {name: float(value) for name, value in (line.rsplit("\t", 1) for line in lines[1:])}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--ops", type=int, default=2000)
    parser.add_argument("--reps", type=int, default=15)
    parser.add_argument("--breakdown", action="store_true")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        from kiln._extension import native
        print(native.__file__ if native else "none")
        for name, us in measure(args.device, args.ops, args.reps).items():
            print("%s\t%.4f" % (name, us))
        return
    extension, fast = child("extension", args)
    _, slow = child("ctypes", args)
    if extension == "none":
        print("kiln._native did not load (set KILN_PYTHON_EXTENSION to the built module): both columns are ctypes")
    print("us per lazy op on %s, %d ops per chain, median of %d (extension: %s)" % (args.device, args.ops, args.reps,
                                                                                  extension))
    print("%-22s %10s %10s %8s" % ("case", "extension", "ctypes", "speedup"))
    for name in CASES:
        print("%-22s %10.2f %10.2f %7.1fx" % (name, fast[name], slow[name], slow[name] / fast[name]))
    if args.breakdown:
        env = dict(os.environ, KILN_PYTHON_EXTENSION="off")
        done = subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, %r); import python_per_op as b; "
                               "[print('%%-52s %%6.2f' %% r) for r in b.breakdown(%r)]"
                               % (os.path.dirname(os.path.abspath(__file__)), args.device)],
                              env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(done.stderr)
        print("\nctypes path, `y * 1.0001` step by step (us):")
        print(done.stdout, end="")


if __name__ == "__main__":
    main()
