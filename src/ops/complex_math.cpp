// Elementwise complex arithmetic and functions from float ops on the parts (ops/complex.h).
// Formulas are the textbook ones (Kahan's for the inverse functions): results match NumPy's to a
// few ulp for finite inputs away from overflow. C99 Annex G's special values (zeros, infinities,
// NaNs: the array API standard's tables) are laid over them per function (special_values).
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <map>
#include <string>
#include <utility>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"

namespace kiln::ops {

namespace {

// re + i im of one complex tensor, as float views: `lanes` in the lane form (complex.h), for
// results that are complex (complex_from_lanes); `parts` shaped as z, for real results.
struct Parts {
  NodePtr re, im;
};

Parts lanes(const NodePtr& z) { return {complex_lane(z, 0), complex_lane(z, 1)}; }
NodePtr complex_formula(UnaryOp op, const NodePtr& x);
Parts parts(const NodePtr& z) { return {complex_part(z, 0), complex_part(z, 1)}; }

NodePtr add(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Add, a, b); }
NodePtr sub(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Subtract, a, b); }
NodePtr mul(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Multiply, a, b); }
NodePtr div(const NodePtr& a, const NodePtr& b) { return binary(BinaryOp::Divide, a, b); }
NodePtr un(UnaryOp op, const NodePtr& x) { return unary(op, x); }

NodePtr scalar_like(const NodePtr& x, double value) { return full(*x->device, {}, value, x->dtype); }

[[noreturn]] void not_defined(const char* op, DType dtype) {
  fail(Status::UnsupportedDType, std::string(op) + " is not defined for " + dtype_name(dtype));
}

NodePtr multiply(const Parts& a, const Parts& b) {
  return complex_from_lanes(sub(mul(a.re, b.re), mul(a.im, b.im)), add(mul(a.re, b.im), mul(a.im, b.re)));
}

// a / b with b scaled by max(|b.re|, |b.im|) first, so that |b|^2 cannot overflow or underflow.
NodePtr divide(const Parts& a, const Parts& b) {
  NodePtr s = binary(BinaryOp::Maximum, un(UnaryOp::Abs, b.re), un(UnaryOp::Abs, b.im));
  NodePtr cr = div(b.re, s), ci = div(b.im, s);
  NodePtr d = mul(add(mul(cr, cr), mul(ci, ci)), s);
  return complex_from_lanes(div(add(mul(a.re, cr), mul(a.im, ci)), d), div(sub(mul(a.im, cr), mul(a.re, ci)), d));
}

// sqrt with t = sqrt((|z| + |re|) / 2): (t, im / 2t) for re >= 0, else (|im| / 2t, t with im's sign).
NodePtr sqrt(const Parts& z) {
  NodePtr zero = scalar_like(z.re, 0.0);
  NodePtr t = un(UnaryOp::Sqrt, mul(add(binary(BinaryOp::Hypot, z.re, z.im), un(UnaryOp::Abs, z.re)), scalar_like(z.re, 0.5)));
  NodePtr t2 = add(t, t);
  NodePtr t_zero = binary(BinaryOp::Equal, t, zero);
  NodePtr other = where(t_zero, zero, div(un(UnaryOp::Abs, z.im), t2));     // the part that is not t
  NodePtr signed_other = where(t_zero, z.im, div(z.im, t2));                 // im / 2t, 0 keeping im's sign
  NodePtr right = binary(BinaryOp::GreaterEqual, z.re, zero);
  NodePtr re = where(right, t, other);
  NodePtr im = where(right, signed_other, binary(BinaryOp::Copysign, t, z.im));
  return complex_from_lanes(re, im);
}

