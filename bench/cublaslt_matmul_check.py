"""Kiln's products on cuBLASLt through the CUDA interop layer (issue 49) on an NVIDIA GPU: checks
each result against PyTorch's and against Kiln's own Vulkan kernels (KILN_CUBLASLT=off), then times
square float16, bfloat16 and float32 matmul (4096, 8192) against PyTorch eager in the same call
(wall time of the product and its wait, medians), and the boundary (a tiny product on cuBLASLt,
KILN_CUBLASLT=always, against the same product on the Vulkan kernels). Prints a table last.
Run: KILN_LIBRARY_PATH=path/to/libkiln.so.1 PYTHONPATH=bindings/python python3 bench/cublaslt_matmul_check.py"""
import os
import statistics
import sys
import time

import torch

import kiln

gpu = kiln.device("vulkan:0")
torch.backends.cuda.matmul.allow_tf32 = False  # PyTorch's default, said out loud
checks, table = [], []


refusals = set()


def kiln_product(a, b, mode):
    """a @ b evaluated; mode "on" asks for cuBLASLt with KILN_CUBLASLT=require (a product left to the
    Vulkan kernels fails its eval with the reason, printed once, and then runs with "on")."""
    os.environ["KILN_CUBLASLT"] = "require" if mode == "on" else mode
    try:
        c = a @ b
        c.eval()
    except Exception as e:  # noqa: BLE001 - the reason is what we want to see
        if str(e) not in refusals:
            refusals.add(str(e))
            print("NOT ON cuBLASLt: %s" % e, flush=True)
        os.environ["KILN_CUBLASLT"] = "on"
        c = a @ b
        c.eval()
    return c


def wall(fn, n):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


