// Kernel launch for Matmul: matmul_coopmat.comp (float16 and bfloat16 on the tensor cores) or
// matmul_tiled.comp (float32, register tiles), each reading B as stored or transposed, where the
// device and the operands' layout allow it (matmul_choice.h); matmul.comp (any dtype and
// strides, 64x64 tiles) otherwise; matmul_rows.comp for products of at most 4 rows (a decoder's
// step), whose B the tiles would read as mostly padding. A large product whose A is stored
// transposed (a gradient's x^T g) first copies A row-major through the transpose kernel, so the
// tiled kernels take it. A product with too few tiles to fill the device splits K (float32, and
// half precision on the tensor cores): the slices run as a batch into float32 partials, which
// sum_partial_rows adds up in order (then a cast to half precision).
#include <algorithm>
#include <cstdlib>

#include "backend/vulkan/cublaslt_matmul.h"
#include "backend/vulkan/glsl_sources.h"
#include "backend/vulkan/matmul_choice.h"
#include "backend/vulkan/ops.h"
#include "backend/vulkan/shader_compiler.h"
#include "backend/vulkan/spirv_coopmat.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

constexpr uint32_t kTile = 64;  // matmul.comp
// Products of at least this many multiply-adds copy a transposed A rather than take matmul.comp:
// the copy is one pass over A, the generic kernel ran 1024^3 at a third of the tiled one's rate.
constexpr int64_t kCompactAMinWork = int64_t{1} << 24;
// KILN_MATMUL_SPLIT_TILES (default 256; 1 turns splitting off) and KILN_COOPMAT_SPLIT (0 keeps
// half-precision products whole): product_k_split's switches.
uint64_t split_target_tiles() {
  static const uint64_t value = env_knob("KILN_MATMUL_SPLIT_TILES", kSplitTargetTiles);
  return value;
}
bool coopmat_split_allowed() {
  static const bool value = env_count("KILN_COOPMAT_SPLIT", 1) != 0;
  return value;
}

MatmulLayout layout_of(const Node& a, const Node& b, const Node& out, int64_t k, int64_t n) {
  MatmulLayout l;
  l.dtype = out.dtype;
  l.k = k;
  l.n = n;
  l.a_strides.assign(a.strides.begin(), a.strides.end());
  l.b_strides.assign(b.strides.begin(), b.strides.end());
  l.a_address = element_address(a);
  l.b_address = element_address(b);
  l.out_address = out.storage ? element_address(out) : 0;  // none: an epilogue's product, or scratch (aligned)
  return l;
}

// The tensor-core tile for an m x n product: KILN_COOPMAT_TILE's tag, else by shape
// (matmul_choice.h); the float32 tile likewise (KILN_TILED_TILE).
CoopmatTile coopmat_tile_choice(int64_t batch, int64_t m, int64_t n) {
  return product_coopmat_tile_for(coopmat_tile_switch(), batch, m, n);
}
TiledTile tiled_tile_choice(int64_t batch, int64_t m, int64_t n) {
  return product_tiled_tile_for(tiled_tile_switch(), batch, m, n);
}

// The tiles of both tiled kernels for a product's shape (the kernel takes its own).
struct ProductTiles {
  CoopmatTile coopmat;
  TiledTile tiled;
};

std::string kernel_name(MatmulKernel kernel, DType dtype, const MatmulCoopmat& coopmat, const ProductTiles& tiles) {
  const std::string tiled = std::string(tiles.tiled.tag) + "_" + dtype_tag(dtype);
  switch (kernel) {
    case MatmulKernel::Coopmat: return coopmat_kernel_name("matmul_coopmat_", dtype, coopmat, tiles.coopmat);
    case MatmulKernel::CoopmatTransposedB: return coopmat_kernel_name("matmul_coopmat_bt_", dtype, coopmat, tiles.coopmat);
    case MatmulKernel::TiledFloat32: return "matmul_tiled_" + tiled;
    case MatmulKernel::TiledFloat32TransposedB: return "matmul_tiled_bt_" + tiled;
    case MatmulKernel::Rows: return "matmul_rows_" + dtype_tag(dtype);
    case MatmulKernel::RowsTransposedB: return "matmul_rows_bt_" + dtype_tag(dtype);
    case MatmulKernel::RowsVectors: return "matmul_rows_v_" + dtype_tag(dtype);
    case MatmulKernel::RowsVectorsTransposedB: return "matmul_rows_bt_v_" + dtype_tag(dtype);
    case MatmulKernel::Generic: break;
  }
  return "matmul_" + dtype_tag(dtype);
}

