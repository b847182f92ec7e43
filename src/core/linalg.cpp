#include "core/linalg.h"

#include <algorithm>

namespace kiln {

const char* linalg_name(LinalgOp op) {
  switch (op) {
    case LinalgOp::Cholesky: return "cholesky";
    case LinalgOp::TriangularSolve: return "triangular_solve";
    case LinalgOp::Lu: return "lu";
    case LinalgOp::Qr: return "qr";
    case LinalgOp::Eigh: return "eigh";
    case LinalgOp::Svd: return "svd";
    case LinalgOp::Solve: return "solve";
    case LinalgOp::Inv: return "inv";
    case LinalgOp::Det: return "det";
    case LinalgOp::Slogdet: return "slogdet";
  }
  return "linalg";
}

std::vector<Shape> linalg_parts(const LinalgParams& p, const Shape& a, const Shape& b) {
  const int64_t m = a.at(0), n = a.at(1), k = std::min(m, n);
  switch (p.op) {
    case LinalgOp::Cholesky:
    case LinalgOp::Inv: return {{n, n}};
    case LinalgOp::TriangularSolve:
    case LinalgOp::Solve: return {b};
    case LinalgOp::Lu: return {{m, m}, {m, k}, {k, n}};
    case LinalgOp::Qr: return p.full ? std::vector<Shape>{{m, m}, {m, n}} : std::vector<Shape>{{m, k}, {k, n}};
    case LinalgOp::Eigh: return p.vectors ? std::vector<Shape>{{n}, {n, n}} : std::vector<Shape>{{n}};
    case LinalgOp::Svd:
      if (!p.vectors) return {{k}};
      return p.full ? std::vector<Shape>{{m, m}, {k}, {n, n}} : std::vector<Shape>{{m, k}, {k}, {k, n}};
    case LinalgOp::Det: return {{}};
    case LinalgOp::Slogdet: return {{}, {}};
  }
  return {};
}

int64_t linalg_packed_size(const std::vector<Shape>& parts) {
  int64_t total = 0;
  for (const Shape& s : parts) {
    int64_t size = 1;
    for (int64_t e : s) size *= e;
    total += size;
  }
  return total;
}

}  // namespace kiln
