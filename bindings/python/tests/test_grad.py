"""Gradients (kiln.grad, value_and_grad, vjp, jvp; kiln_function_* in C) against central finite
differences in float64, op family by op family, on every device.

For each case, f(inputs) -> outputs; the loss is sum(output * w) with a fixed random w per output
(a random cotangent), so value_and_grad checks the whole vector-Jacobian product. The finite
differences evaluate Kiln's own forward op (checked against NumPy elsewhere) at x +- h in each
element. jvp is checked against the difference quotient along a random direction u, and the two
against each other: <w, J u> = <J^T w, u>.
"""
import numpy as np
import pytest

import kiln

H = 1e-6


def _loss_of(fun, weights):
    def loss(*xs):
        outs = fun(*xs)
        outs = outs if isinstance(outs, (tuple, list)) else (outs,)
        total = None
        for out, w in zip(outs, weights):
            if w is None:
                continue
            if out.dtype in (kiln.complex64, kiln.complex128):
                term = (kiln.real(out) * w.real).sum() + (kiln.imag(out) * w.imag).sum()
            else:
                term = (out * w).sum()
            total = term if total is None else total + term
        return total
    return loss


def _value(loss, arrays, device):
    return float(loss(*[kiln.asarray(a, device=device) for a in arrays]).item())


def _finite_differences(loss, arrays, device):
    grads = []
    for k, a in enumerate(arrays):
        g = np.zeros_like(a)
        parts = (1, 1j) if np.iscomplexobj(a) else (1,)
        for idx in np.ndindex(a.shape):
            for part in parts:
                plus, minus = [b.copy() for b in arrays], [b.copy() for b in arrays]
                plus[k][idx] += part * H
                minus[k][idx] -= part * H
                g[idx] += part * (_value(loss, plus, device) - _value(loss, minus, device)) / (2 * H)
        grads.append(g)
    return grads


def _random(rng, shape, dtype=np.float64, low=-2.0, high=2.0):
    a = rng.uniform(low, high, shape)
    if np.dtype(dtype).kind == "c":
        a = a + 1j * rng.uniform(low, high, shape)
    return a.astype(dtype)


def check(fun, arrays, device, rng, rtol=1e-5, atol=1e-6, wrt=None):
    """fun's gradient (value_and_grad, vjp and jvp) against finite differences."""
    arrays = [np.asarray(a) for a in arrays]
    wrt = list(range(len(arrays))) if wrt is None else wrt
    tensors = [kiln.asarray(a, device=device) for a in arrays]
    outs = fun(*tensors)
    outs = outs if isinstance(outs, (tuple, list)) else (outs,)
    weights = []
    for o in outs:
        if o.dtype in (kiln.complex64, kiln.complex128):
            weights.append(_random(rng, o.shape, np.complex128))
        elif o.dtype in (kiln.float32, kiln.float64):
            weights.append(rng.uniform(-1, 1, o.shape))
        else:
            weights.append(None)
    wt = [None if w is None else (w if np.iscomplexobj(w) else kiln.asarray(w, device=device)) for w in weights]
    loss = _loss_of(fun, wt)

    value, grads = kiln.value_and_grad(loss, argnums=tuple(wrt))(*tensors)
    expected = _finite_differences(loss, arrays, device)
    assert np.isclose(float(value.item()), _value(loss, arrays, device), rtol=1e-12, atol=1e-12)
    for i, g in zip(wrt, grads):
        np.testing.assert_allclose(np.asarray(g), expected[i], rtol=rtol, atol=atol, err_msg="argument %d" % i)

    # vjp with the same cotangents, and jvp along random tangents: <w, J u> = <J^T w, u>.
    float_outs = [i for i, w in enumerate(weights) if w is not None]
    cotangents = [kiln.asarray(w if w is not None else np.zeros(o.shape), device=device).astype(o.dtype)
                  for o, w in zip(outs, weights)]
    _, pulled = kiln.vjp(fun, tensors, cotangents)
    for i in wrt:
        np.testing.assert_allclose(np.asarray(pulled[i]), expected[i], rtol=rtol, atol=atol)
    u = [_random(rng, a.shape, a.dtype) if i in wrt else np.zeros_like(a) for i, a in enumerate(arrays)]
    _, pushed = kiln.jvp(fun, tensors, [kiln.asarray(t, device=device) for t in u])
    directional = (_value(loss, [a + H * t for a, t in zip(arrays, u)], device) -
                   _value(loss, [a - H * t for a, t in zip(arrays, u)], device)) / (2 * H)
    along = sum(np.real(np.vdot(weights[i], np.asarray(pushed[i]))) for i in float_outs)
    back = sum(np.real(np.vdot(expected[i], u[i])) for i in wrt)
    assert np.isclose(along, directional, rtol=1e-4, atol=1e-6)
    assert np.isclose(along, back, rtol=1e-4, atol=1e-6)


