// Stream entries: create, release, and eval on a stream (core/stream.h).
#include <memory>
#include <vector>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "core/eval.h"

namespace kiln::api {

void stream_create(kiln_device device, kiln_stream* out) {
  *out = insert_stream(std::make_shared<Stream>(device_from(device, "device")));
}

void stream_release(kiln_stream stream) { release_stream(stream); }

void stream_device(kiln_stream stream, kiln_device* out) { *out = device_handle(*stream_from(stream, "stream")->device); }

void stream_eval(kiln_stream stream, const kiln_tensor* tensors, size_t count) {
  std::shared_ptr<Stream> on = stream_from(stream, "stream");  // lives through the eval
  std::vector<NodePtr> nodes = tensor_nodes(tensors, count, "tensors");
  std::vector<Node*> roots;
  for (const NodePtr& n : nodes) roots.push_back(n.get());
  evaluate(roots, on.get());
}

void stream_eval_async(kiln_stream stream, const kiln_tensor* tensors, size_t count) {
  std::shared_ptr<Stream> on = stream_from(stream, "stream");  // held by the work until it is done
  evaluate_async(tensor_nodes(tensors, count, "tensors"), on);
}

}  // namespace kiln::api
