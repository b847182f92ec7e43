/* DLPack capsules for Tensor.__dlpack__ whose destructor is C. A destructor written in Python
 * (ctypes) cannot run while an exception is pending, as when NumPy 1.24 refuses a bool capsule
 * and drops it: every ctypes call then fails, the managed tensor leaked and the caller saw a
 * SystemError instead of NumPy's error. These touch neither Python objects nor the error state. */
#include "native.h"

static const char VERSIONED[] = "dltensor_versioned";
static const char LEGACY[] = "dltensor";

/* The managed tensor the capsule still owns, or NULL: a consumer that took the tensor over renamed
 * the capsule ("used_dltensor...") and calls the deleter itself. Neither call touches the error
 * state when the name matches. */
static void* owned(PyObject* capsule, const char* name) {
  return PyCapsule_IsValid(capsule, name) ? PyCapsule_GetPointer(capsule, name) : NULL;
}

static void destroy_versioned(PyObject* capsule) {
  DLManagedTensorVersioned* managed = (DLManagedTensorVersioned*)owned(capsule, VERSIONED);
  if (managed == NULL || managed->deleter == NULL) return;
  Py_BEGIN_ALLOW_THREADS
  managed->deleter(managed);
  Py_END_ALLOW_THREADS
}

static void destroy_legacy(PyObject* capsule) {
  DLManagedTensor* managed = (DLManagedTensor*)owned(capsule, LEGACY);
  if (managed == NULL || managed->deleter == NULL) return;
  Py_BEGIN_ALLOW_THREADS
  managed->deleter(managed);
  Py_END_ALLOW_THREADS
}

PyObject* kn_dlpack_capsule(PyObject* module, PyObject* args) {
  PyObject* address;
  int versioned;
  if (!PyArg_ParseTuple(args, "Op:dlpack_capsule", &address, &versioned)) return NULL;
  void* managed = PyLong_AsVoidPtr(address);
  if (managed == NULL) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "dlpack_capsule: NULL managed tensor");
    return NULL;
  }
  return versioned ? PyCapsule_New(managed, VERSIONED, destroy_versioned)
                   : PyCapsule_New(managed, LEGACY, destroy_legacy);
}