// tanh(a + ib) = (t (1 + u^2) + i u sech^2 a) / (1 + t^2 u^2), t = tanh a, u = tan b: no overflow
// for large |a| (t -> +-1, sech^2 a -> 0).
Parts tanh(const Parts& z) {
  NodePtr one = scalar_like(z.re, 1.0);
  NodePtr t = un(UnaryOp::Tanh, z.re), u = un(UnaryOp::Tan, z.im);
  NodePtr sech = un(UnaryOp::Reciprocal, un(UnaryOp::Cosh, z.re));
  NodePtr d = add(one, mul(mul(t, t), mul(u, u)));
  return {div(mul(t, add(one, mul(u, u))), d), div(mul(u, mul(sech, sech)), d)};
}

// log|z| + i arg z, divided by ln(base) for log2 and log10 (base 0: the natural log).
NodePtr log(const Parts& z, double base = 0.0) {
  NodePtr re = un(UnaryOp::Log, binary(BinaryOp::Hypot, z.re, z.im)), im = binary(BinaryOp::Atan2, z.im, z.re);
  if (base == 0.0) return complex_from_lanes(re, im);
  NodePtr scale = scalar_like(z.re, 1.0 / std::log(base));
  return complex_from_lanes(mul(re, scale), mul(im, scale));
}

// The inverse functions by Kahan's formulas ("Branch cuts for complex elementary functions",
// 1987), from square roots of 1 -+ z and z -+ 1 whose products never square z: no overflow for
// large |z|, no cancellation near 0, and the branch cuts' sides follow the sign of a zero part
// (1 - z is built as (1 - x) + i(-y), keeping -0).
Parts sqrt_parts(const NodePtr& re, const NodePtr& im) {
  NodePtr r = sqrt({re, im});
  return {complex_lane(r, 0), complex_lane(r, 1)};
}

Parts one_minus(const Parts& z) { return {sub(scalar_like(z.re, 1.0), z.re), un(UnaryOp::Negative, z.im)}; }
Parts one_plus(const Parts& z) { return {add(scalar_like(z.re, 1.0), z.re), z.im}; }

// asin z = atan2(x, Re(s1 s2)) + i asinh(Im(conj(s1) s2)), s1 = sqrt(1 - z), s2 = sqrt(1 + z).
Parts asin(const Parts& z) {
  Parts a = one_minus(z), b = one_plus(z);
  Parts s1 = sqrt_parts(a.re, a.im), s2 = sqrt_parts(b.re, b.im);
  return {binary(BinaryOp::Atan2, z.re, sub(mul(s1.re, s2.re), mul(s1.im, s2.im))),
          un(UnaryOp::Asinh, sub(mul(s1.re, s2.im), mul(s1.im, s2.re)))};
}

// acos z = 2 atan2(Re s1, Re s2) + i asinh(Im(conj(s2) s1)), s1 and s2 as asin's.
Parts acos(const Parts& z) {
  Parts a = one_minus(z), b = one_plus(z);
  Parts s1 = sqrt_parts(a.re, a.im), s2 = sqrt_parts(b.re, b.im);
  NodePtr half_angle = binary(BinaryOp::Atan2, s1.re, s2.re);
  return {add(half_angle, half_angle), un(UnaryOp::Asinh, sub(mul(s2.re, s1.im), mul(s2.im, s1.re)))};
}

// acosh z = asinh(Re(conj(t1) t2)) + 2i atan2(Im t1, Re t2), t1 = sqrt(z - 1), t2 = sqrt(z + 1).
Parts acosh(const Parts& z) {
  NodePtr one = scalar_like(z.re, 1.0);
  Parts t1 = sqrt_parts(sub(z.re, one), z.im), t2 = sqrt_parts(add(z.re, one), z.im);
  NodePtr half_angle = binary(BinaryOp::Atan2, t1.im, t2.re);
  return {un(UnaryOp::Asinh, add(mul(t1.re, t2.re), mul(t1.im, t2.im))), add(half_angle, half_angle)};
}

