#!/usr/bin/env python3
"""A GPT-2-small-shaped decoder (12 layers, 768 wide, 12 heads, vocabulary 50257, float16, random
weights) in Kiln's Python API against the same model in PyTorch eager, in one process (issue 49,
item 4): prefill of a 512-token prompt, then 128 greedy decode steps with a KV cache. Kiln's
logits are checked against PyTorch's first (the prompt's last position, then four decode steps
on given tokens); then each side is timed and the tokens/s and ratios printed.

    python3 bench/gpt2_decoder.py [--device vulkan] [--torch-device cuda] [--size full|small]
                                  [--dtype float16|float32]

The Kiln model is written as a user would: `kiln.fast.layer_norm`, fused
`scaled_dot_product_attention`, `gelu_tanh`, tied embeddings. Its decode step is one
`kiln.compile`d function of (token, position, caches...): the KV caches are preallocated to the
whole context and updated in place of a window (`dynamic_update_slice`), attention masks the
positions not yet written, so every step has the same shapes and runs the captured graph. Each
step is evaluated before the next (its token is computed on the device, never read on the host).
PyTorch's side is the usual eager decoder: a preallocated cache, `index_copy_`, attention over
the positions written so far (`F.scaled_dot_product_attention` where the version has it).
`--size small` (2 layers, 64 wide) with `--device cpu --torch-device cpu --dtype float32` checks the
two models against each other on a machine without a GPU (Debian's PyTorch 1.13 has no float16
matmul on the CPU)."""
import argparse
import sys
import time

import numpy as np

import kiln
import kiln.fast

CONFIGS = {
    "full": dict(layers=12, width=768, heads=12, vocabulary=50257, context=1024, prompt=512, decode=128),
    "small": dict(layers=2, width=64, heads=4, vocabulary=500, context=64, prompt=16, decode=8),
}
LAYER_PARAMS = ("ln1_w", "ln1_b", "attn_w", "attn_b", "proj_w", "proj_b", "ln2_w", "ln2_b", "fc_w", "fc_b", "out_w",
                "out_b")
CHECK_STEPS = 4


def random_weights(c, seed=0):
    """GPT-2's initialisation: normal(0, 0.02), the residual projections scaled by 1/sqrt(2 layers)."""
    rng = np.random.default_rng(seed)
    d, normal = c["width"], lambda *shape: rng.standard_normal(shape, dtype=np.float32) * np.float32(0.02)
    w = {"wte": normal(c["vocabulary"], d), "wpe": normal(c["context"], d), "ln_f_w": np.ones(d, np.float32),
         "ln_f_b": np.zeros(d, np.float32), "layers": []}
    residual = np.float32(1 / np.sqrt(2 * c["layers"]))
    for _ in range(c["layers"]):
        w["layers"].append({
            "ln1_w": np.ones(d, np.float32), "ln1_b": np.zeros(d, np.float32),
            "attn_w": normal(d, 3 * d), "attn_b": np.zeros(3 * d, np.float32),
            "proj_w": normal(d, d) * residual, "proj_b": np.zeros(d, np.float32),
            "ln2_w": np.ones(d, np.float32), "ln2_b": np.zeros(d, np.float32),
            "fc_w": normal(d, 4 * d), "fc_b": np.zeros(4 * d, np.float32),
            "out_w": normal(4 * d, d) * residual, "out_b": np.zeros(d, np.float32)})
    return w


