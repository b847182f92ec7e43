/* Hand-written support for the generated NIFs (see kiln_nif_runtime.h). */
#define _GNU_SOURCE
#include "kiln_nif_runtime.h"

#include <dlfcn.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln_nif.gen.h"

/* ---- results ---- */

ERL_NIF_TERM kn_ok(ErlNifEnv* env, ERL_NIF_TERM value) {
  return enif_make_tuple2(env, enif_make_atom(env, "ok"), value);
}

static ERL_NIF_TERM make_text(ErlNifEnv* env, const char* text, size_t length) {
  ERL_NIF_TERM term;
  unsigned char* bytes = enif_make_new_binary(env, length, &term);
  if (length) memcpy(bytes, text, length);
  return term;
}

ERL_NIF_TERM kn_error(ErlNifEnv* env, kiln_status status, const char* format, ...) {
  char message[512];
  va_list args;
  va_start(args, format);
  int length = vsnprintf(message, sizeof message, format, args);
  va_end(args);
  if (length < 0) length = 0;
  if ((size_t)length >= sizeof message) length = sizeof message - 1;
  return enif_make_tuple2(env, enif_make_atom(env, "error"),
                          enif_make_tuple2(env, kn_enc_kiln_status(env, status),
                                           make_text(env, message, (size_t)length)));
}

ERL_NIF_TERM kn_call_error(ErlNifEnv* env, kiln_status status, const char* function) {
  /* Same NIF call, same thread: the message is this call's. */
  const char* message = KILN.kiln_last_error ? KILN.kiln_last_error() : "";
  if (!message || !*message) return kn_error(env, status, "%s failed with status %d", function, (int)status);
  return enif_make_tuple2(env, enif_make_atom(env, "error"),
                          enif_make_tuple2(env, kn_enc_kiln_status(env, status),
                                           make_text(env, message, strlen(message))));
}

ERL_NIF_TERM kn_bad_arg(ErlNifEnv* env, const char* function, const char* arg, const char* expected) {
  return kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: argument %s must be %s", function, arg, expected);
}

ERL_NIF_TERM kn_bad_field(ErlNifEnv* env, const char* function, const char* arg, const char* field) {
  return kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: argument %s: bad map field %s", function, arg, field);
}

ERL_NIF_TERM kn_released_arg(ErlNifEnv* env, const char* function, const char* arg) {
  return kn_error(env, KILN_STATUS_INVALID_HANDLE, "%s: argument %s was already released", function, arg);
}

ERL_NIF_TERM kn_missing(ErlNifEnv* env, const char* function) {
  return kn_error(env, KILN_STATUS_UNSUPPORTED, "%s is not in the loaded libkiln (an older 1.x)", function);
}

/* ---- scalars ---- */

int kn_get_i64(ErlNifEnv* env, ERL_NIF_TERM term, int64_t* out) {
  ErlNifSInt64 value;
  if (!enif_get_int64(env, term, &value)) return 0;
  *out = (int64_t)value;
  return 1;
}

int kn_get_u64(ErlNifEnv* env, ERL_NIF_TERM term, uint64_t* out) {
  ErlNifUInt64 value;
  if (!enif_get_uint64(env, term, &value)) return 0;
  *out = (uint64_t)value;
  return 1;
}

int kn_get_size(ErlNifEnv* env, ERL_NIF_TERM term, size_t* out) {
  uint64_t value;
  if (!kn_get_u64(env, term, &value) || value > SIZE_MAX) return 0;
  *out = (size_t)value;
  return 1;
}

int kn_get_i32(ErlNifEnv* env, ERL_NIF_TERM term, int32_t* out) {
  int value;
  if (!enif_get_int(env, term, &value)) return 0;
  *out = value;
  return 1;
}

int kn_get_u32(ErlNifEnv* env, ERL_NIF_TERM term, uint32_t* out) {
  unsigned value;
  if (!enif_get_uint(env, term, &value)) return 0;
  *out = value;
  return 1;
}

