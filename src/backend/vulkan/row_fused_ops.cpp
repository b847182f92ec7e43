// Row groups (core/fusion.h: persistent reductions) as one generated kernel: P threads take a
// row (all 256 of a workgroup for long rows, fewer, with several rows a workgroup, for short
// ones), each holding K = ceil(C / P) of its elements in registers, columns lane + k * P
// (neighbouring threads read neighbouring elements; with rows of whole 16-byte words, words
// lane + j * P, four registers each). Per-element members are computed on those
// registers, per-row members (reductions' values and what is computed from them) once per
// thread, reductions by each thread over its K values, then a tree in shared memory over the
// row's P threads. Leaves are read once, stored members written once.
#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>

#include "backend/vulkan/fused_source.h"
#include "backend/vulkan/ops.h"
#include "backend/vulkan/shader_compiler.h"
#include "core/error.h"

namespace kiln::vulkan {

namespace {

constexpr uint32_t kThreads = 256;     // a workgroup
constexpr int64_t kMaxPerThread = 32;  // K at most: the register budget of a row
constexpr size_t kPushPointers = 13;

struct RowPush {  // the generated kernel's push constants
  uint64_t meta;
  uint64_t rows;
  uint32_t cols;
  uint32_t unused;
  uint64_t ptr[kPushPointers];  // operand addresses, or ptr[0] = a table of them when there are more
};
static_assert(sizeof(RowPush) == 128, "must fill the push-constant range and match the kernel text");

// How an operand's offset depends on the row index (or on the column index): not at all, as
// the index itself, as index * stride, or through a shape/strides table; `slot` indexes meta.
enum class Part { Zero, Unit, One, Table };

struct PartLayout {
  Part part = Part::Zero;
  size_t slot = 0, rank = 0;
};

struct RowLeaf {
  const Node* node;
  bool per_element = false;  // varies along the row: K registers a thread, else one
  bool vec = false;          // read as 16-byte words (VEC kernels: 4-byte, contiguous, aligned rows)
  PartLayout row, col;
};


PartLayout part_layout(const int64_t* shape, const int64_t* strides, size_t n, std::vector<int64_t>& meta) {
  Shape s;
  Strides st;
  collapse_axes(shape, strides, n, s, st);
  PartLayout p;
  if (s.empty() || (s.size() == 1 && st[0] == 0)) return p;
  p.slot = meta.size();
  p.rank = s.size();
  if (s.size() == 1) {
    p.part = st[0] == 1 ? Part::Unit : Part::One;
    meta.push_back(st[0]);
    return p;
  }
  p.part = Part::Table;
  meta.insert(meta.end(), s.begin(), s.end());
  meta.insert(meta.end(), st.begin(), st.end());
  return p;
}

std::string part_offset(const PartLayout& p, const std::string& index) {
  switch (p.part) {
    case Part::Zero: return "int64_t(0)";
    case Part::Unit: return "int64_t(" + index + ")";
    case Part::One: return "(int64_t(" + index + ") * m.v[" + std::to_string(p.slot) + "])";
    case Part::Table:
      return "table_off(uint64_t(" + index + "), " + std::to_string(p.slot) + "u, " + std::to_string(p.rank) + "u)";
  }
  return "int64_t(0)";
}

bool per_element_member(const Node& n, const FusedGroup& g) { return n.kind != OpKind::Reduce && n.shape == g.full; }

const char* acc_type(DType in) { return in == DType::Float64 ? "double" : "float"; }

std::string reduction_tag(ReduceOp op) {
  switch (op) {
    case ReduceOp::Sum: return "sum";
    case ReduceOp::Prod: return "prod";
    case ReduceOp::Max: return "max";
    default: return "min";
  }
}

// Identity and combination as reduce.comp has them (a NaN wins max and min), and the row's
// combination: with `shuffle`, a butterfly within the subgroup (a row of P threads lies in one
// when P <= the subgroup size: no barrier), then one partial a subgroup through shared memory,
// combined in the same order by every thread; without, a tree in shared memory. Every thread of
// the row ends with the same bits (x + y == y + x at each butterfly step).
std::string reduce_helpers(ReduceOp op, const std::string& a, uint32_t p, bool shuffle) {
  std::string n = reduction_tag(op) + "_" + a;
  std::string ident = op == ReduceOp::Sum ? "0.0" : op == ReduceOp::Prod ? "1.0" : op == ReduceOp::Max ? "-1.0 / 0.0" : "1.0 / 0.0";
  std::string comb = op == ReduceOp::Sum    ? "x + y"
                     : op == ReduceOp::Prod ? "x * y"
                     : op == ReduceOp::Max  ? "(isnan(x) || isnan(y)) ? x + y : max(x, y)"
                                            : "(isnan(x) || isnan(y)) ? x + y : min(x, y)";
  std::ostringstream s;
  s << a << " ident_" << n << "() { return " << a << "(" << ident << "); }\n"
    << a << " comb_" << n << "(" << a << " x, " << a << " y) { return " << comb << "; }\n"
    << a << " row_" << n << "(" << a << " v) {\n"
    << "  uint t = gl_LocalInvocationID.x, lane = t % " << p << "u;\n";
  if (shuffle) {
    s << "  uint width = min(" << p << "u, gl_SubgroupSize);\n"
      << "  for (uint o = 1u; o < width; o <<= 1u) v = comb_" << n << "(v, subgroupShuffleXor(v, o));\n"
      << "  if (" << p << "u <= gl_SubgroupSize) return v;\n"
      << "  if (t % gl_SubgroupSize == 0u) s_" << a << "[t / gl_SubgroupSize] = v;\n"
      << "  barrier();\n"
      << "  uint first = (t - lane) / gl_SubgroupSize;\n"
      << "  v = s_" << a << "[first];\n"
      << "  for (uint i = 1u; i < " << p << "u / gl_SubgroupSize; ++i) v = comb_" << n << "(v, s_" << a << "[first + i]);\n"
      << "  barrier();\n  return v;\n}\n";
    return s.str();
  }
  s << "  s_" << a << "[t] = v;\n  barrier();\n"
    << "  [[unroll]] for (uint s = " << p / 2 << "u; s > 0u; s >>= 1u) {\n"
    << "    if (lane < s) s_" << a << "[t] = comb_" << n << "(s_" << a << "[t], s_" << a << "[t + s]);\n"
    << "    barrier();\n  }\n"
    << "  v = s_" << a << "[t - lane];\n  barrier();\n  return v;\n}\n";
  return s.str();
}

class RowGenerator {
 public:
  RowGenerator(const FusedGroup& group, const std::vector<RowLeaf>& leaves, const std::vector<bool>& vec_outputs,
               uint32_t p, uint32_t k, bool uses_meta, bool shuffle, bool vec)
      : group_(group), leaves_(leaves), vec_outputs_(vec_outputs), p_(p), k_(k), uses_meta_(uses_meta),
        shuffle_(shuffle), vec_(vec), leaf_index_(leaves, [](const RowLeaf& leaf) { return leaf.node; }),
        member_index_(group.members, [](const Node* m) { return m; }) {}

