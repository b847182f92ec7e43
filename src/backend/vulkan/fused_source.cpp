// FusedSource's text, the member expressions and signatures shared by the fused kernels' generators.
#include "backend/vulkan/fused_source.h"

#include <cstdlib>
#include <mutex>
#include <unordered_map>

#include "backend/vulkan/glsl_sources.h"
#include "backend/vulkan/ops.h"
#include "core/error.h"

namespace kiln::vulkan {

std::string FusedSource::text() const { return "#version 460\n" + library() + main; }

std::string FusedSource::library() const {
  std::string s = extensions;
  if (float64) s += "#define USES_F64\n";
  s += glsl_source("common.glsl");
  s += glsl_source("fused.glsl");
  s += glsl_source("math.glsl");
  s += glsl_source("trig.glsl");
  s += glsl_source("math_inverse.glsl");
  s += glsl_source("op_ids.gen.glsl");
  for (int d : unary) s += "#define T " + std::to_string(d) + "\n" + glsl_source("unary_ops.glsl") + "#undef T\n";
  for (int d : binary) s += "#define T " + std::to_string(d) + "\n" + glsl_source("binary_ops.glsl") + "#undef T\n";
  for (auto [a, b] : casts) {
    s += "#undef IN_DT\n#undef OUT_DT\n#define IN_DT " + std::to_string(a) + "\n#define OUT_DT " + std::to_string(b) +
         "\n" + glsl_source("convert.glsl");
  }
  return s;
}

void Signature::member(const Node& n, const std::function<int64_t(const Node*)>& ref) {
  *this << 'n' << static_cast<int64_t>(n.kind) << dt(n.dtype);
  switch (n.kind) {
    case OpKind::Unary: *this << static_cast<int64_t>(n.params.unary); break;
    case OpKind::Binary: *this << static_cast<int64_t>(n.params.binary); break;
    case OpKind::Reduce: *this << static_cast<int64_t>(n.params.reduce); break;
    case OpKind::Where: case OpKind::Cast: break;
    default: fail(Status::Internal, "Vulkan: a fused group holds a node that is not elementwise or a reduction");
  }
  for (const NodePtr& in : n.inputs) *this << dt(in->dtype) << ref(in.get());
}

bool signature_check_enabled() {
  static const bool on = [] {
    const char* e = std::getenv("KILN_FUSED_KEY_CHECK");
    return e && std::string(e) == "1";
  }();
  return on;
}

void check_signature(const std::string& signature, const std::string& text_key) {
  static std::mutex mutex;
  static std::unordered_map<std::string, std::string> seen;
  std::lock_guard<std::mutex> lock(mutex);
  auto [it, fresh] = seen.emplace(signature, text_key);
  if (!fresh && it->second != text_key) {
    fail(Status::Internal, "Vulkan: one fused kernel signature stands for two kernel texts: " + signature);
  }
}

std::string member_expression(const Node& n, FusedSource& src, const std::function<std::string(const Node*)>& value) {
  std::ostringstream e;
  src.float64 = src.float64 || n.dtype == DType::Float64;
  std::string t = dts(n.dtype);
  switch (n.kind) {
    case OpKind::Unary: {
      DType in = n.inputs[0]->dtype;
      src.unary.insert(dt(in));
      std::string call = std::to_string(static_cast<int>(n.params.unary)) + "u, " + value(n.inputs[0].get()) + ")";
      if (unary_output_is_bool(n.params.unary)) {
        e << "unary_predicate_" << dt(in) << "(" << call;
      } else {
        e << "KEEP(" << t << ", unary_apply_" << dt(in) << "(" << call << ")";
      }
      break;
    }
    case OpKind::Binary: {
      DType in = n.inputs[0]->dtype;
      src.binary.insert(dt(in));
      std::string call = std::to_string(static_cast<int>(n.params.binary)) + "u, " + value(n.inputs[0].get()) +
                         ", " + value(n.inputs[1].get()) + ")";
      if (binary_output_is_bool(n.params.binary)) {
        e << "binary_predicate_" << dt(in) << "(" << call;
      } else {
        e << "KEEP(" << t << ", binary_apply_" << dt(in) << "(" << call << ")";
      }
      break;
    }
    case OpKind::Where:  // a choice between values already of the dtype: nothing to round
      e << "(" << value(n.inputs[0].get()) << " != 0u) ? " << value(n.inputs[1].get()) << " : "
        << value(n.inputs[2].get());
      break;
    case OpKind::Cast: {
      DType in = n.inputs[0]->dtype;
      if (in == n.dtype) {
        e << value(n.inputs[0].get());
      } else {
        src.casts.insert({dt(in), dt(n.dtype)});
        e << "KEEP(" << t << ", convert_" << dt(in) << "_" << t << "(" << value(n.inputs[0].get()) << "))";
      }
      break;
    }
    default:
      fail(Status::Internal, "Vulkan: a fused group holds a node that is not elementwise");
  }

  return e.str();
}

}  // namespace kiln::vulkan
