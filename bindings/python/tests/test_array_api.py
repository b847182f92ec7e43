"""The array API standard (2024.12) pieces of the namespace: data type functions, the inspection
object, constants, creation, manipulation, statistics, tensordot/vecdot, indexing and in-place
operators. Expected values come from the standard's text and NumPy."""
import math

import numpy as np
import pytest

import kiln
from support import FLOATS, INTS, ids, make, np_dtype


# ---- data type functions ----

@pytest.mark.parametrize("dt", FLOATS, ids=ids(FLOATS))
def test_finfo_matches_numpy_and_the_format(dt):
    info = kiln.finfo(dt)
    assert info.dtype is dt and info.bits == dt.bits
    if dt is kiln.bfloat16:  # 8 exponent bits, 7 mantissa bits
        assert (info.eps, info.max, info.smallest_normal) == (2.0 ** -7, (2 - 2.0 ** -7) * 2.0 ** 127, 2.0 ** -126)
    else:
        ref = np.finfo(dt.name)
        assert (info.eps, info.max, info.min, info.smallest_normal) == (
            float(ref.eps), float(ref.max), float(ref.min), float(ref.smallest_normal))
    assert kiln.finfo(kiln.zeros(2, dtype=dt)).dtype is dt


@pytest.mark.parametrize("dt", INTS, ids=ids(INTS))
def test_iinfo_matches_numpy(dt):
    info, ref = kiln.iinfo(dt), np.iinfo(dt.name)
    assert (info.bits, info.min, info.max, info.dtype) == (ref.bits, int(ref.min), int(ref.max), dt)


def test_info_of_the_wrong_kind_is_a_type_error():
    with pytest.raises(TypeError):
        kiln.finfo(kiln.int32)
    with pytest.raises(TypeError):
        kiln.iinfo(kiln.float32)


@pytest.mark.parametrize("a, b, expected", [
    ("int8", "uint8", "int16"), ("int32", "uint32", "int64"), ("uint8", "uint16", "uint16"),
    ("float16", "float32", "float32"), ("float16", "bfloat16", "float32"), ("bool", "int8", "int8"),
    ("int64", "float16", "float16"), ("float32", "float64", "float64"),
])
def test_result_type_follows_the_library_promotion(a, b, expected):
    assert kiln.result_type(kiln.as_dtype(a), kiln.as_dtype(b)) is kiln.as_dtype(expected)
    # and the ops agree with it
    x = kiln.zeros(2, dtype=a) + kiln.zeros(2, dtype=b)
    assert x.dtype is kiln.as_dtype(expected)


def test_result_type_with_arrays_and_weak_scalars():
    x = kiln.zeros(3, dtype=kiln.int32)
    assert kiln.result_type(x, kiln.int8) is kiln.int32
    assert kiln.result_type(x, 2) is kiln.int32
    assert kiln.result_type(x, 1.5) is kiln.float32
    assert kiln.result_type(kiln.float16, 1.5) is kiln.float16
    with pytest.raises(TypeError):
        kiln.result_type(1, 2.0)


@pytest.mark.parametrize("src, dst, expected", [
    ("int8", "int16", True), ("int16", "int8", False), ("uint8", "int16", True), ("uint8", "int8", False),
    ("int8", "uint64", False), ("float16", "float32", True), ("float64", "float32", False),
    ("bool", "bool", True), ("bool", "int8", False), ("int8", "float32", False), ("float32", "int64", False),
])
def test_can_cast_within_a_kind_without_losing_values(src, dst, expected):
    assert kiln.can_cast(kiln.as_dtype(src), kiln.as_dtype(dst)) is expected


def test_isdtype_kinds():
    assert kiln.isdtype(kiln.int8, "signed integer") and not kiln.isdtype(kiln.uint8, "signed integer")
    assert kiln.isdtype(kiln.uint8, ("bool", "integral"))
    assert kiln.isdtype(kiln.bfloat16, "real floating") and kiln.isdtype(kiln.bfloat16, "numeric")
    assert not kiln.isdtype(kiln.bool_, "numeric") and kiln.isdtype(kiln.bool_, kiln.bool)
    assert not kiln.isdtype(kiln.float32, "complex floating")
    with pytest.raises(ValueError):
        kiln.isdtype(kiln.int8, "integer")
    with pytest.raises(TypeError):
        kiln.isdtype("int8", "integral")


