/* The NIFs that move element data between BEAM binaries and tensors: their C functions take raw
 * pointers whose sizes depend on dtype and shape, which the generator cannot express. */
#include <string.h>

#include "kiln_nif.gen.h"
#include "kiln_nif_runtime.h"

/* The bytes a dtype/shape pair needs, or (size_t)-1 when the library should judge the shape
 * (negative extents) or the product overflows. */
static size_t expected_bytes(kiln_dtype dtype, const kn_i64_list* shape) {
  size_t bits = 0, itemsize = 0;
  if (dtype == KILN_DTYPE_INT2 || dtype == KILN_DTYPE_UINT2) {
    bits = 2;  /* packed: kiln_dtype_size refuses the sub-byte dtypes */
  } else if (dtype == KILN_DTYPE_INT4 || dtype == KILN_DTYPE_UINT4) {
    bits = 4;
  } else if (KILN.kiln_dtype_size(dtype, &itemsize) != KILN_STATUS_OK) {
    return (size_t)-1;
  } else {
    bits = 8 * itemsize;
  }
  size_t count = 1;
  for (size_t i = 0; i < shape->count; i++) {
    if (shape->items[i] < 0) return (size_t)-1;
    if (shape->items[i] && count > SIZE_MAX / 128 / (size_t)shape->items[i]) return (size_t)-1;
    count *= (size_t)shape->items[i];
  }
  return (count * bits + 7) / 8;
}

/* tensor_create(data, dtype, shape, device): a copy of the binary's bytes. Copying is the safe
 * choice: kiln_tensor_create copies anyway, and BEAM binaries are shared and immutable, so the
 * tensor must never alias one. tensor_create_dirty is the same function on a dirty scheduler. */
static ERL_NIF_TERM create(ErlNifEnv* env, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_create";
  ERL_NIF_TERM result;
  ErlNifBinary data;
  kiln_dtype dtype;
  kn_i64_list shape = KN_I64_LIST_INIT;
  kiln_device device = NULL;
  kiln_tensor out = NULL;
  if (!KILN.kiln_tensor_create || !KILN.kiln_dtype_size) return kn_missing(env, FN);
  if (!enif_inspect_iolist_as_binary(env, argv[0], &data)) return kn_bad_arg(env, FN, "data", "a binary");
  if (!kn_dec_kiln_dtype(env, argv[1], &dtype)) return kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer");
  if (!kn_dec_shape_device(env, FN, argv[2], argv[3], &shape, &device, &result)) goto done;
  size_t needed = expected_bytes(dtype, &shape);
  if (needed != (size_t)-1 && needed != data.size) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: the binary has %zu bytes, the dtype and shape need %zu",
                      FN, data.size, needed);
    goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_create(data.size ? data.data : NULL, dtype, shape.items, shape.count, device, &out);
  kn_leave(outer);
  result = status == KILN_STATUS_OK ? kn_ok(env, kn_make_kiln_tensor(env, out)) : kn_call_error(env, status, FN);
done:
  kn_free_i64_list(&shape);
  kn_drop_kiln_device(device);
  return result;
}

ERL_NIF_TERM nif_tensor_create(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  (void)argc;
  return create(env, argv);
}

ERL_NIF_TERM nif_tensor_create_dirty(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  (void)argc;
  return create(env, argv);
}

/* tensor_borrow(tensor): the elements as a binary without a copy. The binary is a resource
 * binary over a kiln_borrow resource, so the loan ends (kiln_borrow_release, in the resource's
 * destructor) when the last binary or sub-binary pointing into it is garbage-collected; the
 * library keeps the memory valid until then, even after the tensor itself is released. */
ERL_NIF_TERM nif_tensor_borrow(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_borrow";
  kiln_tensor tensor = NULL;
  kiln_borrow borrow = NULL;
  const void* data = NULL;
  size_t nbytes = 0;
  (void)argc;
  if (!KILN.kiln_tensor_borrow || !KILN.kiln_borrow_release) return kn_missing(env, FN);
  switch (kn_acquire_kiln_tensor(env, argv[0], &tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "tensor");
    default: return kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource");
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_borrow(tensor, &borrow, &data, &nbytes);
  kn_leave(outer);
  kn_drop_kiln_tensor(tensor);
  if (status != KILN_STATUS_OK) return kn_call_error(env, status, FN);
  if (nbytes == 0) {
    KILN.kiln_borrow_release(borrow);
    ERL_NIF_TERM empty;
    enif_make_new_binary(env, 0, &empty);
    return kn_ok(env, empty);
  }
  kn_kiln_borrow_res* loan = kn_alloc_kiln_borrow(borrow);
  if (!loan) {
    KILN.kiln_borrow_release(borrow);
    return kn_error(env, KILN_STATUS_OUT_OF_MEMORY, "%s: cannot allocate the loan's resource", FN);
  }
  ERL_NIF_TERM binary = enif_make_resource_binary(env, loan, data, nbytes);
  enif_release_resource(loan); /* the binary holds the loan now */
  return kn_ok(env, binary);
}
