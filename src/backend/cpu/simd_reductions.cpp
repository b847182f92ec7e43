// The Highway side of simd_kernels.h for reductions: sums (in double) and max/min. Compiled
// once per instruction set, as simd_elementwise.cpp.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "backend/cpu/simd_reductions.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep

#include <hwy/highway.h>

#include "backend/cpu/simd_kernels.h"

HWY_BEFORE_NAMESPACE();
namespace kiln::cpu::simd {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// ---- Reductions ----------------------------------------------------------------------------

// Sum of a block in double, four vector accumulators. float64 blocks are short (each lane adds
// a handful of elements, as the scalar kernel's), float32 ones long: a double adds 4096 float32
// values with no error the float32 result can show, and a long block keeps the horizontal
// additions and the recursion off the memory-bound loop.
template <class T>
constexpr int64_t kSumBlock = sizeof(T) == 8 ? 256 : 4096;

template <class T>
double sum_block(const T* p, int64_t n) {
  const hn::ScalableTag<double> d;
  const hn::Rebind<T, decltype(d)> dt;
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  auto s0 = hn::Zero(d), s1 = hn::Zero(d), s2 = hn::Zero(d), s3 = hn::Zero(d);
  auto load = [&](int64_t i) {
    if constexpr (sizeof(T) == 8) {
      return hn::LoadU(d, p + i);
    } else {
      return hn::PromoteTo(d, hn::LoadU(dt, p + i));
    }
  };
  int64_t i = 0;
  for (; i + 4 * lanes <= n; i += 4 * lanes) {
    s0 = hn::Add(s0, load(i));
    s1 = hn::Add(s1, load(i + lanes));
    s2 = hn::Add(s2, load(i + 2 * lanes));
    s3 = hn::Add(s3, load(i + 3 * lanes));
  }
  for (; i + lanes <= n; i += lanes) s0 = hn::Add(s0, load(i));
  double total = hn::GetLane(hn::SumOfLanes(d, hn::Add(hn::Add(s0, s1), hn::Add(s2, s3))));
  double tail = 0;
  for (; i < n; ++i) tail += static_cast<double>(p[i]);
  return total + tail;
}

// Pairwise over blocks, so that errors grow with log(n) (the scalar kernel's scheme).
template <class T>
double pairwise(const T* p, int64_t n) {
  constexpr int64_t block = kSumBlock<T>;
  if (n <= block) return sum_block(p, n);
  const int64_t half = n / 2 / block * block;
  const int64_t left = half > 0 ? half : block;
  return pairwise(p, left) + pairwise(p + left, n - left);
}

template <class T>
double sum_contiguous(const void* p, int64_t n) {
  return pairwise(static_cast<const T*>(p), n);
}

SumFn GetSum(DType dtype) {
  switch (dtype) {
    case DType::Float32: return sum_contiguous<float>;
    case DType::Float64: return sum_contiguous<double>;
    default: return nullptr;
  }
}

// Four rows at a time (rows `row_stride` elements apart) cut the traffic to the totals by four.
template <class T>
void lane_sum4(const void* in, int64_t row_stride, double* totals, int64_t n) {
  const hn::ScalableTag<double> d;
  const hn::Rebind<T, decltype(d)> dt;
  const T* p = static_cast<const T*>(in);
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  auto load = [&](const T* q) {
    if constexpr (sizeof(T) == 8) {
      return hn::LoadU(d, q);
    } else {
      return hn::PromoteTo(d, hn::LoadU(dt, q));
    }
  };
  const T *p0 = p, *p1 = p + row_stride, *p2 = p + 2 * row_stride, *p3 = p + 3 * row_stride;
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    auto t = hn::LoadU(d, totals + i);
    t = hn::Add(hn::Add(hn::Add(hn::Add(t, load(p0 + i)), load(p1 + i)), load(p2 + i)), load(p3 + i));
    hn::StoreU(t, d, totals + i);
  }
  for (; i < n; ++i) {
    totals[i] = (((totals[i] + static_cast<double>(p0[i])) + static_cast<double>(p1[i])) + static_cast<double>(p2[i])) +
                static_cast<double>(p3[i]);
  }
}