  FusedSource source() {
    FusedSource src;
    std::ostringstream body;
    std::set<std::pair<ReduceOp, std::string>> reductions;
    for (size_t j = 0; j < group_.members.size(); ++j) {
      const Node& n = *group_.members[j];
      std::string t = dts(n.dtype), v = "v" + std::to_string(j);
      std::string prec = is_floating(n.dtype) ? "precise " : "";
      if (n.kind == OpKind::Reduce) {
        const Node& in = *n.inputs.at(0);
        std::string a = acc_type(in.dtype);
        src.float64 = src.float64 || in.dtype == DType::Float64;
        std::string name = reduction_tag(n.params.reduce) + "_" + a;
        reductions.insert({n.params.reduce, a});
        body << "  " << a << " r" << j << " = ident_" << name << "();\n"
             << "  [[unroll]] for (uint k = 0u; k < K; ++k) {\n"
             << "    if (COL(k) < pc.cols) r" << j << " = comb_" << name << "(r" << j << ", " << a << "("
             << value(&in, true) << "));\n  }\n"
             << "  r" << j << " = row_" << name << "(r" << j << ");\n"
             << "  CTYPE(" << t << ") " << v << " = KEEP(" << t << ", r" << j << ");\n";
      } else if (per_element_member(n, group_)) {
        std::string e = member_expression(n, src, [this](const Node* in) { return value(in, true); });
        body << "  CTYPE(" << t << ") " << v << "[K];\n"
             << "  [[unroll]] for (uint k = 0u; k < K; ++k) {\n"
             << "    " << prec << "CTYPE(" << t << ") e = " << e << ";\n    " << v << "[k] = e;\n  }\n";
      } else {
        std::string e = member_expression(n, src, [this](const Node* in) { return value(in, false); });
        body << "  " << prec << "CTYPE(" << t << ") " << v << " = " << e << ";\n";
      }
    }
    for (const RowLeaf& leaf : leaves_) src.float64 = src.float64 || leaf.node->dtype == DType::Float64;

    std::ostringstream m;
    size_t operands = leaves_.size() + group_.outputs.size();
    if (shuffle_ && !reductions.empty()) {
      src.extensions = "#extension GL_KHR_shader_subgroup_basic : require\n#extension GL_KHR_shader_subgroup_shuffle : require\n";
    }
    m << "layout(local_size_x = " << kThreads << ") in;\n"
      << "layout(push_constant) uniform Push { uint64_t meta; uint64_t rows; uint cols; uint unused; uint64_t ptr["
      << kPushPointers << "]; } pc;\n"
      << "#define P " << p_ << "u\n#define K " << k_ << "u\n";
    // Register k's column: lane + k * P, or, reading 16-byte words, element k % 4 of word
    // lane + (k / 4) * P.
    m << (vec_ ? "#define COL(k) ((lane + ((k) >> 2u) * P) * 4u + ((k) & 3u))\n" : "#define COL(k) (lane + (k) * P)\n");
    if (operands > kPushPointers) {
      m << "layout(buffer_reference, std430, buffer_reference_align = 8) readonly buffer Pointers { uint64_t v[]; };\n"
           "#define PTR(i) Pointers(pc.ptr[0]).v[i]\n";
    } else {
      m << "#define PTR(i) pc.ptr[i]\n";
    }
    std::set<std::string> accs;
    for (const auto& r : reductions) accs.insert(r.second);
    for (const std::string& a : accs) m << "shared " << a << " s_" << a << "[" << kThreads << "];\n";
    for (const auto& [op, a] : reductions) m << reduce_helpers(op, a, p_, shuffle_);
    if (uses_meta_) {
      m << "int64_t table_off(uint64_t idx, uint base, uint rank) {\n"
           "  Meta m = Meta(pc.meta);\n  int64_t off = 0;\n"
           "  for (uint d = rank; d-- > 0u;) off += int64_t(next_coordinate(idx, uint64_t(m.v[base + d]))) * m.v[base + rank + d];\n"
           "  return off;\n}\n";
    }
    m << "void main() {\n"
         "  uint lane = gl_LocalInvocationID.x % P;\n"
         "  uint64_t r = uint64_t(flat_group()) * uint64_t("
      << kThreads / p_
      << "u) + uint64_t(gl_LocalInvocationID.x / P);\n"
         "  bool row_ok = r < pc.rows;\n"
         "  uint64_t rr = row_ok ? r : 0ul;  // rows past the end compute row 0's values and store nothing\n";
    if (uses_meta_) m << "  Meta m = Meta(pc.meta);\n";
    for (size_t i = 0; i < leaves_.size(); ++i) load_leaf(m, i);
    m << body.str();
    for (size_t o = 0; o < group_.outputs.size(); ++o) store_output(m, o);
    m << "}\n";
    src.main = m.str();
    return src;
  }

