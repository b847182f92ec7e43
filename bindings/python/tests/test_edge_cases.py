"""Edge cases against NumPy: empty tensors, strided views into kernels, integers past 2^53,
unsigned extremes, IEEE specials, and conversions at the limits of a type."""
import numpy as np
import pytest

import kiln

I64 = np.array([2 ** 62 + 1, -(2 ** 62) - 3, 2 ** 53 + 1], dtype=np.int64)
U64 = np.array([2 ** 64 - 1, 2 ** 63, 5], dtype=np.uint64)
A = np.random.default_rng(7).uniform(-1, 1, (37, 53)).astype(np.float32)
F16 = np.array([np.nan, np.inf, -np.inf, 65504, 1e-7, -0.0], np.float16)
with np.errstate(over="ignore"):
    F16_TWICE = F16 * np.float16(2)  # 65504 * 2 overflows to inf; the subnormal doubles exactly

# name: (build from a function that makes tensors on the device, expected, tolerance)
CASES = {
    "sum of empty": (lambda t: t(np.zeros((0, 3), np.float32)).sum(), np.float32(0), 0),
    "prod of empty axis": (lambda t: t(np.zeros((0, 3), np.float32)).prod(axis=0), np.ones(3, np.float32), 0),
    "mean of empty axis": (lambda t: t(np.zeros((0, 3), np.float32)).mean(axis=0), np.full(3, np.nan, np.float32), 0),
    "all and any of empty": (lambda t: kiln.stack([t(np.zeros(0)).all(), t(np.zeros(0)).any()]), [True, False], 0),
    "sum of a transpose": (lambda t: t(A).T.sum(axis=0), A.T.astype(np.float64).sum(axis=0), 1e-5),
    "max of a flipped slice": (lambda t: kiln.flip(t(A), 1)[::3].max(axis=1), np.flip(A, 1)[::3].max(axis=1), 0),
    "argmin of a strided view": (lambda t: t(A)[::2, ::-3].argmin(), A[::2, ::-3].argmin(), 0),
    "reshape of a transpose": (lambda t: t(A).T.reshape(-1)[:7], A.T.reshape(-1)[:7], 0),
    "pad of a view": (lambda t: kiln.pad(t(A)[::2, ::-1][:3, :4], ((1, 2), (0, 1)), constant_values=-1),
                      np.pad(A[::2, ::-1][:3, :4], ((1, 2), (0, 1)), constant_values=-1), 0),
    "concatenate views": (lambda t: kiln.concatenate([t(A)[:2].T, t(A)[-2:].T[::-1]], axis=1),
                          np.concatenate([A[:2].T, A[-2:].T[::-1]], axis=1), 0),
    "batched matmul of views": (lambda t: t(A)[:6].reshape(2, 3, 53)[:, None] @ t(A).T[:, :4],
                                np.matmul(A[:6].reshape(2, 3, 53)[:, None], A.T[:, :4]).astype(np.float64), 1e-4),
    "broadcast with a zero extent": (lambda t: t(np.zeros((0, 1), np.float32)) + t(np.ones((1, 5), np.float32)),
                                     np.zeros((0, 5), np.float32), 0),
    "sum of a million": (lambda t: t(np.full(1_000_003, 0.5, np.float32)).sum(), np.float32(500001.5), 1e-6),
    "int64 add past 2^53": (lambda t: t(I64) + t(I64), I64 + I64, 0),
    "int64 multiply": (lambda t: t(I64) * 3, I64 * 3, 0),
    "int64 floor divide": (lambda t: t(I64) // 7, I64 // 7, 0),
    "int64 sum": (lambda t: t(I64).sum(), I64.sum(), 0),
    "uint64 max": (lambda t: t(U64).max(), U64.max(), 0),
    "uint64 compare": (lambda t: t(U64) > 2 ** 63, U64 > np.uint64(2 ** 63), 0),
    "uint64 floor divide and remainder": (lambda t: kiln.stack([t(U64) // 3, t(U64) % 7]),
                                          np.stack([U64 // np.uint64(3), U64 % np.uint64(7)]), 0),
    "uint64 shift": (lambda t: t(U64) >> 60, U64 >> np.uint64(60), 0),
    "uint64 to float32": (lambda t: t(U64).astype(kiln.float32), U64.astype(np.float32), 0),
    "uint8 sum widens": (lambda t: t(np.array([255, 255], np.uint8)).sum(), np.uint64(510), 0),
    "int16 product widens": (lambda t: t(np.array([300, 300, 300], np.int16)).prod(), np.int64(27_000_000), 0),
    "abs of int8 min wraps": (lambda t: abs(t(np.array([-128], np.int8))), np.array([-128], np.int8), 0),
    "float16 specials and subnormals": (lambda t: t(F16) * 2, F16_TWICE, 0),
    "float64 to float16 overflow": (lambda t: t(np.array([1e6, -1e6, 1e-9])).astype(kiln.float16),
                                    np.array([np.inf, -np.inf, 0.0], np.float16), 0),
    "NaN propagates in maximum": (lambda t: kiln.maximum(t(np.array([np.nan, 1], np.float32)),
                                                         t(np.array([1, np.nan], np.float32))),
                                  np.array([np.nan, np.nan], np.float32), 0),
    "float remainder and floor divide": (lambda t: kiln.stack([t(np.array([-7.5, 7.5], np.float32)) % [2.0, -2.0],
                                                               t(np.array([-7.5, 7.5], np.float32)) // [2.0, -2.0]]),
                                         np.array([[0.5, -0.5], [-4.0, -4.0]], np.float32), 0),
    "round half to even in float16": (lambda t: kiln.round(t(np.array([0.5, 1.5, 2.5, -0.5, -1.5], np.float16))),
                                      np.array([0.0, 2.0, 2.0, -0.0, -2.0], np.float16), 0),
    "sigmoid saturates": (lambda t: kiln.sigmoid(t(np.array([-100.0, 100.0], np.float32))), [0.0, 1.0], 1e-30),
    "clip with lo above hi": (lambda t: kiln.clip(t(np.array([1.0, 5.0], np.float32)), 4.0, 2.0), [2.0, 2.0], 0),
    "bitcast of a strided view": (lambda t: kiln.bitcast(t(A).T[:2], kiln.int32), A.T[:2].copy().view(np.int32), 0),
    "arange with a float step": (lambda t: kiln.arange(0.1, 1.0, 0.1, device=t.device),
                                 np.arange(0.1, 1.0, 0.1).astype(np.float32), 1e-6),
    "arange counting down, and empty": (lambda t: kiln.concatenate([kiln.arange(10, -10, -3, device=t.device),
                                                                    kiln.arange(5, 1, device=t.device)]),
                                        np.arange(10, -10, -3), 0),
    "eye with an offset past the edge": (lambda t: kiln.eye(3, 4, k=10, device=t.device), np.zeros((3, 4)), 0),
}


@pytest.mark.parametrize("name", list(CASES))
def test_edge_case(device, name):
    build, expected, tol = CASES[name]

    def t(values):
        return kiln.asarray(values, device=device)
    t.device = device
    got = build(t).numpy()
    expected = np.asarray(expected)
    assert got.shape == expected.shape
    if got.dtype.kind == "f":
        np.testing.assert_allclose(got.astype(np.float64), expected.astype(np.float64), rtol=tol, atol=tol,
                                   equal_nan=True)
    else:
        np.testing.assert_array_equal(got, expected)


def test_half_precision_mean_does_not_overflow(device):
    # The sum of 4096 x 60000 overflows float16: the mean must accumulate in float32, as NumPy does.
    assert kiln.full((4096,), 60000.0, dtype=kiln.float16, device=device).mean().item() == 60000.0
