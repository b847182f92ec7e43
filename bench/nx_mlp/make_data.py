"""Writes the MLP step benchmark's data (bench/nx_mlp/README.md) as raw little-endian float32
files in DIR: a batch x [1024, 784], one-hot labels [1024, 10] and the initial parameters of a
784-1024-1024-10 MLP (He-initialised weights, biases 0.01). NumPy, seed 0: Kiln and PyTorch start
from the same numbers."""
import sys
from pathlib import Path

import numpy as np

SIZES = [784, 1024, 1024, 10]
BATCH = 1024


def main(out):
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    arrays = {"x": rng.random((BATCH, SIZES[0]), dtype=np.float32)}
    labels = rng.integers(0, SIZES[-1], BATCH)
    arrays["y"] = np.eye(SIZES[-1], dtype=np.float32)[labels]
    for i, (fan_in, fan_out) in enumerate(zip(SIZES, SIZES[1:]), 1):
        arrays["w%d" % i] = (rng.standard_normal((fan_in, fan_out)) * np.sqrt(2.0 / fan_in)).astype(np.float32)
        arrays["b%d" % i] = np.full(fan_out, 0.01, np.float32)
    for name, a in arrays.items():
        (out / (name + ".bin")).write_bytes(a.astype("<f4").tobytes())


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "mlp_data")
