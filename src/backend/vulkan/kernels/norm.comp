#version 460
// rms_norm / layer_norm: a workgroup of 256 threads per last-axis row of a compact IN_DT input.
// Rows of up to 256 * CACHED elements stay in registers between the passes (one read of x);
// longer rows are read again. Sums run in ACC (float32, float64 for float64) through a
// shared-memory tree; layer_norm takes the mean first, then the squared deviations.
#include "common.glsl"

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint RMS = 0;
layout(constant_id = 1) const uint HAS_WEIGHT = 0;
layout(constant_id = 2) const uint HAS_BIAS = 0;

#if IN_DT == DT_F64
#define ACC double
#else
#define ACC float
#endif
#define T CTYPE(IN_DT)
#define SZ uint64_t(ITEMSIZE(IN_DT))
const uint CACHED = 16;

layout(push_constant) uniform Push {
  uint64_t x_ptr, weight_ptr, bias_ptr, out_ptr;
  uint64_t rows, len;
  uint64_t eps_bits;  // float64: the double's bits; else the float's, in the low word
  uint64_t base;  // first row of this dispatch
} pc;

shared ACC s_part[256];

// The sum of every thread's v, returned to all threads.
ACC workgroup_sum(ACC v) {
  uint t = gl_LocalInvocationID.x;
  s_part[t] = v;
  barrier();
  for (uint half_n = 128; half_n > 0; half_n >>= 1) {
    if (t < half_n) s_part[t] += s_part[t + half_n];
    barrier();
  }
  ACC total = s_part[0];
  barrier();  // s_part is reused by the next sum
  return total;
}

void write_out(uint64_t out_first, uint64_t j, ACC y) {
  if (HAS_WEIGHT != 0u) y *= ACC(LOAD(IN_DT, pc.weight_ptr + j * SZ));
  if (HAS_BIAS != 0u) y += ACC(LOAD(IN_DT, pc.bias_ptr + j * SZ));
  STORE(IN_DT, out_first + j * SZ, T(y));
}

void main() {
  uint64_t row = pc.base + flat_group();
  if (row >= pc.rows) return;  // uniform per workgroup
  uint t = gl_LocalInvocationID.x;
  uint64_t first = pc.x_ptr + row * pc.len * SZ, out_first = pc.out_ptr + row * pc.len * SZ;
  bool cached = pc.len <= uint64_t(256 * CACHED);
  ACC vals[CACHED];
  ACC sum = ACC(0);
  [[unroll]] for (uint i = 0; i < CACHED; ++i) {
    uint64_t j = uint64_t(t + i * 256u);
    vals[i] = cached && j < pc.len ? ACC(LOAD(IN_DT, first + j * SZ)) : ACC(0);
    sum += vals[i];
  }
  if (!cached && RMS == 0u) {
    for (uint64_t j = t; j < pc.len; j += 256) sum += ACC(LOAD(IN_DT, first + j * SZ));
  }
  ACC n = ACC(pc.len);
  ACC mean = ACC(0);
  if (RMS == 0u) mean = workgroup_sum(sum) / n;
  ACC squares = ACC(0);
  if (cached) {
    [[unroll]] for (uint i = 0; i < CACHED; ++i) {
      ACC d = uint64_t(t + i * 256u) < pc.len ? vals[i] - mean : ACC(0);
      squares += d * d;
    }
  } else {
    for (uint64_t j = t; j < pc.len; j += 256) {
      ACC d = ACC(LOAD(IN_DT, first + j * SZ)) - mean;
      squares += d * d;
    }
  }
#if IN_DT == DT_F64
  ACC eps = uint64BitsToDouble(pc.eps_bits);
#else
  ACC eps = uintBitsToFloat(uint(pc.eps_bits));
#endif
  ACC inv = ACC(1) / sqrt(workgroup_sum(squares) / n + eps);
  if (cached) {
    [[unroll]] for (uint i = 0; i < CACHED; ++i) {
      uint64_t j = uint64_t(t + i * 256u);
      if (j < pc.len) write_out(out_first, j, (vals[i] - mean) * inv);
    }
  } else {
    for (uint64_t j = t; j < pc.len; j += 256) write_out(out_first, j, (ACC(LOAD(IN_DT, first + j * SZ)) - mean) * inv);
  }
}