for tdtype, kdtype, tol in [(torch.float16, kiln.float16, 2e-2), (torch.bfloat16, kiln.bfloat16, 5e-2),
                            (torch.float32, kiln.float32, 1e-4)]:
    for size in [int(v) for v in os.environ.get("CUBLASLT_SIZES", "4096,8192").split(",")]:
        ta = torch.randn(size, size, device="cuda", dtype=tdtype)
        tb = torch.randn(size, size, device="cuda", dtype=tdtype)
        ka, kb = kiln.from_dlpack(ta), kiln.from_dlpack(tb)
        ref = (ta.double() @ tb.double())
        scale = float(ref.abs().max())
        on_cuda = torch.from_dlpack(kiln_product(ka, kb, "on")).double()
        on_vulkan = torch.from_dlpack(kiln_product(ka, kb, "off")).double()
        torch_err = float((ta @ tb).double().sub(ref).abs().max()) / scale
        cuda_err = float(on_cuda.sub(ref).abs().max()) / scale
        vulkan_err = float(on_vulkan.sub(ref).abs().max()) / scale
        ok = cuda_err < tol and cuda_err <= max(2 * torch_err, 1e-6) + 1e-3 and float(on_cuda.sub(on_vulkan).abs().max()) / scale < tol
        checks.append(ok)
        print("%s %d: error vs float64 cuBLASLt %.2e, Vulkan %.2e, torch %.2e %s" %
              (tdtype, size, cuda_err, vulkan_err, torch_err, "ok" if ok else "FAIL"), flush=True)
        os.environ["KILN_CUBLASLT"] = "on"
        for _ in range(3):
            kiln_product(ka, kb, "on")
            ta @ tb
        torch.cuda.synchronize()
        n = 20 if size == 4096 else 10
        k_sec = wall(lambda: kiln_product(ka, kb, "on"), n)
        v_sec = wall(lambda: kiln_product(ka, kb, "off"), max(3, n // 4))

        def torch_once():
            ta @ tb
            torch.cuda.synchronize()

        t_sec = wall(torch_once, n)
        flop = 2.0 * size ** 3
        table.append(("matmul %s %d" % (str(tdtype).replace("torch.", ""), size), flop / k_sec / 1e12,
                      flop / t_sec / 1e12, t_sec / k_sec, flop / v_sec / 1e12))
        print("  %s: Kiln %.1f TF/s, torch %.1f TF/s, ratio %.2fx, Vulkan kernels %.1f TF/s" % (table[-1][0],
              table[-1][1], table[-1][2], table[-1][3], table[-1][4]), flush=True)
        del ta, tb, ka, kb, ref, on_cuda, on_vulkan

# The float16 MLP block of bench/workloads.py: relu(x @ w1 + b1) @ w2 + b2, 8192 x 4096 x 4096; the
# products on cuBLASLt with bias and relu in its epilogues (backend/vulkan/blas_epilogue.h).
mlp = os.environ.get("CUBLASLT_MLP", "1") == "1"  # 0 skips the block (a short call)
if mlp:
    x, w1, w2 = [(torch.rand(shape, device="cuda") * 2 - 1).half() for shape in ((8192, 4096), (4096, 4096), (4096, 4096))]
    b1, b2 = [(torch.rand(4096, device="cuda") * 2 - 1).half() for _ in range(2)]
    kx, kw1, kw2, kb1, kb2 = [kiln.from_dlpack(t) for t in (x, w1, w2, b1, b2)]


    def kiln_mlp(mode):
        os.environ["KILN_CUBLASLT"] = mode
        y = kiln.relu(kx @ kw1 + kb1) @ kw2 + kb2
        y.eval()
        return y


    href = torch.relu(x.double() @ w1.double() + b1.double())
    ref = href @ w2.double() + b2.double()
    scale = float((href @ w2.double().abs() + b2.double().abs()).abs().max())
    try:  # every product of the block on cuBLASLt, or the reason why not
        mlp_cuda = torch.from_dlpack(kiln_mlp("require")).double()
    except Exception as e:  # noqa: BLE001
        print("NOT ON cuBLASLt (MLP block): %s" % e, flush=True)
        mlp_cuda = torch.from_dlpack(kiln_mlp("on")).double()
    mlp_vulkan = torch.from_dlpack(kiln_mlp("off")).double()
    err_cuda, err_vulkan = float((mlp_cuda - ref).abs().max()) / scale, float((mlp_vulkan - ref).abs().max()) / scale
    err_torch = float((torch.relu(x @ w1 + b1) @ w2 + b2).double().sub(ref).abs().max()) / scale
    checks.append(err_cuda < 1e-2)
    print("MLP block float16: error cuBLASLt %.2e, Vulkan %.2e, torch %.2e %s" %
          (err_cuda, err_vulkan, err_torch, "ok" if err_cuda < 1e-2 else "FAIL"), flush=True)
    for _ in range(3):
        kiln_mlp("on")
    k_sec = wall(lambda: kiln_mlp("on"), 10)
    v_sec = wall(lambda: kiln_mlp("off"), 3)


    def torch_mlp():
        torch.relu(x @ w1 + b1) @ w2 + b2
        torch.cuda.synchronize()


    torch_mlp()
    t_sec = wall(torch_mlp, 10)
    flop = 4.0 * 8192 * 4096 * 4096
    table.append(("MLP block float16", flop / k_sec / 1e12, flop / t_sec / 1e12, t_sec / k_sec, flop / v_sec / 1e12))
    del x, w1, w2, b1, b2, kx, kw1, kw2, kb1, kb2, href, ref, mlp_cuda, mlp_vulkan

# int8 and uint8 products (Kiln's wrap to 8 bits): cuBLASLt's int32 result narrowed by a Vulkan
# cast, against the exact product (float64 on the GPU: sums below 2^53) mod 256 and against the
# Vulkan int8 kernels; then int8 4096^3 timed against torch._int_mm (int8 -> int32, the same
# tensor-core work without the narrowing).
for tdtype, kname in ((torch.int8, "int8"), (torch.uint8, "uint8")):
    lo, hi = (-128, 128) if tdtype == torch.int8 else (0, 256)
    ia = torch.randint(lo, hi, (2048, 2048), device="cuda", dtype=tdtype)
    ib = torch.randint(lo, hi, (2048, 2048), device="cuda", dtype=tdtype)
    exact = (ia.double() @ ib.double()).long().remainder(256)
    for mode in ("on", "off"):
        got = torch.from_dlpack(kiln_product(kiln.from_dlpack(ia), kiln.from_dlpack(ib), mode)).long().remainder(256)
        ok = bool(torch.equal(got, exact))
        checks.append(ok)
        print("%s 2048 product, KILN_CUBLASLT=%s: %s" % (kname, mode, "equal to the exact product mod 256" if ok
                                                          else "FAIL (%d differ)" % int((got != exact).sum())), flush=True)
if hasattr(torch, "_int_mm"):
    ia = torch.randint(-128, 128, (4096, 4096), device="cuda", dtype=torch.int8)
    ib = torch.randint(-128, 128, (4096, 4096), device="cuda", dtype=torch.int8)
    ka8, kb8 = kiln.from_dlpack(ia), kiln.from_dlpack(ib)
    for _ in range(3):
        kiln_product(ka8, kb8, "on")
        torch._int_mm(ia, ib)
    k_sec = wall(lambda: kiln_product(ka8, kb8, "on"), 20)
    v_sec = wall(lambda: kiln_product(ka8, kb8, "off"), 5)

    def torch_int_mm():
        torch._int_mm(ia, ib)
        torch.cuda.synchronize()

    t_sec = wall(torch_int_mm, 20)
    ops = 2.0 * 4096 ** 3
    table.append(("matmul int8 4096", ops / k_sec / 1e12, ops / t_sec / 1e12, t_sec / k_sec, ops / v_sec / 1e12))
    del ia, ib, ka8, kb8
os.environ["KILN_CUBLASLT"] = "on"

# cuBLASLt's tanh-GELU epilogue (GPT-2's MLP): gelu_tanh(x @ w + b), float16, 2048 x 1024 x 4096.
gx, gw = torch.randn(2048, 1024, device="cuda").half(), (torch.randn(1024, 4096, device="cuda") / 32).half()
gb = torch.randn(4096, device="cuda").half()
gref = torch.nn.functional.gelu(gx.double() @ gw.double() + gb.double(), approximate="tanh")
for mode in ("require", "off"):
    os.environ["KILN_CUBLASLT"] = mode
    try:
        got = kiln.gelu_tanh(kiln.from_dlpack(gx) @ kiln.from_dlpack(gw) + kiln.from_dlpack(gb))
        got.eval()
    except Exception as e:  # noqa: BLE001
        print("NOT ON cuBLASLt (gelu_tanh product): %s" % e, flush=True)
        checks.append(False)
        continue
    err = float((torch.from_dlpack(got).double() - gref).abs().max()) / float(gref.abs().max())
    checks.append(err < 1e-2)
    print("gelu_tanh(x @ w + b) float16, KILN_CUBLASLT=%s: error %.2e %s" % (mode, err, "ok" if err < 1e-2 else "FAIL"),
          flush=True)
os.environ["KILN_CUBLASLT"] = "on"

# The boundary: a 64^3 float32 product, cuBLASLt forced, against the Vulkan kernel and PyTorch.
sa = kiln.from_dlpack(torch.randn(64, 64, device="cuda"))
sb = kiln.from_dlpack(torch.randn(64, 64, device="cuda"))
for mode in ("always", "off"):
    for _ in range(20):
        kiln_product(sa, sb, mode)
small_cuda = wall(lambda: kiln_product(sa, sb, "always"), 200)
small_vulkan = wall(lambda: kiln_product(sa, sb, "off"), 200)
xa, xb = torch.randn(64, 64, device="cuda"), torch.randn(64, 64, device="cuda")


def torch_small():
    xa @ xb
    torch.cuda.synchronize()


small_torch = wall(torch_small, 200)

# The boundary inside one eval: 32 dependent 64^3 products, each followed by tanh (a Vulkan
# kernel), so the eval crosses from Vulkan to CUDA and back 32 times. cuBLASLt forced, ordered on
# the GPU by the shared timeline and, with KILN_CUDA_HANDOFF=wait, by host waits; against the same
# chain on the Vulkan kernels alone. Each result is checked first (a missed order shows here).
LINKS = 32
cw = kiln.from_dlpack(torch.randn(64, 64, device="cuda") / 8)


def chain(mode, handoff):
    os.environ["KILN_CUBLASLT"], os.environ["KILN_CUDA_HANDOFF"] = mode, handoff
    x = sa
    for _ in range(LINKS):
        x = kiln.tanh(x @ cw)
    x.eval()
    return x


chain_ref = torch.from_dlpack(chain("off", "gpu")).double()
for handoff in ("gpu", "wait"):
    got = torch.from_dlpack(chain("require", handoff)).double()
    err = float((got - chain_ref).abs().max())
    checks.append(err < 1e-4)
    print("chain of %d products, hand-off %s: max difference from the Vulkan kernels %.2e %s" %
          (LINKS, handoff, err, "ok" if err < 1e-4 else "FAIL"), flush=True)
for mode, handoff in (("always", "gpu"), ("always", "wait"), ("off", "gpu")):
    for _ in range(5):
        chain(mode, handoff)
chain_gpu = wall(lambda: chain("always", "gpu"), 50)
chain_wait = wall(lambda: chain("always", "wait"), 50)
chain_vulkan = wall(lambda: chain("off", "gpu"), 50)
os.environ["KILN_CUBLASLT"], os.environ["KILN_CUDA_HANDOFF"] = "on", "gpu"
chain_line = ("chain of %d products+tanh, one eval, median: shared timeline %.1f us, host waits %.1f us, Vulkan alone"
              " %.1f us; per boundary %.2f us (host waits %.2f us)" %
              (LINKS, chain_gpu * 1e6, chain_wait * 1e6, chain_vulkan * 1e6, (chain_gpu - chain_vulkan) / LINKS * 1e6,
               (chain_wait - chain_vulkan) / LINKS * 1e6))
print(chain_line, flush=True)

print("\n%-22s %10s %10s %8s %12s" % ("product", "Kiln TF/s", "torch TF/s", "ratio", "Vulkan TF/s"))  # int8: TOP/s
for name, k, t, r, v in table:
    print("%-22s %10.1f %10.1f %8.2fx %12.1f" % (name, k, t, r, v))
print("64^3 float32 eval, median: cuBLASLt %.1f us, Vulkan kernel %.1f us, torch matmul+sync %.1f us" %
      (small_cuda * 1e6, small_vulkan * 1e6, small_torch * 1e6))
print(chain_line)
print("%d of %d products checked ok" % (sum(checks), len(checks)))
sys.exit(0 if all(checks) else 1)
