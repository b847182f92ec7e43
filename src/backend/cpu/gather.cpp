#include "backend/cpu/gather.h"

#include <cstring>

namespace kiln::cpu {

namespace {

template <class U>
void copy_run(const char* from, int64_t stride, int64_t n, char* to) {
  const U* a = reinterpret_cast<const U*>(from);
  U* o = reinterpret_cast<U*>(to);
  for (int64_t i = 0; i < n; ++i) o[i] = a[i * stride];
}

}  // namespace

Gather::Gather(const Node& node, const char* data)
    : item_(itemsize(node.dtype)), loop_(node.shape, {{const_cast<char*>(data), itemsize(node.dtype), &node.strides}}) {}

void Gather::operator()(int64_t begin, int64_t end, char* out) const {
  loop_.run(begin, end, [&](char* const* p, const int64_t* s, int64_t n) {
    if (s[0] == 1) {
      std::memcpy(out, p[0], static_cast<size_t>(n) * item_);
    } else {
      switch (item_) {
        case 1: copy_run<uint8_t>(p[0], s[0], n, out); break;
        case 2: copy_run<uint16_t>(p[0], s[0], n, out); break;
        case 4: copy_run<uint32_t>(p[0], s[0], n, out); break;
        default: copy_run<uint64_t>(p[0], s[0], n, out); break;
      }
    }
    out += n * static_cast<int64_t>(item_);
  });
}

}  // namespace kiln::cpu
