#include "backend/vulkan/spirv_coopmat.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <set>

namespace kiln::vulkan {

namespace {

// SPIR-V numbers (the unified specification and the SPV_NV_cooperative_matrix,
// SPV_KHR_cooperative_matrix and SPV_KHR_bfloat16 extensions).
constexpr uint32_t kMagic = 0x07230203;
constexpr size_t kHeaderWords = 5;
constexpr uint32_t kOpName = 5, kOpMemberName = 6, kOpExtension = 10, kOpCapability = 17;
constexpr uint32_t kOpUndef = 1, kOpTypeInt = 21, kOpTypeFloat = 22, kOpTypeArray = 28, kOpTypeRuntimeArray = 29;
constexpr uint32_t kOpTypeStruct = 30, kOpTypePointer = 32, kOpConstantTrue = 41, kOpConstantFalse = 42, kOpConstant = 43;
constexpr uint32_t kOpConstantComposite = 44, kOpConstantNull = 46, kOpVariable = 59, kOpLoad = 61, kOpStore = 62;
constexpr uint32_t kOpCompositeConstruct = 80, kOpCopyObject = 83, kOpPhi = 245;
constexpr uint32_t kOpDecorate = 71, kOpMemberDecorate = 72, kOpDecorateId = 332;
constexpr uint32_t kOpDecorateString = 5632, kOpMemberDecorateString = 5633;
constexpr uint32_t kOpTypeNV = 5358, kOpLoadNV = 5359, kOpStoreNV = 5360, kOpMulAddNV = 5361, kOpLengthNV = 5362;
constexpr uint32_t kOpTypeKHR = 4456, kOpLoadKHR = 4457, kOpStoreKHR = 4458, kOpMulAddKHR = 4459;
constexpr uint32_t kCapabilityNV = 5357, kCapabilityKHR = 6022;
constexpr uint32_t kCapabilityBFloat16Type = 5116, kCapabilityBFloat16CooperativeMatrix = 5118;
constexpr uint32_t kEncodingBFloat16 = 0;
// The KHR Use and layout operands, as the values of the constants added for them.
constexpr uint32_t kUseA = 0, kUseB = 1, kUseAccumulator = 2;
constexpr uint32_t kRowMajor = 0, kColumnMajor = 1;

uint32_t instruction(uint32_t word_count, uint32_t opcode) { return word_count << 16 | opcode; }

std::string literal_string(const uint32_t* operands, size_t count) {
  std::string s(reinterpret_cast<const char*>(operands), count * 4);
  return s.substr(0, s.find('\0'));
}

void append_extension(std::vector<uint32_t>& out, const std::string& name) {
  std::vector<uint32_t> text((name.size() + 4) / 4, 0);  // null-terminated, zero-padded
  std::memcpy(text.data(), name.data(), name.size());
  out.push_back(instruction(static_cast<uint32_t>(1 + text.size()), kOpExtension));
  out.insert(out.end(), text.begin(), text.end());
}

struct Instruction {
  size_t at;
  uint32_t length, opcode;
};

// Opcodes whose first operand is not a result type (names, decorations, type declarations).
bool first_operand_is_not_a_type(uint32_t opcode) {
  return opcode == kOpName || opcode == kOpMemberName || opcode == kOpDecorate || opcode == kOpMemberDecorate ||
         opcode == kOpDecorateId || opcode == kOpDecorateString || opcode == kOpMemberDecorateString ||
         opcode == kOpTypeNV || (opcode >= 19 && opcode <= 39);
}

// Groups of ids (values and variables that hold the same fragments).
class UnionFind {
 public:
  uint32_t find(uint32_t id) {
    auto it = parent_.find(id);
    if (it == parent_.end() || it->second == id) return id;
    return it->second = find(it->second);
  }
  void join(uint32_t a, uint32_t b) { parent_[find(a)] = find(b); }

 private:
  std::map<uint32_t, uint32_t> parent_;
};

// The rewrite in four passes over one module: read the declarations, follow every fragment to
// the multiply-add operands it reaches, give each (NV type, use) a KHR type id, write the module.
// Each pass returns why it refused, or an empty string.
class Rewriter {
 public:
  Rewriter(const uint32_t* words, size_t count, bool bfloat16_inputs)
      : words_(words), count_(count), bfloat16_(bfloat16_inputs) {}

  CoopmatRewrite run() {
    std::string error = split();
    if (error.empty()) error = read_declarations();
    if (error.empty()) error = follow_fragments();
    if (error.empty()) error = assign_types();
    std::vector<uint32_t> out;
    if (error.empty()) error = write(out);
    if (!error.empty()) return {{}, "coopmat_nv_to_khr: " + error};
    return {std::move(out), {}};
  }

 private:
  bool is_nv_type(uint32_t id) const { return std::find(nv_types_.begin(), nv_types_.end(), id) != nv_types_.end(); }

