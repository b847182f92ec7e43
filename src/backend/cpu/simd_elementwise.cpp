// The Highway side of simd_kernels.h for elementwise ops and casts. This file is compiled once
// per instruction set (hwy/foreach_target.h re-includes it); the HWY_ONCE part at the end picks
// the best at run time.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "backend/cpu/simd_elementwise.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <hwy/contrib/math/math-inl.h>
#include <hwy/highway.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "backend/cpu/math_functors.h"
#include "backend/cpu/simd_kernels.h"
#include "core/half.h"

HWY_BEFORE_NAMESPACE();
namespace kiln::cpu::simd {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// ---- Loops ---------------------------------------------------------------------------------

// Runs f (vector -> vector) over n elements; the last partial vector goes through a zeroed copy,
// so nothing is read or written outside the arrays.
template <class T, class F>
HWY_INLINE void map1(const T* a, T* o, int64_t n, F f) {
  const hn::ScalableTag<T> d;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) hn::StoreU(f(d, hn::LoadU(d, a + i)), d, o + i);
  if (i < n) {
    HWY_ALIGN T in[HWY_MAX_BYTES / sizeof(T)] = {};
    HWY_ALIGN T out[HWY_MAX_BYTES / sizeof(T)];
    std::memcpy(in, a + i, static_cast<size_t>(n - i) * sizeof(T));
    hn::Store(f(d, hn::Load(d, in)), d, out);
    std::memcpy(o + i, out, static_cast<size_t>(n - i) * sizeof(T));
  }
}

template <class T, class F>
HWY_INLINE void map2(const T* a, const T* b, T* o, int64_t n, Broadcast broadcast, F f) {
  const hn::ScalableTag<T> d;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  auto lhs = [&](int64_t i) { return broadcast == Broadcast::A ? hn::Set(d, a[0]) : hn::LoadU(d, a + i); };
  auto rhs = [&](int64_t i) { return broadcast == Broadcast::B ? hn::Set(d, b[0]) : hn::LoadU(d, b + i); };
  int64_t i = 0;
  if (broadcast == Broadcast::None) {
    for (; i + lanes <= n; i += lanes) hn::StoreU(f(d, hn::LoadU(d, a + i), hn::LoadU(d, b + i)), d, o + i);
  } else {
    for (; i + lanes <= n; i += lanes) hn::StoreU(f(d, lhs(i), rhs(i)), d, o + i);
  }
  if (i < n) {
    HWY_ALIGN T x[HWY_MAX_BYTES / sizeof(T)] = {};
    HWY_ALIGN T y[HWY_MAX_BYTES / sizeof(T)] = {};
    HWY_ALIGN T out[HWY_MAX_BYTES / sizeof(T)];
    const size_t rest = static_cast<size_t>(n - i) * sizeof(T);
    if (broadcast != Broadcast::A) std::memcpy(x, a + i, rest);
    if (broadcast != Broadcast::B) std::memcpy(y, b + i, rest);
    auto vx = broadcast == Broadcast::A ? hn::Set(d, a[0]) : hn::Load(d, x);
    auto vy = broadcast == Broadcast::B ? hn::Set(d, b[0]) : hn::Load(d, y);
    hn::Store(f(d, vx, vy), d, out);
    std::memcpy(o + i, out, rest);
  }
}

// ---- Unary ops -----------------------------------------------------------------------------

// A transcendental function: Highway's on the lanes inside [lo, hi], the scalar functor (the
// reference kernels' function) on the others (NaN, infinities, arguments outside the range
// Highway documents its accuracy for, and zeros: Highway's polynomials lose the sign of -0 and
// give cos(0) one ulp below 1 in float64, where the standard's special cases want them exact).
// The others are mended vector by vector, before the vector is stored: `out` may be `in` (an
// elementwise node running in place over its input).
template <class Scalar, class D, class V, class T, class Vector>
HWY_INLINE V checked_vector(D d, V v, T lo, T hi, Vector vector) {
  const auto ok = hn::And(hn::And(hn::Ge(v, hn::Set(d, lo)), hn::Le(v, hn::Set(d, hi))), hn::Ne(v, hn::Zero(d)));
  const auto result = vector(d, hn::IfThenElse(ok, v, hn::Set(d, T(1))));
  if (hn::AllTrue(d, ok)) return result;
  HWY_ALIGN T x[HWY_MAX_BYTES / sizeof(T)];
  HWY_ALIGN T r[HWY_MAX_BYTES / sizeof(T)];
  hn::Store(v, d, x);
  hn::Store(result, d, r);
  for (size_t lane = 0; lane < hn::Lanes(d); ++lane) {
    if (!(x[lane] >= lo && x[lane] <= hi && x[lane] != T(0))) r[lane] = Scalar{}(x[lane]);
  }
  return hn::Load(d, r);
}

