#include "backend/cpu/elementwise.h"

namespace kiln::cpu {

void check_elementwise(const Node& node, size_t inputs, const char* op) {
  require(node.inputs.size() == inputs, Status::Internal,
          std::string(op) + ": expected " + std::to_string(inputs) + " inputs, got " + std::to_string(node.inputs.size()));
  for (const auto& in : node.inputs) {
    require(in != nullptr, Status::Internal, std::string(op) + ": missing input");
    require(in->shape == node.shape, Status::Internal,
            std::string(op) + ": input shape " + shape_string(in->shape) + " differs from output shape " +
                shape_string(node.shape));
  }
}

void check_input_dtype(const Node& node, size_t input, DType expected, const char* op) {
  DType got = node.inputs.at(input)->dtype;
  require(got == expected, Status::Internal,
          std::string(op) + ": input " + std::to_string(input) + " is " + dtype_name(got) + ", expected " +
              dtype_name(expected));
}

}  // namespace kiln::cpu
