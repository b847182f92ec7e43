// Fused elementwise groups (core/fusion.h): one compute kernel per group, its GLSL generated
// here and compiled at run time (shader_compiler.h). The kernel calls the same op functions as
// the single-op kernels (unary_ops.glsl, binary_ops.glsl, convert.glsl), with each op number a
// literal the compiler folds, and rounds every member to its dtype as a stored result would be,
// so fused and unfused results agree. Leaves (inputs from outside the group) are loaded per
// element as contiguous, broadcast-scalar or strided; stored members are written contiguously.
#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "backend/vulkan/fused_source.h"
#include "backend/vulkan/glsl_sources.h"
#include "backend/vulkan/ops.h"
#include "backend/vulkan/shader_compiler.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

constexpr uint64_t kChunk = uint64_t{1} << 30;  // elements per dispatch: 32-bit indices in the shader
constexpr uint32_t kGroup = 256;
constexpr uint32_t kVecUnroll = 4;
constexpr size_t kPushPointers = 13;

struct FusedPush {  // the generated kernel's push constants
  uint64_t meta;
  uint64_t start;
  uint32_t count;
  uint32_t rank;
  uint64_t ptr[kPushPointers];  // operand addresses, or ptr[0] = a table of them when there are more
};
static_assert(sizeof(FusedPush) == 128, "must fill the push-constant range and match kernel_text()");

enum class Mode { Contig, Scalar, Strided };

// A leaf or a stored member as the kernel addresses it.
struct FusedOperand {
  const Node* node;
  Mode mode = Mode::Contig;
  int strided_slot = -1;  // its row in the strides table
};


// The kernels a group's GLSL makes: the scalar kernel (any layout), the VEC kernel (4-byte
// contiguous/scalar operands, four per load), and a product's epilogue (a function the matmul
// kernel calls with a run of four of its results: MatmulEpilogue).
enum class Kernel { Scalar, Vec, Epilogue };

// GLSL for the group: leaf loads and member expressions for one element. With an epilogue the
// product (`accumulator`, read by members but not one of them) is the value the kernel passes.
class Generator {
 public:
  Generator(const FusedGroup& group, const std::vector<FusedOperand>& leaves, const std::vector<FusedOperand>& outputs,
            size_t strided_count, const Node* accumulator = nullptr, size_t batch_rank = 0)
      : group_(group), leaves_(leaves), outputs_(outputs), strided_count_(strided_count), accumulator_(accumulator),
        batch_rank_(batch_rank),
        leaf_index_(leaves, [](const FusedOperand& op) { return op.node; }),
        member_index_(group.members, [](const Node* m) { return m; }) {}

  FusedSource source(Kernel kernel) const {
    FusedSource src;
    std::ostringstream m;
    std::string body = members(src);
    for (const FusedOperand& op : leaves_) src.float64 = src.float64 || op.node->dtype == DType::Float64;
    if (kernel == Kernel::Epilogue) {
      epilogue_function(m, body);
      src.main = m.str();
      return src;
    }
    size_t operands = leaves_.size() + outputs_.size();
    m << "layout(local_size_x = 256) in;\n"
         "layout(push_constant) uniform Push { uint64_t meta; uint64_t start; uint count; uint rank; uint64_t ptr["
      << kPushPointers << "]; } pc;\n";
    if (operands > kPushPointers) {
      m << "layout(buffer_reference, std430, buffer_reference_align = 8) readonly buffer Pointers { uint64_t v[]; };\n"
           "#define PTR(k) Pointers(pc.ptr[0]).v[k]\n";
    } else {
      m << "#define PTR(k) pc.ptr[k]\n";
    }
    m << "void main() {\n";
    if (kernel == Kernel::Vec) {
      vec_main(m, body);
    } else {
      scalar_main(m, body);
    }
    m << "}\n";
    src.main = m.str();
    return src;
  }

