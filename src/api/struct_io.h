// Versioned structs: the caller says in struct_size how much of the struct it knows; the library
// writes only that much, so old callers with smaller structs keep working.
#pragma once

#include <cstring>
#include <string>

#include "core/error.h"

namespace kiln::api {

template <typename Struct>
void copy_out_struct(Struct full, Struct* dst, const char* param) {
  size_t size = dst->struct_size;
  if (size < sizeof(size_t)) {
    fail(Status::InvalidArgument, std::string(param) + "->struct_size is " + std::to_string(size) + "; set it to sizeof the struct");
  }
  size_t n = size < sizeof(Struct) ? size : sizeof(Struct);
  full.struct_size = n;
  std::memcpy(dst, &full, n);
}

}  // namespace kiln::api