UNARY = [
    ("negative", kiln.negative, -2, 2), ("abs", kiln.abs, 0.1, 2), ("exp", kiln.exp, -2, 2), ("log", kiln.log, 0.2, 3),
    ("log1p", kiln.log1p, -0.5, 2), ("expm1", kiln.expm1, -2, 2), ("sqrt", kiln.sqrt, 0.2, 3),
    ("rsqrt", kiln.rsqrt, 0.2, 3), ("square", kiln.square, -2, 2), ("sin", kiln.sin, -3, 3), ("cos", kiln.cos, -3, 3),
    ("tan", kiln.tan, -1.2, 1.2), ("tanh", kiln.tanh, -2, 2), ("sigmoid", kiln.sigmoid, -3, 3), ("erf", kiln.erf, -2, 2),
    ("asin", kiln.asin, -0.9, 0.9), ("acos", kiln.acos, -0.9, 0.9), ("atan", kiln.atan, -3, 3),
    ("sinh", kiln.sinh, -2, 2), ("cosh", kiln.cosh, -2, 2), ("asinh", kiln.asinh, -3, 3), ("acosh", kiln.acosh, 1.2, 3),
    ("atanh", kiln.atanh, -0.9, 0.9), ("log2", kiln.log2, 0.2, 3), ("log10", kiln.log10, 0.2, 3),
    ("exp2", kiln.exp2, -2, 2), ("cbrt", kiln.cbrt, 0.2, 3), ("erfc", kiln.erfc, -2, 2), ("erf_inv", kiln.erf_inv, -0.9, 0.9),
    ("reciprocal", kiln.reciprocal, 0.3, 3), ("relu", kiln.relu, -2, 2), ("silu", kiln.silu, -3, 3),
    ("gelu", kiln.gelu, -3, 3), ("gelu_tanh", kiln.gelu_tanh, -3, 3), ("softplus", kiln.softplus, -3, 3),
]


@pytest.mark.parametrize("name,op,low,high", UNARY, ids=[u[0] for u in UNARY])
def test_unary(device, rng, name, op, low, high):
    x = rng.uniform(low, high, (2, 3))
    if name == "relu":
        x[np.abs(x) < 0.05] = 0.5  # away from the kink
    check(op, [x], device, rng)


BINARY = [
    ("add", kiln.add, None), ("subtract", kiln.subtract, None), ("multiply", kiln.multiply, None),
    ("divide", kiln.divide, "b_away_from_0"), ("power", kiln.power, "a_positive"), ("maximum", kiln.maximum, None),
    ("minimum", kiln.minimum, None), ("atan2", kiln.atan2, None), ("logaddexp", kiln.logaddexp, None),
    ("hypot", kiln.hypot, None), ("copysign", kiln.copysign, "a_away_from_0"), ("remainder", kiln.remainder, "b_positive"),
    ("fmod", kiln.fmod, "b_positive"),
]


@pytest.mark.parametrize("name,op,domain", BINARY, ids=[b[0] for b in BINARY])
def test_binary_broadcasting(device, rng, name, op, domain):
    a, b = rng.uniform(-2, 2, (2, 3)), rng.uniform(-2, 2, (3,))  # b broadcasts: its gradient sums
    if domain == "b_away_from_0":
        b = np.sign(b) * (np.abs(b) + 0.5)
    if domain == "a_positive":
        a = np.abs(a) + 0.3
    if domain == "a_away_from_0":
        a = np.sign(a) * (np.abs(a) + 0.3)
    if domain == "b_positive":
        b = np.abs(b) + 0.7
        a = np.round(a * 7) / 7 + 0.01  # away from the jumps of a / b
    check(op, [a, b], device, rng)


