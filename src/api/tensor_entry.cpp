// Tensor entries: creation, queries (never evaluate), evaluation, reading, copies, transfers.
#include <cstring>
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/enums.h"
#include "api/handles.h"
#include "core/eval.h"
#include "core/error.h"
#include "core/narrow_dtype.h"
#include "core/telemetry.h"
#include "interop/dlpack_types.h"
#include "ops/ops.h"
#include "ops/weak_scalar.h"

namespace kiln::api {

namespace {

// Bytes of a tensor's elements at the C API: sub-byte integers packed (core/narrow_dtype.h).
size_t api_nbytes(const Node& node) { return packed_nbytes(node.dtype, node.size()); }

// Evaluates x and returns a compact row-major node with the same contents.
NodePtr evaluated_compact(const NodePtr& x) {
  NodePtr c = ops::contiguous(x);
  evaluate({c.get()});
  return c;
}

}  // namespace

void tensor_create(const void* data, int32_t dtype, const int64_t* shape, size_t ndim, kiln_device device,
                   kiln_tensor* out) {
  Device& d = device_from(device, "device");
  const DType dt = to_dtype(dtype, "dtype");
  Shape s = checked_shape(shape, ndim, "shape");
  if (bit_width(dt) < 8 && data != nullptr) {  // packed in the caller's memory, a byte each in Kiln's
    std::vector<uint8_t> unpacked(static_cast<size_t>(element_count(s)));
    unpack_sub_byte(static_cast<const uint8_t*>(data), element_count(s), dt, unpacked.data());
    return return_tensor(ops::constant(d, dt, s, unpacked.data()), out);
  }
  return_tensor(ops::constant(d, dt, s, data), out);
}

void full(const int64_t* shape, size_t ndim, double value, int32_t dtype, kiln_device device, kiln_tensor* out) {
  Device& d = device_from(device, "device");
  return_tensor(ops::full(d, checked_shape(shape, ndim, "shape"), value, to_dtype(dtype, "dtype")), out);
}

void zeros(const int64_t* shape, size_t ndim, int32_t dtype, kiln_device device, kiln_tensor* out) {
  full(shape, ndim, 0.0, dtype, device, out);
}

void ones(const int64_t* shape, size_t ndim, int32_t dtype, kiln_device device, kiln_tensor* out) {
  full(shape, ndim, 1.0, dtype, device, out);
}

void arange(double start, double stop, double step, int32_t dtype, kiln_device device, kiln_tensor* out) {
  Device& d = device_from(device, "device");
  return_tensor(ops::arange(d, start, stop, step, to_dtype(dtype, "dtype")), out);
}

void eye(int64_t n, int64_t m, int64_t k, int32_t dtype, kiln_device device, kiln_tensor* out) {
  Device& d = device_from(device, "device");
  return_tensor(ops::eye(d, n, m, k, to_dtype(dtype, "dtype")), out);
}

void weak_scalar_int(int64_t value, kiln_device device, kiln_tensor* out) {
  return_tensor(ops::weak_int(device_from(device, "device"), value), out);
}

void weak_scalar_float(double value, kiln_device device, kiln_tensor* out) {
  return_tensor(ops::weak_float(device_from(device, "device"), value), out);
}

void tensor_retain(kiln_tensor tensor) { retain_tensor(tensor); }

void tensor_release(kiln_tensor tensor) { release_tensor(tensor); }

void tensor_ndim(kiln_tensor tensor, size_t* ndim) { *ndim = tensor_node(tensor, "tensor")->shape.size(); }

void tensor_shape(kiln_tensor tensor, int64_t* dims, size_t capacity) {
  NodePtr node = tensor_node(tensor, "tensor");
  if (capacity < node->shape.size()) {
    fail(Status::InvalidArgument, "dims has room for " + std::to_string(capacity) + " extents; the tensor has " + std::to_string(node->shape.size()));
  }
  if (!node->shape.empty()) std::memcpy(dims, node->shape.data(), node->shape.size() * sizeof(int64_t));
}

void tensor_dtype(kiln_tensor tensor, kiln_dtype* dtype) { *dtype = static_cast<kiln_dtype>(tensor_node(tensor, "tensor")->dtype); }

void tensor_device(kiln_tensor tensor, kiln_device* device) { *device = device_handle(*tensor_node(tensor, "tensor")->device); }

void tensor_size(kiln_tensor tensor, int64_t* size) { *size = tensor_node(tensor, "tensor")->size(); }

void tensor_nbytes(kiln_tensor tensor, size_t* nbytes) { *nbytes = api_nbytes(*tensor_node(tensor, "tensor")); }

void tensor_is_evaluated(kiln_tensor tensor, bool* evaluated) {
  NodePtr node = tensor_node(tensor, "tensor");
  *evaluated = node->evaluated() && !node->pending;  // not while another thread's eval computes it
}

void tensor_eval(const kiln_tensor* tensors, size_t count) {
  std::vector<NodePtr> nodes = tensor_nodes(tensors, count, "tensors");
  std::vector<Node*> roots;
  for (const NodePtr& n : nodes) roots.push_back(n.get());
  evaluate(roots);
}

void tensor_eval_async(const kiln_tensor* tensors, size_t count) {
  evaluate_async(tensor_nodes(tensors, count, "tensors"));
}

void tensor_read(kiln_tensor tensor, void* dst, size_t dst_bytes) {
  NodePtr node = tensor_node(tensor, "tensor");
  size_t need = api_nbytes(*node);
  if (dst_bytes < need) {
    fail(Status::InvalidArgument, "dst holds " + std::to_string(dst_bytes) + " bytes; the tensor needs " + std::to_string(need));
  }
  if (need > 0 && dst == nullptr) fail(Status::InvalidArgument, "dst must not be NULL");
  traced(EventKind::Read, "read", node->device, need, [&](Span&) {
    NodePtr c = evaluated_compact(node);
    if (need == 0) return;
    if (bit_width(c->dtype) < 8) return pack_node(*c, static_cast<uint8_t*>(dst));
    c->device->backend().read(*c->storage, c->offset * itemsize(c->dtype), dst, need);
  });
}

void tensor_borrow(kiln_tensor tensor, kiln_borrow* out, const void** data, size_t* nbytes) {
  NodePtr node = tensor_node(tensor, "tensor");
  Span span(EventKind::Read, "borrow", node->device, node->nbytes());
  NodePtr c = evaluated_compact(node);
  BorrowRecord record;
  record.nbytes = api_nbytes(*c);
  const void* base = c->device->backend().host_address(*c->storage);
  if (bit_width(c->dtype) < 8) {  // lent packed, so always a copy
    auto packed = std::make_shared<std::vector<unsigned char>>(record.nbytes);
    pack_node(*c, packed->data());
    record.data = packed->data();
    record.keep = packed;
  } else if (base != nullptr) {
    record.keep = c->storage;  // alias: the storage lives as long as the loan
    record.data = static_cast<const unsigned char*>(base) + c->offset * itemsize(c->dtype);
  } else {
    auto copy = std::make_shared<std::vector<unsigned char>>(record.nbytes);
    if (record.nbytes > 0) c->device->backend().read(*c->storage, c->offset * itemsize(c->dtype), copy->data(), record.nbytes);
    record.data = copy->data();
    record.keep = copy;
  }
  *data = record.data;
  *nbytes = record.nbytes;
  *out = insert_borrow(std::move(record));
}

void borrow_release(kiln_borrow borrow) { release_borrow(borrow); }

void tensor_copy(kiln_tensor tensor, kiln_tensor* out) { return_tensor(ops::copy(tensor_node(tensor, "tensor")), out); }

void tensor_to_device(kiln_tensor tensor, kiln_device device, kiln_tensor* out) {
  NodePtr node = tensor_node(tensor, "tensor");
  Device& target = device_from(device, "device");
  if (node->device == &target) return return_tensor(node, out);
  // Across devices the data passes through the host: read once, upload once.
  NodePtr moved = traced(EventKind::Transfer, "to_device", &target, node->nbytes(),
                         [&](Span&) { return interop::compact_copy_on(node, target); });
  return_tensor(moved, out);
}

}  // namespace kiln::api
