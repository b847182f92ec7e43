// Shared by scan.comp and scan_lookback.comp: the accumulator types, the push constants, the
// combine of each scan op, and element addressing along a line.
#include "common.glsl"
#include "math.glsl"
#include "math_inverse.glsl"
#include "op_ids.gen.glsl"  // SCAN_CUMULATIVE_SUM, ...: kiln::ScanOp

#if IN_DT == DT_F64
#define ACC double
#elif IS_FLOAT(IN_DT)
#define ACC float
#elif IS_UNSIGNED(IN_DT)
#define ACC uint64_t
#define ACC_DT DT_U64
#else
#define ACC int64_t
#define ACC_DT DT_I64
#endif
#if IS_FLOAT(IN_DT)
#define SUM_DT IN_DT
#else
#define SUM_DT ACC_DT
#endif

layout(local_size_x = 256) in;
layout(constant_id = 0) const uint OP = 0;
layout(constant_id = 1) const uint MODE = 0;
layout(constant_id = 2) const uint REVERSE = 0;
const uint ITEMS = 8;
const bool WIDE = OP == SCAN_CUMULATIVE_SUM || OP == SCAN_CUMULATIVE_PRODUCT;
#define OUT_ITEM (WIDE ? ITEMSIZE(SUM_DT) : ITEMSIZE(IN_DT))

layout(push_constant) uniform Push {
  uint64_t in_ptr;    // input element [0, ..., 0]
  uint64_t out_ptr;
  uint64_t meta;      // int64: line shape, then the input's strides over it
  uint64_t lines;
  uint64_t len;
  uint64_t inner;     // output stride along the axis
  int64_t in_step;    // input stride along the axis
  uint64_t line_base; // first line (MODE 2/4: line chunk) of this dispatch
  uint64_t partials;  // MODE 2-4: ACC per (line, chunk)
  uint64_t chunk;     // MODE 2-4: positions per chunk, a multiple of 256 x ITEMS
  uint rank;          // dimensions of the line shape
} pc;

bool nan_acc(ACC v) {
#if IS_FLOAT(IN_DT)
  return isnan(v);
#else
  return false;
#endif
}

// a comes before b along the scan.
ACC combine(ACC a, ACC b) {
  switch (OP) {
    case SCAN_CUMULATIVE_SUM: return a + b;
    case SCAN_CUMULATIVE_PRODUCT: return a * b;
    case SCAN_CUMULATIVE_MAX: return (nan_acc(a) || nan_acc(b)) ? a + b : max(a, b);
    case SCAN_CUMULATIVE_MIN: return (nan_acc(a) || nan_acc(b)) ? a + b : min(a, b);
  }
#if IS_FLOAT(IN_DT) && IN_DT != DT_F64
  return logaddexp_f(a, b);  // logcumsumexp (float64: the CPU runs it)
#else
  return a;
#endif
}

int64_t line_offset(uint64_t l) {
  Meta m = Meta(pc.meta);
  int64_t off = 0;
  for (uint d = pc.rank; d-- > 0;) {
    off += int64_t(next_coordinate(l, uint64_t(m.v[d]))) * m.v[pc.rank + d];
  }
  return off;
}

// Position k of the scan is element p of the line: the same, or counted from the end.
uint64_t position(uint64_t k) { return REVERSE == 1 ? pc.len - 1 - k : k; }

ACC load_at(int64_t in_off, uint64_t k) {
  int64_t e = in_off + int64_t(position(k)) * pc.in_step;
  return ACC(LOAD(IN_DT, pc.in_ptr + uint64_t(e * ITEMSIZE(IN_DT))));
}

void store_at(uint64_t out_off, uint64_t k, ACC v) {
  uint64_t addr = pc.out_ptr + (out_off + position(k) * pc.inner) * OUT_ITEM;
  if (WIDE) {
    STORE(SUM_DT, addr, CTYPE(SUM_DT)(v));
  } else {
    STORE(IN_DT, addr, CTYPE(IN_DT)(v));
  }
}

shared ACC s_total[256];
