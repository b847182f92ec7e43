#include "backend/cpu/copy.h"

#include <cstdint>
#include <cstring>

#include "backend/cpu/elementwise.h"

namespace kiln::cpu {

namespace {

template <class U>
void copy_words(const StridedLoop& loop) {
  parallel_for(loop.size(), kGrain, [&](int64_t begin, int64_t end) {
    loop.run(begin, end, [&](char* const* p, const int64_t* s, int64_t n) {
      if (s[0] == 1 && s[1] == 1) {
        std::memcpy(p[0], p[1], static_cast<size_t>(n) * sizeof(U));
        return;
      }
      auto* o = reinterpret_cast<U*>(p[0]);
      const auto* a = reinterpret_cast<const U*>(p[1]);
      const int64_t so = s[0], sa = s[1];
      for (int64_t i = 0; i < n; ++i) o[i * so] = a[i * sa];
    });
  });
}

}  // namespace

void copy_strided(const Shape& shape, size_t itemsize, char* dst, const Strides& dst_strides, const char* src,
                  const Strides& src_strides) {
  StridedLoop loop(shape, {{dst, itemsize, &dst_strides}, {const_cast<char*>(src), itemsize, &src_strides}});
  switch (itemsize) {
    case 1: return copy_words<uint8_t>(loop);
    case 2: return copy_words<uint16_t>(loop);
    case 4: return copy_words<uint32_t>(loop);
    case 8: return copy_words<uint64_t>(loop);
    default: fail(Status::Internal, "copy: unsupported element size " + std::to_string(itemsize));
  }
}

}  // namespace kiln::cpu