  // Everything source() reads, compactly (fused_source.h's Signature).
  std::string signature() const {
    Signature s;
    s << 'r' << p_ << k_ << uses_meta_ << shuffle_ << vec_;
    for (const RowLeaf& l : leaves_) {
      s << 'l' << dt(l.node->dtype) << l.per_element << l.vec << static_cast<int64_t>(l.row.part)
        << static_cast<int64_t>(l.row.slot) << static_cast<int64_t>(l.row.rank) << static_cast<int64_t>(l.col.part)
        << static_cast<int64_t>(l.col.slot) << static_cast<int64_t>(l.col.rank);
    }
    for (const Node* n : group_.members) {
      s << per_element_member(*n, group_);
      s.member(*n, [this](const Node* in) { return ref(in); });
    }
    for (size_t o = 0; o < group_.outputs.size(); ++o) {
      s << 'o' << static_cast<int64_t>(member_index_.at(group_.outputs[o])) << vec_outputs_[o];
    }
    return s.str();
  }

 private:
  // What value() names: member j as j, leaf i as -1 - i.
  int64_t ref(const Node* in) const {
    if (in->kind == OpKind::View && !member_index_.contains(in) && !leaf_index_.contains(in)) in = in->inputs.at(0).get();
    const int64_t member = member_index_.find(in);
    return member >= 0 ? member : -1 - static_cast<int64_t>(leaf_index_.at(in));
  }

  // A value by name: per-element ones indexed by k where the reader is per-element.
  std::string value(const Node* in, bool per_element) const {
    const int64_t r = ref(in);
    const bool varies = r >= 0 ? per_element_member(*group_.members[static_cast<size_t>(r)], group_)
                               : leaves_[static_cast<size_t>(-1 - r)].per_element;
    std::string v = (r >= 0 ? "v" + std::to_string(r) : "a" + std::to_string(-1 - r));
    return varies ? (per_element ? v + "[k]" : v + "[0]") : v;
  }

