// Internal interface between the backend and the kernel-launch files (one per op family).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "backend/vulkan/blas_epilogue.h"
#include "backend/vulkan/conv_choice.h"
#include "backend/vulkan/fused_source.h"
#include "backend/vulkan/matmul_choice.h"
#include "backend/vulkan/memory.h"
#include "backend/vulkan/recorder.h"
#include "core/fusion.h"
#include "core/node.h"
#include "core/storage.h"

namespace kiln::vulkan {

// A tuning knob: a positive integer from the environment variable `name`, else `fallback`
// (callers read it once, into a static).
inline uint64_t env_knob(const char* name, uint64_t fallback) {
  const char* e = std::getenv(name);
  const uint64_t v = e && *e ? std::strtoull(e, nullptr, 10) : 0;
  return v ? v : fallback;
}

// The same for a count that may be 0 (a knob that 0 turns off): digits from `name`, else `fallback`.
inline uint64_t env_count(const char* name, uint64_t fallback) {
  const char* e = std::getenv(name);
  if (!e || *e < '0' || *e > '9') return fallback;
  return std::strtoull(e, nullptr, 10);
}

// Tensor memory: a range of the allocator's, or memory Kiln does not own (a DLPack import),
// which `release` gives back when the storage goes.
class VulkanStorage : public Storage {
 public:
  VulkanStorage(Device& device, size_t bytes, std::shared_ptr<Allocator> allocator, Allocation allocation)
      : Storage(device, bytes), allocation_(allocation) {
    release_ = [allocator = std::move(allocator), allocation] { allocator->free(allocation); };
  }
  VulkanStorage(Device& device, size_t bytes, Allocation allocation, std::function<void()> release)
      : Storage(device, bytes), allocation_(allocation), release_(std::move(release)) {}
  ~VulkanStorage() override {
    if (release_) release_();
  }
  const Allocation& allocation() const { return allocation_; }

