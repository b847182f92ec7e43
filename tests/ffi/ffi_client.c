/* A generic client of libkiln.so.1: nothing here includes kiln.h. It reads abi/kiln.api.json,
 * dlopens the library, resolves every function at its symbol version with dlvsym, and calls
 * through libffi with call interfaces built from the spec's parameter types. It then
 *   (a) runs a scripted scenario (create, add, eval, read back, release) and
 *   (b) for every function with pointer or handle parameters, passes NULL for each required
 *       pointer and a garbage, released, NULL or wrong-kind handle for each handle, expecting
 *       KILN_STATUS_INVALID_ARGUMENT or KILN_STATUS_INVALID_HANDLE and a message naming the
 *       function. Nothing may crash.
 * Usage: kiln_ffi_client SPEC.json LIBRARY.so */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <ffi.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_reader.h"

enum { MAX_PARAMS = 16, SCRATCH_WORDS = 64, NAME_MAX_LEN = 64 };

/* ---- results ---- */

static int passed, failed;

static void expect(bool ok, const char* format, ...) {
  if (ok) {
    ++passed;
    return;
  }
  ++failed;
  va_list args;
  va_start(args, format);
  fputs("FAIL: ", stdout);
  vprintf(format, args);
  fputc('\n', stdout);
  va_end(args);
}

/* ---- the spec ---- */

typedef struct spec {
  json_value* root;
  const json_value* handles;
  const json_value* enums;
  const json_value* structs;
  const json_value* callbacks; /* function-pointer types; NULL in specs without any */
  const json_value* functions;
} spec;

static const json_value* find_named(const json_value* list, const char* name) {
  for (size_t i = 0; list && i < list->count; ++i) {
    const char* n = json_get_string(list->items[i], "name");
    if (n && strcmp(n, name) == 0) return list->items[i];
  }
  return NULL;
}

/* The value of an enum constant such as "KILN_STATUS_OK", looked up in every enum. */
static int enum_value(const spec* s, const char* constant) {
  for (size_t i = 0; i < s->enums->count; ++i) {
    const json_value* v = find_named(json_get(s->enums->items[i], "values"), constant);
    if (v) return (int)json_get(v, "value")->number;
  }
  fprintf(stderr, "no enum constant %s in the spec\n", constant);
  exit(2);
}

/* A C type as the spec writes it: "const int64_t*" is const, base int64_t, one pointer. */
typedef struct ctype {
  char base[NAME_MAX_LEN];
  int pointers;
  bool is_const;
} ctype;

static bool parse_ctype(const char* text, ctype* out) {
  memset(out, 0, sizeof *out);
  for (const char* p = text; *p;) {
    if (*p == ' ') {
      ++p;
    } else if (*p == '*') {
      ++out->pointers;
      ++p;
    } else {
      size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
      if (n == 0 || n >= NAME_MAX_LEN) return false;
      if (n == 5 && strncmp(p, "const", 5) == 0) out->is_const = true;
      else memcpy(out->base, p, n), out->base[n] = '\0';
      p += n;
    }
  }
  return out->base[0] != '\0';
}

static ffi_type* scalar_type(const char* base) {
  static const struct { const char* name; ffi_type* type; } table[] = {
      {"bool", &ffi_type_uint8},     {"char", &ffi_type_schar},     {"int8_t", &ffi_type_sint8},
      {"uint8_t", &ffi_type_uint8},  {"int16_t", &ffi_type_sint16}, {"uint16_t", &ffi_type_uint16},
      {"int32_t", &ffi_type_sint32}, {"uint32_t", &ffi_type_uint32}, {"int64_t", &ffi_type_sint64},
      {"uint64_t", &ffi_type_uint64}, {"float", &ffi_type_float},    {"double", &ffi_type_double},
      {"void", &ffi_type_void}};
  if (strcmp(base, "size_t") == 0) return sizeof(size_t) == 8 ? &ffi_type_uint64 : &ffi_type_uint32;
  for (size_t i = 0; i < sizeof table / sizeof table[0]; ++i)
    if (strcmp(table[i].name, base) == 0) return table[i].type;
  return NULL;
}

