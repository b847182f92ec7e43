// Differentiation: functions derived from captured functions, and stop_gradient (autodiff/).
#include <memory>
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/handles.h"
#include "autodiff/transforms.h"
#include "core/error.h"
#include "ops/ops.h"

namespace kiln::api {

void function_vjp(kiln_function function, kiln_function* out) {
  *out = insert_function(autodiff::derive_vjp(*function_from(function, "function")));
}

void function_jvp(kiln_function function, kiln_function* out) {
  *out = insert_function(autodiff::derive_jvp(*function_from(function, "function")));
}

void function_value_and_grad(kiln_function function, const size_t* argnums, size_t argnum_count, kiln_function* out) {
  std::shared_ptr<const ops::CapturedGraph> f = function_from(function, "function");
  if (argnums == nullptr && argnum_count != 0) {
    fail(Status::InvalidArgument, "argnums is NULL but argnum_count is " + std::to_string(argnum_count));
  }
  std::vector<size_t> wrt;
  if (argnum_count == 0) {  // every input; argnums may be NULL, so no arithmetic on it
    for (size_t i = 0; i < f->input_count(); ++i) wrt.push_back(i);
  } else {
    wrt.assign(argnums, argnums + argnum_count);
  }
  *out = insert_function(autodiff::derive_value_and_grad(*f, wrt));
}

void stop_gradient(kiln_tensor x, kiln_tensor* out) { return_tensor(ops::stop_gradient(tensor_node(x, "x")), out); }

}  // namespace kiln::api
