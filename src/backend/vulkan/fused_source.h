// The generated source of a fused kernel (fused_ops.cpp, row_fused_ops.cpp): the GLSL library
// parts it needs and its main text, and one member's expression.
#pragma once

#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <utility>

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

  std::string text() const;
};

inline int dt(DType d) { return static_cast<int>(d); }
inline std::string dts(DType d) { return std::to_string(dt(d)); }

// The right-hand side computing member `n` (unary, binary, where, cast) from its inputs, named by
// `value`, rounded to the member's dtype as a stored result would be; records the templates
// it calls in `src`.
std::string member_expression(const Node& n, FusedSource& src, const std::function<std::string(const Node*)>& value);

}  // namespace kiln::vulkan
