// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
// The C entry points. Each one validates pointers, then calls its implementation
// inside guard(), which turns any exception into a status and the thread's last error.
#include "api/entry.gen.h"
#include "api/guard.h"

extern "C" {

KILN_API kiln_status kiln_version(uint32_t* major, uint32_t* minor, uint32_t* patch) {
  return kiln::api::guard("kiln_version", [&] {
    kiln::api::require_pointer(major, "major");
    kiln::api::require_pointer(minor, "minor");
    kiln::api::require_pointer(patch, "patch");
    kiln::api::version(major, minor, patch);
  });
}

KILN_API kiln_status kiln_dtype_size(kiln_dtype dtype, size_t* size) {
  return kiln::api::guard("kiln_dtype_size", [&] {
    kiln::api::require_pointer(size, "size");
    kiln::api::dtype_size(kiln::api::enum_value(&dtype), size);
  });
}

KILN_API kiln_status kiln_device_count(size_t* count) {
  return kiln::api::guard("kiln_device_count", [&] {
    kiln::api::require_pointer(count, "count");
    kiln::api::device_count(count);
  });
}

KILN_API kiln_status kiln_device_get(size_t index, kiln_device* out) {
  return kiln::api::guard("kiln_device_get", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::device_get(index, out);
  });
}

KILN_API kiln_status kiln_device_default(kiln_device* out) {
  return kiln::api::guard("kiln_device_default", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::device_default(out);
  });
}

KILN_API kiln_status kiln_device_set_default(kiln_device device) {
  return kiln::api::guard("kiln_device_set_default", [&] {
    kiln::api::device_set_default(device);
  });
}

KILN_API kiln_status kiln_device_find(const char* label, kiln_device* out) {
  return kiln::api::guard("kiln_device_find", [&] {
    kiln::api::require_pointer(label, "label");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::device_find(label, out);
  });
}

KILN_API kiln_status kiln_device_get_info(kiln_device device, kiln_device_info* info) {
  return kiln::api::guard("kiln_device_get_info", [&] {
    kiln::api::require_pointer(info, "info");
    kiln::api::device_get_info(device, info);
  });
}

KILN_API kiln_status kiln_device_memory_stats(kiln_device device, kiln_memory_stats* stats) {
  return kiln::api::guard("kiln_device_memory_stats", [&] {
    kiln::api::require_pointer(stats, "stats");
    kiln::api::device_memory_stats(device, stats);
  });
}

KILN_API kiln_status kiln_device_set_memory_limit(kiln_device device, uint64_t limit_bytes) {
  return kiln::api::guard("kiln_device_set_memory_limit", [&] {
    kiln::api::device_set_memory_limit(device, limit_bytes);
  });
}

KILN_API kiln_status kiln_device_clear_cache(kiln_device device) {
  return kiln::api::guard("kiln_device_clear_cache", [&] {
    kiln::api::device_clear_cache(device);
  });
}

KILN_API kiln_status kiln_tensor_create(const void* data, kiln_dtype dtype, const int64_t* shape, size_t ndim, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_tensor_create", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::tensor_create(data, kiln::api::enum_value(&dtype), shape, ndim, device, out);
  });
}

KILN_API kiln_status kiln_full(const int64_t* shape, size_t ndim, double value, kiln_dtype dtype, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_full", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::full(shape, ndim, value, kiln::api::enum_value(&dtype), device, out);
  });
}

KILN_API kiln_status kiln_zeros(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_zeros", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::zeros(shape, ndim, kiln::api::enum_value(&dtype), device, out);
  });
}

KILN_API kiln_status kiln_ones(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_ones", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::ones(shape, ndim, kiln::api::enum_value(&dtype), device, out);
  });
}

KILN_API kiln_status kiln_arange(double start, double stop, double step, kiln_dtype dtype, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_arange", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::arange(start, stop, step, kiln::api::enum_value(&dtype), device, out);
  });
}

KILN_API kiln_status kiln_eye(int64_t n, int64_t m, int64_t k, kiln_dtype dtype, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_eye", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::eye(n, m, k, kiln::api::enum_value(&dtype), device, out);
  });
}

KILN_API kiln_status kiln_tensor_retain(kiln_tensor tensor) {
  return kiln::api::guard("kiln_tensor_retain", [&] {
    kiln::api::tensor_retain(tensor);
  });
}

KILN_API kiln_status kiln_tensor_release(kiln_tensor tensor) {
  return kiln::api::guard("kiln_tensor_release", [&] {
    kiln::api::tensor_release(tensor);
  });
}

KILN_API kiln_status kiln_tensor_ndim(kiln_tensor tensor, size_t* ndim) {
  return kiln::api::guard("kiln_tensor_ndim", [&] {
    kiln::api::require_pointer(ndim, "ndim");
    kiln::api::tensor_ndim(tensor, ndim);
  });
}

KILN_API kiln_status kiln_tensor_shape(kiln_tensor tensor, int64_t* dims, size_t capacity) {
  return kiln::api::guard("kiln_tensor_shape", [&] {
    kiln::api::require_array(dims, capacity, "dims");
    kiln::api::tensor_shape(tensor, dims, capacity);
  });
}

KILN_API kiln_status kiln_tensor_dtype(kiln_tensor tensor, kiln_dtype* dtype) {
  return kiln::api::guard("kiln_tensor_dtype", [&] {
    kiln::api::require_pointer(dtype, "dtype");
    kiln::api::tensor_dtype(tensor, dtype);
  });
}

KILN_API kiln_status kiln_tensor_device(kiln_tensor tensor, kiln_device* device) {
  return kiln::api::guard("kiln_tensor_device", [&] {
    kiln::api::require_pointer(device, "device");
    *device = nullptr;
    kiln::api::tensor_device(tensor, device);
  });
}

KILN_API kiln_status kiln_tensor_size(kiln_tensor tensor, int64_t* size) {
  return kiln::api::guard("kiln_tensor_size", [&] {
    kiln::api::require_pointer(size, "size");
    kiln::api::tensor_size(tensor, size);
  });
}

KILN_API kiln_status kiln_tensor_nbytes(kiln_tensor tensor, size_t* nbytes) {
  return kiln::api::guard("kiln_tensor_nbytes", [&] {
    kiln::api::require_pointer(nbytes, "nbytes");
    kiln::api::tensor_nbytes(tensor, nbytes);
  });
}

KILN_API kiln_status kiln_tensor_is_evaluated(kiln_tensor tensor, bool* evaluated) {
  return kiln::api::guard("kiln_tensor_is_evaluated", [&] {
    kiln::api::require_pointer(evaluated, "evaluated");
    kiln::api::tensor_is_evaluated(tensor, evaluated);
  });
}

