"""kiln.fast (rms_norm, layer_norm, scaled_dot_product_attention) against NumPy float64 on every
device; per-dtype, edge-shape and bad-input coverage is in the C fixtures
(tools/fixtures/fast_fixtures.py)."""
import numpy as np
import pytest

import kiln
from support import make, require


def close(t, expected, tol):
    np.testing.assert_allclose(t.numpy().astype(np.float64), expected, rtol=tol, atol=tol, equal_nan=True)


def attention_np(q, k, v, scale, mask=None, causal=False):
    group = q.shape[1] // k.shape[1]
    k, v = np.repeat(k, group, axis=1), np.repeat(v, group, axis=1)
    s = scale * np.einsum("bhid,bhjd->bhij", q, k)
    if mask is not None:
        s = s + mask
    if causal:
        lq, lk = q.shape[2], k.shape[2]
        s = np.where(np.arange(lk)[None, :] > np.arange(lq)[:, None] + lk - lq, -np.inf, s)
    with np.errstate(invalid="ignore"):
        p = np.exp(s - s.max(axis=-1, keepdims=True))
        return np.einsum("bhij,bhjd->bhid", p, v) / p.sum(axis=-1, keepdims=True)


@pytest.mark.parametrize("dt,tol", [(kiln.float32, 2e-5), (kiln.float16, 3e-3), (kiln.bfloat16, 2e-2)])
def test_norms(device, rng, dt, tol):
    require(device, dt)
    x, xv = make(rng, (5, 300), dt, device, -3, 3)
    w, wv = make(rng, (300,), dt, device, -2, 2)
    b, bv = make(rng, (300,), dt, device, -1, 1)
    rms = xv / np.sqrt(np.mean(xv.astype(np.float64) ** 2, axis=-1, keepdims=True) + 1e-5) * wv
    close(kiln.fast.rms_norm(x, w, eps=1e-5), rms, tol)
    mean = xv.astype(np.float64).mean(axis=-1, keepdims=True)
    ln = (xv - mean) / np.sqrt(((xv - mean) ** 2).mean(axis=-1, keepdims=True) + 1e-5)
    close(kiln.fast.layer_norm(x, w, b, eps=1e-5), ln * wv + bv, tol)
    close(kiln.fast.layer_norm(x), ln, tol)
    assert kiln.fast.rms_norm(x).dtype is dt


def test_norm_errors(device):
    x = kiln.ones((2, 4), device=device)
    with pytest.raises(kiln.InvalidArgumentError, match="eps"):
        kiln.fast.rms_norm(x, eps=-1.0)
    with pytest.raises(kiln.ShapeMismatchError, match="kiln_layer_norm"):
        kiln.fast.layer_norm(x, kiln.ones((3,), device=device))
    with pytest.raises(kiln.UnsupportedDTypeError):
        kiln.fast.rms_norm(kiln.ones((2, 4), dtype="int32", device=device))


@pytest.mark.parametrize("dt,tol", [(kiln.float32, 1e-4), (kiln.float16, 4e-3), (kiln.bfloat16, 3e-2)])
@pytest.mark.parametrize("causal", [False, True])
def test_attention_gqa_and_mask(device, rng, dt, tol, causal):
    require(device, dt)
    q, qv = make(rng, (2, 4, 9, 40), dt, device, -1, 1)
    k, kv = make(rng, (2, 2, 13, 40), dt, device, -1, 1)
    v, vv = make(rng, (2, 2, 13, 40), dt, device, -2, 2)
    m, mv = make(rng, (9, 13), dt, device, -2, 0)
    out = kiln.fast.scaled_dot_product_attention(q, k, v, mask=m, causal=causal)
    assert out.shape == (2, 4, 9, 40) and out.dtype is dt
    close(out, attention_np(qv, kv, vv, 40 ** -0.5, mv, causal), tol)


def test_attention_transposed_layout(device, rng):
    """[B, L, H, D] tensors viewed as [B, H, L, D] (the usual projection layout): no copy needed."""
    q, qv = make(rng, (2, 33, 3, 64), kiln.float32, device, -1, 1)
    k, kv = make(rng, (2, 70, 3, 64), kiln.float32, device, -1, 1)
    v, vv = make(rng, (2, 70, 3, 64), kiln.float32, device, -1, 1)
    perm = (0, 2, 1, 3)
    out = kiln.fast.scaled_dot_product_attention(kiln.permute_dims(q, perm), kiln.permute_dims(k, perm),
                                                 kiln.permute_dims(v, perm), scale=0.1, causal=True)
    close(out, attention_np(qv.transpose(perm), kv.transpose(perm), vv.transpose(perm), 0.1, causal=True), 1e-4)


def test_attention_fully_masked_rows_are_nan(device, rng):
    q, qv = make(rng, (1, 1, 4, 8), kiln.float32, device)
    k, kv = make(rng, (1, 1, 2, 8), kiln.float32, device)
    out = kiln.fast.scaled_dot_product_attention(q, k, k, causal=True).numpy()
    assert np.isnan(out[0, 0, :2]).all() and np.isfinite(out[0, 0, 2:]).all()
    keep = np.array([[True, False], [False, False], [True, True], [False, True]])
    out = kiln.fast.scaled_dot_product_attention(q, k, k, mask=kiln.asarray(keep, device=device)).numpy()
    assert np.isnan(out[0, 0, 1]).all() and np.isfinite(out[0, 0, [0, 2, 3]]).all()


def test_attention_errors(device):
    q = kiln.ones((1, 4, 3, 8), device=device)
    k = kiln.ones((1, 3, 5, 8), device=device)
    with pytest.raises(kiln.ShapeMismatchError, match="divide"):
        kiln.fast.scaled_dot_product_attention(q, k, k)
    with pytest.raises(kiln.ShapeMismatchError, match="mask"):
        kiln.fast.scaled_dot_product_attention(q, q, q, mask=kiln.ones((2, 5), device=device))
    with pytest.raises(kiln.InvalidArgumentError, match="dtype"):
        kiln.fast.scaled_dot_product_attention(q, q.astype("float16"), q)
