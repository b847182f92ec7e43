"""The transformer-block training step of block_step.exs in PyTorch eager on CUDA (the reference of
issue 47's target: Kiln.Compiler within 1.1x of it), from the same data. Checks Kiln's first losses
(the JSON line block_step.exs printed) against PyTorch's, then times PyTorch's step two ways, with
attention as PyTorch users write it (F.scaled_dot_product_attention) and spelled out as the Nx
model does (matmul, softmax, matmul), and prints Kiln's ratio to each.

    python3 torch_block_step.py DATA KILN_JSON [steps]"""
import json
import sys
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

from block_data import shapes

# torch_timing: ../nx_mlp/ in the repository, beside this folder in the GPU pack (bench/nx_mlp/pack.sh).
sys.path[1:1] = [str(Path(__file__).resolve().parent.parent / d) for d in ("nx_mlp", ".")]
from torch_timing import median_step_ms  # noqa: E402

LEARNING_RATE = 0.01


def load(data, named, name):
    dtype = "<i4" if name == "tokens" else "<f4"
    a = np.frombuffer((Path(data) / (name + ".bin")).read_bytes(), dtype=dtype).reshape(named[name])
    return torch.tensor(a, device="cuda")


def attention(q, k, v, fused):
    if fused:
        return F.scaled_dot_product_attention(q, k, v)
    scores = (q @ k.transpose(-2, -1)) / q.shape[-1] ** 0.5
    return torch.softmax(scores, dim=-1) @ v


def loss_of(p, tokens, labels, heads, fused):
    x = p["embedding"][tokens]
    batch, count, width = x.shape
    h = F.layer_norm(x, (width,), p["ln1_scale"], p["ln1_bias"], eps=1e-5)
    split = lambda t: t.reshape(batch, count, heads, width // heads).transpose(1, 2)
    q, k, v = (split(h @ p["w" + n] + p["b" + n]) for n in "qkv")
    context = attention(q, k, v, fused).transpose(1, 2).reshape(batch, count, width)
    x = x + context @ p["wo"] + p["bo"]
    h = F.layer_norm(x, (width,), p["ln2_scale"], p["ln2_bias"], eps=1e-5)
    x = x + F.gelu(h @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
    logits = x.mean(dim=1) @ p["head"] + p["head_bias"]
    return F.cross_entropy(logits, labels)


def step(p, tokens, labels, heads, fused):
    loss = loss_of(p, tokens, labels, heads, fused)
    loss.backward()
    with torch.no_grad():
        for value in p.values():
            value -= LEARNING_RATE * value.grad
            value.grad = None
    return loss


def fresh(data, named):
    return {n: load(data, named, n).requires_grad_() for n in named if n not in ("tokens", "labels")}


def main(data, kiln_json, steps):
    torch.backends.cuda.matmul.allow_tf32 = False  # float32 as Kiln computes it
    kiln = json.loads(Path(kiln_json).read_text().strip().splitlines()[-1])
    config, named = shapes(kiln.get("size", "full"))
    heads = config["heads"]
    tokens, labels = load(data, named, "tokens").long(), load(data, named, "labels").argmax(dim=1)
    p = fresh(data, named)
    losses = [step(p, tokens, labels, heads, False).item() for _ in range(5)]
    worst = max(abs(a - b) for a, b in zip(losses, kiln["losses"]))
    print("losses torch %s\n       kiln  %s\nlargest difference %.2e: %s" %
          (["%.6f" % v for v in losses], ["%.6f" % v for v in kiln["losses"]], worst, "ok" if worst < 1e-3 else "MISMATCH"))
    if worst >= 1e-3:
        sys.exit(1)
    shape = "batch %d x %d tokens, width %d, %d heads, hidden %d, f32" % (
        config["batch"], config["tokens"], config["width"], heads, config["hidden"])
    for fused, how in ((True, "F.scaled_dot_product_attention"), (False, "attention spelled out")):
        p = fresh(data, named)
        torch_ms = median_step_ms(lambda: step(p, tokens, labels, heads, fused), steps)
        ratio = kiln["ms_per_step"] / torch_ms
        print("| transformer block step, %s | Kiln.Compiler %.3f ms | PyTorch eager (%s) %.3f ms | Kiln/PyTorch %.2fx | "
              "target <= 1.1x: %s |" % (shape, kiln["ms_per_step"], how, torch_ms, ratio, "met" if ratio <= 1.1 else "NOT met"))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 30)