  // Everything source(kernel) reads, compactly (fused_source.h's Signature).
  std::string signature(Kernel kernel) const {
    Signature s;
    s << 'e' << static_cast<int64_t>(kernel) << static_cast<int64_t>(strided_count_);
    if (accumulator_) s << 'p' << dt(accumulator_->dtype) << static_cast<int64_t>(batch_rank_);
    for (const FusedOperand& op : leaves_) s << 'l' << dt(op.node->dtype) << static_cast<int64_t>(op.mode) << op.strided_slot;
    for (const Node* n : group_.members) s.member(*n, [this](const Node* in) { return ref(in); });
    for (const FusedOperand& op : outputs_) {
      s << 'o' << dt(op.node->dtype) << static_cast<int64_t>(op.mode) << op.strided_slot << ref(op.node);
    }
    return s.str();
  }

 private:
  // What value() names: member k as k, leaf k as -1 - k, the accumulator as one leaf more.
  int64_t ref(const Node* input) const {
    const int64_t member = member_index_.find(input);
    if (member >= 0) return member;
    if (input == accumulator_) return -1 - static_cast<int64_t>(leaves_.size());
    return -1 - static_cast<int64_t>(leaf_index_.at(input));
  }

  std::string value(const Node* input) const {
    const int64_t r = ref(input);
    return r >= 0 ? "v" + std::to_string(r) : "a" + std::to_string(-1 - r);
  }

  // One statement per member, in order: vK = op(inputs), rounded to the member's dtype.
  std::string members(FusedSource& src) const {
    std::ostringstream b;
    for (size_t k = 0; k < group_.members.size(); ++k) {
      const Node& n = *group_.members[k];
      src.float64 = src.float64 || n.dtype == DType::Float64;
      std::string t = dts(n.dtype);
      b << "    " << (is_floating(n.dtype) ? "precise " : "") << "CTYPE(" << t << ") v" << k << " = ";
      b << member_expression(n, src, [this](const Node* in) { return value(in); });
      b << ";\n";
    }
    return b.str();
  }

  // Operand k's element g (`suffix` names another: g_1, with strided offsets o0_1...).
  std::string address(size_t k, const FusedOperand& op, const std::string& suffix = "") const {
    std::string size = std::to_string(itemsize(op.node->dtype));
    std::string p = "PTR(" + std::to_string(k) + ")";
    switch (op.mode) {
      case Mode::Contig: return p + " + g" + suffix + " * " + size + "ul";
      case Mode::Scalar: return p;
      case Mode::Strided: return p + " + uint64_t(o" + std::to_string(op.strided_slot) + suffix + " * " + size + "l)";
    }
    return p;
  }

  void scalar_main(std::ostringstream& m, const std::string& body) const {
    m << "  uint i = flat_group() * 256u + gl_LocalInvocationID.x;\n"
         "  if (i >= pc.count) return;\n"
         "  uint64_t g = pc.start + uint64_t(i);\n";
    if (strided_count_ > 0) {
      m << "  int64_t o[" << strided_count_ << "];\n";
      m << "  [[unroll]] for (uint s = 0; s < " << strided_count_ << "u; ++s) o[s] = 0;\n"
           "  {\n    Meta m = Meta(pc.meta);\n    uint r = pc.rank;\n    uint64_t q = g;\n"
           "    for (uint d = r; d-- > 0;) {\n      int64_t c = int64_t(next_coordinate(q, uint64_t(m.v[d])));\n"
           "      [[unroll]] for (uint s = 0; s < "
        << strided_count_ << "u; ++s) o[s] += c * m.v[(s + 1) * r + d];\n    }\n  }\n";
      for (size_t s = 0; s < strided_count_; ++s) m << "  int64_t o" << s << " = o[" << s << "];\n";
    }
    for (size_t k = 0; k < leaves_.size(); ++k) {
      std::string t = dts(leaves_[k].node->dtype);
      m << "  CTYPE(" << t << ") a" << k << " = LOAD(" << t << ", " << address(k, leaves_[k]) << ");\n";
    }
    m << "  {\n" << body;
    for (size_t k = 0; k < outputs_.size(); ++k) {
      const Node* out = outputs_[k].node;
      m << "    STORE(" << dts(out->dtype) << ", " << address(leaves_.size() + k, outputs_[k]) << ", " << value(out)
        << ");\n";
    }
    m << "  }\n";
  }