def test_binary_with_a_plain_number(device, rng):
    check(lambda x: 3.0 * x ** 2 - x / 2, [rng.uniform(-2, 2, 5)], device, rng)


REDUCTIONS = [
    ("sum", lambda x: kiln.sum(x, axis=1)), ("sum_all", lambda x: kiln.sum(x)),
    ("prod", lambda x: kiln.prod(x, axis=0)), ("max", lambda x: kiln.max(x, axis=1)),
    ("min", lambda x: kiln.min(x, axis=(0, 2))), ("mean", lambda x: kiln.mean(x, axis=-1, keepdims=True)),
    ("logsumexp", lambda x: kiln.logsumexp(x, axis=1)), ("var", lambda x: kiln.var(x, axis=1)),
    ("std", lambda x: kiln.std(x, axis=0)), ("softmax", lambda x: kiln.softmax(x, axis=-1)),
    ("log_softmax", lambda x: kiln.log_softmax(x, axis=1)),
]


@pytest.mark.parametrize("name,op", REDUCTIONS, ids=[r[0] for r in REDUCTIONS])
def test_reductions(device, rng, name, op):
    check(op, [rng.uniform(0.5, 2, (2, 3, 2))], device, rng)


SCANS = [
    ("cumulative_sum", lambda x: kiln.cumulative_sum(x, axis=1)),
    ("cumulative_sum_reverse", lambda x: kiln.cumulative_sum(x, axis=0, reverse=True)),
    ("cumulative_product", lambda x: kiln.cumulative_product(x, axis=1)),
    ("cumulative_max", lambda x: kiln.cumulative_max(x, axis=1)),
    ("cumulative_min_reverse", lambda x: kiln.cumulative_min(x, axis=1, reverse=True)),
    ("logcumsumexp", lambda x: kiln.logcumsumexp(x, axis=1)),
]


@pytest.mark.parametrize("name,op", SCANS, ids=[s[0] for s in SCANS])
def test_scans(device, rng, name, op):
    check(op, [rng.uniform(0.5, 2, (2, 5))], device, rng)


def test_products(device, rng):
    a, b = rng.uniform(-1, 1, (2, 3, 4)), rng.uniform(-1, 1, (4, 5))
    check(lambda a, b: a @ b, [a, b], device, rng)
    check(lambda a, b: kiln.matmul(a, b.T[:, 1:5]), [a, rng.uniform(-1, 1, (6, 4))], device, rng)
    check(lambda a, b: kiln.einsum("bij,bkj->bik", a, b), [a, rng.uniform(-1, 1, (2, 5, 4))], device, rng)
    check(lambda a, b: kiln.tensordot(a, b, axes=([0, 2], [1, 0])), [a, rng.uniform(-1, 1, (4, 2, 3))], device, rng)
    check(lambda v, w: kiln.matmul(v, w), [rng.uniform(-1, 1, 3), rng.uniform(-1, 1, (3, 2))], device, rng)


SHAPES = [
    ("reshape", lambda x: kiln.reshape(x, (4, 6))), ("transpose", lambda x: kiln.permute_dims(x, (2, 0, 1))),
    ("broadcast_to", lambda x: kiln.broadcast_to(x[:, :1, :], (2, 5, 4))), ("expand_squeeze", lambda x: kiln.squeeze(
        kiln.expand_dims(x, axis=1), axis=1)), ("slice_steps", lambda x: x[1:, ::2, 3:0:-2]),
    ("flip", lambda x: kiln.flip(x, axis=(0, 2))), ("transpose_then_slice", lambda x: x.T[1:3, :, ::-1]),
    ("concatenate", lambda x: kiln.concat([x, x[:, :1] * 2], axis=1)), ("stack", lambda x: kiln.stack([x, x * x], axis=1)),
    ("pad", lambda x: kiln.pad(x, ((1, 0), (0, 2), (1, 1)))),
    ("pad_general", lambda x: kiln.pad_general(x, [1, -1, 0], [0, 1, -1], [1, 0, 2])),
    ("diagonal_view", lambda x: kiln.reshape(x, (24,))[::5]),
]


