// The linear algebra kernels' parameters and the layout of their results. One Linalg node computes
// every result of a decomposition at once; when there are several (lu's p, l, u) they are packed
// per matrix, one after the other in row-major order, and the ops layer hands out views of them.
#pragma once

#include <cstdint>
#include <vector>

#include "core/shape.h"

namespace kiln {

enum class LinalgOp : uint8_t {
  Cholesky,         // [n, n] -> L (or U = L^T with upper)
  TriangularSolve,  // a [n, n], b [r, c] -> X [r, c]
  Lu,               // [m, n] -> P [m, m], L [m, k], U [k, n]; k = min(m, n)
  Qr,               // [m, n] -> Q [m, k], R [k, n] (full: Q [m, m], R [m, n])
  Eigh,             // [n, n] -> w [n], V [n, n] (without vectors: w only)
  Svd,              // [m, n] -> U [m, k], S [k], Vh [k, n] (full: U [m, m], Vh [n, n]; without vectors: S)
  Solve,            // a [n, n], b [n, r] -> X [n, r]
  Inv,              // [n, n] -> [n, n]
  Det,              // [n, n] -> []
  Slogdet,          // [n, n] -> sign [], log|det| []
};

struct LinalgParams {
  LinalgOp op = LinalgOp::Cholesky;
  bool upper = false;          // Cholesky: return U; TriangularSolve: a is upper triangular
  bool left_side = true;       // TriangularSolve: a X = b (else X a = b)
  bool transpose_a = false;    // TriangularSolve
  bool unit_diagonal = false;  // TriangularSolve
  bool full = false;           // Qr: complete; Svd: full_matrices
  bool vectors = true;         // Eigh, Svd: compute the vectors too
  bool complex = false;        // complex inputs and results, held as float pairs (the node's dtype is
                               // their part type; real results such as eigenvalues get a 0 imaginary part)
};

const char* linalg_name(LinalgOp op);

// The shapes of one matrix's results, in packing order. `a` is the last two extents of the first
// input, `b` those of the second (TriangularSolve, Solve).
std::vector<Shape> linalg_parts(const LinalgParams& p, const Shape& a, const Shape& b);

// Elements of one matrix's packed results.
int64_t linalg_packed_size(const std::vector<Shape>& parts);

}  // namespace kiln
