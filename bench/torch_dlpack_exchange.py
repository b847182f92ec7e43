"""Exchanges CPU tensors between Kiln and PyTorch through DLPack, both ways, and checks that the
memory is shared (no copy) and that versioned capsules are used where PyTorch asks for them.
Run: KILN_LIBRARY_PATH=path/to/libkiln.so.1 PYTHONPATH=bindings/python python3 bench/torch_dlpack_exchange.py"""
import torch

import kiln

cpu = kiln.device("cpu")
rows = []

# Kiln -> PyTorch: torch.from_dlpack calls __dlpack__(max_version=...) on PyTorch >= 2.4.
for dtype, tdtype in [(kiln.float32, torch.float32), (kiln.int64, torch.int64), (kiln.float16, torch.float16),
                      (kiln.bfloat16, torch.bfloat16), (kiln.uint8, torch.uint8)]:
    k = kiln.arange(0, 12, 1, dtype=dtype, device=cpu).reshape(3, 4)
    seen = {}
    original = type(k).__dlpack__

    def spy(self, **kw):
        seen.update(kw)
        return original(self, **kw)

    type(k).__dlpack__ = spy
    t = torch.from_dlpack(k)
    type(k).__dlpack__ = original
    ok = t.shape == (3, 4) and t.dtype == tdtype and torch.equal(t.float(), torch.arange(12.0).reshape(3, 4))
    rows.append(("kiln->torch", str(tdtype), ok, seen.get("max_version")))

# PyTorch -> Kiln: a write through PyTorch is seen by Kiln (shared memory), strided views too.
for tdtype in [torch.float32, torch.float64, torch.int32, torch.bfloat16, torch.bool]:
    t = torch.zeros(4, 6, dtype=tdtype)
    view = t[1:, ::2]
    k = kiln.from_dlpack(view)
    t[1:, ::2] = 1
    back = k.astype(kiln.float32).numpy()
    ok = back.shape == (3, 3) and float(back.sum()) == 9.0
    rows.append(("torch->kiln", str(tdtype), ok, "shared: write seen" if ok else "not shared"))

# Round trip keeps the same memory.
t = torch.arange(10, dtype=torch.float32)
k = kiln.from_dlpack(t)
t2 = torch.from_dlpack(k)
rows.append(("torch->kiln->torch", "float32", t2.data_ptr() == t.data_ptr(), "same data pointer"))

print("%-20s %-16s %-5s %s" % ("direction", "dtype", "ok", "note"))
for r in rows:
    print("%-20s %-16s %-5s %s" % r)
print("torch", torch.__version__, "all ok" if all(r[2] for r in rows) else "FAILURES")
