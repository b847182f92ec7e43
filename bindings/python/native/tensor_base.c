/* kiln._native.TensorBase: kiln.Tensor's C base. The handle lives in C, so ops made here wrap
 * their result without ctypes, and tp_dealloc releases it without a Python finaliser. */
#include "native.h" /* first: Python.h before any system header */

#include <stddef.h>
#include <structmember.h>

void kn_release(kiln_tensor handle) {
  Py_BEGIN_ALLOW_THREADS
  kn_api.kiln_tensor_release(handle);
  Py_END_ALLOW_THREADS
}

kiln_device kn_device(KnTensor* tensor) {
  if (tensor->where == NULL) {
    kiln_tensor handle = tensor->handle;
    kiln_device device = NULL;
    kiln_status status;
    Py_BEGIN_ALLOW_THREADS
    status = kn_api.kiln_tensor_device(handle, &device);
    Py_END_ALLOW_THREADS
    if (status == KILN_STATUS_OK) tensor->where = device;
  }
  return tensor->where;
}

PyObject* kn_wrap(PyTypeObject* type, kiln_tensor handle, PyObject* device) {
  KnTensor* t = (KnTensor*)type->tp_alloc(type, 0);
  if (t == NULL) {
    kn_release(handle);
    return NULL;
  }
  t->handle = handle;
  Py_XINCREF(device);
  t->device = device;
  return (PyObject*)t;
}

static void dealloc(KnTensor* self) {
  if (self->weakrefs != NULL) PyObject_ClearWeakRefs((PyObject*)self);
  kiln_tensor handle = self->handle;
  self->handle = NULL;
  self->where = NULL;
  Py_CLEAR(self->shape);
  Py_CLEAR(self->dtype);
  Py_CLEAR(self->device);
  Py_CLEAR(self->handle_obj);
  if (handle != NULL) kn_release(handle);
  Py_TYPE(self)->tp_free((PyObject*)self);
}

/* `_handle`: a kiln_tensor ctypes object (None once closed), for the ctypes calls of the rest of
 * the binding. Setting it takes the handle over without releasing the old one, as the slot of the
 * pure-Python base does. */
static int initialised(void) {
  if (kn_handle_class != NULL) return 1;
  PyErr_SetString(PyExc_RuntimeError, "kiln._native.init() has not run");
  return 0;
}

static PyObject* get_handle(KnTensor* self, void* closure) {
  if (self->handle == NULL) Py_RETURN_NONE;
  if (self->handle_obj == NULL) {
    if (!initialised()) return NULL;
    self->handle_obj = PyObject_CallFunction(kn_handle_class, "K", (unsigned long long)(uintptr_t)self->handle);
    if (self->handle_obj == NULL) return NULL;
  }
  Py_INCREF(self->handle_obj);
  return self->handle_obj;
}

static int set_handle(KnTensor* self, PyObject* value, void* closure) {
  void* address = NULL;
  if (value != NULL && value != Py_None) {
    if (!initialised()) return -1;
    int is_handle = PyObject_IsInstance(value, kn_handle_class);
    if (is_handle < 0) return -1;
    if (!is_handle) {
      PyErr_SetString(PyExc_TypeError, "Tensor._handle takes a kiln_tensor or None");
      return -1;
    }
    PyObject* number = PyObject_GetAttrString(value, "value");
    if (number == NULL) return -1;
    if (number != Py_None) address = PyLong_AsVoidPtr(number);
    Py_DECREF(number);
    if (address == NULL && PyErr_Occurred()) return -1;
  }
  self->handle = (kiln_tensor)address;
  self->where = NULL;  /* another handle: maybe another device */
  Py_CLEAR(self->handle_obj);
  return 0;
}

static PyGetSetDef getset[] = {
    {"_handle", (getter)get_handle, (setter)set_handle, "the kiln_tensor handle (None once closed)", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMemberDef members[] = {
    {"_shape", T_OBJECT, offsetof(KnTensor, shape), 0, "cached shape"},
    {"_dtype", T_OBJECT, offsetof(KnTensor, dtype), 0, "cached dtype"},
    {"_device", T_OBJECT, offsetof(KnTensor, device), 0, "cached Device"},
    {NULL, 0, 0, 0, NULL},
};

PyTypeObject KnTensorBase_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kiln._native.TensorBase",
    .tp_basicsize = sizeof(KnTensor),
    .tp_dealloc = (destructor)dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "The C base of kiln.Tensor: owns one reference to a Kiln tensor.",
    .tp_weaklistoffset = offsetof(KnTensor, weakrefs),
    .tp_getset = getset,
    .tp_members = members,
    .tp_new = PyType_GenericNew,
};