// A tensor-core slice kernel (PARTIALS: float32 sums out).
std::string split_kernel_name(MatmulKernel kernel, DType dtype, const MatmulCoopmat& coopmat, const CoopmatTile& tile) {
  const bool transposed_b = kernel == MatmulKernel::CoopmatTransposedB;
  return coopmat_kernel_name(transposed_b ? "matmul_coopmat_split_bt_" : "matmul_coopmat_split_", dtype, coopmat, tile);
}

// A split product's result: the slices' float32 partials added in order, straight into a float32
// output, else into scratch and cast to the output's half-precision dtype.
void sum_slices(Recorder& rec, const Allocation& partials, uint32_t split, const Node& node, uint64_t out,
                const Access& out_access) {
  const uint64_t count = static_cast<uint64_t>(element_count(node.shape));
  if (node.dtype == DType::Float32) return sum_partial_rows(rec, partials, split, count, out, out_access);
  Allocation sums = rec.scratch(static_cast<size_t>(count) * 4);
  const Access sums_written{sums.address, sums.address + sums.size, true};
  sum_partial_rows(rec, partials, split, count, sums.address, sums_written);
  const Shape flat{static_cast<int64_t>(count)};
  launch_elementwise(rec, "cast_" + dtype_tag(DType::Float32) + "_" + dtype_tag(node.dtype), 0, flat,
                     {Operand{out, {1}, itemsize(node.dtype)}, Operand{sums.address, {1}, 4}},
                     {out_access, Access{sums.address, sums.address + sums.size, false}});
}

// A product kernel with an epilogue: the kernel's source, built with its variant's flags and
// EPILOGUE, the epilogue's library and function where it includes common.glsl; through the KHR
// rewrite where its built variant would go (Pipelines::module).
std::vector<uint32_t> compile_with_epilogue(const std::string& name, MatmulKernel kernel, DType dtype,
                                            const ProductTiles& tiles, const FusedSource& epilogue) {
  const CoopmatTile& t = tiles.coopmat;
  const bool tensor_cores = kernel == MatmulKernel::Coopmat || kernel == MatmulKernel::CoopmatTransposedB;
  const bool rows_vectors = kernel == MatmulKernel::RowsVectors || kernel == MatmulKernel::RowsVectorsTransposedB;
  const bool rows = kernel == MatmulKernel::Rows || kernel == MatmulKernel::RowsTransposedB || rows_vectors;
  std::string flags = "#define EPILOGUE\n";
  if (kernel == MatmulKernel::CoopmatTransposedB || kernel == MatmulKernel::TiledFloat32TransposedB ||
      kernel == MatmulKernel::RowsTransposedB || kernel == MatmulKernel::RowsVectorsTransposedB) {
    flags += "#define TRANSPOSED_B\n";
  }
  if (rows) {
    flags += "#define ROWS_DT " + std::to_string(static_cast<int>(dtype)) + "\n";
    if (rows_vectors) flags += "#define VEC\n";
  } else if (tensor_cores) {
    flags += "#define BM " + std::to_string(t.bm) + "\n#define BN " + std::to_string(t.bn) + "\n#define BK " +
             std::to_string(t.bk) + "\n#define WARPS_M " + std::to_string(t.warps_m) + "\n#define WARPS_N " +
             std::to_string(t.warps_n) + "\n";
    if (dtype == DType::BFloat16) flags += "#define OUT_BF16\n";
  } else {
    const TiledTile& t32 = tiles.tiled;
    flags += "#define BM " + std::to_string(t32.bm) + "\n#define BN " + std::to_string(t32.bn) + "\n#define TX " +
             std::to_string(t32.tx) + "\n#define TY " + std::to_string(t32.ty) + "\n";
  }
  const std::string& file =
      glsl_source(rows ? "matmul_rows.comp" : tensor_cores ? "matmul_coopmat.comp" : "matmul_tiled.comp");
  const std::string include = "#include \"common.glsl\"\n";
  const size_t version_end = file.find('\n') + 1, at = file.find(include);
  if (at == std::string::npos || version_end > at) fail(Status::Internal, "Vulkan: " + name + " does not include common.glsl");
  const std::string text = file.substr(0, version_end) + flags + file.substr(version_end, at - version_end) +
                           epilogue.library() + epilogue.main + file.substr(at + include.size());
  std::vector<uint32_t> words = ShaderCompiler::instance().compile(text, "matmul_epilogue.comp");
  if (name.rfind("khr", 0) != 0) return words;
  CoopmatRewrite khr = coopmat_nv_to_khr(words.data(), words.size(), dtype == DType::BFloat16);
  if (khr.words.empty()) fail(Status::Internal, "Vulkan: " + name + " with an epilogue: " + khr.error);
  return khr.words;
}

