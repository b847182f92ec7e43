"""Kiln's CUDA interop layer on an NVIDIA GPU (issue 49): kDLCUDA exchange with PyTorch and CuPy.
Checks that a Kiln tensor on the Vulkan device is CUDA memory to PyTorch and CuPy with no copy
(the same address each time, writes through either side seen by the other and by Kiln), that
kDLCUDA tensors come into Kiln as one device-to-device copy (values, strided views, dtypes), and
times both directions in the same call as PyTorch's own operations. With KILN_CUDA=off it checks
that nothing changed (Kiln's GPU tensors are kDLCPU exports). Prints a table last.
Run: KILN_LIBRARY_PATH=path/to/libkiln.so.1 PYTHONPATH=bindings/python python3 bench/cuda_interop_check.py"""
import os
import statistics
import sys
import time

import numpy as np
import torch

import kiln

rows = []


def check(name, ok, note=""):
    rows.append((name, bool(ok), note))
    print("%-44s %-5s %s" % (name, "ok" if ok else "FAIL", note), flush=True)


info = kiln.info()
line = [l.strip() for l in info.splitlines() if "CUDA interop" in l]
print("\n".join(line))
gpu = kiln.device("vulkan:0")
off = os.environ.get("KILN_CUDA") == "off"
k = kiln.arange(0, 1 << 20, 1, dtype=kiln.float32, device=gpu).reshape(1024, 1024)
if off:
    check("KILN_CUDA=off: kiln-info says so", line and "off: KILN_CUDA=off" in line[0], line[0] if line else "")
    check("KILN_CUDA=off: __dlpack_device__ is kDLCPU", k.__dlpack_device__() == (1, 0), str(k.__dlpack_device__()))
    t = torch.from_dlpack(k)
    check("KILN_CUDA=off: torch gets a CPU tensor", t.device.type == "cpu" and float(t[3, 5]) == 3 * 1024 + 5)
    sys.exit(0 if all(r[1] for r in rows) else 1)

check("layer active", line and "active" in line[0], line[0] if line else "no line")
check("__dlpack_device__ is kDLCUDA", k.__dlpack_device__()[0] == 2, str(k.__dlpack_device__()))

# ---- Kiln -> PyTorch / CuPy: shared memory -------------------------------------------------
expected = np.arange(1 << 20, dtype=np.float32).reshape(1024, 1024)
t = torch.from_dlpack(k)
check("torch sees a CUDA tensor with Kiln's values", t.is_cuda and torch.equal(t.cpu(), torch.from_numpy(expected)),
      str(t.device))
t2 = torch.from_dlpack(k)
check("two exports share one address", t2.data_ptr() == t.data_ptr(), hex(t.data_ptr()))
t.mul_(2)
torch.cuda.synchronize()
check("a torch write is seen by Kiln", np.array_equal(k.numpy(), expected * 2))
s = kiln.arange(0, 12, 1, dtype=kiln.float32, device=gpu).reshape(3, 4)
ts = torch.from_dlpack(s.T)
check("a strided (transposed) view keeps its strides", ts.stride() == (1, 4) and
      torch.equal(ts.cpu(), torch.arange(12.0).reshape(3, 4).T), str(ts.stride()))
kf = kiln.flip(s, axis=1) if hasattr(kiln, "flip") else None
if kf is not None:
    tf = torch.from_dlpack(kf)
    check("a flipped view is exported as a copy", torch.equal(tf.cpu(), torch.arange(12.0).reshape(3, 4).flip(1)))
for kd, td in [(kiln.float16, torch.float16), (kiln.bfloat16, torch.bfloat16), (kiln.int64, torch.int64),
               (kiln.uint8, torch.uint8)]:
    x = kiln.arange(0, 64, 1, dtype=kd, device=gpu)
    tx = torch.from_dlpack(x)
    check("kiln->torch %s" % td, tx.is_cuda and tx.dtype == td and torch.equal(tx.cpu().float(), torch.arange(64.0)))