@pytest.mark.parametrize("name,op", SHAPES, ids=[s[0] for s in SHAPES])
def test_shapes(device, rng, name, op):
    check(op, [rng.uniform(-1, 1, (2, 3, 4))], device, rng)


def test_selection(device, rng):
    x, y = rng.uniform(-1, 1, (2, 3)), rng.uniform(-1, 1, (3,))
    check(lambda x, y: kiln.where(x > 0, x * 2, y), [x, y], device, rng)
    check(lambda x: kiln.clip(x, -0.5, 0.5), [np.where(np.abs(np.abs(x) - 0.5) < 0.05, 0.2, x)], device, rng)
    g = kiln.grad(lambda x: (kiln.astype(x, kiln.float32) * 3).sum())(kiln.asarray(x, device=device))
    assert g.dtype == kiln.float64
    np.testing.assert_array_equal(np.asarray(g), np.full(x.shape, 3.0))


INDEXING = [
    ("take", lambda x: kiln.take(x, kiln.asarray(np.array([[2, 0], [2, 1]]), device=x.device), axis=1)),
    ("take_along_axis", lambda x: kiln.take_along_axis(x, kiln.asarray(np.array([[0, 0, 3], [2, 1, 1]]), device=x.device), axis=1)),
    ("gather", lambda x: kiln.gather(x, kiln.asarray(np.array([[1, 2], [0, 0], [1, 2]]), device=x.device))),
    ("sort", lambda x: kiln.sort(x, axis=1)),
    ("top_k", lambda x: kiln.top_k(x, 2)[0]),
    ("dynamic_slice", lambda x: kiln.dynamic_slice(x, kiln.asarray(np.array([1, 1]), device=x.device), [1, 2])),
]


@pytest.mark.parametrize("name,op", INDEXING, ids=[i[0] for i in INDEXING])
def test_indexing(device, rng, name, op):
    x = rng.permutation(np.linspace(-1, 1, 8)).reshape(2, 4)  # distinct: sorting is smooth here
    check(op, [x], device, rng)


def test_indexed_updates(device, rng):
    x, upd = rng.uniform(-1, 1, (4, 3)), rng.uniform(-1, 1, (3, 3))
    idx = np.array([[2], [0], [2]])  # row 2 twice: add sums, put keeps the last

    def add(x, u):
        return kiln.indexed_add(x, kiln.asarray(idx, device=x.device), u)

    def put(x, u):
        return kiln.indexed_put(x, kiln.asarray(idx, device=x.device), u)

    check(add, [x, upd], device, rng)
    check(put, [x, upd], device, rng)
    check(lambda x, u: kiln.dynamic_update_slice(x, kiln.asarray(np.array([1, 0]), device=x.device), u),
          [x, upd[:2]], device, rng)


def test_fast_ops(device, rng):
    x, w, b = rng.uniform(-1, 1, (3, 5)), rng.uniform(0.5, 1.5, 5), rng.uniform(-1, 1, 5)
    check(lambda x, w: kiln.fast.rms_norm(x, w, eps=1e-5), [x, w], device, rng, rtol=1e-4)
    check(lambda x, w, b: kiln.fast.layer_norm(x, w, b, eps=1e-5), [x, w, b], device, rng, rtol=1e-4)
    check(lambda x: kiln.fast.layer_norm(x), [x], device, rng, rtol=1e-4)


@pytest.mark.parametrize("causal,mask,kv_heads", [(False, False, 2), (True, False, 1), (False, True, 2)])
def test_attention(device, rng, causal, mask, kv_heads):
    q, k, v = rng.uniform(-1, 1, (1, 2, 3, 2)), rng.uniform(-1, 1, (1, kv_heads, 4, 2)), rng.uniform(-1, 1, (1, kv_heads, 4, 2))
    arrays = [q, k, v] + ([rng.uniform(-1, 1, (1, 1, 3, 4))] if mask else [])

    def attention(q, k, v, *m):
        return kiln.fast.scaled_dot_product_attention(q, k, v, scale=0.7, mask=m[0] if m else None, causal=causal)

    check(attention, arrays, device, rng, rtol=1e-4)