// The few-row kernel's splits of K (grid y; 1: none): where it splits, its table gains the
// split's length, the float32 partials (every split's sums of every column tile) and the tiles'
// arrival counters, zeroed here, and `accesses` the two buffers.
uint32_t plan_row_splits(Recorder& rec, int64_t batch, uint64_t tiles_n, int64_t k, std::vector<int64_t>* table,
                         std::vector<Access>* accesses) {
  static const auto max_splits = static_cast<int64_t>(env_count("KILN_MATMUL_ROWS_SPLITS", kRowsKernelMaxSplits));
  const int64_t length = rows_kernel_split_length(batch * static_cast<int64_t>(tiles_n), k, max_splits);
  const auto splits = static_cast<uint32_t>((k + length - 1) / std::max<int64_t>(length, 1));
  const uint64_t columns = tiles_n * kRowsKernelColumns;
  const double partial_count = static_cast<double>(batch) * splits * kRowsKernelRows * static_cast<double>(columns);
  if (splits <= 1 || partial_count >= 4294967296.0) return 1;  // the kernel indexes partials in 32 bits
  Allocation partials = rec.scratch(static_cast<size_t>(partial_count) * 4);
  Allocation counters = rec.scratch(static_cast<size_t>(batch) * tiles_n * 4);
  rec.zero(counters);
  table->insert(table->end(), {length, static_cast<int64_t>(partials.address), static_cast<int64_t>(counters.address)});
  *accesses = {Access{partials.address, partials.address + partials.size, true},
               Access{counters.address, counters.address + counters.size, true}};
  return splits;
}

void record_with_epilogue(Recorder& rec, const std::string& name, MatmulKernel kernel, DType dtype,
                          const ProductTiles& tiles, const MatmulEpilogue& epilogue, const MatmulPush& push, uint32_t x,
                          uint32_t y, uint32_t z, const std::vector<Access>& accesses) {
  const std::string key = "epilogue " + name + "\n" + epilogue.signature;
  if (signature_check_enabled()) check_signature(key, name + "\n" + epilogue.source().key());
  auto compile = [&] { return compile_with_epilogue(name, kernel, dtype, tiles, epilogue.source()); };
  rec.dispatch_generated_3d(key, name + "+epilogue", compile, &push, sizeof(push), x, y, z, accesses);
}

}  // namespace

int64_t matmul_rows_limit() {
  static const auto value = static_cast<int64_t>(env_count("KILN_MATMUL_ROWS", kRowsKernelRows));
  return value;
}

const char* coopmat_tile_switch() {
  static const char* const value = std::getenv("KILN_COOPMAT_TILE");
  return value;
}