int kn_get_f64(ErlNifEnv* env, ERL_NIF_TERM term, double* out) {
  ErlNifSInt64 integer;
  char name[16];
  if (enif_get_double(env, term, out)) return 1;
  if (enif_get_int64(env, term, &integer)) {
    *out = (double)integer;
    return 1;
  }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "nan")) *out = NAN;
  else if (!strcmp(name, "infinity")) *out = INFINITY;
  else if (!strcmp(name, "neg_infinity")) *out = -INFINITY;
  else return 0;
  return 1;
}

int kn_get_bool(ErlNifEnv* env, ERL_NIF_TERM term, bool* out) {
  char name[8];
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "true")) *out = true;
  else if (!strcmp(name, "false")) *out = false;
  else return 0;
  return 1;
}

ERL_NIF_TERM kn_make_f64(ErlNifEnv* env, double value) {
  if (isnan(value)) return enif_make_atom(env, "nan");
  if (isinf(value)) return enif_make_atom(env, value > 0 ? "infinity" : "neg_infinity");
  return enif_make_double(env, value);
}

ERL_NIF_TERM kn_make_bool(ErlNifEnv* env, bool value) {
  return enif_make_atom(env, value ? "true" : "false");
}

ERL_NIF_TERM kn_make_cstring(ErlNifEnv* env, const char* text) {
  return text ? make_text(env, text, strlen(text)) : enif_make_atom(env, "nil");
}

int kn_get_cstring(ErlNifEnv* env, ERL_NIF_TERM term, char** out) {
  ErlNifBinary bin;
  if (!enif_inspect_iolist_as_binary(env, term, &bin)) return 0;
  if (memchr(bin.data, 0, bin.size)) return 0;
  char* text = enif_alloc(bin.size + 1);
  if (!text) return 0;
  memcpy(text, bin.data, bin.size);
  text[bin.size] = '\0';
  *out = text;
  return 1;
}

void kn_free_cstring(char* text) {
  if (text) enif_free(text);
}

/* ---- int64 lists ---- */

int kn_get_i64_list(ErlNifEnv* env, ERL_NIF_TERM term, kn_i64_list* list, int nullable) {
  unsigned length;
  ERL_NIF_TERM head, tail = term;
  if (nullable && enif_is_identical(term, enif_make_atom(env, "nil"))) return 1;
  if (!enif_get_list_length(env, term, &length)) return 0;
  list->items = list->inline_items;
  if (length > sizeof list->inline_items / sizeof list->inline_items[0]) {
    list->items = enif_alloc(sizeof(int64_t) * length);
    if (!list->items) {
      list->items = NULL;
      return 0;
    }
  }
  list->present = 1;
  list->count = length;
  for (unsigned i = 0; i < length; i++) {
    enif_get_list_cell(env, tail, &head, &tail);
    if (!kn_get_i64(env, head, &list->items[i])) return 0; /* freed by kn_free_i64_list */
  }
  return 1;
}

void kn_free_i64_list(kn_i64_list* list) {
  if (list->items && list->items != list->inline_items) enif_free(list->items);
  list->items = NULL;
}

int kn_get_size_list(ErlNifEnv* env, ERL_NIF_TERM term, kn_size_list* list, int nullable) {
  kn_i64_list wide = KN_I64_LIST_INIT;
  int ok = kn_get_i64_list(env, term, &wide, nullable);
  if (ok && wide.present) {
    list->present = 1;
    list->count = wide.count;
    list->items = enif_alloc(sizeof(size_t) * (wide.count ? wide.count : 1));
    ok = list->items != NULL;
    for (size_t i = 0; ok && i < wide.count; i++) {
      ok = wide.items[i] >= 0;
      if (ok) list->items[i] = (size_t)wide.items[i];
    }
  }
  kn_free_i64_list(&wide);
  return ok;
}

void kn_free_size_list(kn_size_list* list) {
  if (list->items) enif_free(list->items);
  list->items = NULL;
}

/* ---- handle locks ---- */

#define KN_STRIPES 64
static ErlNifMutex* stripes[KN_STRIPES];

static ErlNifMutex* stripe_of(const void* resource) {
  uintptr_t address = (uintptr_t)resource;
  return stripes[(address >> 4) % KN_STRIPES];
}

