// A tensor is a node in a lazy graph. Its shape, dtype and memory layout are known when it is
// built; its storage appears when it is evaluated. Evaluated nodes drop their inputs.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "core/dtype.h"
#include "core/op.h"
#include "core/shape.h"
#include "core/storage.h"

namespace kiln {

class Device;
struct EvalTicket;

struct Node;

// A "weak" scalar: a plain number from a binding (kiln_weak_scalar_int / _float). In a binary op
// or where() next to a tensor that is not weak, it takes its dtype from that tensor (the rule in
// ops/weak_scalar.h, docs/dtypes.md); elsewhere it is a 0-d int64 or float32 tensor.
struct WeakScalar {
  bool is_float = false;
  int64_t integer = 0;  // the value, when !is_float
  double real = 0.0;    // the value, when is_float
  // The nodes ops made of it last (ops/weak_scalar.h): its value as a 0-d constant of some dtype,
  // and that broadcast to some shape as a binary op's operand. Both are evaluated leaves nobody
  // can change, so an op that needs the same dtype and shape takes them again: a loop of
  // `y = y * 1.0001` builds one node a step, not three (issue 48). Read and set under the API lock.
  std::shared_ptr<Node> constant, operand;
};

// One element of any dtype, on the host.
struct HostElement {
  unsigned char bytes[16];  // complex128's two parts
};

struct Node {
  OpKind kind = OpKind::Constant;
  OpParams params;
  DType dtype = DType::Float32;
  Shape shape;
  // Layout over `storage`, in elements of `dtype`. Kernel outputs are always contiguous with
  // offset 0; views compute theirs at build time from their base, so every layout is static.
  Strides strides;
  int64_t offset = 0;
  Device* device = nullptr;
  std::vector<std::shared_ptr<Node>> inputs;
  std::shared_ptr<Storage> storage;  // null until evaluated (views share their base's)
  // Set while an eval on some thread is computing this node (its storage is allocated but may not
  // hold the values yet); other evals and reads wait for the ticket (core/eval.cpp).
  std::shared_ptr<EvalTicket> pending;
  std::optional<WeakScalar> weak;  // set only on the 0-d constants of kiln_weak_scalar_*
  // A 0-d constant's value, kept on the host too (ops::constant), so that a cast of it is made at
  // build time (ops::astype) without reading device memory.
  std::optional<HostElement> element;
  // The last eval that met this node while ordering its work, and the node's place in that
  // eval's order (core/eval_order.h).
  uint64_t eval_id = 0;
  uint32_t eval_slot = 0;

  Node() = default;
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  // Frees input chains iteratively, so dropping a 10^6-deep graph cannot overflow the stack.
  ~Node();

  bool evaluated() const { return storage != nullptr; }
  int64_t size() const { return element_count(shape); }
  size_t nbytes() const { return static_cast<size_t>(size()) * itemsize(dtype); }
  bool contiguous() const { return is_contiguous(shape, strides); }
};

using NodePtr = std::shared_ptr<Node>;

// A placeholder (kiln_placeholder, ops/captured_graph.h) is the one Constant without storage: it
// never gets values, and an eval that meets it fails.
inline bool is_placeholder(const Node& node) { return node.kind == OpKind::Constant && !node.storage; }

// The name of the op a kernel node computes, as the C API spells it ("exp", "sum", "take").
const char* op_name(const Node& node);

}  // namespace kiln
