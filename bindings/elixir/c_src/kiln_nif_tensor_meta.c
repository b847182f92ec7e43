/* tensor_meta(tensor): {:ok, {dtype, shape}}, the dtype atom and the shape as a tuple, in one
 * call. An Nx op on Kiln.Backend checks its result's dtype and shape against Nx's (three calls
 * through kiln_tensor_dtype, _ndim and _shape before); per op, the NIF calls are a good part of
 * building a defn graph. */
#include "kiln_nif.gen.h"
#include "kiln_nif_runtime.h"

/* Shapes up to this rank are read into a buffer on the stack. */
#define KN_META_INLINE_RANK 16

ERL_NIF_TERM nif_tensor_meta(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_meta";
  (void)argc;
  if (!KILN.kiln_tensor_dtype || !KILN.kiln_tensor_ndim || !KILN.kiln_tensor_shape) return kn_missing(env, FN);
  kn_kiln_tensor_res* res = kn_get_kiln_tensor_res(env, argv[0]);
  if (!res) return kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource");
  ERL_NIF_TERM result;
  kiln_dtype dtype;
  size_t ndim = 0;
  int64_t inline_dims[KN_META_INLINE_RANK];
  int64_t* dims = inline_dims;
  ERL_NIF_TERM inline_terms[KN_META_INLINE_RANK];
  ERL_NIF_TERM* terms = inline_terms;
  /* The handle is read under the resource's lock, held for these three short calls instead of
   * a reference of our own (a retain and a release: two more library calls): an explicit
   * release from another process waits for the lock. */
  kn_lock(res);
  kiln_tensor tensor = res->handle;
  kiln_status status = tensor ? KILN.kiln_tensor_dtype(tensor, &dtype) : KILN_STATUS_OK;
  if (tensor && status == KILN_STATUS_OK) status = KILN.kiln_tensor_ndim(tensor, &ndim);
  if (tensor && status == KILN_STATUS_OK && ndim > KN_META_INLINE_RANK) {
    dims = enif_alloc(sizeof *dims * ndim);
    terms = enif_alloc(sizeof *terms * ndim);
    if (!dims || !terms) status = KILN_STATUS_OUT_OF_MEMORY;
  }
  if (tensor && status == KILN_STATUS_OK) status = KILN.kiln_tensor_shape(tensor, dims, ndim);
  kn_unlock(res);
  if (!tensor) {
    result = kn_released_arg(env, FN, "tensor");
  } else if (status == KILN_STATUS_OUT_OF_MEMORY && (!dims || !terms)) {
    result = kn_error(env, status, "%s: cannot allocate %zu dims", FN, ndim);
  } else if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
  } else {
    for (size_t i = 0; i < ndim; i++) terms[i] = enif_make_int64(env, (ErlNifSInt64)dims[i]);
    ERL_NIF_TERM shape = enif_make_tuple_from_array(env, terms, (unsigned)ndim);
    result = kn_ok(env, enif_make_tuple2(env, kn_enc_kiln_dtype(env, (int)dtype), shape));
  }
  if (dims && dims != inline_dims) enif_free(dims);
  if (terms && terms != inline_terms) enif_free(terms);
  return result;
}
