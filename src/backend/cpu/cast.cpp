// Cast: converts every element to the node's dtype with the rules in convert.h. With equal
// dtypes it is the "make a contiguous copy" op.
#include <string>

#include "backend/cpu/copy.h"
#include "backend/cpu/elementwise.h"
#include "backend/cpu/kernels.h"
#include "core/narrow_dtype.h"

namespace kiln::cpu {

namespace {

template <DType From, DType To>
void convert_all(Node& node, const char* op) {
  const Node& in = *node.inputs[0];
  const Strides out_strides = contiguous_strides(node.shape);
  StridedLoop loop(node.shape, {{node_data(node, op), sizeof(storage_t<To>), &out_strides},
                                {node_data(in, op), sizeof(storage_t<From>), &in.strides}});
  parallel_for(loop.size(), kGrain, [&](int64_t begin, int64_t end) {
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t n) {
      auto* o = reinterpret_cast<storage_t<To>*>(p[0]);
      const auto* a = reinterpret_cast<const storage_t<From>*>(p[1]);
      if (s[0] == 1 && s[1] == 1) {
        for (int64_t i = 0; i < n; ++i) o[i] = convert<From, To>(a[i]);
      } else {
        const int64_t so = s[0], sa = s[1];
        for (int64_t i = 0; i < n; ++i) o[i * so] = convert<From, To>(a[i * sa]);
      }
    });
  });
}

// A narrow dtype from or to its compute type (the only casts ops/narrow.cpp leaves them).
void convert_narrow(Node& node, const char* op) {
  const Node& in = *node.inputs[0];
  const DType from = in.dtype, to = node.dtype;
  const size_t in_size = itemsize(from), out_size = itemsize(to);
  const Strides out_strides = contiguous_strides(node.shape);
  StridedLoop loop(node.shape, {{node_data(node, op), out_size, &out_strides}, {node_data(in, op), in_size, &in.strides}});
  parallel_for(loop.size(), kGrain, [&](int64_t begin, int64_t end) {
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t n) {
      for (int64_t i = 0; i < n; ++i) {
        char* o = p[0] + i * s[0] * static_cast<int64_t>(out_size);
        const char* a = p[1] + i * s[1] * static_cast<int64_t>(in_size);
        switch (to) {
          case DType::Float8E5M2: *reinterpret_cast<uint8_t*>(o) = float_to_e5m2(*reinterpret_cast<const float*>(a)); break;
          case DType::Float8E4M3FN: *reinterpret_cast<uint8_t*>(o) = float_to_e4m3fn(*reinterpret_cast<const float*>(a)); break;
          case DType::Int2: case DType::Int4: case DType::UInt2: case DType::UInt4:
            *reinterpret_cast<int8_t*>(o) = wrap_narrow_int(*reinterpret_cast<const uint8_t*>(a), to);
            break;
          case DType::Float32: *reinterpret_cast<float*>(o) = static_cast<float>(narrow_to_double(*reinterpret_cast<const uint8_t*>(a), from)); break;
          default: *o = *a; break;  // int8 / uint8 from a sub-byte integer: Kiln holds it as one already
        }
      }
    });
  });
}

}  // namespace

void run_cast(Node& node) {
  const char* op = "cast";
  check_elementwise(node, 1, op);
  const Node& in = *node.inputs[0];
  if (in.dtype == node.dtype) {
    copy_strided(node.shape, itemsize(node.dtype), node_data(node, op), contiguous_strides(node.shape),
                 node_data(in, op), in.strides);
    return;
  }
  if (is_narrow(in.dtype) || is_narrow(node.dtype)) {
    require(compute_type(in.dtype) == node.dtype || compute_type(node.dtype) == in.dtype, Status::Internal,
            "cpu cast: a narrow dtype reached a cast other than to or from its compute type");
    convert_narrow(node, op);
    return;
  }
  if (try_vector_unary(node, simd::cast_kernel(in.dtype, node.dtype), op)) return;
  dispatch_dtype(in.dtype, [&](auto from) {
    dispatch_dtype(node.dtype, [&](auto to) { convert_all<decltype(from)::value, decltype(to)::value>(node, op); });
  });
}

}  // namespace kiln::cpu