# ---- namespace, inspection, constants ----

def test_namespace_and_constants():
    x = kiln.zeros(2)
    assert x.__array_namespace__() is kiln and x.__array_namespace__(api_version="2024.12") is kiln
    with pytest.raises(ValueError):
        x.__array_namespace__(api_version="2019.01")
    assert kiln.__array_api_version__ == "2024.12"
    assert (kiln.e, kiln.pi) == (math.e, math.pi) and kiln.inf == math.inf and math.isnan(kiln.nan)
    assert kiln.newaxis is None and kiln.bool is kiln.bool_


def test_inspection_object(device):
    info = kiln.__array_namespace_info__()
    assert info.capabilities()["max dimensions"] == 64
    assert info.default_device() == kiln.default_device() and device in info.devices()
    assert info.default_dtypes(device=device) == {"real floating": kiln.float32, "complex floating": kiln.complex64,
                                                  "integral": kiln.int64, "indexing": kiln.int64}
    every = info.dtypes(device=device)
    standard = {d for d in device.dtypes if not d.is_narrow} - {kiln.float16, kiln.bfloat16}  # the standard defines only these
    assert set(every.values()) == standard and every["bool"] is kiln.bool_
    assert set(info.dtypes(device=device, kind="unsigned integer")) <= {"uint8", "uint16", "uint32", "uint64"}
    assert set(info.dtypes(device=device, kind=("bool", "real floating"))) == \
        {n for n, d in every.items() if d.kind in "bf"}


# ---- creation ----

def test_default_dtypes_of_creation(device):
    assert kiln.zeros((2,), dtype=None, device=device).dtype is kiln.float32
    assert kiln.ones(3, device=device).dtype is kiln.float32 and kiln.eye(2, device=device).dtype is kiln.float32
    assert kiln.full(2, 3, device=device).dtype is kiln.int64 and kiln.full(2, True).dtype is kiln.bool_
    assert kiln.empty((2, 0), device=device).shape == (2, 0)


def test_like_functions_keep_shape_dtype_device(device):
    x = kiln.zeros((2, 3), dtype=kiln.int16, device=device)
    for made in (kiln.zeros_like(x), kiln.ones_like(x), kiln.empty_like(x), kiln.full_like(x, 7)):
        assert (made.shape, made.dtype, made.device) == ((2, 3), kiln.int16, device)
    assert kiln.full_like(x, 7).tolist() == [[7] * 3] * 2 and kiln.ones_like(x, dtype=kiln.float64).dtype is kiln.float64


@pytest.mark.parametrize("start, stop, num, endpoint", [(0, 1, 5, True), (-3.5, 2, 7, False), (2, 2, 1, True),
                                                        (0, 10, 0, True), (1e3, -1e3, 33, True)])
def test_linspace_matches_numpy(device, start, stop, num, endpoint):
    got = kiln.linspace(start, stop, num, endpoint=endpoint, dtype=kiln.float64, device=device)
    want = np.linspace(start, stop, num, endpoint=endpoint)
    np.testing.assert_allclose(got.numpy(), want, rtol=1e-12, atol=1e-12)
    if num > 1 and endpoint:
        assert got.numpy()[-1] == stop
    assert kiln.linspace(start, stop, num, device=device).dtype is kiln.float32
    with pytest.raises(TypeError):
        kiln.linspace(0, 1, 3, dtype=kiln.int32)


@pytest.mark.parametrize("indexing", ["xy", "ij"])
def test_meshgrid_matches_numpy(device, indexing):
    a, b, c = np.arange(3), np.arange(4) * 10, np.arange(2) * 100
    got = kiln.meshgrid(*(kiln.asarray(v, device=device) for v in (a, b, c)), indexing=indexing)
    for g, w in zip(got, np.meshgrid(a, b, c, indexing=indexing)):
        np.testing.assert_array_equal(g.numpy(), w)


