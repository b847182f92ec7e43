#!/usr/bin/env python3
"""The workloads benchmark: the same cases through PyTorch (eager, torch.compile, a CUDA graph for
the 1000-op chain; CUDA events, median after warm-up) and through Kiln (bench/workloads_bench:
wall time around kiln_tensor_eval and GPU time from Vulkan timestamp queries), in one call on one
GPU. Every result is checked first (PyTorch's against float64 here, Kiln's inside
workloads_bench); then a table of times and ratios (PyTorch time / Kiln time: >= 1 means Kiln is
as fast or faster).

    python3 bench/workloads.py --bench path/to/workloads_bench [--cases gelu,softmax,...] [--json out.json]
"""
import argparse
import json
import statistics
import subprocess
import sys
import time

CASES = "gelu,softmax,log_softmax_rows,layer_norm_composite,transpose,sum0,sum1,chain,add,sum,copy"
# name in --cases: (result name, dtype, batch, M, K, N)
MATMULS = {
    "mm_f16_4096": ("matmul_f16_4096", "float16", 1, 4096, 4096, 4096),
    "mm_f16_8192": ("matmul_f16_8192", "float16", 1, 8192, 8192, 8192),
    "mm_f16_4096_bt": ("matmul_f16_4096_bt", "float16", 1, 4096, 4096, 4096),  # a @ w.T
    "mm_bf16_4096": ("matmul_bf16_4096", "bfloat16", 1, 4096, 4096, 4096),
    "mm_bf16_8192": ("matmul_bf16_8192", "bfloat16", 1, 8192, 8192, 8192),
    "mm_bf16_4096_bt": ("matmul_bf16_4096_bt", "bfloat16", 1, 4096, 4096, 4096),  # a @ w.T
    "mm_f32_4096": ("matmul_f32_4096", "float32", 1, 4096, 4096, 4096),
    "mm_f32_8192": ("matmul_f32_8192", "float32", 1, 8192, 8192, 8192),
    "mm_f32_1024": ("matmul_f32_1024", "float32", 1, 1024, 1024, 1024),  # 64 tiles: K split
    "mm_f32_4096_bt": ("matmul_f32_4096_bt", "float32", 1, 4096, 4096, 4096),  # a @ w.T
    "attention_f16": ("attention_f16_64x2048x128", "float16", 64, 2048, 128, 2048),
    # int8 x int8: Kiln's result is int8 (wrapped, as NumPy's); PyTorch's reference is
    # torch._int_mm (cuBLASLt, int32 result): CUDA has no int8 matmul with an int8 result.
    "mm_s8_4096": ("matmul_s8_4096", "int8", 1, 4096, 4096, 4096),
    "mm_s8_8192": ("matmul_s8_8192", "int8", 1, 8192, 8192, 8192),
}
MLPS = {"mlp_f32": ("mlp_f32_8192x4096", "float32"), "mlp_f16": ("mlp_f16_8192x4096", "float16")}
# conv2d on ResNet-50 layer shapes, batch 32, padding k // 2: (in channels, out channels, pixels, k)
CONVS = {"conv_r50_64": (64, 64, 56, 3), "conv_r50_128": (128, 128, 28, 3), "conv_r50_256": (256, 256, 14, 3),
         "conv_r50_1x1": (256, 64, 56, 1)}
# Fused fast ops (issue 19): name in --cases: (result name, dtype). Norms over rows of 8192x4096
# with weight (and bias); attention batch 8, 16 heads, sequence 2048, head 128, causal.
NORMS = {"layer_norm_f16": ("layer_norm_f16_8192x4096", "float16"), "layer_norm_f32": ("layer_norm_f32_8192x4096", "float32"),
         "rms_norm_f16": ("rms_norm_f16_8192x4096", "float16"), "rms_norm_f32": ("rms_norm_f32_8192x4096", "float32")}
SDPA = {"sdpa_f16": ("sdpa_f16_8x16x2048x128_causal", "float16")}
# Issue 18 (the --cases name is the result name): sort of 16 Mi float32 (values and indices),
# cumsum of 64 Mi, gather and index_add of 16 Mi indices, torch.rand of 256 Mi float32.
ISSUE18 = "sort_16Mi,cumsum_64Mi,gather_16Mi,scatter_add_16Mi,uniform_256Mi"


