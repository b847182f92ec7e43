/* kiln._native: the C fast path of the Python binding (see docs/architecture.md, "Python fast
 * path"). What the files of the extension share. */
#ifndef KILN_PYTHON_NATIVE_H
#define KILN_PYTHON_NATIVE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "kiln_api.gen.h"

/* libkiln's functions, looked up in the library the ctypes layer loaded (module.c). */
extern kiln_native_api kn_api;

/* The C base of kiln.Tensor: one owned reference to a Kiln tensor, released by tp_dealloc, and
 * the Python-side caches the binding keeps beside it (_shape, _dtype, _device; NULL reads as None). */
typedef struct {
  PyObject_HEAD
  kiln_tensor handle;   /* NULL once closed */
  kiln_device where;    /* handle's device once known (ops pass it on), else NULL */
  PyObject* shape;
  PyObject* dtype;
  PyObject* device;
  PyObject* handle_obj; /* the kiln_tensor ctypes object `_handle` last gave out, or NULL */
  PyObject* weakrefs;
} KnTensor;

extern PyTypeObject KnTensorBase_Type;
extern PyTypeObject KnOp_Type;

/* Set by module.c's init() and set_tensor_class(). */
extern PyTypeObject* kn_tensor_class;   /* kiln.Tensor (a subclass of KnTensorBase_Type) */
extern PyObject* kn_handle_class;       /* kiln._capi.kiln_tensor */
extern PyObject* kn_error_factory;      /* kiln.errors.status_error(code, function, message) */

static inline int kn_is_tensor(PyObject* obj) {
  return PyObject_TypeCheck(obj, &KnTensorBase_Type) && ((KnTensor*)obj)->handle != NULL;
}

/* A new object of `type` owning `handle`, its _device set to `device` (may be NULL). On failure
 * the handle is released and NULL returned with an exception set. */
PyObject* kn_wrap(PyTypeObject* type, kiln_tensor handle, PyObject* device);

/* The device of a tensor's handle (kiln_tensor_device, asked once, GIL released), or NULL when
 * the library refused (the caller then takes the Python path, which raises). */
kiln_device kn_device(KnTensor* tensor);

/* Releases a handle with the GIL released. Every libkiln call that may wait for the library's
 * lock is made so, as ctypes does: a telemetry subscriber runs on the thread that holds that
 * lock, and a Python one then waits for the GIL. */
void kn_release(kiln_tensor handle);

/* Sets the KilnError subclass for a failed call of `function`, as the ctypes errcheck does;
 * returns NULL. */
PyObject* kn_raise(kiln_status status, const char* function);

/* The weak scalar (kiln_weak_scalar_int / _float) for a Python int or float on `device`, from a
 * small cache, as a new reference to its owner object; NULL with no exception set when `value`
 * is not a plain int in int64 range or float; NULL with an exception when creating it failed. */
PyObject* kn_weak_scalar(PyObject* value, kiln_device device);
void kn_forget_weak_scalars(kiln_device device); /* device NULL: every device */

/* Module functions defined beside what they use. */
PyObject* kn_make_op(PyObject* module, PyObject* args, PyObject* kwargs); /* ops.c */
PyObject* kn_dlpack_capsule(PyObject* module, PyObject* args);          /* dlpack.c */

#endif /* KILN_PYTHON_NATIVE_H */
