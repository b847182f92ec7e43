// The library's handle tables and the conversions between C handles and internal objects.
#pragma once

#include <memory>
#include <vector>

#include "core/device.h"
#include "core/node.h"
#include "core/stream.h"
#include "distributed/communicator.h"
#include "ops/captured_graph.h"
#include "kiln/kiln.h"

namespace kiln::api {

// Resolves a tensor handle; throws INVALID_HANDLE naming `param`.
NodePtr tensor_node(kiln_tensor tensor, const char* param);
// The same without taking a reference: valid only until the handle table next changes, so only
// for builders that neither evaluate nor run callbacks (elementwise ops: issue 15's build cost).
const NodePtr& peek_tensor_node(kiln_tensor tensor, const char* param);
// Hands a node to the caller as a new handle with one reference.
void return_tensor(NodePtr node, kiln_tensor* out);
void retain_tensor(kiln_tensor tensor);
void release_tensor(kiln_tensor tensor);
// Resolves an array of tensor handles (each checked).
std::vector<NodePtr> tensor_nodes(const kiln_tensor* tensors, size_t count, const char* param);
// Number of live tensor handles (tests use it to detect leaks).
size_t live_tensor_handles();

Device& device_from(kiln_device device, const char* param);
kiln_device device_handle(const Device& device);

// A loan of host-readable bytes; `keep` holds whatever must outlive it.
struct BorrowRecord {
  std::shared_ptr<void> keep;
  const void* data = nullptr;
  size_t nbytes = 0;
};
kiln_borrow insert_borrow(BorrowRecord record);
void release_borrow(kiln_borrow borrow);

// Streams: the handle owns one reference; an eval running on the stream holds another, so a
// release meanwhile frees it only when that eval ends.
kiln_stream insert_stream(std::shared_ptr<Stream> stream);
std::shared_ptr<Stream> stream_from(kiln_stream stream, const char* param);
void release_stream(kiln_stream stream);

// Captured graphs (kiln_function_*): immutable once made, so calls share them.
kiln_function insert_function(std::shared_ptr<const ops::CapturedGraph> function);
std::shared_ptr<const ops::CapturedGraph> function_from(kiln_function function, const char* param);
void release_function(kiln_function function);

// Groups (kiln_group_*): each handle holds the communicator; collectives built on it hold it too.
kiln_group insert_group(std::shared_ptr<distributed::Communicator> group);
std::shared_ptr<distributed::Communicator> group_from(kiln_group group, const char* param);
void release_group(kiln_group group);

}  // namespace kiln::api