/* The libffi type of a parameter or return type: handles and pointers are pointers, enums int. */
static ffi_type* ffi_type_of(const spec* s, const ctype* t) {
  if (t->pointers > 0 || find_named(s->handles, t->base) || find_named(s->callbacks, t->base)) return &ffi_type_pointer;
  if (find_named(s->enums, t->base)) return &ffi_type_sint;
  return scalar_type(t->base); /* structs by value: none in the API, and NULL here */
}

/* A struct's layout as the C compiler makes it, computed by libffi from the spec's fields. */
typedef struct struct_layout {
  const char* name;
  size_t size;
  size_t nfields;
  size_t offsets[MAX_PARAMS * 2];
  const json_value* fields;
} struct_layout;

static bool layout_struct(const spec* s, const json_value* def, struct_layout* out) {
  ffi_type* elements[MAX_PARAMS * 2 + 1];
  out->name = json_get_string(def, "name");
  out->fields = json_get(def, "fields");
  out->nfields = out->fields->count;
  if (out->nfields > MAX_PARAMS * 2) return false;
  for (size_t i = 0; i < out->nfields; ++i) {
    ctype t;
    if (!parse_ctype(json_get_string(out->fields->items[i], "type"), &t) || !(elements[i] = ffi_type_of(s, &t)))
      return false;
  }
  elements[out->nfields] = NULL;
  ffi_type type = {0, 0, FFI_TYPE_STRUCT, elements};
  if (ffi_get_struct_offsets(FFI_DEFAULT_ABI, &type, out->offsets) != FFI_OK) return false;
  out->size = type.size;
  return true;
}

static size_t field_offset(const struct_layout* layout, const char* field) {
  for (size_t i = 0; i < layout->nfields; ++i)
    if (strcmp(json_get_string(layout->fields->items[i], "name"), field) == 0) return layout->offsets[i];
  fprintf(stderr, "no field %s in %s\n", field, layout->name);
  exit(2);
}

/* ---- functions, resolved and callable ---- */

typedef struct param {
  const char* name;
  ctype type;
  ffi_type* ffi;
  bool is_handle; /* the base type is a handle (by value, or an array or out-pointer of them) */
  bool is_callback; /* a function-pointer type from the spec's "callbacks" */
  bool nullable;
  bool is_out;
} param;

typedef struct function {
  const char* name;
  const char* since;
  void* address;
  size_t nparams;
  param params[MAX_PARAMS];
  ffi_type* atypes[MAX_PARAMS];
  ffi_type* rtype;
  ffi_cif cif;
  bool returns_status;
  bool shim;
} function;

/* One argument's storage; ffi_call reads the member matching the parameter's ffi_type. */
typedef union value {
  void* p;
  const void* cp;
  int8_t s8;
  uint8_t u8;
  int16_t s16;
  uint16_t u16;
  int32_t s32;
  uint32_t u32;
  int64_t s64;
  uint64_t u64;
  int si;
  float f;
  double d;
} value;

static void set_scalar(value* v, const ffi_type* t, double x) {
  memset(v, 0, sizeof *v);
  if (t == &ffi_type_sint8 || t == &ffi_type_schar) v->s8 = (int8_t)x;
  else if (t == &ffi_type_uint8) v->u8 = (uint8_t)x;
  else if (t == &ffi_type_sint16) v->s16 = (int16_t)x;
  else if (t == &ffi_type_uint16) v->u16 = (uint16_t)x;
  else if (t == &ffi_type_sint32) v->s32 = (int32_t)x;
  else if (t == &ffi_type_uint32) v->u32 = (uint32_t)x;
  else if (t == &ffi_type_sint64) v->s64 = (int64_t)x;
  else if (t == &ffi_type_uint64) v->u64 = (uint64_t)x;
  else if (t == &ffi_type_sint) v->si = (int)x;
  else if (t == &ffi_type_float) v->f = (float)x;
  else if (t == &ffi_type_double) v->d = x;
}

typedef union result {
  ffi_arg integer; /* libffi widens integral results to a full ffi_arg */
  void* pointer;
} result;

static result invoke(const function* f, value* args) {
  void* avalues[MAX_PARAMS];
  for (size_t i = 0; i < f->nparams; ++i) avalues[i] = &args[i];
  result r;
  memset(&r, 0, sizeof r);
  ffi_call((ffi_cif*)&f->cif, FFI_FN(f->address), &r, avalues);
  return r;
}

static int call_status(const function* f, value* args) { return (int)(ffi_sarg)invoke(f, args).integer; }

