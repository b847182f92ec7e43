#version 460
// out[i] = start + i * step, computed in IN_DT (float64, or float32 on devices without it), then
// converted to OUT_DT with the Cast rules.
#include "common.glsl"
#include "convert.glsl"

layout(local_size_x = 256) in;

layout(push_constant) uniform ArangePush {
  uint64_t out_ptr;
  uint64_t start_index;  // first element of this chunk
  CTYPE(IN_DT) start;
  CTYPE(IN_DT) step;
  uint count;
} ap;

void main() {
  uint i = flat_group() * 256u + gl_LocalInvocationID.x;
  if (i >= ap.count) return;
  CTYPE(IN_DT) v = ap.start + CTYPE(IN_DT)(ap.start_index + i) * ap.step;
  STORE(OUT_DT, ap.out_ptr + uint64_t(i) * ITEMSIZE(OUT_DT), XCAT(XCAT(convert_, IN_DT), XCAT(_, OUT_DT))(v));
}