// atanh z = log1p(4x / ((1 - x)^2 + y^2)) / 4 + i atan2(2y, (1 - x)(1 + x) - y^2) / 2 (the
// angle's arguments halved, the same angle, so that 2y cannot overflow).
Parts atanh(const Parts& z) {
  NodePtr one = scalar_like(z.re, 1.0), half = scalar_like(z.re, 0.5), quarter = scalar_like(z.re, 0.25);
  NodePtr one_minus_x = sub(one, z.re);
  NodePtr d = add(mul(one_minus_x, one_minus_x), mul(z.im, z.im));
  NodePtr re = mul(un(UnaryOp::Log1p, div(mul(scalar_like(z.re, 4.0), z.re), d)), quarter);
  NodePtr cosine = sub(mul(mul(one_minus_x, add(one, z.re)), half), mul(mul(z.im, z.im), half));
  return {re, mul(binary(BinaryOp::Atan2, z.im, cosine), half)};
}

// f(iz) rotated back: asinh z = -i asin(iz), atan z = -i atanh(iz), with iz = -y + ix.
Parts times_minus_i(const Parts& w) { return {w.im, un(UnaryOp::Negative, w.re)}; }
Parts times_i(const Parts& z) { return {un(UnaryOp::Negative, z.im), z.re}; }

// ---- C99 Annex G's special values ----

// What a special-value rule asks of a part.
enum class Is : uint8_t { PosZero, Zero, Finite, NonzeroFinite, PosFinite, PosInf, NegInf, Inf, NaN, NotZero, One, MinusOne };
// How the rest of the plane follows from the table's half (b >= +0, and a >= +0 for odd and even
// functions): every function here has f(conj z) = conj f(z); odd ones f(-z) = -f(z), even ones
// f(-z) = f(z).
enum class Symmetry : uint8_t { Conjugate, Odd, Even };
struct SpecialValue {
  Is a, b;
  double re, im;
};

constexpr double kPi = 3.141592653589793, kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

NodePtr both(const NodePtr& p, const NodePtr& q) { return binary(BinaryOp::LogicalAnd, p, q); }

// One 0-d constant per value (by its bits: -0 and NaN are values too), so that a function's
// table adds a handful of constants to its fused kernel, not two per rule.
struct Constants {
  NodePtr like;
  std::map<uint64_t, NodePtr> made;
  NodePtr operator()(double value) {
    uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    NodePtr& c = made[bits];
    if (!c) c = scalar_like(like, value);
    return c;
  }
};

NodePtr holds(Is is, const NodePtr& v, Constants& constant) {
  NodePtr zero = constant(0.0);
  switch (is) {
    case Is::PosZero: return both(binary(BinaryOp::Equal, v, zero), un(UnaryOp::LogicalNot, un(UnaryOp::Signbit, v)));
    case Is::Zero: return binary(BinaryOp::Equal, v, zero);
    case Is::Finite: return un(UnaryOp::IsFinite, v);
    case Is::NonzeroFinite: return both(un(UnaryOp::IsFinite, v), binary(BinaryOp::NotEqual, v, zero));
    case Is::PosFinite: return both(un(UnaryOp::IsFinite, v), binary(BinaryOp::Greater, v, zero));
    case Is::PosInf: return binary(BinaryOp::Equal, v, constant(kInf));
    case Is::NegInf: return binary(BinaryOp::Equal, v, constant(-kInf));
    case Is::Inf: return un(UnaryOp::IsInf, v);
    case Is::NaN: return un(UnaryOp::IsNan, v);
    case Is::NotZero: return binary(BinaryOp::NotEqual, v, zero);
    case Is::One: return binary(BinaryOp::Equal, v, constant(1.0));
    case Is::MinusOne: return binary(BinaryOp::Equal, v, constant(-1.0));
  }
  return nullptr;
}