static bool load_function(const spec* s, void* library, const json_value* def, function* f) {
  memset(f, 0, sizeof *f);
  f->name = json_get_string(def, "name");
  f->since = json_get_string(def, "since");
  const json_value* shim = json_get(def, "shim");
  f->shim = !shim || shim->boolean;
  char node[NAME_MAX_LEN];
  snprintf(node, sizeof node, "KILN_%s", f->since);
  f->address = dlvsym(library, f->name, node);
  expect(f->address != NULL, "%s: no symbol at version %s", f->name, node);
  if (!f->address) return false;
  expect(dlsym(library, f->name) == f->address, "%s: the default version is not %s", f->name, node);

  const json_value* params = json_get(def, "params");
  if (params->count > MAX_PARAMS) return false;
  f->nparams = params->count;
  for (size_t i = 0; i < f->nparams; ++i) {
    const json_value* pd = params->items[i];
    param* p = &f->params[i];
    const json_value* nullable = json_get(pd, "nullable");
    const char* direction = json_get_string(pd, "direction");
    p->name = json_get_string(pd, "name");
    p->nullable = nullable && nullable->boolean;
    p->is_out = direction && strcmp(direction, "in") != 0;
    if (!parse_ctype(json_get_string(pd, "type"), &p->type) || !(p->ffi = ffi_type_of(s, &p->type))) {
      expect(false, "%s: cannot map the type of parameter %s", f->name, p->name);
      return false;
    }
    p->is_handle = find_named(s->handles, p->type.base) != NULL;
    p->is_callback = p->type.pointers == 0 && find_named(s->callbacks, p->type.base) != NULL;
    f->atypes[i] = p->ffi;
  }
  ctype rtype;
  parse_ctype(json_get_string(def, "returns"), &rtype);
  f->rtype = ffi_type_of(s, &rtype);
  f->returns_status = strcmp(rtype.base, "kiln_status") == 0 && rtype.pointers == 0;
  bool prepared =
      f->rtype && ffi_prep_cif(&f->cif, FFI_DEFAULT_ABI, (unsigned)f->nparams, f->rtype, f->atypes) == FFI_OK;
  expect(prepared, "%s: ffi_prep_cif failed", f->name);
  return prepared;
}

/* ---- the client ---- */

typedef struct client {
  spec spec;
  void* library;
  function* functions;
  size_t nfunctions;
  int ok, invalid_argument, invalid_handle;
} client;

static const function* fn(const client* c, const char* name) {
  for (size_t i = 0; i < c->nfunctions; ++i)
    if (c->functions[i].address && strcmp(c->functions[i].name, name) == 0) return &c->functions[i];
  fprintf(stderr, "function %s is missing\n", name);
  exit(2);
}

static const char* last_error(const client* c) {
  const char* text = invoke(fn(c, "kiln_last_error"), NULL).pointer;
  return text ? text : "(NULL)";
}

/* Calls a status-returning function by name. Pointer and handle parameters take a pointer,
 * every other parameter a double (converted to the parameter's type, exact up to 2^53). */
static int call(const client* c, const char* name, ...) {
  const function* f = fn(c, name);
  value args[MAX_PARAMS];
  va_list list;
  va_start(list, name);
  for (size_t i = 0; i < f->nparams; ++i) {
    if (f->params[i].ffi == &ffi_type_pointer) {
      memset(&args[i], 0, sizeof args[i]);
      args[i].p = va_arg(list, void*);
    } else {
      set_scalar(&args[i], f->params[i].ffi, va_arg(list, double));
    }
  }
  va_end(list);
  return call_status(f, args);
}

/* Checks a status just returned; the message is read afterwards, never before the call. */
static bool expect_status(const client* c, int status, int want, const char* what) {
  expect(status == want, "%s: status %d, expected %d (%s)", what, status, want, last_error(c));
  return status == want;
}

