#version 460
// Probes which element of a 16x16 tensor-core fragment each invocation of a subgroup holds
// (coopmat_layout.h checks the answer): the cooperative-matrix extensions leave that mapping to
// the implementation, and attention_coopmat.comp's softmax works on S's elements in registers,
// so it may run only where the mapping is the one it assumes. One subgroup loads a float32
// accumulator and a float16 A operand from a matrix whose element (r, c) is 16 r + c, and writes
// what each invocation holds: out[lane * 8 + i] = accumulator element i, out[256 + lane * 8 + i]
// = A element i, out[512 + ...] the product (which keeps both uses alive).
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#include "common.glsl"

layout(local_size_x = 32) in;
layout(push_constant) uniform Push { uint64_t out_ptr; } pc;

shared float s_f[256];
shared uint s_h[128];  // float16 pairs

#define ACC fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define HALF fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>

void main() {
  const uint lane = gl_SubgroupInvocationID;
  [[unroll]] for (uint t = 0; t < 8; ++t) s_f[lane + 32 * t] = float(lane + 32 * t);
  [[unroll]] for (uint t = 0; t < 4; ++t) {
    const uint e = 2 * (lane + 32 * t);
    s_h[lane + 32 * t] = packHalf2x16(vec2(e, e + 1));
  }
  memoryBarrierShared();
  barrier();
  ACC acc;
  HALF a;
  coopMatLoadNV(acc, s_f, 0, 16, false);
  coopMatLoadNV(a, s_h, 0, 8, false);
  const ACC product = coopMatMulAddNV(a, HALF(0.0), acc);
  BufF32 probed = BufF32(pc.out_ptr);
  [[unroll]] for (uint i = 0; i < 8; ++i) {
    probed.v[lane * 8 + i] = acc[i];
    probed.v[256 + lane * 8 + i] = float(a[i]);
    probed.v[512 + lane * 8 + i] = product[i];
  }
}
