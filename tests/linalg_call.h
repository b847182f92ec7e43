// The kiln_linalg_* branch of op_values_test.cpp's call_op (included there, inside its anonymous
// namespace, after its helpers). Results that are unique (cholesky, solve, det, eigenvalues, ...)
// are compared as they are; for decompositions whose signs LAPACK chooses the case's "check"
// asks for a product that does not depend on them, built here with Kiln's own ops:
//   qr:   0 q @ r (== x)  1 q^T q (== I)  2 |r|  3 r  4 q (Kiln's signs: r_ii >= 0 where reflected)
//   eigh: 0 w  1 (v * w) @ v^T (== x, symmetric from its lower triangle)  2 v^T v (== I)
//   svd:  0 s  1 (u * s) @ vh (== x, reduced)  2 u^T u  3 vh vh^T (== I)
//   lu, slogdet: the result numbered "check".
// A case with flag "evaluate" evaluates the result, so errors of the eval (a singular matrix)
// come back as the call's status.

// The ops a check combines, each owning its result; a failed step releases nothing twice.
class LinalgChain {
 public:
  ~LinalgChain() {
    for (kiln_tensor t : held_) kiln_tensor_release(t);
  }
  kiln_tensor keep(kiln_tensor t) {
    held_.push_back(t);
    return t;
  }
  kiln_tensor mT(kiln_tensor x) {
    size_t ndim = 0;
    EXPECT_EQ(kiln_tensor_ndim(x, &ndim), KILN_STATUS_OK);
    std::vector<int64_t> perm(ndim);
    for (size_t i = 0; i < ndim; ++i) perm[i] = static_cast<int64_t>(i);
    std::swap(perm[ndim - 1], perm[ndim - 2]);
    return step(kiln_transpose(x, perm.data(), ndim, &out_), "transpose");
  }
  kiln_tensor matmul(kiln_tensor a, kiln_tensor b) { return step(kiln_matmul(a, b, &out_), "matmul"); }
  // x * v[..., None, :]: scales x's columns by v.
  kiln_tensor scale_columns(kiln_tensor x, kiln_tensor v) {
    const int64_t axis = -2;
    kiln_tensor row = step(kiln_expand_dims(v, &axis, 1, &out_), "expand_dims");
    return step(kiln_multiply(x, row, &out_), "multiply");
  }
  kiln_tensor abs(kiln_tensor x) { return step(kiln_abs(x, &out_), "abs"); }
  // The result handed out: no longer released here.
  kiln_tensor release_to_caller(kiln_tensor t) {
    for (auto it = held_.begin(); it != held_.end(); ++it) {
      if (*it == t) {
        held_.erase(it);
        break;
      }
    }
    return t;
  }

 private:
  kiln_tensor step(kiln_status s, const char* what) {
    EXPECT_EQ(s, KILN_STATUS_OK) << what << ": " << kiln_last_error();
    return keep(s == KILN_STATUS_OK ? out_ : nullptr);
  }
  std::vector<kiln_tensor> held_;
  kiln_tensor out_ = nullptr;
};