template <class T, class Scalar, class Vector>
void checked_math(const void* in, void* out, int64_t n, T lo, T hi, Vector vector) {
  map1(static_cast<const T*>(in), static_cast<T*>(out), n,
       [&](auto d, auto v) { return checked_vector<Scalar>(d, v, lo, hi, vector); });
}

// float arguments: each vector's lanes widened to double, the double function (checked_math's
// ranges and scalar lanes), rounded once on the way back, as the scalar functors compute them
// (math_functors.h): the correctly rounded float but for halfway cases, where Highway's float
// functions are 1-4 ulp off. The last partial vector goes through a zeroed copy, as in map1.
template <class Scalar, class Vector>
void widened_math(const void* in, void* out, int64_t n, double lo, double hi, Vector vector) {
  const hn::ScalableTag<double> dd;
  const hn::Rebind<float, decltype(dd)> df;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(dd));
  const float* a = static_cast<const float*>(in);
  float* o = static_cast<float*>(out);
  auto step = [&](const float* x, float* y) {
    const auto wide = hn::PromoteTo(dd, hn::LoadU(df, x));
    hn::StoreU(hn::DemoteTo(df, checked_vector<Scalar>(dd, wide, lo, hi, vector)), df, y);
  };
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) step(a + i, o + i);
  if (i < n) {
    HWY_ALIGN float x[HWY_MAX_BYTES / sizeof(double)] = {};
    HWY_ALIGN float y[HWY_MAX_BYTES / sizeof(double)];
    std::memcpy(x, a + i, static_cast<size_t>(n - i) * sizeof(float));
    step(x, y);
    std::memcpy(o + i, y, static_cast<size_t>(n - i) * sizeof(float));
  }
}

// math_Name<T>: float32 through widened_math, float64 through checked_math; fast_Name: float32
// with Highway's float functions (the default; KILN_CPU_MATH=exact widens), 1-4 ulp, 3-8 times faster.
#define KILN_SIMD_MATH(Name, lo32, hi32, lo64, hi64)                                           \
  template <class T>                                                                          \
  void math_##Name(const void* in, void* out, int64_t n) {                                    \
    auto vector = [](auto d, auto v) { return hn::Name(d, v); };                              \
    if constexpr (sizeof(T) == 4) {                                                           \
      widened_math<math::Name>(in, out, n, lo64, hi64, vector);                               \
    } else {                                                                                  \
      checked_math<T, math::Name>(in, out, n, T(lo64), T(hi64), vector);                      \
    }                                                                                         \
  }                                                                                           \
  void fast_##Name(const void* in, void* out, int64_t n) {                                    \
    checked_math<float, math::Name>(in, out, n, float(lo32), float(hi32),                     \
                                    [](auto d, auto v) { return hn::Name(d, v); });           \
  }

constexpr double kMax32 = 3.4028234663852886e38, kMax64 = std::numeric_limits<double>::max();
constexpr double kMin32 = 1.1754943508222875e-38, kMin64 = std::numeric_limits<double>::min();
// Ranges: Highway's documented ones, narrowed to results that are normal numbers (no
// subnormal or overflowing results, where its polynomial paths do not promise the bound). The
// float64 ones serve float32 arguments widened to double too.
KILN_SIMD_MATH(Exp, -87.0, 88.0, -708.0, 709.0)
KILN_SIMD_MATH(Expm1, -87.0, 88.0, -708.0, 709.0)
KILN_SIMD_MATH(Log, kMin32, kMax32, kMin64, kMax64)
KILN_SIMD_MATH(Log2, kMin32, kMax32, kMin64, kMax64)
KILN_SIMD_MATH(Log10, kMin32, kMax32, kMin64, kMax64)
KILN_SIMD_MATH(Log1p, 0.0, kMax32, 0.0, kMax64)
KILN_SIMD_MATH(Sin, -39000.0, 39000.0, -39000.0, 39000.0)
KILN_SIMD_MATH(Cos, -39000.0, 39000.0, -39000.0, 39000.0)
KILN_SIMD_MATH(Tanh, -kMax32, kMax32, -kMax64, kMax64)
KILN_SIMD_MATH(Atan, -kMax32, kMax32, -kMax64, kMax64)
KILN_SIMD_MATH(Asinh, -kMax32, kMax32, -kMax64, kMax64)
KILN_SIMD_MATH(Asin, -1.0, 1.0, -1.0, 1.0)
KILN_SIMD_MATH(Acos, -1.0, 1.0, -1.0, 1.0)
KILN_SIMD_MATH(Sinh, -88.0, 88.0, -709.0, 709.0)
#undef KILN_SIMD_MATH