KILN_API kiln_status kiln_tensor_eval(const kiln_tensor* tensors, size_t count) {
  return kiln::api::guard("kiln_tensor_eval", [&] {
    kiln::api::require_array(tensors, count, "tensors");
    kiln::api::tensor_eval(tensors, count);
  });
}

KILN_API kiln_status kiln_tensor_eval_async(const kiln_tensor* tensors, size_t count) {
  return kiln::api::guard("kiln_tensor_eval_async", [&] {
    kiln::api::require_array(tensors, count, "tensors");
    kiln::api::tensor_eval_async(tensors, count);
  });
}

KILN_API kiln_status kiln_tensor_read(kiln_tensor tensor, void* dst, size_t dst_bytes) {
  return kiln::api::guard("kiln_tensor_read", [&] {
    kiln::api::require_array(dst, dst_bytes, "dst");
    kiln::api::tensor_read(tensor, dst, dst_bytes);
  });
}

KILN_API kiln_status kiln_tensor_borrow(kiln_tensor tensor, kiln_borrow* out, const void** data, size_t* nbytes) {
  return kiln::api::guard("kiln_tensor_borrow", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::require_pointer(data, "data");
    kiln::api::require_pointer(nbytes, "nbytes");
    kiln::api::tensor_borrow(tensor, out, data, nbytes);
  });
}

KILN_API kiln_status kiln_borrow_release(kiln_borrow borrow) {
  return kiln::api::guard("kiln_borrow_release", [&] {
    kiln::api::borrow_release(borrow);
  });
}

KILN_API kiln_status kiln_tensor_copy(kiln_tensor tensor, kiln_tensor* out) {
  return kiln::api::guard("kiln_tensor_copy", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::tensor_copy(tensor, out);
  });
}

KILN_API kiln_status kiln_tensor_to_device(kiln_tensor tensor, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_tensor_to_device", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::tensor_to_device(tensor, device, out);
  });
}

KILN_API kiln_status kiln_stream_create(kiln_device device, kiln_stream* out) {
  return kiln::api::guard("kiln_stream_create", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::stream_create(device, out);
  });
}

KILN_API kiln_status kiln_stream_release(kiln_stream stream) {
  return kiln::api::guard("kiln_stream_release", [&] {
    kiln::api::stream_release(stream);
  });
}

KILN_API kiln_status kiln_stream_device(kiln_stream stream, kiln_device* out) {
  return kiln::api::guard("kiln_stream_device", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::stream_device(stream, out);
  });
}

KILN_API kiln_status kiln_stream_eval(kiln_stream stream, const kiln_tensor* tensors, size_t count) {
  return kiln::api::guard("kiln_stream_eval", [&] {
    kiln::api::require_array(tensors, count, "tensors");
    kiln::api::stream_eval(stream, tensors, count);
  });
}

KILN_API kiln_status kiln_stream_eval_async(kiln_stream stream, const kiln_tensor* tensors, size_t count) {
  return kiln::api::guard("kiln_stream_eval_async", [&] {
    kiln::api::require_array(tensors, count, "tensors");
    kiln::api::stream_eval_async(stream, tensors, count);
  });
}

KILN_API kiln_status kiln_placeholder(const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_placeholder", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::placeholder(shape, ndim, kiln::api::enum_value(&dtype), device, out);
  });
}

KILN_API kiln_status kiln_function_create(const kiln_tensor* inputs, size_t input_count, const kiln_tensor* outputs, size_t output_count, kiln_function* out) {
  return kiln::api::guard("kiln_function_create", [&] {
    kiln::api::require_array(inputs, input_count, "inputs");
    kiln::api::require_array(outputs, output_count, "outputs");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::function_create(inputs, input_count, outputs, output_count, out);
  });
}

KILN_API kiln_status kiln_function_call(kiln_function function, const kiln_tensor* args, size_t arg_count, kiln_tensor* results, size_t result_count) {
  return kiln::api::guard("kiln_function_call", [&] {
    kiln::api::require_array(args, arg_count, "args");
    kiln::api::require_array(results, result_count, "results");
    for (size_t i = 0; i < result_count; ++i) results[i] = nullptr;
    kiln::api::function_call(function, args, arg_count, results, result_count);
  });
}

KILN_API kiln_status kiln_function_arity(kiln_function function, size_t* input_count, size_t* output_count) {
  return kiln::api::guard("kiln_function_arity", [&] {
    kiln::api::require_pointer(input_count, "input_count");
    kiln::api::require_pointer(output_count, "output_count");
    kiln::api::function_arity(function, input_count, output_count);
  });
}

KILN_API kiln_status kiln_function_release(kiln_function function) {
  return kiln::api::guard("kiln_function_release", [&] {
    kiln::api::function_release(function);
  });
}

KILN_API kiln_status kiln_function_vjp(kiln_function function, kiln_function* out) {
  return kiln::api::guard("kiln_function_vjp", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::function_vjp(function, out);
  });
}

KILN_API kiln_status kiln_function_jvp(kiln_function function, kiln_function* out) {
  return kiln::api::guard("kiln_function_jvp", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::function_jvp(function, out);
  });
}

KILN_API kiln_status kiln_function_value_and_grad(kiln_function function, const size_t* argnums, size_t argnum_count, kiln_function* out) {
  return kiln::api::guard("kiln_function_value_and_grad", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::function_value_and_grad(function, argnums, argnum_count, out);
  });
}

KILN_API kiln_status kiln_negative(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_negative", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Negative, x, out);
  });
}

KILN_API kiln_status kiln_abs(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_abs", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Abs, x, out);
  });
}

KILN_API kiln_status kiln_sign(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_sign", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Sign, x, out);
  });
}

KILN_API kiln_status kiln_exp(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_exp", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Exp, x, out);
  });
}

KILN_API kiln_status kiln_log(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_log", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Log, x, out);
  });
}

KILN_API kiln_status kiln_log1p(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_log1p", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Log1p, x, out);
  });
}

KILN_API kiln_status kiln_expm1(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_expm1", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Expm1, x, out);
  });
}

KILN_API kiln_status kiln_sqrt(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_sqrt", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Sqrt, x, out);
  });
}

KILN_API kiln_status kiln_rsqrt(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_rsqrt", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Rsqrt, x, out);
  });
}

KILN_API kiln_status kiln_square(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_square", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Square, x, out);
  });
}

KILN_API kiln_status kiln_sin(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_sin", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Sin, x, out);
  });
}