// w (f's values by its formula) with the table's values where z meets a rule (the first rule
// met wins), the other quadrants mirrored by `symmetry`. Small enough to stay one fused kernel
// with the formula (64 members): each condition is built once, and the mirror is applied to the
// whole chain (the formula's parts mirrored before it, so that they come back as they were).
Parts special_values(const Parts& z, const Parts& w, Symmetry symmetry, std::initializer_list<SpecialValue> table) {
  NodePtr a = symmetry == Symmetry::Conjugate ? z.re : un(UnaryOp::Abs, z.re), b = un(UnaryOp::Abs, z.im);
  Constants constant{z.re, {}};
  std::map<std::pair<int, Is>, NodePtr> conditions;
  auto condition = [&](int part, Is is) {
    NodePtr& c = conditions[{part, is}];
    if (!c) c = holds(is, part == 0 ? a : b, constant);
    return c;
  };
  // A NaN's sign flips too: every value the tables give beside a NaN part has its sign unspecified.
  auto negative = [](const NodePtr& v) { return un(UnaryOp::Signbit, v); };
  NodePtr flip_re = symmetry == Symmetry::Odd ? negative(z.re) : nullptr, flip_im = negative(z.im);
  if (symmetry == Symmetry::Even) flip_im = binary(BinaryOp::NotEqual, flip_im, negative(z.re));
  auto mirror = [](const NodePtr& flip, const NodePtr& v) { return flip ? where(flip, un(UnaryOp::Negative, v), v) : v; };
  NodePtr re = mirror(flip_re, w.re), im = mirror(flip_im, w.im);
  for (auto rule = std::rbegin(table); rule != std::rend(table); ++rule) {
    NodePtr when = both(condition(0, rule->a), condition(1, rule->b));
    re = where(when, constant(rule->re), re);
    im = where(when, constant(rule->im), im);
  }
  return {mirror(flip_re, re), mirror(flip_im, im)};
}