  // The product kernel calls epilogue_begin(table, batch) once, after its products, and then
  // epilogue(args, index, row, col, acc) for each run of 4 results: the elements index .. index + 3
  // of the group's shape [batch..., M, N] (row `row`, columns col .. col + 3 of matrix `batch`).
  // The table holds the address of a strides table (the batch extents, then each strided
  // operand's strides over the whole shape), then the operands' addresses; epilogue_begin reads
  // them into registers, so a run's loads are issued together and wait once. No loops: the batch
  // rank is compiled in and the 4 elements are written out, so that nothing keeps a loop around
  // a call rolled (a tensor-core kernel's accumulators must not be indexed at run time).
  void epilogue_function(std::ostringstream& m, const std::string& body) const {
    const size_t rank = batch_rank_ + 2, operands = leaves_.size() + outputs_.size();
    m << "layout(buffer_reference, std430, buffer_reference_align = 8) readonly buffer EpilogueTable { uint64_t v[]; "
         "};\nstruct EpilogueArgs {\n";
    for (size_t k = 0; k < operands; ++k) m << "  uint64_t p" << k << ";\n";
    for (size_t s = 0; s < strided_count_; ++s) m << "  int64_t base" << s << ", row" << s << ", col" << s << ";\n";
    m << "};\nEpilogueArgs epilogue_begin(uint64_t table, uint batch) {\n"
         "  EpilogueTable t = EpilogueTable(table);\n  EpilogueArgs args;\n";
    for (size_t k = 0; k < operands; ++k) m << "  args.p" << k << " = t.v[" << k + 1 << "];\n";
    if (strided_count_ > 0) m << "  Meta m = Meta(t.v[0]);\n  uint q = batch;\n";
    for (size_t s = 0; s < strided_count_; ++s) {
      const size_t at = batch_rank_ + s * rank;  // operand s's strides
      m << "  args.row" << s << " = m.v[" << at + rank - 2 << "];\n  args.col" << s << " = m.v[" << at + rank - 1
        << "];\n  args.base" << s << " = 0;\n";
    }
    for (size_t d = strided_count_ > 0 ? batch_rank_ : 0; d-- > 0;) {
      m << "  {\n    uint extent = uint(m.v[" << d << "]);\n    int64_t c = int64_t(q % extent);\n    q /= extent;\n";
      for (size_t s = 0; s < strided_count_; ++s) m << "    args.base" << s << " += c * m.v[" << batch_rank_ + s * rank + d << "];\n";
      m << "  }\n";
    }
    m << "  return args;\n}\n"
         "#define PTR(k) args.p##k\n"
         "void epilogue(EpilogueArgs args, uint64_t index, uint row, uint col, vec4 acc) {\n";
    // Every element's loads first, then each element's members, then the stores.
    for (int e = 0; e < 4; ++e) {
      const std::string x = "_" + std::to_string(e);
      m << "  uint64_t g" << x << " = index + " << e << "u;\n";
      for (size_t s = 0; s < strided_count_; ++s) {
        m << "  int64_t o" << s << x << " = args.base" << s << " + int64_t(row) * args.row" << s << " + int64_t(col + " << e
          << "u) * args.col" << s << ";\n";
      }
      for (size_t k = 0; k < leaves_.size(); ++k) {
        std::string t = dts(leaves_[k].node->dtype);
        m << "  CTYPE(" << t << ") a" << k << x << " = LOAD(" << t << ", " << address(k, leaves_[k], x) << ");\n";
      }
    }
    const std::string product = value(accumulator_), product_type = dts(accumulator_->dtype);
    for (int e = 0; e < 4; ++e) {
      const std::string x = "_" + std::to_string(e);
      for (size_t k = 0; k < outputs_.size(); ++k) m << "  CTYPE(" << dts(outputs_[k].node->dtype) << ") r" << k << x << ";\n";
      m << "  {\n";
      for (size_t k = 0; k < leaves_.size(); ++k) {
        m << "  CTYPE(" << dts(leaves_[k].node->dtype) << ") a" << k << " = a" << k << x << ";\n";
      }
      m << "  CTYPE(" << product_type << ") " << product << " = KEEP(" << product_type << ", acc[" << e << "]);\n" << body;
      for (size_t k = 0; k < outputs_.size(); ++k) m << "    r" << k << x << " = " << value(outputs_[k].node) << ";\n";
      m << "  }\n";
    }
    for (int e = 0; e < 4; ++e) {
      const std::string x = "_" + std::to_string(e);
      for (size_t k = 0; k < outputs_.size(); ++k) {
        m << "  STORE(" << dts(outputs_[k].node->dtype) << ", " << address(leaves_.size() + k, outputs_[k], x) << ", r" << k
          << x << ");\n";
      }
    }
    m << "}\n#undef PTR\n";
  }

