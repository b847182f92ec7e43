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
  kiln_tensor tensor = NULL;
  switch (kn_acquire_kiln_tensor(env, argv[0], &tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "tensor");
    default: return kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource");
  }
  ERL_NIF_TERM result;
  kiln_dtype dtype;
  size_t ndim = 0;
  int64_t inline_dims[KN_META_INLINE_RANK];
  int64_t* dims = inline_dims;
  ERL_NIF_TERM inline_terms[KN_META_INLINE_RANK];
  ERL_NIF_TERM* terms = inline_terms;
  kiln_status status = KILN.kiln_tensor_dtype(tensor, &dtype);
  if (status == KILN_STATUS_OK) status = KILN.kiln_tensor_ndim(tensor, &ndim);
  if (status == KILN_STATUS_OK && ndim > KN_META_INLINE_RANK) {
    dims = enif_alloc(sizeof *dims * ndim);
    terms = enif_alloc(sizeof *terms * ndim);
    if (!dims || !terms) {
      result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, "%s: cannot allocate %zu dims", FN, ndim);
      goto done;
    }
  }
  if (status == KILN_STATUS_OK) status = KILN.kiln_tensor_shape(tensor, dims, ndim);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  for (size_t i = 0; i < ndim; i++) terms[i] = enif_make_int64(env, (ErlNifSInt64)dims[i]);
  result = kn_ok(env, enif_make_tuple2(env, kn_enc_kiln_dtype(env, (int)dtype), enif_make_tuple_from_array(env, terms, (unsigned)ndim)));
done:
  kn_drop_kiln_tensor(tensor);
  if (dims && dims != inline_dims) enif_free(dims);
  if (terms && terms != inline_terms) enif_free(terms);
  return result;
}