// The standard's tables (elementwise_functions, "For complex floating-point operands"), or null.
Parts annex_g(UnaryOp op, const Parts& z, const Parts& w) {
  using I = Is;
  switch (op) {
    case UnaryOp::Exp:
      return special_values(z, w, Symmetry::Conjugate,
                            {{I::Zero, I::PosZero, 1, 0}, {I::Finite, I::PosInf, kNaN, kNaN}, {I::Finite, I::NaN, kNaN, kNaN},
                             {I::PosInf, I::PosZero, kInf, 0}, {I::NegInf, I::PosInf, 0, 0}, {I::PosInf, I::PosInf, kInf, kNaN},
                             {I::NegInf, I::NaN, 0, 0}, {I::PosInf, I::NaN, kInf, kNaN}, {I::NaN, I::PosZero, kNaN, 0},
                             {I::NaN, I::NotZero, kNaN, kNaN}});
    case UnaryOp::Expm1:
      return special_values(z, w, Symmetry::Conjugate,
                            {{I::Zero, I::PosZero, 0, 0}, {I::Finite, I::PosInf, kNaN, kNaN}, {I::Finite, I::NaN, kNaN, kNaN},
                             {I::PosInf, I::PosZero, kInf, 0}, {I::NegInf, I::PosInf, -1, 0}, {I::PosInf, I::PosInf, kInf, kNaN},
                             {I::NegInf, I::NaN, -1, 0}, {I::PosInf, I::NaN, kInf, kNaN}, {I::NaN, I::PosZero, kNaN, 0},
                             {I::NaN, I::NotZero, kNaN, kNaN}});
    case UnaryOp::Log1p:
      return special_values(z, w, Symmetry::Conjugate,
                            {{I::MinusOne, I::PosZero, -kInf, 0}, {I::Finite, I::PosInf, kInf, kPi / 2},
                             {I::Finite, I::NaN, kNaN, kNaN}, {I::NegInf, I::PosFinite, kInf, kPi},
                             {I::PosInf, I::PosFinite, kInf, 0}, {I::NegInf, I::PosInf, kInf, 3 * kPi / 4},
                             {I::PosInf, I::PosInf, kInf, kPi / 4}, {I::Inf, I::NaN, kInf, kNaN}, {I::NaN, I::Finite, kNaN, kNaN},
                             {I::NaN, I::PosInf, kInf, kNaN}, {I::NaN, I::NaN, kNaN, kNaN}});
    case UnaryOp::Cosh:
      return special_values(z, w, Symmetry::Even,
                            {{I::PosZero, I::PosZero, 1, 0}, {I::PosZero, I::PosInf, kNaN, 0}, {I::PosZero, I::NaN, kNaN, 0},
                             {I::NonzeroFinite, I::PosInf, kNaN, kNaN}, {I::NonzeroFinite, I::NaN, kNaN, kNaN},
                             {I::PosInf, I::PosZero, kInf, 0}, {I::PosInf, I::PosInf, kInf, kNaN}, {I::PosInf, I::NaN, kInf, kNaN},
                             {I::NaN, I::Zero, kNaN, 0}, {I::NaN, I::NotZero, kNaN, kNaN}});
    case UnaryOp::Sinh:
      return special_values(z, w, Symmetry::Odd,
                            {{I::PosZero, I::PosZero, 0, 0}, {I::PosZero, I::PosInf, 0, kNaN}, {I::PosZero, I::NaN, 0, kNaN},
                             {I::PosFinite, I::PosInf, kNaN, kNaN}, {I::PosFinite, I::NaN, kNaN, kNaN},
                             {I::PosInf, I::PosZero, kInf, 0}, {I::PosInf, I::PosInf, kInf, kNaN}, {I::PosInf, I::NaN, kInf, kNaN},
                             {I::NaN, I::PosZero, kNaN, 0}, {I::NaN, I::NotZero, kNaN, kNaN}});
    case UnaryOp::Tanh:
      return special_values(z, w, Symmetry::Odd,
                            {{I::PosZero, I::PosZero, 0, 0}, {I::NonzeroFinite, I::PosInf, kNaN, kNaN},
                             {I::PosZero, I::PosInf, 0, kNaN}, {I::NonzeroFinite, I::NaN, kNaN, kNaN}, {I::PosZero, I::NaN, 0, kNaN},
                             {I::PosInf, I::PosFinite, 1, 0}, {I::PosInf, I::PosInf, 1, 0}, {I::PosInf, I::NaN, 1, 0},
                             {I::NaN, I::PosZero, kNaN, 0}, {I::NaN, I::NotZero, kNaN, kNaN}});
    case UnaryOp::Acos:
      return special_values(z, w, Symmetry::Conjugate,
                            {{I::Zero, I::PosZero, kPi / 2, -0.0}, {I::Zero, I::NaN, kPi / 2, kNaN},
                             {I::Finite, I::PosInf, kPi / 2, -kInf}, {I::NonzeroFinite, I::NaN, kNaN, kNaN},
                             {I::NegInf, I::PosFinite, kPi, -kInf}, {I::PosInf, I::PosFinite, 0, -kInf},
                             {I::NegInf, I::PosInf, 3 * kPi / 4, -kInf}, {I::PosInf, I::PosInf, kPi / 4, -kInf},
                             {I::Inf, I::NaN, kNaN, kInf}, {I::NaN, I::Finite, kNaN, kNaN}, {I::NaN, I::PosInf, kNaN, -kInf},
                             {I::NaN, I::NaN, kNaN, kNaN}});
    case UnaryOp::Acosh:
      return special_values(z, w, Symmetry::Conjugate,
                            {{I::Zero, I::PosZero, 0, kPi / 2}, {I::Finite, I::PosInf, kInf, kPi / 2},
                             {I::NonzeroFinite, I::NaN, kNaN, kNaN}, {I::PosZero, I::NaN, kNaN, kPi / 2},
                             {I::NegInf, I::PosFinite, kInf, kPi}, {I::PosInf, I::PosFinite, kInf, 0},
                             {I::NegInf, I::PosInf, kInf, 3 * kPi / 4}, {I::PosInf, I::PosInf, kInf, kPi / 4},
                             {I::Inf, I::NaN, kInf, kNaN}, {I::NaN, I::Finite, kNaN, kNaN}, {I::NaN, I::PosInf, kInf, kNaN},
                             {I::NaN, I::NaN, kNaN, kNaN}});
    case UnaryOp::Asinh:
      return special_values(z, w, Symmetry::Odd,
                            {{I::PosZero, I::PosZero, 0, 0}, {I::PosFinite, I::PosInf, kInf, kPi / 2}, {I::Finite, I::NaN, kNaN, kNaN},
                             {I::PosInf, I::PosFinite, kInf, 0}, {I::PosInf, I::PosInf, kInf, kPi / 4},
                             {I::NaN, I::PosZero, kNaN, 0}, {I::NaN, I::NonzeroFinite, kNaN, kNaN}, {I::NaN, I::PosInf, kInf, kNaN},
                             {I::NaN, I::NaN, kNaN, kNaN}});
    case UnaryOp::Atanh:
      return special_values(z, w, Symmetry::Odd,
                            {{I::PosZero, I::PosZero, 0, 0}, {I::PosZero, I::NaN, 0, kNaN}, {I::One, I::PosZero, kInf, 0},
                             {I::PosFinite, I::PosInf, 0, kPi / 2}, {I::NonzeroFinite, I::NaN, kNaN, kNaN},
                             {I::PosInf, I::PosFinite, 0, kPi / 2}, {I::PosInf, I::PosInf, 0, kPi / 2}, {I::PosInf, I::NaN, 0, kNaN},
                             {I::NaN, I::Finite, kNaN, kNaN}, {I::NaN, I::PosInf, 0, kPi / 2}, {I::NaN, I::NaN, kNaN, kNaN}});
    default: return w;
  }
}