  // Every operand is 4 bytes and contiguous (16-byte aligned) or a broadcast scalar.
  void vec_main(std::ostringstream& m, const std::string& body) const {
    m << "  uint n4 = pc.count / 4u;\n  uint64_t g4 = pc.start / 4ul;\n";
    for (size_t k = 0; k < leaves_.size(); ++k) {
      std::string t = dts(leaves_[k].node->dtype);
      if (leaves_[k].mode == Mode::Scalar) {
        m << "  CTYPE(" << t << ") s" << k << " = LOAD(" << t << ", PTR(" << k << "));\n";
      } else {
        m << "  uvec4 w" << k << "[" << kVecUnroll << "];\n";
      }
    }
    m << "  [[unroll]] for (uint j = 0; j < " << kVecUnroll << "u; ++j) {\n"
      << "    uint v = flat_group() * " << kGroup * kVecUnroll << "u + j * 256u + gl_LocalInvocationID.x;\n"
      << "    if (v >= n4) continue;\n";
    for (size_t k = 0; k < leaves_.size(); ++k) {
      if (leaves_[k].mode != Mode::Scalar) m << "    w" << k << "[j] = BufVec4(PTR(" << k << ") + (g4 + v) * 16ul).v[0];\n";
    }
    m << "  }\n"
      << "  [[unroll]] for (uint j = 0; j < " << kVecUnroll << "u; ++j) {\n"
      << "    uint v = flat_group() * " << kGroup * kVecUnroll << "u + j * 256u + gl_LocalInvocationID.x;\n"
      << "    if (v >= n4) continue;\n";
    for (size_t k = 0; k < outputs_.size(); ++k) m << "    uvec4 r" << k << ";\n";
    m << "    [[unroll]] for (uint e = 0; e < 4u; ++e) {\n";
    for (size_t k = 0; k < leaves_.size(); ++k) {
      std::string t = dts(leaves_[k].node->dtype);
      m << "    CTYPE(" << t << ") a" << k << " = "
        << (leaves_[k].mode == Mode::Scalar ? "s" + std::to_string(k) : "FROM_WORD(" + t + ", w" + std::to_string(k) + "[j][e])")
        << ";\n";
    }
    m << body;
    for (size_t k = 0; k < outputs_.size(); ++k) {
      const Node* out = outputs_[k].node;
      m << "    r" << k << "[e] = TO_WORD(" << dts(out->dtype) << ", v" << member_index_.at(out) << ");\n";
    }
    m << "    }\n";
    for (size_t k = 0; k < outputs_.size(); ++k) {
      m << "    BufVec4(PTR(" << leaves_.size() + k << ") + (g4 + v) * 16ul).v[0] = r" << k << ";\n";
    }
    m << "  }\n";
  }