  void load_leaf(std::ostringstream& m, size_t i) const {
    const RowLeaf& leaf = leaves_[i];
    std::string t = dts(leaf.node->dtype), size = std::to_string(itemsize(leaf.node->dtype));
    std::string ro = "ro" + std::to_string(i), a = "a" + std::to_string(i);
    m << "  int64_t " << ro << " = " << part_offset(leaf.row, "rr") << ";\n";
    if (!leaf.per_element) {
      m << "  CTYPE(" << t << ") " << a << " = LOAD(" << t << ", PTR(" << i << ") + uint64_t(" << ro << " * " << size
        << "l));\n";
      return;
    }
    m << "  CTYPE(" << t << ") " << a << "[K];\n";
    if (leaf.vec) {
      m << "  [[unroll]] for (uint j = 0u; j < K / 4u; ++j) {\n"
        << "    uint w = lane + j * P;\n    uvec4 q = uvec4(0u);\n"
        << "    if (w * 4u < pc.cols) q = BufVec4(PTR(" << i << ") + uint64_t(" << ro << " * 4l) + uint64_t(w) * 16ul).v[0];\n"
        << "    [[unroll]] for (uint e = 0u; e < 4u; ++e) " << a << "[j * 4u + e] = FROM_WORD(" << t << ", q[e]);\n  }\n";
      return;
    }
    m << "  [[unroll]] for (uint k = 0u; k < K; ++k) {\n"
      << "    uint c = COL(k);\n"
      << "    " << a << "[k] = CTYPE(" << t << ")(0);\n"
      << "    if (c < pc.cols) " << a << "[k] = LOAD(" << t << ", PTR(" << i << ") + uint64_t((" << ro << " + "
      << part_offset(leaf.col, "c") << ") * " << size << "l));\n  }\n";
  }

  void store_output(std::ostringstream& m, size_t o) const {
    const Node* out = group_.outputs[o];
    std::string t = dts(out->dtype), size = std::to_string(itemsize(out->dtype));
    std::string v = "v" + std::to_string(member_index_.at(out));
    std::string ptr = "PTR(" + std::to_string(leaves_.size() + o) + ")";
    if (per_element_member(*out, group_) && vec_outputs_[o]) {
      m << "  if (row_ok) {\n    [[unroll]] for (uint j = 0u; j < K / 4u; ++j) {\n"
        << "      uint w = lane + j * P;\n"
        << "      uvec4 q;\n      [[unroll]] for (uint e = 0u; e < 4u; ++e) q[e] = TO_WORD(" << t << ", " << v
        << "[j * 4u + e]);\n"
        << "      if (w * 4u < pc.cols) BufVec4(" << ptr << " + rr * uint64_t(pc.cols) * 4ul + uint64_t(w) * 16ul).v[0] = q;\n"
        << "    }\n  }\n";
    } else if (per_element_member(*out, group_)) {
      m << "  if (row_ok) {\n    [[unroll]] for (uint k = 0u; k < K; ++k) {\n"
        << "      uint c = COL(k);\n"
        << "      if (c < pc.cols) STORE(" << t << ", " << ptr << " + (rr * uint64_t(pc.cols) + uint64_t(c)) * " << size
        << "ul, " << v << "[k]);\n    }\n  }\n";
    } else {
      m << "  if (row_ok && lane == 0u) STORE(" << t << ", " << ptr << " + rr * " << size << "ul, " << v << ");\n";
    }
  }

