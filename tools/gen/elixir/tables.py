"""Fixed data of the Elixir binding: the file banner, how each C scalar becomes an Erlang term,
the NIFs written by hand, and which calls run on dirty schedulers."""

BANNER = "Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand."

# C scalar -> (runtime decoder, runtime encoder, what the Elixir caller passes)
SCALARS = {
    "int64_t": ("kn_get_i64", "enif_make_int64(env, (ErlNifSInt64)%s)", "an integer"),
    "uint64_t": ("kn_get_u64", "enif_make_uint64(env, (ErlNifUInt64)%s)", "a non-negative integer"),
    "size_t": ("kn_get_size", "enif_make_uint64(env, (ErlNifUInt64)%s)", "a non-negative integer"),
    "int32_t": ("kn_get_i32", "enif_make_int(env, %s)", "an integer"),
    "uint32_t": ("kn_get_u32", "enif_make_uint(env, %s)", "a non-negative integer"),
    "double": ("kn_get_f64", "kn_make_f64(env, %s)", "a number"),
    "bool": ("kn_get_bool", "kn_make_bool(env, %s)", "true or false"),
}

# Irregular functions written by hand: C name -> [(Elixir name, Elixir args, dirty), ...]. The
# C functions are nif_<elixir name> in c_src/kiln_nif_host_data.c.
HAND_WRITTEN = {
    "kiln_tensor_create": [
        ("tensor_create", ["data", "dtype", "shape", "device"], False),
        # The same call on a dirty scheduler, for data large enough to copy for a while.
        ("tensor_create_dirty", ["data", "dtype", "shape", "device"], True),
    ],
    "kiln_tensor_borrow": [("tensor_borrow", ["tensor"], True)],
}

# Hand-written NIFs beyond the C API's functions: (Elixir name, Elixir args, dirty), in
# c_src/kiln_nif_shared_binary.c, c_src/kiln_nif_tensor_meta.c and c_src/kiln_nif_pointer.c.
EXTRA_NIFS = [("tensor_share_binary", ["data", "dtype", "shape", "device"], True), ("tensor_meta", ["tensor"], False),
              ("tensor_pointer", ["tensor"], True), ("tensor_from_pointer", ["address", "dtype", "shape", "device"], False)]
HAND_WRITTEN_DOCS = {
    "tensor_share_binary": "A tensor over the binary's bytes without a copy (a read-only DLPack import "
                           "that keeps the binary alive); Kiln copies where it cannot share (a GPU "
                           "device, misaligned data). Arguments as tensor_create/4.",
    "tensor_meta": "`{dtype, shape}` of a tensor in one call (shape as a tuple): kiln_tensor_dtype, "
                   "kiln_tensor_ndim and kiln_tensor_shape together. Never evaluates.",
    "tensor_pointer": "`{address, bytes}` of the tensor's elements in host memory, evaluating it first; "
                      "valid while the tensor lives. Fails with :unsupported where that needs a copy "
                      "(device-only GPU memory, a strided view).",
    "tensor_from_pointer": "A tensor over `bytes` at a host `address` the caller keeps alive, without a copy "
                           "(a read-only DLPack import); fails with :unsupported where Kiln would copy (a GPU "
                           "device). Arguments otherwise as tensor_create/4.",
    "tensor_create": "A new tensor holding a copy of the binary `data` (row-major elements of `dtype`, "
                     "exactly product(shape) of them) on `device`.",
    "tensor_create_dirty": "tensor_create/4 on a dirty CPU scheduler (for large binaries).",
    "tensor_borrow": "Evaluates the tensor and returns its elements as a binary that shares the "
                     "library's memory (a resource binary over a kiln_borrow, ended when the binary "
                     "is garbage-collected).",
}

# Calls that can run long (evaluate, copy or move data) go to dirty CPU schedulers.
DIRTY_DOC_WORDS = ("Evaluates", "Computes")
DIRTY_NAMES = {"kiln_tensor_copy", "kiln_tensor_to_device", "kiln_device_clear_cache", "kiln_tensor_eval_async",
               "kiln_stream_eval_async",
               "kiln_tensor_from_dlpack", "kiln_tensor_from_dlpack_legacy"}
