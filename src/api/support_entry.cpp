// Which ops a device runs natively, on the CPU (fallback), or not at all. Each answer comes from
// building the op's graph on placeholder inputs of the dtype and asking the device's backend
// about every kernel node in it, so it always agrees with what an eval would do.
#include <functional>
#include <map>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "api/entry.gen.h"
#include "api/enums.h"
#include "api/handles.h"
#include "core/error.h"
#include "ops/ops.h"

namespace kiln::api {

namespace {

// An unevaluated placeholder: builders look at dtype, shape and device only.
NodePtr placeholder(Device& device, DType dtype, const Shape& shape) {
  auto node = std::make_shared<Node>();
  node->kind = OpKind::Constant;
  node->dtype = dtype;
  node->shape = shape;
  node->strides = contiguous_strides(shape);
  node->device = &device;
  return node;
}

struct Probe {
  const char* name;
  std::function<NodePtr(const NodePtr& x)> build;  // x: a [2, 2] placeholder
};

const std::vector<Probe>& probes() {
  static const std::vector<Probe> list = [] {
    std::vector<Probe> out;
    // Every op of the four families in abi/ops.json, up to the Count sentinels.
    for (size_t op = 0; op < op_count(UnaryOp{}); ++op) {
      auto u = static_cast<UnaryOp>(op);
      out.push_back({unary_name(u), [u](const NodePtr& x) { return ops::unary(u, x); }});
    }
    for (size_t op = 0; op < op_count(BinaryOp{}); ++op) {
      auto b = static_cast<BinaryOp>(op);
      out.push_back({binary_name(b), [b](const NodePtr& x) { return ops::binary(b, x, x); }});
    }
    for (size_t op = 0; op < op_count(Reduction{}); ++op) {
      auto kind = static_cast<Reduction>(op);
      out.push_back({op_info(kind).name, [kind](const NodePtr& x) { return ops::reduce(kind, x, std::nullopt, false); }});
    }
    for (size_t op = 0; op < op_count(ScanOp{}); ++op) {
      auto s = static_cast<ScanOp>(op);
      out.push_back({scan_name(s), [s](const NodePtr& x) { return ops::scan(s, x, 0, false); }});
    }
    out.push_back({"softmax", [](const NodePtr& x) { return ops::softmax(x, std::nullopt); }});
    out.push_back({"log_softmax", [](const NodePtr& x) { return ops::log_softmax(x, std::nullopt); }});
    out.push_back({"var", [](const NodePtr& x) { return ops::var(x, std::nullopt, 0.0, false); }});
    out.push_back({"std", [](const NodePtr& x) { return ops::std_dev(x, std::nullopt, 0.0, false); }});
    // Random ops making the dtype asked about from a key.
    auto key = [](const NodePtr& x) { return placeholder(*x->device, DType::UInt32, {2}); };
    // random_bits: bits of the dtype's size (only unsigned dtypes are asked for by name).
    out.push_back({"random_bits", [key](const NodePtr& x) {
                     return ops::bitcast(ops::random_bits(key(x), {3}, same_size_unsigned(x->dtype)), x->dtype);
                   }});
    out.push_back({"random_uniform", [key](const NodePtr& x) { return ops::random_uniform(key(x), {3}, 0, 1, x->dtype); }});
    out.push_back({"random_normal", [key](const NodePtr& x) { return ops::random_normal(key(x), {3}, x->dtype); }});
    out.push_back({"random_randint", [key](const NodePtr& x) { return ops::random_randint(key(x), {3}, 0, 2, x->dtype); }});
    out.push_back({"random_bernoulli", [key](const NodePtr& x) { return ops::random_bernoulli(key(x), 0.5, {3}); }});
    out.push_back({"matmul", [](const NodePtr& x) { return ops::matmul(x, x); }});
    out.push_back({"take", [](const NodePtr& x) {
                     return ops::take(x, placeholder(*x->device, DType::Int64, {1}), 0);
                   }});
    out.push_back({"take_along_axis", [](const NodePtr& x) {
                     return ops::take_along_axis(x, placeholder(*x->device, DType::Int64, {1, 2}), 0);
                   }});
    out.push_back({"gather", [](const NodePtr& x) {
                     return ops::gather(x, placeholder(*x->device, DType::Int64, {3, 1}), std::nullopt);
                   }});
    for (bool add : {true, false}) {
      out.push_back({add ? "indexed_add" : "indexed_put", [add](const NodePtr& x) {
                       NodePtr updates = placeholder(*x->device, x->dtype, {3, 2});
                       return ops::indexed_update(x, placeholder(*x->device, DType::Int64, {3, 1}), updates, std::nullopt, add);
                     }});
    }
    // argwhere evaluates its count; the probe builds its dtype-dependent part (the mask's scan).
    out.push_back({"argwhere", [](const NodePtr& x) {
                     return ops::scan(ScanOp::CumSum, ops::astype(ops::astype(x, DType::Bool), DType::Int64), 0, false);
                   }});
    // unique evaluates its count; the probe builds its dtype-dependent part (sort, compare, put).
    out.push_back({"unique", [](const NodePtr& x) {
                     NodePtr flat = ops::reshape(x, {-1});
                     NodePtr sorted = ops::sort(flat, 0, false);
                     NodePtr rows = placeholder(*x->device, DType::Int64, {flat->shape[0], 1});
                     return ops::indexed_update(ops::binary(BinaryOp::NotEqual, sorted, sorted), rows, sorted, std::nullopt, false);
                   }});
    out.push_back({"searchsorted", [](const NodePtr& x) { return ops::searchsorted(ops::reshape(x, {-1}), x, false); }});
    out.push_back({"argsort", [](const NodePtr& x) { return ops::argsort(x, -1, false); }});
    out.push_back({"sort", [](const NodePtr& x) { return ops::sort(x, -1, false); }});
    out.push_back({"top_k", [](const NodePtr& x) { return ops::top_k(x, 1, false).first; }});
    out.push_back({"pad_general", [](const NodePtr& x) { return ops::pad_general(x, {1, -1}, {0, 1}, {1, 0}, 0.0); }});
    out.push_back({"dynamic_slice", [](const NodePtr& x) {
                     return ops::dynamic_slice(x, placeholder(*x->device, DType::Int64, {2}), {1, 1});
                   }});
    out.push_back({"dynamic_update_slice", [](const NodePtr& x) {
                     return ops::dynamic_update_slice(x, placeholder(*x->device, DType::Int64, {2}), placeholder(*x->device, x->dtype, {1, 1}));
                   }});
    out.push_back({"random_permutation", [key](const NodePtr& x) { return ops::random_permutation(key(x), 3); }});
    auto row = [](const NodePtr& x) { return placeholder(*x->device, x->dtype, {x->shape.back()}); };
    out.push_back({"rms_norm", [row](const NodePtr& x) { return ops::rms_norm(x, row(x), 1e-5); }});
    out.push_back({"layer_norm", [row](const NodePtr& x) { return ops::layer_norm(x, row(x), row(x), 1e-5); }});
    out.push_back({"scaled_dot_product_attention", [](const NodePtr& x) {
                     NodePtr t = placeholder(*x->device, x->dtype, {1, 1, 2, 2});
                     return ops::scaled_dot_product_attention(t, t, t, 1.0, nullptr, true);
                   }});
    out.push_back({"conv", [](const NodePtr& x) {
                     NodePtr in = ops::reshape(x, {1, 1, 4});
                     return ops::conv(in, in, WindowParams{});
                   }});
    const std::pair<const char*, ReduceOp> windows[] = {
        {"window_sum", ReduceOp::Sum}, {"window_product", ReduceOp::Prod}, {"window_max", ReduceOp::Max}, {"window_min", ReduceOp::Min}};
    for (const auto& [name, op] : windows) {
      out.push_back({name, [op = op](const NodePtr& x) {
                       WindowParams g;
                       g.window = {2, 1};
                       return ops::window_reduce(op, x, g);
                     }});
    }
    for (ReduceOp op : {ReduceOp::Max, ReduceOp::Min}) {
      out.push_back({op == ReduceOp::Max ? "window_scatter_max" : "window_scatter_min", [op](const NodePtr& x) {
                       WindowParams g;
                       g.window = {2, 1};
                       return ops::window_scatter(op, x, placeholder(*x->device, x->dtype, {1, 2}), 0.0, g);
                     }});
    }
    out.push_back({"where", [](const NodePtr& x) {
                     return ops::where(placeholder(*x->device, DType::Bool, x->shape), x, x);
                   }});
    out.push_back({"clip", [](const NodePtr& x) { return ops::clip(x, x, x); }});
    // Casts from the dtype asked about; shape ops on it; creation ops making it.
    out.push_back({"astype", [](const NodePtr& x) { return ops::astype(x, DType::Float32); }});
    out.push_back({"bitcast", [](const NodePtr& x) { return ops::bitcast(x, DType::UInt8); }});
    out.push_back({"reshape", [](const NodePtr& x) { return ops::reshape(x, {4}); }});
    out.push_back({"transpose", [](const NodePtr& x) { return ops::transpose(x, std::nullopt); }});
    out.push_back({"broadcast_to", [](const NodePtr& x) { return ops::broadcast_to(x, {3, 2, 2}); }});
    out.push_back({"expand_dims", [](const NodePtr& x) { return ops::expand_dims(x, {0}); }});
    out.push_back({"squeeze", [](const NodePtr& x) { return ops::squeeze(ops::expand_dims(x, {0}), std::nullopt); }});
    out.push_back({"slice", [](const NodePtr& x) { return ops::slice(x, {0}, {1}, {1}); }});
    out.push_back({"concatenate", [](const NodePtr& x) { return ops::concatenate({x, x}, 0); }});
    out.push_back({"stack", [](const NodePtr& x) { return ops::stack({x, x}, 0); }});
    out.push_back({"pad", [](const NodePtr& x) { return ops::pad(x, {1, 0}, {0, 1}, 0.0); }});
    out.push_back({"flip", [](const NodePtr& x) { return ops::flip(x, std::nullopt); }});
    out.push_back({"stop_gradient", [](const NodePtr& x) { return ops::stop_gradient(x); }});
    out.push_back({"full", [](const NodePtr& x) { return ops::full(*x->device, {2, 2}, 1.0, x->dtype); }});
    out.push_back({"zeros", [](const NodePtr& x) { return ops::full(*x->device, {2, 2}, 0.0, x->dtype); }});
    out.push_back({"ones", [](const NodePtr& x) { return ops::full(*x->device, {2, 2}, 1.0, x->dtype); }});
    out.push_back({"arange", [](const NodePtr& x) { return ops::arange(*x->device, 0.0, 4.0, 1.0, x->dtype); }});
    out.push_back({"eye", [](const NodePtr& x) { return ops::eye(*x->device, 2, 2, 0, x->dtype); }});
    out.push_back({"leaky_relu", [](const NodePtr& x) { return ops::leaky_relu(x, 0.01); }});
    out.push_back({"elu", [](const NodePtr& x) { return ops::elu(x, 1.0); }});
    out.push_back({"dot_general", [](const NodePtr& x) { return ops::dot_general(x, {1}, {0}, x, {1}, {0}); }});
    // Linear algebra on 2 x 2 matrices of the dtype asked about (a 2 x 1 right-hand side).
    auto rhs = [](const NodePtr& x) { return placeholder(*x->device, x->dtype, {2, 1}); };
    out.push_back({"linalg_cholesky", [](const NodePtr& x) { return ops::linalg_cholesky(x, false); }});
    out.push_back({"linalg_triangular_solve", [rhs](const NodePtr& x) {
                     return ops::linalg_triangular_solve(x, rhs(x), true, true, false, false);
                   }});
    out.push_back({"linalg_lu", [](const NodePtr& x) { return ops::linalg_lu(x).at(0); }});
    out.push_back({"linalg_qr", [](const NodePtr& x) { return ops::linalg_qr(x, false).at(0); }});
    out.push_back({"linalg_eigh", [](const NodePtr& x) { return ops::linalg_eigh(x, true).at(0); }});
    out.push_back({"linalg_eigvalsh", [](const NodePtr& x) { return ops::linalg_eigh(x, false).at(0); }});
    out.push_back({"linalg_svd", [](const NodePtr& x) { return ops::linalg_svd(x, false, true).at(0); }});
    out.push_back({"linalg_svdvals", [](const NodePtr& x) { return ops::linalg_svd(x, false, false).at(0); }});
    out.push_back({"linalg_solve", [rhs](const NodePtr& x) { return ops::linalg_solve(x, rhs(x)); }});
    out.push_back({"linalg_inv", [](const NodePtr& x) { return ops::linalg_inv(x); }});
    out.push_back({"linalg_det", [](const NodePtr& x) { return ops::linalg_det(x); }});
    out.push_back({"linalg_slogdet", [](const NodePtr& x) { return ops::linalg_slogdet(x).at(0); }});
    out.push_back({"linalg_vector_norm", [](const NodePtr& x) { return ops::linalg_vector_norm(x, 3.0, std::nullopt, false); }});
    out.push_back({"linalg_matrix_norm", [](const NodePtr& x) { return ops::linalg_matrix_norm(x, ops::MatrixNorm::Two, false); }});
    out.push_back({"linalg_lstsq", [rhs](const NodePtr& x) { return ops::linalg_lstsq(x, rhs(x), -1.0); }});
    out.push_back({"fft", [](const NodePtr& x) { return ops::fft(x, std::nullopt, {}, ops::FftNorm::Backward, false); }});
    out.push_back({"rfft", [](const NodePtr& x) { return ops::rfft(x, std::nullopt, {}, ops::FftNorm::Backward); }});
    out.push_back({"irfft", [](const NodePtr& x) { return ops::irfft(x, std::nullopt, {}, ops::FftNorm::Backward); }});
    return out;
  }();
  return list;
}

// Whether the op accepts the dtype at all: built on the CPU, which has kernels for every dtype.
bool op_accepts(const Probe& probe, DType dtype) {
  try {
    probe.build(placeholder(DeviceRegistry::get().cpu(), dtype, {2, 2}));
    return true;
  } catch (const Error&) {
    return false;
  }
}

kiln_op_support classify(const Probe& probe, Device& device, DType dtype) {
  // Without kernels for the dtype everything runs on the CPU (the answer does not depend on the
  // fallback policy, which only decides whether that is allowed).
  if (!device.has_kernels_for(dtype)) return op_accepts(probe, dtype) ? KILN_SUPPORT_FALLBACK : KILN_SUPPORT_NONE;
  NodePtr root;
  try {
    root = probe.build(placeholder(device, dtype, {2, 2}));
  } catch (const Error&) {
    return KILN_SUPPORT_NONE;  // the op rejects the dtype
  }
  std::vector<Node*> stack{root.get()};
  std::unordered_set<Node*> seen;
  while (!stack.empty()) {
    Node* node = stack.back();
    stack.pop_back();
    if (!seen.insert(node).second) continue;
    if (node->kind != OpKind::View && node->kind != OpKind::Constant && !device.backend().runs_natively(*node)) {
      return KILN_SUPPORT_FALLBACK;
    }
    for (const NodePtr& in : node->inputs) stack.push_back(in.get());
  }
  return KILN_SUPPORT_NATIVE;
}

// The (op, dtype) pairs that fall back on a device, computed once per device.
const std::vector<std::pair<const char*, DType>>& fallbacks(Device& device) {
  static std::map<const Device*, std::vector<std::pair<const char*, DType>>> cache;  // guarded by the API lock
  auto found = cache.find(&device);
  if (found != cache.end()) return found->second;
  std::vector<std::pair<const char*, DType>> list;
  for (const Probe& probe : probes()) {
    for (int d = 0; d < kDTypeCount; ++d) {
      if (classify(probe, device, static_cast<DType>(d)) == KILN_SUPPORT_FALLBACK) list.emplace_back(probe.name, static_cast<DType>(d));
    }
  }
  return cache.emplace(&device, std::move(list)).first->second;
}

}  // namespace

void device_op_support(kiln_device device, const char* op, int32_t dtype, kiln_op_support* support) {
  Device& d = device_from(device, "device");
  DType t = to_dtype(dtype, "dtype");
  for (const Probe& probe : probes()) {
    if (std::string(probe.name) == op) {
      *support = classify(probe, d, t);
      return;
    }
  }
  fail(Status::InvalidArgument, std::string("op: no op is named \"") + op + "\"");
}

void device_fallback_count(kiln_device device, size_t* count) {
  *count = fallbacks(device_from(device, "device")).size();
}

void device_fallback_get(kiln_device device, size_t index, const char** op, kiln_dtype* dtype) {
  const auto& list = fallbacks(device_from(device, "device"));
  if (index >= list.size()) {
    fail(Status::IndexOutOfRange, "index " + std::to_string(index) + " is past the " + std::to_string(list.size()) +
                                      " fallbacks of this device");
  }
  *op = list[index].first;
  *dtype = static_cast<kiln_dtype>(list[index].second);
}

}  // namespace kiln::api
