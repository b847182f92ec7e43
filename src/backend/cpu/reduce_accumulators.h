// What each reduction keeps while it walks its elements. Every accumulator starts as the
// reduction of nothing, takes elements in order (add / add_run, with each element's flat index
// within the reduced axes), merges a later partial result, and yields the output element.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "backend/cpu/convert.h"
#include "backend/cpu/scalar_math.h"
#include "backend/cpu/simd_kernels.h"
#include "core/op.h"

namespace kiln::cpu {

template <DType D>
constexpr DType kSumOutput = kIsFloat<D> ? D : (kIsUnsigned<D> ? DType::UInt64 : DType::Int64);

template <DType D>
inline uint64_t to_wrapping_u64(compute_t<D> x) {
  if constexpr (kIsSigned<D>) return static_cast<uint64_t>(static_cast<int64_t>(x));
  return static_cast<uint64_t>(x);
}

// Sum of floats: pairwise over a run of elements, in double, so that float16/bfloat16/float32
// lose nothing and float64 errors grow with log(n) rather than n.
template <DType D>
double pairwise_sum(const storage_t<D>* p, int64_t stride, int64_t n) {
  if (n <= 128) {
    double lanes[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int64_t i = 0;
    if (stride == 1) {
      for (; i + 8 <= n; i += 8) {
        for (int k = 0; k < 8; ++k) lanes[k] += static_cast<double>(load<D>(p[i + k]));
      }
    } else {
      for (; i + 8 <= n; i += 8) {
        for (int k = 0; k < 8; ++k) lanes[k] += static_cast<double>(load<D>(p[(i + k) * stride]));
      }
    }
    double tail = 0;
    for (; i < n; ++i) tail += static_cast<double>(load<D>(p[i * stride]));
    return ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3])) + ((lanes[4] + lanes[5]) + (lanes[6] + lanes[7])) + tail;
  }
  int64_t half = n / 2 / 8 * 8;
  return pairwise_sum<D>(p, stride, half) + pairwise_sum<D>(p + half * stride, stride, n - half);
}

template <DType D>
struct SumAccumulator {
  static constexpr DType kIn = D, kOut = kSumOutput<D>;
  using Total = std::conditional_t<kIsFloat<D>, double, uint64_t>;  // integers wrap
  Total total = 0;

  void add(compute_t<D> x, int64_t) {
    if constexpr (kIsFloat<D>) {
      total += static_cast<double>(x);
    } else {
      total += to_wrapping_u64<D>(x);
    }
  }
  void add_run(const storage_t<D>* p, int64_t stride, int64_t n, int64_t) {
    if constexpr (kIsFloat<D>) {
      static const simd::SumFn vector = simd::sum_kernel(D);  // float32, float64
      total += vector && stride == 1 ? vector(p, n) : pairwise_sum<D>(p, stride, n);
    } else {
      Total t = 0;
      if (stride == 1) {
        for (int64_t i = 0; i < n; ++i) t += to_wrapping_u64<D>(load<D>(p[i]));
      } else {
        for (int64_t i = 0; i < n; ++i) t += to_wrapping_u64<D>(load<D>(p[i * stride]));
      }
      total += t;
    }
  }
  void merge(const SumAccumulator& later) { total += later.total; }
  // acc[j] += p[j], j < n: a step of the lanes schedule (reduce.cpp), vectorised for float32/64.
  static void add_lanes(SumAccumulator* acc, const storage_t<D>* p, int64_t n) {
    if constexpr (kIsFloat<D>) {
      static_assert(sizeof(SumAccumulator) == sizeof(double), "lanes are read as an array of totals");
      static const simd::LaneSumFn vector = simd::lane_sum_kernel(D);
      if (vector) return vector(p, &acc[0].total, n);
    }
    for (int64_t j = 0; j < n; ++j) acc[j].add(load<D>(p[j]), 0);
  }
  // Four steps at once: rows p, p + stride, p + 2 stride, p + 3 stride, in that order.
  static void add_lanes4(SumAccumulator* acc, const storage_t<D>* p, int64_t stride, int64_t n) {
    if constexpr (kIsFloat<D>) {
      static const simd::LaneSum4Fn vector = simd::lane_sum4_kernel(D);
      if (vector) return vector(p, stride, &acc[0].total, n);
    }
    for (int k = 0; k < 4; ++k) add_lanes(acc, p + k * stride, n);
  }
  storage_t<kOut> result() const {
    if constexpr (kIsFloat<D>) return from_double<D>(total);
    return static_cast<storage_t<kOut>>(total);
  }
};