def test_windows(device, rng):
    x = rng.permutation(np.linspace(0.5, 2, 20)).reshape(4, 5)
    check(lambda x: kiln.window_sum(x, [2, 3], strides=[2, 1], padding=[(1, 0), (0, 1)]), [x], device, rng)
    check(lambda x: kiln.window_sum(x, [2, 2], dilation=[1, 2]), [x], device, rng)
    check(lambda x: kiln.window_product(x, [2, 2], strides=[1, 2]), [x], device, rng, rtol=1e-4)
    check(lambda x: kiln.window_max(x, [2, 2], strides=[2, 2]), [x], device, rng)
    check(lambda x: kiln.window_min(x, [3, 1], padding=[(1, 1), (0, 0)]), [x], device, rng)
    check(lambda x: kiln.window_max(x, [2, 2], strides=[1, 2], dilation=[2, 1], padding=[(0, 1), (1, 0)]), [x], device, rng)


def test_fourier_transforms(device, rng):
    z = _random(rng, (2, 4), np.complex128)
    check(lambda z: kiln.fft.fft(z, axis=1), [z], device, rng)
    check(lambda z: kiln.fft.ifft(z, n=3, axis=0, norm="ortho"), [z], device, rng)
    check(lambda x: kiln.fft.rfft(x), [rng.uniform(-1, 1, (2, 6))], device, rng)
    check(lambda z: kiln.fft.irfft(z, n=6), [_random(rng, (2, 4), np.complex128)], device, rng)


def test_complex_elementwise(device, rng):
    z, w = _random(rng, (3,), np.complex128), _random(rng, (3,), np.complex128)
    check(lambda z, w: z * w + kiln.conj(z), [z, w], device, rng)
    check(lambda z: kiln.abs(z), [z], device, rng)
    check(lambda z: kiln.exp(z) / (z + 3), [z], device, rng, rtol=1e-4)
    check(lambda z: kiln.real(z) * kiln.imag(z), [z], device, rng)


def test_integer_inputs_and_stop_gradient(device, rng):
    x = kiln.asarray(rng.uniform(-1, 1, 4), device=device)
    n = kiln.asarray(np.array([1, 2, 3, 4]), device=device)
    gx, gn = kiln.grad(lambda x, n: (x * n).sum(), argnums=(0, 1))(x, n)
    np.testing.assert_array_equal(np.asarray(gx), [1, 2, 3, 4])
    np.testing.assert_array_equal(np.asarray(gn), [0, 0, 0, 0])  # no gradient through integers
    g = kiln.grad(lambda x: (x * kiln.stop_gradient(x)).sum())(x)
    np.testing.assert_allclose(np.asarray(g), np.asarray(x))
    g = kiln.grad(lambda x: kiln.argmax(x).astype(kiln.float64) + (x > 0).astype(kiln.float64).sum())(x)
    np.testing.assert_array_equal(np.asarray(g), np.zeros(4))


def test_unused_input_and_output_as_input(device, rng):
    x, y = (kiln.asarray(rng.uniform(-1, 1, 3), device=device) for _ in range(2))
    _, (gx, gy) = kiln.value_and_grad(lambda x, y: (x * 2).sum(), argnums=(0, 1))(x, y)
    np.testing.assert_array_equal(np.asarray(gx), [2, 2, 2])
    np.testing.assert_array_equal(np.asarray(gy), [0, 0, 0])
    outs, pulled = kiln.vjp(lambda x: x, [x], [kiln.ones_like(x)])
    np.testing.assert_array_equal(np.asarray(pulled[0]), [1, 1, 1])


def _mlp_loss(params, x, y):
    w1, b1, w2, b2 = params
    h = kiln.tanh(x @ w1 + b1)
    return ((h @ w2 + b2 - y) ** 2).mean()


