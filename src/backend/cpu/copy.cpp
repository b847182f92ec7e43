#include "backend/cpu/copy.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "backend/cpu/elementwise.h"

namespace kiln::cpu {

namespace {

template <class U>
void copy_runs(const StridedLoop& loop) {
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

// A transposing copy (the source walks its second-to-last dimension contiguously, the
// destination its last): element by element, every read would touch a new cache line, so it
// goes in square tiles whose source lines stay in cache while the tile is written.
template <class U>
void copy_tiles(const StridedLoop& loop, char* dst, const char* src) {
  constexpr int64_t kTile = 32;
  const int last = loop.dims() - 1;
  const int64_t rows = loop.extent(last - 1), cols = loop.extent(last);
  const int64_t dst_row = loop.stride(last - 1, 0), src_col = loop.stride(last, 1);
  const int64_t row_tiles = (rows + kTile - 1) / kTile, col_tiles = (cols + kTile - 1) / kTile;
  const int64_t tiles_per_matrix = row_tiles * col_tiles;
  const int64_t tasks = loop.size() / (rows * cols) * tiles_per_matrix;
  parallel_for(tasks, std::max<int64_t>(1, kGrain / (kTile * kTile)), [&](int64_t begin, int64_t end) {
    for (int64_t t = begin; t < end; ++t) {
      // Offsets of this tile's matrix: the outer dimensions, decomposed from the matrix index.
      int64_t matrix = t / tiles_per_matrix, dst_offset = 0, src_offset = 0;
      for (int d = last - 2; d >= 0; --d) {
        const int64_t i = matrix % loop.extent(d);
        matrix /= loop.extent(d);
        dst_offset += i * loop.stride(d, 0);
        src_offset += i * loop.stride(d, 1);
      }
      const int64_t tile = t % tiles_per_matrix;
      const int64_t r0 = tile / col_tiles * kTile, c0 = tile % col_tiles * kTile;
      const int64_t r1 = std::min(rows, r0 + kTile), c1 = std::min(cols, c0 + kTile);
      U* o = reinterpret_cast<U*>(dst) + dst_offset;
      const U* a = reinterpret_cast<const U*>(src) + src_offset;
      for (int64_t r = r0; r < r1; ++r) {
        for (int64_t c = c0; c < c1; ++c) o[r * dst_row + c] = a[r + c * src_col];
      }
    }
  });
}

template <class U>
void copy_words(const StridedLoop& loop, char* dst, const char* src) {
  const int last = loop.dims() - 1;
  const bool transposing = last >= 1 && loop.stride(last, 0) == 1 && loop.stride(last - 1, 1) == 1 &&
                           loop.stride(last, 1) != 1 && loop.extent(last) >= 8 && loop.extent(last - 1) >= 8;
  if (transposing) return copy_tiles<U>(loop, dst, src);
  copy_runs<U>(loop);
}

}  // namespace

void copy_strided(const Shape& shape, size_t itemsize, char* dst, const Strides& dst_strides, const char* src,
                  const Strides& src_strides) {
  StridedLoop loop(shape, {{dst, itemsize, &dst_strides}, {const_cast<char*>(src), itemsize, &src_strides}});
  switch (itemsize) {
    case 1: return copy_words<uint8_t>(loop, dst, src);
    case 2: return copy_words<uint16_t>(loop, dst, src);
    case 4: return copy_words<uint32_t>(loop, dst, src);
    case 8: return copy_words<uint64_t>(loop, dst, src);
    default: fail(Status::Internal, "copy: unsupported element size " + std::to_string(itemsize));
  }
}

}  // namespace kiln::cpu