template <class T>
void lane_sum(const void* in, double* totals, int64_t n) {
  const hn::ScalableTag<double> d;
  const hn::Rebind<T, decltype(d)> dt;
  const T* p = static_cast<const T*>(in);
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    auto v = [&] {
      if constexpr (sizeof(T) == 8) {
        return hn::LoadU(d, p + i);
      } else {
        return hn::PromoteTo(d, hn::LoadU(dt, p + i));
      }
    }();
    hn::StoreU(hn::Add(hn::LoadU(d, totals + i), v), d, totals + i);
  }
  for (; i < n; ++i) totals[i] += static_cast<double>(p[i]);
}

LaneSum4Fn GetLaneSum4(DType dtype) {
  switch (dtype) {
    case DType::Float32: return lane_sum4<float>;
    case DType::Float64: return lane_sum4<double>;
    default: return nullptr;
  }
}

LaneSumFn GetLaneSum(DType dtype) {
  switch (dtype) {
    case DType::Float32: return lane_sum<float>;
    case DType::Float64: return lane_sum<double>;
    default: return nullptr;
  }
}

template <class T, bool kMax>
void extreme(const void* in, int64_t n, void* best, bool* nan) {
  const hn::ScalableTag<T> d;
  const T* p = static_cast<const T*>(in);
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  T b = *static_cast<T*>(best);
  int64_t i = 0;
  if (n >= lanes) {
    auto acc = hn::Set(d, b);
    auto bad = hn::Zero(d);  // float: lanes that saw a NaN (all ones); Highway's Ne is ordered
    for (; i + lanes <= n; i += lanes) {
      const auto v = hn::LoadU(d, p + i);
      acc = kMax ? hn::Max(acc, v) : hn::Min(acc, v);
      if constexpr (hwy::IsFloat<T>()) bad = hn::Or(bad, hn::VecFromMask(d, hn::IsNaN(v)));
    }
    if constexpr (hwy::IsFloat<T>()) {
      if (!hn::AllFalse(d, hn::MaskFromVec(bad))) *nan = true;
    }
    b = hn::GetLane(kMax ? hn::MaxOfLanes(d, acc) : hn::MinOfLanes(d, acc));
  }
  for (; i < n; ++i) {
    if constexpr (hwy::IsFloat<T>()) {
      if (p[i] != p[i]) *nan = true;
    }
    b = kMax ? (p[i] > b ? p[i] : b) : (p[i] < b ? p[i] : b);
  }
  *static_cast<T*>(best) = b;
}

template <bool kMax>
ExtremeFn extreme_for(DType dtype) {
  switch (dtype) {
    case DType::Float32: return extreme<float, kMax>;
    case DType::Float64: return extreme<double, kMax>;
    case DType::Int32: return extreme<int32_t, kMax>;
    case DType::UInt32: return extreme<uint32_t, kMax>;
    default: return nullptr;
  }
}

ExtremeFn GetExtreme(DType dtype, bool max) { return max ? extreme_for<true>(dtype) : extreme_for<false>(dtype); }

}  // namespace HWY_NAMESPACE
}  // namespace kiln::cpu::simd
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace kiln::cpu::simd {

HWY_EXPORT(GetSum);
HWY_EXPORT(GetExtreme);
HWY_EXPORT(GetLaneSum);
HWY_EXPORT(GetLaneSum4);

SumFn sum_kernel(DType dtype) { return enabled() ? HWY_DYNAMIC_DISPATCH(GetSum)(dtype) : nullptr; }
ExtremeFn extreme_kernel(DType dtype, bool max) {
  return enabled() ? HWY_DYNAMIC_DISPATCH(GetExtreme)(dtype, max) : nullptr;
}
LaneSumFn lane_sum_kernel(DType dtype) { return enabled() ? HWY_DYNAMIC_DISPATCH(GetLaneSum)(dtype) : nullptr; }
LaneSum4Fn lane_sum4_kernel(DType dtype) { return enabled() ? HWY_DYNAMIC_DISPATCH(GetLaneSum4)(dtype) : nullptr; }

}  // namespace kiln::cpu::simd
#endif  // HWY_ONCE
