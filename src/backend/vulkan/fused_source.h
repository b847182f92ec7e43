// The generated source of a fused kernel (fused_ops.cpp, row_fused_ops.cpp): the GLSL library
// parts it needs and its main text, and one member's expression.
#pragma once

#include <algorithm>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/node.h"

namespace kiln::vulkan {

// Everything the generated source depends on; `key()` names it in the pipeline cache.
struct FusedSource {
  bool float64 = false;
  std::set<int> unary, binary;
  std::set<std::pair<int, int>> casts;
  std::string extensions;  // #extension lines beyond common.glsl's
  std::string main;

  std::string key() const {
    std::ostringstream k;
    k << "fused f64=" << float64 << " " << extensions << " u";
    for (int d : unary) k << ' ' << d;
    k << " b";
    for (int d : binary) k << ' ' << d;
    k << " c";
    for (auto [a, b] : casts) k << ' ' << a << '>' << b;
    k << '\n' << main;
    return k.str();
  }

  // The whole kernel: "#version 460", library(), main.
  std::string text() const;
  // The extensions, GLSL library and op templates `main` calls (common.glsl first): what a
  // matmul kernel with an epilogue includes in place of common.glsl (fused_ops.cpp).
  std::string library() const;
};

// What a generated kernel's text depends on, compactly: fused_ops.cpp and row_fused_ops.cpp key
// their pipelines by it, so an eval whose kernel is cached builds no GLSL text (building it took
// about as long as the rest of the recording). Each generator appends everything its text
// reads; KILN_FUSED_KEY_CHECK=1 (ctest) also builds the text on every dispatch and fails if
// one signature ever stood for two texts.
class Signature {
 public:
  // A number, or a char that starts a section (leaves, members, outputs).
  template <typename T>
  Signature& operator<<(T v) {
    static_assert(std::is_integral_v<T>, "a signature holds numbers");
    if constexpr (std::is_same_v<T, char>) {
      text_ += v;
    } else {
      text_ += std::to_string(static_cast<int64_t>(v));
      text_ += ',';
    }
    return *this;
  }
  // A member: its op, its dtype and its inputs' dtypes, and where each input comes from (`ref`:
  // numbers the caller gives members and leaves alike).
  void member(const Node& n, const std::function<int64_t(const Node*)>& ref);
  const std::string& str() const { return text_; }

 private:
  std::string text_;
};

bool signature_check_enabled();
// Fails (Status::Internal) if `signature` came with another text key before.
void check_signature(const std::string& signature, const std::string& text_key);

// Node -> number for a fused group's members or leaves, in one sorted vector (a tree of
// std::map nodes per group was a visible part of recording a long chain's kernels).
class NodeIndex {
 public:
  NodeIndex() = default;
  template <typename Range, typename NodeOf>
  NodeIndex(const Range& items, NodeOf node_of) {
    entries_.reserve(items.size());
    for (size_t k = 0; k < items.size(); ++k) entries_.emplace_back(node_of(items[k]), static_cast<int64_t>(k));
    std::sort(entries_.begin(), entries_.end());
  }
  // The node's number, or -1.
  int64_t find(const Node* n) const {
    auto it = std::lower_bound(entries_.begin(), entries_.end(), std::make_pair(n, int64_t{-1}));
    return it != entries_.end() && it->first == n ? it->second : -1;
  }
  bool contains(const Node* n) const { return find(n) >= 0; }
  // The number of a node that must be there.
  size_t at(const Node* n) const {
    const int64_t k = find(n);
    if (k < 0) fail(Status::Internal, "Vulkan: a fused kernel reads a node it does not know");
    return static_cast<size_t>(k);
  }

 private:
  std::vector<std::pair<const Node*, int64_t>> entries_;
};

inline int dt(DType d) { return static_cast<int>(d); }
inline std::string dts(DType d) { return std::to_string(dt(d)); }

// The right-hand side computing member `n` (unary, binary, where, cast) from its inputs, named by
// `value`, rounded to the member's dtype as a stored result would be; records the templates
// it calls in `src`.
std::string member_expression(const Node& n, FusedSource& src, const std::function<std::string(const Node*)>& value);

}  // namespace kiln::vulkan
