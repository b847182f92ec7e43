// Fused elementwise groups (core/fusion.h): one compute kernel per group, its GLSL generated
// here and compiled at run time (shader_compiler.h). The kernel calls the same op functions as
// the single-op kernels (unary_ops.glsl, binary_ops.glsl, convert.glsl), with each op number a
// literal the compiler folds, and rounds every member to its dtype as a stored result would be,
// so fused and unfused results agree. Leaves (inputs from outside the group) are loaded per
// element as contiguous, broadcast-scalar or strided; stored members are written contiguously.
#include <algorithm>
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


// GLSL for the group: leaf loads and member expressions for one element, in both the scalar
// kernel (any layout) and the VEC kernel (4-byte contiguous/scalar operands, four per load).
class Generator {
 public:
  Generator(const FusedGroup& group, const std::vector<FusedOperand>& leaves, const std::vector<FusedOperand>& outputs,
            size_t strided_count)
      : group_(group), leaves_(leaves), outputs_(outputs), strided_count_(strided_count),
        leaf_index_(leaves, [](const FusedOperand& op) { return op.node; }),
        member_index_(group.members, [](const Node* m) { return m; }) {}

  FusedSource source(bool vec) {
    FusedSource src;
    std::ostringstream m;
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
    std::string body = members(src);
    for (const FusedOperand& op : leaves_) src.float64 = src.float64 || op.node->dtype == DType::Float64;
    m << "void main() {\n";
    if (vec) {
      vec_main(m, body);
    } else {
      scalar_main(m, body);
    }
    m << "}\n";
    src.main = m.str();
    return src;
  }

  // Everything source(vec) reads, compactly (fused_source.h's Signature).
  std::string signature(bool vec) const {
    Signature s;
    s << 'e' << vec << static_cast<int64_t>(strided_count_);
    for (const FusedOperand& op : leaves_) s << 'l' << dt(op.node->dtype) << static_cast<int64_t>(op.mode) << op.strided_slot;
    for (const Node* n : group_.members) s.member(*n, [this](const Node* in) { return ref(in); });
    for (const FusedOperand& op : outputs_) {
      s << 'o' << dt(op.node->dtype) << static_cast<int64_t>(op.mode) << op.strided_slot
        << static_cast<int64_t>(member_index_.at(op.node));
    }
    return s.str();
  }

 private:
  // What value() names: member k as k, leaf k as -1 - k.
  int64_t ref(const Node* input) const {
    const int64_t member = member_index_.find(input);
    return member >= 0 ? member : -1 - static_cast<int64_t>(leaf_index_.at(input));
  }

  std::string value(const Node* input) const {
    const int64_t r = ref(input);
    return r >= 0 ? "v" + std::to_string(r) : "a" + std::to_string(-1 - r);
  }

  // One statement per member, in order: vK = op(inputs), rounded to the member's dtype.
  std::string members(FusedSource& src) {
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

  std::string address(size_t k, const FusedOperand& op) const {
    std::string size = std::to_string(itemsize(op.node->dtype));
    std::string p = "PTR(" + std::to_string(k) + ")";
    switch (op.mode) {
      case Mode::Contig: return p + " + g * " + size + "ul";
      case Mode::Scalar: return p;
      case Mode::Strided: return p + " + uint64_t(o" + std::to_string(op.strided_slot) + " * " + size + "l)";
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
      m << "    STORE(" << dts(out->dtype) << ", " << address(leaves_.size() + k, outputs_[k]) << ", v"
        << member_index_.at(out) << ");\n";
    }
    m << "  }\n";
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

void run_fused(Recorder& rec, const FusedGroup& group, bool vector_any_op) {
  const Shape& shape = group.members.front()->shape;
  int64_t n = element_count(shape);
  if (n == 0) return;

  // Leaves: every input from outside the group, once each.
  const NodeIndex members(group.members, [](const Node* m) { return m; });
  std::vector<FusedOperand> leaves, outputs;
  for (const Node* m : group.members) {
    for (const NodePtr& in : m->inputs) {
      const Node* x = in.get();
      if (members.contains(x) || std::any_of(leaves.begin(), leaves.end(), [&](const FusedOperand& l) { return l.node == x; })) {
        continue;
      }
      leaves.push_back({x});
    }
  }
  for (const Node* out : group.outputs) outputs.push_back({out});

  std::vector<Operand> operands;
  for (const FusedOperand& op : leaves) operands.push_back({element_address(*op.node), op.node->strides, itemsize(op.node->dtype)});
  for (const FusedOperand& op : outputs) {
    operands.push_back({element_address(*op.node), contiguous_strides(shape), itemsize(op.node->dtype)});
  }
  std::vector<Strides> strides;
  Shape dims = merge_dimensions(shape, operands, &strides);
  Strides contiguous = contiguous_strides(dims);
  std::vector<int64_t> table(dims.begin(), dims.end());
  size_t strided = 0;
  bool vec = n >= 4;
  for (size_t k = 0; k < operands.size(); ++k) {
    FusedOperand& op = k < leaves.size() ? leaves[k] : outputs[k - leaves.size()];
    bool zero = std::all_of(strides[k].begin(), strides[k].end(), [](int64_t s) { return s == 0; });
    op.mode = strides[k] == contiguous ? Mode::Contig : (zero ? Mode::Scalar : Mode::Strided);
    if (op.mode == Mode::Strided) {
      op.strided_slot = static_cast<int>(strided++);
      table.insert(table.end(), strides[k].begin(), strides[k].end());
    }
    vec = vec && operands[k].itemsize == 4 && op.mode != Mode::Strided &&
          (op.mode == Mode::Scalar || operands[k].address % 16 == 0);
  }
  for (const Node* m : group.members) vec = vec && (vector_any_op || plain(*m));

  std::vector<Access> accesses;
  for (const FusedOperand& op : leaves) accesses.push_back(storage_access(*op.node, false));
  for (const FusedOperand& op : outputs) accesses.push_back(storage_access(*op.node, true));

  FusedPush push{};
  push.rank = static_cast<uint32_t>(dims.size());
  if (strided > 0) push.meta = rec.upload(table.data(), table.size() * sizeof(int64_t));
  if (operands.size() > kPushPointers) {
    std::vector<uint64_t> pointers;
    for (const Operand& op : operands) pointers.push_back(op.address);
    push.ptr[0] = rec.upload(pointers.data(), pointers.size() * sizeof(uint64_t));
  } else {
    for (size_t k = 0; k < operands.size(); ++k) push.ptr[k] = operands[k].address;
  }

  Generator generator(group, leaves, outputs, strided);
  auto launch = [&](bool vector, uint64_t begin, uint64_t end, uint64_t per_group) {
    if (begin >= end) return;
    const std::string key = generator.signature(vector);
    if (signature_check_enabled()) check_signature(key, generator.source(vector).key());
    auto compile = [&] { return ShaderCompiler::instance().compile(generator.source(vector).text(), "fused.comp"); };
    for (uint64_t start = begin; start < end; start += kChunk) {  // kChunk is a multiple of 4
      uint64_t count = std::min<uint64_t>(kChunk, end - start);
      push.start = start;
      push.count = static_cast<uint32_t>(count);
      rec.dispatch_generated(key, compile, &push, sizeof(push), (count + per_group - 1) / per_group, accesses);
    }
  };
  uint64_t first_scalar = vec ? static_cast<uint64_t>(n) / 4 * 4 : 0;
  launch(true, 0, first_scalar, uint64_t{kGroup} * kVecUnroll * 4);
  launch(false, first_scalar, static_cast<uint64_t>(n), kGroup);
}

}  // namespace kiln::vulkan