@pytest.mark.parametrize("k", [-2, -1, 0, 1, 3])
def test_tril_triu_match_numpy(device, rng, k):
    x, ref = make(rng, (2, 3, 4), kiln.int32, device)
    np.testing.assert_array_equal(kiln.tril(x, k=k).numpy(), np.tril(ref, k))
    np.testing.assert_array_equal(kiln.triu(x, k=k).numpy(), np.triu(ref, k))
    with pytest.raises(ValueError):
        kiln.tril(kiln.zeros(3))


def test_asarray_copy_argument(device):
    x = kiln.zeros(3, device=device)
    assert kiln.asarray(x, copy=False) is x and kiln.asarray(x) is x
    copied = kiln.asarray(x, copy=True)
    assert copied is not x and copied.tolist() == [0.0] * 3
    with pytest.raises(ValueError):
        kiln.asarray([1, 2], copy=False)
    with pytest.raises(ValueError):
        kiln.asarray(x, dtype=kiln.int8, copy=False)


# ---- manipulation ----

def test_permute_moveaxis_matrix_transpose(device, rng):
    x, ref = make(rng, (2, 3, 4), kiln.float32, device)
    np.testing.assert_array_equal(kiln.permute_dims(x, (2, 0, 1)).numpy(), np.transpose(ref, (2, 0, 1)))
    np.testing.assert_array_equal(kiln.moveaxis(x, 0, -1).numpy(), np.moveaxis(ref, 0, -1))
    np.testing.assert_array_equal(kiln.moveaxis(x, (0, 1), (2, 0)).numpy(), np.moveaxis(ref, (0, 1), (2, 0)))
    np.testing.assert_array_equal(x.mT.numpy(), np.swapaxes(ref, -1, -2))


@pytest.mark.parametrize("reps", [(2,), (2, 3), (1, 0, 2), (3, 1, 1, 2)])
def test_tile_matches_numpy(device, rng, reps):
    x, ref = make(rng, (2, 3), kiln.int16, device)
    np.testing.assert_array_equal(kiln.tile(x, reps).numpy(), np.tile(ref, reps))


def test_repeat_with_per_element_counts(device, rng):
    x, ref = make(rng, (3, 4), kiln.float32, device)
    counts = np.array([2, 0, 1, 3])
    got = kiln.repeat(x, kiln.asarray(counts, device=device), axis=1)
    np.testing.assert_array_equal(got.numpy(), np.repeat(ref, counts, axis=1))
    np.testing.assert_array_equal(kiln.repeat(x, kiln.asarray([2], device=device)).numpy(), np.repeat(ref, 2))
    with pytest.raises(ValueError):
        kiln.repeat(x, kiln.asarray([1, 2], device=device), axis=0)


@pytest.mark.parametrize("axis", [None, 0, 1, -1])
def test_repeat_roll_unstack_match_numpy(device, rng, axis):
    x, ref = make(rng, (3, 4), kiln.float32, device)
    np.testing.assert_array_equal(kiln.repeat(x, 3, axis=axis).numpy(), np.repeat(ref, 3, axis=axis))
    np.testing.assert_array_equal(kiln.roll(x, -5, axis=axis).numpy(), np.roll(ref, -5, axis=axis))
    if axis is not None:
        for got, want in zip(kiln.unstack(x, axis=axis), np.moveaxis(ref, axis, 0)):
            np.testing.assert_array_equal(got.numpy(), want)
    np.testing.assert_array_equal(kiln.roll(x, (1, 2), axis=(0, 1)).numpy(), np.roll(ref, (1, 2), axis=(0, 1)))


