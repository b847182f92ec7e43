// dot_general (Nx dot/6): contraction over paired axes with batch axes, as one Matmul node on
// views. The matmul kernels take any strides for the batch axes and for the two matrix axes,
// so an operand is only copied when its axes of one role (contracted, or one operand's free
// axes) cannot be merged into a single strided axis.
#include <algorithm>
#include <numeric>
#include <optional>
#include <string>
#include <utility>

#include "core/error.h"
#include "ops/complex.h"
#include "ops/graph.h"
#include "ops/ops.h"
#include "ops/weak_scalar.h"

namespace kiln::ops {

namespace {

struct Axis {
  int64_t extent, stride;
};

// The axes of x in `order` as (extent, stride) pairs.
std::vector<Axis> axes_of(const Node& x, const std::vector<int64_t>& order) {
  std::vector<Axis> out;
  for (int64_t a : order) out.push_back({x.shape[a], x.strides[a]});
  return out;
}

// The axes, outermost first, as one strided axis when their layout allows it (each stride the
// next one's times its extent; extent-1 axes do not count), else nullopt.
std::optional<Axis> merge(const std::vector<Axis>& axes) {
  int64_t extent = 1;
  for (const Axis& a : axes) extent *= a.extent;  // fits: the operand's size was checked
  if (extent == 0) return Axis{0, 0};
  std::optional<Axis> inner;
  for (size_t i = axes.size(); i-- > 0;) {
    if (axes[i].extent == 1) continue;
    if (inner && axes[i].stride != inner->stride * inner->extent) return std::nullopt;
    inner = inner ? Axis{axes[i].extent * inner->extent, inner->stride} : axes[i];
  }
  return inner ? *inner : Axis{1, 0};
}

// Splits axes (in order) into maximal runs that merge, outermost first.
std::vector<Axis> merge_runs(const std::vector<Axis>& axes) {
  std::vector<Axis> runs;
  std::vector<Axis> current;
  for (const Axis& a : axes) {
    current.push_back(a);
    if (!merge(current)) {
      current.pop_back();
      runs.push_back(*merge(current));
      current = {a};
    }
  }
  runs.push_back(*merge(current));
  return runs;
}

// Normalizes one list of axes against rank, refusing repeats and axes already used by the
// operand's other list.
std::vector<int64_t> checked_axes(const std::vector<int64_t>& axes, size_t rank, std::vector<bool>& used,
                                  const char* what) {
  std::vector<int64_t> out;
  for (int64_t a : axes) {
    int64_t n = normalize_axis(a, rank, "dot_general");
    if (used[n]) fail(Status::InvalidArgument, std::string("dot_general: axis ") + std::to_string(a) + " of " + what + " repeats");
    used[n] = true;
    out.push_back(n);
  }
  return out;
}

std::vector<int64_t> free_axes(const std::vector<bool>& used) {
  std::vector<int64_t> out;
  for (size_t i = 0; i < used.size(); ++i) {
    if (!used[i]) out.push_back(static_cast<int64_t>(i));
  }
  return out;
}

// x viewed with `axes` as its layout (any strides), on the same storage.
NodePtr view_as(const NodePtr& x, const std::vector<Axis>& axes) {
  Shape shape;
  Strides strides;
  for (const Axis& a : axes) {
    shape.push_back(a.extent);
    strides.push_back(a.stride);
  }
  return make_view(x, x->dtype, shape, strides, x->offset);
}

// An order of the contracted pairs in which both operands' contracted axes merge, if any:
// a's order as given, or sorted by either operand's strides (outermost = largest first).
std::optional<std::vector<size_t>> contraction_order(const Node& a, const std::vector<int64_t>& ca, const Node& b,
                                                     const std::vector<int64_t>& cb) {
  std::vector<size_t> given(ca.size());
  std::iota(given.begin(), given.end(), 0);
  std::vector<std::vector<size_t>> tries = {given, given, given};
  auto by_stride = [](const Node& x, const std::vector<int64_t>& axes) {
    return [&x, &axes](size_t i, size_t j) { return x.strides[axes[i]] > x.strides[axes[j]]; };
  };
  std::stable_sort(tries[1].begin(), tries[1].end(), by_stride(a, ca));
  std::stable_sort(tries[2].begin(), tries[2].end(), by_stride(b, cb));
  for (const auto& order : tries) {
    std::vector<int64_t> oa, ob;
    for (size_t i : order) oa.push_back(ca[i]), ob.push_back(cb[i]);
    if (merge(axes_of(a, oa)) && merge(axes_of(b, ob))) return order;
  }
  return std::nullopt;
}

// The paired batch axes as few strided axes: neighbours merge where they do in both operands
// (keeps the product's rank within kMaxDims, and its batch loop short).
std::pair<std::vector<Axis>, std::vector<Axis>> merge_batch(const Node& a, const std::vector<int64_t>& ba, const Node& b,
                                                            const std::vector<int64_t>& bb) {
  std::vector<Axis> out_a, out_b, run_a, run_b;
  for (size_t i = 0; i < ba.size(); ++i) {
    run_a.push_back({a.shape[ba[i]], a.strides[ba[i]]});
    run_b.push_back({b.shape[bb[i]], b.strides[bb[i]]});
    if (!merge(run_a) || !merge(run_b)) {
      run_a.pop_back(), run_b.pop_back();
      out_a.push_back(*merge(run_a)), out_b.push_back(*merge(run_b));
      run_a = {{a.shape[ba[i]], a.strides[ba[i]]}};
      run_b = {{b.shape[bb[i]], b.strides[bb[i]]}};
    }
  }
  if (!run_a.empty()) out_a.push_back(*merge(run_a)), out_b.push_back(*merge(run_b));
  return {out_a, out_b};
}

}  // namespace

NodePtr dot_general(const NodePtr& a_given, const std::vector<int64_t>& contract_a, const std::vector<int64_t>& batch_a,
                    const NodePtr& b_given, const std::vector<int64_t>& contract_b, const std::vector<int64_t>& batch_b) {
  NodePtr a_in = resolve_weak(a_given, b_given, "dot_general"), b_in = resolve_weak(b_given, a_given, "dot_general");
  Device& device = common_device({a_in, b_in}, "dot_general");
  if (is_complex(a_in->dtype) || is_complex(b_in->dtype)) {
    return complex_bilinear(a_in, b_in, [&](const NodePtr& a, const NodePtr& b) {
      return dot_general(a, contract_a, batch_a, b, contract_b, batch_b);
    });
  }
  if (contract_a.size() != contract_b.size()) {
    fail(Status::InvalidArgument, "dot_general: " + std::to_string(contract_a.size()) + " contracted axes of a against " +
                                      std::to_string(contract_b.size()) + " of b");
  }
  if (batch_a.size() != batch_b.size()) {
    fail(Status::InvalidArgument, "dot_general: " + std::to_string(batch_a.size()) + " batch axes of a against " +
                                      std::to_string(batch_b.size()) + " of b");
  }
  const size_t ra = a_in->shape.size(), rb = b_in->shape.size();
  std::vector<bool> used_a(ra, false), used_b(rb, false);
  std::vector<int64_t> ba = checked_axes(batch_a, ra, used_a, "a"), bb = checked_axes(batch_b, rb, used_b, "b");
  std::vector<int64_t> ca = checked_axes(contract_a, ra, used_a, "a"), cb = checked_axes(contract_b, rb, used_b, "b");
  auto check_pairs = [&](const std::vector<int64_t>& xa, const std::vector<int64_t>& xb, const char* what) {
    for (size_t i = 0; i < xa.size(); ++i) {
      if (a_in->shape[xa[i]] != b_in->shape[xb[i]]) {
        fail(Status::ShapeMismatch, std::string("dot_general: ") + what + " axis " + std::to_string(xa[i]) + " of a (" +
                                        std::to_string(a_in->shape[xa[i]]) + ") and axis " + std::to_string(xb[i]) +
                                        " of b (" + std::to_string(b_in->shape[xb[i]]) + ") differ in " + shape_string(a_in->shape) +
                                        " . " + shape_string(b_in->shape));
      }
    }
  };
  check_pairs(ca, cb, "contracted");
  check_pairs(ba, bb, "batch");
  const std::vector<int64_t> fa = free_axes(used_a), fb = free_axes(used_b);

  DType dtype = promote_types(a_in->dtype, b_in->dtype);
  NodePtr a = astype(a_in, dtype), b = astype(b_in, dtype);
  Shape out_shape;
  for (int64_t x : ba) out_shape.push_back(a->shape[x]);
  for (int64_t x : fa) out_shape.push_back(a->shape[x]);
  for (int64_t x : fb) out_shape.push_back(b->shape[x]);
  check_shape(out_shape, "dot_general");

  // Contracted pairs in an order both operands merge in; else both become compact copies laid
  // out as (batch, free, contracted) / (batch, contracted, free), which merge in any order.
  std::vector<int64_t> ka = ca, kb = cb;
  if (auto order = contraction_order(*a, ca, *b, cb)) {
    ka.clear(), kb.clear();
    for (size_t i : *order) ka.push_back(ca[i]), kb.push_back(cb[i]);
  } else {
    std::vector<int64_t> pa = ba, pb = bb;
    pa.insert(pa.end(), fa.begin(), fa.end());
    pa.insert(pa.end(), ca.begin(), ca.end());
    pb.insert(pb.end(), cb.begin(), cb.end());
    pb.insert(pb.end(), fb.begin(), fb.end());
    a = contiguous(transpose(a, pa));
    b = contiguous(transpose(b, pb));
    auto positions = [](size_t from, size_t count) {
      std::vector<int64_t> p(count);
      std::iota(p.begin(), p.end(), static_cast<int64_t>(from));
      return p;
    };
    return dot_general(a, positions(ba.size() + fa.size(), ca.size()), positions(0, ba.size()), b,
                       positions(ba.size(), cb.size()), positions(0, bb.size()));
  }
  Axis k = *merge(axes_of(*a, ka));
  Axis kb_axis = *merge(axes_of(*b, kb));

  // The product's rows come from one operand's free axes and its columns from the other's: the
  // column axes must merge into one; the row axes may merge into several runs, the outer runs
  // becoming further batch axes (the other operand broadcast along them). Rows from a give the
  // output as laid out; rows from b give its transpose, a view. When neither side's free axes
  // merge, b is copied compact.
  std::optional<Axis> cols_b = merge(axes_of(*b, fb)), cols_a = merge(axes_of(*a, fa));
  bool swapped = !cols_b && cols_a;
  if (!cols_b && !cols_a) {
    std::vector<int64_t> pb = bb;
    pb.insert(pb.end(), kb.begin(), kb.end());
    pb.insert(pb.end(), fb.begin(), fb.end());
    b = contiguous(transpose(b, pb));
    std::vector<int64_t> nb(bb.size()), nk(kb.size());
    std::iota(nb.begin(), nb.end(), 0);
    std::iota(nk.begin(), nk.end(), static_cast<int64_t>(bb.size()));
    return dot_general(a, ka, ba, b, nk, nb);
  }
  const NodePtr& rows_x = swapped ? b : a;
  const NodePtr& cols_x = swapped ? a : b;
  auto [batch_a_axes, batch_b_axes] = merge_batch(*a, ba, *b, bb);
  std::vector<Axis> batch_rows = swapped ? batch_b_axes : batch_a_axes, batch_cols = swapped ? batch_a_axes : batch_b_axes;
  std::vector<Axis> runs = merge_runs(axes_of(*rows_x, swapped ? fb : fa));
  Axis cols = swapped ? *cols_a : *cols_b;
  Axis k_rows = swapped ? kb_axis : k, k_cols = swapped ? k : kb_axis;
  for (size_t i = 0; i + 1 < runs.size(); ++i) {
    batch_rows.push_back(runs[i]);
    batch_cols.push_back({runs[i].extent, 0});
  }
  std::vector<Axis> lhs = batch_rows, rhs = batch_cols;
  lhs.push_back(runs.back());
  lhs.push_back(k_rows);
  rhs.push_back(k_cols);
  rhs.push_back(cols);
  Shape product_shape;
  for (const Axis& x : batch_rows) product_shape.push_back(x.extent);
  product_shape.push_back(runs.back().extent);
  product_shape.push_back(cols.extent);
  NodePtr product = make_kernel("dot_general", OpKind::Matmul, dtype, product_shape, device,
                                {view_as(rows_x, lhs), view_as(cols_x, rhs)});
  if (!swapped) return make_view(product, dtype, out_shape, contiguous_strides(out_shape), product->offset);
  // The product is (batch, b free, a free): the output is its view with the free groups swapped.
  Shape tshape;
  for (int64_t x : ba) tshape.push_back(a->shape[x]);
  for (int64_t x : fb) tshape.push_back(b->shape[x]);
  for (int64_t x : fa) tshape.push_back(a->shape[x]);
  Strides ts = contiguous_strides(tshape), strides;
  for (size_t i = 0; i < ba.size(); ++i) strides.push_back(ts[i]);
  for (size_t i = 0; i < fa.size(); ++i) strides.push_back(ts[ba.size() + fb.size() + i]);
  for (size_t i = 0; i < fb.size(); ++i) strides.push_back(ts[ba.size() + i]);
  return make_view(product, dtype, out_shape, strides, product->offset);
}

}  // namespace kiln::ops
