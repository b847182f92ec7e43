// The CPU backend: host memory and threaded kernels. src/backend/registry.cpp adds it as the
// first device.
#pragma once

#include <memory>

#include "core/backend.h"

namespace kiln::cpu {

std::unique_ptr<kiln::Backend> make_backend();

}  // namespace kiln::cpu
