"""kiln.compile (captured graphs, kiln_function_*): a compiled function gives what the plain
function gives and NumPy's float64 reference, traces once per signature, and refuses to read
values while tracing."""
import numpy as np
import pytest

import kiln
from support import make


def layer(x, w, b, scale):
    h = kiln.maximum(x @ w + b, 0.0)
    return h * scale, kiln.sum(h)


def test_compiled_equals_plain_and_numpy(device, rng):
    traces = []

    def traced(x, w, b):
        traces.append(1)
        return layer(x, w, b, 0.5)

    compiled = kiln.compile(traced)
    b, b_np = make(rng, (7,), kiln.float32, device, -1, 1)
    for _ in range(3):
        x, x_np = make(rng, (5, 4), kiln.float32, device, -1, 1)
        w, w_np = make(rng, (4, 7), kiln.float32, device, -1, 1)
        out, total = compiled(x, w, b)
        plain_out, plain_total = layer(x, w, b, 0.5)
        np.testing.assert_array_equal(out.numpy(), plain_out.numpy())  # the same graph, the same bits
        h = np.maximum(x_np.astype(np.float64) @ w_np + b_np, 0.0)
        np.testing.assert_allclose(out.numpy(), h * 0.5, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(total.numpy(), h.sum(), rtol=1e-5)
    assert len(traces) == 1
    # Another shape, or dtype, traces again; the first trace still serves its own signature.
    x, x_np = make(rng, (2, 4), kiln.float32, device, -1, 1)
    out, _ = compiled(x, w, b)
    np.testing.assert_allclose(out.numpy(), np.maximum(x_np.astype(np.float64) @ w.numpy() + b_np, 0) * 0.5,
                               rtol=1e-5, atol=1e-6)
    assert len(traces) == 2


def test_strided_args_and_static_values(device, rng):
    f = kiln.compile(lambda x, k: kiln.reshape(x, (-1,)) * k)
    base, base_np = make(rng, (3, 4), kiln.float32, device, -2, 2)
    np.testing.assert_array_equal(f(base, 2.0).numpy(), base_np.reshape(-1) * 2)
    np.testing.assert_array_equal(f(base.T, 2.0).numpy(), base_np.T.reshape(-1) * 2)  # strided: copied in
    np.testing.assert_array_equal(f(base[1:], 3.0).numpy(), base_np[1:].reshape(-1) * 3)  # a new shape and value


def test_reading_values_while_tracing_is_refused(device):
    f = kiln.compile(lambda x: x * 2 if float(kiln.sum(x)) > 0 else x)
    with pytest.raises(kiln.InvalidArgumentError, match="placeholder"):
        f(kiln.asarray([1.0, 2.0], device=device))
    with pytest.raises(TypeError, match="returns a tensor"):
        kiln.compile(lambda x: 3)(kiln.asarray([1.0], device=device))
    with pytest.raises(TypeError, match="hashable"):
        kiln.compile(lambda x, y: x)(kiln.asarray([1.0], device=device), [1, 2])
