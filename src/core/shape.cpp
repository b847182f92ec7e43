#include "core/shape.h"

#include "core/error.h"

namespace kiln {

int64_t trailing_count(const Shape& shape, size_t first) {
  int64_t n = 1;
  for (size_t i = first; i < shape.size(); ++i) n *= shape[i];
  return n;
}

int64_t element_count(const Shape& shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d == 0) return 0;
  }
  for (int64_t d : shape) {
    if (__builtin_mul_overflow(n, d, &n)) fail(Status::InvalidArgument, "shape " + shape_string(shape) + " has too many elements");
  }
  return n;
}

void check_shape(const Shape& shape, const char* what) {
  if (shape.size() > kMaxDims) {
    fail(Status::InvalidArgument, std::string(what) + ": rank " + std::to_string(shape.size()) + " exceeds the maximum of 64");
  }
  int64_t span = 1;
  bool empty = false;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] < 0) fail(Status::InvalidArgument, std::string(what) + ": negative extent " + std::to_string(shape[i]) + " in dimension " + std::to_string(i));
    empty = empty || shape[i] == 0;
    if (__builtin_mul_overflow(span, shape[i] > 0 ? shape[i] : 1, &span)) {
      fail(Status::InvalidArgument, std::string(what) + ": shape " + shape_string(shape) + " is too large (its extents multiply past 2^63)");
    }
  }
  if (!empty && span > kMaxElements) {
    fail(Status::InvalidArgument, std::string(what) + ": shape " + shape_string(shape) + " is too large (more than 2^56 elements)");
  }
}

int64_t checked_count(int64_t n, const char* what, const char* name) {
  if (n < 0) fail(Status::InvalidArgument, std::string(what) + ": " + name + " = " + std::to_string(n) + " is negative");
  if (n > kMaxElements) {
    fail(Status::InvalidArgument, std::string(what) + ": " + name + " = " + std::to_string(n) + " is too large (more than 2^56 elements)");
  }
  return n;
}

int64_t checked_add(int64_t a, int64_t b, const char* what) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) fail(Status::InvalidArgument, std::string(what) + " overflows");
  return r;
}

int64_t checked_mul(int64_t a, int64_t b, const char* what) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) fail(Status::InvalidArgument, std::string(what) + " overflows");
  return r;
}

Strides contiguous_strides(const Shape& shape) {
  Strides strides(shape.size());
  int64_t s = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = s;
    s = checked_mul(s, shape[i] > 0 ? shape[i] : 1, "the contiguous strides");
  }
  return strides;
}

Reach layout_reach(const Shape& shape, const Strides& strides, const char* what) {
  Reach r;
  for (size_t d = 0; d < shape.size(); ++d) {
    int64_t reach = checked_mul(strides[d], shape[d] - 1, what);
    int64_t& end = reach < 0 ? r.low : r.high;
    end = checked_add(end, reach, what);
  }
  return r;
}

bool is_contiguous(const Shape& shape, const Strides& strides) {
  int64_t expected = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    if (shape[i] == 0) return true;
    if (shape[i] != 1 && strides[i] != expected) return false;
    expected *= shape[i];
  }
  return true;
}

Shape checked_shape(const int64_t* dims, size_t ndim, const char* what) {
  if (ndim > kMaxDims) fail(Status::InvalidArgument, std::string(what) + ": rank " + std::to_string(ndim) + " exceeds the maximum of 64");
  if (ndim > 0 && dims == nullptr) fail(Status::InvalidArgument, std::string(what) + ": shape pointer is NULL but ndim is " + std::to_string(ndim));
  Shape shape(dims, dims + ndim);
  check_shape(shape, what);
  return shape;
}

int64_t normalize_axis(int64_t axis, size_t rank, const char* op) {
  int64_t r = static_cast<int64_t>(rank);
  if (axis < -r || axis >= r) {
    fail(Status::IndexOutOfRange, std::string(op) + ": axis " + std::to_string(axis) + " is out of range for rank " + std::to_string(rank));
  }
  return axis < 0 ? axis + r : axis;
}

Shape broadcast_shapes(const Shape& a, const Shape& b, const char* op) {
  size_t n = std::max(a.size(), b.size());
  Shape out(n);
  for (size_t i = 0; i < n; ++i) {
    int64_t da = i < n - a.size() ? 1 : a[i - (n - a.size())];
    int64_t db = i < n - b.size() ? 1 : b[i - (n - b.size())];
    if (da != db && da != 1 && db != 1) {
      fail(Status::ShapeMismatch, std::string(op) + ": shapes " + shape_string(a) + " and " + shape_string(b) + " cannot be broadcast together");
    }
    out[i] = da == 1 ? db : da;
  }
  return out;
}

std::string shape_string(const Shape& shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(shape[i]);
  }
  if (shape.size() == 1) s += ",";
  return s + ")";
}

}  // namespace kiln