// a^b = exp(b log a); 0^b is 1 for b = 0 and 0 otherwise (NumPy gives NaN for re(b) <= 0).
NodePtr power(const NodePtr& a, const NodePtr& b) {
  NodePtr p = complex_unary(UnaryOp::Exp, complex_binary(BinaryOp::Multiply, b, log(lanes(a))));
  NodePtr zero = full(*a->device, {}, 0.0, a->dtype);
  NodePtr a_zero = complex_binary(BinaryOp::Equal, a, zero), b_zero = complex_binary(BinaryOp::Equal, b, zero);
  return where(a_zero, astype(b_zero, a->dtype), p);
}

// For real input: what the part ops mean there (NumPy's real, imag, conj, angle of a real array).
NodePtr real_part_op(UnaryOp op, const NodePtr& x) {
  switch (op) {
    case UnaryOp::Real:
    case UnaryOp::Conj: return x;
    case UnaryOp::Imag: return broadcast_to(scalar_like(x, 0.0), x->shape);
    default: {  // Angle: atan2(0, x), pi for negative x (and -0)
      NodePtr f = astype(x, float_result_type(x->dtype));
      return binary(BinaryOp::Atan2, broadcast_to(scalar_like(f, 0.0), f->shape), f);
    }
  }
}

// The ops of a complex tensor whose results are real (shaped as z), or null.
NodePtr real_result(UnaryOp op, const Parts& z) {
  switch (op) {
    case UnaryOp::Real: return z.re;
    case UnaryOp::Imag: return z.im;
    case UnaryOp::Abs: return binary(BinaryOp::Hypot, z.re, z.im);
    case UnaryOp::Angle: return binary(BinaryOp::Atan2, z.im, z.re);
    case UnaryOp::IsNan:
      return binary(BinaryOp::LogicalOr, un(UnaryOp::IsNan, z.re), un(UnaryOp::IsNan, z.im));
    case UnaryOp::IsInf:
      return binary(BinaryOp::LogicalOr, un(UnaryOp::IsInf, z.re), un(UnaryOp::IsInf, z.im));
    case UnaryOp::IsFinite:
      return binary(BinaryOp::LogicalAnd, un(UnaryOp::IsFinite, z.re), un(UnaryOp::IsFinite, z.im));
    default: return nullptr;
  }
}