  std::string split() {
    if (!words_ || count_ < kHeaderWords || words_[0] != kMagic) return "not a SPIR-V module";
    for (size_t at = kHeaderWords; at < count_;) {
      const uint32_t length = words_[at] >> 16;
      if (length == 0 || at + length > count_) return "malformed instruction stream";
      list_.push_back({at, length, words_[at] & 0xffff});
      at += length;
    }
    return {};
  }

  // The 32-bit integer and float16 types, the boolean constants, the NV types and the pointer
  // types to them.
  std::string read_declarations() {
    std::set<uint32_t> aggregates, aggregate_pointers;  // arrays and structs holding fragments, pointers to them
    for (const Instruction& in : list_) {
      const uint32_t* w = words_ + in.at;
      if (in.opcode == kOpTypeInt && in.length == 4 && w[2] == 32 && !int32_type_ && nv_types_.empty()) int32_type_ = w[1];
      if (in.opcode == kOpTypeFloat && in.length == 3 && w[2] == 16) float16_type_ = w[1];
      if ((in.opcode == kOpConstantTrue || in.opcode == kOpConstantFalse) && in.length == 3) {
        booleans_[w[2]] = in.opcode == kOpConstantTrue;
      }
      if (in.opcode == kOpTypeInt && in.length == 4 && w[3] == 1) signed_ints_.insert(w[1]);
      if (in.opcode == kOpTypeNV && in.length == 6) {
        nv_types_.push_back(w[1]);
        component_[w[1]] = w[2];
      }
      if (in.opcode == kOpTypePointer && in.length == 4 && is_nv_type(w[3])) pointee_[w[1]] = w[3];
      if ((in.opcode == kOpTypeArray || in.opcode == kOpTypeRuntimeArray || in.opcode == kOpTypeStruct) && in.length >= 3) {
        for (uint32_t i = 2; i < in.length; ++i) {
          if (is_nv_type(w[i]) || aggregates.count(w[i])) aggregates.insert(w[1]);
        }
      }
      if (in.opcode == kOpTypePointer && in.length == 4 && aggregates.count(w[3])) aggregate_pointers.insert(w[1]);
      // Arrays of fragments left in the module are fine while nothing holds one (glslc's optimizer
      // splits unrolled fragment arrays into variables of their own but keeps the declarations).
      if (in.opcode == kOpVariable && in.length >= 3 && aggregate_pointers.count(w[1])) {
        return "a variable holds cooperative matrices in an array or struct";
      }
    }
    if (nv_types_.empty()) return "the module declares no cooperative-matrix type";
    if (!int32_type_) return "no 32-bit integer type before the first cooperative-matrix type";
    return {};
  }

  // Every fragment value and every variable holding one, grouped with what it flows into and
  // out of (stores and loads through variables, copies, phis); each group takes the use of the
  // multiply-add operands it reaches.
  std::string follow_fragments() {
    for (const Instruction& in : list_) {
      const uint32_t* w = words_ + in.at;
      if (first_operand_is_not_a_type(in.opcode) || in.length < 3) continue;
      if (is_nv_type(w[1])) type_of_[w[2]] = w[1];
      if (in.opcode == kOpVariable && pointee_.count(w[1])) type_of_[w[2]] = pointee_[w[1]];
    }
    UnionFind groups;
    std::vector<std::pair<uint32_t, uint32_t>> marks;  // (id, use) from the multiply-adds
    auto joins = [&](uint32_t a, uint32_t b) {
      if (type_of_.count(a) && type_of_.count(b)) groups.join(a, b);
    };
    for (const Instruction& in : list_) {
      const uint32_t* w = words_ + in.at;
      if (in.length < 3) continue;  // no result type and id, no operands to follow
      switch (in.opcode) {
        case kOpMulAddNV:
          if (in.length != 6) return "OpCooperativeMatrixMulAddNV of unexpected length";
          marks.insert(marks.end(), {{w[2], kUseAccumulator}, {w[3], kUseA}, {w[4], kUseB}, {w[5], kUseAccumulator}});
          break;
        case kOpStore: joins(w[1], w[2]); break;
        case kOpLoad:
        case kOpCopyObject:
          if (in.length >= 4) joins(w[2], w[3]);
          break;
        case kOpPhi:
          for (uint32_t i = 3; i + 1 < in.length; i += 2) joins(w[2], w[i]);
          break;
        case kOpStoreNV: break;
        default:
          if (type_of_.count(w[2]) && is_nv_type(w[1]) && in.opcode != kOpLoadNV && in.opcode != kOpConstantComposite &&
              in.opcode != kOpCompositeConstruct && in.opcode != kOpConstantNull && in.opcode != kOpUndef) {
            return "a fragment made by opcode " + std::to_string(in.opcode) + ", which the rewrite does not follow";
          }
      }
    }
    std::map<uint32_t, uint32_t> bits;  // group root -> 1 << use
    for (const auto& [id, use] : marks) {
      if (!type_of_.count(id)) return "a multiply-add operand of unknown type";
      bits[groups.find(id)] |= 1u << use;
    }
    for (const auto& [id, type] : type_of_) {
      const auto found = bits.find(groups.find(id));
      const uint32_t b = found == bits.end() ? 0 : found->second;
      if (b != 0 && b != 1u << kUseA && b != 1u << kUseB && b != 1u << kUseAccumulator) {
        return "fragment %" + std::to_string(id) + " serves more than one use";
      }
      if (b == 0) continue;
      use_of_[id] = b == 1u << kUseA ? kUseA : b == 1u << kUseB ? kUseB : kUseAccumulator;
      if (!first_use_.count(type)) first_use_[type] = use_of_[id];
    }
    for (const auto& [id, type] : type_of_) {
      if (use_of_.count(id)) continue;  // a value no multiply-add reaches (a dead variable): its type's first use
      if (!first_use_.count(type)) return "cooperative-matrix type %" + std::to_string(type) + " reaches no multiply-add";
      use_of_[id] = first_use_[type];
    }
    return {};
  }