KILN_API kiln_status kiln_cos(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_cos", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Cos, x, out);
  });
}

KILN_API kiln_status kiln_tan(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_tan", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Tan, x, out);
  });
}

KILN_API kiln_status kiln_tanh(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_tanh", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Tanh, x, out);
  });
}

KILN_API kiln_status kiln_sigmoid(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_sigmoid", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Sigmoid, x, out);
  });
}

KILN_API kiln_status kiln_erf(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_erf", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Erf, x, out);
  });
}

KILN_API kiln_status kiln_floor(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_floor", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Floor, x, out);
  });
}

KILN_API kiln_status kiln_ceil(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_ceil", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Ceil, x, out);
  });
}

KILN_API kiln_status kiln_round(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_round", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Round, x, out);
  });
}

KILN_API kiln_status kiln_logical_not(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_logical_not", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::LogicalNot, x, out);
  });
}

KILN_API kiln_status kiln_bitwise_not(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_bitwise_not", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::BitwiseNot, x, out);
  });
}

KILN_API kiln_status kiln_isnan(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_isnan", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::IsNan, x, out);
  });
}

KILN_API kiln_status kiln_isinf(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_isinf", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::IsInf, x, out);
  });
}

KILN_API kiln_status kiln_isfinite(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_isfinite", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::IsFinite, x, out);
  });
}

KILN_API kiln_status kiln_asin(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_asin", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Asin, x, out);
  });
}

KILN_API kiln_status kiln_acos(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_acos", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Acos, x, out);
  });
}

KILN_API kiln_status kiln_atan(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_atan", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Atan, x, out);
  });
}

KILN_API kiln_status kiln_sinh(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_sinh", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Sinh, x, out);
  });
}

KILN_API kiln_status kiln_cosh(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_cosh", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Cosh, x, out);
  });
}

KILN_API kiln_status kiln_asinh(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_asinh", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Asinh, x, out);
  });
}

KILN_API kiln_status kiln_acosh(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_acosh", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Acosh, x, out);
  });
}

KILN_API kiln_status kiln_atanh(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_atanh", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Atanh, x, out);
  });
}

KILN_API kiln_status kiln_log2(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_log2", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Log2, x, out);
  });
}

KILN_API kiln_status kiln_log10(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_log10", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Log10, x, out);
  });
}

KILN_API kiln_status kiln_exp2(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_exp2", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Exp2, x, out);
  });
}

KILN_API kiln_status kiln_cbrt(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_cbrt", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Cbrt, x, out);
  });
}

KILN_API kiln_status kiln_erfc(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_erfc", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Erfc, x, out);
  });
}

KILN_API kiln_status kiln_erf_inv(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_erf_inv", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::ErfInv, x, out);
  });
}

KILN_API kiln_status kiln_trunc(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_trunc", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Trunc, x, out);
  });
}

KILN_API kiln_status kiln_reciprocal(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_reciprocal", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Reciprocal, x, out);
  });
}

KILN_API kiln_status kiln_population_count(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_population_count", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::PopulationCount, x, out);
  });
}

KILN_API kiln_status kiln_count_leading_zeros(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_count_leading_zeros", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::CountLeadingZeros, x, out);
  });
}

KILN_API kiln_status kiln_signbit(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_signbit", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Signbit, x, out);
  });
}

KILN_API kiln_status kiln_round_half_away(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_round_half_away", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::RoundHalfAway, x, out);
  });
}

KILN_API kiln_status kiln_add(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_add", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Add, a, b, out);
  });
}

KILN_API kiln_status kiln_subtract(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_subtract", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Subtract, a, b, out);
  });
}

KILN_API kiln_status kiln_multiply(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_multiply", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Multiply, a, b, out);
  });
}

KILN_API kiln_status kiln_divide(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_divide", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Divide, a, b, out);
  });
}

KILN_API kiln_status kiln_floor_divide(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_floor_divide", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::FloorDivide, a, b, out);
  });
}

KILN_API kiln_status kiln_remainder(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_remainder", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Remainder, a, b, out);
  });
}

KILN_API kiln_status kiln_power(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_power", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Power, a, b, out);
  });
}

KILN_API kiln_status kiln_maximum(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_maximum", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Maximum, a, b, out);
  });
}

KILN_API kiln_status kiln_minimum(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_minimum", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Minimum, a, b, out);
  });
}

KILN_API kiln_status kiln_atan2(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_atan2", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Atan2, a, b, out);
  });
}

KILN_API kiln_status kiln_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_equal", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Equal, a, b, out);
  });
}

KILN_API kiln_status kiln_not_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_not_equal", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::NotEqual, a, b, out);
  });
}

KILN_API kiln_status kiln_less(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_less", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Less, a, b, out);
  });
}

KILN_API kiln_status kiln_less_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_less_equal", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::LessEqual, a, b, out);
  });
}

KILN_API kiln_status kiln_greater(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_greater", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Greater, a, b, out);
  });
}

KILN_API kiln_status kiln_greater_equal(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_greater_equal", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::GreaterEqual, a, b, out);
  });
}

KILN_API kiln_status kiln_logical_and(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_logical_and", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::LogicalAnd, a, b, out);
  });
}

KILN_API kiln_status kiln_logical_or(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_logical_or", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::LogicalOr, a, b, out);
  });
}

KILN_API kiln_status kiln_logical_xor(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_logical_xor", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::LogicalXor, a, b, out);
  });
}

KILN_API kiln_status kiln_bitwise_and(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_bitwise_and", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::BitwiseAnd, a, b, out);
  });
}

KILN_API kiln_status kiln_bitwise_or(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_bitwise_or", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::BitwiseOr, a, b, out);
  });
}

KILN_API kiln_status kiln_bitwise_xor(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_bitwise_xor", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::BitwiseXor, a, b, out);
  });
}

KILN_API kiln_status kiln_left_shift(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_left_shift", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::LeftShift, a, b, out);
  });
}

KILN_API kiln_status kiln_right_shift(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_right_shift", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::RightShift, a, b, out);
  });
}

KILN_API kiln_status kiln_logaddexp(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_logaddexp", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Logaddexp, a, b, out);
  });
}

KILN_API kiln_status kiln_hypot(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_hypot", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Hypot, a, b, out);
  });
}

KILN_API kiln_status kiln_copysign(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_copysign", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Copysign, a, b, out);
  });
}

KILN_API kiln_status kiln_quotient(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_quotient", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Quotient, a, b, out);
  });
}

KILN_API kiln_status kiln_fmod(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_fmod", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::binary_entry(kiln::BinaryOp::Fmod, a, b, out);
  });
}

