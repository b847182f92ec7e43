// Entries of dot_general and the parameterised activations (issue 19).
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "core/error.h"
#include "ops/ops.h"

namespace kiln::api {

namespace {

// An axis list: NULL only with count 0.
std::vector<int64_t> axis_list(const int64_t* values, size_t count, const char* name) {
  if (values == nullptr && count != 0) {
    fail(Status::InvalidArgument, std::string(name) + " is NULL but its count is " + std::to_string(count));
  }
  if (count > kMaxDims) fail(Status::InvalidArgument, std::string("too many axes in ") + name + ": " + std::to_string(count));
  return count == 0 ? std::vector<int64_t>{} : std::vector<int64_t>(values, values + count);
}

}  // namespace

void dot_general(kiln_tensor a, const int64_t* contract_a, size_t ncontract_a, const int64_t* batch_a, size_t nbatch_a,
                 kiln_tensor b, const int64_t* contract_b, size_t ncontract_b, const int64_t* batch_b, size_t nbatch_b,
                 kiln_tensor* out) {
  NodePtr na = tensor_node(a, "a"), nb = tensor_node(b, "b");
  return_tensor(ops::dot_general(na, axis_list(contract_a, ncontract_a, "contract_a"), axis_list(batch_a, nbatch_a, "batch_a"),
                                 nb, axis_list(contract_b, ncontract_b, "contract_b"), axis_list(batch_b, nbatch_b, "batch_b")),
                out);
}

void leaky_relu(kiln_tensor x, double negative_slope, kiln_tensor* out) {
  return_tensor(ops::leaky_relu(tensor_node(x, "x"), negative_slope), out);
}

void elu(kiln_tensor x, double alpha, kiln_tensor* out) { return_tensor(ops::elu(tensor_node(x, "x"), alpha), out); }

}  // namespace kiln::api
