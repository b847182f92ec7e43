// Functions derived from captured functions by differentiation (kiln_function_vjp, _jvp and
// _value_and_grad). The derived graphs are captured functions too, so they can be called,
// captured into others and differentiated again.
#pragma once

#include <memory>
#include <vector>

#include "ops/captured_graph.h"

namespace kiln::autodiff {

using Function = std::shared_ptr<const ops::CapturedGraph>;

// (inputs..., one cotangent per output) -> (outputs..., one cotangent per input).
Function derive_vjp(const ops::CapturedGraph& f);
// (inputs..., one tangent per input) -> (outputs..., one tangent per output).
Function derive_jvp(const ops::CapturedGraph& f);
// inputs -> (outputs..., the gradient of output 0, a 0-d float, for each input in wrt).
Function derive_value_and_grad(const ops::CapturedGraph& f, const std::vector<size_t>& wrt);

}  // namespace kiln::autodiff
