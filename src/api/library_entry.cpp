// Library-wide entries: version and dtype facts.
#include "api/entry.gen.h"
#include "api/enums.h"

#include <string>

#include "core/error.h"

namespace kiln::api {

void version(uint32_t* major, uint32_t* minor, uint32_t* patch) {
  *major = KILN_VERSION_MAJOR;
  *minor = KILN_VERSION_MINOR;
  *patch = KILN_VERSION_PATCH;
}

void dtype_size(int32_t dtype, size_t* size) {
  const DType d = to_dtype(dtype, "dtype");
  if (bit_width(d) < 8) {
    fail(Status::UnsupportedDType, std::string(dtype_name(d)) + " packs " + std::to_string(8 / bit_width(d)) +
                                       " elements to a byte: kiln_tensor_nbytes gives a tensor's bytes");
  }
  *size = itemsize(d);
}

}  // namespace kiln::api
