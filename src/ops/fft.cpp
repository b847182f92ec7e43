// Discrete Fourier transforms (kiln_fft, kiln_rfft, kiln_irfft), NumPy's fftn/rfftn/irfftn. Each
// transformed axis is one Fft node (core/op.h) over the complex values' float pairs, after the
// axis is padded or cropped to its length; the norm's scale is one multiply at the end. The real
// transforms are built on the complex one: rfft keeps the first n / 2 + 1 frequencies of a
// complex transform of the real input, and irfft rebuilds the Hermitian-symmetric spectrum from
// them (the conjugates of the reversed frequencies) before a complex inverse, keeping its real
// part. Both cost about twice a dedicated real transform.
#include <cmath>
#include <string>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"

namespace kiln::ops {

namespace {

// NumPy's rule: float64, integers and bool transform in complex128; the narrower floats in
// complex64; complex dtypes as they are.
DType fft_dtype(DType d) {
  if (is_complex(d)) return d;
  if (d == DType::Float64 || is_integer(d) || is_bool(d)) return DType::Complex128;
  return DType::Complex64;
}

// The normalized axes (distinct, in the caller's order) and a length per axis: lengths as given,
// else the axis's extent; each must be >= 1.
struct Plan {
  std::vector<int64_t> axes;
  std::vector<int64_t> lengths;
};

Plan plan_axes(const NodePtr& x, const Axes& axes, const std::vector<int64_t>& lengths, const char* op) {
  const auto rank = static_cast<int64_t>(x->shape.size());
  Plan plan;
  if (axes) {
    for (int64_t a : *axes) {
      if (a < -rank || a >= rank) {
        fail(Status::InvalidArgument, std::string(op) + ": axis " + std::to_string(a) + " is out of range for shape " +
                                          shape_string(x->shape));
      }
      a = a < 0 ? a + rank : a;
      for (int64_t seen : plan.axes) {
        if (seen == a) fail(Status::InvalidArgument, std::string(op) + ": axis " + std::to_string(a) + " is given twice");
      }
      plan.axes.push_back(a);
    }
  } else {
    for (int64_t a = 0; a < rank; ++a) plan.axes.push_back(a);
  }
  if (plan.axes.empty()) fail(Status::InvalidArgument, std::string(op) + ": needs at least one axis to transform");
  if (!lengths.empty() && lengths.size() != plan.axes.size()) {
    fail(Status::Internal, std::string(op) + ": one length per axis");
  }
  for (size_t i = 0; i < plan.axes.size(); ++i) {
    const int64_t n = lengths.empty() ? x->shape[plan.axes[i]] : lengths[i];
    if (n < 1) {
      fail(Status::InvalidArgument, std::string(op) + ": the transform along axis " + std::to_string(plan.axes[i]) +
                                        " would have " + std::to_string(n) + " points (at least 1 is needed)");
    }
    plan.lengths.push_back(n);
  }
  return plan;
}

// z padded with zeros or cropped to n along axis.
NodePtr resized(const NodePtr& z, int64_t axis, int64_t n) {
  const int64_t have = z->shape[axis];
  if (have == n) return z;
  const size_t rank = z->shape.size();
  if (have > n) {
    std::vector<int64_t> start(rank, 0), stop(z->shape.begin(), z->shape.end()), step(rank, 1);
    stop[axis] = n;
    return slice(z, start, stop, step);
  }
  std::vector<int64_t> before(rank, 0), after(rank, 0);
  after[axis] = n - have;
  return pad(z, before, after, 0.0);
}

// The unnormalised transform of complex z along one axis: one Fft node on its compact pairs.
NodePtr transform_axis(const NodePtr& z, int64_t axis, bool inverse) {
  NodePtr pairs = contiguous(complex_pairs(z));
  OpParams params;
  params.axes = {axis};
  params.inverse = inverse;
  NodePtr out = make_kernel(inverse ? "ifft" : "fft", OpKind::Fft, pairs->dtype, pairs->shape, *z->device, {pairs},
                            std::move(params));
  return complex_from_pairs(out, z->dtype);
}

// What norm scales by in this direction, for transformed lengths whose product is `points`.
double norm_scale(FftNorm norm, bool inverse, double points) {
  switch (norm) {
    case FftNorm::Ortho: return 1.0 / std::sqrt(points);
    case FftNorm::Forward: return inverse ? 1.0 : 1.0 / points;
    default: return inverse ? 1.0 / points : 1.0;
  }
}

// z (complex or real) times a real scale: one multiply of its floats, which fuses with what reads it.
NodePtr scaled(const NodePtr& z, double scale) {
  if (scale == 1.0) return z;
  if (!is_complex(z->dtype)) return binary(BinaryOp::Multiply, z, full(*z->device, {}, scale, z->dtype));
  DType part = complex_part_type(z->dtype);
  return complex_from_pairs(binary(BinaryOp::Multiply, complex_pairs(z), full(*z->device, {}, scale, part)), z->dtype);
}

double product(const std::vector<int64_t>& lengths) {
  double p = 1.0;
  for (int64_t n : lengths) p *= static_cast<double>(n);
  return p;
}

// The complex transforms along plan.axes[first, last), each resized to its length first.
NodePtr transform_axes(NodePtr z, const Plan& plan, size_t first, size_t last, bool inverse) {
  for (size_t i = first; i < last; ++i) {
    z = transform_axis(resized(z, plan.axes[i], plan.lengths[i]), plan.axes[i], inverse);
  }
  return z;
}

}  // namespace

NodePtr fft(const NodePtr& x, const Axes& axes, const std::vector<int64_t>& lengths, FftNorm norm, bool inverse) {
  const Plan plan = plan_axes(x, axes, lengths, inverse ? "ifft" : "fft");
  NodePtr z = transform_axes(astype(x, fft_dtype(x->dtype)), plan, 0, plan.axes.size(), inverse);
  return scaled(z, norm_scale(norm, inverse, product(plan.lengths)));
}

NodePtr rfft(const NodePtr& x, const Axes& axes, const std::vector<int64_t>& lengths, FftNorm norm) {
  if (is_complex(x->dtype)) {
    fail(Status::UnsupportedDType, std::string("rfft: takes real input, got ") + dtype_name(x->dtype) + " (use kiln_fft)");
  }
  const Plan plan = plan_axes(x, axes, lengths, "rfft");
  // The last axis first, cut to its non-negative frequencies, then the others in full.
  const size_t last = plan.axes.size() - 1;
  const int64_t axis = plan.axes[last], n = plan.lengths[last];
  NodePtr z = transform_axes(astype(x, fft_dtype(x->dtype)), plan, last, last + 1, false);
  z = resized(z, axis, n / 2 + 1);
  z = transform_axes(z, plan, 0, last, false);
  return scaled(z, norm_scale(norm, false, product(plan.lengths)));
}

NodePtr irfft(const NodePtr& x, const Axes& axes, const std::vector<int64_t>& lengths, FftNorm norm) {
  NodePtr z = astype(x, fft_dtype(x->dtype));
  Plan plan = plan_axes(z, axes, lengths, "irfft");
  const size_t last = plan.axes.size() - 1;
  const int64_t axis = plan.axes[last];
  if (lengths.empty()) {  // 2 (m - 1) points from m frequencies
    const int64_t n = 2 * (z->shape[axis] - 1);
    if (n < 1) {
      fail(Status::InvalidArgument, "irfft: " + std::to_string(z->shape[axis]) + " frequencies along axis " +
                                        std::to_string(axis) + " give no points; pass the output length");
    }
    plan.lengths[last] = n;
  }
  z = transform_axes(z, plan, 0, last, true);
  // The full spectrum of n points: frequencies 0..n/2 as given (padded or cropped), then the
  // conjugates of frequencies n - k for k = n/2 + 1 .. n - 1, i.e. of n - n/2 - 1 down to 1.
  const int64_t n = plan.lengths[last], kept = n / 2 + 1;
  NodePtr head = resized(z, axis, kept);
  const size_t rank = head->shape.size();
  std::vector<int64_t> start(rank, 0), stop(head->shape.begin(), head->shape.end()), step(rank, 1);
  start[axis] = 1;
  stop[axis] = n - kept + 1;
  NodePtr tail = unary(UnaryOp::Conj, flip(slice(head, start, stop, step), std::vector<int64_t>{axis}));
  NodePtr spectrum = n - kept > 0 ? concatenate({head, tail}, axis) : head;
  NodePtr result = unary(UnaryOp::Real, transform_axis(spectrum, axis, true));
  return scaled(result, norm_scale(norm, true, product(plan.lengths)));
}

}  // namespace kiln::ops
