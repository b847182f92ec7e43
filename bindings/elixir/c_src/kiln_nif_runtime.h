/* The Kiln NIF's hand-written support: result terms, argument decoding, the locks that guard
 * resource handles, and loading libkiln. The generated half is kiln_nif.gen.h. */
#ifndef KILN_NIF_RUNTIME_H
#define KILN_NIF_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <erl_nif.h>
#include <kiln/kiln.h>

/* ---- results ---- */

/* {:ok, value} */
ERL_NIF_TERM kn_ok(ErlNifEnv* env, ERL_NIF_TERM value);
/* {:error, {status_atom, message}} with a printf-style message. */
ERL_NIF_TERM kn_error(ErlNifEnv* env, kiln_status status, const char* format, ...)
    __attribute__((format(printf, 3, 4)));
/* The error of a failed library call: its status and kiln_last_error() of this thread. */
ERL_NIF_TERM kn_call_error(ErlNifEnv* env, kiln_status status, const char* function);
/* {:error, {:invalid_argument, "<function>: <arg> must be <expected>"}} */
ERL_NIF_TERM kn_bad_arg(ErlNifEnv* env, const char* function, const char* arg, const char* expected);
/* A struct argument's map had a bad or unknown field. */
ERL_NIF_TERM kn_bad_field(ErlNifEnv* env, const char* function, const char* arg, const char* field);
/* {:error, {:invalid_handle, ...}} for a resource whose handle was released or consumed. */
ERL_NIF_TERM kn_released_arg(ErlNifEnv* env, const char* function, const char* arg);
/* {:error, {:unsupported, ...}} for an entry point the loaded library lacks. */
ERL_NIF_TERM kn_missing(ErlNifEnv* env, const char* function);

/* ---- scalars ---- */

int kn_get_i64(ErlNifEnv* env, ERL_NIF_TERM term, int64_t* out);
int kn_get_u64(ErlNifEnv* env, ERL_NIF_TERM term, uint64_t* out);
int kn_get_size(ErlNifEnv* env, ERL_NIF_TERM term, size_t* out);
int kn_get_i32(ErlNifEnv* env, ERL_NIF_TERM term, int32_t* out);
int kn_get_u32(ErlNifEnv* env, ERL_NIF_TERM term, uint32_t* out);
/* Floats and integers both: Elixir callers write 1 as often as 1.0. */
int kn_get_f64(ErlNifEnv* env, ERL_NIF_TERM term, double* out);
int kn_get_bool(ErlNifEnv* env, ERL_NIF_TERM term, bool* out);
/* NaN and infinities (which BEAM floats cannot hold) become :nan, :infinity, :neg_infinity. */
ERL_NIF_TERM kn_make_f64(ErlNifEnv* env, double value);
ERL_NIF_TERM kn_make_bool(ErlNifEnv* env, bool value);
/* A binary copy of a C string, or nil for NULL. */
ERL_NIF_TERM kn_make_cstring(ErlNifEnv* env, const char* text);

/* A NUL-terminated copy of a binary or charlist (rejecting embedded NULs); kn_free_cstring it. */
int kn_get_cstring(ErlNifEnv* env, ERL_NIF_TERM term, char** out);
void kn_free_cstring(char* text);

/* ---- int64 lists ---- */

typedef struct {
  int64_t* items;     /* inline or enif_alloc()ed; never NULL once present */
  size_t count;
  int present;        /* 0 when nil was passed for a nullable list */
  int64_t inline_items[8];
} kn_i64_list;
#define KN_I64_LIST_INIT {NULL, 0, 0, {0}}

int kn_get_i64_list(ErlNifEnv* env, ERL_NIF_TERM term, kn_i64_list* list, int nullable);
void kn_free_i64_list(kn_i64_list* list);

/* size_t lists (argnums): an int64 list whose items must not be negative. */
typedef struct {
  size_t* items;      /* enif_alloc()ed once present */
  size_t count;
  int present;        /* 0 when nil was passed for a nullable list */
} kn_size_list;
#define KN_SIZE_LIST_INIT {NULL, 0, 0}

int kn_get_size_list(ErlNifEnv* env, ERL_NIF_TERM term, kn_size_list* list, int nullable);
void kn_free_size_list(kn_size_list* list);

/* ---- handle locks ---- */

/* A resource's handle is read and cleared under one of a fixed set of mutexes picked by the
 * resource's address: explicit release may race with a use from another process. */
void kn_lock(const void* resource);
void kn_unlock(const void* resource);

/* ---- callbacks ---- */

/* The user_data of a callback registration: where its messages go. */
typedef struct {
  ErlNifPid pid;
} kn_subscriber;

/* Marks this thread as inside a NIF call into Kiln with `env` as the caller env, until the
 * matching kn_leave (given what kn_enter returned: calls nest when a callback calls Kiln). */
ErlNifEnv* kn_enter(ErlNifEnv* env);
void kn_leave(ErlNifEnv* outer);

/* Where a callback builds its message: the caller env inside a NIF call (kn_enter), else a new
 * process-independent env (NULL when out of memory). */
ErlNifEnv* kn_message_env(void);

/* Sends `msg`, a term of `env` from kn_message_env (which it takes over), to `pid`. Kiln calls
 * back on the calling NIF's scheduler thread as well as on its own workers, and enif_send may be
 * given a NULL caller env only on a thread the VM did not create: a NULL env on a scheduler thread
 * corrupted the VM's memory (garbled atoms, crashes). So inside a NIF call (kn_enter) the message
 * is sent at once with that call's env; elsewhere it goes through the NIF's sender thread (a
 * thread switch per message: about 12 us each on a 2-core machine, 1.5 ms of an MLP step's 116
 * events when every message went that way). */
void kn_send_message(const ErlNifPid* pid, ErlNifEnv* env, ERL_NIF_TERM msg);

/* ---- loading ---- */

/* The NIF load callback: opens the resource types and dlopens the library named by load_info. */
/* DLPack's (code, bits) for a Kiln dtype (the NIFs that build DLPack tensors); 0 when it has none. */
int kn_dlpack_dtype(kiln_dtype dtype, DLDataType* out);

/* The (shape, device) arguments of the NIFs that make a tensor from host data: 1, or 0 with the
 * error term in *error. The caller frees `shape` and drops `device` either way. */
int kn_dec_shape_device(ErlNifEnv* env, const char* fn, ERL_NIF_TERM shape_term, ERL_NIF_TERM device_term,
                        kn_i64_list* shape, kiln_device* device, ERL_NIF_TERM* error);

/* {:ok, tensor} over `ndim` extents of host memory at `data` (read-only; `shape` must live as long
 * as `managed`), through kiln_tensor_from_dlpack with `copy`. `managed`'s manager_ctx and
 * deleter are the caller's; Kiln calls the deleter when done, or this does on failure. */
ERL_NIF_TERM kn_import_host(ErlNifEnv* env, const char* fn, DLManagedTensorVersioned* managed, void* data,
                            DLDataType dtype, int64_t* shape, size_t ndim, kiln_device device, kiln_dlpack_copy copy);

int kn_load(ErlNifEnv* env, void** priv_data, ERL_NIF_TERM load_info);
/* NIF: nil when libkiln was loaded, else why not (a binary). */
ERL_NIF_TERM kn_nif_library_error(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]);

#endif
