/* tensor_pointer(tensor) and tensor_from_pointer(address, dtype, shape, device): a tensor's
 * elements as a raw host address, and a tensor over memory at a raw address, without copies:
 * what Nx's to_pointer/2 and from_pointer/5 exchange with other runtimes in the same process.
 *
 * Both go through Kiln's DLPack functions, which decide what can be shared: host memory (the
 * CPU device, and host-visible GPU memory for an export). Where sharing would need a copy
 * (device-only GPU memory, a flipped view, an import onto a GPU device), they fail with
 * KILN_STATUS_UNSUPPORTED instead: a pointer to a copy would not be the tensor's memory. */
#include <string.h>

#include "kiln_nif.gen.h"
#include "kiln_nif_runtime.h"

/* Whether a DLPack tensor's strides (NULL: compact) are row-major compact. */
static int row_major(const DLTensor* t) {
  if (!t->strides) return 1;
  int64_t expected = 1;
  for (int32_t i = t->ndim - 1; i >= 0; i--) {
    if (t->shape[i] != 1 && t->strides[i] != expected) return 0;
    expected *= t->shape[i];
  }
  return 1;
}

/* {:ok, {address, bytes}}: valid while the tensor lives (Kiln tensors never move or change). */
ERL_NIF_TERM nif_tensor_pointer(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_to_dlpack";
  (void)argc;
  if (!KILN.kiln_tensor_to_dlpack) return kn_missing(env, FN);
  kiln_tensor tensor = NULL;
  switch (kn_acquire_kiln_tensor(env, argv[0], &tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "tensor");
    default: return kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource");
  }
  kiln_dlpack_options options = {.struct_size = sizeof options, .copy = KILN_DLPACK_COPY_NEVER};
  DLManagedTensorVersioned* managed = NULL;
  kiln_status status = KILN.kiln_tensor_to_dlpack(tensor, &options, &managed);
  kn_drop_kiln_tensor(tensor);
  if (status != KILN_STATUS_OK) return kn_call_error(env, status, FN);
  ERL_NIF_TERM result;
  const DLTensor* t = &managed->dl_tensor;
  if ((managed->flags & DLPACK_FLAG_BITMASK_IS_COPIED) || !row_major(t)) {
    result = kn_error(env, KILN_STATUS_UNSUPPORTED,
                      "%s: the tensor's elements are not one compact block of host memory (device-only GPU "
                      "memory or a strided view): no pointer without a copy", FN);
  } else {
    uint64_t bytes = (t->dtype.bits * (uint64_t)t->dtype.lanes + 7) / 8;
    for (int32_t i = 0; i < t->ndim; i++) bytes *= (uint64_t)t->shape[i];
    uint64_t address = (uint64_t)(uintptr_t)t->data + t->byte_offset;
    result = kn_ok(env, enif_make_tuple2(env, enif_make_uint64(env, address), enif_make_uint64(env, bytes)));
  }
  /* The tensor itself keeps the memory: the export is only how its address is read. */
  if (managed->deleter) managed->deleter(managed);
  return result;
}

typedef struct {
  DLManagedTensorVersioned managed;
  int64_t shape[];
} foreign_memory;

/* The memory is the caller's (Nx.from_pointer's contract): only the manager is freed. */
static void delete_foreign_memory(DLManagedTensorVersioned* managed) { enif_free(managed->manager_ctx); }

ERL_NIF_TERM nif_tensor_from_pointer(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_from_dlpack";
  (void)argc;
  ErlNifUInt64 address;
  kiln_dtype dtype;
  DLDataType dl_dtype;
  kn_i64_list shape = KN_I64_LIST_INIT;
  kiln_device device = NULL;
  ERL_NIF_TERM result;
  if (!KILN.kiln_tensor_from_dlpack) return kn_missing(env, FN);
  if (!enif_get_uint64(env, argv[0], &address) || address == 0) return kn_bad_arg(env, FN, "address", "a non-zero integer");
  if (!kn_dec_kiln_dtype(env, argv[1], &dtype) || !kn_dlpack_dtype(dtype, &dl_dtype))
    return kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer");
  if (!kn_dec_shape_device(env, FN, argv[2], argv[3], &shape, &device, &result)) goto done;
  foreign_memory* foreign = enif_alloc(sizeof *foreign + sizeof(int64_t) * (shape.count ? shape.count : 1));
  if (!foreign) {
    result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, "%s: no memory for the DLPack manager", FN);
    goto done;
  }
  memcpy(foreign->shape, shape.items, sizeof(int64_t) * shape.count);
  foreign->managed = (DLManagedTensorVersioned){.manager_ctx = foreign, .deleter = delete_foreign_memory};
  /* Never a copy: a tensor that does not share the caller's memory is not what was asked. */
  result = kn_import_host(env, FN, &foreign->managed, (void*)(uintptr_t)address, dl_dtype, foreign->shape, shape.count,
                          device, KILN_DLPACK_COPY_NEVER);
done:
  kn_free_i64_list(&shape);
  kn_drop_kiln_device(device);
  return result;
}