#define KILN_SIMD_UNARY(Name, expr)                                   \
  template <class T>                                                  \
  void Name(const void* in, void* out, int64_t n) {                   \
    map1(static_cast<const T*>(in), static_cast<T*>(out), n,          \
         [](auto d, auto x) { (void)d; return expr; });               \
  }
KILN_SIMD_UNARY(negate, hn::Neg(x))
KILN_SIMD_UNARY(absolute, hn::Abs(x))
KILN_SIMD_UNARY(square, hn::Mul(x, x))
KILN_SIMD_UNARY(square_root, hn::Sqrt(x))
KILN_SIMD_UNARY(reciprocal_square_root, hn::Div(hn::Set(d, hn::TFromD<decltype(d)>(1)), hn::Sqrt(x)))
KILN_SIMD_UNARY(reciprocal, hn::Div(hn::Set(d, hn::TFromD<decltype(d)>(1)), x))
KILN_SIMD_UNARY(floor, hn::Floor(x))
KILN_SIMD_UNARY(ceil, hn::Ceil(x))
KILN_SIMD_UNARY(round_even, hn::Round(x))
KILN_SIMD_UNARY(truncate, hn::Trunc(x))
KILN_SIMD_UNARY(bitwise_not, hn::Not(x))
#undef KILN_SIMD_UNARY

template <class T>
UnaryFn float_unary(UnaryOp op) {
  switch (op) {
    case UnaryOp::Negative: return negate<T>;
    case UnaryOp::Abs: return absolute<T>;
    case UnaryOp::Square: return square<T>;
    case UnaryOp::Sqrt: return square_root<T>;
    case UnaryOp::Rsqrt: return reciprocal_square_root<T>;
    case UnaryOp::Reciprocal: return reciprocal<T>;
    case UnaryOp::Floor: return floor<T>;
    case UnaryOp::Ceil: return ceil<T>;
    case UnaryOp::Round: return round_even<T>;
    case UnaryOp::Trunc: return truncate<T>;
#define KILN_MATH_CASE(Name) \
  case UnaryOp::Name: return sizeof(T) == 4 && fast_float32_math() ? fast_##Name : math_##Name<T>;
    KILN_MATH_CASE(Exp)
    KILN_MATH_CASE(Expm1)
    KILN_MATH_CASE(Log)
    KILN_MATH_CASE(Log2)
    KILN_MATH_CASE(Log10)
    KILN_MATH_CASE(Log1p)
    KILN_MATH_CASE(Sin)
    KILN_MATH_CASE(Cos)
    KILN_MATH_CASE(Tanh)
    KILN_MATH_CASE(Atan)
    KILN_MATH_CASE(Asinh)
    KILN_MATH_CASE(Asin)
    KILN_MATH_CASE(Acos)
    KILN_MATH_CASE(Sinh)
#undef KILN_MATH_CASE
    default: return nullptr;
  }
}

// Integers wrap, as the scalar kernels do (Highway's integer Neg and Mul wrap too).
template <class T>
UnaryFn integer_unary(UnaryOp op) {
  switch (op) {
    case UnaryOp::Negative: return negate<T>;
    case UnaryOp::BitwiseNot: return bitwise_not<T>;
    case UnaryOp::Square:
      if constexpr (sizeof(T) == 2 || sizeof(T) == 4) return square<T>;
      return nullptr;
    default: return nullptr;
  }
}

UnaryFn GetUnary(UnaryOp op, DType dtype) {
  switch (dtype) {
    case DType::Float32: return float_unary<float>(op);
    case DType::Float64: return float_unary<double>(op);
    case DType::Int8: return integer_unary<int8_t>(op);
    case DType::Int16: return integer_unary<int16_t>(op);
    case DType::Int32: return integer_unary<int32_t>(op);
    case DType::Int64: return integer_unary<int64_t>(op);
    default: return nullptr;
  }
}

