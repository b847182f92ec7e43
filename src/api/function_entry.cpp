// Captured graphs: placeholders, and functions made from them (ops/captured_graph.h).
#include <memory>
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/enums.h"
#include "api/handles.h"
#include "core/error.h"
#include "ops/captured_graph.h"

namespace kiln::api {

void placeholder(const int64_t* shape, size_t ndim, int32_t dtype, kiln_device device, kiln_tensor* out) {
  Device& d = device_from(device, "device");
  return_tensor(ops::placeholder(d, to_dtype(dtype, "dtype"), checked_shape(shape, ndim, "shape")), out);
}

void function_create(const kiln_tensor* inputs, size_t input_count, const kiln_tensor* outputs, size_t output_count,
                     kiln_function* out) {
  std::vector<NodePtr> in = tensor_nodes(inputs, input_count, "inputs");
  std::vector<NodePtr> results = tensor_nodes(outputs, output_count, "outputs");
  *out = insert_function(std::make_shared<const ops::CapturedGraph>(in, results));
}

void function_call(kiln_function function, const kiln_tensor* args, size_t arg_count, kiln_tensor* results,
                   size_t result_count) {
  std::shared_ptr<const ops::CapturedGraph> captured = function_from(function, "function");
  std::vector<NodePtr> nodes = captured->call(tensor_nodes(args, arg_count, "args"));
  if (result_count != nodes.size()) {
    fail(Status::InvalidArgument, "results has room for " + std::to_string(result_count) + " tensors; the function returns " +
                                      std::to_string(nodes.size()));
  }
  try {
    for (size_t i = 0; i < nodes.size(); ++i) return_tensor(std::move(nodes[i]), &results[i]);
  } catch (...) {  // out of handles: none are handed out (the entry set them all to NULL first)
    for (size_t i = 0; i < nodes.size() && results[i]; ++i) release_tensor(results[i]);
    for (size_t i = 0; i < nodes.size(); ++i) results[i] = nullptr;
    throw;
  }
}

void function_arity(kiln_function function, size_t* input_count, size_t* output_count) {
  std::shared_ptr<const ops::CapturedGraph> captured = function_from(function, "function");
  *input_count = captured->input_count();
  *output_count = captured->output_count();
}

void function_release(kiln_function function) { release_function(function); }

}  // namespace kiln::api
