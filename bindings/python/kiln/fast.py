"""Fused fast ops, one kernel each (MLX's mlx.core.fast): normalization over the last axis and
scaled dot-product attention.

    y = kiln.fast.rms_norm(x, weight, eps=1e-5)
    o = kiln.fast.scaled_dot_product_attention(q, k, v, scale=q.shape[-1] ** -0.5, causal=True)
"""
from ._capi import lib
from .creation import asarray
from .tensor import Tensor

__all__ = ["rms_norm", "layer_norm", "scaled_dot_product_attention"]


def _optional(t, like):
    if t is None:
        return None
    return t if isinstance(t, Tensor) else asarray(t, device=like.device)


def _handle(t):
    return None if t is None else t._handle


def rms_norm(x, weight=None, eps=1e-5):
    """x * rsqrt(mean(x^2, last axis) + eps) * weight; weight of shape [x.shape[-1]] or None.
    float16/bfloat16 accumulate in float32; the result has x's dtype."""
    x = x if isinstance(x, Tensor) else asarray(x)
    return Tensor._from_call(lib.kiln_rms_norm, x._handle, _handle(_optional(weight, x)), float(eps))


def layer_norm(x, weight=None, bias=None, eps=1e-5):
    """(x - mean) * rsqrt(var + eps) * weight + bias over the last axis (population variance);
    weight and bias of shape [x.shape[-1]] or None."""
    x = x if isinstance(x, Tensor) else asarray(x)
    return Tensor._from_call(lib.kiln_layer_norm, x._handle, _handle(_optional(weight, x)),
                             _handle(_optional(bias, x)), float(eps))


def scaled_dot_product_attention(q, k, v, scale=None, mask=None, causal=False):
    """softmax(scale * q @ k^T + mask) @ v for q [B, H, Lq, D] and k, v [B, Hkv, Lk, D] (Hkv
    dividing H: grouped-query attention). scale defaults to 1/sqrt(D); mask is additive (bool:
    False masks out), broadcastable to [B, H, Lq, Lk]; causal keeps key j for query i when
    j <= i + Lk - Lq. A query whose keys are all masked gives NaN."""
    q = q if isinstance(q, Tensor) else asarray(q)
    k, v = _optional(k, q), _optional(v, q)
    if scale is None:
        scale = q.shape[-1] ** -0.5 if len(q.shape) and q.shape[-1] else 1.0
    return Tensor._from_call(lib.kiln_scaled_dot_product_attention, q._handle, k._handle, v._handle, float(scale),
                             _handle(_optional(mask, q)), bool(causal))