def cuda_timer(torch):
    def timed(fn, warmup=3, reps=20):
        for _ in range(warmup):
            fn()
        times = []
        for _ in range(reps):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end) * 1e-3)
        return statistics.median(times)

    return timed


def close(torch, got, ref, atol, rtol):
    return bool(torch.all((got.double() - ref).abs() <= atol + rtol * ref.abs()).item())


def compiled(torch, fn, *args):
    """torch.compile'd fn, or None where compiling fails on this machine."""
    try:
        c = torch.compile(fn)
        c(*args)
        return c
    except Exception as e:  # noqa: BLE001 - report, do not stop the run
        print("torch.compile failed for %s: %s" % (fn.__name__, str(e).splitlines()[0]), file=sys.stderr)
        return None


def torch_cases(case_list):
    import torch

    cases = set(case_list.split(","))  # whole names: "sum" must not match "sum0"

    torch.backends.cuda.matmul.allow_tf32 = False
    dev = torch.device("cuda")
    timed = cuda_timer(torch)
    out = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__}

    def record(case, fn, check, fast=None, fast_kind=""):
        assert check, case + ": PyTorch's result is wrong"
        row = {"eager": timed(fn)}
        if fast is not None:
            row["fast"], row["fast_kind"] = timed(fast), fast_kind
        out[case] = row
        print("torch %s: %s" % (case, row), file=sys.stderr)

    if "gelu" in cases:
        x = torch.rand(64 << 20, device=dev) * 8 - 4

        def gelu(x):
            return 0.5 * x * (1 + torch.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))

        xd = x.double()
        ref = 0.5 * xd * (1 + torch.tanh(0.7978845608 * (xd + 0.044715 * xd * xd * xd)))
        c = compiled(torch, gelu, x)
        ok = close(torch, gelu(x), ref, 1e-6, 1e-5) and (c is None or close(torch, c(x), ref, 1e-6, 1e-5))
        record("gelu_f32_64Mi", lambda: gelu(x), ok, c and (lambda: c(x)), "torch.compile")
        del x, xd, ref
    if "softmax" in cases:
        x = (torch.rand(8192, 4096, device=dev) * 2 - 1) * 8
        ref = torch.softmax(x.double(), dim=1)
        ok = close(torch, torch.softmax(x, dim=1), ref, 1e-9, 1e-5)
        record("softmax_rows_8192x4096", lambda: torch.softmax(x, dim=1), ok)
        del x, ref
    if "log_softmax_rows" in cases or "layer_norm_composite" in cases:
        # Kiln writes these from ops (row fusion makes each one kernel); PyTorch's own kernels.
        # Same inputs as workloads_bench.cpp: (rand * 2 - 1) * 8.
        x = (torch.rand(8192, 4096, device=dev) * 2 - 1) * 8
        xd = x.double()
        if "log_softmax_rows" in cases:
            ref = torch.log_softmax(xd, dim=1)
            ok = close(torch, torch.log_softmax(x, dim=1), ref, 1e-5, 1e-5)
            record("log_softmax_rows_8192x4096", lambda: torch.log_softmax(x, dim=1), ok)
        if "layer_norm_composite" in cases:
            ref = torch.nn.functional.layer_norm(xd, (4096,), eps=1e-5)
            fn = lambda: torch.nn.functional.layer_norm(x, (4096,), eps=1e-5)
            record("layer_norm_composite_8192x4096", fn, close(torch, fn(), ref, 1e-4, 1e-4))
        del x, xd, ref
    if any(c in cases for c in ("transpose", "sum0", "sum1")):
        x = torch.rand(8192, 8192, device=dev) * 2 - 1
        if "transpose" in cases:
            record("copy_transposed_8192x8192", lambda: x.t().contiguous(), torch.equal(x.t().contiguous().t(), x))
        for axis in (0, 1):
            if "sum%d" % axis in cases:
                ref = x.double().sum(axis)
                mag = x.double().abs().sum(axis)
                ok = bool(torch.all((x.sum(axis).double() - ref).abs() <= 1e-6 * mag).item())
                record("sum_axis%d_8192x8192" % axis, lambda: x.sum(axis), ok)
        del x
    if "chain" in cases:
        x = torch.rand(4096, device=dev) * 2 - 1
        c = 1 + (torch.rand(4096, device=dev) * 2 - 1) * 1e-3

        def chain():
            y = x
            for i in range(1000):
                y = y * c if i % 2 else y + c
            return y

        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            chain()  # warm-up before capture
        torch.cuda.current_stream().wait_stream(s)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            captured = chain()
        graph.replay()
        ok = torch.equal(captured, chain())
        record("chain_1000_ops_per_op", chain, ok, graph.replay, "CUDA graph")
        for k in ("eager", "fast"):
            out["chain_1000_ops_per_op"][k] /= 1000
    if any(c in cases for c in ("add", "sum", "copy")):
        n = 1 << 28
        a = torch.rand(n, device=dev) * 2 - 1
        b = torch.rand(n, device=dev) * 2 - 1
        if "add" in cases:
            record("add_f32_1GiB", lambda: a + b, torch.equal(a + b, (a.double() + b.double()).float()))
        if "sum" in cases:
            ok = abs(a.sum().item() - a.double().sum().item()) <= 1e-6 * a.abs().double().sum().item()
            record("sum_f32_1GiB", lambda: a.sum(), ok)
        if "copy" in cases:
            record("copy_f32_1GiB", lambda: a.clone(), torch.equal(a.clone(), a))
        del a, b
    wanted = cases
    for key, (case, dtype_name, batch, m, k, n) in MATMULS.items():
        if key not in wanted:
            continue
        dtype = getattr(torch, dtype_name)
        shape_a, shape_b = ((batch, m, k), (batch, k, n)) if batch > 1 else ((m, k), (k, n))
        if dtype == torch.int8:
            a, b = [torch.randint(-128, 128, s, device=dev, dtype=torch.int8) for s in (shape_a, shape_b)]
            exact = (a[:64].double() @ b.double()).to(torch.int64)  # float64 holds these sums exactly
            ok = torch.equal(torch._int_mm(a, b)[:64].to(torch.int64), exact)
            record(case, lambda: torch._int_mm(a, b), ok)
            out[case]["flops"] = 2.0 * batch * m * k * n
            del a, b
            continue
        a = (torch.rand(shape_a, device=dev) * 2 - 1).to(dtype)
        b = (torch.rand(shape_b, device=dev) * 2 - 1).to(dtype)
        if key.endswith("_bt"):
            b = (torch.rand(shape_b[::-1], device=dev) * 2 - 1).to(dtype).t()
        ok = matmul_close(torch, a @ b, a.double() @ b.double(), a.double().abs() @ b.double().abs(), dtype)
        record(case, lambda: a @ b, ok)
        out[case]["flops"] = 2.0 * batch * m * k * n
        del a, b
    if "sort_rows" in wanted:
        x = torch.rand(4096, 4096, device=dev) * 2 - 1
        ok = torch.equal(torch.sort(x, dim=1).values.cpu(), torch.from_numpy(__import__("numpy").sort(x.cpu().numpy(), axis=1)))
        record("sort_rows_4096x4096", lambda: torch.sort(x, dim=1), ok)
        del x
    if "pad_interior" in wanted:  # Kiln's pad_general, interior 1 and one fill around: a strided write
        x = torch.rand(4096, 4096, device=dev) * 2 - 1

        def pad_interior():
            out = torch.full((8193, 8193), -5.0, device=dev)
            out[1:-1:2, 1:-1:2] = x
            return out
        got = pad_interior()
        ok = torch.equal(got[1::2, 1::2][:4096, :4096], x) and bool((got[0::2] == -5.0).all())
        record("pad_interior_f32_4096", pad_interior, ok)
        del x, got
    if "put_slice" in wanted:  # Kiln's dynamic_update_slice: a copy of x with a 2048x2048 window replaced
        x = torch.rand(8192, 8192, device=dev) * 2 - 1
        u = torch.rand(2048, 2048, device=dev) * 2 - 1

        def put_slice():
            out = x.clone()
            out[1000:3048, 6144:8192] = u
            return out
        got = put_slice()
        ok = torch.equal(got[1000:3048, 6144:8192], u) and torch.equal(got[:1000], x[:1000])
        record("put_slice_f32_8192_2048", put_slice, ok)
        del x, u, got
    if "dot_general_f16" in wanted:  # Kiln's dot_general: batch 0, contracting both last axes
        a = (torch.rand(32, 1024, 1024, device=dev) * 2 - 1).half()
        b = (torch.rand(32, 1024, 1024, device=dev) * 2 - 1).half()
        einsum = lambda: torch.einsum("bmk,bnk->bmn", a, b)
        ok = matmul_close(torch, einsum(), torch.einsum("bmk,bnk->bmn", a.double(), b.double()),
                          torch.einsum("bmk,bnk->bmn", a.double().abs(), b.double().abs()), torch.float16)
        record("dot_general_f16_32x1024_bt", einsum, ok)
        out["dot_general_f16_32x1024_bt"]["flops"] = 2.0 * 32 * 1024 ** 3
        del a, b
    for key, case, fn, ref_fn in [("gelu_erf", "gelu_erf_f32_64Mi", torch.nn.functional.gelu,
                                   lambda xd: 0.5 * xd * torch.erfc(-xd / 2 ** 0.5)),
                                  ("silu", "silu_f32_64Mi", torch.nn.functional.silu, lambda xd: xd * torch.sigmoid(xd))]:
        if key in wanted:
            x = torch.rand(64 << 20, device=dev) * 12 - 6
            ok = close(torch, fn(x), ref_fn(x.double()), 1e-6, 1e-5)
            record(case, lambda: fn(x), ok)
            del x
    for key, (case, dtype_name) in MLPS.items():
        if key not in wanted:
            continue
        dtype = getattr(torch, dtype_name)
        x, w1, w2 = [(torch.rand(shape, device=dev) * 2 - 1).to(dtype) for shape in ((8192, 4096), (4096, 4096), (4096, 4096))]
        b1, b2 = [(torch.rand(4096, device=dev) * 2 - 1).to(dtype) for _ in range(2)]

        def mlp(x, w1, b1, w2, b2):
            return torch.relu(x @ w1 + b1) @ w2 + b2

        h = torch.relu(x.double() @ w1.double() + b1.double())
        ok = matmul_close(torch, mlp(x, w1, b1, w2, b2), h @ w2.double() + b2.double(),
                          h @ w2.double().abs() + b2.double().abs(), dtype)
        c = compiled(torch, mlp, x, w1, b1, w2, b2)
        record(case, lambda: mlp(x, w1, b1, w2, b2), ok, c and (lambda: c(x, w1, b1, w2, b2)), "torch.compile")
        out[case]["flops"] = 4.0 * 8192 * 4096 * 4096
        del x, w1, w2, b1, b2, h
    if "mlp_train" in wanted:  # issue 21's training step (bench/mlp_train.cpp); autograd and SGD, as bench/nx_mlp
        f = torch.nn.functional
        x = torch.rand(1024, 784, device=dev) * 2 - 1
        labels = torch.randint(0, 10, (1024,), device=dev)
        shapes = ((784, 1024), (1024,), (1024, 1024), (1024,), (1024, 10), (10,))
        fans = (784, 1, 1024, 1, 1024, 1)
        params = [((torch.rand(s, device=dev) * 2 - 1) / fan ** 0.5).requires_grad_() for s, fan in zip(shapes, fans)]

        def loss_of(p, x):
            h = torch.relu(x @ p[0] + p[1])
            h = torch.relu(h @ p[2] + p[3])
            return f.cross_entropy(h @ p[4] + p[5], labels)

        def train_step():
            loss = loss_of(params, x)
            grads = torch.autograd.grad(loss, params)
            with torch.no_grad():
                for p, g in zip(params, grads):
                    p -= 0.01 * g
            return loss

        wide = [p.detach().double().requires_grad_() for p in params]
        ref = torch.autograd.grad(loss_of(wide, x.double()), wide)
        got = torch.autograd.grad(loss_of(params, x), params)
        ok = all(bool(((g.double() - r).abs() <= 1e-4 * r.abs().max()).all().item()) for g, r in zip(got, ref))
        record("mlp_train_f32_1024", train_step, ok)
        out["mlp_train_f32_1024"]["flops"] = 6.0 * 1024 * (784 * 1024 + 1024 * 1024 + 1024 * 10)
        del x, params, wide, ref, got
    fast_cases(torch, dev, wanted, record, out)
    for key, (c_in, c_out, hw, k) in CONVS.items():
        for suffix, dtype in (("_f32", torch.float32), ("_f16", torch.float16)):
            if key + suffix not in wanted:
                continue
            f = torch.nn.functional
            x = (torch.rand(32, c_in, hw, hw, device=dev) * 2 - 1).to(dtype)
            w = (torch.rand(c_out, c_in, k, k, device=dev) * 2 - 1).to(dtype)
            torch.backends.cudnn.allow_tf32 = False
            ref = f.conv2d(x.double(), w.double(), padding=k // 2)
            mag = f.conv2d(x.double().abs(), w.double().abs(), padding=k // 2)
            ok = matmul_close(torch, f.conv2d(x, w, padding=k // 2), ref, mag, dtype)
            record(key + suffix, lambda: f.conv2d(x, w, padding=k // 2), ok)
            out[key + suffix]["flops"] = 2.0 * 32 * c_out * c_in * k * k * hw * hw
            del x, w, ref, mag
    if "window_max_pool" in wanted:
        f = torch.nn.functional
        x = torch.rand(32, 64, 112, 112, device=dev) * 2 - 1
        pool = lambda: f.max_pool2d(x, 3, stride=2, padding=1)
        ok = torch.equal(pool().double(), f.max_pool2d(x.double(), 3, stride=2, padding=1))
        record("window_max_3x3s2_32x64x112x112", pool, ok)
        del x
    if "cholesky_batch" in wanted:  # issue 20: >= 0.3x torch.linalg.cholesky
        b = torch.rand(4096, 64, 64, device=dev) * 2 - 1
        a = b @ b.transpose(-1, -2) / 64 + torch.eye(64, device=dev)
        l = torch.linalg.cholesky(a)
        ok = bool(((l.double() @ l.double().transpose(-1, -2) - a.double()).abs().amax() <= 1e-5 * a.abs().amax()).item())
        record("cholesky_4096x64x64_f32", lambda: torch.linalg.cholesky(a), ok)
        del a, b, l
    issue18_cases(torch, dev, wanted, record)
    fft_cases(torch, dev, wanted, record)
    return out


def fft_cases(torch, dev, wanted, record):
    """Issue 20 (--cases fft, fft2): torch.fft.fft of 2^24 complex64 points, torch.fft.fft2 of
    [16, 1024, 1024] complex64, checked against complex128 as workloads_bench checks Kiln's: |error|
    <= 1e-5 of the transformed line's (image's) root-sum-square."""
    for key, shape, case in (("fft", (1 << 24,), "fft_c64_16777216"), ("fft2", (16, 1024, 1024), "fft2_c64_16x1024x1024")):
        if key not in wanted:
            continue
        x = torch.complex(torch.rand(shape, device=dev) * 2 - 1, torch.rand(shape, device=dev) * 2 - 1)
        fn = (lambda: torch.fft.fft(x)) if key == "fft" else (lambda: torch.fft.fft2(x))
        ref = torch.fft.fft(x.to(torch.complex128)) if key == "fft" else torch.fft.fft2(x.to(torch.complex128))
        dims = (-1,) if key == "fft" else (-2, -1)
        norm = x.to(torch.complex128).abs().pow(2).sum(dim=dims, keepdim=True).sqrt()
        ok = bool(((fn().to(torch.complex128) - ref).abs() <= 1e-5 * norm).all().item())
        del ref, norm
        record(case, fn, ok)
        del x


def issue18_cases(torch, dev, wanted, record):
    """Sort, cumulative sum, gather, scatter-add and uniform random numbers (issue 18's targets:
    sort >= 0.5x, cumsum and gather/scatter >= 0.7x, rand >= 0.8x), checked as workloads_bench
    checks Kiln's."""
    if "sort_16Mi" in wanted:
        x = torch.rand(16 << 20, device=dev) * 2 - 1
        x[::97] = torch.round(x[::97] * 8) / 8  # some duplicates, as Kiln's input has
        values, indices = torch.sort(x)
        ok = bool((values[1:] >= values[:-1]).all().item()) and torch.equal(x[indices], values)
        ok = ok and torch.equal(torch.sort(indices).values, torch.arange(16 << 20, device=dev))
        record("sort_16Mi", lambda: torch.sort(x), ok)
        del x, values, indices
    if "cumsum_64Mi" in wanted:
        x = torch.rand(64 << 20, device=dev) * 2 - 1
        ref = torch.cumsum(x.double(), 0)
        mag = torch.cumsum(x.double().abs(), 0)
        ok = bool(((torch.cumsum(x, 0).double() - ref).abs() <= 1e-6 + 1e-5 * mag).all().item())
        record("cumsum_64Mi", lambda: torch.cumsum(x, 0), ok)
        del x, ref, mag
    if "gather_16Mi" in wanted or "scatter_add_16Mi" in wanted:
        n = 16 << 20
        x = torch.rand(n, device=dev) * 2 - 1
        u = torch.rand(n, device=dev) * 2 - 1
        idx = torch.randint(0, n, (n,), device=dev)
        if "gather_16Mi" in wanted:
            ok = torch.equal(torch.gather(x, 0, idx).cpu(), x.cpu()[idx.cpu()])
            record("gather_16Mi", lambda: torch.gather(x, 0, idx), ok)
        if "scatter_add_16Mi" in wanted:  # Kiln's indexed_add: x with updates added at idx
            ref = x.double().index_add(0, idx, u.double())
            mag = x.double().abs().index_add(0, idx, u.double().abs())
            ok = bool(((x.index_add(0, idx, u).double() - ref).abs() <= 1e-6 * mag).all().item())
            record("scatter_add_16Mi", lambda: x.index_add(0, idx, u), ok)
        del x, u, idx
    if "uniform_256Mi" in wanted:
        n = 256 << 20
        u = torch.rand(n, device=dev)
        ok = bool(((u >= 0) & (u < 1)).all().item()) and abs(u.double().mean().item() - 0.5) <= 1e-3
        del u
        record("uniform_256Mi", lambda: torch.rand(n, device=dev), ok)


def fast_cases(torch, dev, wanted, record, out):
    """layer_norm / rms_norm and causal SDPA through torch.nn.functional, checked against float64."""
    import torch.nn.functional as F
    for key, (case, dtype_name) in NORMS.items():
        if key not in wanted:
            continue
        dtype = getattr(torch, dtype_name)
        x = ((torch.rand(8192, 4096, device=dev) * 2 - 1) * 3).to(dtype)
        w, b = [(torch.rand(4096, device=dev) * 2 - 1).to(dtype) for _ in range(2)]
        xd = x.double()
        if key.startswith("layer"):
            fn = lambda: F.layer_norm(x, (4096,), w, b, eps=1e-5)
            ref = F.layer_norm(xd, (4096,), w.double(), b.double(), eps=1e-5)
        else:
            if hasattr(F, "rms_norm"):  # torch >= 2.4
                fn = lambda: F.rms_norm(x, (4096,), w, eps=1e-5)
            else:
                fn = lambda: x * torch.rsqrt(x.float().pow(2).mean(-1, keepdim=True) + 1e-5).to(dtype) * w
            ref = xd * torch.rsqrt(xd.pow(2).mean(-1, keepdim=True) + 1e-5) * w.double()
        tol = 1e-4 if dtype == torch.float32 else 1e-2
        record(case, fn, close(torch, fn(), ref, tol, tol))
        del x, w, b, xd, ref
    for key, (case, dtype_name) in SDPA.items():
        if key not in wanted:
            continue
        dtype = getattr(torch, dtype_name)
        q, k, v = [(torch.rand(8, 16, 2048, 128, device=dev) * 2 - 1).to(dtype) for _ in range(3)]
        fn = lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True)
        # float64 reference for batch 0 (the whole score matrix of 16 heads: 0.5 GiB).
        s = q[0].double() @ k[0].double().transpose(-1, -2) / 128 ** 0.5
        s = s.masked_fill(torch.ones(2048, 2048, dtype=torch.bool, device=dev).triu(1), float("-inf"))
        ref = torch.softmax(s, dim=-1) @ v[0].double()
        record(case, fn, close(torch, fn()[0], ref, 2e-3, 2e-3))
        out[case]["flops"] = 4.0 * 8 * 16 * 2048 * 2048 * 128 / 2  # causal: half the products
        del q, k, v, s, ref


def matmul_close(torch, got, ref, magnitude, dtype):
    """Error over sum |a*b| below 1e-5 (float32) or 1e-2 (half precision), as issue 16 asks."""
    tolerance = 1e-5 if dtype == torch.float32 else 1e-2
    return bool(((got.double() - ref).abs() <= tolerance * magnitude).all().item())


def fmt_time(seconds, per_op):
    if seconds is None:
        return "-"
    return "%.2f us" % (seconds * 1e6) if per_op or seconds < 1e-3 else "%.3f ms" % (seconds * 1e3)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bench", required=True, help="path to workloads_bench")
    ap.add_argument("--device", default="vulkan")
    ap.add_argument("--cases", default=CASES)
    ap.add_argument("--json")
    args = ap.parse_args()

    t0 = time.time()
    torch_results = torch_cases(args.cases)
    print("PyTorch side took %.0f s" % (time.time() - t0), file=sys.stderr)
    proc = subprocess.run([args.bench, args.device, args.cases], capture_output=True, text=True)
    sys.stderr.write(proc.stderr)
    print(proc.stdout, end="")
    kiln = {}
    for line in proc.stdout.splitlines():
        if line.startswith("{"):
            d = json.loads(line)
            kiln[d.get("case", "device")] = d
    if proc.returncode != 0:
        print("workloads_bench exited with", proc.returncode, file=sys.stderr)

    print("Kiln on %s | PyTorch %s on %s" % (kiln.get("device", {}).get("device"), torch_results["torch"],
                                             torch_results["device"]))
    print("| workload | Kiln eval (wall) | Kiln GPU | Kiln record | Kiln submit+wait | Kiln build | PyTorch eager | "
          "compiled / graph | eager / Kiln | fast / Kiln | check |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for case, row in torch_results.items():
        if not isinstance(row, dict):
            continue
        k = kiln.get(case)
        per_op = case.startswith("chain")
        fast = row.get("fast")
        if not k:
            print("| %s | missing | | | | | %s | %s | | | |" % (case, fmt_time(row["eager"], per_op), fmt_time(fast, per_op)))
            continue
        ratio = lambda t: "%.2fx" % (t / k["wall_s"]) if t else "-"
        print("| %s | %s | %s | %s | %s | %s | %s | %s %s | %s | %s | %s |" % (
            case, fmt_time(k["wall_s"], per_op), fmt_time(k["gpu_s"], per_op), fmt_time(k.get("record_s"), per_op),
            fmt_time(k.get("submit_wait_s"), per_op),
            fmt_time(k["build_s"], per_op) if per_op or case.startswith("mlp_train") else "-", fmt_time(row["eager"], per_op),
            fmt_time(fast, per_op), row.get("fast_kind", ""), ratio(row["eager"]), ratio(fast), k["check"]))
    for case, row in torch_results.items():
        k = kiln.get(case)
        if isinstance(row, dict) and "flops" in row and k:
            print("%s: Kiln %.1f TFLOP/s (wall), PyTorch eager %.1f TFLOP/s: %.2fx" % (
                case, row["flops"] / k["wall_s"] * 1e-12, row["flops"] / row["eager"] * 1e-12, row["eager"] / k["wall_s"]))
    print("Kiln host time per eval (medians, us): wall - submit+wait - record = planning and release; "
          "submit = the vkQueueSubmit call; release = the recorder's pools and scratch given back")
    for case, k in kiln.items():
        if "submit_s" in k:
            us = lambda key: k[key] * 1e6
            print("  %s: wall %.1f, record %.1f, submit %.1f, wait beyond GPU %.1f, release %.1f, rest %.1f" % (
                case, us("wall_s"), us("record_s"), us("submit_s"), us("submit_wait_s") - us("submit_s") - us("gpu_s"),
                us("release_s"), us("wall_s") - us("record_s") - us("submit_wait_s") - us("release_s")))
    for case, k in kiln.items():
        extra = {key: v for key, v in k.items() if key.endswith("bytes") or key.startswith(("device_allocations", "cold"))}
        if extra:
            print("%s: %s" % (case, extra))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"kiln": kiln, "torch": torch_results}, fh, indent=1)


if __name__ == "__main__":
    main()