const char* tiled_tile_switch() {
  static const char* const value = std::getenv("KILN_TILED_TILE");
  return value;
}

std::string coopmat_kernel_name(const std::string& family, DType dtype, const MatmulCoopmat& coopmat,
                                const CoopmatTile& tile) {
  const bool int8 = is_8bit_integer(dtype);
  std::string prefix = dtype == DType::BFloat16 ? "khr-bf16:" : int8 || coopmat.float16 == CoopmatApi::KHR ? "khr:" : "";
  return prefix + family + tile.tag + "_" + dtype_tag(int8 ? DType::Int8 : dtype);
}

void run_matmul(Recorder& rec, const Node& node, const MatmulEpilogue* epilogue) {
  const Node& a = *node.inputs.at(0);
  const Node& b = *node.inputs.at(1);
  size_t rank = a.shape.size();
  if (rank < 2 || b.shape.size() != rank || node.shape.size() != rank || a.dtype != node.dtype || b.dtype != node.dtype) {
    fail(Status::Internal, "Vulkan: matmul expects (..., M, K) x (..., K, N) of the output dtype");
  }
  int64_t m = a.shape[rank - 2], k = a.shape[rank - 1], n = b.shape[rank - 1];
  if (b.shape[rank - 2] != k) fail(Status::Internal, "Vulkan: matmul inner dimensions differ");
  int64_t batch = element_count(Shape(node.shape.begin(), node.shape.end() - 2));
  if (batch == 0 || m == 0 || n == 0) return;
  if (run_matmul_on_cublaslt(rec, node, epilogue)) return;  // NVIDIA's GEMMs, where they pay
  if (Recorder::host_hand_off_test() && rec.can_hand_off()) rec.hand_off_to_host();
  const MatmulCoopmat& coopmat = rec.context().features().matmul_coopmat;
  MatmulLayout layout = layout_of(a, b, node, k, n);
  MatmulKernel kernel = choose_matmul_kernel(layout, coopmat);
  static const bool rows_vectors = env_count("KILN_MATMUL_ROWS_VECTORS", 1) != 0;
  const MatmulKernel few_rows =
      rows_vector_kernel(layout, choose_rows_kernel(layout, m, batch, matmul_rows_limit()), rows_vectors);
  if (few_rows != MatmulKernel::Generic) kernel = few_rows;
  const bool rows_kernel = few_rows != MatmulKernel::Generic;
  Access a_access = storage_access(a, false);
  const double work = static_cast<double>(batch) * static_cast<double>(m) * static_cast<double>(n) * static_cast<double>(k);
  if (kernel == MatmulKernel::Generic && work >= static_cast<double>(kCompactAMinWork)) {
    MatmulLayout compact = layout;
    compact.a_strides = contiguous_strides(a.shape);
    for (size_t d = 0; d + 2 < rank; ++d) {
      if (a.shape[d] == 1) compact.a_strides[d] = 0;  // broadcast over the output's batch
    }
    compact.a_address = 0;  // scratch memory is aligned for vector reads
    const MatmulKernel faster = choose_matmul_kernel(compact, coopmat);
    if (faster != MatmulKernel::Generic) {
      Allocation copy = rec.scratch(static_cast<size_t>(element_count(a.shape)) * itemsize(a.dtype));
      const Access written{copy.address, copy.address + copy.size, true};
      if (record_transpose(rec, a, copy.address, written)) {
        kernel = faster;
        layout = compact;
        layout.a_address = copy.address;
        a_access = Access{copy.address, copy.address + copy.size, false};
      }
    }
  }
  const bool tensor_cores = kernel == MatmulKernel::Coopmat || kernel == MatmulKernel::CoopmatTransposedB;
  const ProductTiles tiles{coopmat_tile_choice(batch, m, n), tiled_tile_choice(batch, m, n)};
  const uint64_t tile_m = rows_kernel      ? kRowsKernelRows
                          : tensor_cores   ? tiles.coopmat.bm
                          : kernel == MatmulKernel::Generic ? kTile
                                                            : tiles.tiled.bm;
  const uint64_t tile_n = rows_kernel      ? kRowsKernelColumns
                          : tensor_cores   ? tiles.coopmat.bn
                          : kernel == MatmulKernel::Generic ? kTile
                                                            : tiles.tiled.bn;
  uint64_t tiles_m = (m + tile_m - 1) / tile_m, tiles_n = (n + tile_n - 1) / tile_n;
  const auto& limits = rec.context().properties().limits;
  // A product of more row tiles than a dispatch grid holds (maxComputeWorkGroupCount[1], 65535 on
  // lavapipe and NVIDIA: 4M rows of 64) runs in bands of rows, each band's A and output rows as a
  // matrix of their own, and each batch element apart (the kernels' batch offsets assume all of M).
  // KILN_MATMUL_BAND_TILES makes bands that many tiles tall (tests: every product banded).
  static const uint64_t band_knob = env_knob("KILN_MATMUL_BAND_TILES", UINT32_MAX);
  const uint64_t band_tiles = std::min<uint64_t>(limits.maxComputeWorkGroupCount[1], band_knob);
  const bool banded = tiles_m > band_tiles;
  if (tiles_n > limits.maxComputeWorkGroupCount[0] || k > INT32_MAX || batch > INT32_MAX) {
    fail(Status::Unsupported, "Vulkan backend: matmul dimensions are too large for one dispatch grid");
  }

  // A split product is one more batch axis in front, over slices of K: A's slice s starts
  // s * K / split columns in, B's as many rows down; each writes its own [M, N] partial.
  const uint32_t split = batch == 1 && !banded ? product_k_split(kernel, node.dtype, tiles.coopmat, tiles_m * tiles_n,
                                                                  k, split_target_tiles(), coopmat_split_allowed())
                                                : 1;
  // An epilogue indexes the whole output: bands store the product and run it apart. The
  // tensor-core kernels take only plain arithmetic (bias, relu, residual adds): with GPT-2's
  // gelu_tanh in its store [512, 768] @ [768, 3072] took 192 us on an H100, against 20 + 16 us for
  // the product and an elementwise kernel apart (docs/benchmarks.md, session 34; why the fused
  // kernel is that slow was not measured).
  const bool fused = epilogue && split == 1 && !banded && kernel != MatmulKernel::Generic &&
                     !is_8bit_integer(node.dtype) && (!rows_kernel || n % 4 == 0) &&
                     !(tensor_cores && epilogue->transcendental);
  // Where the product goes when no epilogue takes it: its storage, or scratch when it is stored
  // nowhere (a fused group's member that its epilogue could not take).
  Allocation unstored;
  uint64_t out_address = 0;
  Access out_node_access;
  if (!fused) {
    if (node.storage) {
      out_address = element_address(node);
      out_node_access = storage_access(node, true);
    } else {
      unstored = rec.scratch(static_cast<size_t>(node.nbytes()));
      out_address = unstored.address;
      out_node_access = Access{unstored.address, unstored.address + unstored.size, true};
    }
  }
  const int64_t slice = k / split;
  std::vector<int64_t> table;
  if (split > 1) {
    table = {int64_t{split}, slice * layout.a_strides[rank - 1], slice * layout.b_strides[rank - 2]};
  } else {
    table.insert(table.end(), node.shape.begin(), node.shape.end() - 2);
    table.insert(table.end(), layout.a_strides.begin(), layout.a_strides.end() - 2);
    table.insert(table.end(), b.strides.begin(), b.strides.end() - 2);
  }
  std::vector<Access> split_accesses;
  const uint32_t row_splits = rows_kernel ? plan_row_splits(rec, batch, tiles_n, k, &table, &split_accesses) : 1;
  Allocation partials = split > 1 ? rec.scratch(static_cast<size_t>(split) * m * n * 4) : Allocation{};
  const Access out_access = split > 1 ? Access{partials.address, partials.address + partials.size, true} : out_node_access;
  MatmulPush push{};
  push.out_ptr = fused ? epilogue->table : split > 1 ? partials.address : out_address;
  push.a_ptr = layout.a_address;
  push.b_ptr = element_address(b);
  // Banded products run each batch element unbatched: no kernel reads the batch table.
  push.meta = table.empty() || banded ? 0 : rec.upload(table.data(), table.size() * sizeof(int64_t));
  push.a_row = layout.a_strides[rank - 2];
  push.a_col = layout.a_strides[rank - 1];
  push.b_row = b.strides[rank - 2];
  push.b_col = b.strides[rank - 1];
  push.m = static_cast<uint32_t>(m);
  push.n = static_cast<uint32_t>(n);
  push.k = static_cast<uint32_t>(slice);
  push.batch_rank = split > 1 ? 1u : static_cast<uint32_t>(rank - 2);
  std::vector<Access> accesses = {a_access, storage_access(b, false)};
  accesses.insert(accesses.end(), split_accesses.begin(), split_accesses.end());
  if (fused) {
    accesses.insert(accesses.end(), epilogue->accesses.begin(), epilogue->accesses.end());
  } else {
    accesses.push_back(out_access);
  }
  const std::string name = tensor_cores && split > 1 ? split_kernel_name(kernel, node.dtype, coopmat, tiles.coopmat)
                                                     : kernel_name(kernel, node.dtype, coopmat, tiles);
  const uint64_t dispatches = split > 1 ? split : static_cast<uint64_t>(batch);
  uint64_t max_z = limits.maxComputeWorkGroupCount[2];
  const int64_t item = static_cast<int64_t>(itemsize(node.dtype));
  for (int64_t element = 0; element < (banded ? batch : 1); ++element) {
    MatmulPush each = push;
    uint64_t each_dispatches = dispatches;
    if (banded) {  // batch element `element` as an unbatched product (banded products are not split)
      int64_t a_offset = 0, b_offset = 0, rest = element;
      for (size_t d = rank - 2; d-- > 0;) {
        const int64_t index = rest % node.shape[d];
        rest /= node.shape[d];
        a_offset += index * layout.a_strides[d];
        b_offset += index * b.strides[d];
      }
      each.batch_rank = 0;
      each.a_ptr += static_cast<uint64_t>(a_offset * item);
      each.b_ptr += static_cast<uint64_t>(b_offset * item);
      each.out_ptr += static_cast<uint64_t>(element * m * n * item);
      each_dispatches = 1;
    }
    for (uint64_t band = 0; band < tiles_m; band += band_tiles) {
      const uint64_t first_row = band * tile_m, rows = std::min<uint64_t>(m - first_row, band_tiles * tile_m);
      MatmulPush band_push = each;
      band_push.m = static_cast<uint32_t>(rows);
      band_push.a_ptr += static_cast<uint64_t>(static_cast<int64_t>(first_row) * push.a_row * item);
      if (!fused) band_push.out_ptr += first_row * static_cast<uint64_t>(n * item);
      // Grid y: row tiles, or the few-row kernel's splits of K (its products fit one row tile).
      const auto band_tiles_m = rows_kernel ? row_splits : static_cast<uint32_t>((rows + tile_m - 1) / tile_m);
      for (uint64_t base = 0; base < each_dispatches; base += max_z) {
        band_push.batch_base = static_cast<uint32_t>(base);
        uint32_t z = static_cast<uint32_t>(std::min<uint64_t>(max_z, each_dispatches - base));
        if (fused) {
          record_with_epilogue(rec, name, kernel, node.dtype, tiles, *epilogue, band_push,
                               static_cast<uint32_t>(tiles_n), band_tiles_m, z, accesses);
        } else {
          rec.dispatch_3d(name, {}, &band_push, sizeof(band_push), static_cast<uint32_t>(tiles_n), band_tiles_m, z,
                          accesses);
        }
      }
    }
  }
  if (split > 1) sum_slices(rec, partials, split, node, out_address, out_node_access);
  if (epilogue && !fused) epilogue->unfused(out_address, out_node_access);
}

}  // namespace kiln::vulkan