// ---- Binary ops ----------------------------------------------------------------------------

#define KILN_SIMD_BINARY(Name, expr)                                                                  \
  template <class T, Broadcast kSide>                                                                 \
  void Name(const void* a, const void* b, void* out, int64_t n) {                                     \
    map2(static_cast<const T*>(a), static_cast<const T*>(b), static_cast<T*>(out), n, kSide,          \
         [](auto d, auto x, auto y) { (void)d; return expr; });                                       \
  }
KILN_SIMD_BINARY(add, hn::Add(x, y))
KILN_SIMD_BINARY(subtract, hn::Sub(x, y))
KILN_SIMD_BINARY(multiply, hn::Mul(x, y))
KILN_SIMD_BINARY(divide, hn::Div(x, y))
KILN_SIMD_BINARY(integer_max, hn::Max(x, y))
KILN_SIMD_BINARY(integer_min, hn::Min(x, y))
// float_maximum / float_minimum (scalar_math.h): a NaN operand wins (the first one), else
// a >= b ? a : b, which keeps the first operand of equal ones (so +0/-0 come out the same).
KILN_SIMD_BINARY(float_max, hn::IfThenElse(hn::Or(hn::Ge(x, y), hn::IsNaN(x)), x, y))
KILN_SIMD_BINARY(float_min, hn::IfThenElse(hn::Or(hn::Le(x, y), hn::IsNaN(x)), x, y))
KILN_SIMD_BINARY(copy_sign, hn::CopySign(x, y))
KILN_SIMD_BINARY(bit_and, hn::And(x, y))
KILN_SIMD_BINARY(bit_or, hn::Or(x, y))
KILN_SIMD_BINARY(bit_xor, hn::Xor(x, y))
#undef KILN_SIMD_BINARY

// float32 power, each lane widened to double: exp(y log x) with Highway's double functions where
// x > 0 and y log x is finite and within exp's range, std::pow in double on the other lanes
// (zeros, negative bases, infinities, NaN, results outside float's range), rounded once. The
// error in double is about |y log x| 2^-50, so the float is std::pow's but for values within
// that of a halfway point (KILN_CPU_MATH=exact keeps std::pow on every lane).
template <Broadcast kSide>
void power_float32(const void* a, const void* b, void* out, int64_t n) {
  const hn::ScalableTag<double> dd;
  const hn::Rebind<float, decltype(dd)> df;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(dd));
  const float* x = static_cast<const float*>(a);
  const float* y = static_cast<const float*>(b);
  float* o = static_cast<float*>(out);
  auto step = [&](hn::Vec<decltype(df)> fx, hn::Vec<decltype(df)> fy) {
    const auto vx = hn::PromoteTo(dd, fx), vy = hn::PromoteTo(dd, fy);
    const auto positive = hn::And(hn::Gt(vx, hn::Zero(dd)), hn::IsFinite(vx));
    const auto t = hn::Mul(vy, hn::Log(dd, hn::IfThenElse(positive, vx, hn::Set(dd, 1.0))));
    const auto ok = hn::And(positive, hn::Le(hn::Abs(t), hn::Set(dd, 700.0)));  // false for NaN
    auto r = hn::Exp(dd, hn::IfThenElse(ok, t, hn::Zero(dd)));
    if (!hn::AllTrue(dd, ok)) {
      HWY_ALIGN double xs[HWY_MAX_BYTES / sizeof(double)], ys[HWY_MAX_BYTES / sizeof(double)];
      HWY_ALIGN double rs[HWY_MAX_BYTES / sizeof(double)];
      hn::Store(vx, dd, xs);
      hn::Store(vy, dd, ys);
      hn::Store(r, dd, rs);
      const auto okay = hn::VecFromMask(dd, ok);
      HWY_ALIGN double flags[HWY_MAX_BYTES / sizeof(double)];
      hn::Store(okay, dd, flags);
      for (int64_t lane = 0; lane < lanes; ++lane) {
        if (flags[lane] == 0.0) rs[lane] = std::pow(xs[lane], ys[lane]);
      }
      r = hn::Load(dd, rs);
    }
    return hn::DemoteTo(df, r);
  };
  auto lhs = [&](int64_t i) { return kSide == Broadcast::A ? hn::Set(df, x[0]) : hn::LoadU(df, x + i); };
  auto rhs = [&](int64_t i) { return kSide == Broadcast::B ? hn::Set(df, y[0]) : hn::LoadU(df, y + i); };
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) hn::StoreU(step(lhs(i), rhs(i)), df, o + i);
  if (i < n) {
    HWY_ALIGN float xt[HWY_MAX_BYTES / sizeof(double)] = {}, yt[HWY_MAX_BYTES / sizeof(double)] = {};
    HWY_ALIGN float ot[HWY_MAX_BYTES / sizeof(double)];
    const size_t rest = static_cast<size_t>(n - i) * sizeof(float);
    if (kSide != Broadcast::A) std::memcpy(xt, x + i, rest);
    if (kSide != Broadcast::B) std::memcpy(yt, y + i, rest);
    const auto vx = kSide == Broadcast::A ? hn::Set(df, x[0]) : hn::Load(df, xt);
    const auto vy = kSide == Broadcast::B ? hn::Set(df, y[0]) : hn::Load(df, yt);
    hn::Store(step(vx, vy), df, ot);
    std::memcpy(o + i, ot, rest);
  }
}