KILN_API kiln_status kiln_sum(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_sum", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::Sum, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_prod(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_prod", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::Prod, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_max(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_max", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::Max, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_min(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_min", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::Min, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_mean(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_mean", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::Mean, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_all(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_all", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::All, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_any(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_any", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::Any, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_argmax(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_argmax", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::ArgMax, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_argmin(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_argmin", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::ArgMin, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_logsumexp(kiln_tensor x, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_logsumexp", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reduce_entry(kiln::api::Reduction::LogSumExp, x, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_cumulative_sum(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out) {
  return kiln::api::guard("kiln_cumulative_sum", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::scan_entry(kiln::ScanOp::CumSum, x, axis, reverse, out);
  });
}

KILN_API kiln_status kiln_cumulative_product(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out) {
  return kiln::api::guard("kiln_cumulative_product", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::scan_entry(kiln::ScanOp::CumProd, x, axis, reverse, out);
  });
}

KILN_API kiln_status kiln_cumulative_max(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out) {
  return kiln::api::guard("kiln_cumulative_max", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::scan_entry(kiln::ScanOp::CumMax, x, axis, reverse, out);
  });
}

KILN_API kiln_status kiln_cumulative_min(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out) {
  return kiln::api::guard("kiln_cumulative_min", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::scan_entry(kiln::ScanOp::CumMin, x, axis, reverse, out);
  });
}

KILN_API kiln_status kiln_logcumsumexp(kiln_tensor x, int64_t axis, bool reverse, kiln_tensor* out) {
  return kiln::api::guard("kiln_logcumsumexp", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::scan_entry(kiln::ScanOp::LogCumSumExp, x, axis, reverse, out);
  });
}

KILN_API kiln_status kiln_relu(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_relu", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Relu, x, out);
  });
}

KILN_API kiln_status kiln_silu(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_silu", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Silu, x, out);
  });
}

KILN_API kiln_status kiln_gelu(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_gelu", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Gelu, x, out);
  });
}

KILN_API kiln_status kiln_gelu_tanh(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_gelu_tanh", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::GeluTanh, x, out);
  });
}

KILN_API kiln_status kiln_softplus(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_softplus", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Softplus, x, out);
  });
}

KILN_API kiln_status kiln_real(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_real", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Real, x, out);
  });
}

KILN_API kiln_status kiln_imag(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_imag", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Imag, x, out);
  });
}

KILN_API kiln_status kiln_conj(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_conj", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Conj, x, out);
  });
}

KILN_API kiln_status kiln_angle(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_angle", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::unary_entry(kiln::UnaryOp::Angle, x, out);
  });
}

KILN_API kiln_status kiln_stop_gradient(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_stop_gradient", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::stop_gradient(x, out);
  });
}

KILN_API kiln_status kiln_where(kiln_tensor cond, kiln_tensor x, kiln_tensor y, kiln_tensor* out) {
  return kiln::api::guard("kiln_where", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::where(cond, x, y, out);
  });
}

KILN_API kiln_status kiln_clip(kiln_tensor x, kiln_tensor lo, kiln_tensor hi, kiln_tensor* out) {
  return kiln::api::guard("kiln_clip", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::clip(x, lo, hi, out);
  });
}

KILN_API kiln_status kiln_astype(kiln_tensor x, kiln_dtype dtype, kiln_tensor* out) {
  return kiln::api::guard("kiln_astype", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::astype(x, kiln::api::enum_value(&dtype), out);
  });
}

KILN_API kiln_status kiln_bitcast(kiln_tensor x, kiln_dtype dtype, kiln_tensor* out) {
  return kiln::api::guard("kiln_bitcast", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::bitcast(x, kiln::api::enum_value(&dtype), out);
  });
}

KILN_API kiln_status kiln_matmul(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_matmul", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::matmul(a, b, out);
  });
}

KILN_API kiln_status kiln_reshape(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_reshape", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::reshape(x, shape, ndim, out);
  });
}

KILN_API kiln_status kiln_transpose(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_transpose", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::transpose(x, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_broadcast_to(kiln_tensor x, const int64_t* shape, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_broadcast_to", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::broadcast_to(x, shape, ndim, out);
  });
}

KILN_API kiln_status kiln_expand_dims(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_expand_dims", [&] {
    kiln::api::require_array(axes, naxes, "axes");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::expand_dims(x, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_squeeze(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_squeeze", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::squeeze(x, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_slice(kiln_tensor x, const int64_t* start, const int64_t* stop, const int64_t* step, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_slice", [&] {
    kiln::api::require_array(start, naxes, "start");
    kiln::api::require_array(stop, naxes, "stop");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::slice(x, start, stop, step, naxes, out);
  });
}

KILN_API kiln_status kiln_concatenate(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out) {
  return kiln::api::guard("kiln_concatenate", [&] {
    kiln::api::require_array(tensors, count, "tensors");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::concatenate(tensors, count, axis, out);
  });
}

KILN_API kiln_status kiln_stack(const kiln_tensor* tensors, size_t count, int64_t axis, kiln_tensor* out) {
  return kiln::api::guard("kiln_stack", [&] {
    kiln::api::require_array(tensors, count, "tensors");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::stack(tensors, count, axis, out);
  });
}

KILN_API kiln_status kiln_pad(kiln_tensor x, const int64_t* pad_before, const int64_t* pad_after, size_t naxes, double value, kiln_tensor* out) {
  return kiln::api::guard("kiln_pad", [&] {
    kiln::api::require_array(pad_before, naxes, "pad_before");
    kiln::api::require_array(pad_after, naxes, "pad_after");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::pad(x, pad_before, pad_after, naxes, value, out);
  });
}

KILN_API kiln_status kiln_flip(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_flip", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::flip(x, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_tensor_to_dlpack(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensorVersioned** out) {
  return kiln::api::guard("kiln_tensor_to_dlpack", [&] {
    kiln::api::require_pointer(out, "out");
    kiln::api::tensor_to_dlpack(tensor, options, out);
  });
}

KILN_API kiln_status kiln_tensor_from_dlpack(DLManagedTensorVersioned* managed, const kiln_dlpack_options* options, kiln_tensor* out) {
  return kiln::api::guard("kiln_tensor_from_dlpack", [&] {
    kiln::api::require_pointer(managed, "managed");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::tensor_from_dlpack(managed, options, out);
  });
}

KILN_API kiln_status kiln_tensor_to_dlpack_legacy(kiln_tensor tensor, const kiln_dlpack_options* options, DLManagedTensor** out) {
  return kiln::api::guard("kiln_tensor_to_dlpack_legacy", [&] {
    kiln::api::require_pointer(out, "out");
    kiln::api::tensor_to_dlpack_legacy(tensor, options, out);
  });
}

KILN_API kiln_status kiln_tensor_from_dlpack_legacy(DLManagedTensor* managed, const kiln_dlpack_options* options, kiln_tensor* out) {
  return kiln::api::guard("kiln_tensor_from_dlpack_legacy", [&] {
    kiln::api::require_pointer(managed, "managed");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::tensor_from_dlpack_legacy(managed, options, out);
  });
}

KILN_API kiln_status kiln_tensor_dlpack_device(kiln_tensor tensor, int32_t* device_type, int32_t* device_id) {
  return kiln::api::guard("kiln_tensor_dlpack_device", [&] {
    kiln::api::require_pointer(device_type, "device_type");
    kiln::api::require_pointer(device_id, "device_id");
    kiln::api::tensor_dlpack_device(tensor, device_type, device_id);
  });
}

KILN_API kiln_status kiln_take(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out) {
  return kiln::api::guard("kiln_take", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::take(x, indices, axis, out);
  });
}

