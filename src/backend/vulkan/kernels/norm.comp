#version 460
// rms_norm / layer_norm: a workgroup of 256 threads per last-axis row of a compact IN_DT input.
// Rows of up to 256 * CACHED elements stay in registers between the passes (one read of x);
// longer rows are read again. Sums run in ACC (float32, float64 for float64) through a
// shared-memory tree; layer_norm takes the mean first, then the squared deviations.
// 16-bit rows (float16/bfloat16) whose pointers and length allow it move four elements per
// 8-byte load/store (WIDE): 2-byte scalar accesses left those rows far from memory bandwidth.
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

#if IN_DT == DT_F16 || IN_DT == DT_BF16
#define WIDE_OK 1
// Four elements as one 8-byte access; converted like LOAD/STORE convert one.
#if IN_DT == DT_F16
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Buf4 { f16vec4 v[]; };
vec4 load4(uint64_t p, uint64_t g) { return vec4(Buf4(p + g * 8UL).v[0]); }
void store4(uint64_t p, uint64_t g, vec4 y) { Buf4(p + g * 8UL).v[0] = f16vec4(y); }
#else
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Buf4 { u16vec4 v[]; };
vec4 load4(uint64_t p, uint64_t g) { return uintBitsToFloat(uvec4(Buf4(p + g * 8UL).v[0]) << 16); }
void store4(uint64_t p, uint64_t g, vec4 y) {
  Buf4(p + g * 8UL).v[0] = u16vec4(uvec4(float_to_bf16(y.x), float_to_bf16(y.y), float_to_bf16(y.z), float_to_bf16(y.w)));
}
#endif
#else
#define WIDE_OK 0
#endif

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

#if WIDE_OK
// The WIDE path for a row of len <= 256 * CACHED, len % 4 == 0, 8-byte aligned pointers:
// thread t holds the groups of four t, t + 256, ... (CACHED / 4 groups).
void wide_row(uint64_t first, uint64_t out_first) {
  uint t = gl_LocalInvocationID.x;
  uint64_t groups = pc.len / 4;
  ACC vals[CACHED];
  ACC sum = ACC(0);
  [[unroll]] for (uint i = 0; i < CACHED / 4; ++i) {
    uint64_t g = uint64_t(t + i * 256u);
    vec4 v = g < groups ? load4(first, g) : vec4(0);
    [[unroll]] for (uint c = 0; c < 4; ++c) {
      vals[4 * i + c] = v[c];
      sum += v[c];
    }
  }
  ACC n = ACC(pc.len);
  ACC mean = ACC(0);
  if (RMS == 0u) mean = workgroup_sum(sum) / n;
  ACC squares = ACC(0);
  [[unroll]] for (uint i = 0; i < CACHED / 4; ++i) {
    bool in_row = uint64_t(t + i * 256u) < groups;
    [[unroll]] for (uint c = 0; c < 4; ++c) {
      ACC d = in_row ? vals[4 * i + c] - mean : ACC(0);
      squares += d * d;
    }
  }
  ACC eps = uintBitsToFloat(uint(pc.eps_bits));
  ACC inv = ACC(1) / sqrt(workgroup_sum(squares) / n + eps);
  [[unroll]] for (uint i = 0; i < CACHED / 4; ++i) {
    uint64_t g = uint64_t(t + i * 256u);
    if (g >= groups) continue;
    vec4 w = HAS_WEIGHT != 0u ? load4(pc.weight_ptr, g) : vec4(1);
    vec4 b = HAS_BIAS != 0u ? load4(pc.bias_ptr, g) : vec4(0);
    vec4 y4;
    [[unroll]] for (uint c = 0; c < 4; ++c) {
      ACC y = (vals[4 * i + c] - mean) * inv;
      if (HAS_WEIGHT != 0u) y *= w[c];
      if (HAS_BIAS != 0u) y += b[c];
      y4[c] = y;
    }
    store4(out_first, g, y4);
  }
}
#endif

void main() {
  uint64_t row = pc.base + flat_group();
  if (row >= pc.rows) return;  // uniform per workgroup
  uint t = gl_LocalInvocationID.x;
  uint64_t first = pc.x_ptr + row * pc.len * SZ, out_first = pc.out_ptr + row * pc.len * SZ;
  bool cached = pc.len <= uint64_t(256 * CACHED);
#if WIDE_OK
  uint64_t align = pc.x_ptr | pc.out_ptr | (pc.len * SZ);
  if (HAS_WEIGHT != 0u) align |= pc.weight_ptr;
  if (HAS_BIAS != 0u) align |= pc.bias_ptr;
  if (cached && (align & 7UL) == 0) {  // uniform: the whole dispatch takes one path
    wide_row(first, out_first);
    return;
  }
#endif
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
