#version 460
// out[i] = start + i * step, computed in IN_DT (float64, or float32 on devices without it), then
// converted to OUT_DT with the Cast rules.
#include "common.glsl"
#include "convert.glsl"

layout(local_size_x = 256) in;

layout(push_constant) uniform ArangePush {
  uint64_t out_ptr;
  uint64_t start_index;  // first element of this chunk
  IC start;
  IC step;
  uint count;
} ap;

void main() {
  uint i = flat_group() * 256u + gl_LocalInvocationID.x;
  if (i >= ap.count) return;
  IC v = ap.start + IC(ap.start_index + i) * ap.step;
  STORE(OUT_DT, ap.out_ptr + uint64_t(i) * ITEMSIZE(OUT_DT), convert(v));
}
