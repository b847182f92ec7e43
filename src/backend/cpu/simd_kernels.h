// Vector kernels over contiguous arrays (simd_elementwise.cpp, simd_reductions.cpp), written
// once with Google Highway and compiled for several instruction sets (SSE4, AVX2, AVX-512, and a
// portable baseline); the best one the machine runs is picked at run time
// (HWY_DYNAMIC_DISPATCH). The scalar kernels stay the reference: each getter returns null where
// no vector form exists (that dtype, that op), and the caller then runs its scalar loop. Results
// are the scalar kernels' bits, except for the transcendental functions (Highway's contrib/math,
// within the ulp bounds docs/architecture.md lists; lanes outside a function's documented range
// are computed by the scalar function). float32 arguments of those run Highway's float functions
// (1-4 ulp), or with KILN_CPU_MATH=exact are widened to double and the result rounded once, as
// the scalar functors do: the correctly rounded float but for halfway cases.
#pragma once

#include <cstdint>

#include "core/dtype.h"
#include "core/op.h"

namespace kiln::cpu::simd {

// out[i] = op(in[i]), i < n; arrays of one dtype, contiguous, may be the same array.
using UnaryFn = void (*)(const void* in, void* out, int64_t n);
// out[i] = op(a[i], b[i]); with a broadcast side, that operand is one element read at [0].
using BinaryFn = void (*)(const void* a, const void* b, void* out, int64_t n);
// Contiguous sum of n elements as double (floats: pairwise over vector blocks).
using SumFn = double (*)(const void* p, int64_t n);
// Max or min of n >= 1 contiguous elements into *best (the dtype's compute type); sets *nan
// when a float element is NaN (the value of *best is then meaningless).
using ExtremeFn = void (*)(const void* p, int64_t n, void* best, bool* nan);

// totals[j] += p[j], j < n: one step of a reduction over an outer axis (float32, float64).
using LaneSumFn = void (*)(const void* p, double* totals, int64_t n);
// The same for four consecutive reduced elements, `row_stride` elements apart, added in order
// (so the bits of four LaneSumFn calls).
using LaneSum4Fn = void (*)(const void* p, int64_t row_stride, double* totals, int64_t n);

enum class Broadcast : int { None = 0, A = 1, B = 2 };  // which input is a single repeated element

UnaryFn unary_kernel(UnaryOp op, DType dtype);
BinaryFn binary_kernel(BinaryOp op, DType dtype, Broadcast broadcast);
UnaryFn cast_kernel(DType from, DType to);  // `in` holds `from`, `out` holds `to`
SumFn sum_kernel(DType dtype);
ExtremeFn extreme_kernel(DType dtype, bool max);
LaneSumFn lane_sum_kernel(DType dtype);
LaneSum4Fn lane_sum4_kernel(DType dtype);

// False when KILN_CPU_SIMD=off (then every getter returns null).
bool enabled();

// True unless KILN_CPU_MATH=exact: float32 transcendental kernels compute in float (Highway's
// functions, 1-4 ulp) instead of in double rounded once.
bool fast_float32_math();

// The instruction set chosen at run time ("AVX3", "AVX2", ...), for diagnostics and benchmarks.
const char* target_name();

}  // namespace kiln::cpu::simd