def test_broadcast_arrays_and_concat(device):
    a, b = kiln.zeros((3, 1), device=device), kiln.ones((1, 4), device=device)
    assert [t.shape for t in kiln.broadcast_arrays(a, b)] == [(3, 4), (3, 4)]
    assert kiln.broadcast_shapes((5, 1, 3), (4, 1), ()) == (5, 4, 3)
    with pytest.raises(ValueError):
        kiln.broadcast_shapes((2,), (3,))
    assert kiln.concat([a, a], axis=1).shape == (3, 2)


# ---- statistics ----

@pytest.mark.parametrize("dt", [kiln.float32, kiln.float64], ids=["float32", "float64"])
@pytest.mark.parametrize("axis, correction", [(None, 0), (0, 1), ((0, 2), 0), (-1, 1.5)])
def test_var_std_match_numpy(device, rng, dt, axis, correction):
    x, ref = make(rng, (4, 5, 6), dt, device)
    tol = 1e-5 if dt is kiln.float32 else 1e-12
    np.testing.assert_allclose(kiln.var(x, axis=axis, correction=correction).numpy(),
                               np.var(ref, axis=axis, ddof=correction), rtol=tol)
    np.testing.assert_allclose(kiln.std(x, axis=axis, correction=correction, keepdims=True).numpy(),
                               np.std(ref, axis=axis, ddof=correction, keepdims=True), rtol=tol)


def test_var_with_no_degrees_of_freedom_is_nan(device):
    assert math.isnan(kiln.var(kiln.ones(3, device=device), correction=3).item())


def test_count_nonzero_and_diff(device, rng):
    x, ref = make(rng, (5, 6), kiln.int8, device, low=-1, high=2)
    np.testing.assert_array_equal(kiln.count_nonzero(x, axis=1).numpy(), np.count_nonzero(ref, axis=1))
    assert kiln.count_nonzero(x).dtype is kiln.int64
    np.testing.assert_array_equal(kiln.diff(x, n=2, axis=0).numpy(), np.diff(ref, n=2, axis=0))
    np.testing.assert_array_equal(kiln.diff(x, prepend=x[:, :1], append=x[:, :2]).numpy(),
                                  np.diff(ref, prepend=ref[:, :1], append=ref[:, :2]))


@pytest.mark.parametrize("dt", [kiln.int8, kiln.float16], ids=["int8", "float16"])
def test_sum_and_prod_with_dtype(device, rng, dt):
    x, ref = make(rng, (3, 4), dt, device, low=-3, high=4)
    got = kiln.sum(x, axis=1, dtype=kiln.float64)
    assert got.dtype is kiln.float64
    np.testing.assert_allclose(got.numpy(), ref.astype(np.float64).sum(axis=1))
    assert kiln.prod(x, dtype=dt).dtype is dt
    assert x.sum(dtype=kiln.int64).dtype is kiln.int64


# ---- linear algebra in the main namespace ----

@pytest.mark.parametrize("axes", [0, 1, 2, ((0, 2), (1, 0))])
def test_tensordot_matches_numpy(device, rng, axes):
    a, ra = make(rng, (3, 4, 5), kiln.float32, device)
    b, rb = make(rng, (4, 5, 2) if not isinstance(axes, tuple) else (5, 3, 2), kiln.float32, device)
    if axes == 2:
        b, rb = make(rng, (4, 5, 2), kiln.float32, device)
    if axes == 1:
        b, rb = make(rng, (5, 2), kiln.float32, device)
    if axes == 0:
        b, rb = make(rng, (2,), kiln.float32, device)
    np.testing.assert_allclose(kiln.tensordot(a, b, axes=axes).numpy(), np.tensordot(ra, rb, axes=axes),
                               rtol=1e-5, atol=1e-4)


def test_vecdot_broadcasts(device, rng):
    a, ra = make(rng, (3, 1, 4), kiln.float32, device)
    b, rb = make(rng, (5, 4), kiln.float32, device)
    np.testing.assert_allclose(kiln.vecdot(a, b).numpy(), (ra * rb).sum(-1), rtol=1e-5, atol=1e-5)
    c, rc = make(rng, (4, 3), kiln.float32, device)
    np.testing.assert_allclose(kiln.vecdot(c, c, axis=-2).numpy(), (rc * rc).sum(0), rtol=1e-5)