 private:
  Allocation allocation_;
  std::function<void()> release_;
};

const Allocation& allocation_of(const Node& node);
// Device address of the node's element [0, ..., 0] (its storage plus the view offset).
uint64_t element_address(const Node& node);
// Drops unit dimensions and merges neighbours that are contiguous with each other (reduce_ops.cpp).
void collapse_axes(const int64_t* shape, const int64_t* strides, size_t n, Shape& out_shape, Strides& out_strides);
// The node's whole storage as an access range.
Access storage_access(const Node& node, bool write, const void* tag = nullptr);

// Kernel variant names: the dtype's number (kiln::DType value), as the build names them.
std::string dtype_tag(DType dtype);

// One elementwise operand: its first element's address and its strides over the output shape.
struct Operand {
  uint64_t address = 0;
  Strides strides;
  size_t itemsize = 0;
};

// Launches an elementwise kernel (elementwise.glsl's interface) over `shape`: operand 0 is the
// output, then up to three inputs. Collapses dimensions, picks contiguous / scalar / strided
// access per operand, and splits the work into dispatches of bounded size. With `vectorizable`
// (the kernel has a VEC path for this op and dtype), 4-byte operands that are all contiguous or
// scalar and 16-byte aligned run through it, four elements per load, and the last n % 4
// elements through the scalar path.
void launch_elementwise(Recorder& rec, const std::string& kernel, uint32_t op, const Shape& shape,
                        const std::vector<Operand>& operands, const std::vector<Access>& accesses,
                        uint64_t scalar = 0, bool vectorizable = false);

// Drops unit dimensions and merges neighbours every operand walks as one; `merged` receives each
// operand's strides over the returned dimensions.
Shape merge_dimensions(const Shape& shape, const std::vector<Operand>& operands, std::vector<Strides>* merged);

// Whether the unary/binary kernels compute an op of this table entry on operands of dtype t
// (the ops layer casts first: integers never reach a float-only op).
bool kernel_takes(const OpInfo& info, DType t);

void run_unary(Recorder& rec, const Node& node);
void run_binary(Recorder& rec, const Node& node);
void run_where(Recorder& rec, const Node& node);
void run_cast(Recorder& rec, const Node& node);
// A same-dtype copy of a transposed view, through shared-memory tiles (layout_ops.cpp); false
// when the input's layout is not a (batched) transpose.
bool run_tiled_transpose(Recorder& rec, const Node& node);
// The same into memory at `dst`: `in`'s elements, row-major (no dispatch, false, when `in` is not
// a transposed view).
bool record_transpose(Recorder& rec, const Node& in, uint64_t dst, const Access& dst_access);
// The same for elements of `dtype` at `src` laid out as `shape` / `strides` (in elements), with
// no size threshold: the caller has chosen the copy.
bool record_transpose_layout(Recorder& rec, DType dtype, uint64_t src, const Access& src_access, const Shape& shape,
                             const Strides& strides, uint64_t dst, const Access& dst_access);
void run_reduce(Recorder& rec, const Node& node);
// out[j] = the sum over r of partials[r][j]: float32 [rows][outer], outer a multiple of 4 (a
// split-K matmul's partial products), in order, so the result is deterministic.
void sum_partial_rows(Recorder& rec, const Allocation& partials, uint64_t rows, uint64_t outer, uint64_t out,
                      const Access& out_access);
// A fused group's elementwise work on a matrix product (fused_ops.cpp), to run in the product
// kernel's store: `source` is the GLSL of `epilogue_begin(table, batch)` and `epilogue(args,
// index, row, col, acc)` (a run of 4 results from `index`) and the library they call, `signature`
// keys it, `table` is its operand table and `accesses` what it reads and writes. `unfused` runs
// the same work as its own kernel, reading the product at `address`, where the product's kernel
// takes no epilogue.
struct MatmulEpilogue {
  std::string signature;
  std::function<FusedSource()> source;
  uint64_t table = 0;
  std::vector<Access> accesses;
  std::function<void(uint64_t address, const Access& written)> unfused;
  BlasEpilogue blas;  // the same work as cuBLASLt's epilogue, when it is one (Kind::None otherwise)
  bool transcendental = false;  // a member computes tanh, exp, erf...: the tensor-core kernels leave it apart
};
// matmul.comp's, matmul_tiled.comp's and matmul_coopmat.comp's push constants.
struct MatmulPush {
  uint64_t out_ptr, a_ptr, b_ptr, meta;
  int64_t a_row, a_col, b_row, b_col;
  uint32_t m, n, k, batch_rank, batch_base;
};
// A tensor-core kernel variant's name: `family` ("matmul_coopmat_", "matmul_coopmat_bt_",
// "matmul_coopmat_conv_"), the tile and dtype, prefixed for the KHR rewrite wherever the device
// takes KHR (always for bfloat16 and the 8-bit integers: Pipelines::module). uint8 runs the int8
// kernel.
std::string coopmat_kernel_name(const std::string& family, DType dtype, const MatmulCoopmat& coopmat,
                                const CoopmatTile& tile);
// The most rows a product may have for matmul_rows.comp: KILN_MATMUL_ROWS (read once; 0 turns
// it off), else kRowsKernelRows.
int64_t matmul_rows_limit();
// KILN_COOPMAT_TILE and KILN_TILED_TILE (read once): a tile tag to force, or null.
const char* coopmat_tile_switch();
const char* tiled_tile_switch();
// The product `node` (into its storage, or scratch when it has none), and then `epilogue` when
// given: in the product's kernel (the tiled float32 and tensor-core kernels, K not split), else
// through `unfused`.
void run_matmul(Recorder& rec, const Node& node, const MatmulEpilogue* epilogue = nullptr);
void run_arange(Recorder& rec, const Node& node, bool float64);
void run_assemble(Recorder& rec, const Node& node);
void run_take(Recorder& rec, const Node& node);
void run_scan(Recorder& rec, const Node& node);
// Whether kernels whose workgroups wait for earlier ones (decoupled look-backs: the one-pass scan,
// the one-sweep radix sort) may run: on devices with 64-bit atomics, not by default on CPU
// devices (lavapipe), whose loop guard bounds how long a workgroup may wait (speed does not
// matter there, so the paths that never wait run). `choice`, an environment variable's value,
// "0" / "1", forces it off / on (scan_ops.cpp).
bool lookback_allowed(const Recorder& rec, const char* choice);
void run_random_bits(Recorder& rec, const Node& node);
void run_scatter(Recorder& rec, const Node& node);
void run_argsort(Recorder& rec, const Node& node);
// radix_sort_ops.cpp: whether the radix sort takes this Argsort node (rows longer than a bitonic
// block on a device with subgroup ballots), and its launches.
bool radix_sort_applies(const Recorder& rec, const Node& node);
void run_radix_argsort(Recorder& rec, const Node& node);
// sort(x) = take_along_axis(x, argsort(x)) without the gather (radix_sort_ops.cpp): before
// recording, want_sorted_keys() on each node asks the radix argsort behind a take to keep its
// sorted keys; run_sorted_values() then writes the take from them, or returns false.
void want_sorted_keys(Recorder& rec, const Node& node);
bool run_sorted_values(Recorder& rec, const Node& take);
void run_norm(Recorder& rec, const Node& node);       // fast_ops.cpp
void run_attention(Recorder& rec, const Node& node);  // fast_ops.cpp
// Whether attention.comp has a variant for this head size (else the CPU runs the node).
bool attention_runs_natively(const Node& node);
void run_conv(Recorder& rec, const Node& node);
ConvLayout conv_layout(const Node& node);  // a Conv node's facts for conv_choice.h
// conv_gemm_ops.cpp: whether the implicit product takes this Conv node
// (conv_choice.h's rule and its copies' limits), and its launches.
bool implicit_conv_runs(const Recorder& rec, const Node& node);
const char* implicit_conv_switch();  // KILN_CONV_IMPLICIT, read once
void run_implicit_conv(Recorder& rec, const Node& node);
// winograd_conv_ops.cpp: whether Winograd's F(2x2, 3x3) takes this Conv node (conv_choice.h's
// rule, KILN_CONV_WINOGRAD, and its scratch's limits), and its four launches.
bool winograd_conv_runs(const Recorder& rec, const Node& node);
const char* winograd_conv_switch();  // KILN_CONV_WINOGRAD, read once
void run_winograd_conv(Recorder& rec, const Node& node);
void run_im2col(Recorder& rec, const Node& node);
void run_window_reduce(Recorder& rec, const Node& node);
void run_window_scatter(Recorder& rec, const Node& node);
// False for a Conv or window node beyond the kernels' limits (rank, 32-bit extents): CPU runs it.
bool window_kernel_fits(const Node& node);
// linalg_ops.cpp: small cholesky / lu / triangular_solve; whether a Linalg node is one of them.
bool linalg_runs_natively(const Node& node, bool float64);
void run_linalg(Recorder& rec, const Node& node);

class FftPlans;
// fft_ops.cpp: whether VkFFT takes this Fft node (built in, float32, float64 on devices with it,
// within its lengths and one storage buffer), and its launch, with `plans` the device's.
bool fft_runs_natively(const Node& node, const Context& context);
void run_fft(Recorder& rec, const Node& node, FftPlans& plans);

// False for the nodes the kernels above cannot compute: any float64 one on a device without
// shaderFloat64 (`float64` false), and float64 transcendentals everywhere (GLSL has no double
// exp/log/sin/pow/atan), and an 8-byte scatter without `int64_atomics`. The scheduler runs
// those on the CPU.
bool has_native_kernel(const Node& node, bool float64, bool int64_atomics = true);

// Fusion (fused_ops.cpp): whether the node can be a member of a generated kernel (what the
// kernels above would accept), and the launch of one fused group. `vector_any_op`: the VEC
// path may take transcendental ops too (not on CPU devices: see vectorizable).
bool fusable_node(const Node& node, bool float64);
void run_fused(Recorder& rec, const FusedGroup& group, bool vector_any_op);
// Whether a product may lead a fused group as its epilogue's source (FusedGroup::epilogue), and
// the launch of such a group.
bool fusable_product(const Node& node, const MatmulCoopmat& coopmat);
void run_fused_epilogue(Recorder& rec, const FusedGroup& group, bool vector_any_op);
// Row groups (row_fused_ops.cpp): the longest row a reduction may take in one, 0 when it cannot
// join one; and the launch of one row group (`shuffle`: the device shuffles within subgroups).
int64_t row_fusion_limit_node(const Node& reduce, bool float64);
void run_row_fused(Recorder& rec, const FusedGroup& group, bool shuffle);

}  // namespace kiln::vulkan
