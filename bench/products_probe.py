"""GPT-2's products alone (issue 49), for their GPU time per kernel: run under
KILN_KERNEL_TIMES=<file>, one process per setting (KILN_MATMUL_ROWS=0, KILN_COOPMAT_TILE=...).
`--set step`: a decoder step's few-row products; `--set prefill`: a 512-token prefill's. Each
product is checked against NumPy first, then evaluated 50 times.

    python3 bench/products_probe.py [--device vulkan] [--set step|prefill] [--only qkv] [--epilogue]"""
import argparse

import numpy as np

import kiln

CASES = {  # (name, M, K, N, B stored N x K, dtype)
    "step": [
        ("qkv 1x768x2304 f16", 1, 768, 2304, False, "float16"),
        ("proj 1x768x768 f16", 1, 768, 768, False, "float16"),
        ("out 1x3072x768 f16", 1, 3072, 768, False, "float16"),
        ("head 1x768x50257 f16 B^T", 1, 768, 50257, True, "float16"),
        ("qkv 4x768x2304 f16", 4, 768, 2304, False, "float16"),
        ("qkv 1x768x2304 f32", 1, 768, 2304, False, "float32"),
    ],
    "prefill": [
        ("qkv 512x768x2304 f16", 512, 768, 2304, False, "float16"),
        ("proj 512x768x768 f16", 512, 768, 768, False, "float16"),
        ("fc 512x768x3072 f16", 512, 768, 3072, False, "float16"),
        ("out 512x3072x768 f16", 512, 3072, 768, False, "float16"),
    ],
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="vulkan")
    ap.add_argument("--set", choices=sorted(CASES), default="step")
    ap.add_argument("--only", help="the cases whose name starts with this (one kernel time per case)")
    ap.add_argument("--epilogue", action="store_true", help="gelu_tanh(a @ b + bias), as GPT-2's fc layer: the "
                    "product with the elementwise work fused into its store (KILN_EPILOGUE=off: apart)")
    args = ap.parse_args()
    device = kiln.device(args.device)
    rng = np.random.default_rng(0)
    for name, m, k, n, transposed, dtype in CASES[args.set]:
        if args.only and not name.startswith(args.only):
            continue
        a = rng.standard_normal((m, k)).astype(np.float32) * 0.1
        b = rng.standard_normal((n, k) if transposed else (k, n)).astype(np.float32) * 0.1
        ka = kiln.asarray(a, device=device).astype(dtype)
        kb = kiln.asarray(b, device=device).astype(dtype)
        kb = kiln.matrix_transpose(kb) if transposed else kb
        ka.eval()
        kb.eval()
        want = a.astype(dtype).astype(np.float64) @ (b.T if transposed else b).astype(dtype).astype(np.float64)
        product = lambda: ka @ kb  # noqa: E731
        if args.epilogue:
            bias = rng.standard_normal(n).astype(np.float32)
            kbias = kiln.asarray(bias, device=device).astype(dtype)
            kbias.eval()
            product = lambda: kiln.gelu_tanh(ka @ kb + kbias)  # noqa: E731
            x = want + bias.astype(dtype).astype(np.float64)
            want = 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))
        got = np.asarray(product().astype("float32").numpy(), np.float64)
        error = np.abs(got - want).max() / np.abs(want).max()
        for _ in range(50):
            product().eval()
        print("%-28s relative error %.1e: %s" % (name, error, "ok" if error < 1e-2 else "MISMATCH"))


if __name__ == "__main__":
    main()
