/* tensor_share_binary(data, dtype, shape, device): a tensor over a BEAM binary's bytes without
 * copying them, through kiln_tensor_from_dlpack.
 *
 * Why this is safe: the binary is first copied (by reference: a refc binary is not duplicated)
 * into a process-independent environment owned by the DLPack manager, so its bytes stay alive
 * and in place until Kiln calls the deleter, whichever process dies first. BEAM binaries are
 * immutable once a NIF has inspected them (writable binaries are frozen by the inspection), and
 * the export is flagged read-only, which Kiln honours. Where Kiln cannot share the memory (a
 * GPU device, a misaligned sub-binary) it copies and runs the deleter before returning. */
#include <string.h>

#include "kiln_nif.gen.h"
#include "kiln_nif_runtime.h"

typedef struct {
  DLManagedTensorVersioned managed;
  ErlNifEnv* keeper; /* holds the binary until the deleter runs */
  int64_t shape[];
} shared_binary;

static void delete_shared_binary(DLManagedTensorVersioned* managed) {
  shared_binary* shared = managed->manager_ctx;
  enif_free_env(shared->keeper);
  enif_free(shared);
}

ERL_NIF_TERM nif_tensor_share_binary(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_from_dlpack";
  ERL_NIF_TERM result;
  ErlNifBinary view;
  kiln_dtype dtype;
  DLDataType dl_dtype;
  kn_i64_list shape = KN_I64_LIST_INIT;
  kiln_device device = NULL;
  shared_binary* shared;
  (void)argc;
  if (!KILN.kiln_tensor_from_dlpack || !KILN.kiln_dtype_size) return kn_missing(env, FN);
  if (!enif_is_binary(env, argv[0])) return kn_bad_arg(env, FN, "data", "a binary");
  if (!kn_dec_kiln_dtype(env, argv[1], &dtype) || !kn_dlpack_dtype(dtype, &dl_dtype))
    return kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer");
  if (!kn_dec_shape_device(env, FN, argv[2], argv[3], &shape, &device, &result)) goto done;
  size_t needed = 0;
  KILN.kiln_dtype_size(dtype, &needed);
  for (size_t i = 0; i < shape.count; i++) {
    if (shape.items[i] < 0 || (shape.items[i] && needed > SIZE_MAX / (size_t)shape.items[i])) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: bad extent %lld", FN, (long long)shape.items[i]);
      goto done;
    }
    needed *= (size_t)shape.items[i];
  }
  shared = enif_alloc(sizeof *shared + sizeof(int64_t) * (shape.count ? shape.count : 1));
  if (!shared || !(shared->keeper = enif_alloc_env())) {
    if (shared) enif_free(shared);
    result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, "%s: no memory for the DLPack manager", FN);
    goto done;
  }
  /* Inspect the keeper's copy: its bytes are the ones that stay alive. */
  ERL_NIF_TERM kept = enif_make_copy(shared->keeper, argv[0]);
  enif_inspect_binary(shared->keeper, kept, &view);
  if (view.size != needed) {
    enif_free_env(shared->keeper);
    enif_free(shared);
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: the binary has %zu bytes, the dtype and shape need %zu",
                      FN, view.size, needed);
    goto done;
  }
  memcpy(shared->shape, shape.items, sizeof(int64_t) * shape.count);
  shared->managed = (DLManagedTensorVersioned){.manager_ctx = shared, .deleter = delete_shared_binary};
  result = kn_import_host(env, FN, &shared->managed, view.data, dl_dtype, shared->shape, shape.count, device,
                          KILN_DLPACK_COPY_IF_NEEDED);
done:
  kn_free_i64_list(&shape);
  kn_drop_kiln_device(device);
  return result;
}
