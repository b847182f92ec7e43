#version 460
// A fragment array indexed at run time, which glslc's optimizer keeps in a variable: the KHR
// rewrite must refuse it (spirv_coopmat_test.cpp), since it types fragments value by value.
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require

layout(local_size_x = 32) in;
layout(push_constant) uniform Push { uint pick; } pc;
shared float16_t s_halves[256];
shared float s_floats[256];

#define ACC fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define HALF fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>

void main() {
  ACC acc[2];
  acc[0] = ACC(0.0);
  acc[1] = ACC(1.0);
  HALF a, b;
  coopMatLoadNV(a, s_halves, 0, 16, false);
  coopMatLoadNV(b, s_halves, 0, 16, true);
  acc[pc.pick] = coopMatMulAddNV(a, b, acc[pc.pick]);
  coopMatStoreNV(acc[pc.pick ^ 1u], s_floats, 0, 16, false);
}