  // Each NV type becomes one KHR type per use its values have, the first keeping the NV type's
  // id; pointer types likewise. New ids come after the module's bound.
  std::string assign_types() {
    bound_ = words_[3];
    for (uint32_t type : nv_types_) {
      if (!first_use_.count(type)) return "cooperative-matrix type %" + std::to_string(type) + " reaches no multiply-add";
      khr_type_[{type, first_use_[type]}] = type;
    }
    for (const auto& [id, use] : use_of_) {
      auto key = std::make_pair(type_of_[id], use);
      if (!khr_type_.count(key)) khr_type_[key] = bound_++;
    }
    for (const auto& [pointer, type] : pointee_) khr_pointer_[{pointer, first_use_[type]}] = pointer;
    for (const Instruction& in : list_) {
      const uint32_t* w = words_ + in.at;
      if (in.opcode == kOpVariable && in.length >= 3 && pointee_.count(w[1])) {
        auto key = std::make_pair(w[1], use_of_[w[2]]);
        if (!khr_pointer_.count(key)) khr_pointer_[key] = bound_++;
        variable_pointer_[w[2]] = khr_pointer_[key];
      }
    }
    for (uint32_t& id : constant_) id = bound_++;  // 0, 1, 2: the Use and layout operands
    if (bfloat16_) bfloat16_type_ = bound_++;
    return {};
  }

  bool layout(uint32_t column_major_id, uint32_t* id) const {
    auto known = booleans_.find(column_major_id);
    if (known == booleans_.end()) return false;
    *id = constant_[known->second ? kColumnMajor : kRowMajor];
    return true;
  }