# ---- indexing ----

def test_boolean_mask_indexing(device, rng):
    x, ref = make(rng, (4, 5), kiln.float32, device)
    np.testing.assert_array_equal(x[x > 0].numpy(), ref[ref > 0])
    row_mask = np.array([True, False, True, True])
    np.testing.assert_array_equal(x[kiln.asarray(row_mask, device=device)].numpy(), ref[row_mask])
    assert x[x > 100].shape == (0,)
    with pytest.raises(IndexError):
        x[kiln.asarray([True, False], device=device)]


def test_integer_array_indexing(device, rng):
    x, ref = make(rng, (4, 5, 3), kiln.int32, device)
    np.testing.assert_array_equal(x[[3, 0, -1]].numpy(), ref[[3, 0, -1]])
    idx = np.array([[4, 0], [-2, 1]])
    np.testing.assert_array_equal(x[:, kiln.asarray(idx, device=device)].numpy(), ref[:, idx])
    np.testing.assert_array_equal(x[..., [2, 0]].numpy(), ref[..., [2, 0]])
    np.testing.assert_array_equal(x[1:3, [1]].numpy(), ref[1:3, [1]])


@pytest.mark.parametrize("key", [
    ([0, 3, -1], [4, 0, 2]),                 # several arrays, broadcast together
    ([[0], [3]], [1, 2, -5], 0),             # ... and an integer beside them
    (2, slice(None), [1, 0]),                # an integer and an array apart: the result's axes first
    (slice(1, 3), [[1, 2]], [[0], [2]]),     # adjacent arrays after a slice: their axes in place
    ([1, 2], None, slice(None), 1),          # with a new axis between
    (Ellipsis, [0, 1], -1),
    (1, [2, 3], [0, 1]),
], ids=str)
def test_several_integer_arrays_and_integers(device, rng, key):
    x, ref = make(rng, (4, 5, 3), kiln.int32, device)
    np_key = tuple(np.array(k) if isinstance(k, list) else k for k in key)
    kiln_key = tuple(kiln.asarray(k, device=device) if isinstance(k, list) else k for k in key)
    np.testing.assert_array_equal(x[kiln_key].numpy(), ref[np_key])
    np.testing.assert_array_equal(x[key].numpy(), ref[np_key])  # lists as arrays


@pytest.mark.parametrize("key", [
    np.array(True), np.array(False), (Ellipsis, np.array(True)),
    (np.array([True, False, True, False]), slice(None, None, 2)),
    (1, np.array([True, False, True, True, False])),
    (slice(None), np.array([[True, False, True]] * 5)),
    np.zeros((0,), bool),
], ids=["true", "false", "ellipsis_true", "rows_step", "int_mask", "trailing_2d", "empty"])
def test_boolean_masks_anywhere_in_the_key(device, rng, key):
    x, ref = make(rng, (4, 5, 3), kiln.float32, device)
    kiln_key = tuple(kiln.asarray(k, device=device) if isinstance(k, np.ndarray) else k
                     for k in (key if isinstance(key, tuple) else (key,)))
    want = ref[key] if not (isinstance(key, np.ndarray) and key.shape == (0,)) else np.zeros((0, 5, 3), np.float32)
    np.testing.assert_array_equal(x[kiln_key].numpy(), want)


def test_setitem_is_a_functional_update(device, rng):
    x, ref = make(rng, (4, 6), kiln.float32, device)
    alias, old = x, x.copy()
    snapshot = x[0]  # made from the old value: keeps it
    x[1:3, ::-1] = kiln.arange(6, dtype=kiln.float32, device=device)
    ref[1:3, ::-1] = np.arange(6)
    x[0] = 7
    ref[0] = 7
    x[-1, 2] = -1.5
    ref[-1, 2] = -1.5
    x[..., 5:] = kiln.asarray([[1.0], [2.0], [3.0], [4.0]], device=device)
    ref[..., 5:] = [[1.0], [2.0], [3.0], [4.0]]
    np.testing.assert_array_equal(x.numpy(), ref)
    assert alias is x
    np.testing.assert_array_equal(snapshot.numpy(), old[0].numpy())
    x[x > 2] = 0
    ref[ref > 2] = 0
    np.testing.assert_array_equal(x.numpy(), ref)
    x[::2, 1::3] = -3  # a step other than 1: written through the flat positions the key selects
    ref[::2, 1::3] = -3
    np.testing.assert_array_equal(x.numpy(), ref)
    with pytest.raises(IndexError):
        x[9] = 1


