// Shared by every Kiln kernel: extensions, the dtype table, pointer types and the strided index
// helper. Kernels reach memory only through buffer device addresses (no descriptors), which is
// what lets a tensor exceed maxStorageBufferRange.
//
// The build defines IN_DT / OUT_DT (kiln::DType values) per SPIR-V variant. Only the storage
// capabilities are used for 8/16-bit types: arithmetic runs in 32-bit (or 64-bit) compute types,
// which wraps the same way in the low bits.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference2 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_control_flow_attributes : require

#ifndef IN_DT
#define IN_DT 11
#endif
#ifndef OUT_DT
#define OUT_DT IN_DT
#endif

#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)

#define DT_BOOL 0
#define DT_I8 1
#define DT_I16 2
#define DT_I32 3
#define DT_I64 4
#define DT_U8 5
#define DT_U16 6
#define DT_U32 7
#define DT_U64 8
#define DT_F16 9
#define DT_BF16 10
#define DT_F32 11
#define DT_F64 12

#define IS_FLOAT(d) ((d) >= DT_F16)
#define IS_SIGNED(d) ((d) >= DT_I8 && (d) <= DT_I64)
#define IS_UNSIGNED(d) ((d) >= DT_U8 && (d) <= DT_U64)
#define IS_WIDE(d) ((d) == DT_I64 || (d) == DT_U64 || (d) == DT_F64)

