#!/usr/bin/env python3
"""A NumPy model of attention_coopmat.comp's block schedule, checked against float64 attention.

Lavapipe has no cooperative matrices, so the kernel runs only on an NVIDIA GPU. This model
follows the kernel's index arithmetic step by step (workgroups of 128 queries, subgroups of 16
rows, key blocks of 32 with the causal key_end, each row's `kept` count, the base-2 online
softmax with its -inf guards and its lazy maximum (m moves only past m + 8), P rounded to
float16, O rescaled per row, l summed per invocation of a row's quad (the columns NVIDIA's
fragment layout gives it) and added at the end, O / l) so that a mistake in that logic shows here,
on any machine:

    /usr/bin/python3 tools/attention_coopmat_model.py

It cannot show what only the GPU does: barriers, the probe's layout constants, shared-memory
addressing.
"""
import numpy as np

BQ, BKV = 128, 32
# The columns (within each 16 keys) that invocation lane % 4 == t of a row's quad holds, by
# NVIDIA's fragment layout (coopmat_layout.h): 0, 1, 8, 9 plus 2 t.
QUAD_COLUMNS = [[c + 16 * f + 2 * t for f in range(BKV // 16) for c in (0, 1, 8, 9)] for t in range(4)]
RESCALE_LOG2 = 8.0
rescales = [0]  # blocks after the first whose rescale factors were not all 1


def model(q, k, v, scale, causal):
    b, heads, lq, dim = q.shape
    kv_heads, lk = k.shape[1], k.shape[2]
    out = np.zeros((b, heads, lq, dim), np.float16)
    shift = lk - lq
    scale2 = np.float32(scale) * np.float32(1.4426950408889634)
    for bb in range(b):
        for h in range(heads):
            hk = h // (heads // kv_heads)
            for q0 in range(0, lq, BQ):
                rows = min(BQ, lq - q0)
                key_end = min(max(q0 + rows + shift, 0), lk) if causal else lk
                qb = np.zeros((BQ, dim), np.float16)
                qb[:rows] = q[bb, h, q0:q0 + rows]
                m = np.full(BQ, -np.inf, np.float32)
                l = np.zeros((BQ, 4), np.float32)  # per row, each quad invocation's partial sum
                o = np.zeros((BQ, dim), np.float32)
                for k0 in range(0, key_end, BKV):
                    kb = np.zeros((BKV, dim), np.float16)
                    vb = np.zeros((BKV, dim), np.float16)
                    n = min(BKV, lk - k0)
                    kb[:n] = k[bb, hk, k0:k0 + n]
                    vb[:n] = v[bb, hk, k0:k0 + n]
                    s = qb.astype(np.float32) @ kb.astype(np.float32).T  # float32 accumulation
                    p = np.zeros((BQ, BKV), np.float16)
                    alpha = np.ones(BQ, np.float32)
                    for r in range(BQ):
                        query = q0 + r
                        x = np.full(BKV, -np.inf, np.float32)
                        last = min(lk, query + shift + 1) if causal else lk
                        kept = min(max(last - k0, 0), BKV)
                        x[:kept] = s[r, :kept] * scale2
                        block_max = x.max()
                        moves = block_max > m[r] + RESCALE_LOG2
                        m_new = block_max if moves else m[r]
                        if moves:
                            alpha[r] = np.exp2(m[r] - m_new)
                        w = np.zeros(BKV, np.float32) if m_new == -np.inf else np.exp2(x - m_new)
                        assert w.max(initial=0) <= 2 ** RESCALE_LOG2
                        p[r] = w.astype(np.float16)
                        for t in range(4):
                            l[r, t] = l[r, t] * alpha[r] + w[QUAD_COLUMNS[t]].sum(dtype=np.float32)
                        m[r] = m_new
                    rescales[0] += int(k0 > 0 and np.any(alpha != 1))
                    o = o * alpha[:, None]  # every block, as the kernel (no branch; most factors are 1)
                    o = o + p.astype(np.float32) @ vb.astype(np.float32)
                with np.errstate(all="ignore"):
                    total = l.sum(axis=1, dtype=np.float32)
                    out[bb, h, q0:q0 + rows] = (o[:rows] / total[:rows, None]).astype(np.float16)
    return out


def reference(q, k, v, scale, causal):
    heads, kv_heads = q.shape[1], k.shape[1]
    kf = np.repeat(k.astype(np.float64), heads // kv_heads, axis=1)
    vf = np.repeat(v.astype(np.float64), heads // kv_heads, axis=1)
    s = float(np.float32(scale)) * np.einsum("bhid,bhjd->bhij", q.astype(np.float64), kf)
    lq, lk = q.shape[2], k.shape[2]
    if causal:
        s = np.where(np.arange(lk)[None, :] > np.arange(lq)[:, None] + (lk - lq), -np.inf, s)
    with np.errstate(all="ignore"):
        p = np.exp(s - s.max(axis=-1, keepdims=True))
        return np.einsum("bhij,bhjd->bhid", p, vf) / p.sum(axis=-1, keepdims=True)


def main():
    rng = np.random.default_rng(19)
    worst = 0.0
    # The fixtures' float16 tensor-core shapes (tools/fixtures/fast_fixtures.py), plus a longer one.
    for dim, b, heads, kv_heads, lq, lk in [(64, 1, 2, 2, 128, 128), (128, 1, 4, 2, 100, 130), (64, 2, 4, 1, 65, 63),
                                            (128, 1, 2, 2, 130, 70), (128, 1, 2, 1, 1, 200), (64, 1, 1, 1, 300, 300)]:
        q = rng.uniform(-1, 1, (b, heads, lq, dim)).astype(np.float16)
        k = rng.uniform(-1, 1, (b, kv_heads, lk, dim)).astype(np.float16)
        v = rng.uniform(-2, 2, (b, kv_heads, lk, dim)).astype(np.float16)
        for causal in (False, True):
            got, ref = model(q, k, v, dim ** -0.5, causal).astype(np.float64), reference(q, k, v, dim ** -0.5, causal)
            nan_ok = np.array_equal(np.isnan(got), np.isnan(ref))
            finite = ~np.isnan(ref)
            err = float(np.max(np.abs(got[finite] - ref[finite]), initial=0.0))
            tol = 2 * 2.0 ** -10 + 1e-4  # the fixtures' float16 attention tolerance (magnitude <= 1)
            worst = max(worst, err)
            print("d%d %dx%d h%d/kv%d causal=%d: max error %.2e, NaN rows %s" %
                  (dim, lq, lk, heads, kv_heads, causal, err, "match" if nan_ok else "DIFFER"))
            if not nan_ok or err > tol:
                raise SystemExit("model differs from float64 attention")
    # Scores rising along the keys: the row maximum moves by more than 2^8 between blocks.
    q = rng.uniform(0, 1, (1, 2, 150, 64)).astype(np.float16)
    k = (rng.uniform(0, 1, (1, 2, 200, 64)) * (1 + np.arange(200) / 16)[:, None]).astype(np.float16)
    v = rng.uniform(-2, 2, (1, 2, 200, 64)).astype(np.float16)
    before = rescales[0]
    for causal in (False, True):
        got, ref = model(q, k, v, 0.125, causal).astype(np.float64), reference(q, k, v, 0.125, causal)
        err = float(np.max(np.abs(got - ref)))
        print("rising scores causal=%d: max error %.2e" % (causal, err))
        if err > 2 * 2.0 ** -10 + 1e-4:
            raise SystemExit("model differs from float64 attention")
    if rescales[0] == before:
        raise SystemExit("rising scores did not move a row maximum after the first block")
    print("model matches float64 attention (worst %.2e; %d later-block rescales)" % (worst, rescales[0]))


if __name__ == "__main__":
    main()