KILN_API kiln_status kiln_take_along_axis(kiln_tensor x, kiln_tensor indices, int64_t axis, kiln_tensor* out) {
  return kiln::api::guard("kiln_take_along_axis", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::take_along_axis(x, indices, axis, out);
  });
}

KILN_API kiln_status kiln_gather(kiln_tensor x, kiln_tensor indices, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_gather", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::gather(x, indices, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_indexed_add(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_indexed_add", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::indexed_add(x, indices, updates, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_indexed_put(kiln_tensor x, kiln_tensor indices, kiln_tensor updates, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_indexed_put", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::indexed_put(x, indices, updates, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_argwhere(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_argwhere", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::argwhere(x, out);
  });
}

KILN_API kiln_status kiln_argsort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out) {
  return kiln::api::guard("kiln_argsort", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::argsort(x, axis, descending, out);
  });
}

KILN_API kiln_status kiln_sort(kiln_tensor x, int64_t axis, bool descending, kiln_tensor* out) {
  return kiln::api::guard("kiln_sort", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::sort(x, axis, descending, out);
  });
}

KILN_API kiln_status kiln_top_k(kiln_tensor x, int64_t k, kiln_tensor* values, kiln_tensor* indices) {
  return kiln::api::guard("kiln_top_k", [&] {
    kiln::api::require_pointer(values, "values");
    *values = nullptr;
    kiln::api::require_pointer(indices, "indices");
    *indices = nullptr;
    kiln::api::top_k(x, k, values, indices);
  });
}

KILN_API kiln_status kiln_unique(kiln_tensor x, kiln_tensor* values, kiln_tensor* counts, kiln_tensor* inverse) {
  return kiln::api::guard("kiln_unique", [&] {
    kiln::api::require_pointer(values, "values");
    *values = nullptr;
    kiln::api::require_pointer(counts, "counts");
    *counts = nullptr;
    kiln::api::require_pointer(inverse, "inverse");
    *inverse = nullptr;
    kiln::api::unique(x, values, counts, inverse);
  });
}

KILN_API kiln_status kiln_searchsorted(kiln_tensor a, kiln_tensor v, bool right, kiln_tensor* out) {
  return kiln::api::guard("kiln_searchsorted", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::searchsorted(a, v, right, out);
  });
}

KILN_API kiln_status kiln_telemetry_subscribe(kiln_telemetry_callback callback, void* user_data, uint64_t* subscription) {
  return kiln::api::guard("kiln_telemetry_subscribe", [&] {
    kiln::api::require_pointer(callback, "callback");
    kiln::api::require_pointer(subscription, "subscription");
    kiln::api::telemetry_subscribe(callback, user_data, subscription);
  });
}

KILN_API kiln_status kiln_telemetry_unsubscribe(uint64_t subscription) {
  return kiln::api::guard("kiln_telemetry_unsubscribe", [&] {
    kiln::api::telemetry_unsubscribe(subscription);
  });
}

KILN_API kiln_status kiln_debug_set_flags(uint32_t flags) {
  return kiln::api::guard("kiln_debug_set_flags", [&] {
    kiln::api::debug_set_flags(flags);
  });
}

KILN_API kiln_status kiln_debug_get_flags(uint32_t* flags) {
  return kiln::api::guard("kiln_debug_get_flags", [&] {
    kiln::api::require_pointer(flags, "flags");
    kiln::api::debug_get_flags(flags);
  });
}

KILN_API kiln_status kiln_fallback_set_policy(kiln_fallback_policy policy) {
  return kiln::api::guard("kiln_fallback_set_policy", [&] {
    kiln::api::fallback_set_policy(kiln::api::enum_value(&policy));
  });
}

KILN_API kiln_status kiln_fallback_get_policy(kiln_fallback_policy* policy) {
  return kiln::api::guard("kiln_fallback_get_policy", [&] {
    kiln::api::require_pointer(policy, "policy");
    kiln::api::fallback_get_policy(policy);
  });
}

KILN_API kiln_status kiln_device_op_support(kiln_device device, const char* op, kiln_dtype dtype, kiln_op_support* support) {
  return kiln::api::guard("kiln_device_op_support", [&] {
    kiln::api::require_pointer(op, "op");
    kiln::api::require_pointer(support, "support");
    kiln::api::device_op_support(device, op, kiln::api::enum_value(&dtype), support);
  });
}

KILN_API kiln_status kiln_device_fallback_count(kiln_device device, size_t* count) {
  return kiln::api::guard("kiln_device_fallback_count", [&] {
    kiln::api::require_pointer(count, "count");
    kiln::api::device_fallback_count(device, count);
  });
}

KILN_API kiln_status kiln_device_fallback_get(kiln_device device, size_t index, const char** op, kiln_dtype* dtype) {
  return kiln::api::guard("kiln_device_fallback_get", [&] {
    kiln::api::require_pointer(op, "op");
    kiln::api::require_pointer(dtype, "dtype");
    kiln::api::device_fallback_get(device, index, op, dtype);
  });
}

KILN_API kiln_status kiln_device_vulkan_handles(kiln_device device, kiln_vulkan_handles* handles) {
  return kiln::api::guard("kiln_device_vulkan_handles", [&] {
    kiln::api::require_pointer(handles, "handles");
    kiln::api::device_vulkan_handles(device, handles);
  });
}