/* (a): create two tensors, add them, evaluate, read back, release; every call through libffi. */
static void scenario(client* c) {
  const double f32 = enum_value(&c->spec, "KILN_DTYPE_FLOAT32");
  uint32_t version[3] = {0, 0, 0};
  expect_status(c, call(c, "kiln_version", &version[0], &version[1], &version[2]), c->ok, "kiln_version");
  expect(version[0] == (uint32_t)json_get(json_get(c->spec.root, "version"), "major")->number,
         "kiln_version major %u differs from the spec", version[0]);

  /* every status has its name */
  const json_value* statuses = json_get(find_named(c->spec.enums, "kiln_status"), "values");
  for (size_t i = 0; i < statuses->count; ++i) {
    value arg;
    set_scalar(&arg, &ffi_type_sint, json_get(statuses->items[i], "value")->number);
    const char* name = invoke(fn(c, "kiln_status_string"), &arg).pointer;
    const char* want = json_get_string(statuses->items[i], "name");
    expect(name && strcmp(name, want) == 0, "kiln_status_string(%s) gave %s", want, name ? name : "NULL");
  }

  void* device = NULL;
  expect_status(c, call(c, "kiln_device_default", &device), c->ok, "kiln_device_default");

  /* kiln_device_info, laid out from the spec by libffi */
  struct_layout info;
  if (layout_struct(&c->spec, find_named(c->spec.structs, "kiln_device_info"), &info)) {
    unsigned char* buffer = calloc(1, info.size);
    size_t struct_size = info.size;
    memcpy(buffer + field_offset(&info, "struct_size"), &struct_size, sizeof struct_size);
    expect_status(c, call(c, "kiln_device_get_info", device, buffer), c->ok, "kiln_device_get_info");
    const char* label = NULL;
    memcpy(&label, buffer + field_offset(&info, "label"), sizeof label);
    expect(label && (strcmp(label, "cpu") == 0 || strncmp(label, "vulkan:", 7) == 0), "device label");
    printf("scenario on device %s (kiln_device_info: %zu bytes)\n", label ? label : "?", info.size);
    free(buffer);
  } else {
    expect(false, "cannot lay out kiln_device_info");
  }

  const float a[3] = {1, 2, 3}, b[3] = {10, 20, 30};
  const int64_t shape[1] = {3};
  void *ta = NULL, *tb = NULL, *sum = NULL;
  expect_status(c, call(c, "kiln_tensor_create", a, f32, shape, 1.0, device, &ta), c->ok, "create a");
  expect_status(c, call(c, "kiln_tensor_create", b, f32, shape, 1.0, device, &tb), c->ok, "create b");
  expect_status(c, call(c, "kiln_add", ta, tb, &sum), c->ok, "kiln_add");

  bool evaluated = true;
  expect_status(c, call(c, "kiln_tensor_is_evaluated", sum, &evaluated), c->ok, "kiln_tensor_is_evaluated");
  expect(!evaluated, "the sum is lazy");
  expect_status(c, call(c, "kiln_tensor_eval", &sum, 1.0), c->ok, "kiln_tensor_eval");
  expect_status(c, call(c, "kiln_tensor_is_evaluated", sum, &evaluated), c->ok, "kiln_tensor_is_evaluated");
  expect(evaluated, "the sum is evaluated");

  int64_t dims[4] = {0};
  size_t ndim = 0;
  int dtype = -1;
  expect_status(c, call(c, "kiln_tensor_ndim", sum, &ndim), c->ok, "kiln_tensor_ndim");
  expect_status(c, call(c, "kiln_tensor_shape", sum, dims, 4.0), c->ok, "kiln_tensor_shape");
  expect_status(c, call(c, "kiln_tensor_dtype", sum, &dtype), c->ok, "kiln_tensor_dtype");
  expect(ndim == 1 && dims[0] == 3 && dtype == (int)f32, "the sum has shape (3,) and dtype float32");

  float out[3] = {0, 0, 0};
  expect_status(c, call(c, "kiln_tensor_read", sum, out, (double)sizeof out), c->ok, "kiln_tensor_read");
  expect(out[0] == 11 && out[1] == 22 && out[2] == 33, "read back %g %g %g, expected 11 22 33", out[0], out[1], out[2]);

  expect_status(c, call(c, "kiln_tensor_release", sum), c->ok, "release the sum");
  expect_status(c, call(c, "kiln_tensor_release", tb), c->ok, "release b");
  expect_status(c, call(c, "kiln_tensor_release", ta), c->ok, "release a");
  int again = call(c, "kiln_tensor_release", sum);
  expect(again == c->invalid_handle && last_error(c)[0], "a second release gives KILN_STATUS_INVALID_HANDLE");
}