void kn_lock(const void* resource) {
  enif_mutex_lock(stripe_of(resource));
}

void kn_unlock(const void* resource) {
  enif_mutex_unlock(stripe_of(resource));
}

/* ---- callback messages ---- */

typedef struct kn_outgoing {
  ErlNifPid pid;
  ErlNifEnv* env;
  ERL_NIF_TERM msg;
  struct kn_outgoing* next;
} kn_outgoing;

static ErlNifMutex* outgoing_mutex;
static ErlNifCond* outgoing_ready;
static kn_outgoing *outgoing_head, *outgoing_tail;
static ErlNifTid sender_thread;
static int sender_started;

/* Runs for the VM's life (the NIF is never unloaded): one queue, so messages keep their order. */
static void* kn_sender(void* arg) {
  (void)arg;
  for (;;) {
    enif_mutex_lock(outgoing_mutex);
    while (!outgoing_head) enif_cond_wait(outgoing_ready, outgoing_mutex);
    kn_outgoing* item = outgoing_head;
    outgoing_head = item->next;
    if (!outgoing_head) outgoing_tail = NULL;
    enif_mutex_unlock(outgoing_mutex);
    enif_send(NULL, &item->pid, item->env, item->msg);  /* a thread of ours: NULL is right here */
    enif_free_env(item->env);
    enif_free(item);
  }
  return NULL;
}

/* The caller env of the NIF call this thread is in, if any. */
static _Thread_local ErlNifEnv* caller_env;

ErlNifEnv* kn_enter(ErlNifEnv* env) {
  ErlNifEnv* outer = caller_env;
  caller_env = env;
  return outer;
}

void kn_leave(ErlNifEnv* outer) {
  caller_env = outer;
}

static void kn_send_async(const ErlNifPid* pid, ErlNifEnv* env, ERL_NIF_TERM msg);

ErlNifEnv* kn_message_env(void) {
  return caller_env ? caller_env : enif_alloc_env();
}

void kn_send_message(const ErlNifPid* pid, ErlNifEnv* env, ERL_NIF_TERM msg) {
  if (env == caller_env) {
    enif_send(caller_env, pid, NULL, msg);  /* a NULL message env: msg is the caller's, copied */
  } else {
    kn_send_async(pid, env, msg);
  }
}

static void kn_send_async(const ErlNifPid* pid, ErlNifEnv* env, ERL_NIF_TERM msg) {
  kn_outgoing* item = sender_started ? enif_alloc(sizeof *item) : NULL;
  if (!item) {
    enif_free_env(env);  /* no sender (it failed to start) or no memory: the message is dropped */
    return;
  }
  item->pid = *pid;
  item->env = env;
  item->msg = msg;
  item->next = NULL;
  enif_mutex_lock(outgoing_mutex);
  if (outgoing_tail) {
    outgoing_tail->next = item;
  } else {
    outgoing_head = item;
  }
  outgoing_tail = item;
  enif_cond_signal(outgoing_ready);
  enif_mutex_unlock(outgoing_mutex);
}

static int kn_start_sender(void) {
  if (sender_started) return 1;
  if (!(outgoing_mutex = enif_mutex_create("kiln_outgoing")) || !(outgoing_ready = enif_cond_create("kiln_outgoing"))) return 0;
  sender_started = enif_thread_create("kiln_sender", &sender_thread, kn_sender, NULL, NULL) == 0;
  return sender_started;
}

/* ---- loading ---- */

static char library_error[1024];

int kn_load(ErlNifEnv* env, void** priv_data, ERL_NIF_TERM load_info) {
  (void)priv_data;
  for (int i = 0; i < KN_STRIPES; i++) {
    if (!stripes[i] && !(stripes[i] = enif_mutex_create("kiln_handle_stripe"))) return 1;
  }
  if (!kn_open_resource_types(env)) return 1;
  if (!kn_start_sender()) return 1;
  char* path = NULL;
  if (!kn_get_cstring(env, load_info, &path)) {
    snprintf(library_error, sizeof library_error, "the NIF's load_info must be the path of libkiln.so.1");
    return 0;
  }
  /* RTLD_LOCAL: the library's symbols are reached through KILN only, never by name. */
  void* library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(library_error, sizeof library_error, "cannot load %s: %s (set KILN_LIBRARY_PATH)", path, dlerror());
  } else if (!kn_resolve_api(library) || !KILN.kiln_version) {
    snprintf(library_error, sizeof library_error, "%s has no KILN_1.0 kiln_* entry points", path);
  } else {
    library_error[0] = '\0';
  }
  kn_free_cstring(path);
  return 0; /* Kiln.Nif.__load__ turns library_error into the module's load error */
}