@pytest.mark.parametrize("key", [
    ([0, 2, 3], [1, 1, 5]), ([[0], [3]], slice(None, None, -2)), (1, [4, 0]), (slice(None), [True] * 3 + [False] * 3),
    [True, False, False, True], (2, slice(None), None), (Ellipsis, [-1, 0]),
], ids=str)
def test_setitem_takes_every_key_the_getter_takes(device, rng, key):
    x, ref = make(rng, (4, 6), kiln.float32, device)
    np_key = tuple(np.array(k) if isinstance(k, list) else k for k in key) if isinstance(key, tuple) else np.array(key)
    value = rng.standard_normal(ref[np_key].shape).astype(np.float32)
    x[key] = kiln.asarray(value, device=device)
    ref[np_key] = value
    np.testing.assert_array_equal(x.numpy(), ref)
    x[key] = 2.5  # a scalar, broadcast
    ref[np_key] = 2.5
    np.testing.assert_array_equal(x.numpy(), ref)


def test_setitem_of_a_0d_tensor(device):
    x = kiln.asarray(1.5, device=device)
    x[()] = 2
    assert x.shape == () and x.item() == 2.0
    x[...] = kiln.asarray(-3.0, device=device)
    assert x.item() == -3.0


def test_setitem_casts_to_the_tensor_dtype(device):
    x = kiln.zeros(4, dtype=kiln.int16, device=device)
    x[1:3] = 5
    assert x.dtype is kiln.int16 and x.tolist() == [0, 5, 5, 0]


def test_inplace_operators_keep_dtype(device):
    x = kiln.asarray([1, 2, 3], dtype=kiln.int32, device=device)
    x += 2
    x *= kiln.asarray([1, 2, 3], dtype=kiln.int8, device=device)
    x //= 2
    x <<= 1
    assert x.dtype is kiln.int32 and x.tolist() == [2, 8, 14]
    with pytest.raises(TypeError):
        x += 0.5  # would make float32
    with pytest.raises(TypeError):
        x += kiln.zeros((2, 3), dtype=kiln.int32, device=device)  # would change the shape
    f = kiln.ones(2, dtype=kiln.float16, device=device)
    f /= 4
    assert f.dtype is kiln.float16 and f.tolist() == [0.25, 0.25]


def test_scalar_conversions_and_to_device(device):
    x = kiln.asarray(2.5, device=device)
    assert complex(x) == 2.5 + 0j and float(x) == 2.5
    cpu = kiln.device("cpu")
    assert x.to_device(cpu).device == cpu and x.to_device(device) is not None
    with pytest.raises(ValueError):
        x.to_device(cpu, stream=1)
    assert x.astype(kiln.float32, copy=False) is x and x.astype(kiln.float32) is not x
    assert kiln.astype(x, kiln.float64, device=cpu).device == cpu


def test_aliases():
    a = kiln.asarray([1, 2, 12], dtype=kiln.int32)
    assert kiln.pow(a, 2).tolist() == [1, 4, 144]
    assert kiln.bitwise_invert(a).tolist() == [-2, -3, -13]
    assert kiln.bitwise_left_shift(a, 1).tolist() == [2, 4, 24] and kiln.bitwise_right_shift(a, 2).tolist() == [0, 0, 3]
    assert kiln.positive(a).tolist() == [1, 2, 12]


# ---- functions and keywords the array API suite asks for ----