// The functions with an Annex G table, by their formulas, as lane-form parts (not a complex node
// read back through views: a view of a fused member would end the fused group).
Parts formula_parts(UnaryOp op, const Parts& z) {
  switch (op) {
    case UnaryOp::Exp: {
      NodePtr e = un(UnaryOp::Exp, z.re);
      return {mul(e, un(UnaryOp::Cos, z.im)), mul(e, un(UnaryOp::Sin, z.im))};
    }
    case UnaryOp::Log1p: {  // log|1 + z| as log1p(2a + a^2 + b^2) / 2: exact near 0; where the
                            // squares overflow (|z| past 1e19 in float32), log(hypot(1 + a, b))
      NodePtr a = z.re, b = z.im, a1 = add(a, scalar_like(a, 1.0));
      NodePtr m = add(add(a, a), add(mul(a, a), mul(b, b)));
      NodePtr re = where(un(UnaryOp::IsInf, m), un(UnaryOp::Log, binary(BinaryOp::Hypot, a1, b)),
                         mul(un(UnaryOp::Log1p, m), scalar_like(a, 0.5)));
      return {re, binary(BinaryOp::Atan2, b, a1)};
    }
    case UnaryOp::Expm1: {  // expm1(a) cos b - 2 sin^2(b / 2) + i e^a sin b: exact near 0
      NodePtr h = un(UnaryOp::Sin, mul(z.im, scalar_like(z.im, 0.5)));
      NodePtr re = sub(mul(un(UnaryOp::Expm1, z.re), un(UnaryOp::Cos, z.im)), mul(scalar_like(h, 2.0), mul(h, h)));
      return {re, mul(un(UnaryOp::Exp, z.re), un(UnaryOp::Sin, z.im))};
    }
    case UnaryOp::Sinh:  // sinh a cos b + i cosh a sin b
      return {mul(un(UnaryOp::Sinh, z.re), un(UnaryOp::Cos, z.im)), mul(un(UnaryOp::Cosh, z.re), un(UnaryOp::Sin, z.im))};
    case UnaryOp::Cosh:  // cosh a cos b + i sinh a sin b
      return {mul(un(UnaryOp::Cosh, z.re), un(UnaryOp::Cos, z.im)), mul(un(UnaryOp::Sinh, z.re), un(UnaryOp::Sin, z.im))};
    case UnaryOp::Tanh: return tanh(z);
    case UnaryOp::Acos: return acos(z);
    case UnaryOp::Acosh: return acosh(z);
    case UnaryOp::Atanh: return atanh(z);
    case UnaryOp::Asinh: return times_minus_i(asin(times_i(z)));
    default: return {nullptr, nullptr};
  }
}

}  // namespace

NodePtr complex_unary(UnaryOp op, const NodePtr& x) {
  if (!is_complex(x->dtype)) return real_part_op(op, x);
  switch (op) {
    case UnaryOp::Exp:
    case UnaryOp::Expm1:
    case UnaryOp::Log1p:
    case UnaryOp::Cosh:
    case UnaryOp::Sinh:
    case UnaryOp::Tanh:
    case UnaryOp::Acos:
    case UnaryOp::Acosh:
    case UnaryOp::Asinh:
    case UnaryOp::Atanh: {
      Parts z = lanes(x);
      Parts w = annex_g(op, z, formula_parts(op, z));
      return complex_from_lanes(w.re, w.im);
    }
    default: return complex_formula(op, x);
  }
}