/* Valid handles of every kind, and released ones where a kind can be released. */
enum { TENSOR, DEVICE, BORROW, STREAM, FUNCTION, GROUP, KINDS };

typedef struct fixture {
  const char* kind[KINDS];
  void* valid[KINDS];
  void* released[KINDS];
  size_t count;
} fixture;

static bool make_fixture(client* c, fixture* fx) {
  const float one = 1;
  const int64_t shape[1] = {1};
  const double f32 = enum_value(&c->spec, "KILN_DTYPE_FLOAT32");
  void *device = NULL, *tensor = NULL, *gone = NULL, *borrow = NULL, *gone_borrow = NULL, *stream = NULL,
       *gone_stream = NULL, *input = NULL, *output = NULL, *function = NULL, *gone_function = NULL,
       *group = NULL, *gone_group = NULL;
  const void* data = NULL;
  size_t nbytes = 0;
  bool ok =
      expect_status(c, call(c, "kiln_device_default", &device), c->ok, "fixture device") &&
      expect_status(c, call(c, "kiln_tensor_create", &one, f32, shape, 1.0, device, &tensor), c->ok, "fixture") &&
      expect_status(c, call(c, "kiln_tensor_create", &one, f32, shape, 1.0, device, &gone), c->ok, "fixture") &&
      expect_status(c, call(c, "kiln_tensor_borrow", tensor, &borrow, &data, &nbytes), c->ok, "fixture borrow") &&
      expect_status(c, call(c, "kiln_tensor_borrow", gone, &gone_borrow, &data, &nbytes), c->ok, "fixture borrow") &&
      expect_status(c, call(c, "kiln_borrow_release", gone_borrow), c->ok, "release a borrow") &&
      expect_status(c, call(c, "kiln_tensor_release", gone), c->ok, "release a tensor") &&
      expect_status(c, call(c, "kiln_stream_create", device, &stream), c->ok, "fixture stream") &&
      expect_status(c, call(c, "kiln_stream_create", device, &gone_stream), c->ok, "fixture stream") &&
      expect_status(c, call(c, "kiln_stream_release", gone_stream), c->ok, "release a stream") &&
      /* A function of one float32 [1] input (the fixture tensor fits it): input + tensor. */
      expect_status(c, call(c, "kiln_placeholder", shape, 1.0, f32, device, &input), c->ok, "fixture placeholder") &&
      expect_status(c, call(c, "kiln_add", input, tensor, &output), c->ok, "fixture function's output") &&
      expect_status(c, call(c, "kiln_function_create", &input, 1.0, &output, 1.0, &function), c->ok, "fixture function") &&
      expect_status(c, call(c, "kiln_function_create", &input, 1.0, &output, 1.0, &gone_function), c->ok, "fixture function") &&
      expect_status(c, call(c, "kiln_function_release", gone_function), c->ok, "release a function") &&
      expect_status(c, call(c, "kiln_tensor_release", output), c->ok, "release the function's output") &&
      expect_status(c, call(c, "kiln_tensor_release", input), c->ok, "release the placeholder") &&
      /* A group of one needs no engine. */
      expect_status(c, call(c, "kiln_group_init", "self", &group), c->ok, "fixture group") &&
      expect_status(c, call(c, "kiln_group_init", "self", &gone_group), c->ok, "fixture group") &&
      expect_status(c, call(c, "kiln_group_release", gone_group), c->ok, "release a group");
  *fx = (fixture){.kind = {[TENSOR] = "kiln_tensor", [DEVICE] = "kiln_device", [BORROW] = "kiln_borrow",
                           [STREAM] = "kiln_stream", [FUNCTION] = "kiln_function",
                           [GROUP] = "kiln_group"},
                  .valid = {[TENSOR] = tensor, [DEVICE] = device, [BORROW] = borrow, [STREAM] = stream,
                            [FUNCTION] = function, [GROUP] = group},
                  .released = {[TENSOR] = gone, [DEVICE] = NULL /* never released */, [BORROW] = gone_borrow,
                               [STREAM] = gone_stream, [FUNCTION] = gone_function,
                               [GROUP] = gone_group},
                  .count = KINDS};
  /* Every handle kind in the spec needs a fixture. */
  for (size_t i = 0; i < c->spec.handles->count; ++i) {
    const char* kind = json_get_string(c->spec.handles->items[i], "name");
    bool known = false;
    for (size_t k = 0; k < fx->count; ++k) known |= strcmp(fx->kind[k], kind) == 0;
    expect(known, "no misuse fixture for handle kind %s", kind);
  }
  return ok;
}

