/* The module kiln._native: finds libkiln's functions in the library the ctypes layer already
 * loaded, and hands the binding its C pieces (the Tensor base, op callables, DLPack capsules). */
#include "native.h" /* first: Python.h before any system header */

#include <dlfcn.h>
#include <string.h>

kiln_native_api kn_api;
PyTypeObject* kn_tensor_class;
PyObject* kn_handle_class;
PyObject* kn_error_factory;

static int api_ready;

/* Looks a function up; a missing op leaves its slot NULL (the op then takes the ctypes path), a
 * missing named function fails the load. */
static void* find(void* library, const char* name) {
  dlerror();
  return dlsym(library, name);
}

static int load_api(const char* path) {
  /* RTLD_NOLOAD: the library ctypes loaded (by path or soname), never a second copy. */
  void* library = dlopen(path, RTLD_NOW | RTLD_NOLOAD);
  if (library == NULL) {
    PyErr_Format(PyExc_ImportError, "kiln._native: %s is not loaded (%s)", path, dlerror());
    return -1;
  }
  kiln_native_api api;
  memset(&api, 0, sizeof api);
#define KN_NAMED(name)                                                                           \
  *(void**)(&api.name) = find(library, #name);                                                   \
  if (api.name == NULL) {                                                                        \
    PyErr_Format(PyExc_ImportError, "kiln._native: %s has no %s", path, #name);                  \
    return -1;                                                                                   \
  }
  KILN_NATIVE_FUNCTIONS(KN_NAMED)
#undef KN_NAMED
  int slot = 0;
#define KN_UNARY(c_name, py_name) *(void**)(&api.unary[slot++]) = find(library, #c_name);
  KILN_NATIVE_UNARY_OPS(KN_UNARY)
#undef KN_UNARY
  slot = 0;
#define KN_BINARY(c_name, py_name) *(void**)(&api.binary[slot++]) = find(library, #c_name);
  KILN_NATIVE_BINARY_OPS(KN_BINARY)
#undef KN_BINARY
  kn_api = api;
  return 0;
}

static PyObject* init(PyObject* module, PyObject* args) {
  const char* path;
  PyObject *handle_class, *factory;
  if (!PyArg_ParseTuple(args, "sOO:init", &path, &handle_class, &factory)) return NULL;
  if (api_ready) {
    PyErr_SetString(PyExc_RuntimeError, "kiln._native is initialised once per process");
    return NULL;
  }
  if (load_api(path) < 0) return NULL;
  Py_INCREF(handle_class);
  Py_INCREF(factory);
  kn_handle_class = handle_class;
  kn_error_factory = factory;
  api_ready = 1;
  Py_RETURN_NONE;
}

static PyObject* set_tensor_class(PyObject* module, PyObject* cls) {
  if (!PyType_Check(cls) || !PyType_IsSubtype((PyTypeObject*)cls, &KnTensorBase_Type)) {
    PyErr_SetString(PyExc_TypeError, "set_tensor_class needs a subclass of kiln._native.TensorBase");
    return NULL;
  }
  Py_INCREF(cls);
  Py_XSETREF(kn_tensor_class, (PyTypeObject*)cls);
  Py_RETURN_NONE;
}

static PyObject* forget_weak_scalars(PyObject* module, PyObject* device) {
  void* address = device == Py_None ? NULL : PyLong_AsVoidPtr(device);
  if (address == NULL && PyErr_Occurred()) return NULL;
  kn_forget_weak_scalars((kiln_device)address);
  Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"init", init, METH_VARARGS,
     "init(library_path, kiln_tensor_class, error_factory): binds the module to the loaded libkiln."},
    {"set_tensor_class", set_tensor_class, METH_O, "The class (a TensorBase subclass) ops return."},
    {"forget_weak_scalars", forget_weak_scalars, METH_O,
     "Drops the cached weak scalars of a device (its handle's address; None: every device)."},
    {"op", (PyCFunction)(void (*)(void))kn_make_op, METH_VARARGS | METH_KEYWORDS,
     "op(name, fallback, reflected=False): the fast callable for a unary or binary op, calling "
     "fallback(*args) where the fast path does not apply; None when the op has no fast path."},
    {"dlpack_capsule", kn_dlpack_capsule, METH_VARARGS,
     "dlpack_capsule(address, versioned): a DLPack capsule owning the managed tensor at address, "
     "whose destructor (C) calls its deleter unless a consumer took it."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "kiln._native",
    "The C fast path of the kiln package: Tensor's base type, lazy ops without ctypes, DLPack capsules.",
    -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
  if (PyType_Ready(&KnTensorBase_Type) < 0 || PyType_Ready(&KnOp_Type) < 0) return NULL;
  PyObject* module = PyModule_Create(&module_def);
  if (module == NULL) return NULL;
  Py_INCREF(&KnTensorBase_Type);
  Py_INCREF(&KnOp_Type);
  if (PyModule_AddObject(module, "TensorBase", (PyObject*)&KnTensorBase_Type) < 0 ||
      PyModule_AddObject(module, "Op", (PyObject*)&KnOp_Type) < 0) {
    Py_DECREF(module);
    return NULL;
  }
  return module;
}