ERL_NIF_TERM kn_nif_library_error(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  (void)argc;
  (void)argv;
  return library_error[0] ? kn_make_cstring(env, library_error) : enif_make_atom(env, "nil");
}

/* DLPack's (code, bits) for a Kiln dtype; 0 when it has none. */
int kn_dlpack_dtype(kiln_dtype dtype, DLDataType* out) {
  static const struct { kiln_dtype dtype; uint8_t code, bits; } table[] = {
    {KILN_DTYPE_BOOL, kDLBool, 8},       {KILN_DTYPE_INT8, kDLInt, 8},
    {KILN_DTYPE_INT16, kDLInt, 16},      {KILN_DTYPE_INT32, kDLInt, 32},
    {KILN_DTYPE_INT64, kDLInt, 64},      {KILN_DTYPE_UINT8, kDLUInt, 8},
    {KILN_DTYPE_UINT16, kDLUInt, 16},    {KILN_DTYPE_UINT32, kDLUInt, 32},
    {KILN_DTYPE_UINT64, kDLUInt, 64},    {KILN_DTYPE_FLOAT16, kDLFloat, 16},
    {KILN_DTYPE_BFLOAT16, kDLBfloat, 16}, {KILN_DTYPE_FLOAT32, kDLFloat, 32},
    {KILN_DTYPE_FLOAT64, kDLFloat, 64},   {KILN_DTYPE_COMPLEX64, kDLComplex, 64},
    {KILN_DTYPE_COMPLEX128, kDLComplex, 128},
  };
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
    if (table[i].dtype == dtype) {
      out->code = table[i].code;
      out->bits = table[i].bits;
      out->lanes = 1;
      return 1;
    }
  }
  return 0;
}

ERL_NIF_TERM kn_import_host(ErlNifEnv* env, const char* fn, DLManagedTensorVersioned* managed, void* data,
                            DLDataType dtype, int64_t* shape, size_t ndim, kiln_device device, kiln_dlpack_copy copy) {
  managed->version = (DLPackVersion){1, 0};
  managed->flags = DLPACK_FLAG_BITMASK_READ_ONLY;
  managed->dl_tensor = (DLTensor){.data = data, .device = {kDLCPU, 0}, .ndim = (int32_t)ndim, .dtype = dtype,
                                  .shape = shape, .strides = NULL, .byte_offset = 0};
  kiln_dlpack_options options = {.struct_size = sizeof options, .copy = copy, .device = device, .read_only = true};
  kiln_tensor out = NULL;
  kiln_status status = KILN.kiln_tensor_from_dlpack(managed, &options, &out);
  if (status != KILN_STATUS_OK) {
    managed->deleter(managed); /* on failure the caller still owns it */
    return kn_call_error(env, status, fn);
  }
  return kn_ok(env, kn_make_kiln_tensor(env, out));
}

int kn_dec_shape_device(ErlNifEnv* env, const char* fn, ERL_NIF_TERM shape_term, ERL_NIF_TERM device_term,
                        kn_i64_list* shape, kiln_device* device, ERL_NIF_TERM* error) {
  if (!kn_get_i64_list(env, shape_term, shape, 0)) {
    *error = kn_bad_arg(env, fn, "shape", "a list of integers");
    return 0;
  }
  switch (kn_acquire_kiln_device(env, device_term, device, 0)) {
    case KN_OK: return 1;
    case KN_RELEASED: *error = kn_released_arg(env, fn, "device"); return 0;
    default: *error = kn_bad_arg(env, fn, "device", "a kiln_device resource"); return 0;
  }
}
