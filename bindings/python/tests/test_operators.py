"""Python operators on tensors, with reflected forms and weakly typed Python scalars."""
import math
import operator

import numpy as np
import pytest

import kiln
from conftest import DEVICES as DEVICES_FOR_SCALARS
from support import FLOATS, INTS, check, ids, make, require

ARITHMETIC = [operator.add, operator.sub, operator.mul, operator.truediv, operator.floordiv, operator.mod,
              operator.pow]
BITWISE = [operator.and_, operator.or_, operator.xor, operator.lshift, operator.rshift]
COMPARISONS = [operator.eq, operator.ne, operator.lt, operator.le, operator.gt, operator.ge]


def reference(op, a, b, result):
    """op on NumPy values: in float64 for a float result, else in the operands' own dtype."""
    with np.errstate(all="ignore"):
        if result.is_floating:
            return op(np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64))
        return op(np.asarray(a), np.asarray(b))


@pytest.mark.parametrize("op", ARITHMETIC + COMPARISONS, ids=lambda op: op.__name__)
@pytest.mark.parametrize("dt", [kiln.int32, kiln.uint8, kiln.float16, kiln.float32], ids=lambda d: d.name)
def test_tensor_with_tensor(device, rng, op, dt):
    require(device, dt)
    a, av = make(rng, (3, 4), dt, device, 1, 10)
    b, bv = make(rng, (4,), dt, device, 1, 4)
    comparison = op in COMPARISONS
    result = kiln.bool_ if comparison else (kiln.float32 if op is operator.truediv and not dt.is_floating else dt)
    check(op(a, b), reference(op, av, bv, result), result, device, loose=True)
    check(op(b, a), reference(op, bv, av, result), result, device, loose=True)


@pytest.mark.parametrize("op", ARITHMETIC + BITWISE + COMPARISONS, ids=lambda op: op.__name__)
def test_weak_python_int(device, rng, op):
    """A Python int takes an integer tensor's dtype, both ways round."""
    x, xv = make(rng, (5,), kiln.int16, device, 1, 20)
    result = kiln.bool_ if op in COMPARISONS else (kiln.float32 if op is operator.truediv else kiln.int16)
    check(op(x, 3), reference(op, xv, np.int16(3), result), result, device)
    check(op(3, x), reference(op, np.int16(3), xv, result), result, device)


@pytest.mark.parametrize("op", ARITHMETIC + COMPARISONS, ids=lambda op: op.__name__)
def test_weak_python_float(device, rng, op):
    x, xv = make(rng, (5,), kiln.float16, device, 1, 4)
    result = kiln.bool_ if op in COMPARISONS else kiln.float16
    check(op(x, 1.5), reference(op, xv, 1.5, result), result, device, loose=True)
    check(op(1.5, x), reference(op, 1.5, xv, result), result, device, loose=True)


@pytest.mark.parametrize("dt", INTS + FLOATS + (kiln.bool_,), ids=ids(INTS + FLOATS + (kiln.bool_,)))
def test_scalar_dtype_rules(device, dt):
    require(device, dt)
    x = kiln.ones((2,), dtype=dt, device=device)
    int_result = kiln.int64 if dt is kiln.bool_ else dt
    float_result = dt if dt.is_floating else kiln.float32
    assert (x + 1).dtype is int_result and (1 + x).dtype is int_result
    assert (x * 2.0).dtype is float_result and (2.0 * x).dtype is float_result
    assert (x == True).dtype is kiln.bool_  # noqa: E712
    assert kiln.maximum(x, True).dtype is dt
    assert kiln.where(x, 1, 0.5).dtype is kiln.float32


def test_scalar_out_of_range_for_dtype(device):
    x = kiln.ones((2,), dtype=kiln.uint8, device=device)
    assert (x + 255).tolist() == [0, 0]  # wraps inside uint8
    # The C API's weak-scalar rule refuses a number the other operand's dtype cannot hold.
    with pytest.raises(kiln.InvalidArgumentError, match="uint8"):
        x + 256
    with pytest.raises(kiln.InvalidArgumentError):
        x - (-1)
    y = kiln.ones((1,), dtype=kiln.int64, device=device)
    assert (y + (1 << 62)).item() == (1 << 62) + 1  # exact past 2^53


