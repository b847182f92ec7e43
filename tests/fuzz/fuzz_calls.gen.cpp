// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
// One fuzz routine per spec function (tools/gen/emit_fuzz.py says how arguments are drawn).
#include <kiln/kiln.h>

#include <cstddef>

#include "fuzz_args.h"
#include "fuzz_calls.h"

namespace kiln_fuzz {

namespace {

void call_kiln_last_error(Session& s) {
  Draw d(s);
  check_returned_text(kiln_last_error(), "kiln_last_error");
}

void call_kiln_status_string(Session& s) {
  Draw d(s);
  const kiln_status status_ = d.choice<kiln_status>({KILN_STATUS_OK, KILN_STATUS_INVALID_ARGUMENT, KILN_STATUS_INVALID_HANDLE, KILN_STATUS_SHAPE_MISMATCH, KILN_STATUS_UNSUPPORTED_DTYPE, KILN_STATUS_UNSUPPORTED, KILN_STATUS_OUT_OF_MEMORY, KILN_STATUS_DEVICE_ERROR, KILN_STATUS_INDEX_OUT_OF_RANGE, KILN_STATUS_INTERNAL, KILN_STATUS_NON_FINITE});
  check_returned_text(kiln_status_string(status_), "kiln_status_string");
}

void call_kiln_version(Session& s) {
  Draw d(s);
  Out<uint32_t> major(d);
  Out<uint32_t> minor(d);
  Out<uint32_t> patch(d);
  const kiln_status status = KF_CALL(kiln_version(major.ptr, minor.ptr, patch.ptr));
  check_pointer(status, major.ptr, "kiln_version: major");
  check_pointer(status, minor.ptr, "kiln_version: minor");
  check_pointer(status, patch.ptr, "kiln_version: patch");
}

void call_kiln_dtype_size(Session& s) {
  Draw d(s);
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  Out<size_t> size(d);
  const kiln_status status = KF_CALL(kiln_dtype_size(dtype, size.ptr));
  check_pointer(status, size.ptr, "kiln_dtype_size: size");
}

void call_kiln_device_count(Session& s) {
  Draw d(s);
  Out<size_t> count(d);
  const kiln_status status = KF_CALL(kiln_device_count(count.ptr));
  check_pointer(status, count.ptr, "kiln_device_count: count");
}

void call_kiln_device_get(Session& s) {
  Draw d(s);
  const size_t index = static_cast<size_t>(d.integer());
  Out<kiln_device> out(d);
  const kiln_status status = KF_CALL(kiln_device_get(index, out.ptr));
  check_handle(status, out, "kiln_device_get: out");
}

void call_kiln_device_default(Session& s) {
  Draw d(s);
  Out<kiln_device> out(d);
  const kiln_status status = KF_CALL(kiln_device_default(out.ptr));
  check_handle(status, out, "kiln_device_default: out");
}

void call_kiln_device_set_default(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  const kiln_status status = KF_CALL(kiln_device_set_default(device));
  (void)status;
}

void call_kiln_device_find(Session& s) {
  Draw d(s);
  const char* label = d.text();
  Out<kiln_device> out(d);
  const kiln_status status = KF_CALL(kiln_device_find(label, out.ptr));
  check_handle(status, out, "kiln_device_find: out");
}

void call_kiln_device_get_info(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  Room<kiln_device_info> info(d);
  const kiln_status status = KF_CALL(kiln_device_get_info(device, info.get()));
  check_pointer(status, info.get(), "kiln_device_get_info: info");
  info.text(status, &kiln_device_info::name, offsetof(kiln_device_info, name));
  info.text(status, &kiln_device_info::label, offsetof(kiln_device_info, label));
  info.text(status, &kiln_device_info::driver_name, offsetof(kiln_device_info, driver_name));
  info.text(status, &kiln_device_info::driver_version, offsetof(kiln_device_info, driver_version));
}

void call_kiln_device_memory_stats(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  Room<kiln_memory_stats> stats(d);
  const kiln_status status = KF_CALL(kiln_device_memory_stats(device, stats.get()));
  check_pointer(status, stats.get(), "kiln_device_memory_stats: stats");
}

void call_kiln_device_set_memory_limit(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  const uint64_t limit_bytes = static_cast<uint64_t>(d.integer());
  const kiln_status status = KF_CALL(kiln_device_set_memory_limit(device, limit_bytes));
  (void)status;
}

void call_kiln_device_clear_cache(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  const kiln_status status = KF_CALL(kiln_device_clear_cache(device));
  (void)status;
}

void call_kiln_full(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  Ints shape(d, ndim);
  const double value = d.real();
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_full(shape.get(), ndim, value, dtype, device, out.ptr));
  check_handle(status, out, "kiln_full: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_zeros(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  Ints shape(d, ndim);
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_zeros(shape.get(), ndim, dtype, device, out.ptr));
  check_handle(status, out, "kiln_zeros: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_ones(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  Ints shape(d, ndim);
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_ones(shape.get(), ndim, dtype, device, out.ptr));
  check_handle(status, out, "kiln_ones: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_arange(Session& s) {
  Draw d(s);
  const double start = d.real();
  const double stop = d.real();
  const double step = d.real();
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_arange(start, stop, step, dtype, device, out.ptr));
  check_handle(status, out, "kiln_arange: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_eye(Session& s) {
  Draw d(s);
  const int64_t n = d.integer();
  const int64_t m = d.integer();
  const int64_t k = d.integer();
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_eye(n, m, k, dtype, device, out.ptr));
  check_handle(status, out, "kiln_eye: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_tensor_ndim(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  Out<size_t> ndim(d);
  const kiln_status status = KF_CALL(kiln_tensor_ndim(tensor, ndim.ptr));
  check_pointer(status, ndim.ptr, "kiln_tensor_ndim: ndim");
}

void call_kiln_tensor_shape(Session& s) {
  Draw d(s);
  size_t capacity = d.count();
  kiln_tensor tensor = d.tensor();
  OutInts dims(d, capacity);
  capacity = d.count_if_null(capacity, {dims.get()});
  const kiln_status status = KF_CALL(kiln_tensor_shape(tensor, dims.get(), capacity));
  dims.check(status, capacity, "kiln_tensor_shape: dims");
}

void call_kiln_tensor_dtype(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  Out<kiln_dtype> dtype(d);
  const kiln_status status = KF_CALL(kiln_tensor_dtype(tensor, dtype.ptr));
  check_pointer(status, dtype.ptr, "kiln_tensor_dtype: dtype");
}

void call_kiln_tensor_device(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  Out<kiln_device> device(d);
  const kiln_status status = KF_CALL(kiln_tensor_device(tensor, device.ptr));
  check_handle(status, device, "kiln_tensor_device: device");
}

void call_kiln_tensor_size(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  Out<int64_t> size(d);
  const kiln_status status = KF_CALL(kiln_tensor_size(tensor, size.ptr));
  check_pointer(status, size.ptr, "kiln_tensor_size: size");
}

void call_kiln_tensor_nbytes(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  Out<size_t> nbytes(d);
  const kiln_status status = KF_CALL(kiln_tensor_nbytes(tensor, nbytes.ptr));
  check_pointer(status, nbytes.ptr, "kiln_tensor_nbytes: nbytes");
}

void call_kiln_tensor_is_evaluated(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  Out<bool> evaluated(d);
  const kiln_status status = KF_CALL(kiln_tensor_is_evaluated(tensor, evaluated.ptr));
  check_pointer(status, evaluated.ptr, "kiln_tensor_is_evaluated: evaluated");
}

void call_kiln_tensor_eval(Session& s) {
  Draw d(s);
  size_t count = d.count();
  Tensors tensors(d, count);
  count = d.count_if_null(count, {tensors.get()});
  if (!d.small) return;  // evaluates
  const kiln_status status = KF_CALL(kiln_tensor_eval(tensors.get(), count));
  (void)status;
}

void call_kiln_tensor_eval_async(Session& s) {
  Draw d(s);
  size_t count = d.count();
  Tensors tensors(d, count);
  count = d.count_if_null(count, {tensors.get()});
  const kiln_status status = KF_CALL(kiln_tensor_eval_async(tensors.get(), count));
  (void)status;
}

void call_kiln_tensor_copy(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_tensor_copy(tensor, out.ptr));
  check_handle(status, out, "kiln_tensor_copy: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_tensor_to_device(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  if (!d.small) return;  // evaluates
  const kiln_status status = KF_CALL(kiln_tensor_to_device(tensor, device, out.ptr));
  check_handle(status, out, "kiln_tensor_to_device: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_stream_create(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  Out<kiln_stream> out(d);
  const kiln_status status = KF_CALL(kiln_stream_create(device, out.ptr));
  check_handle(status, out, "kiln_stream_create: out");
  if (status == KILN_STATUS_OK && out.value) s.keep_stream(out.value);
}

void call_kiln_stream_release(Session& s) {
  Draw d(s);
  kiln_stream stream = s.stream();
  s.forget(stream);
  const kiln_status status = KF_CALL(kiln_stream_release(stream));
  (void)status;
}

void call_kiln_stream_device(Session& s) {
  Draw d(s);
  kiln_stream stream = s.stream();
  Out<kiln_device> out(d);
  const kiln_status status = KF_CALL(kiln_stream_device(stream, out.ptr));
  check_handle(status, out, "kiln_stream_device: out");
}

void call_kiln_stream_eval(Session& s) {
  Draw d(s);
  size_t count = d.count();
  kiln_stream stream = s.stream();
  Tensors tensors(d, count);
  count = d.count_if_null(count, {tensors.get()});
  if (!d.small) return;  // evaluates
  const kiln_status status = KF_CALL(kiln_stream_eval(stream, tensors.get(), count));
  (void)status;
}

void call_kiln_stream_eval_async(Session& s) {
  Draw d(s);
  size_t count = d.count();
  kiln_stream stream = s.stream();
  Tensors tensors(d, count);
  count = d.count_if_null(count, {tensors.get()});
  const kiln_status status = KF_CALL(kiln_stream_eval_async(stream, tensors.get(), count));
  (void)status;
}

void call_kiln_placeholder(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  Ints shape(d, ndim);
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_placeholder(shape.get(), ndim, dtype, device, out.ptr));
  check_handle(status, out, "kiln_placeholder: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_function_create(Session& s) {
  Draw d(s);
  size_t input_count = d.count();
  size_t output_count = d.count();
  Tensors inputs(d, input_count);
  Tensors outputs(d, output_count);
  Out<kiln_function> out(d);
  input_count = d.count_if_null(input_count, {inputs.get()});
  output_count = d.count_if_null(output_count, {outputs.get()});
  const kiln_status status = KF_CALL(kiln_function_create(inputs.get(), input_count, outputs.get(), output_count, out.ptr));
  check_handle(status, out, "kiln_function_create: out");
  if (status == KILN_STATUS_OK && out.value) d.keep_function(out.value);
}

void call_kiln_function_call(Session& s) {
  Draw d(s);
  size_t arg_count = d.count();
  size_t result_count = d.count();
  kiln_function function = d.function();
  Tensors args(d, arg_count);
  OutTensors results(d, result_count);
  arg_count = d.count_if_null(arg_count, {args.get()});
  result_count = d.count_if_null(result_count, {results.get()});
  const kiln_status status = KF_CALL(kiln_function_call(function, args.get(), arg_count, results.get(), result_count));
  results.check(status, result_count, "kiln_function_call: results");
}

void call_kiln_function_arity(Session& s) {
  Draw d(s);
  kiln_function function = d.function();
  Out<size_t> input_count(d);
  Out<size_t> output_count(d);
  const kiln_status status = KF_CALL(kiln_function_arity(function, input_count.ptr, output_count.ptr));
  check_pointer(status, input_count.ptr, "kiln_function_arity: input_count");
  check_pointer(status, output_count.ptr, "kiln_function_arity: output_count");
}

void call_kiln_function_release(Session& s) {
  Draw d(s);
  kiln_function function = d.function();
  s.forget(function);
  const kiln_status status = KF_CALL(kiln_function_release(function));
  (void)status;
}

void call_kiln_function_vjp(Session& s) {
  Draw d(s);
  kiln_function function = d.function();
  Out<kiln_function> out(d);
  const kiln_status status = KF_CALL(kiln_function_vjp(function, out.ptr));
  check_handle(status, out, "kiln_function_vjp: out");
  if (status == KILN_STATUS_OK && out.value) d.keep_function(out.value);
}

void call_kiln_function_jvp(Session& s) {
  Draw d(s);
  kiln_function function = d.function();
  Out<kiln_function> out(d);
  const kiln_status status = KF_CALL(kiln_function_jvp(function, out.ptr));
  check_handle(status, out, "kiln_function_jvp: out");
  if (status == KILN_STATUS_OK && out.value) d.keep_function(out.value);
}

void call_kiln_function_value_and_grad(Session& s) {
  Draw d(s);
  size_t argnum_count = d.count();
  kiln_function function = d.function();
  Sizes argnums(d, argnum_count);
  Out<kiln_function> out(d);
  argnum_count = d.count_if_null(argnum_count, {argnums.get()});
  const kiln_status status = KF_CALL(kiln_function_value_and_grad(function, argnums.get(), argnum_count, out.ptr));
  check_handle(status, out, "kiln_function_value_and_grad: out");
  if (status == KILN_STATUS_OK && out.value) d.keep_function(out.value);
}

void call_kiln_negative(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_negative(x, out.ptr));
  check_handle(status, out, "kiln_negative: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_abs(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_abs(x, out.ptr));
  check_handle(status, out, "kiln_abs: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_sign(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_sign(x, out.ptr));
  check_handle(status, out, "kiln_sign: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_exp(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_exp(x, out.ptr));
  check_handle(status, out, "kiln_exp: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_log(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_log(x, out.ptr));
  check_handle(status, out, "kiln_log: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_log1p(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_log1p(x, out.ptr));
  check_handle(status, out, "kiln_log1p: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_expm1(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_expm1(x, out.ptr));
  check_handle(status, out, "kiln_expm1: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_sqrt(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_sqrt(x, out.ptr));
  check_handle(status, out, "kiln_sqrt: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_rsqrt(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_rsqrt(x, out.ptr));
  check_handle(status, out, "kiln_rsqrt: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_square(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_square(x, out.ptr));
  check_handle(status, out, "kiln_square: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_sin(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_sin(x, out.ptr));
  check_handle(status, out, "kiln_sin: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_cos(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_cos(x, out.ptr));
  check_handle(status, out, "kiln_cos: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_tan(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_tan(x, out.ptr));
  check_handle(status, out, "kiln_tan: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_tanh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_tanh(x, out.ptr));
  check_handle(status, out, "kiln_tanh: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_sigmoid(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_sigmoid(x, out.ptr));
  check_handle(status, out, "kiln_sigmoid: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_erf(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_erf(x, out.ptr));
  check_handle(status, out, "kiln_erf: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_floor(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_floor(x, out.ptr));
  check_handle(status, out, "kiln_floor: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_ceil(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_ceil(x, out.ptr));
  check_handle(status, out, "kiln_ceil: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_round(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_round(x, out.ptr));
  check_handle(status, out, "kiln_round: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_logical_not(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_logical_not(x, out.ptr));
  check_handle(status, out, "kiln_logical_not: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_bitwise_not(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_bitwise_not(x, out.ptr));
  check_handle(status, out, "kiln_bitwise_not: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_isnan(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_isnan(x, out.ptr));
  check_handle(status, out, "kiln_isnan: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_isinf(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_isinf(x, out.ptr));
  check_handle(status, out, "kiln_isinf: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_isfinite(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_isfinite(x, out.ptr));
  check_handle(status, out, "kiln_isfinite: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_asin(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_asin(x, out.ptr));
  check_handle(status, out, "kiln_asin: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_acos(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_acos(x, out.ptr));
  check_handle(status, out, "kiln_acos: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_atan(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_atan(x, out.ptr));
  check_handle(status, out, "kiln_atan: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_sinh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_sinh(x, out.ptr));
  check_handle(status, out, "kiln_sinh: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_cosh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_cosh(x, out.ptr));
  check_handle(status, out, "kiln_cosh: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_asinh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_asinh(x, out.ptr));
  check_handle(status, out, "kiln_asinh: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_acosh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_acosh(x, out.ptr));
  check_handle(status, out, "kiln_acosh: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_atanh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_atanh(x, out.ptr));
  check_handle(status, out, "kiln_atanh: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_log2(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_log2(x, out.ptr));
  check_handle(status, out, "kiln_log2: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_log10(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_log10(x, out.ptr));
  check_handle(status, out, "kiln_log10: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_exp2(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_exp2(x, out.ptr));
  check_handle(status, out, "kiln_exp2: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_cbrt(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_cbrt(x, out.ptr));
  check_handle(status, out, "kiln_cbrt: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_erfc(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_erfc(x, out.ptr));
  check_handle(status, out, "kiln_erfc: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_erf_inv(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_erf_inv(x, out.ptr));
  check_handle(status, out, "kiln_erf_inv: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_trunc(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_trunc(x, out.ptr));
  check_handle(status, out, "kiln_trunc: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_reciprocal(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_reciprocal(x, out.ptr));
  check_handle(status, out, "kiln_reciprocal: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_population_count(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_population_count(x, out.ptr));
  check_handle(status, out, "kiln_population_count: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_count_leading_zeros(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_count_leading_zeros(x, out.ptr));
  check_handle(status, out, "kiln_count_leading_zeros: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_signbit(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_signbit(x, out.ptr));
  check_handle(status, out, "kiln_signbit: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_round_half_away(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_round_half_away(x, out.ptr));
  check_handle(status, out, "kiln_round_half_away: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_add(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_add(a, b, out.ptr));
  check_handle(status, out, "kiln_add: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_subtract(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_subtract(a, b, out.ptr));
  check_handle(status, out, "kiln_subtract: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_multiply(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_multiply(a, b, out.ptr));
  check_handle(status, out, "kiln_multiply: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_divide(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_divide(a, b, out.ptr));
  check_handle(status, out, "kiln_divide: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_floor_divide(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_floor_divide(a, b, out.ptr));
  check_handle(status, out, "kiln_floor_divide: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_remainder(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_remainder(a, b, out.ptr));
  check_handle(status, out, "kiln_remainder: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_power(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_power(a, b, out.ptr));
  check_handle(status, out, "kiln_power: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_maximum(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_maximum(a, b, out.ptr));
  check_handle(status, out, "kiln_maximum: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_minimum(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_minimum(a, b, out.ptr));
  check_handle(status, out, "kiln_minimum: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_atan2(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_atan2(a, b, out.ptr));
  check_handle(status, out, "kiln_atan2: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_equal(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_equal(a, b, out.ptr));
  check_handle(status, out, "kiln_equal: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_not_equal(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_not_equal(a, b, out.ptr));
  check_handle(status, out, "kiln_not_equal: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_less(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_less(a, b, out.ptr));
  check_handle(status, out, "kiln_less: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_less_equal(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_less_equal(a, b, out.ptr));
  check_handle(status, out, "kiln_less_equal: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_greater(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_greater(a, b, out.ptr));
  check_handle(status, out, "kiln_greater: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_greater_equal(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_greater_equal(a, b, out.ptr));
  check_handle(status, out, "kiln_greater_equal: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_logical_and(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_logical_and(a, b, out.ptr));
  check_handle(status, out, "kiln_logical_and: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_logical_or(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_logical_or(a, b, out.ptr));
  check_handle(status, out, "kiln_logical_or: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_logical_xor(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_logical_xor(a, b, out.ptr));
  check_handle(status, out, "kiln_logical_xor: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_bitwise_and(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_bitwise_and(a, b, out.ptr));
  check_handle(status, out, "kiln_bitwise_and: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_bitwise_or(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_bitwise_or(a, b, out.ptr));
  check_handle(status, out, "kiln_bitwise_or: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_bitwise_xor(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_bitwise_xor(a, b, out.ptr));
  check_handle(status, out, "kiln_bitwise_xor: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_left_shift(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_left_shift(a, b, out.ptr));
  check_handle(status, out, "kiln_left_shift: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_right_shift(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_right_shift(a, b, out.ptr));
  check_handle(status, out, "kiln_right_shift: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_logaddexp(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_logaddexp(a, b, out.ptr));
  check_handle(status, out, "kiln_logaddexp: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_hypot(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_hypot(a, b, out.ptr));
  check_handle(status, out, "kiln_hypot: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_copysign(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_copysign(a, b, out.ptr));
  check_handle(status, out, "kiln_copysign: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_quotient(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_quotient(a, b, out.ptr));
  check_handle(status, out, "kiln_quotient: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_fmod(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_fmod(a, b, out.ptr));
  check_handle(status, out, "kiln_fmod: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_sum(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_sum(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_sum: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_prod(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_prod(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_prod: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_max(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_max(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_max: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_min(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_min(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_min: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_mean(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_mean(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_mean: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_all(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_all(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_all: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_any(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_any(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_any: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_argmax(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_argmax(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_argmax: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_argmin(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_argmin(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_argmin: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_logsumexp(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_logsumexp(x, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_logsumexp: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_cumulative_sum(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t axis = d.integer();
  const bool reverse = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_cumulative_sum(x, axis, reverse, out.ptr));
  check_handle(status, out, "kiln_cumulative_sum: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_cumulative_product(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t axis = d.integer();
  const bool reverse = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_cumulative_product(x, axis, reverse, out.ptr));
  check_handle(status, out, "kiln_cumulative_product: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_cumulative_max(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t axis = d.integer();
  const bool reverse = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_cumulative_max(x, axis, reverse, out.ptr));
  check_handle(status, out, "kiln_cumulative_max: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_cumulative_min(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t axis = d.integer();
  const bool reverse = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_cumulative_min(x, axis, reverse, out.ptr));
  check_handle(status, out, "kiln_cumulative_min: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_logcumsumexp(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t axis = d.integer();
  const bool reverse = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_logcumsumexp(x, axis, reverse, out.ptr));
  check_handle(status, out, "kiln_logcumsumexp: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_relu(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_relu(x, out.ptr));
  check_handle(status, out, "kiln_relu: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_silu(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_silu(x, out.ptr));
  check_handle(status, out, "kiln_silu: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_gelu(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_gelu(x, out.ptr));
  check_handle(status, out, "kiln_gelu: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_gelu_tanh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_gelu_tanh(x, out.ptr));
  check_handle(status, out, "kiln_gelu_tanh: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_softplus(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_softplus(x, out.ptr));
  check_handle(status, out, "kiln_softplus: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_real(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_real(x, out.ptr));
  check_handle(status, out, "kiln_real: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_imag(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_imag(x, out.ptr));
  check_handle(status, out, "kiln_imag: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_conj(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_conj(x, out.ptr));
  check_handle(status, out, "kiln_conj: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_angle(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_angle(x, out.ptr));
  check_handle(status, out, "kiln_angle: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_stop_gradient(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_stop_gradient(x, out.ptr));
  check_handle(status, out, "kiln_stop_gradient: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_where(Session& s) {
  Draw d(s);
  kiln_tensor cond = d.tensor();
  kiln_tensor x = d.tensor();
  kiln_tensor y = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_where(cond, x, y, out.ptr));
  check_handle(status, out, "kiln_where: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_clip(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_tensor lo = d.tensor();
  kiln_tensor hi = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_clip(x, lo, hi, out.ptr));
  check_handle(status, out, "kiln_clip: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_astype(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_astype(x, dtype, out.ptr));
  check_handle(status, out, "kiln_astype: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_bitcast(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_bitcast(x, dtype, out.ptr));
  check_handle(status, out, "kiln_bitcast: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_matmul(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_matmul(a, b, out.ptr));
  check_handle(status, out, "kiln_matmul: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_reshape(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor x = d.tensor();
  Ints shape(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_reshape(x, shape.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_reshape: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_transpose(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_transpose(x, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_transpose: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_broadcast_to(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor x = d.tensor();
  Ints shape(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_broadcast_to(x, shape.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_broadcast_to: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_expand_dims(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_expand_dims(x, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_expand_dims: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_squeeze(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_squeeze(x, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_squeeze: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_slice(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints start(d, naxes);
  Ints stop(d, naxes);
  Ints step(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {start.get(), stop.get(), step.get()});
  const kiln_status status = KF_CALL(kiln_slice(x, start.get(), stop.get(), step.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_slice: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_concatenate(Session& s) {
  Draw d(s);
  size_t count = d.count();
  Tensors tensors(d, count);
  const int64_t axis = d.integer();
  Out<kiln_tensor> out(d);
  count = d.count_if_null(count, {tensors.get()});
  const kiln_status status = KF_CALL(kiln_concatenate(tensors.get(), count, axis, out.ptr));
  check_handle(status, out, "kiln_concatenate: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_stack(Session& s) {
  Draw d(s);
  size_t count = d.count();
  Tensors tensors(d, count);
  const int64_t axis = d.integer();
  Out<kiln_tensor> out(d);
  count = d.count_if_null(count, {tensors.get()});
  const kiln_status status = KF_CALL(kiln_stack(tensors.get(), count, axis, out.ptr));
  check_handle(status, out, "kiln_stack: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_pad(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints pad_before(d, naxes);
  Ints pad_after(d, naxes);
  const double value = d.real();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {pad_before.get(), pad_after.get()});
  const kiln_status status = KF_CALL(kiln_pad(x, pad_before.get(), pad_after.get(), naxes, value, out.ptr));
  check_handle(status, out, "kiln_pad: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_flip(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_flip(x, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_flip: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_tensor_dlpack_device(Session& s) {
  Draw d(s);
  kiln_tensor tensor = d.tensor();
  Out<int32_t> device_type(d);
  Out<int32_t> device_id(d);
  const kiln_status status = KF_CALL(kiln_tensor_dlpack_device(tensor, device_type.ptr, device_id.ptr));
  check_pointer(status, device_type.ptr, "kiln_tensor_dlpack_device: device_type");
  check_pointer(status, device_id.ptr, "kiln_tensor_dlpack_device: device_id");
}

void call_kiln_take(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_tensor indices = d.tensor();
  const int64_t axis = d.integer();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_take(x, indices, axis, out.ptr));
  check_handle(status, out, "kiln_take: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_take_along_axis(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_tensor indices = d.tensor();
  const int64_t axis = d.integer();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_take_along_axis(x, indices, axis, out.ptr));
  check_handle(status, out, "kiln_take_along_axis: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_gather(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  kiln_tensor indices = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_gather(x, indices, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_gather: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_indexed_add(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  kiln_tensor indices = d.tensor();
  kiln_tensor updates = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_indexed_add(x, indices, updates, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_indexed_add: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_indexed_put(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  kiln_tensor indices = d.tensor();
  kiln_tensor updates = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_indexed_put(x, indices, updates, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_indexed_put: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_argwhere(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  if (!d.small) return;  // evaluates
  const kiln_status status = KF_CALL(kiln_argwhere(x, out.ptr));
  check_handle(status, out, "kiln_argwhere: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_argsort(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t axis = d.integer();
  const bool descending = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_argsort(x, axis, descending, out.ptr));
  check_handle(status, out, "kiln_argsort: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_sort(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t axis = d.integer();
  const bool descending = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_sort(x, axis, descending, out.ptr));
  check_handle(status, out, "kiln_sort: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_top_k(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t k = d.integer();
  Out<kiln_tensor> values(d);
  Out<kiln_tensor> indices(d);
  const kiln_status status = KF_CALL(kiln_top_k(x, k, values.ptr, indices.ptr));
  check_handle(status, values, "kiln_top_k: values");
  if (status == KILN_STATUS_OK && values.value) d.keep(values.value);
  check_handle(status, indices, "kiln_top_k: indices");
  if (status == KILN_STATUS_OK && indices.value) d.keep(indices.value);
}

void call_kiln_unique(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> values(d);
  Out<kiln_tensor> counts(d);
  Out<kiln_tensor> inverse(d);
  if (!d.small) return;  // evaluates
  const kiln_status status = KF_CALL(kiln_unique(x, values.ptr, counts.ptr, inverse.ptr));
  check_handle(status, values, "kiln_unique: values");
  if (status == KILN_STATUS_OK && values.value) d.keep(values.value);
  check_handle(status, counts, "kiln_unique: counts");
  if (status == KILN_STATUS_OK && counts.value) d.keep(counts.value);
  check_handle(status, inverse, "kiln_unique: inverse");
  if (status == KILN_STATUS_OK && inverse.value) d.keep(inverse.value);
}

void call_kiln_searchsorted(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor v = d.tensor();
  const bool right = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_searchsorted(a, v, right, out.ptr));
  check_handle(status, out, "kiln_searchsorted: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_debug_set_flags(Session& s) {
  Draw d(s);
  const uint32_t flags = static_cast<uint32_t>(d.integer());
  const kiln_status status = KF_CALL(kiln_debug_set_flags(flags));
  (void)status;
}

void call_kiln_debug_get_flags(Session& s) {
  Draw d(s);
  Out<uint32_t> flags(d);
  const kiln_status status = KF_CALL(kiln_debug_get_flags(flags.ptr));
  check_pointer(status, flags.ptr, "kiln_debug_get_flags: flags");
}

void call_kiln_fallback_set_policy(Session& s) {
  Draw d(s);
  const kiln_fallback_policy policy = d.choice<kiln_fallback_policy>({KILN_FALLBACK_ALLOW, KILN_FALLBACK_ERROR});
  const kiln_status status = KF_CALL(kiln_fallback_set_policy(policy));
  (void)status;
}

void call_kiln_fallback_get_policy(Session& s) {
  Draw d(s);
  Out<kiln_fallback_policy> policy(d);
  const kiln_status status = KF_CALL(kiln_fallback_get_policy(policy.ptr));
  check_pointer(status, policy.ptr, "kiln_fallback_get_policy: policy");
}

void call_kiln_device_op_support(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  const char* op = d.text();
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  Out<kiln_op_support> support(d);
  const kiln_status status = KF_CALL(kiln_device_op_support(device, op, dtype, support.ptr));
  check_pointer(status, support.ptr, "kiln_device_op_support: support");
}

void call_kiln_device_fallback_count(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  Out<size_t> count(d);
  const kiln_status status = KF_CALL(kiln_device_fallback_count(device, count.ptr));
  check_pointer(status, count.ptr, "kiln_device_fallback_count: count");
}

void call_kiln_device_fallback_get(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  const size_t index = static_cast<size_t>(d.integer());
  Out<const char*> op(d);
  Out<kiln_dtype> dtype(d);
  const kiln_status status = KF_CALL(kiln_device_fallback_get(device, index, op.ptr, dtype.ptr));
  check_text(status, op, "kiln_device_fallback_get: op");
  check_pointer(status, dtype.ptr, "kiln_device_fallback_get: dtype");
}

void call_kiln_device_vulkan_handles(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  Room<kiln_vulkan_handles> handles(d);
  const kiln_status status = KF_CALL(kiln_device_vulkan_handles(device, handles.get()));
  check_pointer(status, handles.get(), "kiln_device_vulkan_handles: handles");
}

void call_kiln_device_cuda_device(Session& s) {
  Draw d(s);
  kiln_device device = s.any_device();
  Out<int32_t> cuda_device(d);
  const kiln_status status = KF_CALL(kiln_device_cuda_device(device, cuda_device.ptr));
  check_pointer(status, cuda_device.ptr, "kiln_device_cuda_device: cuda_device");
}

void call_kiln_weak_scalar_int(Session& s) {
  Draw d(s);
  const int64_t value = d.integer();
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_weak_scalar_int(value, device, out.ptr));
  check_handle(status, out, "kiln_weak_scalar_int: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_weak_scalar_float(Session& s) {
  Draw d(s);
  const double value = d.real();
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_weak_scalar_float(value, device, out.ptr));
  check_handle(status, out, "kiln_weak_scalar_float: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_fusion_set_enabled(Session& s) {
  Draw d(s);
  const bool enabled = d.flag();
  const kiln_status status = KF_CALL(kiln_fusion_set_enabled(enabled));
  (void)status;
}

void call_kiln_fusion_get_enabled(Session& s) {
  Draw d(s);
  Out<bool> enabled(d);
  const kiln_status status = KF_CALL(kiln_fusion_get_enabled(enabled.ptr));
  check_pointer(status, enabled.ptr, "kiln_fusion_get_enabled: enabled");
}

void call_kiln_softmax(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_softmax(x, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_softmax: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_log_softmax(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_log_softmax(x, axes.get(), naxes, out.ptr));
  check_handle(status, out, "kiln_log_softmax: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_var(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const double ddof = d.real();
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_var(x, axes.get(), naxes, ddof, keepdims, out.ptr));
  check_handle(status, out, "kiln_var: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_std(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  const double ddof = d.real();
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_std(x, axes.get(), naxes, ddof, keepdims, out.ptr));
  check_handle(status, out, "kiln_std: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_random_bits(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor key = d.key();
  Ints shape(d, ndim);
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_random_bits(key, shape.get(), ndim, dtype, out.ptr));
  check_handle(status, out, "kiln_random_bits: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_random_uniform(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor key = d.key();
  Ints shape(d, ndim);
  const double low = d.real();
  const double high = d.real();
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_random_uniform(key, shape.get(), ndim, low, high, dtype, out.ptr));
  check_handle(status, out, "kiln_random_uniform: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_random_normal(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor key = d.key();
  Ints shape(d, ndim);
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_random_normal(key, shape.get(), ndim, dtype, out.ptr));
  check_handle(status, out, "kiln_random_normal: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_random_randint(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor key = d.key();
  Ints shape(d, ndim);
  const int64_t low = d.integer();
  const int64_t high = d.integer();
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_random_randint(key, shape.get(), ndim, low, high, dtype, out.ptr));
  check_handle(status, out, "kiln_random_randint: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_random_bernoulli(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor key = d.key();
  const double p = d.real();
  Ints shape(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_random_bernoulli(key, p, shape.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_random_bernoulli: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_info_report(Session& s) {
  Draw d(s);
  Out<const char*> text(d);
  const kiln_status status = KF_CALL(kiln_info_report(text.ptr));
  check_text(status, text, "kiln_info_report: text");
}

void call_kiln_rms_norm(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_tensor weight = d.tensor();
  const double eps = d.real();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_rms_norm(x, weight, eps, out.ptr));
  check_handle(status, out, "kiln_rms_norm: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_layer_norm(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_tensor weight = d.tensor();
  kiln_tensor bias = d.tensor();
  const double eps = d.real();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_layer_norm(x, weight, bias, eps, out.ptr));
  check_handle(status, out, "kiln_layer_norm: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_scaled_dot_product_attention(Session& s) {
  Draw d(s);
  kiln_tensor q = d.tensor();
  kiln_tensor k = d.tensor();
  kiln_tensor v = d.tensor();
  const double scale = d.real();
  kiln_tensor mask = d.tensor();
  const bool causal = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_scaled_dot_product_attention(q, k, v, scale, mask, causal, out.ptr));
  check_handle(status, out, "kiln_scaled_dot_product_attention: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_conv(Session& s) {
  Draw d(s);
  size_t nspatial = d.count();
  kiln_tensor input = d.tensor();
  kiln_tensor kernel = d.tensor();
  Ints strides(d, nspatial);
  Ints padding_low(d, nspatial);
  Ints padding_high(d, nspatial);
  Ints input_dilation(d, nspatial);
  Ints kernel_dilation(d, nspatial);
  const int64_t feature_group_size = d.integer();
  const int64_t batch_group_size = d.integer();
  Out<kiln_tensor> out(d);
  nspatial = d.count_if_null(nspatial, {strides.get(), padding_low.get(), padding_high.get(), input_dilation.get(), kernel_dilation.get()});
  const kiln_status status = KF_CALL(kiln_conv(input, kernel, strides.get(), padding_low.get(), padding_high.get(), input_dilation.get(), kernel_dilation.get(), nspatial, feature_group_size, batch_group_size, out.ptr));
  check_handle(status, out, "kiln_conv: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_window_sum(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor x = d.tensor();
  Ints window(d, ndim);
  d.work(window);
  Ints strides(d, ndim);
  Ints padding_low(d, ndim);
  Ints padding_high(d, ndim);
  Ints dilation(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {window.get(), strides.get(), padding_low.get(), padding_high.get(), dilation.get()});
  const kiln_status status = KF_CALL(kiln_window_sum(x, window.get(), strides.get(), padding_low.get(), padding_high.get(), dilation.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_window_sum: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_window_product(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor x = d.tensor();
  Ints window(d, ndim);
  d.work(window);
  Ints strides(d, ndim);
  Ints padding_low(d, ndim);
  Ints padding_high(d, ndim);
  Ints dilation(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {window.get(), strides.get(), padding_low.get(), padding_high.get(), dilation.get()});
  const kiln_status status = KF_CALL(kiln_window_product(x, window.get(), strides.get(), padding_low.get(), padding_high.get(), dilation.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_window_product: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_window_max(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor x = d.tensor();
  Ints window(d, ndim);
  d.work(window);
  Ints strides(d, ndim);
  Ints padding_low(d, ndim);
  Ints padding_high(d, ndim);
  Ints dilation(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {window.get(), strides.get(), padding_low.get(), padding_high.get(), dilation.get()});
  const kiln_status status = KF_CALL(kiln_window_max(x, window.get(), strides.get(), padding_low.get(), padding_high.get(), dilation.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_window_max: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_window_min(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor x = d.tensor();
  Ints window(d, ndim);
  d.work(window);
  Ints strides(d, ndim);
  Ints padding_low(d, ndim);
  Ints padding_high(d, ndim);
  Ints dilation(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {window.get(), strides.get(), padding_low.get(), padding_high.get(), dilation.get()});
  const kiln_status status = KF_CALL(kiln_window_min(x, window.get(), strides.get(), padding_low.get(), padding_high.get(), dilation.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_window_min: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_window_scatter_max(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor x = d.tensor();
  kiln_tensor source = d.tensor();
  const double init_value = d.real();
  Ints window(d, ndim);
  d.work(window);
  Ints strides(d, ndim);
  Ints padding_low(d, ndim);
  Ints padding_high(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {window.get(), strides.get(), padding_low.get(), padding_high.get()});
  const kiln_status status = KF_CALL(kiln_window_scatter_max(x, source, init_value, window.get(), strides.get(), padding_low.get(), padding_high.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_window_scatter_max: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_window_scatter_min(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  kiln_tensor x = d.tensor();
  kiln_tensor source = d.tensor();
  const double init_value = d.real();
  Ints window(d, ndim);
  d.work(window);
  Ints strides(d, ndim);
  Ints padding_low(d, ndim);
  Ints padding_high(d, ndim);
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {window.get(), strides.get(), padding_low.get(), padding_high.get()});
  const kiln_status status = KF_CALL(kiln_window_scatter_min(x, source, init_value, window.get(), strides.get(), padding_low.get(), padding_high.get(), ndim, out.ptr));
  check_handle(status, out, "kiln_window_scatter_min: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_leaky_relu(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const double negative_slope = d.real();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_leaky_relu(x, negative_slope, out.ptr));
  check_handle(status, out, "kiln_leaky_relu: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_elu(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const double alpha = d.real();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_elu(x, alpha, out.ptr));
  check_handle(status, out, "kiln_elu: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_dot_general(Session& s) {
  Draw d(s);
  size_t nbatch_a = d.count();
  size_t nbatch_b = d.count();
  size_t ncontract_a = d.count();
  size_t ncontract_b = d.count();
  kiln_tensor a = d.tensor();
  Ints contract_a(d, ncontract_a);
  Ints batch_a(d, nbatch_a);
  kiln_tensor b = d.tensor();
  Ints contract_b(d, ncontract_b);
  Ints batch_b(d, nbatch_b);
  Out<kiln_tensor> out(d);
  nbatch_a = d.count_if_null(nbatch_a, {batch_a.get()});
  nbatch_b = d.count_if_null(nbatch_b, {batch_b.get()});
  ncontract_a = d.count_if_null(ncontract_a, {contract_a.get()});
  ncontract_b = d.count_if_null(ncontract_b, {contract_b.get()});
  const kiln_status status = KF_CALL(kiln_dot_general(a, contract_a.get(), ncontract_a, batch_a.get(), nbatch_a, b, contract_b.get(), ncontract_b, batch_b.get(), nbatch_b, out.ptr));
  check_handle(status, out, "kiln_dot_general: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_cholesky(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const bool upper = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_cholesky(x, upper, out.ptr));
  check_handle(status, out, "kiln_linalg_cholesky: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_triangular_solve(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  const bool lower = d.flag();
  const bool left_side = d.flag();
  const bool transpose_a = d.flag();
  const bool unit_diagonal = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_triangular_solve(a, b, lower, left_side, transpose_a, unit_diagonal, out.ptr));
  check_handle(status, out, "kiln_linalg_triangular_solve: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_lu(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> p(d);
  Out<kiln_tensor> l(d);
  Out<kiln_tensor> u(d);
  const kiln_status status = KF_CALL(kiln_linalg_lu(x, p.ptr, l.ptr, u.ptr));
  check_handle(status, p, "kiln_linalg_lu: p");
  if (status == KILN_STATUS_OK && p.value) d.keep(p.value);
  check_handle(status, l, "kiln_linalg_lu: l");
  if (status == KILN_STATUS_OK && l.value) d.keep(l.value);
  check_handle(status, u, "kiln_linalg_lu: u");
  if (status == KILN_STATUS_OK && u.value) d.keep(u.value);
}

void call_kiln_linalg_qr(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const bool complete = d.flag();
  Out<kiln_tensor> q(d);
  Out<kiln_tensor> r(d);
  const kiln_status status = KF_CALL(kiln_linalg_qr(x, complete, q.ptr, r.ptr));
  check_handle(status, q, "kiln_linalg_qr: q");
  if (status == KILN_STATUS_OK && q.value) d.keep(q.value);
  check_handle(status, r, "kiln_linalg_qr: r");
  if (status == KILN_STATUS_OK && r.value) d.keep(r.value);
}

void call_kiln_linalg_eigh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> eigenvalues(d);
  Out<kiln_tensor> eigenvectors(d);
  const kiln_status status = KF_CALL(kiln_linalg_eigh(x, eigenvalues.ptr, eigenvectors.ptr));
  check_handle(status, eigenvalues, "kiln_linalg_eigh: eigenvalues");
  if (status == KILN_STATUS_OK && eigenvalues.value) d.keep(eigenvalues.value);
  check_handle(status, eigenvectors, "kiln_linalg_eigh: eigenvectors");
  if (status == KILN_STATUS_OK && eigenvectors.value) d.keep(eigenvectors.value);
}

void call_kiln_linalg_eigvalsh(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_eigvalsh(x, out.ptr));
  check_handle(status, out, "kiln_linalg_eigvalsh: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_svd(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const bool full_matrices = d.flag();
  Out<kiln_tensor> u(d);
  Out<kiln_tensor> s_(d);
  Out<kiln_tensor> vh(d);
  const kiln_status status = KF_CALL(kiln_linalg_svd(x, full_matrices, u.ptr, s_.ptr, vh.ptr));
  check_handle(status, u, "kiln_linalg_svd: u");
  if (status == KILN_STATUS_OK && u.value) d.keep(u.value);
  check_handle(status, s_, "kiln_linalg_svd: s");
  if (status == KILN_STATUS_OK && s_.value) d.keep(s_.value);
  check_handle(status, vh, "kiln_linalg_svd: vh");
  if (status == KILN_STATUS_OK && vh.value) d.keep(vh.value);
}

void call_kiln_linalg_svdvals(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_svdvals(x, out.ptr));
  check_handle(status, out, "kiln_linalg_svdvals: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_solve(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_solve(a, b, out.ptr));
  check_handle(status, out, "kiln_linalg_solve: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_inv(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_inv(x, out.ptr));
  check_handle(status, out, "kiln_linalg_inv: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_det(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_det(x, out.ptr));
  check_handle(status, out, "kiln_linalg_det: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_slogdet(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  Out<kiln_tensor> sign(d);
  Out<kiln_tensor> logabsdet(d);
  const kiln_status status = KF_CALL(kiln_linalg_slogdet(x, sign.ptr, logabsdet.ptr));
  check_handle(status, sign, "kiln_linalg_slogdet: sign");
  if (status == KILN_STATUS_OK && sign.value) d.keep(sign.value);
  check_handle(status, logabsdet, "kiln_linalg_slogdet: logabsdet");
  if (status == KILN_STATUS_OK && logabsdet.value) d.keep(logabsdet.value);
}

void call_kiln_linalg_vector_norm(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  const double ord = d.real();
  Ints axes(d, naxes);
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get()});
  const kiln_status status = KF_CALL(kiln_linalg_vector_norm(x, ord, axes.get(), naxes, keepdims, out.ptr));
  check_handle(status, out, "kiln_linalg_vector_norm: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_matrix_norm(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const kiln_matrix_norm ord = d.choice<kiln_matrix_norm>({KILN_NORM_FRO, KILN_NORM_NUC, KILN_NORM_ONE, KILN_NORM_NEG_ONE, KILN_NORM_TWO, KILN_NORM_NEG_TWO, KILN_NORM_INF, KILN_NORM_NEG_INF});
  const bool keepdims = d.flag();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_matrix_norm(x, ord, keepdims, out.ptr));
  check_handle(status, out, "kiln_linalg_matrix_norm: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_linalg_lstsq(Session& s) {
  Draw d(s);
  kiln_tensor a = d.tensor();
  kiln_tensor b = d.tensor();
  const double rcond = d.real();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_linalg_lstsq(a, b, rcond, out.ptr));
  check_handle(status, out, "kiln_linalg_lstsq: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_fft(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Ints lengths(d, naxes);
  const kiln_fft_norm norm = d.choice<kiln_fft_norm>({KILN_FFT_NORM_BACKWARD, KILN_FFT_NORM_ORTHO, KILN_FFT_NORM_FORWARD});
  const bool inverse = d.flag();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get(), lengths.get()});
  const kiln_status status = KF_CALL(kiln_fft(x, axes.get(), naxes, lengths.get(), norm, inverse, out.ptr));
  check_handle(status, out, "kiln_fft: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_rfft(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Ints lengths(d, naxes);
  const kiln_fft_norm norm = d.choice<kiln_fft_norm>({KILN_FFT_NORM_BACKWARD, KILN_FFT_NORM_ORTHO, KILN_FFT_NORM_FORWARD});
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get(), lengths.get()});
  const kiln_status status = KF_CALL(kiln_rfft(x, axes.get(), naxes, lengths.get(), norm, out.ptr));
  check_handle(status, out, "kiln_rfft: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_irfft(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints axes(d, naxes);
  Ints lengths(d, naxes);
  const kiln_fft_norm norm = d.choice<kiln_fft_norm>({KILN_FFT_NORM_BACKWARD, KILN_FFT_NORM_ORTHO, KILN_FFT_NORM_FORWARD});
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {axes.get(), lengths.get()});
  const kiln_status status = KF_CALL(kiln_irfft(x, axes.get(), naxes, lengths.get(), norm, out.ptr));
  check_handle(status, out, "kiln_irfft: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_pad_general(Session& s) {
  Draw d(s);
  size_t naxes = d.count();
  kiln_tensor x = d.tensor();
  Ints low(d, naxes);
  Ints high(d, naxes);
  Ints interior(d, naxes);
  const double value = d.real();
  Out<kiln_tensor> out(d);
  naxes = d.count_if_null(naxes, {low.get(), high.get(), interior.get()});
  const kiln_status status = KF_CALL(kiln_pad_general(x, low.get(), high.get(), interior.get(), naxes, value, out.ptr));
  check_handle(status, out, "kiln_pad_general: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_dynamic_slice(Session& s) {
  Draw d(s);
  size_t nsizes = d.count();
  kiln_tensor x = d.tensor();
  kiln_tensor starts = d.tensor();
  Ints sizes(d, nsizes);
  Out<kiln_tensor> out(d);
  nsizes = d.count_if_null(nsizes, {sizes.get()});
  const kiln_status status = KF_CALL(kiln_dynamic_slice(x, starts, sizes.get(), nsizes, out.ptr));
  check_handle(status, out, "kiln_dynamic_slice: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_dynamic_update_slice(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_tensor starts = d.tensor();
  kiln_tensor update = d.tensor();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_dynamic_update_slice(x, starts, update, out.ptr));
  check_handle(status, out, "kiln_dynamic_update_slice: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_random_permutation(Session& s) {
  Draw d(s);
  kiln_tensor key = d.key();
  const int64_t n = d.integer();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_random_permutation(key, n, out.ptr));
  check_handle(status, out, "kiln_random_permutation: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_group_rank(Session& s) {
  Draw d(s);
  kiln_group group = s.group();
  Out<int64_t> rank(d);
  const kiln_status status = KF_CALL(kiln_group_rank(group, rank.ptr));
  check_pointer(status, rank.ptr, "kiln_group_rank: rank");
}

void call_kiln_group_size(Session& s) {
  Draw d(s);
  kiln_group group = s.group();
  Out<int64_t> size(d);
  const kiln_status status = KF_CALL(kiln_group_size(group, size.ptr));
  check_pointer(status, size.ptr, "kiln_group_size: size");
}

void call_kiln_group_split(Session& s) {
  Draw d(s);
  kiln_group group = s.group();
  const int64_t color = d.integer();
  const int64_t key = d.integer();
  Out<kiln_group> out(d);
  const kiln_status status = KF_CALL(kiln_group_split(group, color, key, out.ptr));
  check_handle_or_null(status, out, "kiln_group_split: out");
  if (status == KILN_STATUS_OK && out.value) s.keep_group(out.value);
}

void call_kiln_group_set_timeout(Session& s) {
  Draw d(s);
  kiln_group group = s.group();
  const double seconds = d.real();
  const kiln_status status = KF_CALL(kiln_group_set_timeout(group, seconds));
  (void)status;
}

void call_kiln_group_release(Session& s) {
  Draw d(s);
  kiln_group group = s.group();
  s.forget(group);
  const kiln_status status = KF_CALL(kiln_group_release(group));
  (void)status;
}

void call_kiln_all_sum(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_group group = s.group();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_all_sum(x, group, out.ptr));
  check_handle(status, out, "kiln_all_sum: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_all_max(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_group group = s.group();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_all_max(x, group, out.ptr));
  check_handle(status, out, "kiln_all_max: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_all_min(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_group group = s.group();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_all_min(x, group, out.ptr));
  check_handle(status, out, "kiln_all_min: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_all_gather(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_group group = s.group();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_all_gather(x, group, out.ptr));
  check_handle(status, out, "kiln_all_gather: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_sum_scatter(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  kiln_group group = s.group();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_sum_scatter(x, group, out.ptr));
  check_handle(status, out, "kiln_sum_scatter: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_send(Session& s) {
  Draw d(s);
  kiln_tensor x = d.tensor();
  const int64_t dst = d.integer();
  kiln_group group = s.group();
  Out<kiln_tensor> out(d);
  const kiln_status status = KF_CALL(kiln_send(x, dst, group, out.ptr));
  check_handle(status, out, "kiln_send: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

void call_kiln_recv(Session& s) {
  Draw d(s);
  size_t ndim = d.count();
  Ints shape(d, ndim);
  const kiln_dtype dtype = d.choice<kiln_dtype>({KILN_DTYPE_BOOL, KILN_DTYPE_INT8, KILN_DTYPE_INT16, KILN_DTYPE_INT32, KILN_DTYPE_INT64, KILN_DTYPE_UINT8, KILN_DTYPE_UINT16, KILN_DTYPE_UINT32, KILN_DTYPE_UINT64, KILN_DTYPE_FLOAT16, KILN_DTYPE_BFLOAT16, KILN_DTYPE_FLOAT32, KILN_DTYPE_FLOAT64, KILN_DTYPE_COMPLEX64, KILN_DTYPE_COMPLEX128, KILN_DTYPE_FLOAT8_E5M2, KILN_DTYPE_FLOAT8_E4M3FN, KILN_DTYPE_INT2, KILN_DTYPE_INT4, KILN_DTYPE_UINT2, KILN_DTYPE_UINT4});
  const int64_t src = d.integer();
  kiln_group group = s.group();
  kiln_device device = s.any_device();
  Out<kiln_tensor> out(d);
  ndim = d.count_if_null(ndim, {shape.get()});
  const kiln_status status = KF_CALL(kiln_recv(shape.get(), ndim, dtype, src, group, device, out.ptr));
  check_handle(status, out, "kiln_recv: out");
  if (status == KILN_STATUS_OK && out.value) d.keep(out.value);
}

}  // namespace

const Call kCalls[] = {
    {"kiln_last_error", call_kiln_last_error},
    {"kiln_status_string", call_kiln_status_string},
    {"kiln_version", call_kiln_version},
    {"kiln_dtype_size", call_kiln_dtype_size},
    {"kiln_device_count", call_kiln_device_count},
    {"kiln_device_get", call_kiln_device_get},
    {"kiln_device_default", call_kiln_device_default},
    {"kiln_device_set_default", call_kiln_device_set_default},
    {"kiln_device_find", call_kiln_device_find},
    {"kiln_device_get_info", call_kiln_device_get_info},
    {"kiln_device_memory_stats", call_kiln_device_memory_stats},
    {"kiln_device_set_memory_limit", call_kiln_device_set_memory_limit},
    {"kiln_device_clear_cache", call_kiln_device_clear_cache},
    {"kiln_tensor_create", manual_create},
    {"kiln_full", call_kiln_full},
    {"kiln_zeros", call_kiln_zeros},
    {"kiln_ones", call_kiln_ones},
    {"kiln_arange", call_kiln_arange},
    {"kiln_eye", call_kiln_eye},
    {"kiln_tensor_retain", manual_retain},
    {"kiln_tensor_release", manual_release},
    {"kiln_tensor_ndim", call_kiln_tensor_ndim},
    {"kiln_tensor_shape", call_kiln_tensor_shape},
    {"kiln_tensor_dtype", call_kiln_tensor_dtype},
    {"kiln_tensor_device", call_kiln_tensor_device},
    {"kiln_tensor_size", call_kiln_tensor_size},
    {"kiln_tensor_nbytes", call_kiln_tensor_nbytes},
    {"kiln_tensor_is_evaluated", call_kiln_tensor_is_evaluated},
    {"kiln_tensor_eval", call_kiln_tensor_eval},
    {"kiln_tensor_eval_async", call_kiln_tensor_eval_async},
    {"kiln_tensor_read", manual_read},
    {"kiln_tensor_borrow", manual_borrow},
    {"kiln_borrow_release", manual_borrow},
    {"kiln_tensor_copy", call_kiln_tensor_copy},
    {"kiln_tensor_to_device", call_kiln_tensor_to_device},
    {"kiln_stream_create", call_kiln_stream_create},
    {"kiln_stream_release", call_kiln_stream_release},
    {"kiln_stream_device", call_kiln_stream_device},
    {"kiln_stream_eval", call_kiln_stream_eval},
    {"kiln_stream_eval_async", call_kiln_stream_eval_async},
    {"kiln_placeholder", call_kiln_placeholder},
    {"kiln_function_create", call_kiln_function_create},
    {"kiln_function_call", call_kiln_function_call},
    {"kiln_function_arity", call_kiln_function_arity},
    {"kiln_function_release", call_kiln_function_release},
    {"kiln_function_vjp", call_kiln_function_vjp},
    {"kiln_function_jvp", call_kiln_function_jvp},
    {"kiln_function_value_and_grad", call_kiln_function_value_and_grad},
    {"kiln_negative", call_kiln_negative},
    {"kiln_abs", call_kiln_abs},
    {"kiln_sign", call_kiln_sign},
    {"kiln_exp", call_kiln_exp},
    {"kiln_log", call_kiln_log},
    {"kiln_log1p", call_kiln_log1p},
    {"kiln_expm1", call_kiln_expm1},
    {"kiln_sqrt", call_kiln_sqrt},
    {"kiln_rsqrt", call_kiln_rsqrt},
    {"kiln_square", call_kiln_square},
    {"kiln_sin", call_kiln_sin},
    {"kiln_cos", call_kiln_cos},
    {"kiln_tan", call_kiln_tan},
    {"kiln_tanh", call_kiln_tanh},
    {"kiln_sigmoid", call_kiln_sigmoid},
    {"kiln_erf", call_kiln_erf},
    {"kiln_floor", call_kiln_floor},
    {"kiln_ceil", call_kiln_ceil},
    {"kiln_round", call_kiln_round},
    {"kiln_logical_not", call_kiln_logical_not},
    {"kiln_bitwise_not", call_kiln_bitwise_not},
    {"kiln_isnan", call_kiln_isnan},
    {"kiln_isinf", call_kiln_isinf},
    {"kiln_isfinite", call_kiln_isfinite},
    {"kiln_asin", call_kiln_asin},
    {"kiln_acos", call_kiln_acos},
    {"kiln_atan", call_kiln_atan},
    {"kiln_sinh", call_kiln_sinh},
    {"kiln_cosh", call_kiln_cosh},
    {"kiln_asinh", call_kiln_asinh},
    {"kiln_acosh", call_kiln_acosh},
    {"kiln_atanh", call_kiln_atanh},
    {"kiln_log2", call_kiln_log2},
    {"kiln_log10", call_kiln_log10},
    {"kiln_exp2", call_kiln_exp2},
    {"kiln_cbrt", call_kiln_cbrt},
    {"kiln_erfc", call_kiln_erfc},
    {"kiln_erf_inv", call_kiln_erf_inv},
    {"kiln_trunc", call_kiln_trunc},
    {"kiln_reciprocal", call_kiln_reciprocal},
    {"kiln_population_count", call_kiln_population_count},
    {"kiln_count_leading_zeros", call_kiln_count_leading_zeros},
    {"kiln_signbit", call_kiln_signbit},
    {"kiln_round_half_away", call_kiln_round_half_away},
    {"kiln_add", call_kiln_add},
    {"kiln_subtract", call_kiln_subtract},
    {"kiln_multiply", call_kiln_multiply},
    {"kiln_divide", call_kiln_divide},
    {"kiln_floor_divide", call_kiln_floor_divide},
    {"kiln_remainder", call_kiln_remainder},
    {"kiln_power", call_kiln_power},
    {"kiln_maximum", call_kiln_maximum},
    {"kiln_minimum", call_kiln_minimum},
    {"kiln_atan2", call_kiln_atan2},
    {"kiln_equal", call_kiln_equal},
    {"kiln_not_equal", call_kiln_not_equal},
    {"kiln_less", call_kiln_less},
    {"kiln_less_equal", call_kiln_less_equal},
    {"kiln_greater", call_kiln_greater},
    {"kiln_greater_equal", call_kiln_greater_equal},
    {"kiln_logical_and", call_kiln_logical_and},
    {"kiln_logical_or", call_kiln_logical_or},
    {"kiln_logical_xor", call_kiln_logical_xor},
    {"kiln_bitwise_and", call_kiln_bitwise_and},
    {"kiln_bitwise_or", call_kiln_bitwise_or},
    {"kiln_bitwise_xor", call_kiln_bitwise_xor},
    {"kiln_left_shift", call_kiln_left_shift},
    {"kiln_right_shift", call_kiln_right_shift},
    {"kiln_logaddexp", call_kiln_logaddexp},
    {"kiln_hypot", call_kiln_hypot},
    {"kiln_copysign", call_kiln_copysign},
    {"kiln_quotient", call_kiln_quotient},
    {"kiln_fmod", call_kiln_fmod},
    {"kiln_sum", call_kiln_sum},
    {"kiln_prod", call_kiln_prod},
    {"kiln_max", call_kiln_max},
    {"kiln_min", call_kiln_min},
    {"kiln_mean", call_kiln_mean},
    {"kiln_all", call_kiln_all},
    {"kiln_any", call_kiln_any},
    {"kiln_argmax", call_kiln_argmax},
    {"kiln_argmin", call_kiln_argmin},
    {"kiln_logsumexp", call_kiln_logsumexp},
    {"kiln_cumulative_sum", call_kiln_cumulative_sum},
    {"kiln_cumulative_product", call_kiln_cumulative_product},
    {"kiln_cumulative_max", call_kiln_cumulative_max},
    {"kiln_cumulative_min", call_kiln_cumulative_min},
    {"kiln_logcumsumexp", call_kiln_logcumsumexp},
    {"kiln_relu", call_kiln_relu},
    {"kiln_silu", call_kiln_silu},
    {"kiln_gelu", call_kiln_gelu},
    {"kiln_gelu_tanh", call_kiln_gelu_tanh},
    {"kiln_softplus", call_kiln_softplus},
    {"kiln_real", call_kiln_real},
    {"kiln_imag", call_kiln_imag},
    {"kiln_conj", call_kiln_conj},
    {"kiln_angle", call_kiln_angle},
    {"kiln_stop_gradient", call_kiln_stop_gradient},
    {"kiln_where", call_kiln_where},
    {"kiln_clip", call_kiln_clip},
    {"kiln_astype", call_kiln_astype},
    {"kiln_bitcast", call_kiln_bitcast},
    {"kiln_matmul", call_kiln_matmul},
    {"kiln_reshape", call_kiln_reshape},
    {"kiln_transpose", call_kiln_transpose},
    {"kiln_broadcast_to", call_kiln_broadcast_to},
    {"kiln_expand_dims", call_kiln_expand_dims},
    {"kiln_squeeze", call_kiln_squeeze},
    {"kiln_slice", call_kiln_slice},
    {"kiln_concatenate", call_kiln_concatenate},
    {"kiln_stack", call_kiln_stack},
    {"kiln_pad", call_kiln_pad},
    {"kiln_flip", call_kiln_flip},
    {"kiln_tensor_to_dlpack", manual_export_dlpack},
    {"kiln_tensor_from_dlpack", manual_import_dlpack},
    {"kiln_tensor_to_dlpack_legacy", manual_export_dlpack},
    {"kiln_tensor_from_dlpack_legacy", manual_import_dlpack},
    {"kiln_tensor_dlpack_device", call_kiln_tensor_dlpack_device},
    {"kiln_take", call_kiln_take},
    {"kiln_take_along_axis", call_kiln_take_along_axis},
    {"kiln_gather", call_kiln_gather},
    {"kiln_indexed_add", call_kiln_indexed_add},
    {"kiln_indexed_put", call_kiln_indexed_put},
    {"kiln_argwhere", call_kiln_argwhere},
    {"kiln_argsort", call_kiln_argsort},
    {"kiln_sort", call_kiln_sort},
    {"kiln_top_k", call_kiln_top_k},
    {"kiln_unique", call_kiln_unique},
    {"kiln_searchsorted", call_kiln_searchsorted},
    {"kiln_telemetry_subscribe", manual_subscribe},
    {"kiln_telemetry_unsubscribe", manual_unsubscribe},
    {"kiln_debug_set_flags", call_kiln_debug_set_flags},
    {"kiln_debug_get_flags", call_kiln_debug_get_flags},
    {"kiln_fallback_set_policy", call_kiln_fallback_set_policy},
    {"kiln_fallback_get_policy", call_kiln_fallback_get_policy},
    {"kiln_device_op_support", call_kiln_device_op_support},
    {"kiln_device_fallback_count", call_kiln_device_fallback_count},
    {"kiln_device_fallback_get", call_kiln_device_fallback_get},
    {"kiln_device_vulkan_handles", call_kiln_device_vulkan_handles},
    {"kiln_device_cuda_device", call_kiln_device_cuda_device},
    {"kiln_tensor_to_dlpack_cuda", manual_export_dlpack_cuda},
    {"kiln_tensor_to_dlpack_cuda_legacy", manual_export_dlpack_cuda},
    {"kiln_weak_scalar_int", call_kiln_weak_scalar_int},
    {"kiln_weak_scalar_float", call_kiln_weak_scalar_float},
    {"kiln_fusion_set_enabled", call_kiln_fusion_set_enabled},
    {"kiln_fusion_get_enabled", call_kiln_fusion_get_enabled},
    {"kiln_softmax", call_kiln_softmax},
    {"kiln_log_softmax", call_kiln_log_softmax},
    {"kiln_var", call_kiln_var},
    {"kiln_std", call_kiln_std},
    {"kiln_random_bits", call_kiln_random_bits},
    {"kiln_random_uniform", call_kiln_random_uniform},
    {"kiln_random_normal", call_kiln_random_normal},
    {"kiln_random_randint", call_kiln_random_randint},
    {"kiln_random_bernoulli", call_kiln_random_bernoulli},
    {"kiln_info_report", call_kiln_info_report},
    {"kiln_rms_norm", call_kiln_rms_norm},
    {"kiln_layer_norm", call_kiln_layer_norm},
    {"kiln_scaled_dot_product_attention", call_kiln_scaled_dot_product_attention},
    {"kiln_conv", call_kiln_conv},
    {"kiln_window_sum", call_kiln_window_sum},
    {"kiln_window_product", call_kiln_window_product},
    {"kiln_window_max", call_kiln_window_max},
    {"kiln_window_min", call_kiln_window_min},
    {"kiln_window_scatter_max", call_kiln_window_scatter_max},
    {"kiln_window_scatter_min", call_kiln_window_scatter_min},
    {"kiln_leaky_relu", call_kiln_leaky_relu},
    {"kiln_elu", call_kiln_elu},
    {"kiln_dot_general", call_kiln_dot_general},
    {"kiln_linalg_cholesky", call_kiln_linalg_cholesky},
    {"kiln_linalg_triangular_solve", call_kiln_linalg_triangular_solve},
    {"kiln_linalg_lu", call_kiln_linalg_lu},
    {"kiln_linalg_qr", call_kiln_linalg_qr},
    {"kiln_linalg_eigh", call_kiln_linalg_eigh},
    {"kiln_linalg_eigvalsh", call_kiln_linalg_eigvalsh},
    {"kiln_linalg_svd", call_kiln_linalg_svd},
    {"kiln_linalg_svdvals", call_kiln_linalg_svdvals},
    {"kiln_linalg_solve", call_kiln_linalg_solve},
    {"kiln_linalg_inv", call_kiln_linalg_inv},
    {"kiln_linalg_det", call_kiln_linalg_det},
    {"kiln_linalg_slogdet", call_kiln_linalg_slogdet},
    {"kiln_linalg_vector_norm", call_kiln_linalg_vector_norm},
    {"kiln_linalg_matrix_norm", call_kiln_linalg_matrix_norm},
    {"kiln_linalg_lstsq", call_kiln_linalg_lstsq},
    {"kiln_fft", call_kiln_fft},
    {"kiln_rfft", call_kiln_rfft},
    {"kiln_irfft", call_kiln_irfft},
    {"kiln_pad_general", call_kiln_pad_general},
    {"kiln_dynamic_slice", call_kiln_dynamic_slice},
    {"kiln_dynamic_update_slice", call_kiln_dynamic_update_slice},
    {"kiln_random_permutation", call_kiln_random_permutation},
    {"kiln_group_init", manual_group_init},
    {"kiln_group_from_mpi_comm", manual_group_from_comm},
    {"kiln_group_rank", call_kiln_group_rank},
    {"kiln_group_size", call_kiln_group_size},
    {"kiln_group_split", call_kiln_group_split},
    {"kiln_group_set_timeout", call_kiln_group_set_timeout},
    {"kiln_group_release", call_kiln_group_release},
    {"kiln_all_sum", call_kiln_all_sum},
    {"kiln_all_max", call_kiln_all_max},
    {"kiln_all_min", call_kiln_all_min},
    {"kiln_all_gather", call_kiln_all_gather},
    {"kiln_sum_scatter", call_kiln_sum_scatter},
    {"kiln_send", call_kiln_send},
    {"kiln_recv", call_kiln_recv},
    {"", manual_inspect},
    {"", manual_capture},
};

const size_t kCallCount = sizeof kCalls / sizeof kCalls[0];

const char* const kNames[] = {
    "cpu",
    "vulkan",
    "vulkan:0",
    "vulkan:1",
    "cpu:1",
    "",
    "no_such_op",
    "add\n",
    "negative",
    "abs",
    "sign",
    "exp",
    "log",
    "log1p",
    "expm1",
    "sqrt",
    "rsqrt",
    "square",
    "sin",
    "cos",
    "tan",
    "tanh",
    "sigmoid",
    "erf",
    "floor",
    "ceil",
    "round",
    "logical_not",
    "bitwise_not",
    "isnan",
    "isinf",
    "isfinite",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "asinh",
    "acosh",
    "atanh",
    "log2",
    "log10",
    "exp2",
    "cbrt",
    "erfc",
    "erf_inv",
    "trunc",
    "reciprocal",
    "population_count",
    "count_leading_zeros",
    "signbit",
    "round_half_away",
    "add",
    "subtract",
    "multiply",
    "divide",
    "floor_divide",
    "remainder",
    "power",
    "maximum",
    "minimum",
    "atan2",
    "equal",
    "not_equal",
    "less",
    "less_equal",
    "greater",
    "greater_equal",
    "logical_and",
    "logical_or",
    "logical_xor",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "left_shift",
    "right_shift",
    "logaddexp",
    "hypot",
    "copysign",
    "quotient",
    "fmod",
    "sum",
    "prod",
    "max",
    "min",
    "mean",
    "all",
    "any",
    "argmax",
    "argmin",
    "logsumexp",
    "cumulative_sum",
    "cumulative_product",
    "cumulative_max",
    "cumulative_min",
    "logcumsumexp",
    "relu",
    "silu",
    "gelu",
    "gelu_tanh",
    "softplus",
    "real",
    "imag",
    "conj",
    "angle",
};

const size_t kNameCount = sizeof kNames / sizeof kNames[0];

}  // namespace kiln_fuzz