KILN_API kiln_status kiln_device_cuda_device(kiln_device device, int32_t* cuda_device) {
  return kiln::api::guard("kiln_device_cuda_device", [&] {
    kiln::api::require_pointer(cuda_device, "cuda_device");
    kiln::api::device_cuda_device(device, cuda_device);
  });
}

KILN_API kiln_status kiln_tensor_to_dlpack_cuda(kiln_tensor tensor, int64_t stream, const kiln_dlpack_options* options, DLManagedTensorVersioned** out) {
  return kiln::api::guard("kiln_tensor_to_dlpack_cuda", [&] {
    kiln::api::require_pointer(out, "out");
    kiln::api::tensor_to_dlpack_cuda(tensor, stream, options, out);
  });
}

KILN_API kiln_status kiln_tensor_to_dlpack_cuda_legacy(kiln_tensor tensor, int64_t stream, const kiln_dlpack_options* options, DLManagedTensor** out) {
  return kiln::api::guard("kiln_tensor_to_dlpack_cuda_legacy", [&] {
    kiln::api::require_pointer(out, "out");
    kiln::api::tensor_to_dlpack_cuda_legacy(tensor, stream, options, out);
  });
}

KILN_API kiln_status kiln_weak_scalar_int(int64_t value, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_weak_scalar_int", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::weak_scalar_int(value, device, out);
  });
}

KILN_API kiln_status kiln_weak_scalar_float(double value, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_weak_scalar_float", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::weak_scalar_float(value, device, out);
  });
}

KILN_API kiln_status kiln_fusion_set_enabled(bool enabled) {
  return kiln::api::guard("kiln_fusion_set_enabled", [&] {
    kiln::api::fusion_set_enabled(enabled);
  });
}

KILN_API kiln_status kiln_fusion_get_enabled(bool* enabled) {
  return kiln::api::guard("kiln_fusion_get_enabled", [&] {
    kiln::api::require_pointer(enabled, "enabled");
    kiln::api::fusion_get_enabled(enabled);
  });
}

KILN_API kiln_status kiln_softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_softmax", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::softmax(x, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_log_softmax(kiln_tensor x, const int64_t* axes, size_t naxes, kiln_tensor* out) {
  return kiln::api::guard("kiln_log_softmax", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::log_softmax(x, axes, naxes, out);
  });
}

KILN_API kiln_status kiln_var(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_var", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::var(x, axes, naxes, ddof, keepdims, out);
  });
}

KILN_API kiln_status kiln_std(kiln_tensor x, const int64_t* axes, size_t naxes, double ddof, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_std", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::std(x, axes, naxes, ddof, keepdims, out);
  });
}

KILN_API kiln_status kiln_random_bits(kiln_tensor key, const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_tensor* out) {
  return kiln::api::guard("kiln_random_bits", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::random_bits(key, shape, ndim, kiln::api::enum_value(&dtype), out);
  });
}

KILN_API kiln_status kiln_random_uniform(kiln_tensor key, const int64_t* shape, size_t ndim, double low, double high, kiln_dtype dtype, kiln_tensor* out) {
  return kiln::api::guard("kiln_random_uniform", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::random_uniform(key, shape, ndim, low, high, kiln::api::enum_value(&dtype), out);
  });
}

KILN_API kiln_status kiln_random_normal(kiln_tensor key, const int64_t* shape, size_t ndim, kiln_dtype dtype, kiln_tensor* out) {
  return kiln::api::guard("kiln_random_normal", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::random_normal(key, shape, ndim, kiln::api::enum_value(&dtype), out);
  });
}

KILN_API kiln_status kiln_random_randint(kiln_tensor key, const int64_t* shape, size_t ndim, int64_t low, int64_t high, kiln_dtype dtype, kiln_tensor* out) {
  return kiln::api::guard("kiln_random_randint", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::random_randint(key, shape, ndim, low, high, kiln::api::enum_value(&dtype), out);
  });
}

KILN_API kiln_status kiln_random_bernoulli(kiln_tensor key, double p, const int64_t* shape, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_random_bernoulli", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::random_bernoulli(key, p, shape, ndim, out);
  });
}

KILN_API kiln_status kiln_info_report(const char** text) {
  return kiln::api::guard("kiln_info_report", [&] {
    kiln::api::require_pointer(text, "text");
    kiln::api::info_report(text);
  });
}

KILN_API kiln_status kiln_rms_norm(kiln_tensor x, kiln_tensor weight, double eps, kiln_tensor* out) {
  return kiln::api::guard("kiln_rms_norm", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::rms_norm(x, weight, eps, out);
  });
}

KILN_API kiln_status kiln_layer_norm(kiln_tensor x, kiln_tensor weight, kiln_tensor bias, double eps, kiln_tensor* out) {
  return kiln::api::guard("kiln_layer_norm", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::layer_norm(x, weight, bias, eps, out);
  });
}

KILN_API kiln_status kiln_scaled_dot_product_attention(kiln_tensor q, kiln_tensor k, kiln_tensor v, double scale, kiln_tensor mask, bool causal, kiln_tensor* out) {
  return kiln::api::guard("kiln_scaled_dot_product_attention", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::scaled_dot_product_attention(q, k, v, scale, mask, causal, out);
  });
}

KILN_API kiln_status kiln_conv(kiln_tensor input, kiln_tensor kernel, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* input_dilation, const int64_t* kernel_dilation, size_t nspatial, int64_t feature_group_size, int64_t batch_group_size, kiln_tensor* out) {
  return kiln::api::guard("kiln_conv", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::conv(input, kernel, strides, padding_low, padding_high, input_dilation, kernel_dilation, nspatial, feature_group_size, batch_group_size, out);
  });
}

KILN_API kiln_status kiln_window_sum(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_window_sum", [&] {
    kiln::api::require_array(window, ndim, "window");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::window_sum(x, window, strides, padding_low, padding_high, dilation, ndim, out);
  });
}

KILN_API kiln_status kiln_window_product(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_window_product", [&] {
    kiln::api::require_array(window, ndim, "window");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::window_product(x, window, strides, padding_low, padding_high, dilation, ndim, out);
  });
}

KILN_API kiln_status kiln_window_max(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_window_max", [&] {
    kiln::api::require_array(window, ndim, "window");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::window_max(x, window, strides, padding_low, padding_high, dilation, ndim, out);
  });
}

KILN_API kiln_status kiln_window_min(kiln_tensor x, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, const int64_t* dilation, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_window_min", [&] {
    kiln::api::require_array(window, ndim, "window");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::window_min(x, window, strides, padding_low, padding_high, dilation, ndim, out);
  });
}