kiln_status linalg_results(const OpCase& c, const std::vector<kiln_tensor>& in, std::vector<kiln_tensor>* r) {
  const std::string op = c.op.substr(std::string("linalg_").size());
  // One result: the call runs first, then its out-handle is read.
  auto out1 = [&](kiln_status (*call)(kiln_tensor, kiln_tensor*)) {
    kiln_tensor t = nullptr;
    kiln_status s = call(in.at(0), &t);
    r->assign(1, t);
    return s;
  };
  kiln_tensor a = nullptr, b = nullptr, d = nullptr;
  if (op == "triangular_solve") {
    need_inputs(in, 2, c);
    kiln_status s = kiln_linalg_triangular_solve(in[0], in[1], flag(c, "lower"), flag(c, "left_side"),
                                                 flag(c, "transpose_a"), flag(c, "unit_diagonal"), &a);
    r->assign(1, a);
    return s;
  }
  if (op == "solve") {
    need_inputs(in, 2, c);
    kiln_status s = kiln_linalg_solve(in[0], in[1], &a);
    r->assign(1, a);
    return s;
  }
  if (op == "lstsq") {
    need_inputs(in, 2, c);
    kiln_status s = kiln_linalg_lstsq(in[0], in[1], real(c, "rcond"), &a);
    r->assign(1, a);
    return s;
  }
  need_inputs(in, 1, c);
  kiln_status s = KILN_STATUS_INTERNAL;
  if (op == "vector_norm") {
    const IntList& axes = ints(c, "axes");
    s = kiln_linalg_vector_norm(in[0], real(c, "ord"), ptr(axes), axes.values.size(), flag(c, "keepdims"), &a);
    r->assign(1, a);
    return s;
  }
  if (op == "matrix_norm") {
    s = kiln_linalg_matrix_norm(in[0], static_cast<kiln_matrix_norm>(one_int(c, "ord")), flag(c, "keepdims"), &a);
    r->assign(1, a);
    return s;
  }
  if (op == "eigvalsh") return out1(kiln_linalg_eigvalsh);
  if (op == "svdvals") return out1(kiln_linalg_svdvals);
  if (op == "inv") return out1(kiln_linalg_inv);
  if (op == "det") return out1(kiln_linalg_det);
  if (op == "cholesky") {
    s = kiln_linalg_cholesky(in[0], flag(c, "upper"), &a);
    r->assign(1, a);
    return s;
  }
  if (op == "lu") {
    s = kiln_linalg_lu(in[0], &a, &b, &d);
    *r = {a, b, d};
  } else if (op == "qr") {
    s = kiln_linalg_qr(in[0], flag(c, "complete"), &a, &b);
    *r = {a, b};
  } else if (op == "eigh") {
    s = kiln_linalg_eigh(in[0], &a, &b);
    *r = {a, b};
  } else if (op == "svd") {
    s = kiln_linalg_svd(in[0], flag(c, "full_matrices"), &a, &b, &d);
    *r = {a, b, d};
  } else if (op == "slogdet") {
    s = kiln_linalg_slogdet(in[0], &a, &b);
    *r = {a, b};
  } else {
    throw BadCase("no linalg op " + op);
  }
  return s;
}

kiln_status call_linalg(const OpCase& c, const std::vector<kiln_tensor>& in, kiln_tensor* out) {
  std::vector<kiln_tensor> results;
  LinalgChain chain;
  kiln_status s = linalg_results(c, in, &results);
  for (kiln_tensor t : results) {
    if (t != nullptr) chain.keep(t);
  }
  if (s != KILN_STATUS_OK) return s;
  const std::string op = c.op.substr(std::string("linalg_").size());
  const int64_t check = results.size() > 1 ? one_int(c, "check") : 0;
  kiln_tensor result = nullptr;
  if (op == "qr") {
    kiln_tensor q = results[0], r = results[1];
    result = check == 0 ? chain.matmul(q, r) : check == 1 ? chain.matmul(chain.mT(q), q) : check == 2 ? chain.abs(r) : check == 3 ? r : q;
  } else if (op == "eigh") {
    kiln_tensor w = results[0], v = results[1];
    result = check == 0 ? w : check == 1 ? chain.matmul(chain.scale_columns(v, w), chain.mT(v)) : chain.matmul(chain.mT(v), v);
  } else if (op == "svd") {
    kiln_tensor u = results[0], sv = results[1], vh = results[2];
    if (check == 0) result = sv;
    if (check == 1) result = chain.matmul(chain.scale_columns(u, sv), vh);
    if (check == 2) result = chain.matmul(chain.mT(u), u);
    if (check == 3) result = chain.matmul(vh, chain.mT(vh));
  } else {
    if (check < 0 || check >= static_cast<int64_t>(results.size())) throw BadCase("check out of range");
    result = results[static_cast<size_t>(check)];
  }
  if (result == nullptr) throw BadCase("no result for this check");
  auto e = c.flags.find("evaluate");
  if (e != c.flags.end() && e->second) {
    s = kiln_tensor_eval(&result, 1);
    if (s != KILN_STATUS_OK) return s;
  }
  *out = chain.release_to_caller(result);
  return KILN_STATUS_OK;
}