def test_second_order_mlp(device, rng):
    """Hessian-vector products of a small MLP's loss (grad of <grad, v>) against finite
    differences of the gradient, and the gradient of the gradient's norm by jvp of grad."""
    shapes = [(3, 4), (4,), (4, 2), (2,)]
    params = [rng.uniform(-1, 1, s) for s in shapes]
    x, y = rng.uniform(-1, 1, (5, 3)), rng.uniform(-1, 1, (5, 2))
    v = [rng.uniform(-1, 1, s) for s in shapes]
    dev = lambda a: kiln.asarray(a, device=device)  # noqa: E731
    grad = kiln.grad(_mlp_loss)

    def gradient(ps):
        return [np.asarray(g) for g in grad([dev(p) for p in ps], dev(x), dev(y))]

    def grad_dot_v(ps, vs, x, y):
        return sum((g * t).sum() for g, t in zip(grad(ps, x, y), vs))

    hvp = kiln.grad(grad_dot_v)([dev(p) for p in params], [dev(t) for t in v], dev(x), dev(y))
    plus = gradient([p + H * t for p, t in zip(params, v)])
    minus = gradient([p - H * t for p, t in zip(params, v)])
    for got, gp, gm in zip(hvp, plus, minus):
        np.testing.assert_allclose(np.asarray(got), (gp - gm) / (2 * H), rtol=1e-5, atol=1e-7)
    # Forward over reverse: jvp of the gradient along v is the same product.
    flat = lambda *ps: tuple(grad(list(ps), dev(x), dev(y)))  # noqa: E731
    _, pushed = kiln.jvp(flat, [dev(p) for p in params], [dev(t) for t in v])
    for got, want in zip(pushed, hvp):
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-9, atol=1e-12)


def test_training_loop_reuses_one_trace(device, rng):
    w = kiln.asarray(np.zeros(3), device=device)
    x = kiln.asarray(rng.uniform(-1, 1, (16, 3)), device=device)
    y = x @ kiln.asarray(np.array([1.0, -2.0, 0.5]), device=device)
    step = kiln.value_and_grad(lambda w, x, y: ((x @ w - y) ** 2).mean())
    losses = []
    for _ in range(60):
        loss, g = step(w, x, y)
        w = w - 0.3 * g
        losses.append(float(loss.item()))
    assert losses[-1] < 1e-3 * losses[0]
    np.testing.assert_allclose(np.asarray(w), [1.0, -2.0, 0.5], atol=1e-2)


CONVS = [
    ("plain", dict(), (2, 3, 5, 4), (4, 3, 2, 2)),
    ("strided_padded", dict(strides=[2, 1], padding=[(1, 0), (2, 1)]), (1, 2, 5, 5), (3, 2, 3, 2)),
    ("dilated", dict(kernel_dilation=[2, 1], input_dilation=[1, 2]), (1, 2, 5, 3), (2, 2, 2, 2)),
    ("cropped_groups", dict(padding=[(-1, 0), (0, -1)], feature_group_size=2), (2, 4, 4, 5), (6, 2, 2, 2)),
    ("1d", dict(strides=[2], padding=[(1, 1)]), (2, 3, 7), (2, 3, 3)),
    ("strided_dilated", dict(strides=[2, 3], kernel_dilation=[2, 1], padding=[(2, 1), (0, 2)]), (2, 2, 7, 6), (3, 2, 2, 3)),
]


@pytest.mark.parametrize("name,geometry,x_shape,k_shape", CONVS, ids=[c[0] for c in CONVS])
def test_conv(device, rng, name, geometry, x_shape, k_shape):
    """KILN_CONV_PATCHES=always (ctest's python.grad_conv_patches) runs these through Im2col."""
    check(lambda x, k: kiln.conv(x, k, **geometry), [rng.uniform(-1, 1, x_shape), rng.uniform(-1, 1, k_shape)],
          device, rng, rtol=1e-4, atol=1e-6)


def test_errors(device, rng):
    x = kiln.asarray(rng.uniform(-1, 1, (1, 1, 4, 4)), device=device)
    with pytest.raises(kiln.UnsupportedError, match="lu"):
        kiln.grad(lambda x: kiln.linalg.lu(x[0, 0, :2])[1].sum())(x)  # not square
    with pytest.raises(kiln.InvalidArgumentError, match="0-d"):
        kiln.grad(lambda x: x * 2)(x)
    with pytest.raises(ValueError):
        kiln.grad(lambda x: x.sum(), argnums=3)(x)


