#include "api/handles.h"

#include "api/handle_table.h"

namespace kiln::api {

namespace {

struct TensorEntry {
  NodePtr node;
  uint64_t references = 0;
};

HandleTable<TensorEntry>& tensors() {
  static auto* table = new HandleTable<TensorEntry>(HandleKind::Tensor, "tensor");
  return *table;
}

HandleTable<BorrowRecord>& borrows() {
  static auto* table = new HandleTable<BorrowRecord>(HandleKind::Borrow, "borrow");
  return *table;
}

HandleTable<std::shared_ptr<Stream>>& streams() {
  static auto* table = new HandleTable<std::shared_ptr<Stream>>(HandleKind::Stream, "stream");
  return *table;
}

HandleTable<std::shared_ptr<const ops::CapturedGraph>>& functions() {
  static auto* table = new HandleTable<std::shared_ptr<const ops::CapturedGraph>>(HandleKind::Function, "function");
  return *table;
}

HandleTable<std::shared_ptr<distributed::Communicator>>& groups() {
  static auto* table = new HandleTable<std::shared_ptr<distributed::Communicator>>(HandleKind::Group, "group");
  return *table;
}

uint64_t bits(const void* handle) { return reinterpret_cast<uintptr_t>(handle); }

}  // namespace

NodePtr tensor_node(kiln_tensor tensor, const char* param) { return peek_tensor_node(tensor, param); }

const NodePtr& peek_tensor_node(kiln_tensor tensor, const char* param) { return tensors().get(bits(tensor), param).node; }

void return_tensor(NodePtr node, kiln_tensor* out) {
  uint64_t handle = tensors().insert(TensorEntry{std::move(node), 1});
  *out = reinterpret_cast<kiln_tensor>(static_cast<uintptr_t>(handle));
}

void retain_tensor(kiln_tensor tensor) {
  TensorEntry& entry = tensors().get(bits(tensor), "tensor");
  if (entry.references == UINT64_MAX) fail(Status::InvalidArgument, "reference count overflow");
  entry.references++;
}

void release_tensor(kiln_tensor tensor) {
  TensorEntry& entry = tensors().get(bits(tensor), "tensor");
  if (--entry.references == 0) {
    TensorEntry gone = tensors().take(bits(tensor), "tensor");
    (void)gone;  // the node (and what only it kept alive) is freed here
  }
}

std::vector<NodePtr> tensor_nodes(const kiln_tensor* handles, size_t count, const char* param) {
  std::vector<NodePtr> nodes;
  nodes.reserve(count);
  for (size_t i = 0; i < count; ++i) nodes.push_back(tensor_node(handles[i], param));
  return nodes;
}

size_t live_tensor_handles() { return tensors().live_count(); }

Device& device_from(kiln_device device, const char* param) {
  uint64_t h = bits(device);
  auto& registry = DeviceRegistry::get();
  uint64_t slot = h & 0xffffffffu;
  if (h != encode_handle(HandleKind::Device, 1, static_cast<uint32_t>(slot)) || slot >= registry.count()) {
    invalid_handle("device", param);
  }
  return registry.at(slot);
}

kiln_device device_handle(const Device& device) {
  return reinterpret_cast<kiln_device>(
      static_cast<uintptr_t>(encode_handle(HandleKind::Device, 1, static_cast<uint32_t>(device.index()))));
}

kiln_borrow insert_borrow(BorrowRecord record) {
  return reinterpret_cast<kiln_borrow>(static_cast<uintptr_t>(borrows().insert(std::move(record))));
}

void release_borrow(kiln_borrow borrow) {
  BorrowRecord gone = borrows().take(bits(borrow), "borrow");
  (void)gone;
}

kiln_stream insert_stream(std::shared_ptr<Stream> stream) {
  return reinterpret_cast<kiln_stream>(static_cast<uintptr_t>(streams().insert(std::move(stream))));
}

std::shared_ptr<Stream> stream_from(kiln_stream stream, const char* param) {
  return streams().get(bits(stream), param);
}

void release_stream(kiln_stream stream) {
  std::shared_ptr<Stream> gone = streams().take(bits(stream), "stream");
  (void)gone;
}

kiln_function insert_function(std::shared_ptr<const ops::CapturedGraph> function) {
  return reinterpret_cast<kiln_function>(static_cast<uintptr_t>(functions().insert(std::move(function))));
}

std::shared_ptr<const ops::CapturedGraph> function_from(kiln_function function, const char* param) {
  return functions().get(bits(function), param);
}

void release_function(kiln_function function) {
  std::shared_ptr<const ops::CapturedGraph> gone = functions().take(bits(function), "function");
  (void)gone;
}

kiln_group insert_group(std::shared_ptr<distributed::Communicator> group) {
  return reinterpret_cast<kiln_group>(static_cast<uintptr_t>(groups().insert(std::move(group))));
}

std::shared_ptr<distributed::Communicator> group_from(kiln_group group, const char* param) {
  return groups().get(bits(group), param);
}

void release_group(kiln_group group) {
  std::shared_ptr<distributed::Communicator> gone = groups().take(bits(group), "group");
  (void)gone;
}

}  // namespace kiln::api