namespace {

// f(x) by its formula alone (complex x).
NodePtr complex_formula(UnaryOp op, const NodePtr& x) {
  if (NodePtr r = real_result(op, parts(x))) return r;
  Parts z = lanes(x);
  switch (op) {
    case UnaryOp::Conj: return complex_from_lanes(z.re, un(UnaryOp::Negative, z.im));
    case UnaryOp::Negative: return complex_from_pairs(un(UnaryOp::Negative, complex_pairs(x)), x->dtype);
    case UnaryOp::Round:  // each part on its own (the array API's round)
      return complex_from_pairs(un(UnaryOp::Round, complex_pairs(x)), x->dtype);
    case UnaryOp::Square: return multiply(z, z);
    case UnaryOp::Reciprocal: {
      NodePtr one = scalar_like(z.re, 1.0), zero = scalar_like(z.re, 0.0);
      return divide({one, zero}, z);
    }
    case UnaryOp::Sign: {  // z / |z|, 0 at 0 (the array API's sign)
      NodePtr r = binary(BinaryOp::Hypot, z.re, z.im), zero = scalar_like(z.re, 0.0);
      NodePtr at_zero = binary(BinaryOp::Equal, r, zero);
      return complex_from_lanes(where(at_zero, zero, div(z.re, r)), where(at_zero, zero, div(z.im, r)));
    }
    case UnaryOp::Log: return log(z);
    case UnaryOp::Log2: return log(z, 2.0);
    case UnaryOp::Log10: return log(z, 10.0);
    case UnaryOp::Sqrt: return sqrt(z);
    case UnaryOp::Sin:  // sin a cosh b + i cos a sinh b
      return complex_from_lanes(mul(un(UnaryOp::Sin, z.re), un(UnaryOp::Cosh, z.im)),
                                mul(un(UnaryOp::Cos, z.re), un(UnaryOp::Sinh, z.im)));
    case UnaryOp::Cos:  // cos a cosh b - i sin a sinh b
      return complex_from_lanes(mul(un(UnaryOp::Cos, z.re), un(UnaryOp::Cosh, z.im)),
                                un(UnaryOp::Negative, mul(un(UnaryOp::Sin, z.re), un(UnaryOp::Sinh, z.im))));
    case UnaryOp::Asin:
    case UnaryOp::Atan: {  // atan z = -i atanh(iz); the others with a table are formula_parts'
      Parts w = op == UnaryOp::Asin ? asin(z) : times_minus_i(atanh(times_i(z)));
      return complex_from_lanes(w.re, w.im);
    }
    case UnaryOp::Tan: {  // tan z = -i tanh(iz), iz = -b + ia
      Parts t = tanh({un(UnaryOp::Negative, z.im), z.re});
      return complex_from_lanes(t.im, un(UnaryOp::Negative, t.re));
    }
    default: not_defined(unary_name(op), x->dtype);
  }
}

}  // namespace

NodePtr complex_binary(BinaryOp op, const NodePtr& a_in, const NodePtr& b_in) {
  const char* name = binary_name(op);
  DType dtype = promote_types(a_in->dtype, b_in->dtype);
  common_device({a_in, b_in}, name);
  broadcast_shapes(a_in->shape, b_in->shape, name);  // the shape error names this op
  NodePtr a = astype(a_in, dtype), b = astype(b_in, dtype);
  switch (op) {
    case BinaryOp::Add:
    case BinaryOp::Subtract: return complex_from_pairs(binary(op, complex_pairs(a), complex_pairs(b)), dtype);
    case BinaryOp::Multiply: return multiply(lanes(a), lanes(b));
    case BinaryOp::Divide: return divide(lanes(a), lanes(b));
    case BinaryOp::Power: return power(a, b);
    case BinaryOp::Equal:
      return binary(BinaryOp::LogicalAnd, binary(op, complex_part(a, 0), complex_part(b, 0)),
                    binary(op, complex_part(a, 1), complex_part(b, 1)));
    case BinaryOp::NotEqual:
      return binary(BinaryOp::LogicalOr, binary(op, complex_part(a, 0), complex_part(b, 0)),
                    binary(op, complex_part(a, 1), complex_part(b, 1)));
    default: not_defined(name, dtype);
  }
}

}  // namespace kiln::ops