  std::string write(std::vector<uint32_t>& out) {
    out.assign(words_, words_ + kHeaderWords);
    out[3] = bound_;
    out.reserve(count_ + 64);
    bool declared = false;
    for (const Instruction& in : list_) {
      const uint32_t* w = words_ + in.at;
      switch (in.opcode) {
        case kOpCapability:
          if (in.length == 2 && w[1] == kCapabilityNV) {
            out.insert(out.end(), {instruction(2, kOpCapability), kCapabilityKHR});
            if (bfloat16_) {
              out.insert(out.end(), {instruction(2, kOpCapability), kCapabilityBFloat16Type, instruction(2, kOpCapability),
                                     kCapabilityBFloat16CooperativeMatrix});
            }
            continue;
          }
          break;
        case kOpExtension:
          if (literal_string(w + 1, in.length - 1) == "SPV_NV_cooperative_matrix") {
            append_extension(out, "SPV_KHR_cooperative_matrix");
            if (bfloat16_) append_extension(out, "SPV_KHR_bfloat16");
            continue;
          }
          break;
        case kOpTypeNV: {
          if (in.length != 6) return "OpTypeCooperativeMatrixNV of unexpected length";
          if (!declared) {
            for (uint32_t value = 0; value < 3; ++value) {
              out.insert(out.end(), {instruction(4, kOpConstant), int32_type_, constant_[value], value});
            }
            if (bfloat16_) out.insert(out.end(), {instruction(4, kOpTypeFloat), bfloat16_type_, 16, kEncodingBFloat16});
            declared = true;
          }
          for (const auto& [key, id] : khr_type_) {  // this NV type's KHR types, one per use
            if (key.first != w[1]) continue;
            uint32_t component = w[2];
            if (bfloat16_ && key.second != kUseAccumulator) {
              if (component != float16_type_ || !float16_type_) return "a bfloat16 A or B fragment must be written as float16";
              component = bfloat16_type_;
            }
            out.insert(out.end(), {instruction(7, kOpTypeKHR), id, component, w[3], w[4], w[5], constant_[key.second]});
          }
          continue;
        }
        case kOpTypePointer:
          if (in.length == 4 && pointee_.count(w[1])) {
            for (const auto& [key, id] : khr_pointer_) {
              if (key.first == w[1]) out.insert(out.end(), {instruction(4, kOpTypePointer), id, w[2], khr_type_.at({w[3], key.second})});
            }
            continue;
          }
          break;
        case kOpLoadNV: {
          uint32_t layout_id;
          if (in.length < 6 || !layout(w[5], &layout_id)) return "a load's column-major operand is not a constant";
          if (!use_of_.count(w[2]) || !is_nv_type(w[1])) return "a load whose result is not a fragment";
          out.insert(out.end(), {instruction(in.length, kOpLoadKHR), khr_type_.at({w[1], use_of_.at(w[2])}), w[2], w[3], layout_id, w[4]});
          out.insert(out.end(), w + 6, w + in.length);
          continue;
        }
        case kOpStoreNV: {
          uint32_t layout_id;
          if (in.length < 5 || !layout(w[4], &layout_id)) return "a store's column-major operand is not a constant";
          out.insert(out.end(), {instruction(in.length, kOpStoreKHR), w[1], w[2], layout_id, w[3]});
          out.insert(out.end(), w + 5, w + in.length);
          continue;
        }
        case kOpLengthNV: return "OpCooperativeMatrixLengthNV is not rewritten";
        default: break;
      }
      if (in.opcode == kOpMulAddNV) {  // NV takes signedness from the types, KHR from operand flags
        const uint32_t flags = signed_flags(w);
        out.insert(out.end(), {instruction(flags ? 7 : 6, kOpMulAddKHR), 0, w[2], w[3], w[4], w[5]});
        out[out.size() - 5] = khr_type_.at({w[1], use_of_.at(w[2])});
        if (flags) out.push_back(flags);
        continue;
      }
      const size_t start = out.size();
      out.push_back(w[0]);
      out.insert(out.end(), w + 1, w + in.length);
      // A fragment value or variable takes the type of its use.
      const bool typed = in.length >= 3 && (is_nv_type(w[1]) || (in.opcode == kOpVariable && pointee_.count(w[1])));
      if (typed && !first_operand_is_not_a_type(in.opcode) && use_of_.count(w[2])) {
        out[start + 1] = in.opcode == kOpVariable ? variable_pointer_.at(w[2]) : khr_type_.at({w[1], use_of_.at(w[2])});
      }
    }
    return {};
  }

  // KHR's Cooperative Matrix Operands for a multiply-add: A, B, C and the result signed (0x1,
  // 0x2, 0x4, 0x8) where their components are signed integers.
  uint32_t signed_flags(const uint32_t* w) const {
    auto is_signed = [&](uint32_t value_type) {
      const auto found = component_.find(value_type);
      return found != component_.end() && signed_ints_.count(found->second) != 0;
    };
    auto type_of = [&](uint32_t value) {
      const auto found = type_of_.find(value);
      return found == type_of_.end() ? 0u : found->second;
    };
    return (is_signed(type_of(w[3])) ? 0x1u : 0u) | (is_signed(type_of(w[4])) ? 0x2u : 0u) |
           (is_signed(type_of(w[5])) ? 0x4u : 0u) | (is_signed(w[1]) ? 0x8u : 0u);
  }

  const uint32_t* words_;
  size_t count_;
  bool bfloat16_;
  std::vector<Instruction> list_;
  uint32_t int32_type_ = 0, float16_type_ = 0, bfloat16_type_ = 0, bound_ = 0;
  uint32_t constant_[3] = {0, 0, 0};
  std::map<uint32_t, bool> booleans_;
  std::map<uint32_t, uint32_t> pointee_;  // pointer type -> NV type
  std::vector<uint32_t> nv_types_;
  std::map<uint32_t, uint32_t> component_;  // NV type -> its component type
  std::set<uint32_t> signed_ints_;          // signed integer types
  std::map<uint32_t, uint32_t> type_of_;    // value or variable -> NV type
  std::map<uint32_t, uint32_t> use_of_;     // value or variable -> use
  std::map<uint32_t, uint32_t> first_use_;  // NV type -> the use of its first marked value
  std::map<std::pair<uint32_t, uint32_t>, uint32_t> khr_type_, khr_pointer_;  // (NV type or pointer, use) -> id
  std::map<uint32_t, uint32_t> variable_pointer_;  // variable -> its pointer type
};

}  // namespace

CoopmatRewrite coopmat_nv_to_khr(const uint32_t* words, size_t count, bool bfloat16_inputs) {
  return Rewriter(words, count, bfloat16_inputs).run();
}

}  // namespace kiln::vulkan
