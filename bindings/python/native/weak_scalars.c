/* Python ints and floats next to a tensor become the C API's weak scalars. They are immutable
 * lazy constants that never reach the caller, so one per (kind, value, device) is kept and
 * shared: `y = y * 1.0001` in a loop then costs one C call per step, not three. The Python
 * path (ops._weak) keeps its own cache for the ops that do not come here. */
#include "native.h" /* first: Python.h before any system header */

#include <string.h>

enum { KIND_INT = 1, KIND_FLOAT = 2, SLOTS = 256 };

/* Direct-mapped: a colliding value replaces the slot's. The owner object holds the handle, so a
 * call that took a reference to it keeps it alive across an eviction by another thread. */
typedef struct {
  int kind;
  uint64_t bits;
  kiln_device device;
  PyObject* owner; /* a KnTensorBase, or NULL when empty */
} Slot;

static Slot slots[SLOTS];

static size_t slot_of(int kind, uint64_t bits, kiln_device device) {
  uint64_t h = bits ^ ((uint64_t)(uintptr_t)device * 0x9E3779B97F4A7C15ull) ^ (uint64_t)kind;
  h ^= h >> 31;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 29;
  return (size_t)(h % SLOTS);
}

PyObject* kn_weak_scalar(PyObject* value, kiln_device device) {
  int kind;
  uint64_t bits;
  double real = 0.0;
  long long integer = 0;
  if (PyFloat_CheckExact(value)) {  /* exact: bool and NumPy's float64 take the Python path */
    kind = KIND_FLOAT;
    real = PyFloat_AS_DOUBLE(value);
    memcpy(&bits, &real, sizeof bits);  /* -0.0 and 0.0 apart; NaN by its bits */
  } else if (PyLong_CheckExact(value)) {
    int overflow = 0;
    integer = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow) return NULL;  /* past int64: a uint64 tensor, made by the Python path */
    kind = KIND_INT;
    bits = (uint64_t)integer;
  } else {
    return NULL;
  }
  Slot* slot = &slots[slot_of(kind, bits, device)];
  if (slot->owner != NULL && slot->kind == kind && slot->bits == bits && slot->device == device) {
    Py_INCREF(slot->owner);
    return slot->owner;
  }
  kiln_tensor handle = NULL;
  kiln_status status;
  Py_BEGIN_ALLOW_THREADS
  status = kind == KIND_FLOAT ? kn_api.kiln_weak_scalar_float(real, device, &handle)
                              : kn_api.kiln_weak_scalar_int(integer, device, &handle);
  Py_END_ALLOW_THREADS
  if (status != KILN_STATUS_OK)
    return kn_raise(status, kind == KIND_FLOAT ? "kiln_weak_scalar_float" : "kiln_weak_scalar_int");
  PyObject* owner = kn_wrap(&KnTensorBase_Type, handle, NULL);
  if (owner == NULL) return NULL;
  PyObject* old = slot->owner;
  slot->kind = kind;
  slot->bits = bits;
  slot->device = device;
  Py_INCREF(owner);
  slot->owner = owner;
  Py_XDECREF(old);  /* last: releasing may let another thread run */
  return owner;
}

void kn_forget_weak_scalars(kiln_device device) {
  for (size_t i = 0; i < SLOTS; i++) {
    PyObject* owner = slots[i].owner;
    if (owner != NULL && (device == NULL || slots[i].device == device)) {
      slots[i].owner = NULL;
      Py_DECREF(owner);
    }
  }
}