class KilnGPT:
    """The decoder on a Kiln device: prefill(tokens) and a compiled decode step."""

    def __init__(self, w, c, device, dtype):
        self.c, self.heads = c, c["heads"]
        put = lambda a: kiln.asarray(a, device=device).astype(dtype)  # noqa: E731
        self.wte, self.wpe = put(w["wte"]), put(w["wpe"])
        self.wte_t = kiln.matrix_transpose(self.wte)
        self.ln_f = (put(w["ln_f_w"]), put(w["ln_f_b"]))
        self.layers = [{k: put(layer[k]) for k in LAYER_PARAMS} for layer in w["layers"]]
        self.device, self.dtype = device, dtype
        self.positions = kiln.arange(c["context"], device=device)
        self.step = kiln.compile(self._step)
        self.compiled_prefill = kiln.compile(lambda tokens: self._flat(*self.prefill(tokens)))

    def _split(self, t):  # [B, T, D] -> [B, H, T, D / H]
        b, n, d = t.shape
        return kiln.permute_dims(t.reshape((b, n, self.heads, d // self.heads)), (0, 2, 1, 3))

    def _block(self, p, x, attend):
        """One layer; attend(q, k, v) -> [B, H, T, D / H] does the attention and the cache."""
        b, n, d = x.shape
        qkv = kiln.fast.layer_norm(x, p["ln1_w"], p["ln1_b"]) @ p["attn_w"] + p["attn_b"]
        q, k, v = (self._split(qkv[:, :, i * d:(i + 1) * d]) for i in range(3))
        context = kiln.permute_dims(attend(q, k, v), (0, 2, 1, 3)).reshape((b, n, d))
        x = x + context @ p["proj_w"] + p["proj_b"]
        h = kiln.gelu_tanh(kiln.fast.layer_norm(x, p["ln2_w"], p["ln2_b"]) @ p["fc_w"] + p["fc_b"])
        return x + h @ p["out_w"] + p["out_b"]

    def _logits(self, x):
        return kiln.fast.layer_norm(x, *self.ln_f) @ self.wte_t

    def empty_caches(self, batch):
        shape = (batch, self.heads, self.c["context"], self.c["width"] // self.heads)
        return [kiln.zeros(shape, dtype=self.dtype, device=self.device) for _ in range(2 * self.c["layers"])]

    @staticmethod
    def _flat(logits, caches):
        return (logits,) + tuple(caches)

    def prefill(self, tokens):
        """tokens [B, T] (int64): the last position's logits [B, V] and the caches holding the prompt."""
        n = tokens.shape[1]
        x = kiln.take(self.wte, tokens, axis=0) + self.wpe[:n]
        caches = self.empty_caches(tokens.shape[0])
        zero = [0, 0, 0, 0]
        for i, p in enumerate(self.layers):
            def attend(q, k, v, i=i):
                caches[2 * i] = kiln.dynamic_update_slice(caches[2 * i], zero, k)
                caches[2 * i + 1] = kiln.dynamic_update_slice(caches[2 * i + 1], zero, v)
                return kiln.fast.scaled_dot_product_attention(q, k, v, causal=True)
            x = self._block(p, x, attend)
        return self._logits(x[:, n - 1]), caches

    def _step(self, token, position, *caches):
        """token [B, 1], position [] (int64): logits [B, V], the greedy next token [B, 1], the caches."""
        caches = list(caches)
        x = kiln.take(self.wte, token, axis=0) + kiln.take(self.wpe, position.reshape((1,)), axis=0)
        zero = kiln.zeros((), dtype="int64", device=self.device)
        starts = kiln.stack([zero, zero, position, zero])
        written = (self.positions <= position).reshape((1, 1, 1, self.c["context"]))  # keys so far
        for i, p in enumerate(self.layers):
            def attend(q, k, v, i=i):
                caches[2 * i] = kiln.dynamic_update_slice(caches[2 * i], starts, k)
                caches[2 * i + 1] = kiln.dynamic_update_slice(caches[2 * i + 1], starts, v)
                return kiln.fast.scaled_dot_product_attention(q, caches[2 * i], caches[2 * i + 1], mask=written)
            x = self._block(p, x, attend)
        logits = self._logits(x[:, 0])
        return (logits, kiln.argmax(logits, axis=-1, keepdims=True)) + tuple(caches)


class TorchGPT:
    """The same decoder in PyTorch eager."""

    def __init__(self, w, c, torch, device, dtype):
        self.torch, self.F, self.c, self.heads = torch, torch.nn.functional, c, c["heads"]
        put = lambda a: torch.tensor(a, device=device, dtype=getattr(torch, dtype))  # noqa: E731
        self.wte, self.wpe = put(w["wte"]), put(w["wpe"])
        self.ln_f = (put(w["ln_f_w"]), put(w["ln_f_b"]))
        self.layers = [{k: put(layer[k]) for k in LAYER_PARAMS} for layer in w["layers"]]
        self.device, self.dtype = device, getattr(torch, dtype)
        self.sdpa = getattr(self.F, "scaled_dot_product_attention", None)

    def _attention(self, q, k, v, causal):
        if self.sdpa is not None:
            return self.sdpa(q, k, v, is_causal=causal)
        scores = (q @ k.transpose(-2, -1)) / q.shape[-1] ** 0.5
        if causal:
            n = q.shape[-2]
            scores = scores.masked_fill(self.torch.ones(n, n, dtype=self.torch.bool, device=q.device).triu(1), float("-inf"))
        return self.torch.softmax(scores.float(), dim=-1).to(q.dtype) @ v

    def _block(self, p, x, position, caches, i):
        b, n, d = x.shape
        h = self.F.layer_norm(x, (d,), p["ln1_w"], p["ln1_b"])
        q, k, v = (t.reshape(b, n, self.heads, d // self.heads).transpose(1, 2)
                   for t in (h @ p["attn_w"] + p["attn_b"]).split(d, dim=-1))
        where = self.torch.arange(position, position + n, device=x.device)
        caches[2 * i].index_copy_(2, where, k)
        caches[2 * i + 1].index_copy_(2, where, v)
        keys, values = caches[2 * i][:, :, :position + n], caches[2 * i + 1][:, :, :position + n]
        context = self._attention(q, keys, values, causal=n > 1).transpose(1, 2).reshape(b, n, d)
        x = x + context @ p["proj_w"] + p["proj_b"]
        h = self.F.gelu(self.F.layer_norm(x, (d,), p["ln2_w"], p["ln2_b"]) @ p["fc_w"] + p["fc_b"], approximate="tanh")
        return x + h @ p["out_w"] + p["out_b"]

    def forward(self, tokens, position, caches):
        """tokens [B, T] at `position`: the last position's logits [B, V]; caches updated in place."""
        n = tokens.shape[1]
        x = self.wte[tokens] + self.wpe[position:position + n]
        for i, p in enumerate(self.layers):
            x = self._block(p, x, position, caches, i)
        d = x.shape[-1]
        return self.F.layer_norm(x[:, -1], (d,), *self.ln_f) @ self.wte.T

    def empty_caches(self, batch):
        shape = (batch, self.heads, self.c["context"], self.c["width"] // self.heads)
        return [self.torch.zeros(shape, dtype=self.dtype, device=self.device) for _ in range(2 * self.c["layers"])]


def relative_error(kiln_logits, torch_logits):
    a, b = np.asarray(kiln_logits, np.float64), torch_logits.double().cpu().numpy()
    return float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-30))


def check(km, tm, prompt, forced, tolerance):
    """Prefill, then CHECK_STEPS decode steps on the given tokens: each step's logits compared."""
    torch = tm.torch
    with torch.no_grad():
        t_caches = tm.empty_caches(prompt.shape[0])
        logits, caches = km.prefill(kiln.asarray(prompt, device=km.device))
        errors = [relative_error(logits.numpy(), tm.forward(torch.tensor(prompt, device=tm.device), 0, t_caches))]
        n = prompt.shape[1]
        for s in range(CHECK_STEPS):
            token = forced[:, s:s + 1]
            position = kiln.asarray(n + s, dtype="int64", device=km.device)
            logits, _, *caches = km.step(kiln.asarray(token, device=km.device), position, *caches)
            errors.append(relative_error(logits.numpy(), tm.forward(torch.tensor(token, device=tm.device), n + s, t_caches)))
    worst = max(errors)
    print("logits, largest |kiln - torch| / max |torch|: prefill %.2e, decode steps %s: %s" %
          (errors[0], " ".join("%.2e" % e for e in errors[1:]), "ok" if worst <= tolerance else "MISMATCH"))
    return worst <= tolerance


def time_kiln(km, prompt, steps, repeats, compiled_prefill=False):
    tokens = kiln.asarray(prompt, device=km.device)
    prefill, decode = [], []
    for _ in range(repeats):
        start = time.perf_counter()
        if compiled_prefill:
            logits, *caches = km.compiled_prefill(tokens)
        else:
            logits, caches = km.prefill(tokens)
        token = kiln.argmax(logits, axis=-1, keepdims=True)
        kiln.eval(token, *caches)
        prefill.append(time.perf_counter() - start)
        start = time.perf_counter()
        for s in range(steps):
            position = kiln.asarray(prompt.shape[1] + s, dtype="int64", device=km.device)
            _, token, *caches = km.step(token, position, *caches)
            kiln.eval(token, *caches)
        decode.append(time.perf_counter() - start)
    return min(prefill), min(decode)


def time_torch(tm, prompt, steps, repeats):
    torch = tm.torch
    sync = torch.cuda.synchronize if tm.device.startswith("cuda") else (lambda: None)
    tokens = torch.tensor(prompt, device=tm.device)
    prefill, decode = [], []
    with torch.no_grad():
        for _ in range(repeats):
            caches = tm.empty_caches(prompt.shape[0])
            sync()
            start = time.perf_counter()
            token = tm.forward(tokens, 0, caches).argmax(dim=-1, keepdim=True)
            sync()
            prefill.append(time.perf_counter() - start)
            start = time.perf_counter()
            for s in range(steps):
                token = tm.forward(token, prompt.shape[1] + s, caches).argmax(dim=-1, keepdim=True)
            sync()
            decode.append(time.perf_counter() - start)
    return min(prefill), min(decode)


def interleaved_prefill(km, tm, prompt, rounds, compiled_prefill):
    """Kiln's prefill and PyTorch's, one after the other `rounds` times: the medians of each, so that a
    change of the GPU's clocks or of PyTorch's launch speed during the call falls on both sides."""
    torch, kiln_times, torch_times = tm.torch, [], []
    for _ in range(rounds):
        kiln_times.append(time_kiln(km, prompt, 0, 1, compiled_prefill)[0])
        torch_times.append(time_torch(tm, prompt, 0, 1)[0])
    return float(np.median(kiln_times)), float(np.median(torch_times))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--device", default="vulkan")
    ap.add_argument("--torch-device", default="cuda")
    ap.add_argument("--size", choices=sorted(CONFIGS), default="full")
    ap.add_argument("--dtype", default="float16")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--compile-prefill", action="store_true", help="the prefill as one kiln.compile'd function "
                    "(traced once for the prompt's length), as the decode step is")
    ap.add_argument("--interleave", type=int, default=0, help="also time the prefill this many times, Kiln's "
                    "and PyTorch's in turn, and print the medians' ratio")
    ap.add_argument("--decode-steps", type=int, help="decode steps timed (default: the config's 128; 0: prefill "
                    "alone, e.g. for its kernel times)")
    args = ap.parse_args()
    import torch
    if args.torch_device.startswith("cuda"):
        torch.backends.cuda.matmul.allow_tf32 = False
    c = dict(CONFIGS[args.size])
    if args.decode_steps is not None:
        c["decode"] = args.decode_steps
    w = random_weights(c)
    rng = np.random.default_rng(1)
    prompt = rng.integers(0, c["vocabulary"], (1, c["prompt"]))
    forced = rng.integers(0, c["vocabulary"], (1, CHECK_STEPS))
    km = KilnGPT(w, c, kiln.device(args.device), args.dtype)
    tm = TorchGPT(w, c, torch, args.torch_device, args.dtype)
    # float16 keeps ~3 digits (both sides accumulate in float32); the check still times a mismatch,
    # so that one GPU call says both, but exits non-zero.
    matched = check(km, tm, prompt, forced, {"float16": 1e-2, "bfloat16": 4e-2}.get(args.dtype, 1e-4))
    if args.compile_prefill:  # the compiled prefill's logits against the eager one's
        eager, compiled = km.prefill(kiln.asarray(prompt, device=km.device))[0], km.compiled_prefill(
            kiln.asarray(prompt, device=km.device))[0]
        gap = relative_error(compiled.numpy(), tm.torch.tensor(np.asarray(eager.numpy(), np.float64)))
        print("compiled prefill against eager: %.1e" % gap)
        matched = matched and gap <= 1e-3
    time_kiln(km, prompt, 2, 1, args.compile_prefill)  # warm: pipelines compiled, the decode step traced
    time_torch(tm, prompt, 2, 1)
    k_prefill, k_decode = time_kiln(km, prompt, c["decode"], args.repeats, args.compile_prefill)
    t_prefill, t_decode = time_torch(tm, prompt, c["decode"], args.repeats)
    shape = "%d layers x %d wide, %d heads, %s, prompt %d, %d decode steps" % (
        c["layers"], c["width"], c["heads"], args.dtype, c["prompt"], c["decode"])
    for what, k, t, n, target in (("prefill", k_prefill, t_prefill, c["prompt"], 0.8),
                                  ("decode", k_decode, t_decode, c["decode"], 0.8))[:2 if c["decode"] else 1]:
        ratio = t / k  # Kiln's tokens/s over PyTorch's
        print("| GPT-2 %s, %s | Kiln (%s) %.0f tokens/s | PyTorch eager (%s) %.0f tokens/s | Kiln/PyTorch %.2fx | "
              "target >= %.1fx: %s |" % (what, shape, args.device, n / k, args.torch_device, n / t, ratio, target,
                                         "met" if ratio >= target else "NOT met"))
    if args.interleave:
        k, t = interleaved_prefill(km, tm, prompt, args.interleave, args.compile_prefill)
        print("| GPT-2 prefill, %s, interleaved, medians of %d | Kiln (%s) %.0f tokens/s | PyTorch eager (%s) %.0f "
              "tokens/s | Kiln/PyTorch %.2fx |" % (shape, args.interleave, args.device, c["prompt"] / k,
                                                  args.torch_device, c["prompt"] / t, t / k))
    if not matched:
        print("Kiln's logits do NOT match PyTorch's: the figures above are not valid")
        sys.exit(1)


if __name__ == "__main__":
    main()