def _spd(x):
    """A symmetric positive definite matrix from any square x (so finite differences in any
    element keep the input symmetric)."""
    n = x.shape[-1]
    return x @ kiln.matrix_transpose(x) + kiln.asarray(np.eye(n) * n, device=x.device)


LINALG = [
    ("inv", lambda a: kiln.linalg.inv(a)), ("det", lambda a: kiln.linalg.det(a)),
    ("slogdet", lambda a: kiln.linalg.slogdet(a)[1]),
    ("solve", lambda a: kiln.linalg.solve(a, a[..., :2] * a[..., 1:])),
    ("cholesky", lambda a: kiln.linalg.cholesky(_spd(a))),
    ("cholesky_upper", lambda a: kiln.linalg.cholesky(_spd(a), upper=True)),
    ("triangular_solve", lambda a: kiln.linalg.triangular_solve(kiln.linalg.cholesky(_spd(a)), a)),
    ("triangular_solve_right_t", lambda a: kiln.linalg.triangular_solve(
        kiln.linalg.cholesky(_spd(a)), a, left_side=False, transpose_a=True)),
    ("eigvalsh", lambda a: kiln.linalg.eigvalsh(_spd(a))),
    ("eigh_vectors_squared", lambda a: kiln.linalg.eigh(_spd(a))[1] ** 2),
    ("svdvals", lambda a: kiln.linalg.svdvals(a)),
    ("matrix_norm_nuc", lambda a: kiln.linalg.matrix_norm(a, ord="nuc")),
    ("lu", lambda a: kiln.linalg.lu(a)[1:]),
    ("qr", lambda a: kiln.linalg.qr(a)),
    ("qr_tall", lambda a: kiln.linalg.qr(kiln.concat([a, a * a], axis=-2))),
    # The first singular pair's outer product and the values: invariant to the vectors' signs.
    ("svd", lambda a: (kiln.linalg.svd(a, full_matrices=False)[0][..., :1] @ kiln.linalg.svd(a, full_matrices=False)[2][..., :1, :],
                       kiln.linalg.svd(a, full_matrices=False)[1])),
    ("svd_wide", lambda a: kiln.linalg.svd(kiln.concat([a, a * a], axis=-1), full_matrices=False)[1]),
    ("lstsq", lambda a: kiln.linalg.lstsq(a, a[..., :1] * 2.0)),
]


@pytest.mark.parametrize("name,op", LINALG, ids=[c[0] for c in LINALG])
def test_linear_algebra(device, rng, name, op):
    a = rng.uniform(-1, 1, (2, 3, 3)) + np.eye(3) * 2  # batched, well conditioned
    check(op, [a], device, rng, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16"])
def test_lower_precision_dtypes_keep_their_dtype(device, rng, dtype):
    """Gradients come back in the input's dtype, computed in it (norms and attention in float32)."""
    x64 = rng.uniform(-1, 1, (4, 8))
    x = kiln.asarray(x64, device=device).astype(getattr(kiln, dtype))
    w = kiln.asarray(rng.uniform(0.5, 1.5, 8), device=device).astype(getattr(kiln, dtype))
    g, gw = kiln.grad(lambda x, w: (kiln.sin(x) * kiln.fast.rms_norm(x, w)).sum(), argnums=(0, 1))(x, w)
    assert g.dtype == x.dtype and gw.dtype == w.dtype
    ref, ref_w = kiln.grad(lambda x, w: (kiln.sin(x) * kiln.fast.rms_norm(x, w)).sum(), argnums=(0, 1))(
        x.astype(kiln.float64), w.astype(kiln.float64))
    tol = 1e-5 if dtype == "float32" else 5e-2
    np.testing.assert_allclose(np.asarray(g.astype(kiln.float64)), np.asarray(ref), rtol=tol, atol=tol)
    np.testing.assert_allclose(np.asarray(gw.astype(kiln.float64)), np.asarray(ref_w), rtol=tol, atol=tol * 4)