  const FusedGroup& group_;
  const std::vector<FusedOperand>& leaves_;
  const std::vector<FusedOperand>& outputs_;
  size_t strided_count_;
  const Node* accumulator_;
  size_t batch_rank_;  // the epilogue's: the product's rank - 2
  NodeIndex leaf_index_, member_index_;
};

bool plain(const Node& node) {
  if (node.kind == OpKind::Unary) return op_info(node.params.unary).vectorizable;
  if (node.kind == OpKind::Binary) return op_info(node.params.binary).vectorizable;
  return true;  // where and cast: no transcendental steps
}

}  // namespace

namespace {

// 64-bit integers stay out for now: on lavapipe, int64 floor_divide, remainder and shifts fed by
// a fused int32 -> int64 cast gave wrong values (tests/op_values_test.cpp's promote cases), not
// yet understood; the single-op kernels compute them right.
bool wide_integer(DType d) { return d == DType::Int64 || d == DType::UInt64; }

}  // namespace

bool fusable_node(const Node& node, bool float64) {
  if (!ShaderCompiler::instance().available() || !has_native_kernel(node, float64)) return false;
  if (wide_integer(node.dtype)) return false;
  for (const NodePtr& in : node.inputs) {
    if (in->shape != node.shape || wide_integer(in->dtype)) return false;
  }
  switch (node.kind) {
    case OpKind::Unary: {
      UnaryOp op = node.params.unary;
      DType t = node.inputs.at(0)->dtype;
      if (!kernel_takes(op_info(op), t)) return false;
      return node.dtype == (unary_output_is_bool(op) ? DType::Bool : t);
    }
    case OpKind::Binary: {
      BinaryOp op = node.params.binary;
      DType t = node.inputs.at(0)->dtype;
      if (node.inputs.at(1)->dtype != t) return false;
      if (!kernel_takes(op_info(op), t)) return false;
      return node.dtype == (binary_output_is_bool(op) ? DType::Bool : t);
    }
    case OpKind::Where:
      return node.inputs.at(0)->dtype == DType::Bool && node.inputs.at(1)->dtype == node.dtype &&
             node.inputs.at(2)->dtype == node.dtype;
    case OpKind::Cast:
      return true;
    default:
      return false;
  }
}