static void release_fixture(client* c, const fixture* fx) {
  expect_status(c, call(c, "kiln_borrow_release", fx->valid[BORROW]), c->ok, "release the fixture's borrow");
  expect_status(c, call(c, "kiln_stream_release", fx->valid[STREAM]), c->ok, "release the fixture's stream");
  expect_status(c, call(c, "kiln_function_release", fx->valid[FUNCTION]), c->ok, "release the fixture's function");
  expect_status(c, call(c, "kiln_group_release", fx->valid[GROUP]), c->ok, "release the fixture's group");
  expect_status(c, call(c, "kiln_tensor_release", fx->valid[TENSOR]), c->ok, "release the fixture's tensor");
}

static int kind_index(const fixture* fx, const char* kind) {
  for (size_t k = 0; k < fx->count; ++k)
    if (strcmp(fx->kind[k], kind) == 0) return (int)k;
  return -1;
}

/* Arguments that are all valid: fixture handles, scalars of 1, zeroed scratch memory for
 * pointers (struct pointers get their struct_size; out-handles are poisoned, to see them reset). */
typedef struct arguments {
  value args[MAX_PARAMS];
  void* handle_array[MAX_PARAMS];
  uint64_t scratch[MAX_PARAMS][SCRATCH_WORDS];
} arguments;

static const uint64_t POISON = 0xABABABABABABABABull;

/* A valid function for callback parameters; misuse calls never get as far as calling it. */
static void ignore_callback(void) {}

static void valid_arguments(const client* c, const function* f, const fixture* fx, arguments* a) {
  memset(a, 0, sizeof *a);
  for (size_t i = 0; i < f->nparams; ++i) {
    const param* p = &f->params[i];
    int kind = p->is_handle ? kind_index(fx, p->type.base) : -1;
    if (p->is_callback) {
      a->args[i].p = (void*)ignore_callback;
    } else if (p->type.pointers == 0 && p->is_handle) {
      a->args[i].p = kind >= 0 ? fx->valid[kind] : NULL;
    } else if (p->type.pointers == 0) {
      set_scalar(&a->args[i], p->ffi, 1);
    } else if (p->is_handle && p->type.is_const) { /* an array of handles */
      a->handle_array[i] = kind >= 0 ? fx->valid[kind] : NULL;
      a->args[i].p = &a->handle_array[i];
    } else if (strcmp(p->type.base, "char") == 0 && p->type.is_const) {
      a->args[i].cp = "cpu";
    } else {
      const json_value* def = find_named(c->spec.structs, p->type.base);
      struct_layout layout;
      bool is_struct = def && p->type.pointers == 1 && layout_struct(&c->spec, def, &layout);
      if (is_struct && layout.size <= sizeof a->scratch[i]) {
        size_t size = layout.size;
        memcpy((char*)a->scratch[i] + field_offset(&layout, "struct_size"), &size, sizeof size);
      } else if (p->is_handle && p->is_out) {
        a->scratch[i][0] = POISON;
      }
      a->args[i].p = a->scratch[i];
    }
  }
}

static bool names_function(const client* c, const function* f) {
  const char* text = last_error(c);
  return text[0] != '\0' && strstr(text, f->name) != NULL;
}

/* Out-handles must be NULL after a failure. */
static void expect_out_handles_reset(const function* f, const arguments* a, const char* what) {
  for (size_t i = 0; i < f->nparams; ++i) {
    const param* p = &f->params[i];
    if (p->is_handle && p->is_out && p->type.pointers == 1 && !p->type.is_const)
      expect(a->scratch[i][0] == 0, "%s(%s): out-handle %s not reset to NULL", f->name, what, p->name);
  }
}

