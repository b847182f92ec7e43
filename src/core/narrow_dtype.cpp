#include "core/narrow_dtype.h"

#include "core/host_read.h"

namespace kiln {

void pack_sub_byte(const uint8_t* src, int64_t n, DType d, uint8_t* dst) {
  const int bits = bit_width(d), per_byte = 8 / bits, mask = (1 << bits) - 1;
  for (int64_t byte = 0; byte * per_byte < n; ++byte) {
    int packed = 0;
    for (int j = 0; j < per_byte && byte * per_byte + j < n; ++j) packed |= (src[byte * per_byte + j] & mask) << (j * bits);
    dst[byte] = static_cast<uint8_t>(packed);
  }
}

void unpack_sub_byte(const uint8_t* src, int64_t n, DType d, uint8_t* dst) {
  const int bits = bit_width(d), per_byte = 8 / bits;
  for (int64_t i = 0; i < n; ++i) {
    dst[i] = static_cast<uint8_t>(wrap_narrow_int(src[i / per_byte] >> ((i % per_byte) * bits), d));
  }
}

void pack_node(const Node& compact, uint8_t* dst) {
  if (compact.size() == 0) return;
  HostBytes bytes(compact);
  pack_sub_byte(reinterpret_cast<const uint8_t*>(bytes.first_element(compact)), compact.size(), compact.dtype, dst);
}

}  // namespace kiln