y = kiln.full((256, 256), 1.0, dtype=kiln.float32, device=gpu) + 1.0  # written by a Vulkan kernel
ty = torch.from_dlpack(y)
check("a Vulkan eval's result is seen by torch", float(ty.sum()) == 2.0 * 256 * 256)
try:
    import cupy
    c = cupy.from_dlpack(y)
    tz = torch.from_dlpack(y)
    check("cupy sees the same memory", c.data.ptr == tz.data_ptr() and float(c.sum()) == 2.0 * 256 * 256)
    tz.add_(1)
    torch.cuda.synchronize()
    check("a torch write is seen by cupy", float(c.sum()) == 3.0 * 256 * 256)
    c *= 2
    cupy.cuda.runtime.deviceSynchronize()
    check("a cupy write is seen by torch and Kiln", float(tz.sum()) == 6.0 * 256 * 256 and
          float(y.numpy().sum()) == 6.0 * 256 * 256)
except ImportError:
    print("no cupy")

# ---- PyTorch -> Kiln: one device-to-device copy ----------------------------------------------
g = torch.randn(1024, 512, device="cuda")
kg = kiln.from_dlpack(g)
check("torch->kiln values (on %s)" % kg.device.label, kg.device.label == "vulkan:0" and
      np.array_equal(kg.numpy(), g.cpu().numpy()))
gv = g[::2, 1::3]
check("torch->kiln strided view", np.array_equal(kiln.from_dlpack(gv).numpy(), gv.cpu().numpy()), str(gv.stride()))
for td in [torch.float16, torch.bfloat16, torch.int32]:
    gd = (torch.arange(1000, device="cuda") % 77).to(td)
    back = kiln.from_dlpack(gd).astype(kiln.float32).numpy()
    check("torch->kiln %s" % td, np.array_equal(back, gd.float().cpu().numpy()))
g.fill_(7)  # the import was a copy: later torch writes do not reach it
torch.cuda.synchronize()
check("an import is Kiln's own copy", float(kg.numpy()[0, 0]) != 7.0)
cpu_copy = kiln.from_dlpack(torch.ones(8, device="cuda"), device="cpu")
check("torch->kiln onto the CPU", cpu_copy.device.label == "cpu" and float(cpu_copy.numpy().sum()) == 8.0)

# ---- timings ------------------------------------------------------------------------------
def median_us(fn, n):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e6)
    return statistics.median(times)


table = []
for label, n in [("4 KiB", 1024), ("1 GiB", 1 << 28)]:
    x = kiln.full((n,), 1.0, dtype=kiln.float32, device=gpu)
    torch.from_dlpack(x)  # evaluates and imports the block once
    us_kiln = median_us(lambda: torch.from_dlpack(x), 200)
    tt = torch.ones(n, device="cuda")
    us_torch = median_us(lambda: torch.from_dlpack(tt), 200)  # PyTorch's own DLPack round trip
    table.append(("torch.from_dlpack(kiln) %s" % label, us_kiln, "torch.from_dlpack(torch) %.2f us" % us_torch))
for label, n in [("64 MiB", 1 << 24), ("1 GiB", 1 << 28)]:
    src = torch.ones(n, device="cuda")
    kiln.from_dlpack(src)
    times = []
    for _ in range(7):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        kn = kiln.from_dlpack(src)
        times.append(time.perf_counter() - t0)
        del kn
    sec = statistics.median(times)
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    clones = []
    for _ in range(7):
        start.record()
        src.clone()
        end.record()
        torch.cuda.synchronize()
        clones.append(start.elapsed_time(end) / 1e3)
    csec = statistics.median(clones)
    nbytes = n * 4
    table.append(("kiln.from_dlpack(torch cuda) %s" % label, sec * 1e6,
                  "%.0f GB/s (read+write); torch clone %.0f GB/s; ratio %.2f" %
                  (2 * nbytes / sec / 1e9, 2 * nbytes / csec / 1e9, csec / sec)))

print("\n%-40s %12s  %s" % ("timing (median)", "us", "note"))
for name, us, note in table:
    print("%-40s %12.2f  %s" % (name, us, note))
bad = [r for r in rows if not r[1]]
print("\n%d checks, %d failed%s" % (len(rows), len(bad), "".join("\n  FAIL " + r[0] for r in bad)))
sys.exit(1 if bad else 0)