template <class T, Broadcast kSide>
BinaryFn float_binary(BinaryOp op) {
  switch (op) {
    case BinaryOp::Add: return add<T, kSide>;
    case BinaryOp::Subtract: return subtract<T, kSide>;
    case BinaryOp::Multiply: return multiply<T, kSide>;
    case BinaryOp::Divide: return divide<T, kSide>;
    case BinaryOp::Maximum: return float_max<T, kSide>;
    case BinaryOp::Minimum: return float_min<T, kSide>;
    case BinaryOp::Copysign: return copy_sign<T, kSide>;
    case BinaryOp::Power:
      if constexpr (sizeof(T) == 4) return fast_float32_math() ? power_float32<kSide> : nullptr;
      return nullptr;
    default: return nullptr;
  }
}

template <class T, Broadcast kSide>
BinaryFn integer_binary(BinaryOp op) {
  switch (op) {
    case BinaryOp::Add: return add<T, kSide>;
    case BinaryOp::Subtract: return subtract<T, kSide>;
    case BinaryOp::Multiply:
      if constexpr (sizeof(T) == 2 || sizeof(T) == 4) return multiply<T, kSide>;
      return nullptr;
    case BinaryOp::Maximum: return integer_max<T, kSide>;
    case BinaryOp::Minimum: return integer_min<T, kSide>;
    case BinaryOp::BitwiseAnd: return bit_and<T, kSide>;
    case BinaryOp::BitwiseOr: return bit_or<T, kSide>;
    case BinaryOp::BitwiseXor: return bit_xor<T, kSide>;
    default: return nullptr;
  }
}

template <Broadcast kSide>
BinaryFn binary_for(BinaryOp op, DType dtype) {
  switch (dtype) {
    case DType::Float32: return float_binary<float, kSide>(op);
    case DType::Float64: return float_binary<double, kSide>(op);
    case DType::Int8: return integer_binary<int8_t, kSide>(op);
    case DType::Int16: return integer_binary<int16_t, kSide>(op);
    case DType::Int32: return integer_binary<int32_t, kSide>(op);
    case DType::Int64: return integer_binary<int64_t, kSide>(op);
    case DType::UInt8: return integer_binary<uint8_t, kSide>(op);
    case DType::UInt16: return integer_binary<uint16_t, kSide>(op);
    case DType::UInt32: return integer_binary<uint32_t, kSide>(op);
    case DType::UInt64: return integer_binary<uint64_t, kSide>(op);
    default: return nullptr;
  }
}

BinaryFn GetBinary(BinaryOp op, DType dtype, Broadcast broadcast) {
  switch (broadcast) {
    case Broadcast::None: return binary_for<Broadcast::None>(op, dtype);
    case Broadcast::A: return binary_for<Broadcast::A>(op, dtype);
    case Broadcast::B: return binary_for<Broadcast::B>(op, dtype);
  }
  return nullptr;
}

// ---- Casts ---------------------------------------------------------------------------------

// float32 -> float64, int32 -> float64: exact. float64 -> float32, int32 -> float32: rounded to
// nearest even, as static_cast (Cast's rule for these pairs).
template <class From, class To>
void widen(const void* in, void* out, int64_t n) {
  const hn::ScalableTag<To> d;
  const hn::Rebind<From, decltype(d)> dn;
  const From* a = static_cast<const From*>(in);
  To* o = static_cast<To*>(out);
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) hn::StoreU(hn::PromoteTo(d, hn::LoadU(dn, a + i)), d, o + i);
  for (; i < n; ++i) o[i] = static_cast<To>(a[i]);
}