  const FusedGroup& group_;
  const std::vector<RowLeaf>& leaves_;
  const std::vector<bool>& vec_outputs_;
  uint32_t p_, k_;
  bool uses_meta_, shuffle_, vec_;
  NodeIndex leaf_index_, member_index_;
};

// Every row of the operand starts at a multiple of 4 elements from its first.
bool word_aligned_rows(const PartLayout& row, const std::vector<int64_t>& meta) {
  switch (row.part) {
    case Part::Zero: return true;
    case Part::Unit: return false;
    case Part::One: return meta[row.slot] % 4 == 0;
    case Part::Table:
      for (size_t d = 0; d < row.rank; ++d) {
        if (meta[row.slot + row.rank + d] % 4 != 0) return false;
      }
      return true;
  }
  return false;
}

uint32_t next_power_of_two(int64_t n) {
  uint32_t p = 1;
  while (p < n) p <<= 1;
  return p;
}

}  // namespace

int64_t row_fusion_limit_node(const Node& reduce, bool float64) {
  if (!ShaderCompiler::instance().available() || !has_native_kernel(reduce, float64)) return 0;
  DType in = reduce.inputs.at(0)->dtype;
  if (!is_floating(in)) return 0;
  return kThreads * kMaxPerThread / (in == DType::Float64 ? 2 : 1);
}

void run_row_fused(Recorder& rec, const FusedGroup& group, bool shuffle) {
  const Shape& full = group.full;
  const size_t lead = group.rows.size();
  const int64_t rows = element_count(group.rows);
  int64_t cols = 1;
  for (size_t d = lead; d < full.size(); ++d) cols *= full[d];
  if (rows == 0 || cols == 0) return;
  if (cols > kThreads * kMaxPerThread) fail(Status::Internal, "Vulkan: a row group's rows are too long");

  // Threads a row: enough for about 8 values each, at most a workgroup.
  uint32_t p = std::min<uint32_t>(kThreads, next_power_of_two((cols + 7) / 8));
  uint32_t k = static_cast<uint32_t>((cols + p - 1) / p);
  // Rows of whole 16-byte words: 4-byte per-element operands whose rows start 16-byte aligned
  // move as uvec4s, four registers a word (K a multiple of 4).
  // KILN_ROW_VEC=off keeps 4-byte loads (to compare the two on a device).
  static const bool vec_allowed = !(std::getenv("KILN_ROW_VEC") && std::string(std::getenv("KILN_ROW_VEC")) == "off");
  const bool vec = vec_allowed && cols % 4 == 0 && cols >= 4;
  if (vec) k = static_cast<uint32_t>(4 * ((cols + 4 * p - 1) / (4 * p)));

  // Leaves: every input from outside the group, once each; views of members are read in registers.
  const NodeIndex members(group.members, [](const Node* m) { return m; });
  std::vector<RowLeaf> leaves;
  std::vector<int64_t> meta;
  for (const Node* m : group.members) {
    for (const NodePtr& in : m->inputs) {
      const Node* x = in.get();
      if (members.contains(x) || std::any_of(leaves.begin(), leaves.end(), [&](const RowLeaf& l) { return l.node == x; })) {
        continue;
      }
      if (x->kind == OpKind::View && !x->inputs.empty() && members.contains(x->inputs.front().get())) continue;
      RowLeaf leaf{x};
      leaf.row = part_layout(x->shape.data(), x->strides.data(), std::min(lead, x->shape.size()), meta);
      if (x->shape == full) {
        leaf.col = part_layout(x->shape.data() + lead, x->strides.data() + lead, full.size() - lead, meta);
        leaf.per_element = leaf.col.part != Part::Zero;
        leaf.vec = vec && leaf.per_element && leaf.col.part == Part::Unit && itemsize(x->dtype) == 4 &&
                   element_address(*x) % 16 == 0 && word_aligned_rows(leaf.row, meta);
      }
      leaves.push_back(leaf);
    }
  }
  bool uses_meta = !meta.empty();

  std::vector<uint64_t> pointers;
  std::vector<Access> accesses;
  for (const RowLeaf& leaf : leaves) {
    pointers.push_back(element_address(*leaf.node));
    accesses.push_back(storage_access(*leaf.node, false));
  }
  for (const Node* out : group.outputs) {
    pointers.push_back(element_address(*out));
    accesses.push_back(storage_access(*out, true));
  }
  RowPush push{};
  push.rows = static_cast<uint64_t>(rows);
  push.cols = static_cast<uint32_t>(cols);
  if (uses_meta) push.meta = rec.upload(meta.data(), meta.size() * sizeof(int64_t));
  if (pointers.size() > kPushPointers) {
    push.ptr[0] = rec.upload(pointers.data(), pointers.size() * sizeof(uint64_t));
  } else {
    std::copy(pointers.begin(), pointers.end(), push.ptr);
  }

  std::vector<bool> vec_outputs;
  for (const Node* out : group.outputs) vec_outputs.push_back(vec && itemsize(out->dtype) == 4 && element_address(*out) % 16 == 0);
  RowGenerator generator(group, leaves, vec_outputs, p, k, uses_meta, shuffle, vec);
  const std::string key = generator.signature();
  if (signature_check_enabled()) check_signature(key, generator.source().key());
  auto compile = [&] { return ShaderCompiler::instance().compile(generator.source().text(), "row_fused.comp"); };
  uint64_t per_group = kThreads / p;
  rec.dispatch_generated(key, compile, &push, sizeof(push), (static_cast<uint64_t>(rows) + per_group - 1) / per_group,
                         accesses);
}

}  // namespace kiln::vulkan
