"""Writes the transformer-block benchmark's data (README.md) as raw little-endian files in DIR:
token ids [batch, tokens] (int32), one-hot labels [batch, classes] (float32), and the initial
parameters of one pre-norm encoder block with its embedding and classifier head (float32).
NumPy, seed 0: Kiln and PyTorch start from the same numbers.

    python3 block_data.py DIR [full|small]"""
import json
import sys
from pathlib import Path

import numpy as np


def shapes(size):
    """Every array's shape, by name (the block's parameters and the batch)."""
    s = json.loads((Path(__file__).parent / "shapes.json").read_text())[size]
    d, f = s["width"], s["hidden"]
    return s, {
        "tokens": (s["batch"], s["tokens"]), "labels": (s["batch"], s["classes"]),
        "embedding": (s["vocabulary"], d),
        "ln1_scale": (d,), "ln1_bias": (d,),
        "wq": (d, d), "bq": (d,), "wk": (d, d), "bk": (d,), "wv": (d, d), "bv": (d,), "wo": (d, d), "bo": (d,),
        "ln2_scale": (d,), "ln2_bias": (d,),
        "w1": (d, f), "b1": (f,), "w2": (f, d), "b2": (d,),
        "head": (d, s["classes"]), "head_bias": (s["classes"],),
    }


def main(out, size):
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    s, named = shapes(size)
    rng = np.random.default_rng(0)
    arrays = {"tokens": rng.integers(0, s["vocabulary"], named["tokens"]).astype("<i4"),
              "labels": np.eye(s["classes"], dtype=np.float32)[rng.integers(0, s["classes"], s["batch"])]}
    for name, shape in named.items():
        if name in arrays:
            continue
        if name.endswith("_scale"):
            arrays[name] = np.ones(shape, np.float32)
        elif len(shape) == 1:
            arrays[name] = np.full(shape, 0.01, np.float32)
        elif name == "embedding":
            arrays[name] = rng.standard_normal(shape).astype(np.float32)
        else:  # Glorot-style: keeps the block's activations near unit scale
            arrays[name] = (rng.standard_normal(shape) * np.sqrt(1.0 / shape[0])).astype(np.float32)
    for name, a in arrays.items():
        (out / (name + ".bin")).write_bytes(a.tobytes())


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "block_data", sys.argv[2] if len(sys.argv) > 2 else "full")