layout(buffer_reference, std430, buffer_reference_align = 1) buffer BufU8 { uint8_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 1) buffer BufI8 { int8_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer BufU16 { uint16_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer BufI16 { int16_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer BufF16 { float16_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer BufU32 { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer BufI32 { int v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer BufF32 { float v[]; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer BufU64 { uint64_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer BufI64 { int64_t v[]; };
#if IN_DT == DT_F64 || OUT_DT == DT_F64 || defined(USES_F64)
layout(buffer_reference, std430, buffer_reference_align = 8) buffer BufF64 { double v[]; };
#endif

// bfloat16 is stored as uint16 and computed in float (round to nearest even, NaN stays NaN).
// (16-bit values cannot be function arguments without 16-bit arithmetic, hence uint.)
uint float_to_bf16(float f) {
  uint x = floatBitsToUint(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) return (x >> 16) | 0x40u;
  x += 0x7fffu + ((x >> 16) & 1u);
  return x >> 16;
}

// float16 bits as float. The sign is or-ed back in: NVIDIA's conversion gives a NaN without its
// sign (signbit of -NaN was false), while the CPU and NumPy keep it.
float f16_bits_to_float(uint h) {
  float f = unpackHalf2x16(h).x;
  return uintBitsToFloat(floatBitsToUint(f) | ((h & 0x8000u) << 16));
}

// Per dtype: pointer type, compute type, item size, bit width, load (storage -> compute) and
// store (compute -> storage) conversions of a value, and the load from an address (LOAD_n).
// Bool is a byte holding 0 or 1.
#define BUF_0 BufU8
#define C_0 uint
#define SZ_0 1
#define BITS_0 8
#define LD_0(x) uint(x)
#define LOAD_0(a) LD_0(BUF_0(a).v[0])
#define ST_0(c) uint8_t((c) != 0 ? 1 : 0)
#define BUF_1 BufI8
#define C_1 int
#define SZ_1 1
#define BITS_1 8
#define LD_1(x) int(x)
#define LOAD_1(a) LD_1(BUF_1(a).v[0])
#define ST_1(c) int8_t(c)
#define BUF_2 BufI16
#define C_2 int
#define SZ_2 2
#define BITS_2 16
#define LD_2(x) int(x)
#define LOAD_2(a) LD_2(BUF_2(a).v[0])
#define ST_2(c) int16_t(c)
#define BUF_3 BufI32
#define C_3 int
#define SZ_3 4
#define BITS_3 32
#define LD_3(x) (x)
#define LOAD_3(a) LD_3(BUF_3(a).v[0])
#define ST_3(c) (c)
#define BUF_4 BufI64
#define C_4 int64_t
#define SZ_4 8
#define BITS_4 64
#define LD_4(x) (x)
#define LOAD_4(a) LD_4(BUF_4(a).v[0])
#define ST_4(c) (c)
#define BUF_5 BufU8
#define C_5 uint
#define SZ_5 1
#define BITS_5 8
#define LD_5(x) uint(x)
#define LOAD_5(a) LD_5(BUF_5(a).v[0])
#define ST_5(c) uint8_t(c)
#define BUF_6 BufU16
#define C_6 uint
#define SZ_6 2
#define BITS_6 16
#define LD_6(x) uint(x)
#define LOAD_6(a) LD_6(BUF_6(a).v[0])
#define ST_6(c) uint16_t(c)
#define BUF_7 BufU32
#define C_7 uint
#define SZ_7 4
#define BITS_7 32
#define LD_7(x) (x)
#define LOAD_7(a) LD_7(BUF_7(a).v[0])
#define ST_7(c) (c)
#define BUF_8 BufU64
#define C_8 uint64_t
#define SZ_8 8
#define BITS_8 64
#define LD_8(x) (x)
#define LOAD_8(a) LD_8(BUF_8(a).v[0])
#define ST_8(c) (c)
#define BUF_9 BufF16
#define C_9 float
#define SZ_9 2
#define BITS_9 16
#define LD_9(x) float(x)
#define LOAD_9(a) f16_bits_to_float(uint(BufU16(a).v[0]))
#define ST_9(c) float16_t(c)
#define BUF_10 BufU16
#define C_10 float
#define SZ_10 2
#define BITS_10 16
#define LD_10(x) uintBitsToFloat(uint(x) << 16)
#define LOAD_10(a) LD_10(BUF_10(a).v[0])
#define ST_10(c) uint16_t(float_to_bf16(c))
#define BUF_11 BufF32
#define C_11 float
#define SZ_11 4
#define BITS_11 32
#define LD_11(x) (x)
#define LOAD_11(a) LD_11(BUF_11(a).v[0])
#define ST_11(c) (c)
#define BUF_12 BufF64
#define C_12 double
#define SZ_12 8
#define BITS_12 64
#define LD_12(x) (x)
#define LOAD_12(a) LD_12(BUF_12(a).v[0])
#define ST_12(c) (c)

#define BUF(d) XCAT(BUF_, d)
#define CTYPE(d) XCAT(C_, d)
#define ITEMSIZE(d) XCAT(SZ_, d)
#define BITWIDTH(d) XCAT(BITS_, d)
// Element at byte address `addr` (a uint64_t), read as / written from the compute type.
#define LOAD(d, addr) XCAT(LOAD_, d)(addr)
#define STORE(d, addr, c) BUF(d)(addr).v[0] = XCAT(ST_, d)(c)

// The 4-byte dtypes as raw 32-bit words: vectorised paths move them four at a time (uvec4).
#define IS_WORD(d) ((d) == DT_I32 || (d) == DT_U32 || (d) == DT_F32)
#define FROM_WORD_3(w) int(w)
#define FROM_WORD_7(w) (w)
#define FROM_WORD_11(w) uintBitsToFloat(w)
#define TO_WORD_3(c) uint(c)
#define TO_WORD_7(c) (c)
#define TO_WORD_11(c) floatBitsToUint(c)
#define FROM_WORD(d, w) XCAT(FROM_WORD_, d)(w)
#define TO_WORD(d, c) XCAT(TO_WORD_, d)(c)
layout(buffer_reference, std430, buffer_reference_align = 16) buffer BufVec4 { uvec4 v[]; };

// Flat workgroup index over a 2-D grid (dispatches are split to respect maxComputeWorkGroupCount).
uint flat_group() { return gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x; }

layout(buffer_reference, std430, buffer_reference_align = 8) readonly buffer Meta { int64_t v[]; };

// Splits a flat index over a shape: returns index % extent and leaves index / extent in `index`.
// 64-bit division is emulated on GPUs (tens of instructions each: per element, it made broadcast
// and strided kernels several times slower than contiguous ones on an H100); operands below 2^32,
// the usual case, take the 32-bit instructions.
uint64_t next_coordinate(inout uint64_t index, uint64_t extent) {
  if (((index | extent) >> 32) == 0) {
    uint i = uint(index), e = uint(extent), q = i / e;
    index = uint64_t(q);
    return uint64_t(i - q * e);
  }
  uint64_t c = index % extent;
  index /= extent;
  return c;
}