KILN_API kiln_status kiln_window_scatter_max(kiln_tensor x, kiln_tensor source, double init_value, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_window_scatter_max", [&] {
    kiln::api::require_array(window, ndim, "window");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::window_scatter_max(x, source, init_value, window, strides, padding_low, padding_high, ndim, out);
  });
}

KILN_API kiln_status kiln_window_scatter_min(kiln_tensor x, kiln_tensor source, double init_value, const int64_t* window, const int64_t* strides, const int64_t* padding_low, const int64_t* padding_high, size_t ndim, kiln_tensor* out) {
  return kiln::api::guard("kiln_window_scatter_min", [&] {
    kiln::api::require_array(window, ndim, "window");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::window_scatter_min(x, source, init_value, window, strides, padding_low, padding_high, ndim, out);
  });
}

KILN_API kiln_status kiln_leaky_relu(kiln_tensor x, double negative_slope, kiln_tensor* out) {
  return kiln::api::guard("kiln_leaky_relu", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::leaky_relu(x, negative_slope, out);
  });
}

KILN_API kiln_status kiln_elu(kiln_tensor x, double alpha, kiln_tensor* out) {
  return kiln::api::guard("kiln_elu", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::elu(x, alpha, out);
  });
}

KILN_API kiln_status kiln_dot_general(kiln_tensor a, const int64_t* contract_a, size_t ncontract_a, const int64_t* batch_a, size_t nbatch_a, kiln_tensor b, const int64_t* contract_b, size_t ncontract_b, const int64_t* batch_b, size_t nbatch_b, kiln_tensor* out) {
  return kiln::api::guard("kiln_dot_general", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::dot_general(a, contract_a, ncontract_a, batch_a, nbatch_a, b, contract_b, ncontract_b, batch_b, nbatch_b, out);
  });
}

KILN_API kiln_status kiln_linalg_cholesky(kiln_tensor x, bool upper, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_cholesky", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_cholesky(x, upper, out);
  });
}

KILN_API kiln_status kiln_linalg_triangular_solve(kiln_tensor a, kiln_tensor b, bool lower, bool left_side, bool transpose_a, bool unit_diagonal, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_triangular_solve", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_triangular_solve(a, b, lower, left_side, transpose_a, unit_diagonal, out);
  });
}

KILN_API kiln_status kiln_linalg_lu(kiln_tensor x, kiln_tensor* p, kiln_tensor* l, kiln_tensor* u) {
  return kiln::api::guard("kiln_linalg_lu", [&] {
    kiln::api::require_pointer(p, "p");
    *p = nullptr;
    kiln::api::require_pointer(l, "l");
    *l = nullptr;
    kiln::api::require_pointer(u, "u");
    *u = nullptr;
    kiln::api::linalg_lu(x, p, l, u);
  });
}

KILN_API kiln_status kiln_linalg_qr(kiln_tensor x, bool complete, kiln_tensor* q, kiln_tensor* r) {
  return kiln::api::guard("kiln_linalg_qr", [&] {
    kiln::api::require_pointer(q, "q");
    *q = nullptr;
    kiln::api::require_pointer(r, "r");
    *r = nullptr;
    kiln::api::linalg_qr(x, complete, q, r);
  });
}

KILN_API kiln_status kiln_linalg_eigh(kiln_tensor x, kiln_tensor* eigenvalues, kiln_tensor* eigenvectors) {
  return kiln::api::guard("kiln_linalg_eigh", [&] {
    kiln::api::require_pointer(eigenvalues, "eigenvalues");
    *eigenvalues = nullptr;
    kiln::api::require_pointer(eigenvectors, "eigenvectors");
    *eigenvectors = nullptr;
    kiln::api::linalg_eigh(x, eigenvalues, eigenvectors);
  });
}

KILN_API kiln_status kiln_linalg_eigvalsh(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_eigvalsh", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_eigvalsh(x, out);
  });
}

KILN_API kiln_status kiln_linalg_svd(kiln_tensor x, bool full_matrices, kiln_tensor* u, kiln_tensor* s, kiln_tensor* vh) {
  return kiln::api::guard("kiln_linalg_svd", [&] {
    kiln::api::require_pointer(u, "u");
    *u = nullptr;
    kiln::api::require_pointer(s, "s");
    *s = nullptr;
    kiln::api::require_pointer(vh, "vh");
    *vh = nullptr;
    kiln::api::linalg_svd(x, full_matrices, u, s, vh);
  });
}

KILN_API kiln_status kiln_linalg_svdvals(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_svdvals", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_svdvals(x, out);
  });
}

KILN_API kiln_status kiln_linalg_solve(kiln_tensor a, kiln_tensor b, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_solve", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_solve(a, b, out);
  });
}

KILN_API kiln_status kiln_linalg_inv(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_inv", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_inv(x, out);
  });
}

KILN_API kiln_status kiln_linalg_det(kiln_tensor x, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_det", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_det(x, out);
  });
}

KILN_API kiln_status kiln_linalg_slogdet(kiln_tensor x, kiln_tensor* sign, kiln_tensor* logabsdet) {
  return kiln::api::guard("kiln_linalg_slogdet", [&] {
    kiln::api::require_pointer(sign, "sign");
    *sign = nullptr;
    kiln::api::require_pointer(logabsdet, "logabsdet");
    *logabsdet = nullptr;
    kiln::api::linalg_slogdet(x, sign, logabsdet);
  });
}

KILN_API kiln_status kiln_linalg_vector_norm(kiln_tensor x, double ord, const int64_t* axes, size_t naxes, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_vector_norm", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_vector_norm(x, ord, axes, naxes, keepdims, out);
  });
}

KILN_API kiln_status kiln_linalg_matrix_norm(kiln_tensor x, kiln_matrix_norm ord, bool keepdims, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_matrix_norm", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_matrix_norm(x, kiln::api::enum_value(&ord), keepdims, out);
  });
}

KILN_API kiln_status kiln_linalg_lstsq(kiln_tensor a, kiln_tensor b, double rcond, kiln_tensor* out) {
  return kiln::api::guard("kiln_linalg_lstsq", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::linalg_lstsq(a, b, rcond, out);
  });
}

KILN_API kiln_status kiln_fft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, bool inverse, kiln_tensor* out) {
  return kiln::api::guard("kiln_fft", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::fft(x, axes, naxes, lengths, kiln::api::enum_value(&norm), inverse, out);
  });
}

KILN_API kiln_status kiln_rfft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, kiln_tensor* out) {
  return kiln::api::guard("kiln_rfft", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::rfft(x, axes, naxes, lengths, kiln::api::enum_value(&norm), out);
  });
}