void narrow_f64_f32(const void* in, void* out, int64_t n) {
  const hn::ScalableTag<double> d;
  const hn::Rebind<float, decltype(d)> dn;
  const double* a = static_cast<const double*>(in);
  float* o = static_cast<float*>(out);
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) hn::StoreU(hn::DemoteTo(dn, hn::LoadU(d, a + i)), dn, o + i);
  for (; i < n; ++i) o[i] = static_cast<float>(a[i]);
}

void int32_f32(const void* in, void* out, int64_t n) {
  const hn::ScalableTag<int32_t> di;
  const hn::RebindToFloat<decltype(di)> df;
  const int32_t* a = static_cast<const int32_t*>(in);
  float* o = static_cast<float*>(out);
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(di));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) hn::StoreU(hn::ConvertTo(df, hn::LoadU(di, a + i)), df, o + i);
  for (; i < n; ++i) o[i] = static_cast<float>(a[i]);
}

#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2
// float32 -> float16 through F16C (every x86 target from AVX2 up has it; the older ones would
// emulate it): rounded to nearest even, as float_to_half_bits. A vector holding a NaN goes
// element by element, so that NaNs get the scalar path's bits (F16C keeps their payload).
void f32_f16(const void* in, void* out, int64_t n) {
  const hn::ScalableTag<float> d;
  const hn::Rebind<hwy::float16_t, decltype(d)> dh;
  const float* a = static_cast<const float*>(in);
  uint16_t* o = static_cast<uint16_t*>(out);
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const auto v = hn::LoadU(d, a + i);
    if (hn::AllFalse(d, hn::IsNaN(v))) {
      hn::StoreU(hn::DemoteTo(dh, v), dh, reinterpret_cast<hwy::float16_t*>(o + i));
    } else {
      for (int64_t k = i; k < i + lanes; ++k) o[k] = float_to_half_bits(a[k]);
    }
  }
  for (; i < n; ++i) o[i] = float_to_half_bits(a[i]);
}
#endif

UnaryFn GetCast(DType from, DType to) {
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2
  if (from == DType::Float32 && to == DType::Float16) return f32_f16;
#endif
  if (from == DType::Float32 && to == DType::Float64) return widen<float, double>;
  if (from == DType::Int32 && to == DType::Float64) return widen<int32_t, double>;
  if (from == DType::Float64 && to == DType::Float32) return narrow_f64_f32;
  if (from == DType::Int32 && to == DType::Float32) return int32_f32;
  return nullptr;
}

const char* TargetName() { return hwy::TargetName(HWY_TARGET); }

}  // namespace HWY_NAMESPACE
}  // namespace kiln::cpu::simd
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace kiln::cpu::simd {

HWY_EXPORT(GetUnary);
HWY_EXPORT(GetBinary);
HWY_EXPORT(GetCast);
HWY_EXPORT(TargetName);

// KILN_CPU_SIMD=off: every getter returns null, so the scalar kernels run (for comparisons).
bool enabled() {
  static const bool on = [] {
    const char* text = std::getenv("KILN_CPU_SIMD");
    return !(text && (std::strcmp(text, "off") == 0 || std::strcmp(text, "0") == 0));
  }();
  return on;
}

// float32 transcendental functions in float (Highway's) unless KILN_CPU_MATH=exact widens them.
bool fast_float32_math() {
  static const bool fast = [] {
    const char* text = std::getenv("KILN_CPU_MATH");
    return !(text && std::strcmp(text, "exact") == 0);
  }();
  return fast;
}

UnaryFn unary_kernel(UnaryOp op, DType dtype) { return enabled() ? HWY_DYNAMIC_DISPATCH(GetUnary)(op, dtype) : nullptr; }
BinaryFn binary_kernel(BinaryOp op, DType dtype, Broadcast broadcast) {
  return enabled() ? HWY_DYNAMIC_DISPATCH(GetBinary)(op, dtype, broadcast) : nullptr;
}
UnaryFn cast_kernel(DType from, DType to) { return enabled() ? HWY_DYNAMIC_DISPATCH(GetCast)(from, to) : nullptr; }
const char* target_name() { return enabled() ? HWY_DYNAMIC_DISPATCH(TargetName)() : "off"; }

}  // namespace kiln::cpu::simd
#endif  // HWY_ONCE
