/* kiln._native.Op: a unary or binary op of the C API as a Python callable (kiln.exp, kiln.add)
 * or, placed in the Tensor class, as an operator method (__add__, __radd__). Tensors and Python
 * ints and floats go straight to libkiln; anything else (lists, NumPy arrays, bools, keyword
 * arguments...) goes to the Python function it replaces, which has the full conversion rules. */
#include "native.h" /* first: Python.h before any system header */

#include <string.h>
#include <structmember.h>

#define KN_C_NAME(c_name, py_name) #c_name,
#define KN_PY_NAME(c_name, py_name) py_name,
static const char* const unary_c[] = {KILN_NATIVE_UNARY_OPS(KN_C_NAME)};
static const char* const unary_py[] = {KILN_NATIVE_UNARY_OPS(KN_PY_NAME)};
static const char* const binary_c[] = {KILN_NATIVE_BINARY_OPS(KN_C_NAME)};
static const char* const binary_py[] = {KILN_NATIVE_BINARY_OPS(KN_PY_NAME)};
#undef KN_C_NAME
#undef KN_PY_NAME

typedef struct {
  PyObject_HEAD
  int arity;        /* 1 or 2 */
  int reflected;    /* an __rop__ method: computes op(other, self) */
  int slot;         /* index into kn_api.unary / kn_api.binary */
  const char* c_name;
  PyObject* fallback;
  PyObject* dict;   /* __name__, __doc__, __wrapped__... (functools.update_wrapper) */
  vectorcallfunc vectorcall;
} KnOp;

PyObject* kn_raise(kiln_status status, const char* function) {
  const char* text = kn_api.kiln_last_error();  /* first: nothing else may call the library before */
  PyObject* message = PyUnicode_DecodeUTF8(text ? text : "", text ? (Py_ssize_t)strlen(text) : 0, "replace");
  if (message == NULL) return NULL;
  PyObject* error = PyObject_CallFunction(kn_error_factory, "isN", (int)status, function, message);
  if (error != NULL) {
    PyErr_SetObject((PyObject*)Py_TYPE(error), error);
    Py_DECREF(error);
  }
  return NULL;
}

/* The result's _device: the first operand's cached Device, else the second's (as ops.py does). */
static PyObject* device_of(PyObject* a, PyObject* b) {
  PyObject* dev = kn_is_tensor(a) ? ((KnTensor*)a)->device : NULL;
  if ((dev == NULL || dev == Py_None) && b != NULL && kn_is_tensor(b)) dev = ((KnTensor*)b)->device;
  return dev == Py_None ? NULL : dev;
}

/* The op's result as a Tensor on `where` (its device handle, NULL when not known for sure), or
 * the failure's exception. */
static PyObject* result(KnOp* op, kiln_status status, kiln_tensor out, PyObject* a, PyObject* b, kiln_device where) {
  if (status != KILN_STATUS_OK) return kn_raise(status, op->c_name);
  PyObject* tensor = kn_wrap(kn_tensor_class, out, device_of(a, b));
  if (tensor != NULL) ((KnTensor*)tensor)->where = where;
  return tensor;
}

/* 1 when handled (*out_obj is the tensor, or NULL with an exception), 0 to take the fallback. */
static int try_unary(KnOp* op, PyObject* x, PyObject** out_obj) {
  kiln_native_unary_fn fn = kn_api.unary[op->slot];
  if (fn == NULL || kn_tensor_class == NULL || !kn_is_tensor(x)) return 0;
  kiln_tensor out = NULL;
  kiln_status status;
  kiln_tensor input = ((KnTensor*)x)->handle;
  Py_BEGIN_ALLOW_THREADS
  status = fn(input, &out);
  Py_END_ALLOW_THREADS
  *out_obj = result(op, status, out, x, NULL, ((KnTensor*)x)->where);  /* an op's result lives where its input does */
  return 1;
}

static int try_binary(KnOp* op, PyObject* a, PyObject* b, PyObject** out_obj) {
  kiln_native_binary_fn fn = kn_api.binary[op->slot];
  if (fn == NULL || kn_tensor_class == NULL) return 0;
  PyObject* scalar = NULL;  /* the weak scalar standing for a Python number, held for the call */
  kiln_tensor ha, hb;
  kiln_device where = NULL;
  if (kn_is_tensor(a) && kn_is_tensor(b)) {
    ha = ((KnTensor*)a)->handle;
    hb = ((KnTensor*)b)->handle;
    if (((KnTensor*)a)->where == ((KnTensor*)b)->where) where = ((KnTensor*)a)->where;
  } else {
    int tensor_first = kn_is_tensor(a);
    KnTensor* tensor = (KnTensor*)(tensor_first ? a : b);
    PyObject* number = tensor_first ? b : a;
    if (!kn_is_tensor((PyObject*)tensor)) return 0;
    where = kn_device(tensor);  /* the number goes where the tensor is, and so does the result */
    if (where == NULL) return 0;
    scalar = kn_weak_scalar(number, where);
    if (scalar == NULL) {
      if (!PyErr_Occurred()) return 0;  /* not a plain number */
      *out_obj = NULL;
      return 1;
    }
    ha = tensor_first ? tensor->handle : ((KnTensor*)scalar)->handle;
    hb = tensor_first ? ((KnTensor*)scalar)->handle : tensor->handle;
  }
  kiln_tensor out = NULL;
  kiln_status status;
  Py_BEGIN_ALLOW_THREADS
  status = fn(ha, hb, &out);
  Py_END_ALLOW_THREADS
  *out_obj = result(op, status, out, a, b, where);
  Py_XDECREF(scalar);
  return 1;
}