def test_numpy_and_list_operands(device):
    x = kiln.asarray([1.0, 2.0], device=device)
    assert (x + np.array([1.0, 1.0], dtype=np.float32)).tolist() == [2.0, 3.0]
    z = np.array([1.0, 1.0], dtype=np.float32) + x  # NumPy defers to Tensor's reflected operator
    assert isinstance(z, kiln.Tensor) and z.tolist() == [2.0, 3.0]
    assert (x * np.float64(2)).dtype is kiln.float64  # NumPy scalars are not weak
    assert (x + [1, 2]).tolist() == [2.0, 4.0] and ([1, 2] - x).tolist() == [0.0, 0.0]
    assert (x + np.array([1, 2], dtype=np.int8)).dtype is kiln.float32


def test_unary_operators(device):
    i = kiln.asarray([1, -2, 3], dtype=kiln.int8, device=device)
    b = kiln.asarray([True, False], device=device)
    f = kiln.asarray([-1.5, 2.0], device=device)
    assert (-i).tolist() == [-1, 2, -3] and abs(i).tolist() == [1, 2, 3] and (+i).tolist() == [1, -2, 3]
    assert (~i).tolist() == [-2, 1, -4] and (~b).tolist() == [False, True]
    assert (-f).tolist() == [1.5, -2.0] and abs(f).tolist() == [1.5, 2.0]
    with pytest.raises(kiln.UnsupportedDTypeError):
        ~f
    with pytest.raises(kiln.UnsupportedDTypeError):
        -b


def test_bool_operators(device):
    a = kiln.asarray([True, True, False], device=device)
    b = kiln.asarray([True, False, False], device=device)
    assert (a & b).tolist() == [True, False, False] and (a | b).tolist() == [True, True, False]
    assert (a ^ b).tolist() == [False, True, False] and (a & True).dtype is kiln.bool_


def test_matmul_operator(device, rng):
    a, av = make(rng, (3, 4), kiln.float32, device)
    b, bv = make(rng, (4,), kiln.float32, device)
    check(a @ b, av.astype(np.float64) @ bv, kiln.float32, device, loose=True)
    check(av @ b, av.astype(np.float64) @ bv, kiln.float32, device, loose=True)


def test_unsupported_operands():
    x = kiln.ones((2,))
    with pytest.raises(TypeError):
        x + "a"
    with pytest.raises(TypeError):
        None * x
    assert (x == None) is False  # noqa: E711  (no elementwise meaning: identity comparison)
    assert x != "x"
    with pytest.raises(TypeError):
        hash(x)
    with pytest.raises(TypeError):
        {x}


def test_plain_numbers_follow_the_c_rule(device):
    """The cases every binding checks (docs/dtypes.md, "Plain numbers")."""
    half = kiln.asarray([1.0], dtype=kiln.float16, device=device)
    cases = [(kiln.asarray([1], dtype=kiln.int32, device=device) + 0.5, kiln.float32, [1.5]),
             (half + 2.0, kiln.float16, [3.0]),
             (kiln.asarray([1], dtype=kiln.int8, device=device) + 3, kiln.int8, [4]),
             (kiln.asarray([True], device=device) + 2, kiln.int64, [3]),
             (kiln.asarray([1.0], dtype=kiln.float64, device=device) + 0.1, kiln.float64, [1.1])]
    for result, dtype, values in cases:
        assert result.dtype is dtype
        assert result.tolist() == values
    with pytest.raises(kiln.InvalidArgumentError, match="300 is out of range .* uint8"):
        kiln.asarray([1], dtype=kiln.uint8, device=device) + 300


def test_repeated_scalars_keep_their_kind_sign_and_device():
    """Python scalars are shared weak-scalar tensors per (kind, value, device): 1 and 1.0, 0.0 and
    -0.0, NaN, and the same value on two devices must each still give their own result."""
    for dev in DEVICES_FOR_SCALARS:
        ints = kiln.asarray([3], dtype=kiln.int32, device=dev)
        floats = kiln.asarray([2.0], dtype=kiln.float32, device=dev)
        for _ in range(2):  # the second round reads from the cache
            assert (ints * 1).dtype is kiln.int32 and (ints * 1.0).dtype is kiln.float32
            assert math.copysign(1.0, (floats * 0.0).tolist()[0]) == 1.0
            assert math.copysign(1.0, (floats * -0.0).tolist()[0]) == -1.0
            assert math.isnan((floats + math.nan).tolist()[0])
            assert (floats + 0.5).tolist() == [2.5] and (floats + 0.5).device == dev
            assert (ints + True).tolist() == [4]


def test_many_distinct_scalars():
    """More distinct scalars than the cache holds: results stay right as it is cleared."""
    x = kiln.asarray([1.0], dtype=kiln.float64)
    for i in range(600):
        assert (x + float(i)).tolist() == [1.0 + i]