@pytest.mark.parametrize("name, ref", [("cumulative_sum", np.cumsum), ("cumulative_prod", np.cumprod)])
def test_cumulative_keywords(device, name, ref):
    fn = getattr(kiln, name)
    v = np.array([[1, 2, 3], [4, 5, 6]], np.int8)
    x = kiln.asarray(v, device=device)
    got = fn(x, axis=1, dtype=kiln.float64)
    assert got.dtype is kiln.float64
    np.testing.assert_array_equal(got.numpy(), ref(v.astype(np.float64), axis=1))
    first = 0 if name == "cumulative_sum" else 1
    got = fn(x, axis=0, include_initial=True)
    want = np.concatenate([np.full((1, 3), first), ref(v.astype(np.int64), axis=0)])
    assert got.shape == (3, 3)
    np.testing.assert_array_equal(got.numpy(), want)
    np.testing.assert_array_equal(fn(x[0]).numpy(), ref(v[0].astype(np.int64)))  # axis None: a 1-d x
    assert fn(kiln.zeros(0, device=device), include_initial=True).tolist() == [first]
    with pytest.raises(ValueError, match="axis is required"):
        fn(x)
    assert kiln.cumulative_prod is kiln.cumulative_product


@pytest.mark.parametrize("dt", [kiln.float32, kiln.float64], ids=ids([kiln.float32, kiln.float64]))
def test_nextafter_matches_numpy(device, dt):
    tiny = float(np.finfo(dt.name).smallest_normal)
    a = np.array([1.0, 1.0, -1.0, 0.0, -0.0, 0.0, np.inf, -np.inf, np.nan, 2.0, -tiny, 3.5, 0.0], dt.name)
    b = np.array([2.0, 0.0, 0.0, 1.0, -1.0, -0.0, 0.0, 0.0, 1.0, np.nan, -1.0, 3.5, np.inf], dt.name)
    got = kiln.nextafter(kiln.asarray(a, device=device), kiln.asarray(b, device=device))
    assert got.dtype is dt
    want = np.nextafter(a, b)
    if device.kind != "cpu":  # lavapipe may flush subnormal results to zero
        want = np.where(np.abs(want) < tiny, got.numpy(), want)
    np.testing.assert_array_equal(got.numpy(), want)
    np.testing.assert_array_equal(np.signbit(got.numpy()), np.signbit(want))
    assert kiln.nextafter(kiln.asarray(a, device=device), 5.0).dtype is dt
    with pytest.raises(TypeError):
        kiln.nextafter(kiln.ones(2, dtype=kiln.int32, device=device), kiln.ones(2, dtype=kiln.int32, device=device))


def test_reshape_copy_keyword(device):
    x = kiln.arange(6, device=device)
    for copy in (None, False, True):
        assert kiln.reshape(x, (2, 3), copy=copy).tolist() == [[0, 1, 2], [3, 4, 5]]


@pytest.mark.parametrize("dt", [kiln.float32, kiln.complex64], ids=ids([kiln.float32, kiln.complex64]))
def test_unique_counts_each_nan_as_a_value(device, dt):
    v = np.array([[3.0, np.nan, 1.0], [np.nan, 3.0, 2.0]], dt.name)
    x = kiln.asarray(v, device=device)
    values, indices, inverse, counts = kiln.unique_all(x)
    want = np.unique(v, return_index=True, return_inverse=True, return_counts=True, equal_nan=False)
    np.testing.assert_array_equal(values.numpy(), want[0])
    np.testing.assert_array_equal(indices.numpy(), want[1])
    assert inverse.shape == x.shape  # the standard's shape (NumPy 1.24 flattens it)
    np.testing.assert_array_equal(inverse.numpy().reshape(-1), want[2])
    np.testing.assert_array_equal(counts.numpy(), want[3])
    assert kiln.unique_counts(x).counts.tolist() == want[3].tolist()  # the standard's named tuples
    assert kiln.unique_inverse(x).inverse_indices.shape == x.shape and kiln.unique_all(x).indices.shape == (5,)
    assert kiln.unique_values(kiln.asarray([2.0, 1.0, 2.0], dtype=dt, device=device)).tolist() == [1, 2]
