// Library-wide entries: version and dtype facts.
#include "api/entry.gen.h"
#include "api/enums.h"

namespace kiln::api {

void version(uint32_t* major, uint32_t* minor, uint32_t* patch) {
  *major = KILN_VERSION_MAJOR;
  *minor = KILN_VERSION_MINOR;
  *patch = KILN_VERSION_PATCH;
}

void dtype_size(int32_t dtype, size_t* size) { *size = itemsize(to_dtype(dtype, "dtype")); }

}  // namespace kiln::api
