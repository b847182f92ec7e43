// Checked conversions from C enum values (which may hold anything) to internal enums.
#pragma once

#include <string>

#include "core/dtype.h"
#include "core/error.h"
#include "kiln/kiln.h"

namespace kiln::api {

inline DType to_dtype(int32_t v, const char* param) {
  if (!is_valid_dtype(v)) fail(Status::InvalidArgument, std::string(param) + ": " + std::to_string(v) + " is not a kiln_dtype");
  return static_cast<DType>(v);
}

}  // namespace kiln::api