namespace {

// A product that members read from memory at `address`, though it may have no storage (an
// epilogue its kernel could not take): the unfused run of an epilogue.
struct ProductAt {
  const Node* node = nullptr;
  uint64_t address = 0;
  Access written;
};

// A group's operands as its kernel addresses them.
struct FusedLayout {
  std::vector<FusedOperand> leaves, outputs;
  std::vector<Operand> operands;  // leaves, then outputs
  std::vector<int64_t> table;     // the merged dimensions, then the strides of each strided operand
  size_t rank = 0, strided = 0;
  std::vector<Access> accesses;
};

// Leaves: every input from outside the group, once each, except `accumulator` (an epilogue's
// product, which the kernel passes in registers). An epilogue addresses its operands over the
// group's own shape (`merge` false: its kernel knows each element's batch, row and column), the
// others over merged dimensions.
FusedLayout fused_layout(const FusedGroup& group, const Node* accumulator, const ProductAt& product, bool merge) {
  const Shape& shape = group.members.front()->shape;
  const NodeIndex members(group.members, [](const Node* m) { return m; });
  FusedLayout l;
  for (const Node* m : group.members) {
    for (const NodePtr& in : m->inputs) {
      const Node* x = in.get();
      if (members.contains(x) || x == accumulator ||
          std::any_of(l.leaves.begin(), l.leaves.end(), [&](const FusedOperand& op) { return op.node == x; })) {
        continue;
      }
      l.leaves.push_back({x});
    }
  }
  for (const Node* out : group.outputs) l.outputs.push_back({out});
  for (const FusedOperand& op : l.leaves) {
    const bool at = op.node == product.node;
    l.operands.push_back({at ? product.address : element_address(*op.node), op.node->strides, itemsize(op.node->dtype)});
    l.accesses.push_back(at ? Access{product.written.begin, product.written.end, false} : storage_access(*op.node, false));
  }
  for (const FusedOperand& op : l.outputs) {
    l.operands.push_back({element_address(*op.node), contiguous_strides(shape), itemsize(op.node->dtype)});
    l.accesses.push_back(storage_access(*op.node, true));
  }
  std::vector<Strides> strides;
  Shape dims = shape;
  if (merge) {
    dims = merge_dimensions(shape, l.operands, &strides);
  } else {
    for (const Operand& op : l.operands) {
      strides.push_back(op.strides);
      for (size_t d = 0; d < dims.size(); ++d) {
        if (dims[d] == 1) strides.back()[d] = 0;  // as merge_dimensions drops them
      }
    }
  }
  Strides contiguous = contiguous_strides(dims);
  for (size_t d = 0; !merge && d < dims.size(); ++d) {
    if (dims[d] == 1) contiguous[d] = 0;
  }
  l.rank = dims.size();
  l.table.assign(dims.begin(), dims.end());
  for (size_t k = 0; k < l.operands.size(); ++k) {
    FusedOperand& op = k < l.leaves.size() ? l.leaves[k] : l.outputs[k - l.leaves.size()];
    bool zero = std::all_of(strides[k].begin(), strides[k].end(), [](int64_t s) { return s == 0; });
    op.mode = strides[k] == contiguous ? Mode::Contig : (zero ? Mode::Scalar : Mode::Strided);
    if (op.mode == Mode::Strided) {
      op.strided_slot = static_cast<int>(l.strided++);
      l.table.insert(l.table.end(), strides[k].begin(), strides[k].end());
    }
  }
  return l;
}

void run_group(Recorder& rec, const FusedGroup& group, bool vector_any_op, const ProductAt& product) {
  const Shape& shape = group.members.front()->shape;
  int64_t n = element_count(shape);
  if (n == 0 || group.outputs.empty()) return;
  FusedLayout l = fused_layout(group, nullptr, product, true);
  bool vec = n >= 4;
  for (size_t k = 0; k < l.operands.size(); ++k) {
    const Mode mode = k < l.leaves.size() ? l.leaves[k].mode : l.outputs[k - l.leaves.size()].mode;
    vec = vec && l.operands[k].itemsize == 4 && mode != Mode::Strided && (mode == Mode::Scalar || l.operands[k].address % 16 == 0);
  }
  for (const Node* m : group.members) vec = vec && (vector_any_op || plain(*m));

  FusedPush push{};
  push.rank = static_cast<uint32_t>(l.rank);
  if (l.strided > 0) push.meta = rec.upload(l.table.data(), l.table.size() * sizeof(int64_t));
  if (l.operands.size() > kPushPointers) {
    std::vector<uint64_t> pointers;
    for (const Operand& op : l.operands) pointers.push_back(op.address);
    push.ptr[0] = rec.upload(pointers.data(), pointers.size() * sizeof(uint64_t));
  } else {
    for (size_t k = 0; k < l.operands.size(); ++k) push.ptr[k] = l.operands[k].address;
  }

  Generator generator(group, l.leaves, l.outputs, l.strided);
  auto launch = [&](Kernel kernel, uint64_t begin, uint64_t end, uint64_t per_group) {
    if (begin >= end) return;
    const std::string key = generator.signature(kernel);
    if (signature_check_enabled()) check_signature(key, generator.source(kernel).key());
    auto compile = [&] { return ShaderCompiler::instance().compile(generator.source(kernel).text(), "fused.comp"); };
    for (uint64_t start = begin; start < end; start += kChunk) {  // kChunk is a multiple of 4
      uint64_t count = std::min<uint64_t>(kChunk, end - start);
      push.start = start;
      push.count = static_cast<uint32_t>(count);
      rec.dispatch_generated(key, compile, &push, sizeof(push), (count + per_group - 1) / per_group, l.accesses);
    }
  };
  uint64_t first_scalar = vec ? static_cast<uint64_t>(n) / 4 * 4 : 0;
  launch(Kernel::Vec, 0, first_scalar, uint64_t{kGroup} * kVecUnroll * 4);
  launch(Kernel::Scalar, first_scalar, static_cast<uint64_t>(n), kGroup);
}

}  // namespace