template <DType D>
struct ProdAccumulator {
  static constexpr DType kIn = D, kOut = kSumOutput<D>;
  using Total = std::conditional_t<kIsFloat<D>, double, uint64_t>;
  Total total = 1;

  void add(compute_t<D> x, int64_t) {
    if constexpr (kIsFloat<D>) {
      total *= static_cast<double>(x);
    } else {
      total *= to_wrapping_u64<D>(x);
    }
  }
  void add_run(const storage_t<D>* p, int64_t stride, int64_t n, int64_t first) {
    for (int64_t i = 0; i < n; ++i) add(load<D>(p[i * stride]), first + i);
  }
  void merge(const ProdAccumulator& later) { total *= later.total; }
  storage_t<kOut> result() const {
    if constexpr (kIsFloat<D>) return from_double<D>(total);
    return static_cast<storage_t<kOut>>(total);
  }
};

// Max (kMax) or Min; a NaN anywhere makes the result NaN.
template <DType D, bool kMax>
struct ExtremeAccumulator {
  static constexpr DType kIn = D, kOut = D;
  using C = compute_t<D>;
  C best = kMax ? (kIsFloat<D> ? -std::numeric_limits<C>::infinity() : std::numeric_limits<C>::lowest())
                : (kIsFloat<D> ? std::numeric_limits<C>::infinity() : std::numeric_limits<C>::max());
  bool nan = false;

  void add(C x, int64_t) {
    if constexpr (kIsFloat<D>) nan |= x != x;
    if constexpr (kMax) {
      best = x > best ? x : best;
    } else {
      best = x < best ? x : best;
    }
  }
  void add_run(const storage_t<D>* p, int64_t stride, int64_t n, int64_t first) {
    if constexpr (std::is_same_v<C, storage_t<D>>) {
      static const simd::ExtremeFn vector = simd::extreme_kernel(D, kMax);  // float32/64, (u)int32
      if (vector && stride == 1 && n > 0) return vector(p, n, &best, &nan);
    }
    if (stride == 1) {
      for (int64_t i = 0; i < n; ++i) add(load<D>(p[i]), first + i);
    } else {
      for (int64_t i = 0; i < n; ++i) add(load<D>(p[i * stride]), first + i);
    }
  }
  void merge(const ExtremeAccumulator& later) {
    nan |= later.nan;
    add(later.best, 0);
  }
  storage_t<kOut> result() const {
    if constexpr (kIsFloat<D>) {
      if (nan) return store<D>(std::numeric_limits<C>::quiet_NaN());
    }
    return store<D>(best);
  }
};

// All (kAll) or Any: nonzero is true (NaN included).
template <DType D, bool kAll>
struct LogicalAccumulator {
  static constexpr DType kIn = D, kOut = DType::Bool;
  bool value = kAll;

  void add(compute_t<D> x, int64_t) {
    if constexpr (kAll) {
      value = value && x != compute_t<D>(0);
    } else {
      value = value || x != compute_t<D>(0);
    }
  }
  void add_run(const storage_t<D>* p, int64_t stride, int64_t n, int64_t first) {
    for (int64_t i = 0; i < n && value == kAll; ++i) add(load<D>(p[i * stride]), first + i);
  }
  void merge(const LogicalAccumulator& later) { add(later.value ? 1 : 0, 0); }
  uint8_t result() const { return value ? 1 : 0; }
};

// ArgMax (kMax) or ArgMin: the first index of the extreme; the first NaN wins over everything.
template <DType D, bool kMax>
struct ArgAccumulator {
  static constexpr DType kIn = D, kOut = DType::Int64;
  using C = compute_t<D>;
  C best{};
  int64_t index = -1;

  void add(C x, int64_t i) {
    if (index < 0) {
      best = x;
      index = i;
      return;
    }
    if constexpr (kIsFloat<D>) {
      if (best != best) return;
      if (x != x) {
        best = x;
        index = i;
        return;
      }
    }
    if (kMax ? x > best : x < best) {
      best = x;
      index = i;
    }
  }
  void add_run(const storage_t<D>* p, int64_t stride, int64_t n, int64_t first) {
    for (int64_t i = 0; i < n; ++i) add(load<D>(p[i * stride]), first + i);
  }
  // `later` covers later indices, so on a tie the earlier one stays.
  void merge(const ArgAccumulator& later) {
    if (later.index >= 0) add(later.best, later.index);
  }
  int64_t result() const { return index < 0 ? 0 : index; }
};

}  // namespace kiln::cpu
