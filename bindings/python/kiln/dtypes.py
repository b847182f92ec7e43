"""Element types. Names match NumPy's; `bfloat16` has no NumPy counterpart and reads back as float32.
complex64/complex128 hold two float32/float64, real part first (NumPy's layout). The narrow
storage types (ml_dtypes' names: float8_e5m2, float8_e4m3fn, int2, int4, uint2, uint4) compute in
float32/int8/uint8 inside Kiln and read back as that type; int2/int4/uint2/uint4 are packed in
host bytes and DLPack (docs/dtypes.md)."""
from ._capi import Dtype

__all__ = ["dtype", "as_dtype", "bool_", "int8", "int16", "int32", "int64", "uint8", "uint16",
           "uint32", "uint64", "float16", "bfloat16", "float32", "float64", "complex64", "complex128", "float8_e5m2",
           "float8_e4m3fn", "int2", "int4", "uint2", "uint4", "DTYPES"]


class dtype:
    """A Kiln element type. One instance per type: compare with `==` (also against a name)."""

    __slots__ = ("name", "itemsize", "kind", "code", "_format", "bits", "compute")

    def __init__(self, name, itemsize, kind, code, fmt, bits=None):
        self.name = name          # NumPy's (or ml_dtypes') name for it
        self.itemsize = itemsize  # bytes per element (1 for the sub-byte integers, as ml_dtypes)
        self.kind = kind          # NumPy's kind letter: b (bool), i, u, f, c (complex)
        self.code = code          # the kiln_dtype value
        self._format = fmt        # struct format character (bfloat16: its raw uint16 bits; complex: a part's)
        self.bits = bits or 8 * itemsize
        self.compute = self       # the dtype it reads back as (set below for the narrow types)

    @property
    def is_floating(self):
        return self.kind == "f"

    @property
    def is_complex(self):
        return self.kind == "c"

    @property
    def is_integer(self):
        return self.kind in "iu"

    @property
    def is_narrow(self):
        """float8 and the 2- and 4-bit integers: stored, computed in a wider dtype."""
        return self.compute is not self

    def __repr__(self):
        return "kiln." + ("bool_" if self is bool_ else self.name)

    def __str__(self):
        return self.name

    def __eq__(self, other):
        if isinstance(other, str):
            return other == self.name
        return self is other

    def __hash__(self):
        return hash(self.name)

    def __reduce__(self):  # pickles as a reference to the module-level instance
        return as_dtype, (self.name,)


bool_ = dtype("bool", 1, "b", Dtype.BOOL, "?")
int8 = dtype("int8", 1, "i", Dtype.INT8, "b")
int16 = dtype("int16", 2, "i", Dtype.INT16, "h")
int32 = dtype("int32", 4, "i", Dtype.INT32, "i")
int64 = dtype("int64", 8, "i", Dtype.INT64, "q")
uint8 = dtype("uint8", 1, "u", Dtype.UINT8, "B")
uint16 = dtype("uint16", 2, "u", Dtype.UINT16, "H")
uint32 = dtype("uint32", 4, "u", Dtype.UINT32, "I")
uint64 = dtype("uint64", 8, "u", Dtype.UINT64, "Q")
float16 = dtype("float16", 2, "f", Dtype.FLOAT16, "e")
bfloat16 = dtype("bfloat16", 2, "f", Dtype.BFLOAT16, "H")
float32 = dtype("float32", 4, "f", Dtype.FLOAT32, "f")
float64 = dtype("float64", 8, "f", Dtype.FLOAT64, "d")
complex64 = dtype("complex64", 8, "c", Dtype.COMPLEX64, "f")
complex128 = dtype("complex128", 16, "c", Dtype.COMPLEX128, "d")
float8_e5m2 = dtype("float8_e5m2", 1, "f", Dtype.FLOAT8_E5M2, "B")
float8_e4m3fn = dtype("float8_e4m3fn", 1, "f", Dtype.FLOAT8_E4M3FN, "B")
int2 = dtype("int2", 1, "i", Dtype.INT2, "b", bits=2)
int4 = dtype("int4", 1, "i", Dtype.INT4, "b", bits=4)
uint2 = dtype("uint2", 1, "u", Dtype.UINT2, "B", bits=2)
uint4 = dtype("uint4", 1, "u", Dtype.UINT4, "B", bits=4)
float8_e5m2.compute = float8_e4m3fn.compute = float32
int2.compute = int4.compute = int8
uint2.compute = uint4.compute = uint8

DTYPES = (bool_, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
          float16, bfloat16, float32, float64, complex64, complex128,
          float8_e5m2, float8_e4m3fn, int2, int4, uint2, uint4)
_BY_CODE = {d.code: d for d in DTYPES}
_BY_NAME = {d.name: d for d in DTYPES}
_BY_NAME["bool_"] = bool_
# Python's own types, as NumPy reads them (int and float here are NumPy's defaults, not the
# weak scalar types of arithmetic, which depend on the other operand).
_BY_PYTYPE = {bool: bool_, int: int64, float: float64, complex: complex128}


def complex_for(d):
    """The complex dtype a Python complex takes next to a tensor of dtype d: complex128 beside
    float64 and complex128, else complex64 (its parts promote as a float's would)."""
    return complex128 if d in (float64, complex128) else complex64


def from_code(code):
    return _BY_CODE[code]


def as_dtype(value):
    """A kiln dtype from a kiln dtype, a name ('float32'), a NumPy dtype or scalar type, or bool/int/float."""
    if isinstance(value, dtype):
        return value
    if isinstance(value, str):
        found = _BY_NAME.get(value)
    elif isinstance(value, type) and value in _BY_PYTYPE:
        found = _BY_PYTYPE[value]
    else:
        # NumPy dtypes and scalar types (numpy.float32) both have a `name` once made a dtype.
        name = getattr(value, "name", None)
        if name is None and hasattr(value, "dtype"):
            name = getattr(value.dtype, "name", None)
        if name is None and isinstance(value, type) and value.__module__ == "numpy":
            import numpy
            name = numpy.dtype(value).name
        found = _BY_NAME.get(name) if isinstance(name, str) else None
    if found is None:
        raise TypeError("not a Kiln dtype: %r" % (value,))
    return found