void run_fused(Recorder& rec, const FusedGroup& group, bool vector_any_op) { run_group(rec, group, vector_any_op, {}); }

// Float32 products (the tiled kernel) and float16/bfloat16 products on the tensor cores take
// epilogues: on an H200 the float32 MLP block ran 0.3 ms faster (session 14) and the float16
// block's products with bias and relu in their store 2.23 ms against 2.31 ms apart (session 15,
// docs/benchmarks.md). KILN_EPILOGUE=off keeps every product out of fused groups, to compare.
bool fusable_product(const Node& node, const MatmulCoopmat& coopmat) {
  static const bool off = [] {
    const char* e = std::getenv("KILN_EPILOGUE");
    return e && std::string(e) == "off";
  }();
  if (off || node.kind != OpKind::Matmul || node.size() == 0 || !ShaderCompiler::instance().available()) return false;
  const bool half = node.dtype == DType::Float16 || node.dtype == DType::BFloat16;
  // Half products take epilogues in the tensor-core kernels, and in the few-row kernel (which
  // runs any device's float16 and bfloat16) where the product may go there.
  const bool few_rows = node.shape.size() >= 2 && node.shape[node.shape.size() - 2] <= matmul_rows_limit();
  return node.dtype == DType::Float32 || (half && (coopmat.runs(node.dtype) || few_rows));
}

void run_fused_epilogue(Recorder& rec, const FusedGroup& group, bool vector_any_op) {
  const Node& product = *group.members.front();
  FusedGroup rest;  // the elementwise members; they store the product too where it is an output
  rest.members.assign(group.members.begin() + 1, group.members.end());
  rest.outputs = group.outputs;
  if (product.size() == 0 || rest.members.empty()) return run_matmul(rec, product);
  const FusedLayout l = fused_layout(rest, &product, {}, false);
  const size_t batch_rank = product.shape.size() - 2;
  const Generator generator(rest, l.leaves, l.outputs, l.strided, &product, batch_rank);
  MatmulEpilogue epilogue;
  epilogue.signature = generator.signature(Kernel::Epilogue);
  epilogue.source = [&] { return generator.source(Kernel::Epilogue); };
  std::vector<int64_t> strides(product.shape.begin(), product.shape.begin() + static_cast<long>(batch_rank));
  strides.insert(strides.end(), l.table.begin() + static_cast<long>(l.rank), l.table.end());  // the strided rows
  std::vector<uint64_t> table = {l.strided > 0 ? rec.upload(strides.data(), strides.size() * sizeof(int64_t)) : 0};
  for (const Operand& op : l.operands) table.push_back(op.address);
  epilogue.table = rec.upload(table.data(), table.size() * sizeof(uint64_t));
  epilogue.accesses = l.accesses;
  epilogue.blas = blas_epilogue_of(product, rest.members, rest.outputs);
  epilogue.transcendental = !std::all_of(rest.members.begin(), rest.members.end(), [](const Node* n) { return plain(*n); });
  epilogue.unfused = [&](uint64_t address, const Access& written) {
    FusedGroup unfused = rest;  // the product is in memory now
    unfused.outputs.erase(std::remove(unfused.outputs.begin(), unfused.outputs.end(), &product), unfused.outputs.end());
    run_group(rec, unfused, vector_any_op, ProductAt{&product, address, written});
  };
  run_matmul(rec, product, &epilogue);
}

}  // namespace kiln::vulkan