static PyObject* op_vectorcall(PyObject* callable, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  KnOp* op = (KnOp*)callable;
  Py_ssize_t n = PyVectorcall_NARGS(nargsf);
  if (kwnames == NULL && n == op->arity) {
    PyObject* result;
    int handled = op->arity == 1 ? try_unary(op, args[0], &result)
                                 : try_binary(op, args[op->reflected], args[!op->reflected], &result);
    if (handled) return result;
  }
  return PyObject_Vectorcall(op->fallback, args, nargsf, kwnames);
}

/* Bound like a Python function when it is a class attribute (Tensor.__add__). */
static PyObject* op_descr_get(PyObject* self, PyObject* obj, PyObject* type) {
  if (obj == NULL || obj == Py_None) {
    Py_INCREF(self);
    return self;
  }
  return PyMethod_New(self, obj);
}

static PyObject* op_repr(KnOp* op) {
  return PyUnicode_FromFormat("<kiln op %s%s>", op->c_name, op->reflected ? " (reflected)" : "");
}

/* Pickles by name, as a function does (__module__ and __qualname__ come from update_wrapper). */
static PyObject* op_reduce(KnOp* op, PyObject* unused) {
  PyObject* name = op->dict ? PyDict_GetItemString(op->dict, "__qualname__") : NULL;
  if (name == NULL) {
    PyErr_SetString(PyExc_TypeError, "cannot pickle a kiln op without __qualname__");
    return NULL;
  }
  Py_INCREF(name);
  return name;
}

static int op_traverse(KnOp* op, visitproc visit, void* arg) {
  Py_VISIT(op->fallback);
  Py_VISIT(op->dict);
  return 0;
}

static int op_clear(KnOp* op) {
  Py_CLEAR(op->fallback);
  Py_CLEAR(op->dict);
  return 0;
}

static void op_dealloc(KnOp* op) {
  PyObject_GC_UnTrack(op);
  op_clear(op);
  Py_TYPE(op)->tp_free((PyObject*)op);
}

static int find(const char* const* names, int count, const char* name) {
  for (int i = 0; i < count; i++)
    if (strcmp(names[i], name) == 0) return i;
  return -1;
}

PyObject* kn_make_op(PyObject* module, PyObject* args, PyObject* kwargs) {
  static char* keywords[] = {"name", "fallback", "reflected", NULL};
  const char* name;
  PyObject* fallback;
  int reflected = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "sO|p:op", keywords, &name, &fallback, &reflected)) return NULL;
  if (!PyCallable_Check(fallback)) {
    PyErr_SetString(PyExc_TypeError, "op: fallback must be callable");
    return NULL;
  }
  int arity = 1, slot = find(unary_py, KILN_NATIVE_UNARY_COUNT, name);
  if (slot < 0) {
    arity = 2;
    slot = find(binary_py, KILN_NATIVE_BINARY_COUNT, name);
  }
  if (slot < 0) Py_RETURN_NONE;  /* not a unary or binary op this build knows */
  KnOp* op = PyObject_GC_New(KnOp, &KnOp_Type);
  if (op == NULL) return NULL;
  op->arity = arity;
  op->reflected = arity == 2 && reflected;
  op->slot = slot;
  op->c_name = arity == 1 ? unary_c[slot] : binary_c[slot];
  Py_INCREF(fallback);
  op->fallback = fallback;
  op->dict = NULL;
  op->vectorcall = op_vectorcall;
  PyObject_GC_Track(op);
  return (PyObject*)op;
}

static PyMethodDef op_methods[] = {
    {"__reduce__", (PyCFunction)op_reduce, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static PyMemberDef op_members[] = {
    {"fallback", T_OBJECT, offsetof(KnOp, fallback), READONLY, "the Python function for other operands"},
    {NULL, 0, 0, 0, NULL},
};

static PyGetSetDef op_getset[] = {
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject KnOp_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kiln._native.Op",
    .tp_basicsize = sizeof(KnOp),
    .tp_dealloc = (destructor)op_dealloc,
    .tp_vectorcall_offset = offsetof(KnOp, vectorcall),
    .tp_repr = (reprfunc)op_repr,
    .tp_call = PyVectorcall_Call,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL | Py_TPFLAGS_METHOD_DESCRIPTOR,
    .tp_doc = "A Kiln op with a C fast path for tensors and Python numbers.",
    .tp_traverse = (traverseproc)op_traverse,
    .tp_clear = (inquiry)op_clear,
    .tp_methods = op_methods,
    .tp_members = op_members,
    .tp_getset = op_getset,
    .tp_descr_get = op_descr_get,
    .tp_dictoffset = offsetof(KnOp, dict),
};