KILN_API kiln_status kiln_irfft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, kiln_fft_norm norm, kiln_tensor* out) {
  return kiln::api::guard("kiln_irfft", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::irfft(x, axes, naxes, lengths, kiln::api::enum_value(&norm), out);
  });
}

KILN_API kiln_status kiln_pad_general(kiln_tensor x, const int64_t* low, const int64_t* high, const int64_t* interior, size_t naxes, double value, kiln_tensor* out) {
  return kiln::api::guard("kiln_pad_general", [&] {
    kiln::api::require_array(low, naxes, "low");
    kiln::api::require_array(high, naxes, "high");
    kiln::api::require_array(interior, naxes, "interior");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::pad_general(x, low, high, interior, naxes, value, out);
  });
}

KILN_API kiln_status kiln_dynamic_slice(kiln_tensor x, kiln_tensor starts, const int64_t* sizes, size_t nsizes, kiln_tensor* out) {
  return kiln::api::guard("kiln_dynamic_slice", [&] {
    kiln::api::require_array(sizes, nsizes, "sizes");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::dynamic_slice(x, starts, sizes, nsizes, out);
  });
}

KILN_API kiln_status kiln_dynamic_update_slice(kiln_tensor x, kiln_tensor starts, kiln_tensor update, kiln_tensor* out) {
  return kiln::api::guard("kiln_dynamic_update_slice", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::dynamic_update_slice(x, starts, update, out);
  });
}

KILN_API kiln_status kiln_random_permutation(kiln_tensor key, int64_t n, kiln_tensor* out) {
  return kiln::api::guard("kiln_random_permutation", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::random_permutation(key, n, out);
  });
}

KILN_API kiln_status kiln_group_init(const char* engine, kiln_group* out) {
  return kiln::api::guard("kiln_group_init", [&] {
    kiln::api::require_pointer(engine, "engine");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::group_init(engine, out);
  });
}

KILN_API kiln_status kiln_group_from_mpi_comm(const void* comm, kiln_group* out) {
  return kiln::api::guard("kiln_group_from_mpi_comm", [&] {
    kiln::api::require_pointer(comm, "comm");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::group_from_mpi_comm(comm, out);
  });
}

KILN_API kiln_status kiln_group_rank(kiln_group group, int64_t* rank) {
  return kiln::api::guard("kiln_group_rank", [&] {
    kiln::api::require_pointer(rank, "rank");
    kiln::api::group_rank(group, rank);
  });
}

KILN_API kiln_status kiln_group_size(kiln_group group, int64_t* size) {
  return kiln::api::guard("kiln_group_size", [&] {
    kiln::api::require_pointer(size, "size");
    kiln::api::group_size(group, size);
  });
}

KILN_API kiln_status kiln_group_split(kiln_group group, int64_t color, int64_t key, kiln_group* out) {
  return kiln::api::guard("kiln_group_split", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::group_split(group, color, key, out);
  });
}

KILN_API kiln_status kiln_group_set_timeout(kiln_group group, double seconds) {
  return kiln::api::guard("kiln_group_set_timeout", [&] {
    kiln::api::group_set_timeout(group, seconds);
  });
}

KILN_API kiln_status kiln_group_release(kiln_group group) {
  return kiln::api::guard("kiln_group_release", [&] {
    kiln::api::group_release(group);
  });
}

KILN_API kiln_status kiln_all_sum(kiln_tensor x, kiln_group group, kiln_tensor* out) {
  return kiln::api::guard("kiln_all_sum", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::all_sum(x, group, out);
  });
}

KILN_API kiln_status kiln_all_max(kiln_tensor x, kiln_group group, kiln_tensor* out) {
  return kiln::api::guard("kiln_all_max", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::all_max(x, group, out);
  });
}

KILN_API kiln_status kiln_all_min(kiln_tensor x, kiln_group group, kiln_tensor* out) {
  return kiln::api::guard("kiln_all_min", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::all_min(x, group, out);
  });
}

KILN_API kiln_status kiln_all_gather(kiln_tensor x, kiln_group group, kiln_tensor* out) {
  return kiln::api::guard("kiln_all_gather", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::all_gather(x, group, out);
  });
}

KILN_API kiln_status kiln_sum_scatter(kiln_tensor x, kiln_group group, kiln_tensor* out) {
  return kiln::api::guard("kiln_sum_scatter", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::sum_scatter(x, group, out);
  });
}

KILN_API kiln_status kiln_send(kiln_tensor x, int64_t dst, kiln_group group, kiln_tensor* out) {
  return kiln::api::guard("kiln_send", [&] {
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::send(x, dst, group, out);
  });
}

KILN_API kiln_status kiln_recv(const int64_t* shape, size_t ndim, kiln_dtype dtype, int64_t src, kiln_group group, kiln_device device, kiln_tensor* out) {
  return kiln::api::guard("kiln_recv", [&] {
    kiln::api::require_array(shape, ndim, "shape");
    kiln::api::require_pointer(out, "out");
    *out = nullptr;
    kiln::api::recv(shape, ndim, kiln::api::enum_value(&dtype), src, group, device, out);
  });
}

KILN_API const char* kiln_status_string(kiln_status status) {
  switch (kiln::api::enum_value(&status)) {
    case KILN_STATUS_OK: return "KILN_STATUS_OK";
    case KILN_STATUS_INVALID_ARGUMENT: return "KILN_STATUS_INVALID_ARGUMENT";
    case KILN_STATUS_INVALID_HANDLE: return "KILN_STATUS_INVALID_HANDLE";
    case KILN_STATUS_SHAPE_MISMATCH: return "KILN_STATUS_SHAPE_MISMATCH";
    case KILN_STATUS_UNSUPPORTED_DTYPE: return "KILN_STATUS_UNSUPPORTED_DTYPE";
    case KILN_STATUS_UNSUPPORTED: return "KILN_STATUS_UNSUPPORTED";
    case KILN_STATUS_OUT_OF_MEMORY: return "KILN_STATUS_OUT_OF_MEMORY";
    case KILN_STATUS_DEVICE_ERROR: return "KILN_STATUS_DEVICE_ERROR";
    case KILN_STATUS_INDEX_OUT_OF_RANGE: return "KILN_STATUS_INDEX_OUT_OF_RANGE";
    case KILN_STATUS_INTERNAL: return "KILN_STATUS_INTERNAL";
    case KILN_STATUS_NON_FINITE: return "KILN_STATUS_NON_FINITE";
  }
  return "KILN_STATUS_UNKNOWN";
}

}  // extern "C"