/* (b): NULL for each required pointer; bad handles for each handle parameter. */
static void misuse(client* c, const fixture* fx) {
  void* garbage = (void*)(uintptr_t)0xdeadbeef;
  for (size_t fi = 0; fi < c->nfunctions; ++fi) {
    const function* f = &c->functions[fi];
    if (!f->address || !f->returns_status) continue;
    for (size_t i = 0; i < f->nparams; ++i) {
      const param* p = &f->params[i];
      arguments a;
      if ((p->type.pointers > 0 || p->is_callback) && !p->nullable) {
        valid_arguments(c, f, fx, &a);
        a.args[i].p = NULL;
        int status = call_status(f, a.args);
        expect(status == c->invalid_argument && names_function(c, f),
               "%s(%s = NULL) gave status %d, message \"%s\"", f->name, p->name, status, last_error(c));
      }
      bool by_value = p->is_handle && p->type.pointers == 0;
      bool in_array = p->is_handle && p->type.pointers == 1 && p->type.is_const;
      if (!by_value && !in_array) continue;
      int kind = kind_index(fx, p->type.base);
      if (kind < 0) continue; /* reported by make_fixture */
      struct { const char* what; void* handle; bool applies; } bad[] = {
          {"garbage", garbage, true},
          {"released", fx->released[kind], fx->released[kind] != NULL},
          {"NULL", NULL, !p->nullable},
          {"wrong kind", fx->valid[(kind + 1) % fx->count], true},
      };
      for (size_t b = 0; b < sizeof bad / sizeof bad[0]; ++b) {
        if (!bad[b].applies) continue;
        valid_arguments(c, f, fx, &a);
        if (by_value) a.args[i].p = bad[b].handle;
        else a.handle_array[i] = bad[b].handle;
        int status = call_status(f, a.args);
        expect(status == c->invalid_handle && names_function(c, f), "%s(%s = %s handle) gave status %d, message \"%s\"",
               f->name, p->name, bad[b].what, status, last_error(c));
        expect_out_handles_reset(f, &a, bad[b].what);
      }
    }
  }
}

static char* read_file(const char* path) {
  FILE* file = fopen(path, "rb");
  if (!file) return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char* text = size >= 0 ? malloc((size_t)size + 1) : NULL;
  if (text && fread(text, 1, (size_t)size, file) != (size_t)size) {
    free(text);
    text = NULL;
  }
  if (text) text[size] = '\0';
  fclose(file);
  return text;
}

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s SPEC.json LIBRARY.so\n", argv[0]);
    return 2;
  }
  char* text = read_file(argv[1]);
  if (!text) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  char error[256];
  client c = {{0}, NULL, NULL, 0, 0, 0, 0};
  c.spec.root = json_parse(text, error, sizeof error);
  free(text);
  if (!c.spec.root) {
    fprintf(stderr, "%s: %s\n", argv[1], error);
    return 2;
  }
  c.spec.handles = json_get(c.spec.root, "handles");
  c.spec.enums = json_get(c.spec.root, "enums");
  c.spec.structs = json_get(c.spec.root, "structs");
  c.spec.callbacks = json_get(c.spec.root, "callbacks");
  c.spec.functions = json_get(c.spec.root, "functions");
  if (!c.spec.handles || !c.spec.enums || !c.spec.structs || !c.spec.functions) {
    fprintf(stderr, "%s: not a Kiln API spec\n", argv[1]);
    json_free(c.spec.root);
    return 2;
  }
  c.ok = enum_value(&c.spec, "KILN_STATUS_OK");
  c.invalid_argument = enum_value(&c.spec, "KILN_STATUS_INVALID_ARGUMENT");
  c.invalid_handle = enum_value(&c.spec, "KILN_STATUS_INVALID_HANDLE");

  c.library = dlopen(argv[2], RTLD_NOW | RTLD_LOCAL);
  if (!c.library) {
    fprintf(stderr, "dlopen: %s\n", dlerror());
    json_free(c.spec.root);
    return 2;
  }
  c.nfunctions = c.spec.functions->count;
  c.functions = calloc(c.nfunctions, sizeof *c.functions);
  size_t loaded = 0;
  for (size_t i = 0; i < c.nfunctions; ++i)
    loaded += load_function(&c.spec, c.library, c.spec.functions->items[i], &c.functions[i]);
  printf("resolved %zu of %zu functions with dlvsym\n", loaded, c.nfunctions);

  scenario(&c); /* functions that did not resolve are failures already and are skipped below */
  fixture fx;
  if (make_fixture(&c, &fx)) {
    misuse(&c, &fx);
    release_fixture(&c, &fx);
  }
  free(c.functions);
  json_free(c.spec.root);
  dlclose(c.library);
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
