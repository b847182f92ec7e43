/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */
/* One NIF per function of the Kiln C API (see tools/gen/lang_elixir.py for the shapes). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <string.h>

#include "kiln_nif.gen.h"
#include "kiln_nif_runtime.h"

/* Skipped (no NIF):
 *   kiln_device_vulkan_handles: struct kiln_vulkan_handles field instance (void*) has no Elixir form
 *   kiln_group_from_mpi_comm: parameter comm (const void*) has no generated Elixir form
 */

kn_api KILN;

int kn_resolve_api(void* library) {
  int found = 0;
  found += (KILN.kiln_last_error = (__typeof__(KILN.kiln_last_error))dlvsym(library, "kiln_last_error", "KILN_1.0")) != NULL;
  found += (KILN.kiln_status_string = (__typeof__(KILN.kiln_status_string))dlvsym(library, "kiln_status_string", "KILN_1.0")) != NULL;
  found += (KILN.kiln_version = (__typeof__(KILN.kiln_version))dlvsym(library, "kiln_version", "KILN_1.0")) != NULL;
  found += (KILN.kiln_dtype_size = (__typeof__(KILN.kiln_dtype_size))dlvsym(library, "kiln_dtype_size", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_count = (__typeof__(KILN.kiln_device_count))dlvsym(library, "kiln_device_count", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_get = (__typeof__(KILN.kiln_device_get))dlvsym(library, "kiln_device_get", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_default = (__typeof__(KILN.kiln_device_default))dlvsym(library, "kiln_device_default", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_set_default = (__typeof__(KILN.kiln_device_set_default))dlvsym(library, "kiln_device_set_default", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_find = (__typeof__(KILN.kiln_device_find))dlvsym(library, "kiln_device_find", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_get_info = (__typeof__(KILN.kiln_device_get_info))dlvsym(library, "kiln_device_get_info", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_memory_stats = (__typeof__(KILN.kiln_device_memory_stats))dlvsym(library, "kiln_device_memory_stats", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_set_memory_limit = (__typeof__(KILN.kiln_device_set_memory_limit))dlvsym(library, "kiln_device_set_memory_limit", "KILN_1.0")) != NULL;
  found += (KILN.kiln_device_clear_cache = (__typeof__(KILN.kiln_device_clear_cache))dlvsym(library, "kiln_device_clear_cache", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_create = (__typeof__(KILN.kiln_tensor_create))dlvsym(library, "kiln_tensor_create", "KILN_1.0")) != NULL;
  found += (KILN.kiln_full = (__typeof__(KILN.kiln_full))dlvsym(library, "kiln_full", "KILN_1.0")) != NULL;
  found += (KILN.kiln_zeros = (__typeof__(KILN.kiln_zeros))dlvsym(library, "kiln_zeros", "KILN_1.0")) != NULL;
  found += (KILN.kiln_ones = (__typeof__(KILN.kiln_ones))dlvsym(library, "kiln_ones", "KILN_1.0")) != NULL;
  found += (KILN.kiln_arange = (__typeof__(KILN.kiln_arange))dlvsym(library, "kiln_arange", "KILN_1.0")) != NULL;
  found += (KILN.kiln_eye = (__typeof__(KILN.kiln_eye))dlvsym(library, "kiln_eye", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_retain = (__typeof__(KILN.kiln_tensor_retain))dlvsym(library, "kiln_tensor_retain", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_release = (__typeof__(KILN.kiln_tensor_release))dlvsym(library, "kiln_tensor_release", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_ndim = (__typeof__(KILN.kiln_tensor_ndim))dlvsym(library, "kiln_tensor_ndim", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_shape = (__typeof__(KILN.kiln_tensor_shape))dlvsym(library, "kiln_tensor_shape", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_dtype = (__typeof__(KILN.kiln_tensor_dtype))dlvsym(library, "kiln_tensor_dtype", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_device = (__typeof__(KILN.kiln_tensor_device))dlvsym(library, "kiln_tensor_device", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_size = (__typeof__(KILN.kiln_tensor_size))dlvsym(library, "kiln_tensor_size", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_nbytes = (__typeof__(KILN.kiln_tensor_nbytes))dlvsym(library, "kiln_tensor_nbytes", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_is_evaluated = (__typeof__(KILN.kiln_tensor_is_evaluated))dlvsym(library, "kiln_tensor_is_evaluated", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_eval = (__typeof__(KILN.kiln_tensor_eval))dlvsym(library, "kiln_tensor_eval", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_eval_async = (__typeof__(KILN.kiln_tensor_eval_async))dlvsym(library, "kiln_tensor_eval_async", "KILN_1.15")) != NULL;
  found += (KILN.kiln_tensor_read = (__typeof__(KILN.kiln_tensor_read))dlvsym(library, "kiln_tensor_read", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_borrow = (__typeof__(KILN.kiln_tensor_borrow))dlvsym(library, "kiln_tensor_borrow", "KILN_1.0")) != NULL;
  found += (KILN.kiln_borrow_release = (__typeof__(KILN.kiln_borrow_release))dlvsym(library, "kiln_borrow_release", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_copy = (__typeof__(KILN.kiln_tensor_copy))dlvsym(library, "kiln_tensor_copy", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_to_device = (__typeof__(KILN.kiln_tensor_to_device))dlvsym(library, "kiln_tensor_to_device", "KILN_1.0")) != NULL;
  found += (KILN.kiln_stream_create = (__typeof__(KILN.kiln_stream_create))dlvsym(library, "kiln_stream_create", "KILN_1.6")) != NULL;
  found += (KILN.kiln_stream_release = (__typeof__(KILN.kiln_stream_release))dlvsym(library, "kiln_stream_release", "KILN_1.6")) != NULL;
  found += (KILN.kiln_stream_device = (__typeof__(KILN.kiln_stream_device))dlvsym(library, "kiln_stream_device", "KILN_1.6")) != NULL;
  found += (KILN.kiln_stream_eval = (__typeof__(KILN.kiln_stream_eval))dlvsym(library, "kiln_stream_eval", "KILN_1.6")) != NULL;
  found += (KILN.kiln_stream_eval_async = (__typeof__(KILN.kiln_stream_eval_async))dlvsym(library, "kiln_stream_eval_async", "KILN_1.15")) != NULL;
  found += (KILN.kiln_placeholder = (__typeof__(KILN.kiln_placeholder))dlvsym(library, "kiln_placeholder", "KILN_1.9")) != NULL;
  found += (KILN.kiln_function_create = (__typeof__(KILN.kiln_function_create))dlvsym(library, "kiln_function_create", "KILN_1.9")) != NULL;
  found += (KILN.kiln_function_call = (__typeof__(KILN.kiln_function_call))dlvsym(library, "kiln_function_call", "KILN_1.9")) != NULL;
  found += (KILN.kiln_function_arity = (__typeof__(KILN.kiln_function_arity))dlvsym(library, "kiln_function_arity", "KILN_1.9")) != NULL;
  found += (KILN.kiln_function_release = (__typeof__(KILN.kiln_function_release))dlvsym(library, "kiln_function_release", "KILN_1.9")) != NULL;
  found += (KILN.kiln_function_vjp = (__typeof__(KILN.kiln_function_vjp))dlvsym(library, "kiln_function_vjp", "KILN_1.10")) != NULL;
  found += (KILN.kiln_function_jvp = (__typeof__(KILN.kiln_function_jvp))dlvsym(library, "kiln_function_jvp", "KILN_1.10")) != NULL;
  found += (KILN.kiln_function_value_and_grad = (__typeof__(KILN.kiln_function_value_and_grad))dlvsym(library, "kiln_function_value_and_grad", "KILN_1.10")) != NULL;
  found += (KILN.kiln_negative = (__typeof__(KILN.kiln_negative))dlvsym(library, "kiln_negative", "KILN_1.0")) != NULL;
  found += (KILN.kiln_abs = (__typeof__(KILN.kiln_abs))dlvsym(library, "kiln_abs", "KILN_1.0")) != NULL;
  found += (KILN.kiln_sign = (__typeof__(KILN.kiln_sign))dlvsym(library, "kiln_sign", "KILN_1.0")) != NULL;
  found += (KILN.kiln_exp = (__typeof__(KILN.kiln_exp))dlvsym(library, "kiln_exp", "KILN_1.0")) != NULL;
  found += (KILN.kiln_log = (__typeof__(KILN.kiln_log))dlvsym(library, "kiln_log", "KILN_1.0")) != NULL;
  found += (KILN.kiln_log1p = (__typeof__(KILN.kiln_log1p))dlvsym(library, "kiln_log1p", "KILN_1.0")) != NULL;
  found += (KILN.kiln_expm1 = (__typeof__(KILN.kiln_expm1))dlvsym(library, "kiln_expm1", "KILN_1.0")) != NULL;
  found += (KILN.kiln_sqrt = (__typeof__(KILN.kiln_sqrt))dlvsym(library, "kiln_sqrt", "KILN_1.0")) != NULL;
  found += (KILN.kiln_rsqrt = (__typeof__(KILN.kiln_rsqrt))dlvsym(library, "kiln_rsqrt", "KILN_1.0")) != NULL;
  found += (KILN.kiln_square = (__typeof__(KILN.kiln_square))dlvsym(library, "kiln_square", "KILN_1.0")) != NULL;
  found += (KILN.kiln_sin = (__typeof__(KILN.kiln_sin))dlvsym(library, "kiln_sin", "KILN_1.0")) != NULL;
  found += (KILN.kiln_cos = (__typeof__(KILN.kiln_cos))dlvsym(library, "kiln_cos", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tan = (__typeof__(KILN.kiln_tan))dlvsym(library, "kiln_tan", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tanh = (__typeof__(KILN.kiln_tanh))dlvsym(library, "kiln_tanh", "KILN_1.0")) != NULL;
  found += (KILN.kiln_sigmoid = (__typeof__(KILN.kiln_sigmoid))dlvsym(library, "kiln_sigmoid", "KILN_1.0")) != NULL;
  found += (KILN.kiln_erf = (__typeof__(KILN.kiln_erf))dlvsym(library, "kiln_erf", "KILN_1.0")) != NULL;
  found += (KILN.kiln_floor = (__typeof__(KILN.kiln_floor))dlvsym(library, "kiln_floor", "KILN_1.0")) != NULL;
  found += (KILN.kiln_ceil = (__typeof__(KILN.kiln_ceil))dlvsym(library, "kiln_ceil", "KILN_1.0")) != NULL;
  found += (KILN.kiln_round = (__typeof__(KILN.kiln_round))dlvsym(library, "kiln_round", "KILN_1.0")) != NULL;
  found += (KILN.kiln_logical_not = (__typeof__(KILN.kiln_logical_not))dlvsym(library, "kiln_logical_not", "KILN_1.0")) != NULL;
  found += (KILN.kiln_bitwise_not = (__typeof__(KILN.kiln_bitwise_not))dlvsym(library, "kiln_bitwise_not", "KILN_1.0")) != NULL;
  found += (KILN.kiln_isnan = (__typeof__(KILN.kiln_isnan))dlvsym(library, "kiln_isnan", "KILN_1.0")) != NULL;
  found += (KILN.kiln_isinf = (__typeof__(KILN.kiln_isinf))dlvsym(library, "kiln_isinf", "KILN_1.0")) != NULL;
  found += (KILN.kiln_isfinite = (__typeof__(KILN.kiln_isfinite))dlvsym(library, "kiln_isfinite", "KILN_1.0")) != NULL;
  found += (KILN.kiln_asin = (__typeof__(KILN.kiln_asin))dlvsym(library, "kiln_asin", "KILN_1.3")) != NULL;
  found += (KILN.kiln_acos = (__typeof__(KILN.kiln_acos))dlvsym(library, "kiln_acos", "KILN_1.3")) != NULL;
  found += (KILN.kiln_atan = (__typeof__(KILN.kiln_atan))dlvsym(library, "kiln_atan", "KILN_1.3")) != NULL;
  found += (KILN.kiln_sinh = (__typeof__(KILN.kiln_sinh))dlvsym(library, "kiln_sinh", "KILN_1.3")) != NULL;
  found += (KILN.kiln_cosh = (__typeof__(KILN.kiln_cosh))dlvsym(library, "kiln_cosh", "KILN_1.3")) != NULL;
  found += (KILN.kiln_asinh = (__typeof__(KILN.kiln_asinh))dlvsym(library, "kiln_asinh", "KILN_1.3")) != NULL;
  found += (KILN.kiln_acosh = (__typeof__(KILN.kiln_acosh))dlvsym(library, "kiln_acosh", "KILN_1.3")) != NULL;
  found += (KILN.kiln_atanh = (__typeof__(KILN.kiln_atanh))dlvsym(library, "kiln_atanh", "KILN_1.3")) != NULL;
  found += (KILN.kiln_log2 = (__typeof__(KILN.kiln_log2))dlvsym(library, "kiln_log2", "KILN_1.3")) != NULL;
  found += (KILN.kiln_log10 = (__typeof__(KILN.kiln_log10))dlvsym(library, "kiln_log10", "KILN_1.3")) != NULL;
  found += (KILN.kiln_exp2 = (__typeof__(KILN.kiln_exp2))dlvsym(library, "kiln_exp2", "KILN_1.3")) != NULL;
  found += (KILN.kiln_cbrt = (__typeof__(KILN.kiln_cbrt))dlvsym(library, "kiln_cbrt", "KILN_1.3")) != NULL;
  found += (KILN.kiln_erfc = (__typeof__(KILN.kiln_erfc))dlvsym(library, "kiln_erfc", "KILN_1.3")) != NULL;
  found += (KILN.kiln_erf_inv = (__typeof__(KILN.kiln_erf_inv))dlvsym(library, "kiln_erf_inv", "KILN_1.3")) != NULL;
  found += (KILN.kiln_trunc = (__typeof__(KILN.kiln_trunc))dlvsym(library, "kiln_trunc", "KILN_1.3")) != NULL;
  found += (KILN.kiln_reciprocal = (__typeof__(KILN.kiln_reciprocal))dlvsym(library, "kiln_reciprocal", "KILN_1.3")) != NULL;
  found += (KILN.kiln_population_count = (__typeof__(KILN.kiln_population_count))dlvsym(library, "kiln_population_count", "KILN_1.3")) != NULL;
  found += (KILN.kiln_count_leading_zeros = (__typeof__(KILN.kiln_count_leading_zeros))dlvsym(library, "kiln_count_leading_zeros", "KILN_1.3")) != NULL;
  found += (KILN.kiln_signbit = (__typeof__(KILN.kiln_signbit))dlvsym(library, "kiln_signbit", "KILN_1.3")) != NULL;
  found += (KILN.kiln_round_half_away = (__typeof__(KILN.kiln_round_half_away))dlvsym(library, "kiln_round_half_away", "KILN_1.5")) != NULL;
  found += (KILN.kiln_add = (__typeof__(KILN.kiln_add))dlvsym(library, "kiln_add", "KILN_1.0")) != NULL;
  found += (KILN.kiln_subtract = (__typeof__(KILN.kiln_subtract))dlvsym(library, "kiln_subtract", "KILN_1.0")) != NULL;
  found += (KILN.kiln_multiply = (__typeof__(KILN.kiln_multiply))dlvsym(library, "kiln_multiply", "KILN_1.0")) != NULL;
  found += (KILN.kiln_divide = (__typeof__(KILN.kiln_divide))dlvsym(library, "kiln_divide", "KILN_1.0")) != NULL;
  found += (KILN.kiln_floor_divide = (__typeof__(KILN.kiln_floor_divide))dlvsym(library, "kiln_floor_divide", "KILN_1.0")) != NULL;
  found += (KILN.kiln_remainder = (__typeof__(KILN.kiln_remainder))dlvsym(library, "kiln_remainder", "KILN_1.0")) != NULL;
  found += (KILN.kiln_power = (__typeof__(KILN.kiln_power))dlvsym(library, "kiln_power", "KILN_1.0")) != NULL;
  found += (KILN.kiln_maximum = (__typeof__(KILN.kiln_maximum))dlvsym(library, "kiln_maximum", "KILN_1.0")) != NULL;
  found += (KILN.kiln_minimum = (__typeof__(KILN.kiln_minimum))dlvsym(library, "kiln_minimum", "KILN_1.0")) != NULL;
  found += (KILN.kiln_atan2 = (__typeof__(KILN.kiln_atan2))dlvsym(library, "kiln_atan2", "KILN_1.0")) != NULL;
  found += (KILN.kiln_equal = (__typeof__(KILN.kiln_equal))dlvsym(library, "kiln_equal", "KILN_1.0")) != NULL;
  found += (KILN.kiln_not_equal = (__typeof__(KILN.kiln_not_equal))dlvsym(library, "kiln_not_equal", "KILN_1.0")) != NULL;
  found += (KILN.kiln_less = (__typeof__(KILN.kiln_less))dlvsym(library, "kiln_less", "KILN_1.0")) != NULL;
  found += (KILN.kiln_less_equal = (__typeof__(KILN.kiln_less_equal))dlvsym(library, "kiln_less_equal", "KILN_1.0")) != NULL;
  found += (KILN.kiln_greater = (__typeof__(KILN.kiln_greater))dlvsym(library, "kiln_greater", "KILN_1.0")) != NULL;
  found += (KILN.kiln_greater_equal = (__typeof__(KILN.kiln_greater_equal))dlvsym(library, "kiln_greater_equal", "KILN_1.0")) != NULL;
  found += (KILN.kiln_logical_and = (__typeof__(KILN.kiln_logical_and))dlvsym(library, "kiln_logical_and", "KILN_1.0")) != NULL;
  found += (KILN.kiln_logical_or = (__typeof__(KILN.kiln_logical_or))dlvsym(library, "kiln_logical_or", "KILN_1.0")) != NULL;
  found += (KILN.kiln_logical_xor = (__typeof__(KILN.kiln_logical_xor))dlvsym(library, "kiln_logical_xor", "KILN_1.0")) != NULL;
  found += (KILN.kiln_bitwise_and = (__typeof__(KILN.kiln_bitwise_and))dlvsym(library, "kiln_bitwise_and", "KILN_1.0")) != NULL;
  found += (KILN.kiln_bitwise_or = (__typeof__(KILN.kiln_bitwise_or))dlvsym(library, "kiln_bitwise_or", "KILN_1.0")) != NULL;
  found += (KILN.kiln_bitwise_xor = (__typeof__(KILN.kiln_bitwise_xor))dlvsym(library, "kiln_bitwise_xor", "KILN_1.0")) != NULL;
  found += (KILN.kiln_left_shift = (__typeof__(KILN.kiln_left_shift))dlvsym(library, "kiln_left_shift", "KILN_1.0")) != NULL;
  found += (KILN.kiln_right_shift = (__typeof__(KILN.kiln_right_shift))dlvsym(library, "kiln_right_shift", "KILN_1.0")) != NULL;
  found += (KILN.kiln_logaddexp = (__typeof__(KILN.kiln_logaddexp))dlvsym(library, "kiln_logaddexp", "KILN_1.3")) != NULL;
  found += (KILN.kiln_hypot = (__typeof__(KILN.kiln_hypot))dlvsym(library, "kiln_hypot", "KILN_1.3")) != NULL;
  found += (KILN.kiln_copysign = (__typeof__(KILN.kiln_copysign))dlvsym(library, "kiln_copysign", "KILN_1.3")) != NULL;
  found += (KILN.kiln_quotient = (__typeof__(KILN.kiln_quotient))dlvsym(library, "kiln_quotient", "KILN_1.3")) != NULL;
  found += (KILN.kiln_fmod = (__typeof__(KILN.kiln_fmod))dlvsym(library, "kiln_fmod", "KILN_1.5")) != NULL;
  found += (KILN.kiln_sum = (__typeof__(KILN.kiln_sum))dlvsym(library, "kiln_sum", "KILN_1.0")) != NULL;
  found += (KILN.kiln_prod = (__typeof__(KILN.kiln_prod))dlvsym(library, "kiln_prod", "KILN_1.0")) != NULL;
  found += (KILN.kiln_max = (__typeof__(KILN.kiln_max))dlvsym(library, "kiln_max", "KILN_1.0")) != NULL;
  found += (KILN.kiln_min = (__typeof__(KILN.kiln_min))dlvsym(library, "kiln_min", "KILN_1.0")) != NULL;
  found += (KILN.kiln_mean = (__typeof__(KILN.kiln_mean))dlvsym(library, "kiln_mean", "KILN_1.0")) != NULL;
  found += (KILN.kiln_all = (__typeof__(KILN.kiln_all))dlvsym(library, "kiln_all", "KILN_1.0")) != NULL;
  found += (KILN.kiln_any = (__typeof__(KILN.kiln_any))dlvsym(library, "kiln_any", "KILN_1.0")) != NULL;
  found += (KILN.kiln_argmax = (__typeof__(KILN.kiln_argmax))dlvsym(library, "kiln_argmax", "KILN_1.0")) != NULL;
  found += (KILN.kiln_argmin = (__typeof__(KILN.kiln_argmin))dlvsym(library, "kiln_argmin", "KILN_1.0")) != NULL;
  found += (KILN.kiln_logsumexp = (__typeof__(KILN.kiln_logsumexp))dlvsym(library, "kiln_logsumexp", "KILN_1.3")) != NULL;
  found += (KILN.kiln_cumulative_sum = (__typeof__(KILN.kiln_cumulative_sum))dlvsym(library, "kiln_cumulative_sum", "KILN_1.3")) != NULL;
  found += (KILN.kiln_cumulative_product = (__typeof__(KILN.kiln_cumulative_product))dlvsym(library, "kiln_cumulative_product", "KILN_1.3")) != NULL;
  found += (KILN.kiln_cumulative_max = (__typeof__(KILN.kiln_cumulative_max))dlvsym(library, "kiln_cumulative_max", "KILN_1.3")) != NULL;
  found += (KILN.kiln_cumulative_min = (__typeof__(KILN.kiln_cumulative_min))dlvsym(library, "kiln_cumulative_min", "KILN_1.3")) != NULL;
  found += (KILN.kiln_logcumsumexp = (__typeof__(KILN.kiln_logcumsumexp))dlvsym(library, "kiln_logcumsumexp", "KILN_1.3")) != NULL;
  found += (KILN.kiln_relu = (__typeof__(KILN.kiln_relu))dlvsym(library, "kiln_relu", "KILN_1.4")) != NULL;
  found += (KILN.kiln_silu = (__typeof__(KILN.kiln_silu))dlvsym(library, "kiln_silu", "KILN_1.4")) != NULL;
  found += (KILN.kiln_gelu = (__typeof__(KILN.kiln_gelu))dlvsym(library, "kiln_gelu", "KILN_1.4")) != NULL;
  found += (KILN.kiln_gelu_tanh = (__typeof__(KILN.kiln_gelu_tanh))dlvsym(library, "kiln_gelu_tanh", "KILN_1.4")) != NULL;
  found += (KILN.kiln_softplus = (__typeof__(KILN.kiln_softplus))dlvsym(library, "kiln_softplus", "KILN_1.4")) != NULL;
  found += (KILN.kiln_real = (__typeof__(KILN.kiln_real))dlvsym(library, "kiln_real", "KILN_1.7")) != NULL;
  found += (KILN.kiln_imag = (__typeof__(KILN.kiln_imag))dlvsym(library, "kiln_imag", "KILN_1.7")) != NULL;
  found += (KILN.kiln_conj = (__typeof__(KILN.kiln_conj))dlvsym(library, "kiln_conj", "KILN_1.7")) != NULL;
  found += (KILN.kiln_angle = (__typeof__(KILN.kiln_angle))dlvsym(library, "kiln_angle", "KILN_1.7")) != NULL;
  found += (KILN.kiln_stop_gradient = (__typeof__(KILN.kiln_stop_gradient))dlvsym(library, "kiln_stop_gradient", "KILN_1.10")) != NULL;
  found += (KILN.kiln_where = (__typeof__(KILN.kiln_where))dlvsym(library, "kiln_where", "KILN_1.0")) != NULL;
  found += (KILN.kiln_clip = (__typeof__(KILN.kiln_clip))dlvsym(library, "kiln_clip", "KILN_1.0")) != NULL;
  found += (KILN.kiln_astype = (__typeof__(KILN.kiln_astype))dlvsym(library, "kiln_astype", "KILN_1.0")) != NULL;
  found += (KILN.kiln_bitcast = (__typeof__(KILN.kiln_bitcast))dlvsym(library, "kiln_bitcast", "KILN_1.0")) != NULL;
  found += (KILN.kiln_matmul = (__typeof__(KILN.kiln_matmul))dlvsym(library, "kiln_matmul", "KILN_1.0")) != NULL;
  found += (KILN.kiln_reshape = (__typeof__(KILN.kiln_reshape))dlvsym(library, "kiln_reshape", "KILN_1.0")) != NULL;
  found += (KILN.kiln_transpose = (__typeof__(KILN.kiln_transpose))dlvsym(library, "kiln_transpose", "KILN_1.0")) != NULL;
  found += (KILN.kiln_broadcast_to = (__typeof__(KILN.kiln_broadcast_to))dlvsym(library, "kiln_broadcast_to", "KILN_1.0")) != NULL;
  found += (KILN.kiln_expand_dims = (__typeof__(KILN.kiln_expand_dims))dlvsym(library, "kiln_expand_dims", "KILN_1.0")) != NULL;
  found += (KILN.kiln_squeeze = (__typeof__(KILN.kiln_squeeze))dlvsym(library, "kiln_squeeze", "KILN_1.0")) != NULL;
  found += (KILN.kiln_slice = (__typeof__(KILN.kiln_slice))dlvsym(library, "kiln_slice", "KILN_1.0")) != NULL;
  found += (KILN.kiln_concatenate = (__typeof__(KILN.kiln_concatenate))dlvsym(library, "kiln_concatenate", "KILN_1.0")) != NULL;
  found += (KILN.kiln_stack = (__typeof__(KILN.kiln_stack))dlvsym(library, "kiln_stack", "KILN_1.0")) != NULL;
  found += (KILN.kiln_pad = (__typeof__(KILN.kiln_pad))dlvsym(library, "kiln_pad", "KILN_1.0")) != NULL;
  found += (KILN.kiln_flip = (__typeof__(KILN.kiln_flip))dlvsym(library, "kiln_flip", "KILN_1.0")) != NULL;
  found += (KILN.kiln_tensor_to_dlpack = (__typeof__(KILN.kiln_tensor_to_dlpack))dlvsym(library, "kiln_tensor_to_dlpack", "KILN_1.1")) != NULL;
  found += (KILN.kiln_tensor_from_dlpack = (__typeof__(KILN.kiln_tensor_from_dlpack))dlvsym(library, "kiln_tensor_from_dlpack", "KILN_1.1")) != NULL;
  found += (KILN.kiln_tensor_to_dlpack_legacy = (__typeof__(KILN.kiln_tensor_to_dlpack_legacy))dlvsym(library, "kiln_tensor_to_dlpack_legacy", "KILN_1.1")) != NULL;
  found += (KILN.kiln_tensor_from_dlpack_legacy = (__typeof__(KILN.kiln_tensor_from_dlpack_legacy))dlvsym(library, "kiln_tensor_from_dlpack_legacy", "KILN_1.1")) != NULL;
  found += (KILN.kiln_tensor_dlpack_device = (__typeof__(KILN.kiln_tensor_dlpack_device))dlvsym(library, "kiln_tensor_dlpack_device", "KILN_1.1")) != NULL;
  found += (KILN.kiln_take = (__typeof__(KILN.kiln_take))dlvsym(library, "kiln_take", "KILN_1.2")) != NULL;
  found += (KILN.kiln_take_along_axis = (__typeof__(KILN.kiln_take_along_axis))dlvsym(library, "kiln_take_along_axis", "KILN_1.3")) != NULL;
  found += (KILN.kiln_gather = (__typeof__(KILN.kiln_gather))dlvsym(library, "kiln_gather", "KILN_1.3")) != NULL;
  found += (KILN.kiln_indexed_add = (__typeof__(KILN.kiln_indexed_add))dlvsym(library, "kiln_indexed_add", "KILN_1.3")) != NULL;
  found += (KILN.kiln_indexed_put = (__typeof__(KILN.kiln_indexed_put))dlvsym(library, "kiln_indexed_put", "KILN_1.3")) != NULL;
  found += (KILN.kiln_argwhere = (__typeof__(KILN.kiln_argwhere))dlvsym(library, "kiln_argwhere", "KILN_1.3")) != NULL;
  found += (KILN.kiln_argsort = (__typeof__(KILN.kiln_argsort))dlvsym(library, "kiln_argsort", "KILN_1.3")) != NULL;
  found += (KILN.kiln_sort = (__typeof__(KILN.kiln_sort))dlvsym(library, "kiln_sort", "KILN_1.3")) != NULL;
  found += (KILN.kiln_top_k = (__typeof__(KILN.kiln_top_k))dlvsym(library, "kiln_top_k", "KILN_1.3")) != NULL;
  found += (KILN.kiln_unique = (__typeof__(KILN.kiln_unique))dlvsym(library, "kiln_unique", "KILN_1.3")) != NULL;
  found += (KILN.kiln_searchsorted = (__typeof__(KILN.kiln_searchsorted))dlvsym(library, "kiln_searchsorted", "KILN_1.3")) != NULL;
  found += (KILN.kiln_telemetry_subscribe = (__typeof__(KILN.kiln_telemetry_subscribe))dlvsym(library, "kiln_telemetry_subscribe", "KILN_1.2")) != NULL;
  found += (KILN.kiln_telemetry_unsubscribe = (__typeof__(KILN.kiln_telemetry_unsubscribe))dlvsym(library, "kiln_telemetry_unsubscribe", "KILN_1.2")) != NULL;
  found += (KILN.kiln_debug_set_flags = (__typeof__(KILN.kiln_debug_set_flags))dlvsym(library, "kiln_debug_set_flags", "KILN_1.2")) != NULL;
  found += (KILN.kiln_debug_get_flags = (__typeof__(KILN.kiln_debug_get_flags))dlvsym(library, "kiln_debug_get_flags", "KILN_1.2")) != NULL;
  found += (KILN.kiln_fallback_set_policy = (__typeof__(KILN.kiln_fallback_set_policy))dlvsym(library, "kiln_fallback_set_policy", "KILN_1.2")) != NULL;
  found += (KILN.kiln_fallback_get_policy = (__typeof__(KILN.kiln_fallback_get_policy))dlvsym(library, "kiln_fallback_get_policy", "KILN_1.2")) != NULL;
  found += (KILN.kiln_device_op_support = (__typeof__(KILN.kiln_device_op_support))dlvsym(library, "kiln_device_op_support", "KILN_1.2")) != NULL;
  found += (KILN.kiln_device_fallback_count = (__typeof__(KILN.kiln_device_fallback_count))dlvsym(library, "kiln_device_fallback_count", "KILN_1.2")) != NULL;
  found += (KILN.kiln_device_fallback_get = (__typeof__(KILN.kiln_device_fallback_get))dlvsym(library, "kiln_device_fallback_get", "KILN_1.2")) != NULL;
  found += (KILN.kiln_device_vulkan_handles = (__typeof__(KILN.kiln_device_vulkan_handles))dlvsym(library, "kiln_device_vulkan_handles", "KILN_1.2")) != NULL;
  found += (KILN.kiln_device_cuda_device = (__typeof__(KILN.kiln_device_cuda_device))dlvsym(library, "kiln_device_cuda_device", "KILN_1.12")) != NULL;
  found += (KILN.kiln_tensor_to_dlpack_cuda = (__typeof__(KILN.kiln_tensor_to_dlpack_cuda))dlvsym(library, "kiln_tensor_to_dlpack_cuda", "KILN_1.12")) != NULL;
  found += (KILN.kiln_tensor_to_dlpack_cuda_legacy = (__typeof__(KILN.kiln_tensor_to_dlpack_cuda_legacy))dlvsym(library, "kiln_tensor_to_dlpack_cuda_legacy", "KILN_1.12")) != NULL;
  found += (KILN.kiln_weak_scalar_int = (__typeof__(KILN.kiln_weak_scalar_int))dlvsym(library, "kiln_weak_scalar_int", "KILN_1.3")) != NULL;
  found += (KILN.kiln_weak_scalar_float = (__typeof__(KILN.kiln_weak_scalar_float))dlvsym(library, "kiln_weak_scalar_float", "KILN_1.3")) != NULL;
  found += (KILN.kiln_fusion_set_enabled = (__typeof__(KILN.kiln_fusion_set_enabled))dlvsym(library, "kiln_fusion_set_enabled", "KILN_1.3")) != NULL;
  found += (KILN.kiln_fusion_get_enabled = (__typeof__(KILN.kiln_fusion_get_enabled))dlvsym(library, "kiln_fusion_get_enabled", "KILN_1.3")) != NULL;
  found += (KILN.kiln_softmax = (__typeof__(KILN.kiln_softmax))dlvsym(library, "kiln_softmax", "KILN_1.3")) != NULL;
  found += (KILN.kiln_log_softmax = (__typeof__(KILN.kiln_log_softmax))dlvsym(library, "kiln_log_softmax", "KILN_1.3")) != NULL;
  found += (KILN.kiln_var = (__typeof__(KILN.kiln_var))dlvsym(library, "kiln_var", "KILN_1.3")) != NULL;
  found += (KILN.kiln_std = (__typeof__(KILN.kiln_std))dlvsym(library, "kiln_std", "KILN_1.3")) != NULL;
  found += (KILN.kiln_random_bits = (__typeof__(KILN.kiln_random_bits))dlvsym(library, "kiln_random_bits", "KILN_1.3")) != NULL;
  found += (KILN.kiln_random_uniform = (__typeof__(KILN.kiln_random_uniform))dlvsym(library, "kiln_random_uniform", "KILN_1.3")) != NULL;
  found += (KILN.kiln_random_normal = (__typeof__(KILN.kiln_random_normal))dlvsym(library, "kiln_random_normal", "KILN_1.3")) != NULL;
  found += (KILN.kiln_random_randint = (__typeof__(KILN.kiln_random_randint))dlvsym(library, "kiln_random_randint", "KILN_1.3")) != NULL;
  found += (KILN.kiln_random_bernoulli = (__typeof__(KILN.kiln_random_bernoulli))dlvsym(library, "kiln_random_bernoulli", "KILN_1.3")) != NULL;
  found += (KILN.kiln_info_report = (__typeof__(KILN.kiln_info_report))dlvsym(library, "kiln_info_report", "KILN_1.3")) != NULL;
  found += (KILN.kiln_rms_norm = (__typeof__(KILN.kiln_rms_norm))dlvsym(library, "kiln_rms_norm", "KILN_1.4")) != NULL;
  found += (KILN.kiln_layer_norm = (__typeof__(KILN.kiln_layer_norm))dlvsym(library, "kiln_layer_norm", "KILN_1.4")) != NULL;
  found += (KILN.kiln_scaled_dot_product_attention = (__typeof__(KILN.kiln_scaled_dot_product_attention))dlvsym(library, "kiln_scaled_dot_product_attention", "KILN_1.4")) != NULL;
  found += (KILN.kiln_conv = (__typeof__(KILN.kiln_conv))dlvsym(library, "kiln_conv", "KILN_1.4")) != NULL;
  found += (KILN.kiln_window_sum = (__typeof__(KILN.kiln_window_sum))dlvsym(library, "kiln_window_sum", "KILN_1.4")) != NULL;
  found += (KILN.kiln_window_product = (__typeof__(KILN.kiln_window_product))dlvsym(library, "kiln_window_product", "KILN_1.4")) != NULL;
  found += (KILN.kiln_window_max = (__typeof__(KILN.kiln_window_max))dlvsym(library, "kiln_window_max", "KILN_1.4")) != NULL;
  found += (KILN.kiln_window_min = (__typeof__(KILN.kiln_window_min))dlvsym(library, "kiln_window_min", "KILN_1.4")) != NULL;
  found += (KILN.kiln_window_scatter_max = (__typeof__(KILN.kiln_window_scatter_max))dlvsym(library, "kiln_window_scatter_max", "KILN_1.4")) != NULL;
  found += (KILN.kiln_window_scatter_min = (__typeof__(KILN.kiln_window_scatter_min))dlvsym(library, "kiln_window_scatter_min", "KILN_1.4")) != NULL;
  found += (KILN.kiln_leaky_relu = (__typeof__(KILN.kiln_leaky_relu))dlvsym(library, "kiln_leaky_relu", "KILN_1.4")) != NULL;
  found += (KILN.kiln_elu = (__typeof__(KILN.kiln_elu))dlvsym(library, "kiln_elu", "KILN_1.4")) != NULL;
  found += (KILN.kiln_dot_general = (__typeof__(KILN.kiln_dot_general))dlvsym(library, "kiln_dot_general", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_cholesky = (__typeof__(KILN.kiln_linalg_cholesky))dlvsym(library, "kiln_linalg_cholesky", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_triangular_solve = (__typeof__(KILN.kiln_linalg_triangular_solve))dlvsym(library, "kiln_linalg_triangular_solve", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_lu = (__typeof__(KILN.kiln_linalg_lu))dlvsym(library, "kiln_linalg_lu", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_qr = (__typeof__(KILN.kiln_linalg_qr))dlvsym(library, "kiln_linalg_qr", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_eigh = (__typeof__(KILN.kiln_linalg_eigh))dlvsym(library, "kiln_linalg_eigh", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_eigvalsh = (__typeof__(KILN.kiln_linalg_eigvalsh))dlvsym(library, "kiln_linalg_eigvalsh", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_svd = (__typeof__(KILN.kiln_linalg_svd))dlvsym(library, "kiln_linalg_svd", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_svdvals = (__typeof__(KILN.kiln_linalg_svdvals))dlvsym(library, "kiln_linalg_svdvals", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_solve = (__typeof__(KILN.kiln_linalg_solve))dlvsym(library, "kiln_linalg_solve", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_inv = (__typeof__(KILN.kiln_linalg_inv))dlvsym(library, "kiln_linalg_inv", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_det = (__typeof__(KILN.kiln_linalg_det))dlvsym(library, "kiln_linalg_det", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_slogdet = (__typeof__(KILN.kiln_linalg_slogdet))dlvsym(library, "kiln_linalg_slogdet", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_vector_norm = (__typeof__(KILN.kiln_linalg_vector_norm))dlvsym(library, "kiln_linalg_vector_norm", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_matrix_norm = (__typeof__(KILN.kiln_linalg_matrix_norm))dlvsym(library, "kiln_linalg_matrix_norm", "KILN_1.4")) != NULL;
  found += (KILN.kiln_linalg_lstsq = (__typeof__(KILN.kiln_linalg_lstsq))dlvsym(library, "kiln_linalg_lstsq", "KILN_1.4")) != NULL;
  found += (KILN.kiln_fft = (__typeof__(KILN.kiln_fft))dlvsym(library, "kiln_fft", "KILN_1.8")) != NULL;
  found += (KILN.kiln_rfft = (__typeof__(KILN.kiln_rfft))dlvsym(library, "kiln_rfft", "KILN_1.8")) != NULL;
  found += (KILN.kiln_irfft = (__typeof__(KILN.kiln_irfft))dlvsym(library, "kiln_irfft", "KILN_1.8")) != NULL;
  found += (KILN.kiln_pad_general = (__typeof__(KILN.kiln_pad_general))dlvsym(library, "kiln_pad_general", "KILN_1.5")) != NULL;
  found += (KILN.kiln_dynamic_slice = (__typeof__(KILN.kiln_dynamic_slice))dlvsym(library, "kiln_dynamic_slice", "KILN_1.5")) != NULL;
  found += (KILN.kiln_dynamic_update_slice = (__typeof__(KILN.kiln_dynamic_update_slice))dlvsym(library, "kiln_dynamic_update_slice", "KILN_1.5")) != NULL;
  found += (KILN.kiln_random_permutation = (__typeof__(KILN.kiln_random_permutation))dlvsym(library, "kiln_random_permutation", "KILN_1.5")) != NULL;
  found += (KILN.kiln_group_init = (__typeof__(KILN.kiln_group_init))dlvsym(library, "kiln_group_init", "KILN_1.11")) != NULL;
  found += (KILN.kiln_group_from_mpi_comm = (__typeof__(KILN.kiln_group_from_mpi_comm))dlvsym(library, "kiln_group_from_mpi_comm", "KILN_1.11")) != NULL;
  found += (KILN.kiln_group_rank = (__typeof__(KILN.kiln_group_rank))dlvsym(library, "kiln_group_rank", "KILN_1.11")) != NULL;
  found += (KILN.kiln_group_size = (__typeof__(KILN.kiln_group_size))dlvsym(library, "kiln_group_size", "KILN_1.11")) != NULL;
  found += (KILN.kiln_group_split = (__typeof__(KILN.kiln_group_split))dlvsym(library, "kiln_group_split", "KILN_1.11")) != NULL;
  found += (KILN.kiln_group_set_timeout = (__typeof__(KILN.kiln_group_set_timeout))dlvsym(library, "kiln_group_set_timeout", "KILN_1.11")) != NULL;
  found += (KILN.kiln_group_release = (__typeof__(KILN.kiln_group_release))dlvsym(library, "kiln_group_release", "KILN_1.11")) != NULL;
  found += (KILN.kiln_all_sum = (__typeof__(KILN.kiln_all_sum))dlvsym(library, "kiln_all_sum", "KILN_1.11")) != NULL;
  found += (KILN.kiln_all_max = (__typeof__(KILN.kiln_all_max))dlvsym(library, "kiln_all_max", "KILN_1.11")) != NULL;
  found += (KILN.kiln_all_min = (__typeof__(KILN.kiln_all_min))dlvsym(library, "kiln_all_min", "KILN_1.11")) != NULL;
  found += (KILN.kiln_all_gather = (__typeof__(KILN.kiln_all_gather))dlvsym(library, "kiln_all_gather", "KILN_1.11")) != NULL;
  found += (KILN.kiln_sum_scatter = (__typeof__(KILN.kiln_sum_scatter))dlvsym(library, "kiln_sum_scatter", "KILN_1.11")) != NULL;
  found += (KILN.kiln_send = (__typeof__(KILN.kiln_send))dlvsym(library, "kiln_send", "KILN_1.11")) != NULL;
  found += (KILN.kiln_recv = (__typeof__(KILN.kiln_recv))dlvsym(library, "kiln_recv", "KILN_1.11")) != NULL;
  return found;
}

static ErlNifResourceType* KN_RT_kiln_tensor;

static void kn_dtor_kiln_tensor(ErlNifEnv* env, void* obj) {
  (void)env;
  kn_kiln_tensor_res* res = obj;
  if (res->handle && KILN.kiln_tensor_release) KILN.kiln_tensor_release(res->handle);
}

kn_kiln_tensor_res* kn_alloc_kiln_tensor(kiln_tensor handle) {
  kn_kiln_tensor_res* res = enif_alloc_resource(KN_RT_kiln_tensor, sizeof *res);
  if (res) res->handle = handle;
  return res;
}

ERL_NIF_TERM kn_make_kiln_tensor(ErlNifEnv* env, kiln_tensor handle) {
  kn_kiln_tensor_res* res = kn_alloc_kiln_tensor(handle);
  if (!res) return enif_make_atom(env, "nil");
  ERL_NIF_TERM term = enif_make_resource(env, res);
  enif_release_resource(res); /* the term owns it now */
  return term;
}

int kn_acquire_kiln_tensor(ErlNifEnv* env, ERL_NIF_TERM term, kiln_tensor* out, int nullable) {
  kn_kiln_tensor_res* res;
  if (nullable && enif_is_identical(term, enif_make_atom(env, "nil"))) { *out = NULL; return KN_OK; }
  if (!enif_get_resource(env, term, KN_RT_kiln_tensor, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_tensor handle = res->handle;
  if (handle && KILN.kiln_tensor_retain(handle) != KILN_STATUS_OK) handle = NULL;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

void kn_drop_kiln_tensor(kiln_tensor handle) {
  if (handle) KILN.kiln_tensor_release(handle);
}

kn_kiln_tensor_res* kn_get_kiln_tensor_res(ErlNifEnv* env, ERL_NIF_TERM term) {
  kn_kiln_tensor_res* res;
  return enif_get_resource(env, term, KN_RT_kiln_tensor, (void**)&res) ? res : NULL;
}

int kn_take_kiln_tensor(ErlNifEnv* env, ERL_NIF_TERM term, kiln_tensor* out) {
  kn_kiln_tensor_res* res;
  if (!enif_get_resource(env, term, KN_RT_kiln_tensor, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_tensor handle = res->handle;
  res->handle = NULL;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

int kn_acquire_kiln_tensor_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_tensor** items, size_t* count) {
  unsigned length;
  ERL_NIF_TERM head, tail = list;
  if (!enif_get_list_length(env, list, &length)) return KN_BADARG;
  kiln_tensor* got = enif_alloc(sizeof *got * (length ? length : 1));
  if (!got) return KN_BADARG;
  for (unsigned i = 0; i < length; i++) {
    enif_get_list_cell(env, tail, &head, &tail);
    int rc = kn_acquire_kiln_tensor(env, head, &got[i], 0);
    if (rc != KN_OK) { kn_drop_kiln_tensor_list(got, i); return rc; }
  }
  *items = got;
  *count = length;
  return KN_OK;
}

void kn_drop_kiln_tensor_list(kiln_tensor* items, size_t count) {
  if (!items) return;
  for (size_t i = 0; i < count; i++) kn_drop_kiln_tensor(items[i]);
  enif_free(items);
}

ERL_NIF_TERM kn_make_kiln_tensor_list(ErlNifEnv* env, const kiln_tensor* items, size_t count) {
  ERL_NIF_TERM list = enif_make_list(env, 0);
  for (size_t i = count; i > 0; i--) list = enif_make_list_cell(env, kn_make_kiln_tensor(env, items[i - 1]), list);
  return list;
}

static ErlNifResourceType* KN_RT_kiln_device;

static void kn_dtor_kiln_device(ErlNifEnv* env, void* obj) {
  (void)env;
  (void)obj; /* kiln_device needs no release */
}

kn_kiln_device_res* kn_alloc_kiln_device(kiln_device handle) {
  kn_kiln_device_res* res = enif_alloc_resource(KN_RT_kiln_device, sizeof *res);
  if (res) res->handle = handle;
  return res;
}

ERL_NIF_TERM kn_make_kiln_device(ErlNifEnv* env, kiln_device handle) {
  kn_kiln_device_res* res = kn_alloc_kiln_device(handle);
  if (!res) return enif_make_atom(env, "nil");
  ERL_NIF_TERM term = enif_make_resource(env, res);
  enif_release_resource(res); /* the term owns it now */
  return term;
}

int kn_acquire_kiln_device(ErlNifEnv* env, ERL_NIF_TERM term, kiln_device* out, int nullable) {
  kn_kiln_device_res* res;
  if (nullable && enif_is_identical(term, enif_make_atom(env, "nil"))) { *out = NULL; return KN_OK; }
  if (!enif_get_resource(env, term, KN_RT_kiln_device, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_device handle = res->handle;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

void kn_drop_kiln_device(kiln_device handle) {
  (void)handle;
}

kn_kiln_device_res* kn_get_kiln_device_res(ErlNifEnv* env, ERL_NIF_TERM term) {
  kn_kiln_device_res* res;
  return enif_get_resource(env, term, KN_RT_kiln_device, (void**)&res) ? res : NULL;
}

int kn_take_kiln_device(ErlNifEnv* env, ERL_NIF_TERM term, kiln_device* out) {
  kn_kiln_device_res* res;
  if (!enif_get_resource(env, term, KN_RT_kiln_device, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_device handle = res->handle;
  res->handle = NULL;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

int kn_acquire_kiln_device_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_device** items, size_t* count) {
  unsigned length;
  ERL_NIF_TERM head, tail = list;
  if (!enif_get_list_length(env, list, &length)) return KN_BADARG;
  kiln_device* got = enif_alloc(sizeof *got * (length ? length : 1));
  if (!got) return KN_BADARG;
  for (unsigned i = 0; i < length; i++) {
    enif_get_list_cell(env, tail, &head, &tail);
    int rc = kn_acquire_kiln_device(env, head, &got[i], 0);
    if (rc != KN_OK) { kn_drop_kiln_device_list(got, i); return rc; }
  }
  *items = got;
  *count = length;
  return KN_OK;
}

void kn_drop_kiln_device_list(kiln_device* items, size_t count) {
  if (!items) return;
  for (size_t i = 0; i < count; i++) kn_drop_kiln_device(items[i]);
  enif_free(items);
}

ERL_NIF_TERM kn_make_kiln_device_list(ErlNifEnv* env, const kiln_device* items, size_t count) {
  ERL_NIF_TERM list = enif_make_list(env, 0);
  for (size_t i = count; i > 0; i--) list = enif_make_list_cell(env, kn_make_kiln_device(env, items[i - 1]), list);
  return list;
}

static ErlNifResourceType* KN_RT_kiln_borrow;

static void kn_dtor_kiln_borrow(ErlNifEnv* env, void* obj) {
  (void)env;
  kn_kiln_borrow_res* res = obj;
  if (res->handle && KILN.kiln_borrow_release) KILN.kiln_borrow_release(res->handle);
}

kn_kiln_borrow_res* kn_alloc_kiln_borrow(kiln_borrow handle) {
  kn_kiln_borrow_res* res = enif_alloc_resource(KN_RT_kiln_borrow, sizeof *res);
  if (res) res->handle = handle;
  return res;
}

ERL_NIF_TERM kn_make_kiln_borrow(ErlNifEnv* env, kiln_borrow handle) {
  kn_kiln_borrow_res* res = kn_alloc_kiln_borrow(handle);
  if (!res) return enif_make_atom(env, "nil");
  ERL_NIF_TERM term = enif_make_resource(env, res);
  enif_release_resource(res); /* the term owns it now */
  return term;
}

int kn_acquire_kiln_borrow(ErlNifEnv* env, ERL_NIF_TERM term, kiln_borrow* out, int nullable) {
  kn_kiln_borrow_res* res;
  if (nullable && enif_is_identical(term, enif_make_atom(env, "nil"))) { *out = NULL; return KN_OK; }
  if (!enif_get_resource(env, term, KN_RT_kiln_borrow, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_borrow handle = res->handle;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

void kn_drop_kiln_borrow(kiln_borrow handle) {
  (void)handle;
}

kn_kiln_borrow_res* kn_get_kiln_borrow_res(ErlNifEnv* env, ERL_NIF_TERM term) {
  kn_kiln_borrow_res* res;
  return enif_get_resource(env, term, KN_RT_kiln_borrow, (void**)&res) ? res : NULL;
}

int kn_take_kiln_borrow(ErlNifEnv* env, ERL_NIF_TERM term, kiln_borrow* out) {
  kn_kiln_borrow_res* res;
  if (!enif_get_resource(env, term, KN_RT_kiln_borrow, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_borrow handle = res->handle;
  res->handle = NULL;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

int kn_acquire_kiln_borrow_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_borrow** items, size_t* count) {
  unsigned length;
  ERL_NIF_TERM head, tail = list;
  if (!enif_get_list_length(env, list, &length)) return KN_BADARG;
  kiln_borrow* got = enif_alloc(sizeof *got * (length ? length : 1));
  if (!got) return KN_BADARG;
  for (unsigned i = 0; i < length; i++) {
    enif_get_list_cell(env, tail, &head, &tail);
    int rc = kn_acquire_kiln_borrow(env, head, &got[i], 0);
    if (rc != KN_OK) { kn_drop_kiln_borrow_list(got, i); return rc; }
  }
  *items = got;
  *count = length;
  return KN_OK;
}

void kn_drop_kiln_borrow_list(kiln_borrow* items, size_t count) {
  if (!items) return;
  for (size_t i = 0; i < count; i++) kn_drop_kiln_borrow(items[i]);
  enif_free(items);
}

ERL_NIF_TERM kn_make_kiln_borrow_list(ErlNifEnv* env, const kiln_borrow* items, size_t count) {
  ERL_NIF_TERM list = enif_make_list(env, 0);
  for (size_t i = count; i > 0; i--) list = enif_make_list_cell(env, kn_make_kiln_borrow(env, items[i - 1]), list);
  return list;
}

static ErlNifResourceType* KN_RT_kiln_stream;

static void kn_dtor_kiln_stream(ErlNifEnv* env, void* obj) {
  (void)env;
  kn_kiln_stream_res* res = obj;
  if (res->handle && KILN.kiln_stream_release) KILN.kiln_stream_release(res->handle);
}

kn_kiln_stream_res* kn_alloc_kiln_stream(kiln_stream handle) {
  kn_kiln_stream_res* res = enif_alloc_resource(KN_RT_kiln_stream, sizeof *res);
  if (res) res->handle = handle;
  return res;
}

ERL_NIF_TERM kn_make_kiln_stream(ErlNifEnv* env, kiln_stream handle) {
  kn_kiln_stream_res* res = kn_alloc_kiln_stream(handle);
  if (!res) return enif_make_atom(env, "nil");
  ERL_NIF_TERM term = enif_make_resource(env, res);
  enif_release_resource(res); /* the term owns it now */
  return term;
}

int kn_acquire_kiln_stream(ErlNifEnv* env, ERL_NIF_TERM term, kiln_stream* out, int nullable) {
  kn_kiln_stream_res* res;
  if (nullable && enif_is_identical(term, enif_make_atom(env, "nil"))) { *out = NULL; return KN_OK; }
  if (!enif_get_resource(env, term, KN_RT_kiln_stream, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_stream handle = res->handle;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

void kn_drop_kiln_stream(kiln_stream handle) {
  (void)handle;
}

kn_kiln_stream_res* kn_get_kiln_stream_res(ErlNifEnv* env, ERL_NIF_TERM term) {
  kn_kiln_stream_res* res;
  return enif_get_resource(env, term, KN_RT_kiln_stream, (void**)&res) ? res : NULL;
}

int kn_take_kiln_stream(ErlNifEnv* env, ERL_NIF_TERM term, kiln_stream* out) {
  kn_kiln_stream_res* res;
  if (!enif_get_resource(env, term, KN_RT_kiln_stream, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_stream handle = res->handle;
  res->handle = NULL;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

int kn_acquire_kiln_stream_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_stream** items, size_t* count) {
  unsigned length;
  ERL_NIF_TERM head, tail = list;
  if (!enif_get_list_length(env, list, &length)) return KN_BADARG;
  kiln_stream* got = enif_alloc(sizeof *got * (length ? length : 1));
  if (!got) return KN_BADARG;
  for (unsigned i = 0; i < length; i++) {
    enif_get_list_cell(env, tail, &head, &tail);
    int rc = kn_acquire_kiln_stream(env, head, &got[i], 0);
    if (rc != KN_OK) { kn_drop_kiln_stream_list(got, i); return rc; }
  }
  *items = got;
  *count = length;
  return KN_OK;
}

void kn_drop_kiln_stream_list(kiln_stream* items, size_t count) {
  if (!items) return;
  for (size_t i = 0; i < count; i++) kn_drop_kiln_stream(items[i]);
  enif_free(items);
}

ERL_NIF_TERM kn_make_kiln_stream_list(ErlNifEnv* env, const kiln_stream* items, size_t count) {
  ERL_NIF_TERM list = enif_make_list(env, 0);
  for (size_t i = count; i > 0; i--) list = enif_make_list_cell(env, kn_make_kiln_stream(env, items[i - 1]), list);
  return list;
}

static ErlNifResourceType* KN_RT_kiln_function;

static void kn_dtor_kiln_function(ErlNifEnv* env, void* obj) {
  (void)env;
  kn_kiln_function_res* res = obj;
  if (res->handle && KILN.kiln_function_release) KILN.kiln_function_release(res->handle);
}

kn_kiln_function_res* kn_alloc_kiln_function(kiln_function handle) {
  kn_kiln_function_res* res = enif_alloc_resource(KN_RT_kiln_function, sizeof *res);
  if (res) res->handle = handle;
  return res;
}

ERL_NIF_TERM kn_make_kiln_function(ErlNifEnv* env, kiln_function handle) {
  kn_kiln_function_res* res = kn_alloc_kiln_function(handle);
  if (!res) return enif_make_atom(env, "nil");
  ERL_NIF_TERM term = enif_make_resource(env, res);
  enif_release_resource(res); /* the term owns it now */
  return term;
}

int kn_acquire_kiln_function(ErlNifEnv* env, ERL_NIF_TERM term, kiln_function* out, int nullable) {
  kn_kiln_function_res* res;
  if (nullable && enif_is_identical(term, enif_make_atom(env, "nil"))) { *out = NULL; return KN_OK; }
  if (!enif_get_resource(env, term, KN_RT_kiln_function, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_function handle = res->handle;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

void kn_drop_kiln_function(kiln_function handle) {
  (void)handle;
}

kn_kiln_function_res* kn_get_kiln_function_res(ErlNifEnv* env, ERL_NIF_TERM term) {
  kn_kiln_function_res* res;
  return enif_get_resource(env, term, KN_RT_kiln_function, (void**)&res) ? res : NULL;
}

int kn_take_kiln_function(ErlNifEnv* env, ERL_NIF_TERM term, kiln_function* out) {
  kn_kiln_function_res* res;
  if (!enif_get_resource(env, term, KN_RT_kiln_function, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_function handle = res->handle;
  res->handle = NULL;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

int kn_acquire_kiln_function_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_function** items, size_t* count) {
  unsigned length;
  ERL_NIF_TERM head, tail = list;
  if (!enif_get_list_length(env, list, &length)) return KN_BADARG;
  kiln_function* got = enif_alloc(sizeof *got * (length ? length : 1));
  if (!got) return KN_BADARG;
  for (unsigned i = 0; i < length; i++) {
    enif_get_list_cell(env, tail, &head, &tail);
    int rc = kn_acquire_kiln_function(env, head, &got[i], 0);
    if (rc != KN_OK) { kn_drop_kiln_function_list(got, i); return rc; }
  }
  *items = got;
  *count = length;
  return KN_OK;
}

void kn_drop_kiln_function_list(kiln_function* items, size_t count) {
  if (!items) return;
  for (size_t i = 0; i < count; i++) kn_drop_kiln_function(items[i]);
  enif_free(items);
}

ERL_NIF_TERM kn_make_kiln_function_list(ErlNifEnv* env, const kiln_function* items, size_t count) {
  ERL_NIF_TERM list = enif_make_list(env, 0);
  for (size_t i = count; i > 0; i--) list = enif_make_list_cell(env, kn_make_kiln_function(env, items[i - 1]), list);
  return list;
}

static ErlNifResourceType* KN_RT_kiln_group;

static void kn_dtor_kiln_group(ErlNifEnv* env, void* obj) {
  (void)env;
  kn_kiln_group_res* res = obj;
  if (res->handle && KILN.kiln_group_release) KILN.kiln_group_release(res->handle);
}

kn_kiln_group_res* kn_alloc_kiln_group(kiln_group handle) {
  kn_kiln_group_res* res = enif_alloc_resource(KN_RT_kiln_group, sizeof *res);
  if (res) res->handle = handle;
  return res;
}

ERL_NIF_TERM kn_make_kiln_group(ErlNifEnv* env, kiln_group handle) {
  kn_kiln_group_res* res = kn_alloc_kiln_group(handle);
  if (!res) return enif_make_atom(env, "nil");
  ERL_NIF_TERM term = enif_make_resource(env, res);
  enif_release_resource(res); /* the term owns it now */
  return term;
}

int kn_acquire_kiln_group(ErlNifEnv* env, ERL_NIF_TERM term, kiln_group* out, int nullable) {
  kn_kiln_group_res* res;
  if (nullable && enif_is_identical(term, enif_make_atom(env, "nil"))) { *out = NULL; return KN_OK; }
  if (!enif_get_resource(env, term, KN_RT_kiln_group, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_group handle = res->handle;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

void kn_drop_kiln_group(kiln_group handle) {
  (void)handle;
}

kn_kiln_group_res* kn_get_kiln_group_res(ErlNifEnv* env, ERL_NIF_TERM term) {
  kn_kiln_group_res* res;
  return enif_get_resource(env, term, KN_RT_kiln_group, (void**)&res) ? res : NULL;
}

int kn_take_kiln_group(ErlNifEnv* env, ERL_NIF_TERM term, kiln_group* out) {
  kn_kiln_group_res* res;
  if (!enif_get_resource(env, term, KN_RT_kiln_group, (void**)&res)) return KN_BADARG;
  kn_lock(res);
  kiln_group handle = res->handle;
  res->handle = NULL;
  kn_unlock(res);
  if (!handle) return KN_RELEASED;
  *out = handle;
  return KN_OK;
}

int kn_acquire_kiln_group_list(ErlNifEnv* env, ERL_NIF_TERM list, kiln_group** items, size_t* count) {
  unsigned length;
  ERL_NIF_TERM head, tail = list;
  if (!enif_get_list_length(env, list, &length)) return KN_BADARG;
  kiln_group* got = enif_alloc(sizeof *got * (length ? length : 1));
  if (!got) return KN_BADARG;
  for (unsigned i = 0; i < length; i++) {
    enif_get_list_cell(env, tail, &head, &tail);
    int rc = kn_acquire_kiln_group(env, head, &got[i], 0);
    if (rc != KN_OK) { kn_drop_kiln_group_list(got, i); return rc; }
  }
  *items = got;
  *count = length;
  return KN_OK;
}

void kn_drop_kiln_group_list(kiln_group* items, size_t count) {
  if (!items) return;
  for (size_t i = 0; i < count; i++) kn_drop_kiln_group(items[i]);
  enif_free(items);
}

ERL_NIF_TERM kn_make_kiln_group_list(ErlNifEnv* env, const kiln_group* items, size_t count) {
  ERL_NIF_TERM list = enif_make_list(env, 0);
  for (size_t i = count; i > 0; i--) list = enif_make_list_cell(env, kn_make_kiln_group(env, items[i - 1]), list);
  return list;
}

static ErlNifResourceType* KN_RT_DLManagedTensorVersioned;

static void kn_dtor_DLManagedTensorVersioned(ErlNifEnv* env, void* obj) {
  (void)env;
  kn_DLManagedTensorVersioned_res* res = obj;
  /* Still ours (never handed to an import): end it as its producer asks. */
  if (res->pointer && res->pointer->deleter) res->pointer->deleter(res->pointer);
}

ERL_NIF_TERM kn_make_DLManagedTensorVersioned(ErlNifEnv* env, DLManagedTensorVersioned* pointer) {
  kn_DLManagedTensorVersioned_res* res = enif_alloc_resource(KN_RT_DLManagedTensorVersioned, sizeof *res);
  if (!res) return enif_make_atom(env, "nil");
  res->pointer = pointer;
  ERL_NIF_TERM term = enif_make_resource(env, res);
  enif_release_resource(res);
  return term;
}

kn_DLManagedTensorVersioned_res* kn_get_DLManagedTensorVersioned_res(ErlNifEnv* env, ERL_NIF_TERM term) {
  kn_DLManagedTensorVersioned_res* res;
  return enif_get_resource(env, term, KN_RT_DLManagedTensorVersioned, (void**)&res) ? res : NULL;
}

static ErlNifResourceType* KN_RT_DLManagedTensor;

static void kn_dtor_DLManagedTensor(ErlNifEnv* env, void* obj) {
  (void)env;
  kn_DLManagedTensor_res* res = obj;
  /* Still ours (never handed to an import): end it as its producer asks. */
  if (res->pointer && res->pointer->deleter) res->pointer->deleter(res->pointer);
}

ERL_NIF_TERM kn_make_DLManagedTensor(ErlNifEnv* env, DLManagedTensor* pointer) {
  kn_DLManagedTensor_res* res = enif_alloc_resource(KN_RT_DLManagedTensor, sizeof *res);
  if (!res) return enif_make_atom(env, "nil");
  res->pointer = pointer;
  ERL_NIF_TERM term = enif_make_resource(env, res);
  enif_release_resource(res);
  return term;
}

kn_DLManagedTensor_res* kn_get_DLManagedTensor_res(ErlNifEnv* env, ERL_NIF_TERM term) {
  kn_DLManagedTensor_res* res;
  return enif_get_resource(env, term, KN_RT_DLManagedTensor, (void**)&res) ? res : NULL;
}

int kn_open_resource_types(ErlNifEnv* env) {
  KN_RT_kiln_tensor = enif_open_resource_type(env, NULL, "kiln_tensor", kn_dtor_kiln_tensor, ERL_NIF_RT_CREATE, NULL);
  if (!KN_RT_kiln_tensor) return 0;
  KN_RT_kiln_device = enif_open_resource_type(env, NULL, "kiln_device", kn_dtor_kiln_device, ERL_NIF_RT_CREATE, NULL);
  if (!KN_RT_kiln_device) return 0;
  KN_RT_kiln_borrow = enif_open_resource_type(env, NULL, "kiln_borrow", kn_dtor_kiln_borrow, ERL_NIF_RT_CREATE, NULL);
  if (!KN_RT_kiln_borrow) return 0;
  KN_RT_kiln_stream = enif_open_resource_type(env, NULL, "kiln_stream", kn_dtor_kiln_stream, ERL_NIF_RT_CREATE, NULL);
  if (!KN_RT_kiln_stream) return 0;
  KN_RT_kiln_function = enif_open_resource_type(env, NULL, "kiln_function", kn_dtor_kiln_function, ERL_NIF_RT_CREATE, NULL);
  if (!KN_RT_kiln_function) return 0;
  KN_RT_kiln_group = enif_open_resource_type(env, NULL, "kiln_group", kn_dtor_kiln_group, ERL_NIF_RT_CREATE, NULL);
  if (!KN_RT_kiln_group) return 0;
  KN_RT_DLManagedTensorVersioned = enif_open_resource_type(env, NULL, "DLManagedTensorVersioned", kn_dtor_DLManagedTensorVersioned, ERL_NIF_RT_CREATE, NULL);
  if (!KN_RT_DLManagedTensorVersioned) return 0;
  KN_RT_DLManagedTensor = enif_open_resource_type(env, NULL, "DLManagedTensor", kn_dtor_DLManagedTensor, ERL_NIF_RT_CREATE, NULL);
  if (!KN_RT_DLManagedTensor) return 0;
  return 1;
}

int kn_dec_kiln_status(ErlNifEnv* env, ERL_NIF_TERM term, kiln_status* out) {
  int number;
  char name[20];
  if (enif_get_int(env, term, &number)) { *out = (kiln_status)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "ok")) { *out = KILN_STATUS_OK; return 1; }
  if (!strcmp(name, "invalid_argument")) { *out = KILN_STATUS_INVALID_ARGUMENT; return 1; }
  if (!strcmp(name, "invalid_handle")) { *out = KILN_STATUS_INVALID_HANDLE; return 1; }
  if (!strcmp(name, "shape_mismatch")) { *out = KILN_STATUS_SHAPE_MISMATCH; return 1; }
  if (!strcmp(name, "unsupported_dtype")) { *out = KILN_STATUS_UNSUPPORTED_DTYPE; return 1; }
  if (!strcmp(name, "unsupported")) { *out = KILN_STATUS_UNSUPPORTED; return 1; }
  if (!strcmp(name, "out_of_memory")) { *out = KILN_STATUS_OUT_OF_MEMORY; return 1; }
  if (!strcmp(name, "device_error")) { *out = KILN_STATUS_DEVICE_ERROR; return 1; }
  if (!strcmp(name, "index_out_of_range")) { *out = KILN_STATUS_INDEX_OUT_OF_RANGE; return 1; }
  if (!strcmp(name, "internal")) { *out = KILN_STATUS_INTERNAL; return 1; }
  if (!strcmp(name, "non_finite")) { *out = KILN_STATUS_NON_FINITE; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_status(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_STATUS_OK: return enif_make_atom(env, "ok");
    case KILN_STATUS_INVALID_ARGUMENT: return enif_make_atom(env, "invalid_argument");
    case KILN_STATUS_INVALID_HANDLE: return enif_make_atom(env, "invalid_handle");
    case KILN_STATUS_SHAPE_MISMATCH: return enif_make_atom(env, "shape_mismatch");
    case KILN_STATUS_UNSUPPORTED_DTYPE: return enif_make_atom(env, "unsupported_dtype");
    case KILN_STATUS_UNSUPPORTED: return enif_make_atom(env, "unsupported");
    case KILN_STATUS_OUT_OF_MEMORY: return enif_make_atom(env, "out_of_memory");
    case KILN_STATUS_DEVICE_ERROR: return enif_make_atom(env, "device_error");
    case KILN_STATUS_INDEX_OUT_OF_RANGE: return enif_make_atom(env, "index_out_of_range");
    case KILN_STATUS_INTERNAL: return enif_make_atom(env, "internal");
    case KILN_STATUS_NON_FINITE: return enif_make_atom(env, "non_finite");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_dtype(ErlNifEnv* env, ERL_NIF_TERM term, kiln_dtype* out) {
  int number;
  char name[15];
  if (enif_get_int(env, term, &number)) { *out = (kiln_dtype)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "bool")) { *out = KILN_DTYPE_BOOL; return 1; }
  if (!strcmp(name, "int8")) { *out = KILN_DTYPE_INT8; return 1; }
  if (!strcmp(name, "int16")) { *out = KILN_DTYPE_INT16; return 1; }
  if (!strcmp(name, "int32")) { *out = KILN_DTYPE_INT32; return 1; }
  if (!strcmp(name, "int64")) { *out = KILN_DTYPE_INT64; return 1; }
  if (!strcmp(name, "uint8")) { *out = KILN_DTYPE_UINT8; return 1; }
  if (!strcmp(name, "uint16")) { *out = KILN_DTYPE_UINT16; return 1; }
  if (!strcmp(name, "uint32")) { *out = KILN_DTYPE_UINT32; return 1; }
  if (!strcmp(name, "uint64")) { *out = KILN_DTYPE_UINT64; return 1; }
  if (!strcmp(name, "float16")) { *out = KILN_DTYPE_FLOAT16; return 1; }
  if (!strcmp(name, "bfloat16")) { *out = KILN_DTYPE_BFLOAT16; return 1; }
  if (!strcmp(name, "float32")) { *out = KILN_DTYPE_FLOAT32; return 1; }
  if (!strcmp(name, "float64")) { *out = KILN_DTYPE_FLOAT64; return 1; }
  if (!strcmp(name, "complex64")) { *out = KILN_DTYPE_COMPLEX64; return 1; }
  if (!strcmp(name, "complex128")) { *out = KILN_DTYPE_COMPLEX128; return 1; }
  if (!strcmp(name, "float8_e5m2")) { *out = KILN_DTYPE_FLOAT8_E5M2; return 1; }
  if (!strcmp(name, "float8_e4m3fn")) { *out = KILN_DTYPE_FLOAT8_E4M3FN; return 1; }
  if (!strcmp(name, "int2")) { *out = KILN_DTYPE_INT2; return 1; }
  if (!strcmp(name, "int4")) { *out = KILN_DTYPE_INT4; return 1; }
  if (!strcmp(name, "uint2")) { *out = KILN_DTYPE_UINT2; return 1; }
  if (!strcmp(name, "uint4")) { *out = KILN_DTYPE_UINT4; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_dtype(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_DTYPE_BOOL: return enif_make_atom(env, "bool");
    case KILN_DTYPE_INT8: return enif_make_atom(env, "int8");
    case KILN_DTYPE_INT16: return enif_make_atom(env, "int16");
    case KILN_DTYPE_INT32: return enif_make_atom(env, "int32");
    case KILN_DTYPE_INT64: return enif_make_atom(env, "int64");
    case KILN_DTYPE_UINT8: return enif_make_atom(env, "uint8");
    case KILN_DTYPE_UINT16: return enif_make_atom(env, "uint16");
    case KILN_DTYPE_UINT32: return enif_make_atom(env, "uint32");
    case KILN_DTYPE_UINT64: return enif_make_atom(env, "uint64");
    case KILN_DTYPE_FLOAT16: return enif_make_atom(env, "float16");
    case KILN_DTYPE_BFLOAT16: return enif_make_atom(env, "bfloat16");
    case KILN_DTYPE_FLOAT32: return enif_make_atom(env, "float32");
    case KILN_DTYPE_FLOAT64: return enif_make_atom(env, "float64");
    case KILN_DTYPE_COMPLEX64: return enif_make_atom(env, "complex64");
    case KILN_DTYPE_COMPLEX128: return enif_make_atom(env, "complex128");
    case KILN_DTYPE_FLOAT8_E5M2: return enif_make_atom(env, "float8_e5m2");
    case KILN_DTYPE_FLOAT8_E4M3FN: return enif_make_atom(env, "float8_e4m3fn");
    case KILN_DTYPE_INT2: return enif_make_atom(env, "int2");
    case KILN_DTYPE_INT4: return enif_make_atom(env, "int4");
    case KILN_DTYPE_UINT2: return enif_make_atom(env, "uint2");
    case KILN_DTYPE_UINT4: return enif_make_atom(env, "uint4");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_device_kind(ErlNifEnv* env, ERL_NIF_TERM term, kiln_device_kind* out) {
  int number;
  char name[8];
  if (enif_get_int(env, term, &number)) { *out = (kiln_device_kind)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "cpu")) { *out = KILN_DEVICE_CPU; return 1; }
  if (!strcmp(name, "vulkan")) { *out = KILN_DEVICE_VULKAN; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_device_kind(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_DEVICE_CPU: return enif_make_atom(env, "cpu");
    case KILN_DEVICE_VULKAN: return enif_make_atom(env, "vulkan");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_dlpack_copy(ErlNifEnv* env, ERL_NIF_TERM term, kiln_dlpack_copy* out) {
  int number;
  char name[11];
  if (enif_get_int(env, term, &number)) { *out = (kiln_dlpack_copy)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "if_needed")) { *out = KILN_DLPACK_COPY_IF_NEEDED; return 1; }
  if (!strcmp(name, "never")) { *out = KILN_DLPACK_COPY_NEVER; return 1; }
  if (!strcmp(name, "always")) { *out = KILN_DLPACK_COPY_ALWAYS; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_dlpack_copy(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_DLPACK_COPY_IF_NEEDED: return enif_make_atom(env, "if_needed");
    case KILN_DLPACK_COPY_NEVER: return enif_make_atom(env, "never");
    case KILN_DLPACK_COPY_ALWAYS: return enif_make_atom(env, "always");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_event_kind(ErlNifEnv* env, ERL_NIF_TERM term, kiln_event_kind* out) {
  int number;
  char name[15];
  if (enif_get_int(env, term, &number)) { *out = (kiln_event_kind)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "eval")) { *out = KILN_EVENT_EVAL; return 1; }
  if (!strcmp(name, "read")) { *out = KILN_EVENT_READ; return 1; }
  if (!strcmp(name, "transfer")) { *out = KILN_EVENT_TRANSFER; return 1; }
  if (!strcmp(name, "dlpack_export")) { *out = KILN_EVENT_DLPACK_EXPORT; return 1; }
  if (!strcmp(name, "dlpack_import")) { *out = KILN_EVENT_DLPACK_IMPORT; return 1; }
  if (!strcmp(name, "fallback")) { *out = KILN_EVENT_FALLBACK; return 1; }
  if (!strcmp(name, "allocation")) { *out = KILN_EVENT_ALLOCATION; return 1; }
  if (!strcmp(name, "fusion")) { *out = KILN_EVENT_FUSION; return 1; }
  if (!strcmp(name, "collective")) { *out = KILN_EVENT_COLLECTIVE; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_event_kind(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_EVENT_EVAL: return enif_make_atom(env, "eval");
    case KILN_EVENT_READ: return enif_make_atom(env, "read");
    case KILN_EVENT_TRANSFER: return enif_make_atom(env, "transfer");
    case KILN_EVENT_DLPACK_EXPORT: return enif_make_atom(env, "dlpack_export");
    case KILN_EVENT_DLPACK_IMPORT: return enif_make_atom(env, "dlpack_import");
    case KILN_EVENT_FALLBACK: return enif_make_atom(env, "fallback");
    case KILN_EVENT_ALLOCATION: return enif_make_atom(env, "allocation");
    case KILN_EVENT_FUSION: return enif_make_atom(env, "fusion");
    case KILN_EVENT_COLLECTIVE: return enif_make_atom(env, "collective");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_event_phase(ErlNifEnv* env, ERL_NIF_TERM term, kiln_event_phase* out) {
  int number;
  char name[7];
  if (enif_get_int(env, term, &number)) { *out = (kiln_event_phase)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "start")) { *out = KILN_EVENT_START; return 1; }
  if (!strcmp(name, "stop")) { *out = KILN_EVENT_STOP; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_event_phase(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_EVENT_START: return enif_make_atom(env, "start");
    case KILN_EVENT_STOP: return enif_make_atom(env, "stop");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_debug_flag(ErlNifEnv* env, ERL_NIF_TERM term, kiln_debug_flag* out) {
  int number;
  char name[8];
  if (enif_get_int(env, term, &number)) { *out = (kiln_debug_flag)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "bounds")) { *out = KILN_DEBUG_BOUNDS; return 1; }
  if (!strcmp(name, "nan")) { *out = KILN_DEBUG_NAN; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_debug_flag(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_DEBUG_BOUNDS: return enif_make_atom(env, "bounds");
    case KILN_DEBUG_NAN: return enif_make_atom(env, "nan");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_fallback_policy(ErlNifEnv* env, ERL_NIF_TERM term, kiln_fallback_policy* out) {
  int number;
  char name[7];
  if (enif_get_int(env, term, &number)) { *out = (kiln_fallback_policy)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "allow")) { *out = KILN_FALLBACK_ALLOW; return 1; }
  if (!strcmp(name, "error")) { *out = KILN_FALLBACK_ERROR; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_fallback_policy(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_FALLBACK_ALLOW: return enif_make_atom(env, "allow");
    case KILN_FALLBACK_ERROR: return enif_make_atom(env, "error");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_op_support(ErlNifEnv* env, ERL_NIF_TERM term, kiln_op_support* out) {
  int number;
  char name[10];
  if (enif_get_int(env, term, &number)) { *out = (kiln_op_support)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "native")) { *out = KILN_SUPPORT_NATIVE; return 1; }
  if (!strcmp(name, "fallback")) { *out = KILN_SUPPORT_FALLBACK; return 1; }
  if (!strcmp(name, "none")) { *out = KILN_SUPPORT_NONE; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_op_support(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_SUPPORT_NATIVE: return enif_make_atom(env, "native");
    case KILN_SUPPORT_FALLBACK: return enif_make_atom(env, "fallback");
    case KILN_SUPPORT_NONE: return enif_make_atom(env, "none");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_matrix_norm(ErlNifEnv* env, ERL_NIF_TERM term, kiln_matrix_norm* out) {
  int number;
  char name[9];
  if (enif_get_int(env, term, &number)) { *out = (kiln_matrix_norm)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "fro")) { *out = KILN_NORM_FRO; return 1; }
  if (!strcmp(name, "nuc")) { *out = KILN_NORM_NUC; return 1; }
  if (!strcmp(name, "one")) { *out = KILN_NORM_ONE; return 1; }
  if (!strcmp(name, "neg_one")) { *out = KILN_NORM_NEG_ONE; return 1; }
  if (!strcmp(name, "two")) { *out = KILN_NORM_TWO; return 1; }
  if (!strcmp(name, "neg_two")) { *out = KILN_NORM_NEG_TWO; return 1; }
  if (!strcmp(name, "inf")) { *out = KILN_NORM_INF; return 1; }
  if (!strcmp(name, "neg_inf")) { *out = KILN_NORM_NEG_INF; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_matrix_norm(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_NORM_FRO: return enif_make_atom(env, "fro");
    case KILN_NORM_NUC: return enif_make_atom(env, "nuc");
    case KILN_NORM_ONE: return enif_make_atom(env, "one");
    case KILN_NORM_NEG_ONE: return enif_make_atom(env, "neg_one");
    case KILN_NORM_TWO: return enif_make_atom(env, "two");
    case KILN_NORM_NEG_TWO: return enif_make_atom(env, "neg_two");
    case KILN_NORM_INF: return enif_make_atom(env, "inf");
    case KILN_NORM_NEG_INF: return enif_make_atom(env, "neg_inf");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

int kn_dec_kiln_fft_norm(ErlNifEnv* env, ERL_NIF_TERM term, kiln_fft_norm* out) {
  int number;
  char name[10];
  if (enif_get_int(env, term, &number)) { *out = (kiln_fft_norm)number; return 1; }
  if (enif_get_atom(env, term, name, sizeof name, ERL_NIF_LATIN1) <= 0) return 0;
  if (!strcmp(name, "backward")) { *out = KILN_FFT_NORM_BACKWARD; return 1; }
  if (!strcmp(name, "ortho")) { *out = KILN_FFT_NORM_ORTHO; return 1; }
  if (!strcmp(name, "forward")) { *out = KILN_FFT_NORM_FORWARD; return 1; }
  return 0;
}

ERL_NIF_TERM kn_enc_kiln_fft_norm(ErlNifEnv* env, int value) {
  switch (value) {
    case KILN_FFT_NORM_BACKWARD: return enif_make_atom(env, "backward");
    case KILN_FFT_NORM_ORTHO: return enif_make_atom(env, "ortho");
    case KILN_FFT_NORM_FORWARD: return enif_make_atom(env, "forward");
    default: return enif_make_int(env, value); /* a value newer than this binding */
  }
}

/* Only fields inside s->struct_size are present (the library may know a shorter struct). */
#define KN_COVERS(type, field, size) (offsetof(type, field) + sizeof(((type*)0)->field) <= (size))

ERL_NIF_TERM kn_enc_kiln_device_info(ErlNifEnv* env, const kiln_device_info* s) {
  ERL_NIF_TERM keys[12], values[12], map;
  size_t n = 0;
  size_t known = s->struct_size < sizeof *s ? s->struct_size : sizeof *s;
  if (KN_COVERS(kiln_device_info, index, known)) { keys[n] = enif_make_atom(env, "index"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->index); }
  if (KN_COVERS(kiln_device_info, kind, known)) { keys[n] = enif_make_atom(env, "kind"); values[n++] = kn_enc_kiln_device_kind(env, (int)s->kind); }
  if (KN_COVERS(kiln_device_info, name, known)) { keys[n] = enif_make_atom(env, "name"); values[n++] = kn_make_cstring(env, s->name); }
  if (KN_COVERS(kiln_device_info, label, known)) { keys[n] = enif_make_atom(env, "label"); values[n++] = kn_make_cstring(env, s->label); }
  if (KN_COVERS(kiln_device_info, memory_bytes, known)) { keys[n] = enif_make_atom(env, "memory_bytes"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->memory_bytes); }
  if (KN_COVERS(kiln_device_info, dtype_mask, known)) { keys[n] = enif_make_atom(env, "dtype_mask"); values[n++] = enif_make_uint(env, s->dtype_mask); }
  if (KN_COVERS(kiln_device_info, host_visible, known)) { keys[n] = enif_make_atom(env, "host_visible"); values[n++] = kn_make_bool(env, s->host_visible); }
  if (KN_COVERS(kiln_device_info, cooperative_matrix, known)) { keys[n] = enif_make_atom(env, "cooperative_matrix"); values[n++] = kn_make_bool(env, s->cooperative_matrix); }
  if (KN_COVERS(kiln_device_info, subgroup_size, known)) { keys[n] = enif_make_atom(env, "subgroup_size"); values[n++] = enif_make_uint(env, s->subgroup_size); }
  if (KN_COVERS(kiln_device_info, max_buffer_range, known)) { keys[n] = enif_make_atom(env, "max_buffer_range"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->max_buffer_range); }
  if (KN_COVERS(kiln_device_info, driver_name, known)) { keys[n] = enif_make_atom(env, "driver_name"); values[n++] = kn_make_cstring(env, s->driver_name); }
  if (KN_COVERS(kiln_device_info, driver_version, known)) { keys[n] = enif_make_atom(env, "driver_version"); values[n++] = kn_make_cstring(env, s->driver_version); }
  if (!enif_make_map_from_arrays(env, keys, values, n, &map)) return enif_make_new_map(env);
  return map;
}

int kn_dec_kiln_device_info(ErlNifEnv* env, ERL_NIF_TERM map, kiln_device_info* s, const char** bad_field) {
  ERL_NIF_TERM value;
  size_t found = 0, size;
  (void)value;
  memset(s, 0, sizeof *s);
  s->struct_size = sizeof *s;
  if (!enif_get_map_size(env, map, &size)) { *bad_field = "(not a map)"; return 0; }
  if (enif_get_map_value(env, map, enif_make_atom(env, "index"), &value)) {
    if (!(kn_get_size(env, value, &s->index))) { *bad_field = "index"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "kind"), &value)) {
    if (!(kn_dec_kiln_device_kind(env, value, &s->kind))) { *bad_field = "kind"; return 0; }
    found++;
  }
  /* name (const char*): cannot be read from a map */
  /* label (const char*): cannot be read from a map */
  if (enif_get_map_value(env, map, enif_make_atom(env, "memory_bytes"), &value)) {
    if (!(kn_get_u64(env, value, &s->memory_bytes))) { *bad_field = "memory_bytes"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "dtype_mask"), &value)) {
    if (!(kn_get_u32(env, value, &s->dtype_mask))) { *bad_field = "dtype_mask"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "host_visible"), &value)) {
    if (!(kn_get_bool(env, value, &s->host_visible))) { *bad_field = "host_visible"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "cooperative_matrix"), &value)) {
    if (!(kn_get_bool(env, value, &s->cooperative_matrix))) { *bad_field = "cooperative_matrix"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "subgroup_size"), &value)) {
    if (!(kn_get_u32(env, value, &s->subgroup_size))) { *bad_field = "subgroup_size"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "max_buffer_range"), &value)) {
    if (!(kn_get_u64(env, value, &s->max_buffer_range))) { *bad_field = "max_buffer_range"; return 0; }
    found++;
  }
  /* driver_name (const char*): cannot be read from a map */
  /* driver_version (const char*): cannot be read from a map */
  if (found != size) { *bad_field = "(unknown key)"; return 0; }
  return 1;
}

ERL_NIF_TERM kn_enc_kiln_memory_stats(ErlNifEnv* env, const kiln_memory_stats* s) {
  ERL_NIF_TERM keys[5], values[5], map;
  size_t n = 0;
  size_t known = s->struct_size < sizeof *s ? s->struct_size : sizeof *s;
  if (KN_COVERS(kiln_memory_stats, active_bytes, known)) { keys[n] = enif_make_atom(env, "active_bytes"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->active_bytes); }
  if (KN_COVERS(kiln_memory_stats, peak_bytes, known)) { keys[n] = enif_make_atom(env, "peak_bytes"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->peak_bytes); }
  if (KN_COVERS(kiln_memory_stats, cached_bytes, known)) { keys[n] = enif_make_atom(env, "cached_bytes"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->cached_bytes); }
  if (KN_COVERS(kiln_memory_stats, limit_bytes, known)) { keys[n] = enif_make_atom(env, "limit_bytes"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->limit_bytes); }
  if (KN_COVERS(kiln_memory_stats, device_allocations, known)) { keys[n] = enif_make_atom(env, "device_allocations"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->device_allocations); }
  if (!enif_make_map_from_arrays(env, keys, values, n, &map)) return enif_make_new_map(env);
  return map;
}

int kn_dec_kiln_memory_stats(ErlNifEnv* env, ERL_NIF_TERM map, kiln_memory_stats* s, const char** bad_field) {
  ERL_NIF_TERM value;
  size_t found = 0, size;
  (void)value;
  memset(s, 0, sizeof *s);
  s->struct_size = sizeof *s;
  if (!enif_get_map_size(env, map, &size)) { *bad_field = "(not a map)"; return 0; }
  if (enif_get_map_value(env, map, enif_make_atom(env, "active_bytes"), &value)) {
    if (!(kn_get_u64(env, value, &s->active_bytes))) { *bad_field = "active_bytes"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "peak_bytes"), &value)) {
    if (!(kn_get_u64(env, value, &s->peak_bytes))) { *bad_field = "peak_bytes"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "cached_bytes"), &value)) {
    if (!(kn_get_u64(env, value, &s->cached_bytes))) { *bad_field = "cached_bytes"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "limit_bytes"), &value)) {
    if (!(kn_get_u64(env, value, &s->limit_bytes))) { *bad_field = "limit_bytes"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "device_allocations"), &value)) {
    if (!(kn_get_u64(env, value, &s->device_allocations))) { *bad_field = "device_allocations"; return 0; }
    found++;
  }
  if (found != size) { *bad_field = "(unknown key)"; return 0; }
  return 1;
}

ERL_NIF_TERM kn_enc_kiln_dlpack_options(ErlNifEnv* env, const kiln_dlpack_options* s) {
  ERL_NIF_TERM keys[4], values[4], map;
  size_t n = 0;
  size_t known = s->struct_size < sizeof *s ? s->struct_size : sizeof *s;
  if (KN_COVERS(kiln_dlpack_options, copy, known)) { keys[n] = enif_make_atom(env, "copy"); values[n++] = kn_enc_kiln_dlpack_copy(env, (int)s->copy); }
  if (KN_COVERS(kiln_dlpack_options, device, known)) { keys[n] = enif_make_atom(env, "device"); values[n++] = s->device ? kn_make_kiln_device(env, s->device) : enif_make_atom(env, "nil"); }
  if (KN_COVERS(kiln_dlpack_options, read_only, known)) { keys[n] = enif_make_atom(env, "read_only"); values[n++] = kn_make_bool(env, s->read_only); }
  if (KN_COVERS(kiln_dlpack_options, export_device, known)) { keys[n] = enif_make_atom(env, "export_device"); values[n++] = s->export_device ? kn_make_kiln_device(env, s->export_device) : enif_make_atom(env, "nil"); }
  if (!enif_make_map_from_arrays(env, keys, values, n, &map)) return enif_make_new_map(env);
  return map;
}

int kn_dec_kiln_dlpack_options(ErlNifEnv* env, ERL_NIF_TERM map, kiln_dlpack_options* s, const char** bad_field) {
  ERL_NIF_TERM value;
  size_t found = 0, size;
  (void)value;
  memset(s, 0, sizeof *s);
  s->struct_size = sizeof *s;
  if (!enif_get_map_size(env, map, &size)) { *bad_field = "(not a map)"; return 0; }
  if (enif_get_map_value(env, map, enif_make_atom(env, "copy"), &value)) {
    if (!(kn_dec_kiln_dlpack_copy(env, value, &s->copy))) { *bad_field = "copy"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "device"), &value)) {
    if (!(kn_acquire_kiln_device(env, value, &s->device, 1) == KN_OK)) { *bad_field = "device"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "read_only"), &value)) {
    if (!(kn_get_bool(env, value, &s->read_only))) { *bad_field = "read_only"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "export_device"), &value)) {
    if (!(kn_acquire_kiln_device(env, value, &s->export_device, 1) == KN_OK)) { *bad_field = "export_device"; return 0; }
    found++;
  }
  if (found != size) { *bad_field = "(unknown key)"; return 0; }
  return 1;
}

ERL_NIF_TERM kn_enc_kiln_telemetry_event(ErlNifEnv* env, const kiln_telemetry_event* s) {
  ERL_NIF_TERM keys[11], values[11], map;
  size_t n = 0;
  size_t known = s->struct_size < sizeof *s ? s->struct_size : sizeof *s;
  if (KN_COVERS(kiln_telemetry_event, kind, known)) { keys[n] = enif_make_atom(env, "kind"); values[n++] = kn_enc_kiln_event_kind(env, (int)s->kind); }
  if (KN_COVERS(kiln_telemetry_event, phase, known)) { keys[n] = enif_make_atom(env, "phase"); values[n++] = kn_enc_kiln_event_phase(env, (int)s->phase); }
  if (KN_COVERS(kiln_telemetry_event, id, known)) { keys[n] = enif_make_atom(env, "id"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->id); }
  if (KN_COVERS(kiln_telemetry_event, parent_id, known)) { keys[n] = enif_make_atom(env, "parent_id"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->parent_id); }
  if (KN_COVERS(kiln_telemetry_event, timestamp_ns, known)) { keys[n] = enif_make_atom(env, "timestamp_ns"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->timestamp_ns); }
  if (KN_COVERS(kiln_telemetry_event, duration_ns, known)) { keys[n] = enif_make_atom(env, "duration_ns"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->duration_ns); }
  if (KN_COVERS(kiln_telemetry_event, device, known)) { keys[n] = enif_make_atom(env, "device"); values[n++] = s->device ? kn_make_kiln_device(env, s->device) : enif_make_atom(env, "nil"); }
  if (KN_COVERS(kiln_telemetry_event, bytes, known)) { keys[n] = enif_make_atom(env, "bytes"); values[n++] = enif_make_uint64(env, (ErlNifUInt64)s->bytes); }
  if (KN_COVERS(kiln_telemetry_event, count, known)) { keys[n] = enif_make_atom(env, "count"); values[n++] = enif_make_int64(env, (ErlNifSInt64)s->count); }
  if (KN_COVERS(kiln_telemetry_event, name, known)) { keys[n] = enif_make_atom(env, "name"); values[n++] = kn_make_cstring(env, s->name); }
  if (KN_COVERS(kiln_telemetry_event, status, known)) { keys[n] = enif_make_atom(env, "status"); values[n++] = kn_enc_kiln_status(env, (int)s->status); }
  if (!enif_make_map_from_arrays(env, keys, values, n, &map)) return enif_make_new_map(env);
  return map;
}

int kn_dec_kiln_telemetry_event(ErlNifEnv* env, ERL_NIF_TERM map, kiln_telemetry_event* s, const char** bad_field) {
  ERL_NIF_TERM value;
  size_t found = 0, size;
  (void)value;
  memset(s, 0, sizeof *s);
  s->struct_size = sizeof *s;
  if (!enif_get_map_size(env, map, &size)) { *bad_field = "(not a map)"; return 0; }
  if (enif_get_map_value(env, map, enif_make_atom(env, "kind"), &value)) {
    if (!(kn_dec_kiln_event_kind(env, value, &s->kind))) { *bad_field = "kind"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "phase"), &value)) {
    if (!(kn_dec_kiln_event_phase(env, value, &s->phase))) { *bad_field = "phase"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "id"), &value)) {
    if (!(kn_get_u64(env, value, &s->id))) { *bad_field = "id"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "parent_id"), &value)) {
    if (!(kn_get_u64(env, value, &s->parent_id))) { *bad_field = "parent_id"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "timestamp_ns"), &value)) {
    if (!(kn_get_u64(env, value, &s->timestamp_ns))) { *bad_field = "timestamp_ns"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "duration_ns"), &value)) {
    if (!(kn_get_u64(env, value, &s->duration_ns))) { *bad_field = "duration_ns"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "device"), &value)) {
    if (!(kn_acquire_kiln_device(env, value, &s->device, 1) == KN_OK)) { *bad_field = "device"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "bytes"), &value)) {
    if (!(kn_get_u64(env, value, &s->bytes))) { *bad_field = "bytes"; return 0; }
    found++;
  }
  if (enif_get_map_value(env, map, enif_make_atom(env, "count"), &value)) {
    if (!(kn_get_i64(env, value, &s->count))) { *bad_field = "count"; return 0; }
    found++;
  }
  /* name (const char*): cannot be read from a map */
  if (enif_get_map_value(env, map, enif_make_atom(env, "status"), &value)) {
    if (!(kn_dec_kiln_status(env, value, &s->status))) { *bad_field = "status"; return 0; }
    found++;
  }
  if (found != size) { *bad_field = "(unknown key)"; return 0; }
  return 1;
}

ERL_NIF_TERM kn_enc_kiln_vulkan_handles(ErlNifEnv* env, const kiln_vulkan_handles* s) {
  ERL_NIF_TERM keys[5], values[5], map;
  size_t n = 0;
  size_t known = s->struct_size < sizeof *s ? s->struct_size : sizeof *s;
  /* instance (void*): no Elixir form */
  /* physical_device (void*): no Elixir form */
  /* device (void*): no Elixir form */
  /* queue (void*): no Elixir form */
  if (KN_COVERS(kiln_vulkan_handles, queue_family_index, known)) { keys[n] = enif_make_atom(env, "queue_family_index"); values[n++] = enif_make_uint(env, s->queue_family_index); }
  if (!enif_make_map_from_arrays(env, keys, values, n, &map)) return enif_make_new_map(env);
  return map;
}

int kn_dec_kiln_vulkan_handles(ErlNifEnv* env, ERL_NIF_TERM map, kiln_vulkan_handles* s, const char** bad_field) {
  ERL_NIF_TERM value;
  size_t found = 0, size;
  (void)value;
  memset(s, 0, sizeof *s);
  s->struct_size = sizeof *s;
  if (!enif_get_map_size(env, map, &size)) { *bad_field = "(not a map)"; return 0; }
  /* instance (void*): cannot be read from a map */
  /* physical_device (void*): cannot be read from a map */
  /* device (void*): cannot be read from a map */
  /* queue (void*): cannot be read from a map */
  if (enif_get_map_value(env, map, enif_make_atom(env, "queue_family_index"), &value)) {
    if (!(kn_get_u32(env, value, &s->queue_family_index))) { *bad_field = "queue_family_index"; return 0; }
    found++;
  }
  if (found != size) { *bad_field = "(unknown key)"; return 0; }
  return 1;
}

static ERL_NIF_TERM kn_list_of_int64_t(ErlNifEnv* env, const int64_t* items, size_t count) {
  ERL_NIF_TERM list = enif_make_list(env, 0);
  for (size_t i = count; i-- > 0;) list = enif_make_list_cell(env, enif_make_int64(env, (ErlNifSInt64)items[i]), list);
  return list;
}

/* kiln_telemetry_callback: each call becomes the message {:kiln_telemetry_callback, args...} to the subscribed pid. */
static void kn_trampoline_kiln_telemetry_callback(const kiln_telemetry_event* event, void* user_data) {
  const kn_subscriber* subscriber = user_data;
  ErlNifEnv* env = kn_message_env();
  if (!env) return;
  ERL_NIF_TERM parts[] = {enif_make_atom(env, "kiln_telemetry_callback"), event ? kn_enc_kiln_telemetry_event(env, event) : enif_make_atom(env, "nil")};
  kn_send_message(&subscriber->pid, env, enif_make_tuple_from_array(env, parts, 2));
}

static ERL_NIF_TERM nif_kiln_last_error(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_last_error";
  ERL_NIF_TERM result;
  (void)argc;
  (void)argv;
  if (!KILN.kiln_last_error) { result = kn_missing(env, FN); goto done; }
  result = kn_make_cstring(env, KILN.kiln_last_error());
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_status_string(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_status_string";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_status p_status = (kiln_status)0;
  if (!KILN.kiln_status_string) { result = kn_missing(env, FN); goto done; }
  if (!kn_dec_kiln_status(env, argv[0], &p_status)) { result = kn_bad_arg(env, FN, "status", "a kiln_status atom or integer"); goto done; }
  result = kn_make_cstring(env, KILN.kiln_status_string(p_status));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_version(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_version";
  ERL_NIF_TERM result;
  (void)argc;
  (void)argv;
  uint32_t p_major = 0;
  uint32_t p_minor = 0;
  uint32_t p_patch = 0;
  if (!KILN.kiln_version) { result = kn_missing(env, FN); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_version(&p_major, &p_minor, &p_patch);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {enif_make_uint(env, p_major), enif_make_uint(env, p_minor), enif_make_uint(env, p_patch)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 3));
  }
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_dtype_size(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_dtype_size";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_dtype p_dtype = (kiln_dtype)0;
  size_t p_size = 0;
  if (!KILN.kiln_dtype_size) { result = kn_missing(env, FN); goto done; }
  if (!kn_dec_kiln_dtype(env, argv[0], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_dtype_size(p_dtype, &p_size);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_uint64(env, (ErlNifUInt64)p_size));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_device_count(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_count";
  ERL_NIF_TERM result;
  (void)argc;
  (void)argv;
  size_t p_count = 0;
  if (!KILN.kiln_device_count) { result = kn_missing(env, FN); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_count(&p_count);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_uint64(env, (ErlNifUInt64)p_count));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_device_get(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_get";
  ERL_NIF_TERM result;
  (void)argc;
  size_t p_index = 0;
  kiln_device p_out = NULL;
  if (!KILN.kiln_device_get) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_size(env, argv[0], &p_index)) { result = kn_bad_arg(env, FN, "index", "a non-negative integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_get(p_index, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_device(env, p_out));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_device_default(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_default";
  ERL_NIF_TERM result;
  (void)argc;
  (void)argv;
  kiln_device p_out = NULL;
  if (!KILN.kiln_device_default) { result = kn_missing(env, FN); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_default(&p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_device(env, p_out));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_device_set_default(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_set_default";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  if (!KILN.kiln_device_set_default) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_set_default(p_device);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_device_find(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_find";
  ERL_NIF_TERM result;
  (void)argc;
  char* p_label = NULL;
  kiln_device p_out = NULL;
  if (!KILN.kiln_device_find) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_cstring(env, argv[0], &p_label)) { result = kn_bad_arg(env, FN, "label", "a string without NUL bytes"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_find(p_label, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_device(env, p_out));
done:
  kn_free_cstring(p_label);
  return result;
}

static ERL_NIF_TERM nif_kiln_device_get_info(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_get_info";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  kiln_device_info p_info;
  memset(&p_info, 0, sizeof p_info);
  p_info.struct_size = sizeof p_info;
  if (!KILN.kiln_device_get_info) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_get_info(p_device, &p_info);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_enc_kiln_device_info(env, &p_info));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_device_memory_stats(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_memory_stats";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  kiln_memory_stats p_stats;
  memset(&p_stats, 0, sizeof p_stats);
  p_stats.struct_size = sizeof p_stats;
  if (!KILN.kiln_device_memory_stats) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_memory_stats(p_device, &p_stats);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_enc_kiln_memory_stats(env, &p_stats));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_device_set_memory_limit(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_set_memory_limit";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  uint64_t p_limit_bytes = 0;
  if (!KILN.kiln_device_set_memory_limit) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  if (!kn_get_u64(env, argv[1], &p_limit_bytes)) { result = kn_bad_arg(env, FN, "limit_bytes", "a non-negative integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_set_memory_limit(p_device, p_limit_bytes);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_device_clear_cache(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_clear_cache";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  if (!KILN.kiln_device_clear_cache) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_clear_cache(p_device);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_full(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_full";
  ERL_NIF_TERM result;
  (void)argc;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  double p_value = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_full) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_i64_list(env, argv[0], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_get_f64(env, argv[1], &p_value)) { result = kn_bad_arg(env, FN, "value", "a number"); goto done; }
  if (!kn_dec_kiln_dtype(env, argv[2], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  switch (kn_acquire_kiln_device(env, argv[3], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_full(p_shape.present ? p_shape.items : NULL, p_ndim, p_value, p_dtype, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_free_i64_list(&p_shape);
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_zeros(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_zeros";
  ERL_NIF_TERM result;
  (void)argc;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_zeros) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_i64_list(env, argv[0], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_dec_kiln_dtype(env, argv[1], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  switch (kn_acquire_kiln_device(env, argv[2], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_zeros(p_shape.present ? p_shape.items : NULL, p_ndim, p_dtype, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_free_i64_list(&p_shape);
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_ones(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_ones";
  ERL_NIF_TERM result;
  (void)argc;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_ones) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_i64_list(env, argv[0], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_dec_kiln_dtype(env, argv[1], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  switch (kn_acquire_kiln_device(env, argv[2], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_ones(p_shape.present ? p_shape.items : NULL, p_ndim, p_dtype, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_free_i64_list(&p_shape);
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_arange(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_arange";
  ERL_NIF_TERM result;
  (void)argc;
  double p_start = 0;
  double p_stop = 0;
  double p_step = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_arange) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_f64(env, argv[0], &p_start)) { result = kn_bad_arg(env, FN, "start", "a number"); goto done; }
  if (!kn_get_f64(env, argv[1], &p_stop)) { result = kn_bad_arg(env, FN, "stop", "a number"); goto done; }
  if (!kn_get_f64(env, argv[2], &p_step)) { result = kn_bad_arg(env, FN, "step", "a number"); goto done; }
  if (!kn_dec_kiln_dtype(env, argv[3], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  switch (kn_acquire_kiln_device(env, argv[4], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_arange(p_start, p_stop, p_step, p_dtype, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_eye(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_eye";
  ERL_NIF_TERM result;
  (void)argc;
  int64_t p_n = 0;
  int64_t p_m = 0;
  int64_t p_k = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_eye) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_i64(env, argv[0], &p_n)) { result = kn_bad_arg(env, FN, "n", "an integer"); goto done; }
  if (!kn_get_i64(env, argv[1], &p_m)) { result = kn_bad_arg(env, FN, "m", "an integer"); goto done; }
  if (!kn_get_i64(env, argv[2], &p_k)) { result = kn_bad_arg(env, FN, "k", "an integer"); goto done; }
  if (!kn_dec_kiln_dtype(env, argv[3], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  switch (kn_acquire_kiln_device(env, argv[4], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_eye(p_n, p_m, p_k, p_dtype, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_retain(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_retain";
  kiln_tensor handle = NULL;
  (void)argc;
  if (!KILN.kiln_tensor_retain) return kn_missing(env, FN);
  /* A new resource owning a new reference: releasing either leaves the other valid. */
  switch (kn_acquire_kiln_tensor(env, argv[0], &handle, 0)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "tensor");
    default: return kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource");
  }
  return kn_ok(env, kn_make_kiln_tensor(env, handle));
}

static ERL_NIF_TERM nif_kiln_tensor_release(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_release";
  kiln_tensor handle = NULL;
  (void)argc;
  if (!KILN.kiln_tensor_release) return kn_missing(env, FN);
  /* Take the handle out first: later uses of the resource see it released. */
  switch (kn_take_kiln_tensor(env, argv[0], &handle)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "tensor");
    default: return kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource");
  }
  kiln_status status = KILN.kiln_tensor_release(handle);
  return status == KILN_STATUS_OK ? enif_make_atom(env, "ok") : kn_call_error(env, status, FN);
}

static ERL_NIF_TERM nif_kiln_tensor_ndim(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_ndim";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  size_t p_ndim = 0;
  if (!KILN.kiln_tensor_ndim) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_ndim(p_tensor, &p_ndim);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_uint64(env, (ErlNifUInt64)p_ndim));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_shape(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_shape";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  int64_t* p_dims = NULL;
  size_t p_capacity = 0;
  if (!KILN.kiln_tensor_shape) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_size(env, argv[1], &p_capacity)) { result = kn_bad_arg(env, FN, "capacity", "a non-negative integer"); goto done; }
  p_dims = enif_alloc(sizeof *p_dims * (p_capacity ? p_capacity : 1));
  if (!p_dims) { result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, "%s: cannot allocate %zu entries", FN, p_capacity); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_shape(p_tensor, p_dims, p_capacity);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_list_of_int64_t(env, p_dims, p_capacity));
done:
  kn_drop_kiln_tensor(p_tensor);
  if (p_dims) enif_free(p_dims);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_dtype(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_dtype";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  kiln_dtype p_dtype = (kiln_dtype)0;
  if (!KILN.kiln_tensor_dtype) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_dtype(p_tensor, &p_dtype);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_enc_kiln_dtype(env, (int)p_dtype));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_device(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_device";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  kiln_device p_device = NULL;
  if (!KILN.kiln_tensor_device) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_device(p_tensor, &p_device);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_device(env, p_device));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_size(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_size";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  int64_t p_size = 0;
  if (!KILN.kiln_tensor_size) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_size(p_tensor, &p_size);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_int64(env, (ErlNifSInt64)p_size));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_nbytes(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_nbytes";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  size_t p_nbytes = 0;
  if (!KILN.kiln_tensor_nbytes) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_nbytes(p_tensor, &p_nbytes);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_uint64(env, (ErlNifUInt64)p_nbytes));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_is_evaluated(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_is_evaluated";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  bool p_evaluated = 0;
  if (!KILN.kiln_tensor_is_evaluated) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_is_evaluated(p_tensor, &p_evaluated);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_bool(env, p_evaluated));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_eval(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_eval";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor* p_tensors = NULL;
  size_t p_tensors_count = 0;
  size_t p_count = 0;
  int p_count_known = 0;
  if (!KILN.kiln_tensor_eval) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor_list(env, argv[0], &p_tensors, &p_tensors_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensors"); goto done;
    default: result = kn_bad_arg(env, FN, "tensors", "a list of kiln_tensor resources"); goto done;
  }
  if (p_count_known && p_count != p_tensors_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: tensors has %zu entries where another list has %zu",
                      FN, (size_t)p_tensors_count, (size_t)p_count);
    goto done;
  }
  p_count = p_tensors_count;
  p_count_known = 1;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_eval(p_tensors, p_count);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  kn_drop_kiln_tensor_list(p_tensors, p_tensors_count);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_eval_async(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_eval_async";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor* p_tensors = NULL;
  size_t p_tensors_count = 0;
  size_t p_count = 0;
  int p_count_known = 0;
  if (!KILN.kiln_tensor_eval_async) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor_list(env, argv[0], &p_tensors, &p_tensors_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensors"); goto done;
    default: result = kn_bad_arg(env, FN, "tensors", "a list of kiln_tensor resources"); goto done;
  }
  if (p_count_known && p_count != p_tensors_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: tensors has %zu entries where another list has %zu",
                      FN, (size_t)p_tensors_count, (size_t)p_count);
    goto done;
  }
  p_count = p_tensors_count;
  p_count_known = 1;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_eval_async(p_tensors, p_count);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  kn_drop_kiln_tensor_list(p_tensors, p_tensors_count);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_read(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_read";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  ErlNifBinary p_dst;
  int p_dst_held = 0;
  size_t p_dst_bytes = 0;
  if (!KILN.kiln_tensor_read) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_size(env, argv[1], &p_dst_bytes)) { result = kn_bad_arg(env, FN, "dst_bytes", "a non-negative integer"); goto done; }
  if (!enif_alloc_binary(p_dst_bytes, &p_dst)) { result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, "%s: cannot allocate %zu bytes", FN, p_dst_bytes); goto done; }
  p_dst_held = 1;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_read(p_tensor, p_dst.data, p_dst_bytes);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, (p_dst_held = 0, enif_make_binary(env, &p_dst)));
done:
  kn_drop_kiln_tensor(p_tensor);
  if (p_dst_held) enif_release_binary(&p_dst);
  return result;
}

static ERL_NIF_TERM nif_kiln_borrow_release(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_borrow_release";
  kiln_borrow handle = NULL;
  (void)argc;
  if (!KILN.kiln_borrow_release) return kn_missing(env, FN);
  /* Take the handle out first: later uses of the resource see it released. */
  switch (kn_take_kiln_borrow(env, argv[0], &handle)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "borrow");
    default: return kn_bad_arg(env, FN, "borrow", "a kiln_borrow resource");
  }
  kiln_status status = KILN.kiln_borrow_release(handle);
  return status == KILN_STATUS_OK ? enif_make_atom(env, "ok") : kn_call_error(env, status, FN);
}

static ERL_NIF_TERM nif_kiln_tensor_copy(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_copy";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_tensor_copy) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_copy(p_tensor, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_to_device(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_to_device";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_tensor_to_device) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_device(env, argv[1], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_to_device(p_tensor, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_tensor);
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_stream_create(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_stream_create";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  kiln_stream p_out = NULL;
  if (!KILN.kiln_stream_create) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_stream_create(p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_stream(env, p_out));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_stream_release(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_stream_release";
  kiln_stream handle = NULL;
  (void)argc;
  if (!KILN.kiln_stream_release) return kn_missing(env, FN);
  /* Take the handle out first: later uses of the resource see it released. */
  switch (kn_take_kiln_stream(env, argv[0], &handle)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "stream");
    default: return kn_bad_arg(env, FN, "stream", "a kiln_stream resource");
  }
  kiln_status status = KILN.kiln_stream_release(handle);
  return status == KILN_STATUS_OK ? enif_make_atom(env, "ok") : kn_call_error(env, status, FN);
}

static ERL_NIF_TERM nif_kiln_stream_device(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_stream_device";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_stream p_stream = NULL;
  kiln_device p_out = NULL;
  if (!KILN.kiln_stream_device) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_stream(env, argv[0], &p_stream, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "stream"); goto done;
    default: result = kn_bad_arg(env, FN, "stream", "a kiln_stream resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_stream_device(p_stream, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_device(env, p_out));
done:
  kn_drop_kiln_stream(p_stream);
  return result;
}

static ERL_NIF_TERM nif_kiln_stream_eval(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_stream_eval";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_stream p_stream = NULL;
  kiln_tensor* p_tensors = NULL;
  size_t p_tensors_count = 0;
  size_t p_count = 0;
  int p_count_known = 0;
  if (!KILN.kiln_stream_eval) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_stream(env, argv[0], &p_stream, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "stream"); goto done;
    default: result = kn_bad_arg(env, FN, "stream", "a kiln_stream resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor_list(env, argv[1], &p_tensors, &p_tensors_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensors"); goto done;
    default: result = kn_bad_arg(env, FN, "tensors", "a list of kiln_tensor resources"); goto done;
  }
  if (p_count_known && p_count != p_tensors_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: tensors has %zu entries where another list has %zu",
                      FN, (size_t)p_tensors_count, (size_t)p_count);
    goto done;
  }
  p_count = p_tensors_count;
  p_count_known = 1;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_stream_eval(p_stream, p_tensors, p_count);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  kn_drop_kiln_stream(p_stream);
  kn_drop_kiln_tensor_list(p_tensors, p_tensors_count);
  return result;
}

static ERL_NIF_TERM nif_kiln_stream_eval_async(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_stream_eval_async";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_stream p_stream = NULL;
  kiln_tensor* p_tensors = NULL;
  size_t p_tensors_count = 0;
  size_t p_count = 0;
  int p_count_known = 0;
  if (!KILN.kiln_stream_eval_async) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_stream(env, argv[0], &p_stream, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "stream"); goto done;
    default: result = kn_bad_arg(env, FN, "stream", "a kiln_stream resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor_list(env, argv[1], &p_tensors, &p_tensors_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensors"); goto done;
    default: result = kn_bad_arg(env, FN, "tensors", "a list of kiln_tensor resources"); goto done;
  }
  if (p_count_known && p_count != p_tensors_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: tensors has %zu entries where another list has %zu",
                      FN, (size_t)p_tensors_count, (size_t)p_count);
    goto done;
  }
  p_count = p_tensors_count;
  p_count_known = 1;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_stream_eval_async(p_stream, p_tensors, p_count);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  kn_drop_kiln_stream(p_stream);
  kn_drop_kiln_tensor_list(p_tensors, p_tensors_count);
  return result;
}

static ERL_NIF_TERM nif_kiln_placeholder(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_placeholder";
  ERL_NIF_TERM result;
  (void)argc;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_placeholder) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_i64_list(env, argv[0], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_dec_kiln_dtype(env, argv[1], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  switch (kn_acquire_kiln_device(env, argv[2], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_placeholder(p_shape.present ? p_shape.items : NULL, p_ndim, p_dtype, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_free_i64_list(&p_shape);
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_function_create(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_function_create";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor* p_inputs = NULL;
  size_t p_inputs_count = 0;
  size_t p_input_count = 0;
  int p_input_count_known = 0;
  kiln_tensor* p_outputs = NULL;
  size_t p_outputs_count = 0;
  size_t p_output_count = 0;
  int p_output_count_known = 0;
  kiln_function p_out = NULL;
  if (!KILN.kiln_function_create) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor_list(env, argv[0], &p_inputs, &p_inputs_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "inputs"); goto done;
    default: result = kn_bad_arg(env, FN, "inputs", "a list of kiln_tensor resources"); goto done;
  }
  if (p_input_count_known && p_input_count != p_inputs_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: inputs has %zu entries where another list has %zu",
                      FN, (size_t)p_inputs_count, (size_t)p_input_count);
    goto done;
  }
  p_input_count = p_inputs_count;
  p_input_count_known = 1;
  switch (kn_acquire_kiln_tensor_list(env, argv[1], &p_outputs, &p_outputs_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "outputs"); goto done;
    default: result = kn_bad_arg(env, FN, "outputs", "a list of kiln_tensor resources"); goto done;
  }
  if (p_output_count_known && p_output_count != p_outputs_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: outputs has %zu entries where another list has %zu",
                      FN, (size_t)p_outputs_count, (size_t)p_output_count);
    goto done;
  }
  p_output_count = p_outputs_count;
  p_output_count_known = 1;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_function_create(p_inputs, p_input_count, p_outputs, p_output_count, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_function(env, p_out));
done:
  kn_drop_kiln_tensor_list(p_inputs, p_inputs_count);
  kn_drop_kiln_tensor_list(p_outputs, p_outputs_count);
  return result;
}

static ERL_NIF_TERM nif_kiln_function_call(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_function_call";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_function p_function = NULL;
  kiln_tensor* p_args = NULL;
  size_t p_args_count = 0;
  size_t p_arg_count = 0;
  int p_arg_count_known = 0;
  kiln_tensor* p_results = NULL;
  size_t p_result_count = 0;
  if (!KILN.kiln_function_call) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_function(env, argv[0], &p_function, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "function"); goto done;
    default: result = kn_bad_arg(env, FN, "function", "a kiln_function resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor_list(env, argv[1], &p_args, &p_args_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "args"); goto done;
    default: result = kn_bad_arg(env, FN, "args", "a list of kiln_tensor resources"); goto done;
  }
  if (p_arg_count_known && p_arg_count != p_args_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: args has %zu entries where another list has %zu",
                      FN, (size_t)p_args_count, (size_t)p_arg_count);
    goto done;
  }
  p_arg_count = p_args_count;
  p_arg_count_known = 1;
  if (!kn_get_size(env, argv[2], &p_result_count)) { result = kn_bad_arg(env, FN, "result_count", "a non-negative integer"); goto done; }
  p_results = enif_alloc(sizeof *p_results * (p_result_count ? p_result_count : 1));
  if (!p_results) { result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, "%s: cannot allocate %zu entries", FN, p_result_count); goto done; }
  memset(p_results, 0, sizeof *p_results * (p_result_count ? p_result_count : 1));
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_function_call(p_function, p_args, p_arg_count, p_results, p_result_count);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor_list(env, p_results, p_result_count));
done:
  kn_drop_kiln_function(p_function);
  kn_drop_kiln_tensor_list(p_args, p_args_count);
  if (p_results) enif_free(p_results);
  return result;
}

static ERL_NIF_TERM nif_kiln_function_arity(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_function_arity";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_function p_function = NULL;
  size_t p_input_count = 0;
  size_t p_output_count = 0;
  if (!KILN.kiln_function_arity) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_function(env, argv[0], &p_function, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "function"); goto done;
    default: result = kn_bad_arg(env, FN, "function", "a kiln_function resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_function_arity(p_function, &p_input_count, &p_output_count);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {enif_make_uint64(env, (ErlNifUInt64)p_input_count), enif_make_uint64(env, (ErlNifUInt64)p_output_count)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 2));
  }
done:
  kn_drop_kiln_function(p_function);
  return result;
}

static ERL_NIF_TERM nif_kiln_function_release(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_function_release";
  kiln_function handle = NULL;
  (void)argc;
  if (!KILN.kiln_function_release) return kn_missing(env, FN);
  /* Take the handle out first: later uses of the resource see it released. */
  switch (kn_take_kiln_function(env, argv[0], &handle)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "function");
    default: return kn_bad_arg(env, FN, "function", "a kiln_function resource");
  }
  kiln_status status = KILN.kiln_function_release(handle);
  return status == KILN_STATUS_OK ? enif_make_atom(env, "ok") : kn_call_error(env, status, FN);
}

static ERL_NIF_TERM nif_kiln_function_vjp(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_function_vjp";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_function p_function = NULL;
  kiln_function p_out = NULL;
  if (!KILN.kiln_function_vjp) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_function(env, argv[0], &p_function, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "function"); goto done;
    default: result = kn_bad_arg(env, FN, "function", "a kiln_function resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_function_vjp(p_function, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_function(env, p_out));
done:
  kn_drop_kiln_function(p_function);
  return result;
}

static ERL_NIF_TERM nif_kiln_function_jvp(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_function_jvp";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_function p_function = NULL;
  kiln_function p_out = NULL;
  if (!KILN.kiln_function_jvp) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_function(env, argv[0], &p_function, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "function"); goto done;
    default: result = kn_bad_arg(env, FN, "function", "a kiln_function resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_function_jvp(p_function, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_function(env, p_out));
done:
  kn_drop_kiln_function(p_function);
  return result;
}

static ERL_NIF_TERM nif_kiln_function_value_and_grad(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_function_value_and_grad";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_function p_function = NULL;
  kn_size_list p_argnums = KN_SIZE_LIST_INIT;
  size_t p_argnum_count = 0;
  int p_argnum_count_known = 0;
  kiln_function p_out = NULL;
  if (!KILN.kiln_function_value_and_grad) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_function(env, argv[0], &p_function, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "function"); goto done;
    default: result = kn_bad_arg(env, FN, "function", "a kiln_function resource"); goto done;
  }
  if (!kn_get_size_list(env, argv[1], &p_argnums, 1)) { result = kn_bad_arg(env, FN, "argnums", "a list of non-negative integers or nil"); goto done; }
  if (p_argnums.present) {
    if (p_argnum_count_known && p_argnum_count != p_argnums.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: argnums has %zu entries where another list has %zu",
                        FN, (size_t)p_argnums.count, (size_t)p_argnum_count);
      goto done;
    }
    p_argnum_count = p_argnums.count;
    p_argnum_count_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_function_value_and_grad(p_function, p_argnums.present ? p_argnums.items : NULL, p_argnum_count, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_function(env, p_out));
done:
  kn_drop_kiln_function(p_function);
  kn_free_size_list(&p_argnums);
  return result;
}

static ERL_NIF_TERM nif_kiln_negative(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_negative";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_negative) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_negative(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_abs(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_abs";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_abs) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_abs(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_sign(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_sign";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_sign) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_sign(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_exp(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_exp";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_exp) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_exp(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_log(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_log";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_log) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_log(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_log1p(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_log1p";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_log1p) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_log1p(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_expm1(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_expm1";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_expm1) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_expm1(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_sqrt(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_sqrt";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_sqrt) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_sqrt(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_rsqrt(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_rsqrt";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_rsqrt) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_rsqrt(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_square(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_square";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_square) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_square(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_sin(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_sin";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_sin) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_sin(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_cos(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_cos";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_cos) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_cos(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_tan(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tan";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_tan) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tan(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_tanh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tanh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_tanh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tanh(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_sigmoid(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_sigmoid";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_sigmoid) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_sigmoid(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_erf(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_erf";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_erf) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_erf(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_floor(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_floor";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_floor) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_floor(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_ceil(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_ceil";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_ceil) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_ceil(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_round(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_round";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_round) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_round(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_logical_not(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_logical_not";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_logical_not) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_logical_not(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_bitwise_not(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_bitwise_not";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_bitwise_not) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_bitwise_not(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_isnan(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_isnan";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_isnan) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_isnan(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_isinf(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_isinf";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_isinf) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_isinf(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_isfinite(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_isfinite";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_isfinite) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_isfinite(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_asin(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_asin";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_asin) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_asin(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_acos(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_acos";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_acos) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_acos(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_atan(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_atan";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_atan) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_atan(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_sinh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_sinh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_sinh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_sinh(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_cosh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_cosh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_cosh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_cosh(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_asinh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_asinh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_asinh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_asinh(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_acosh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_acosh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_acosh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_acosh(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_atanh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_atanh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_atanh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_atanh(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_log2(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_log2";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_log2) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_log2(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_log10(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_log10";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_log10) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_log10(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_exp2(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_exp2";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_exp2) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_exp2(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_cbrt(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_cbrt";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_cbrt) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_cbrt(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_erfc(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_erfc";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_erfc) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_erfc(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_erf_inv(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_erf_inv";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_erf_inv) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_erf_inv(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_trunc(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_trunc";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_trunc) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_trunc(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_reciprocal(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_reciprocal";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_reciprocal) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_reciprocal(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_population_count(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_population_count";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_population_count) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_population_count(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_count_leading_zeros(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_count_leading_zeros";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_count_leading_zeros) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_count_leading_zeros(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_signbit(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_signbit";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_signbit) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_signbit(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_round_half_away(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_round_half_away";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_round_half_away) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_round_half_away(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_add(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_add";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_add) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_add(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_subtract(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_subtract";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_subtract) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_subtract(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_multiply(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_multiply";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_multiply) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_multiply(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_divide(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_divide";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_divide) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_divide(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_floor_divide(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_floor_divide";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_floor_divide) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_floor_divide(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_remainder(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_remainder";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_remainder) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_remainder(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_power(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_power";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_power) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_power(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_maximum(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_maximum";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_maximum) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_maximum(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_minimum(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_minimum";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_minimum) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_minimum(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_atan2(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_atan2";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_atan2) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_atan2(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_equal(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_equal";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_equal) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_equal(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_not_equal(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_not_equal";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_not_equal) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_not_equal(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_less(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_less";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_less) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_less(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_less_equal(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_less_equal";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_less_equal) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_less_equal(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_greater(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_greater";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_greater) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_greater(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_greater_equal(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_greater_equal";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_greater_equal) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_greater_equal(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_logical_and(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_logical_and";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_logical_and) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_logical_and(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_logical_or(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_logical_or";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_logical_or) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_logical_or(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_logical_xor(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_logical_xor";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_logical_xor) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_logical_xor(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_bitwise_and(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_bitwise_and";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_bitwise_and) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_bitwise_and(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_bitwise_or(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_bitwise_or";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_bitwise_or) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_bitwise_or(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_bitwise_xor(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_bitwise_xor";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_bitwise_xor) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_bitwise_xor(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_left_shift(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_left_shift";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_left_shift) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_left_shift(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_right_shift(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_right_shift";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_right_shift) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_right_shift(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_logaddexp(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_logaddexp";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_logaddexp) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_logaddexp(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_hypot(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_hypot";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_hypot) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_hypot(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_copysign(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_copysign";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_copysign) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_copysign(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_quotient(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_quotient";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_quotient) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_quotient(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_fmod(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_fmod";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_fmod) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_fmod(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_sum(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_sum";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_sum) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_sum(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_prod(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_prod";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_prod) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_prod(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_max(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_max";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_max) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_max(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_min(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_min";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_min) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_min(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_mean(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_mean";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_mean) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_mean(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_all(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_all";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_all) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_all(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_any(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_any";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_any) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_any(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_argmax(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_argmax";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_argmax) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_argmax(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_argmin(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_argmin";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_argmin) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_argmin(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_logsumexp(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_logsumexp";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_logsumexp) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_logsumexp(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_cumulative_sum(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_cumulative_sum";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_axis = 0;
  bool p_reverse = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_cumulative_sum) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  if (!kn_get_bool(env, argv[2], &p_reverse)) { result = kn_bad_arg(env, FN, "reverse", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_cumulative_sum(p_x, p_axis, p_reverse, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_cumulative_product(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_cumulative_product";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_axis = 0;
  bool p_reverse = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_cumulative_product) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  if (!kn_get_bool(env, argv[2], &p_reverse)) { result = kn_bad_arg(env, FN, "reverse", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_cumulative_product(p_x, p_axis, p_reverse, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_cumulative_max(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_cumulative_max";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_axis = 0;
  bool p_reverse = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_cumulative_max) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  if (!kn_get_bool(env, argv[2], &p_reverse)) { result = kn_bad_arg(env, FN, "reverse", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_cumulative_max(p_x, p_axis, p_reverse, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_cumulative_min(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_cumulative_min";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_axis = 0;
  bool p_reverse = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_cumulative_min) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  if (!kn_get_bool(env, argv[2], &p_reverse)) { result = kn_bad_arg(env, FN, "reverse", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_cumulative_min(p_x, p_axis, p_reverse, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_logcumsumexp(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_logcumsumexp";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_axis = 0;
  bool p_reverse = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_logcumsumexp) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  if (!kn_get_bool(env, argv[2], &p_reverse)) { result = kn_bad_arg(env, FN, "reverse", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_logcumsumexp(p_x, p_axis, p_reverse, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_relu(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_relu";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_relu) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_relu(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_silu(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_silu";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_silu) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_silu(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_gelu(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_gelu";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_gelu) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_gelu(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_gelu_tanh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_gelu_tanh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_gelu_tanh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_gelu_tanh(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_softplus(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_softplus";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_softplus) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_softplus(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_real(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_real";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_real) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_real(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_imag(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_imag";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_imag) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_imag(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_conj(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_conj";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_conj) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_conj(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_angle(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_angle";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_angle) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_angle(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_stop_gradient(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_stop_gradient";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_stop_gradient) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_stop_gradient(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_where(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_where";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_cond = NULL;
  kiln_tensor p_x = NULL;
  kiln_tensor p_y = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_where) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_cond, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "cond"); goto done;
    default: result = kn_bad_arg(env, FN, "cond", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[2], &p_y, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "y"); goto done;
    default: result = kn_bad_arg(env, FN, "y", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_where(p_cond, p_x, p_y, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_cond);
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_y);
  return result;
}

static ERL_NIF_TERM nif_kiln_clip(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_clip";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_lo = NULL;
  kiln_tensor p_hi = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_clip) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_lo, 1)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "lo"); goto done;
    default: result = kn_bad_arg(env, FN, "lo", "a kiln_tensor resource or nil"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[2], &p_hi, 1)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "hi"); goto done;
    default: result = kn_bad_arg(env, FN, "hi", "a kiln_tensor resource or nil"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_clip(p_x, p_lo, p_hi, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_lo);
  kn_drop_kiln_tensor(p_hi);
  return result;
}

static ERL_NIF_TERM nif_kiln_astype(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_astype";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_astype) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_dec_kiln_dtype(env, argv[1], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_astype(p_x, p_dtype, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_bitcast(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_bitcast";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_bitcast) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_dec_kiln_dtype(env, argv[1], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_bitcast(p_x, p_dtype, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_matmul(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_matmul";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_matmul) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_matmul(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_reshape(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_reshape";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_reshape) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_reshape(p_x, p_shape.present ? p_shape.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_shape);
  return result;
}

static ERL_NIF_TERM nif_kiln_transpose(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_transpose";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_transpose) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_transpose(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_broadcast_to(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_broadcast_to";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_broadcast_to) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_broadcast_to(p_x, p_shape.present ? p_shape.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_shape);
  return result;
}

static ERL_NIF_TERM nif_kiln_expand_dims(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_expand_dims";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_expand_dims) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 0)) { result = kn_bad_arg(env, FN, "axes", "a list of integers"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_expand_dims(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_squeeze(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_squeeze";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_squeeze) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_squeeze(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_slice(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_slice";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_start = KN_I64_LIST_INIT;
  kn_i64_list p_stop = KN_I64_LIST_INIT;
  kn_i64_list p_step = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_slice) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_start, 0)) { result = kn_bad_arg(env, FN, "start", "a list of integers"); goto done; }
  if (p_start.present) {
    if (p_naxes_known && p_naxes != p_start.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: start has %zu entries where another list has %zu",
                        FN, (size_t)p_start.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_start.count;
    p_naxes_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_stop, 0)) { result = kn_bad_arg(env, FN, "stop", "a list of integers"); goto done; }
  if (p_stop.present) {
    if (p_naxes_known && p_naxes != p_stop.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: stop has %zu entries where another list has %zu",
                        FN, (size_t)p_stop.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_stop.count;
    p_naxes_known = 1;
  }
  if (!kn_get_i64_list(env, argv[3], &p_step, 1)) { result = kn_bad_arg(env, FN, "step", "a list of integers or nil"); goto done; }
  if (p_step.present) {
    if (p_naxes_known && p_naxes != p_step.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: step has %zu entries where another list has %zu",
                        FN, (size_t)p_step.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_step.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_slice(p_x, p_start.present ? p_start.items : NULL, p_stop.present ? p_stop.items : NULL, p_step.present ? p_step.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_start);
  kn_free_i64_list(&p_stop);
  kn_free_i64_list(&p_step);
  return result;
}

static ERL_NIF_TERM nif_kiln_concatenate(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_concatenate";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor* p_tensors = NULL;
  size_t p_tensors_count = 0;
  size_t p_count = 0;
  int p_count_known = 0;
  int64_t p_axis = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_concatenate) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor_list(env, argv[0], &p_tensors, &p_tensors_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensors"); goto done;
    default: result = kn_bad_arg(env, FN, "tensors", "a list of kiln_tensor resources"); goto done;
  }
  if (p_count_known && p_count != p_tensors_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: tensors has %zu entries where another list has %zu",
                      FN, (size_t)p_tensors_count, (size_t)p_count);
    goto done;
  }
  p_count = p_tensors_count;
  p_count_known = 1;
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_concatenate(p_tensors, p_count, p_axis, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor_list(p_tensors, p_tensors_count);
  return result;
}

static ERL_NIF_TERM nif_kiln_stack(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_stack";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor* p_tensors = NULL;
  size_t p_tensors_count = 0;
  size_t p_count = 0;
  int p_count_known = 0;
  int64_t p_axis = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_stack) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor_list(env, argv[0], &p_tensors, &p_tensors_count)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensors"); goto done;
    default: result = kn_bad_arg(env, FN, "tensors", "a list of kiln_tensor resources"); goto done;
  }
  if (p_count_known && p_count != p_tensors_count) {
    result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: tensors has %zu entries where another list has %zu",
                      FN, (size_t)p_tensors_count, (size_t)p_count);
    goto done;
  }
  p_count = p_tensors_count;
  p_count_known = 1;
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_stack(p_tensors, p_count, p_axis, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor_list(p_tensors, p_tensors_count);
  return result;
}

static ERL_NIF_TERM nif_kiln_pad(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_pad";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_pad_before = KN_I64_LIST_INIT;
  kn_i64_list p_pad_after = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  double p_value = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_pad) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_pad_before, 0)) { result = kn_bad_arg(env, FN, "pad_before", "a list of integers"); goto done; }
  if (p_pad_before.present) {
    if (p_naxes_known && p_naxes != p_pad_before.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: pad_before has %zu entries where another list has %zu",
                        FN, (size_t)p_pad_before.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_pad_before.count;
    p_naxes_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_pad_after, 0)) { result = kn_bad_arg(env, FN, "pad_after", "a list of integers"); goto done; }
  if (p_pad_after.present) {
    if (p_naxes_known && p_naxes != p_pad_after.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: pad_after has %zu entries where another list has %zu",
                        FN, (size_t)p_pad_after.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_pad_after.count;
    p_naxes_known = 1;
  }
  if (!kn_get_f64(env, argv[3], &p_value)) { result = kn_bad_arg(env, FN, "value", "a number"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_pad(p_x, p_pad_before.present ? p_pad_before.items : NULL, p_pad_after.present ? p_pad_after.items : NULL, p_naxes, p_value, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_pad_before);
  kn_free_i64_list(&p_pad_after);
  return result;
}

static ERL_NIF_TERM nif_kiln_flip(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_flip";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_flip) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_flip(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_to_dlpack(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_to_dlpack";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  kiln_dlpack_options s_options;
  const kiln_dlpack_options* p_options = NULL;
  const char* bad_options = NULL;
  DLManagedTensorVersioned* p_out = NULL;
  if (!KILN.kiln_tensor_to_dlpack) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  if (enif_is_identical(argv[1], enif_make_atom(env, "nil"))) p_options = NULL;
  else if (!kn_dec_kiln_dlpack_options(env, argv[1], &s_options, &bad_options)) { result = kn_bad_field(env, FN, "options", bad_options); goto done; }
  else p_options = &s_options;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_to_dlpack(p_tensor, p_options, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_DLManagedTensorVersioned(env, p_out));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_from_dlpack(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_from_dlpack";
  ERL_NIF_TERM result;
  (void)argc;
  kn_DLManagedTensorVersioned_res* r_managed = NULL;
  DLManagedTensorVersioned* p_managed = NULL;
  kiln_dlpack_options s_options;
  const kiln_dlpack_options* p_options = NULL;
  const char* bad_options = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_tensor_from_dlpack) { result = kn_missing(env, FN); goto done; }
  if (!(r_managed = kn_get_DLManagedTensorVersioned_res(env, argv[0]))) { result = kn_bad_arg(env, FN, "managed", "a DLManagedTensorVersioned resource"); goto done; }
  kn_lock(r_managed);
  p_managed = r_managed->pointer;
  r_managed->pointer = NULL; /* the library owns it on success */
  kn_unlock(r_managed);
  if (!p_managed) { result = kn_released_arg(env, FN, "managed"); goto done; }
  if (enif_is_identical(argv[1], enif_make_atom(env, "nil"))) p_options = NULL;
  else if (!kn_dec_kiln_dlpack_options(env, argv[1], &s_options, &bad_options)) { result = kn_bad_field(env, FN, "options", bad_options); goto done; }
  else p_options = &s_options;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_from_dlpack(p_managed, p_options, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    kn_lock(r_managed); r_managed->pointer = p_managed; kn_unlock(r_managed); /* still ours */
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_to_dlpack_legacy(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_to_dlpack_legacy";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  kiln_dlpack_options s_options;
  const kiln_dlpack_options* p_options = NULL;
  const char* bad_options = NULL;
  DLManagedTensor* p_out = NULL;
  if (!KILN.kiln_tensor_to_dlpack_legacy) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  if (enif_is_identical(argv[1], enif_make_atom(env, "nil"))) p_options = NULL;
  else if (!kn_dec_kiln_dlpack_options(env, argv[1], &s_options, &bad_options)) { result = kn_bad_field(env, FN, "options", bad_options); goto done; }
  else p_options = &s_options;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_to_dlpack_legacy(p_tensor, p_options, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_DLManagedTensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_from_dlpack_legacy(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_from_dlpack_legacy";
  ERL_NIF_TERM result;
  (void)argc;
  kn_DLManagedTensor_res* r_managed = NULL;
  DLManagedTensor* p_managed = NULL;
  kiln_dlpack_options s_options;
  const kiln_dlpack_options* p_options = NULL;
  const char* bad_options = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_tensor_from_dlpack_legacy) { result = kn_missing(env, FN); goto done; }
  if (!(r_managed = kn_get_DLManagedTensor_res(env, argv[0]))) { result = kn_bad_arg(env, FN, "managed", "a DLManagedTensor resource"); goto done; }
  kn_lock(r_managed);
  p_managed = r_managed->pointer;
  r_managed->pointer = NULL; /* the library owns it on success */
  kn_unlock(r_managed);
  if (!p_managed) { result = kn_released_arg(env, FN, "managed"); goto done; }
  if (enif_is_identical(argv[1], enif_make_atom(env, "nil"))) p_options = NULL;
  else if (!kn_dec_kiln_dlpack_options(env, argv[1], &s_options, &bad_options)) { result = kn_bad_field(env, FN, "options", bad_options); goto done; }
  else p_options = &s_options;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_from_dlpack_legacy(p_managed, p_options, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    kn_lock(r_managed); r_managed->pointer = p_managed; kn_unlock(r_managed); /* still ours */
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_dlpack_device(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_dlpack_device";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  int32_t p_device_type = 0;
  int32_t p_device_id = 0;
  if (!KILN.kiln_tensor_dlpack_device) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_dlpack_device(p_tensor, &p_device_type, &p_device_id);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {enif_make_int(env, p_device_type), enif_make_int(env, p_device_id)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 2));
  }
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_take(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_take";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_indices = NULL;
  int64_t p_axis = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_take) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_indices, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "indices"); goto done;
    default: result = kn_bad_arg(env, FN, "indices", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[2], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_take(p_x, p_indices, p_axis, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_indices);
  return result;
}

static ERL_NIF_TERM nif_kiln_take_along_axis(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_take_along_axis";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_indices = NULL;
  int64_t p_axis = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_take_along_axis) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_indices, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "indices"); goto done;
    default: result = kn_bad_arg(env, FN, "indices", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[2], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_take_along_axis(p_x, p_indices, p_axis, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_indices);
  return result;
}

static ERL_NIF_TERM nif_kiln_gather(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_gather";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_indices = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_gather) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_indices, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "indices"); goto done;
    default: result = kn_bad_arg(env, FN, "indices", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[2], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_gather(p_x, p_indices, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_indices);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_indexed_add(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_indexed_add";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_indices = NULL;
  kiln_tensor p_updates = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_indexed_add) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_indices, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "indices"); goto done;
    default: result = kn_bad_arg(env, FN, "indices", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[2], &p_updates, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "updates"); goto done;
    default: result = kn_bad_arg(env, FN, "updates", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[3], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_indexed_add(p_x, p_indices, p_updates, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_indices);
  kn_drop_kiln_tensor(p_updates);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_indexed_put(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_indexed_put";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_indices = NULL;
  kiln_tensor p_updates = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_indexed_put) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_indices, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "indices"); goto done;
    default: result = kn_bad_arg(env, FN, "indices", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[2], &p_updates, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "updates"); goto done;
    default: result = kn_bad_arg(env, FN, "updates", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[3], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_indexed_put(p_x, p_indices, p_updates, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_indices);
  kn_drop_kiln_tensor(p_updates);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_argwhere(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_argwhere";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_argwhere) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_argwhere(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_argsort(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_argsort";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_axis = 0;
  bool p_descending = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_argsort) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  if (!kn_get_bool(env, argv[2], &p_descending)) { result = kn_bad_arg(env, FN, "descending", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_argsort(p_x, p_axis, p_descending, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_sort(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_sort";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_axis = 0;
  bool p_descending = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_sort) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_axis)) { result = kn_bad_arg(env, FN, "axis", "an integer"); goto done; }
  if (!kn_get_bool(env, argv[2], &p_descending)) { result = kn_bad_arg(env, FN, "descending", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_sort(p_x, p_axis, p_descending, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_top_k(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_top_k";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_k = 0;
  kiln_tensor p_values = NULL;
  kiln_tensor p_indices = NULL;
  if (!KILN.kiln_top_k) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_k)) { result = kn_bad_arg(env, FN, "k", "an integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_top_k(p_x, p_k, &p_values, &p_indices);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {kn_make_kiln_tensor(env, p_values), kn_make_kiln_tensor(env, p_indices)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 2));
  }
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_unique(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_unique";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_values = NULL;
  kiln_tensor p_counts = NULL;
  kiln_tensor p_inverse = NULL;
  if (!KILN.kiln_unique) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_unique(p_x, &p_values, &p_counts, &p_inverse);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {kn_make_kiln_tensor(env, p_values), kn_make_kiln_tensor(env, p_counts), kn_make_kiln_tensor(env, p_inverse)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 3));
  }
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_searchsorted(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_searchsorted";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_v = NULL;
  bool p_right = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_searchsorted) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_v, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "v"); goto done;
    default: result = kn_bad_arg(env, FN, "v", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_bool(env, argv[2], &p_right)) { result = kn_bad_arg(env, FN, "right", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_searchsorted(p_a, p_v, p_right, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_v);
  return result;
}

static ERL_NIF_TERM nif_kiln_telemetry_subscribe(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_telemetry_subscribe";
  ERL_NIF_TERM result;
  (void)argc;
  kn_subscriber* p_callback_subscriber = NULL;
  ErlNifPid p_callback_pid;
  uint64_t p_subscription = 0;
  if (!KILN.kiln_telemetry_subscribe) { result = kn_missing(env, FN); goto done; }
  if (!enif_get_local_pid(env, argv[0], &p_callback_pid)) { result = kn_bad_arg(env, FN, "callback", "a local pid"); goto done; }
  if (!(p_callback_subscriber = enif_alloc(sizeof *p_callback_subscriber))) { result = kn_error(env, KILN_STATUS_OUT_OF_MEMORY, "%s: no memory", FN); goto done; }
  p_callback_subscriber->pid = p_callback_pid;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_telemetry_subscribe(kn_trampoline_kiln_telemetry_callback, p_callback_subscriber, &p_subscription);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  p_callback_subscriber = NULL; /* registered: kept while subscribed */
  result = kn_ok(env, enif_make_uint64(env, (ErlNifUInt64)p_subscription));
done:
  if (p_callback_subscriber) enif_free(p_callback_subscriber);
  return result;
}

static ERL_NIF_TERM nif_kiln_telemetry_unsubscribe(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_telemetry_unsubscribe";
  ERL_NIF_TERM result;
  (void)argc;
  uint64_t p_subscription = 0;
  if (!KILN.kiln_telemetry_unsubscribe) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_u64(env, argv[0], &p_subscription)) { result = kn_bad_arg(env, FN, "subscription", "a non-negative integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_telemetry_unsubscribe(p_subscription);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_debug_set_flags(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_debug_set_flags";
  ERL_NIF_TERM result;
  (void)argc;
  uint32_t p_flags = 0;
  if (!KILN.kiln_debug_set_flags) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_u32(env, argv[0], &p_flags)) { result = kn_bad_arg(env, FN, "flags", "a non-negative integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_debug_set_flags(p_flags);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_debug_get_flags(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_debug_get_flags";
  ERL_NIF_TERM result;
  (void)argc;
  (void)argv;
  uint32_t p_flags = 0;
  if (!KILN.kiln_debug_get_flags) { result = kn_missing(env, FN); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_debug_get_flags(&p_flags);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_uint(env, p_flags));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_fallback_set_policy(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_fallback_set_policy";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_fallback_policy p_policy = (kiln_fallback_policy)0;
  if (!KILN.kiln_fallback_set_policy) { result = kn_missing(env, FN); goto done; }
  if (!kn_dec_kiln_fallback_policy(env, argv[0], &p_policy)) { result = kn_bad_arg(env, FN, "policy", "a kiln_fallback_policy atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_fallback_set_policy(p_policy);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_fallback_get_policy(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_fallback_get_policy";
  ERL_NIF_TERM result;
  (void)argc;
  (void)argv;
  kiln_fallback_policy p_policy = (kiln_fallback_policy)0;
  if (!KILN.kiln_fallback_get_policy) { result = kn_missing(env, FN); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_fallback_get_policy(&p_policy);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_enc_kiln_fallback_policy(env, (int)p_policy));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_device_op_support(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_op_support";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  char* p_op = NULL;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_op_support p_support = (kiln_op_support)0;
  if (!KILN.kiln_device_op_support) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  if (!kn_get_cstring(env, argv[1], &p_op)) { result = kn_bad_arg(env, FN, "op", "a string without NUL bytes"); goto done; }
  if (!kn_dec_kiln_dtype(env, argv[2], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_op_support(p_device, p_op, p_dtype, &p_support);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_enc_kiln_op_support(env, (int)p_support));
done:
  kn_drop_kiln_device(p_device);
  kn_free_cstring(p_op);
  return result;
}

static ERL_NIF_TERM nif_kiln_device_fallback_count(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_fallback_count";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  size_t p_count = 0;
  if (!KILN.kiln_device_fallback_count) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_fallback_count(p_device, &p_count);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_uint64(env, (ErlNifUInt64)p_count));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_device_fallback_get(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_fallback_get";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  size_t p_index = 0;
  const char* p_op = NULL;
  kiln_dtype p_dtype = (kiln_dtype)0;
  if (!KILN.kiln_device_fallback_get) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  if (!kn_get_size(env, argv[1], &p_index)) { result = kn_bad_arg(env, FN, "index", "a non-negative integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_fallback_get(p_device, p_index, &p_op, &p_dtype);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {kn_make_cstring(env, p_op), kn_enc_kiln_dtype(env, (int)p_dtype)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 2));
  }
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_device_cuda_device(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_device_cuda_device";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_device p_device = NULL;
  int32_t p_cuda_device = 0;
  if (!KILN.kiln_device_cuda_device) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_device(env, argv[0], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_device_cuda_device(p_device, &p_cuda_device);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_int(env, p_cuda_device));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_to_dlpack_cuda(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_to_dlpack_cuda";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  int64_t p_stream = 0;
  kiln_dlpack_options s_options;
  const kiln_dlpack_options* p_options = NULL;
  const char* bad_options = NULL;
  DLManagedTensorVersioned* p_out = NULL;
  if (!KILN.kiln_tensor_to_dlpack_cuda) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_stream)) { result = kn_bad_arg(env, FN, "stream", "an integer"); goto done; }
  if (enif_is_identical(argv[2], enif_make_atom(env, "nil"))) p_options = NULL;
  else if (!kn_dec_kiln_dlpack_options(env, argv[2], &s_options, &bad_options)) { result = kn_bad_field(env, FN, "options", bad_options); goto done; }
  else p_options = &s_options;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_to_dlpack_cuda(p_tensor, p_stream, p_options, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_DLManagedTensorVersioned(env, p_out));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_tensor_to_dlpack_cuda_legacy(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_tensor_to_dlpack_cuda_legacy";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_tensor = NULL;
  int64_t p_stream = 0;
  kiln_dlpack_options s_options;
  const kiln_dlpack_options* p_options = NULL;
  const char* bad_options = NULL;
  DLManagedTensor* p_out = NULL;
  if (!KILN.kiln_tensor_to_dlpack_cuda_legacy) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_tensor, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "tensor"); goto done;
    default: result = kn_bad_arg(env, FN, "tensor", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_stream)) { result = kn_bad_arg(env, FN, "stream", "an integer"); goto done; }
  if (enif_is_identical(argv[2], enif_make_atom(env, "nil"))) p_options = NULL;
  else if (!kn_dec_kiln_dlpack_options(env, argv[2], &s_options, &bad_options)) { result = kn_bad_field(env, FN, "options", bad_options); goto done; }
  else p_options = &s_options;
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_tensor_to_dlpack_cuda_legacy(p_tensor, p_stream, p_options, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_DLManagedTensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_tensor);
  return result;
}

static ERL_NIF_TERM nif_kiln_weak_scalar_int(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_weak_scalar_int";
  ERL_NIF_TERM result;
  (void)argc;
  int64_t p_value = 0;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_weak_scalar_int) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_i64(env, argv[0], &p_value)) { result = kn_bad_arg(env, FN, "value", "an integer"); goto done; }
  switch (kn_acquire_kiln_device(env, argv[1], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_weak_scalar_int(p_value, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_weak_scalar_float(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_weak_scalar_float";
  ERL_NIF_TERM result;
  (void)argc;
  double p_value = 0;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_weak_scalar_float) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_f64(env, argv[0], &p_value)) { result = kn_bad_arg(env, FN, "value", "a number"); goto done; }
  switch (kn_acquire_kiln_device(env, argv[1], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_weak_scalar_float(p_value, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_device(p_device);
  return result;
}

static ERL_NIF_TERM nif_kiln_fusion_set_enabled(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_fusion_set_enabled";
  ERL_NIF_TERM result;
  (void)argc;
  bool p_enabled = 0;
  if (!KILN.kiln_fusion_set_enabled) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_bool(env, argv[0], &p_enabled)) { result = kn_bad_arg(env, FN, "enabled", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_fusion_set_enabled(p_enabled);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_fusion_get_enabled(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_fusion_get_enabled";
  ERL_NIF_TERM result;
  (void)argc;
  (void)argv;
  bool p_enabled = 0;
  if (!KILN.kiln_fusion_get_enabled) { result = kn_missing(env, FN); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_fusion_get_enabled(&p_enabled);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_bool(env, p_enabled));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_softmax(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_softmax";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_softmax) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_softmax(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_log_softmax(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_log_softmax";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_log_softmax) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_log_softmax(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_var(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_var";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  double p_ddof = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_var) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_f64(env, argv[2], &p_ddof)) { result = kn_bad_arg(env, FN, "ddof", "a number"); goto done; }
  if (!kn_get_bool(env, argv[3], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_var(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_ddof, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_std(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_std";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  double p_ddof = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_std) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_f64(env, argv[2], &p_ddof)) { result = kn_bad_arg(env, FN, "ddof", "a number"); goto done; }
  if (!kn_get_bool(env, argv[3], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_std(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_ddof, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_random_bits(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_random_bits";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_key = NULL;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_random_bits) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_key, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "key"); goto done;
    default: result = kn_bad_arg(env, FN, "key", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_dec_kiln_dtype(env, argv[2], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_random_bits(p_key, p_shape.present ? p_shape.items : NULL, p_ndim, p_dtype, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_key);
  kn_free_i64_list(&p_shape);
  return result;
}

static ERL_NIF_TERM nif_kiln_random_uniform(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_random_uniform";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_key = NULL;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  double p_low = 0;
  double p_high = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_random_uniform) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_key, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "key"); goto done;
    default: result = kn_bad_arg(env, FN, "key", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_get_f64(env, argv[2], &p_low)) { result = kn_bad_arg(env, FN, "low", "a number"); goto done; }
  if (!kn_get_f64(env, argv[3], &p_high)) { result = kn_bad_arg(env, FN, "high", "a number"); goto done; }
  if (!kn_dec_kiln_dtype(env, argv[4], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_random_uniform(p_key, p_shape.present ? p_shape.items : NULL, p_ndim, p_low, p_high, p_dtype, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_key);
  kn_free_i64_list(&p_shape);
  return result;
}

static ERL_NIF_TERM nif_kiln_random_normal(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_random_normal";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_key = NULL;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_random_normal) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_key, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "key"); goto done;
    default: result = kn_bad_arg(env, FN, "key", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_dec_kiln_dtype(env, argv[2], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_random_normal(p_key, p_shape.present ? p_shape.items : NULL, p_ndim, p_dtype, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_key);
  kn_free_i64_list(&p_shape);
  return result;
}

static ERL_NIF_TERM nif_kiln_random_randint(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_random_randint";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_key = NULL;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  int64_t p_low = 0;
  int64_t p_high = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_random_randint) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_key, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "key"); goto done;
    default: result = kn_bad_arg(env, FN, "key", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64(env, argv[2], &p_low)) { result = kn_bad_arg(env, FN, "low", "an integer"); goto done; }
  if (!kn_get_i64(env, argv[3], &p_high)) { result = kn_bad_arg(env, FN, "high", "an integer"); goto done; }
  if (!kn_dec_kiln_dtype(env, argv[4], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_random_randint(p_key, p_shape.present ? p_shape.items : NULL, p_ndim, p_low, p_high, p_dtype, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_key);
  kn_free_i64_list(&p_shape);
  return result;
}

static ERL_NIF_TERM nif_kiln_random_bernoulli(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_random_bernoulli";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_key = NULL;
  double p_p = 0;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_random_bernoulli) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_key, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "key"); goto done;
    default: result = kn_bad_arg(env, FN, "key", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_f64(env, argv[1], &p_p)) { result = kn_bad_arg(env, FN, "p", "a number"); goto done; }
  if (!kn_get_i64_list(env, argv[2], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_random_bernoulli(p_key, p_p, p_shape.present ? p_shape.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_key);
  kn_free_i64_list(&p_shape);
  return result;
}

static ERL_NIF_TERM nif_kiln_info_report(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_info_report";
  ERL_NIF_TERM result;
  (void)argc;
  (void)argv;
  const char* p_text = NULL;
  if (!KILN.kiln_info_report) { result = kn_missing(env, FN); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_info_report(&p_text);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_cstring(env, p_text));
done:
  return result;
}

static ERL_NIF_TERM nif_kiln_rms_norm(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_rms_norm";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_weight = NULL;
  double p_eps = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_rms_norm) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_weight, 1)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "weight"); goto done;
    default: result = kn_bad_arg(env, FN, "weight", "a kiln_tensor resource or nil"); goto done;
  }
  if (!kn_get_f64(env, argv[2], &p_eps)) { result = kn_bad_arg(env, FN, "eps", "a number"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_rms_norm(p_x, p_weight, p_eps, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_weight);
  return result;
}

static ERL_NIF_TERM nif_kiln_layer_norm(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_layer_norm";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_weight = NULL;
  kiln_tensor p_bias = NULL;
  double p_eps = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_layer_norm) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_weight, 1)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "weight"); goto done;
    default: result = kn_bad_arg(env, FN, "weight", "a kiln_tensor resource or nil"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[2], &p_bias, 1)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "bias"); goto done;
    default: result = kn_bad_arg(env, FN, "bias", "a kiln_tensor resource or nil"); goto done;
  }
  if (!kn_get_f64(env, argv[3], &p_eps)) { result = kn_bad_arg(env, FN, "eps", "a number"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_layer_norm(p_x, p_weight, p_bias, p_eps, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_weight);
  kn_drop_kiln_tensor(p_bias);
  return result;
}

static ERL_NIF_TERM nif_kiln_scaled_dot_product_attention(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_scaled_dot_product_attention";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_q = NULL;
  kiln_tensor p_k = NULL;
  kiln_tensor p_v = NULL;
  double p_scale = 0;
  kiln_tensor p_mask = NULL;
  bool p_causal = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_scaled_dot_product_attention) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_q, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "q"); goto done;
    default: result = kn_bad_arg(env, FN, "q", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_k, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "k"); goto done;
    default: result = kn_bad_arg(env, FN, "k", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[2], &p_v, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "v"); goto done;
    default: result = kn_bad_arg(env, FN, "v", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_f64(env, argv[3], &p_scale)) { result = kn_bad_arg(env, FN, "scale", "a number"); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[4], &p_mask, 1)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "mask"); goto done;
    default: result = kn_bad_arg(env, FN, "mask", "a kiln_tensor resource or nil"); goto done;
  }
  if (!kn_get_bool(env, argv[5], &p_causal)) { result = kn_bad_arg(env, FN, "causal", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_scaled_dot_product_attention(p_q, p_k, p_v, p_scale, p_mask, p_causal, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_q);
  kn_drop_kiln_tensor(p_k);
  kn_drop_kiln_tensor(p_v);
  kn_drop_kiln_tensor(p_mask);
  return result;
}

static ERL_NIF_TERM nif_kiln_conv(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_conv";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_input = NULL;
  kiln_tensor p_kernel = NULL;
  kn_i64_list p_strides = KN_I64_LIST_INIT;
  kn_i64_list p_padding_low = KN_I64_LIST_INIT;
  kn_i64_list p_padding_high = KN_I64_LIST_INIT;
  kn_i64_list p_input_dilation = KN_I64_LIST_INIT;
  kn_i64_list p_kernel_dilation = KN_I64_LIST_INIT;
  size_t p_nspatial = 0;
  int p_nspatial_known = 0;
  int64_t p_feature_group_size = 0;
  int64_t p_batch_group_size = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_conv) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_input, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "input"); goto done;
    default: result = kn_bad_arg(env, FN, "input", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_kernel, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "kernel"); goto done;
    default: result = kn_bad_arg(env, FN, "kernel", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[2], &p_strides, 1)) { result = kn_bad_arg(env, FN, "strides", "a list of integers or nil"); goto done; }
  if (p_strides.present) {
    if (p_nspatial_known && p_nspatial != p_strides.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: strides has %zu entries where another list has %zu",
                        FN, (size_t)p_strides.count, (size_t)p_nspatial);
      goto done;
    }
    p_nspatial = p_strides.count;
    p_nspatial_known = 1;
  }
  if (!kn_get_i64_list(env, argv[3], &p_padding_low, 1)) { result = kn_bad_arg(env, FN, "padding_low", "a list of integers or nil"); goto done; }
  if (p_padding_low.present) {
    if (p_nspatial_known && p_nspatial != p_padding_low.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_low has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_low.count, (size_t)p_nspatial);
      goto done;
    }
    p_nspatial = p_padding_low.count;
    p_nspatial_known = 1;
  }
  if (!kn_get_i64_list(env, argv[4], &p_padding_high, 1)) { result = kn_bad_arg(env, FN, "padding_high", "a list of integers or nil"); goto done; }
  if (p_padding_high.present) {
    if (p_nspatial_known && p_nspatial != p_padding_high.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_high has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_high.count, (size_t)p_nspatial);
      goto done;
    }
    p_nspatial = p_padding_high.count;
    p_nspatial_known = 1;
  }
  if (!kn_get_i64_list(env, argv[5], &p_input_dilation, 1)) { result = kn_bad_arg(env, FN, "input_dilation", "a list of integers or nil"); goto done; }
  if (p_input_dilation.present) {
    if (p_nspatial_known && p_nspatial != p_input_dilation.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: input_dilation has %zu entries where another list has %zu",
                        FN, (size_t)p_input_dilation.count, (size_t)p_nspatial);
      goto done;
    }
    p_nspatial = p_input_dilation.count;
    p_nspatial_known = 1;
  }
  if (!kn_get_i64_list(env, argv[6], &p_kernel_dilation, 1)) { result = kn_bad_arg(env, FN, "kernel_dilation", "a list of integers or nil"); goto done; }
  if (p_kernel_dilation.present) {
    if (p_nspatial_known && p_nspatial != p_kernel_dilation.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: kernel_dilation has %zu entries where another list has %zu",
                        FN, (size_t)p_kernel_dilation.count, (size_t)p_nspatial);
      goto done;
    }
    p_nspatial = p_kernel_dilation.count;
    p_nspatial_known = 1;
  }
  if (!kn_get_i64(env, argv[7], &p_feature_group_size)) { result = kn_bad_arg(env, FN, "feature_group_size", "an integer"); goto done; }
  if (!kn_get_i64(env, argv[8], &p_batch_group_size)) { result = kn_bad_arg(env, FN, "batch_group_size", "an integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_conv(p_input, p_kernel, p_strides.present ? p_strides.items : NULL, p_padding_low.present ? p_padding_low.items : NULL, p_padding_high.present ? p_padding_high.items : NULL, p_input_dilation.present ? p_input_dilation.items : NULL, p_kernel_dilation.present ? p_kernel_dilation.items : NULL, p_nspatial, p_feature_group_size, p_batch_group_size, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_input);
  kn_drop_kiln_tensor(p_kernel);
  kn_free_i64_list(&p_strides);
  kn_free_i64_list(&p_padding_low);
  kn_free_i64_list(&p_padding_high);
  kn_free_i64_list(&p_input_dilation);
  kn_free_i64_list(&p_kernel_dilation);
  return result;
}

static ERL_NIF_TERM nif_kiln_window_sum(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_window_sum";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_window = KN_I64_LIST_INIT;
  kn_i64_list p_strides = KN_I64_LIST_INIT;
  kn_i64_list p_padding_low = KN_I64_LIST_INIT;
  kn_i64_list p_padding_high = KN_I64_LIST_INIT;
  kn_i64_list p_dilation = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_window_sum) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_window, 0)) { result = kn_bad_arg(env, FN, "window", "a list of integers"); goto done; }
  if (p_window.present) {
    if (p_ndim_known && p_ndim != p_window.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: window has %zu entries where another list has %zu",
                        FN, (size_t)p_window.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_window.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_strides, 1)) { result = kn_bad_arg(env, FN, "strides", "a list of integers or nil"); goto done; }
  if (p_strides.present) {
    if (p_ndim_known && p_ndim != p_strides.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: strides has %zu entries where another list has %zu",
                        FN, (size_t)p_strides.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_strides.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[3], &p_padding_low, 1)) { result = kn_bad_arg(env, FN, "padding_low", "a list of integers or nil"); goto done; }
  if (p_padding_low.present) {
    if (p_ndim_known && p_ndim != p_padding_low.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_low has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_low.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_low.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[4], &p_padding_high, 1)) { result = kn_bad_arg(env, FN, "padding_high", "a list of integers or nil"); goto done; }
  if (p_padding_high.present) {
    if (p_ndim_known && p_ndim != p_padding_high.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_high has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_high.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_high.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[5], &p_dilation, 1)) { result = kn_bad_arg(env, FN, "dilation", "a list of integers or nil"); goto done; }
  if (p_dilation.present) {
    if (p_ndim_known && p_ndim != p_dilation.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: dilation has %zu entries where another list has %zu",
                        FN, (size_t)p_dilation.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_dilation.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_window_sum(p_x, p_window.present ? p_window.items : NULL, p_strides.present ? p_strides.items : NULL, p_padding_low.present ? p_padding_low.items : NULL, p_padding_high.present ? p_padding_high.items : NULL, p_dilation.present ? p_dilation.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_window);
  kn_free_i64_list(&p_strides);
  kn_free_i64_list(&p_padding_low);
  kn_free_i64_list(&p_padding_high);
  kn_free_i64_list(&p_dilation);
  return result;
}

static ERL_NIF_TERM nif_kiln_window_product(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_window_product";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_window = KN_I64_LIST_INIT;
  kn_i64_list p_strides = KN_I64_LIST_INIT;
  kn_i64_list p_padding_low = KN_I64_LIST_INIT;
  kn_i64_list p_padding_high = KN_I64_LIST_INIT;
  kn_i64_list p_dilation = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_window_product) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_window, 0)) { result = kn_bad_arg(env, FN, "window", "a list of integers"); goto done; }
  if (p_window.present) {
    if (p_ndim_known && p_ndim != p_window.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: window has %zu entries where another list has %zu",
                        FN, (size_t)p_window.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_window.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_strides, 1)) { result = kn_bad_arg(env, FN, "strides", "a list of integers or nil"); goto done; }
  if (p_strides.present) {
    if (p_ndim_known && p_ndim != p_strides.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: strides has %zu entries where another list has %zu",
                        FN, (size_t)p_strides.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_strides.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[3], &p_padding_low, 1)) { result = kn_bad_arg(env, FN, "padding_low", "a list of integers or nil"); goto done; }
  if (p_padding_low.present) {
    if (p_ndim_known && p_ndim != p_padding_low.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_low has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_low.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_low.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[4], &p_padding_high, 1)) { result = kn_bad_arg(env, FN, "padding_high", "a list of integers or nil"); goto done; }
  if (p_padding_high.present) {
    if (p_ndim_known && p_ndim != p_padding_high.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_high has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_high.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_high.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[5], &p_dilation, 1)) { result = kn_bad_arg(env, FN, "dilation", "a list of integers or nil"); goto done; }
  if (p_dilation.present) {
    if (p_ndim_known && p_ndim != p_dilation.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: dilation has %zu entries where another list has %zu",
                        FN, (size_t)p_dilation.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_dilation.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_window_product(p_x, p_window.present ? p_window.items : NULL, p_strides.present ? p_strides.items : NULL, p_padding_low.present ? p_padding_low.items : NULL, p_padding_high.present ? p_padding_high.items : NULL, p_dilation.present ? p_dilation.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_window);
  kn_free_i64_list(&p_strides);
  kn_free_i64_list(&p_padding_low);
  kn_free_i64_list(&p_padding_high);
  kn_free_i64_list(&p_dilation);
  return result;
}

static ERL_NIF_TERM nif_kiln_window_max(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_window_max";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_window = KN_I64_LIST_INIT;
  kn_i64_list p_strides = KN_I64_LIST_INIT;
  kn_i64_list p_padding_low = KN_I64_LIST_INIT;
  kn_i64_list p_padding_high = KN_I64_LIST_INIT;
  kn_i64_list p_dilation = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_window_max) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_window, 0)) { result = kn_bad_arg(env, FN, "window", "a list of integers"); goto done; }
  if (p_window.present) {
    if (p_ndim_known && p_ndim != p_window.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: window has %zu entries where another list has %zu",
                        FN, (size_t)p_window.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_window.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_strides, 1)) { result = kn_bad_arg(env, FN, "strides", "a list of integers or nil"); goto done; }
  if (p_strides.present) {
    if (p_ndim_known && p_ndim != p_strides.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: strides has %zu entries where another list has %zu",
                        FN, (size_t)p_strides.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_strides.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[3], &p_padding_low, 1)) { result = kn_bad_arg(env, FN, "padding_low", "a list of integers or nil"); goto done; }
  if (p_padding_low.present) {
    if (p_ndim_known && p_ndim != p_padding_low.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_low has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_low.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_low.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[4], &p_padding_high, 1)) { result = kn_bad_arg(env, FN, "padding_high", "a list of integers or nil"); goto done; }
  if (p_padding_high.present) {
    if (p_ndim_known && p_ndim != p_padding_high.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_high has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_high.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_high.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[5], &p_dilation, 1)) { result = kn_bad_arg(env, FN, "dilation", "a list of integers or nil"); goto done; }
  if (p_dilation.present) {
    if (p_ndim_known && p_ndim != p_dilation.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: dilation has %zu entries where another list has %zu",
                        FN, (size_t)p_dilation.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_dilation.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_window_max(p_x, p_window.present ? p_window.items : NULL, p_strides.present ? p_strides.items : NULL, p_padding_low.present ? p_padding_low.items : NULL, p_padding_high.present ? p_padding_high.items : NULL, p_dilation.present ? p_dilation.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_window);
  kn_free_i64_list(&p_strides);
  kn_free_i64_list(&p_padding_low);
  kn_free_i64_list(&p_padding_high);
  kn_free_i64_list(&p_dilation);
  return result;
}

static ERL_NIF_TERM nif_kiln_window_min(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_window_min";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_window = KN_I64_LIST_INIT;
  kn_i64_list p_strides = KN_I64_LIST_INIT;
  kn_i64_list p_padding_low = KN_I64_LIST_INIT;
  kn_i64_list p_padding_high = KN_I64_LIST_INIT;
  kn_i64_list p_dilation = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_window_min) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_window, 0)) { result = kn_bad_arg(env, FN, "window", "a list of integers"); goto done; }
  if (p_window.present) {
    if (p_ndim_known && p_ndim != p_window.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: window has %zu entries where another list has %zu",
                        FN, (size_t)p_window.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_window.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_strides, 1)) { result = kn_bad_arg(env, FN, "strides", "a list of integers or nil"); goto done; }
  if (p_strides.present) {
    if (p_ndim_known && p_ndim != p_strides.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: strides has %zu entries where another list has %zu",
                        FN, (size_t)p_strides.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_strides.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[3], &p_padding_low, 1)) { result = kn_bad_arg(env, FN, "padding_low", "a list of integers or nil"); goto done; }
  if (p_padding_low.present) {
    if (p_ndim_known && p_ndim != p_padding_low.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_low has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_low.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_low.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[4], &p_padding_high, 1)) { result = kn_bad_arg(env, FN, "padding_high", "a list of integers or nil"); goto done; }
  if (p_padding_high.present) {
    if (p_ndim_known && p_ndim != p_padding_high.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_high has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_high.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_high.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[5], &p_dilation, 1)) { result = kn_bad_arg(env, FN, "dilation", "a list of integers or nil"); goto done; }
  if (p_dilation.present) {
    if (p_ndim_known && p_ndim != p_dilation.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: dilation has %zu entries where another list has %zu",
                        FN, (size_t)p_dilation.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_dilation.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_window_min(p_x, p_window.present ? p_window.items : NULL, p_strides.present ? p_strides.items : NULL, p_padding_low.present ? p_padding_low.items : NULL, p_padding_high.present ? p_padding_high.items : NULL, p_dilation.present ? p_dilation.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_window);
  kn_free_i64_list(&p_strides);
  kn_free_i64_list(&p_padding_low);
  kn_free_i64_list(&p_padding_high);
  kn_free_i64_list(&p_dilation);
  return result;
}

static ERL_NIF_TERM nif_kiln_window_scatter_max(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_window_scatter_max";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_source = NULL;
  double p_init_value = 0;
  kn_i64_list p_window = KN_I64_LIST_INIT;
  kn_i64_list p_strides = KN_I64_LIST_INIT;
  kn_i64_list p_padding_low = KN_I64_LIST_INIT;
  kn_i64_list p_padding_high = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_window_scatter_max) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_source, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "source"); goto done;
    default: result = kn_bad_arg(env, FN, "source", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_f64(env, argv[2], &p_init_value)) { result = kn_bad_arg(env, FN, "init_value", "a number"); goto done; }
  if (!kn_get_i64_list(env, argv[3], &p_window, 0)) { result = kn_bad_arg(env, FN, "window", "a list of integers"); goto done; }
  if (p_window.present) {
    if (p_ndim_known && p_ndim != p_window.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: window has %zu entries where another list has %zu",
                        FN, (size_t)p_window.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_window.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[4], &p_strides, 1)) { result = kn_bad_arg(env, FN, "strides", "a list of integers or nil"); goto done; }
  if (p_strides.present) {
    if (p_ndim_known && p_ndim != p_strides.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: strides has %zu entries where another list has %zu",
                        FN, (size_t)p_strides.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_strides.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[5], &p_padding_low, 1)) { result = kn_bad_arg(env, FN, "padding_low", "a list of integers or nil"); goto done; }
  if (p_padding_low.present) {
    if (p_ndim_known && p_ndim != p_padding_low.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_low has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_low.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_low.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[6], &p_padding_high, 1)) { result = kn_bad_arg(env, FN, "padding_high", "a list of integers or nil"); goto done; }
  if (p_padding_high.present) {
    if (p_ndim_known && p_ndim != p_padding_high.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_high has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_high.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_high.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_window_scatter_max(p_x, p_source, p_init_value, p_window.present ? p_window.items : NULL, p_strides.present ? p_strides.items : NULL, p_padding_low.present ? p_padding_low.items : NULL, p_padding_high.present ? p_padding_high.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_source);
  kn_free_i64_list(&p_window);
  kn_free_i64_list(&p_strides);
  kn_free_i64_list(&p_padding_low);
  kn_free_i64_list(&p_padding_high);
  return result;
}

static ERL_NIF_TERM nif_kiln_window_scatter_min(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_window_scatter_min";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_source = NULL;
  double p_init_value = 0;
  kn_i64_list p_window = KN_I64_LIST_INIT;
  kn_i64_list p_strides = KN_I64_LIST_INIT;
  kn_i64_list p_padding_low = KN_I64_LIST_INIT;
  kn_i64_list p_padding_high = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_window_scatter_min) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_source, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "source"); goto done;
    default: result = kn_bad_arg(env, FN, "source", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_f64(env, argv[2], &p_init_value)) { result = kn_bad_arg(env, FN, "init_value", "a number"); goto done; }
  if (!kn_get_i64_list(env, argv[3], &p_window, 0)) { result = kn_bad_arg(env, FN, "window", "a list of integers"); goto done; }
  if (p_window.present) {
    if (p_ndim_known && p_ndim != p_window.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: window has %zu entries where another list has %zu",
                        FN, (size_t)p_window.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_window.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[4], &p_strides, 1)) { result = kn_bad_arg(env, FN, "strides", "a list of integers or nil"); goto done; }
  if (p_strides.present) {
    if (p_ndim_known && p_ndim != p_strides.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: strides has %zu entries where another list has %zu",
                        FN, (size_t)p_strides.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_strides.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[5], &p_padding_low, 1)) { result = kn_bad_arg(env, FN, "padding_low", "a list of integers or nil"); goto done; }
  if (p_padding_low.present) {
    if (p_ndim_known && p_ndim != p_padding_low.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_low has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_low.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_low.count;
    p_ndim_known = 1;
  }
  if (!kn_get_i64_list(env, argv[6], &p_padding_high, 1)) { result = kn_bad_arg(env, FN, "padding_high", "a list of integers or nil"); goto done; }
  if (p_padding_high.present) {
    if (p_ndim_known && p_ndim != p_padding_high.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: padding_high has %zu entries where another list has %zu",
                        FN, (size_t)p_padding_high.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_padding_high.count;
    p_ndim_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_window_scatter_min(p_x, p_source, p_init_value, p_window.present ? p_window.items : NULL, p_strides.present ? p_strides.items : NULL, p_padding_low.present ? p_padding_low.items : NULL, p_padding_high.present ? p_padding_high.items : NULL, p_ndim, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_source);
  kn_free_i64_list(&p_window);
  kn_free_i64_list(&p_strides);
  kn_free_i64_list(&p_padding_low);
  kn_free_i64_list(&p_padding_high);
  return result;
}

static ERL_NIF_TERM nif_kiln_leaky_relu(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_leaky_relu";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  double p_negative_slope = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_leaky_relu) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_f64(env, argv[1], &p_negative_slope)) { result = kn_bad_arg(env, FN, "negative_slope", "a number"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_leaky_relu(p_x, p_negative_slope, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_elu(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_elu";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  double p_alpha = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_elu) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_f64(env, argv[1], &p_alpha)) { result = kn_bad_arg(env, FN, "alpha", "a number"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_elu(p_x, p_alpha, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_dot_general(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_dot_general";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kn_i64_list p_contract_a = KN_I64_LIST_INIT;
  size_t p_ncontract_a = 0;
  int p_ncontract_a_known = 0;
  kn_i64_list p_batch_a = KN_I64_LIST_INIT;
  size_t p_nbatch_a = 0;
  int p_nbatch_a_known = 0;
  kiln_tensor p_b = NULL;
  kn_i64_list p_contract_b = KN_I64_LIST_INIT;
  size_t p_ncontract_b = 0;
  int p_ncontract_b_known = 0;
  kn_i64_list p_batch_b = KN_I64_LIST_INIT;
  size_t p_nbatch_b = 0;
  int p_nbatch_b_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_dot_general) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_contract_a, 1)) { result = kn_bad_arg(env, FN, "contract_a", "a list of integers or nil"); goto done; }
  if (p_contract_a.present) {
    if (p_ncontract_a_known && p_ncontract_a != p_contract_a.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: contract_a has %zu entries where another list has %zu",
                        FN, (size_t)p_contract_a.count, (size_t)p_ncontract_a);
      goto done;
    }
    p_ncontract_a = p_contract_a.count;
    p_ncontract_a_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_batch_a, 1)) { result = kn_bad_arg(env, FN, "batch_a", "a list of integers or nil"); goto done; }
  if (p_batch_a.present) {
    if (p_nbatch_a_known && p_nbatch_a != p_batch_a.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: batch_a has %zu entries where another list has %zu",
                        FN, (size_t)p_batch_a.count, (size_t)p_nbatch_a);
      goto done;
    }
    p_nbatch_a = p_batch_a.count;
    p_nbatch_a_known = 1;
  }
  switch (kn_acquire_kiln_tensor(env, argv[3], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[4], &p_contract_b, 1)) { result = kn_bad_arg(env, FN, "contract_b", "a list of integers or nil"); goto done; }
  if (p_contract_b.present) {
    if (p_ncontract_b_known && p_ncontract_b != p_contract_b.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: contract_b has %zu entries where another list has %zu",
                        FN, (size_t)p_contract_b.count, (size_t)p_ncontract_b);
      goto done;
    }
    p_ncontract_b = p_contract_b.count;
    p_ncontract_b_known = 1;
  }
  if (!kn_get_i64_list(env, argv[5], &p_batch_b, 1)) { result = kn_bad_arg(env, FN, "batch_b", "a list of integers or nil"); goto done; }
  if (p_batch_b.present) {
    if (p_nbatch_b_known && p_nbatch_b != p_batch_b.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: batch_b has %zu entries where another list has %zu",
                        FN, (size_t)p_batch_b.count, (size_t)p_nbatch_b);
      goto done;
    }
    p_nbatch_b = p_batch_b.count;
    p_nbatch_b_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_dot_general(p_a, p_contract_a.present ? p_contract_a.items : NULL, p_ncontract_a, p_batch_a.present ? p_batch_a.items : NULL, p_nbatch_a, p_b, p_contract_b.present ? p_contract_b.items : NULL, p_ncontract_b, p_batch_b.present ? p_batch_b.items : NULL, p_nbatch_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_free_i64_list(&p_contract_a);
  kn_free_i64_list(&p_batch_a);
  kn_drop_kiln_tensor(p_b);
  kn_free_i64_list(&p_contract_b);
  kn_free_i64_list(&p_batch_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_cholesky(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_cholesky";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  bool p_upper = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_cholesky) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_bool(env, argv[1], &p_upper)) { result = kn_bad_arg(env, FN, "upper", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_cholesky(p_x, p_upper, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_triangular_solve(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_triangular_solve";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  bool p_lower = 0;
  bool p_left_side = 0;
  bool p_transpose_a = 0;
  bool p_unit_diagonal = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_triangular_solve) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_bool(env, argv[2], &p_lower)) { result = kn_bad_arg(env, FN, "lower", "true or false"); goto done; }
  if (!kn_get_bool(env, argv[3], &p_left_side)) { result = kn_bad_arg(env, FN, "left_side", "true or false"); goto done; }
  if (!kn_get_bool(env, argv[4], &p_transpose_a)) { result = kn_bad_arg(env, FN, "transpose_a", "true or false"); goto done; }
  if (!kn_get_bool(env, argv[5], &p_unit_diagonal)) { result = kn_bad_arg(env, FN, "unit_diagonal", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_triangular_solve(p_a, p_b, p_lower, p_left_side, p_transpose_a, p_unit_diagonal, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_lu(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_lu";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_p = NULL;
  kiln_tensor p_l = NULL;
  kiln_tensor p_u = NULL;
  if (!KILN.kiln_linalg_lu) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_lu(p_x, &p_p, &p_l, &p_u);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {kn_make_kiln_tensor(env, p_p), kn_make_kiln_tensor(env, p_l), kn_make_kiln_tensor(env, p_u)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 3));
  }
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_qr(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_qr";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  bool p_complete = 0;
  kiln_tensor p_q = NULL;
  kiln_tensor p_r = NULL;
  if (!KILN.kiln_linalg_qr) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_bool(env, argv[1], &p_complete)) { result = kn_bad_arg(env, FN, "complete", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_qr(p_x, p_complete, &p_q, &p_r);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {kn_make_kiln_tensor(env, p_q), kn_make_kiln_tensor(env, p_r)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 2));
  }
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_eigh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_eigh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_eigenvalues = NULL;
  kiln_tensor p_eigenvectors = NULL;
  if (!KILN.kiln_linalg_eigh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_eigh(p_x, &p_eigenvalues, &p_eigenvectors);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {kn_make_kiln_tensor(env, p_eigenvalues), kn_make_kiln_tensor(env, p_eigenvectors)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 2));
  }
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_eigvalsh(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_eigvalsh";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_eigvalsh) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_eigvalsh(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_svd(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_svd";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  bool p_full_matrices = 0;
  kiln_tensor p_u = NULL;
  kiln_tensor p_s = NULL;
  kiln_tensor p_vh = NULL;
  if (!KILN.kiln_linalg_svd) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_bool(env, argv[1], &p_full_matrices)) { result = kn_bad_arg(env, FN, "full_matrices", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_svd(p_x, p_full_matrices, &p_u, &p_s, &p_vh);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {kn_make_kiln_tensor(env, p_u), kn_make_kiln_tensor(env, p_s), kn_make_kiln_tensor(env, p_vh)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 3));
  }
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_svdvals(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_svdvals";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_svdvals) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_svdvals(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_solve(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_solve";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_solve) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_solve(p_a, p_b, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_inv(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_inv";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_inv) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_inv(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_det(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_det";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_det) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_det(p_x, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_slogdet(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_slogdet";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_sign = NULL;
  kiln_tensor p_logabsdet = NULL;
  if (!KILN.kiln_linalg_slogdet) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_slogdet(p_x, &p_sign, &p_logabsdet);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  {
    ERL_NIF_TERM parts[] = {kn_make_kiln_tensor(env, p_sign), kn_make_kiln_tensor(env, p_logabsdet)};
    result = kn_ok(env, enif_make_tuple_from_array(env, parts, 2));
  }
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_vector_norm(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_vector_norm";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  double p_ord = 0;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_vector_norm) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_f64(env, argv[1], &p_ord)) { result = kn_bad_arg(env, FN, "ord", "a number"); goto done; }
  if (!kn_get_i64_list(env, argv[2], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_bool(env, argv[3], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_vector_norm(p_x, p_ord, p_axes.present ? p_axes.items : NULL, p_naxes, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_matrix_norm(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_matrix_norm";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_matrix_norm p_ord = (kiln_matrix_norm)0;
  bool p_keepdims = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_matrix_norm) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_dec_kiln_matrix_norm(env, argv[1], &p_ord)) { result = kn_bad_arg(env, FN, "ord", "a kiln_matrix_norm atom or integer"); goto done; }
  if (!kn_get_bool(env, argv[2], &p_keepdims)) { result = kn_bad_arg(env, FN, "keepdims", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_matrix_norm(p_x, p_ord, p_keepdims, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  return result;
}

static ERL_NIF_TERM nif_kiln_linalg_lstsq(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_linalg_lstsq";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_a = NULL;
  kiln_tensor p_b = NULL;
  double p_rcond = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_linalg_lstsq) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_a, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "a"); goto done;
    default: result = kn_bad_arg(env, FN, "a", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_b, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "b"); goto done;
    default: result = kn_bad_arg(env, FN, "b", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_f64(env, argv[2], &p_rcond)) { result = kn_bad_arg(env, FN, "rcond", "a number"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_linalg_lstsq(p_a, p_b, p_rcond, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_a);
  kn_drop_kiln_tensor(p_b);
  return result;
}

static ERL_NIF_TERM nif_kiln_fft(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_fft";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kn_i64_list p_lengths = KN_I64_LIST_INIT;
  kiln_fft_norm p_norm = (kiln_fft_norm)0;
  bool p_inverse = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_fft) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_lengths, 1)) { result = kn_bad_arg(env, FN, "lengths", "a list of integers or nil"); goto done; }
  if (p_lengths.present) {
    if (p_naxes_known && p_naxes != p_lengths.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: lengths has %zu entries where another list has %zu",
                        FN, (size_t)p_lengths.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_lengths.count;
    p_naxes_known = 1;
  }
  if (!kn_dec_kiln_fft_norm(env, argv[3], &p_norm)) { result = kn_bad_arg(env, FN, "norm", "a kiln_fft_norm atom or integer"); goto done; }
  if (!kn_get_bool(env, argv[4], &p_inverse)) { result = kn_bad_arg(env, FN, "inverse", "true or false"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_fft(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_lengths.present ? p_lengths.items : NULL, p_norm, p_inverse, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  kn_free_i64_list(&p_lengths);
  return result;
}

static ERL_NIF_TERM nif_kiln_rfft(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_rfft";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kn_i64_list p_lengths = KN_I64_LIST_INIT;
  kiln_fft_norm p_norm = (kiln_fft_norm)0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_rfft) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_lengths, 1)) { result = kn_bad_arg(env, FN, "lengths", "a list of integers or nil"); goto done; }
  if (p_lengths.present) {
    if (p_naxes_known && p_naxes != p_lengths.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: lengths has %zu entries where another list has %zu",
                        FN, (size_t)p_lengths.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_lengths.count;
    p_naxes_known = 1;
  }
  if (!kn_dec_kiln_fft_norm(env, argv[3], &p_norm)) { result = kn_bad_arg(env, FN, "norm", "a kiln_fft_norm atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_rfft(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_lengths.present ? p_lengths.items : NULL, p_norm, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  kn_free_i64_list(&p_lengths);
  return result;
}

static ERL_NIF_TERM nif_kiln_irfft(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_irfft";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_axes = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  kn_i64_list p_lengths = KN_I64_LIST_INIT;
  kiln_fft_norm p_norm = (kiln_fft_norm)0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_irfft) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_axes, 1)) { result = kn_bad_arg(env, FN, "axes", "a list of integers or nil"); goto done; }
  if (p_axes.present) {
    if (p_naxes_known && p_naxes != p_axes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: axes has %zu entries where another list has %zu",
                        FN, (size_t)p_axes.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_axes.count;
    p_naxes_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_lengths, 1)) { result = kn_bad_arg(env, FN, "lengths", "a list of integers or nil"); goto done; }
  if (p_lengths.present) {
    if (p_naxes_known && p_naxes != p_lengths.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: lengths has %zu entries where another list has %zu",
                        FN, (size_t)p_lengths.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_lengths.count;
    p_naxes_known = 1;
  }
  if (!kn_dec_kiln_fft_norm(env, argv[3], &p_norm)) { result = kn_bad_arg(env, FN, "norm", "a kiln_fft_norm atom or integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_irfft(p_x, p_axes.present ? p_axes.items : NULL, p_naxes, p_lengths.present ? p_lengths.items : NULL, p_norm, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_axes);
  kn_free_i64_list(&p_lengths);
  return result;
}

static ERL_NIF_TERM nif_kiln_pad_general(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_pad_general";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kn_i64_list p_low = KN_I64_LIST_INIT;
  kn_i64_list p_high = KN_I64_LIST_INIT;
  kn_i64_list p_interior = KN_I64_LIST_INIT;
  size_t p_naxes = 0;
  int p_naxes_known = 0;
  double p_value = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_pad_general) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[1], &p_low, 0)) { result = kn_bad_arg(env, FN, "low", "a list of integers"); goto done; }
  if (p_low.present) {
    if (p_naxes_known && p_naxes != p_low.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: low has %zu entries where another list has %zu",
                        FN, (size_t)p_low.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_low.count;
    p_naxes_known = 1;
  }
  if (!kn_get_i64_list(env, argv[2], &p_high, 0)) { result = kn_bad_arg(env, FN, "high", "a list of integers"); goto done; }
  if (p_high.present) {
    if (p_naxes_known && p_naxes != p_high.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: high has %zu entries where another list has %zu",
                        FN, (size_t)p_high.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_high.count;
    p_naxes_known = 1;
  }
  if (!kn_get_i64_list(env, argv[3], &p_interior, 0)) { result = kn_bad_arg(env, FN, "interior", "a list of integers"); goto done; }
  if (p_interior.present) {
    if (p_naxes_known && p_naxes != p_interior.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: interior has %zu entries where another list has %zu",
                        FN, (size_t)p_interior.count, (size_t)p_naxes);
      goto done;
    }
    p_naxes = p_interior.count;
    p_naxes_known = 1;
  }
  if (!kn_get_f64(env, argv[4], &p_value)) { result = kn_bad_arg(env, FN, "value", "a number"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_pad_general(p_x, p_low.present ? p_low.items : NULL, p_high.present ? p_high.items : NULL, p_interior.present ? p_interior.items : NULL, p_naxes, p_value, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_free_i64_list(&p_low);
  kn_free_i64_list(&p_high);
  kn_free_i64_list(&p_interior);
  return result;
}

static ERL_NIF_TERM nif_kiln_dynamic_slice(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_dynamic_slice";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_starts = NULL;
  kn_i64_list p_sizes = KN_I64_LIST_INIT;
  size_t p_nsizes = 0;
  int p_nsizes_known = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_dynamic_slice) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_starts, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "starts"); goto done;
    default: result = kn_bad_arg(env, FN, "starts", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64_list(env, argv[2], &p_sizes, 0)) { result = kn_bad_arg(env, FN, "sizes", "a list of integers"); goto done; }
  if (p_sizes.present) {
    if (p_nsizes_known && p_nsizes != p_sizes.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: sizes has %zu entries where another list has %zu",
                        FN, (size_t)p_sizes.count, (size_t)p_nsizes);
      goto done;
    }
    p_nsizes = p_sizes.count;
    p_nsizes_known = 1;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_dynamic_slice(p_x, p_starts, p_sizes.present ? p_sizes.items : NULL, p_nsizes, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_starts);
  kn_free_i64_list(&p_sizes);
  return result;
}

static ERL_NIF_TERM nif_kiln_dynamic_update_slice(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_dynamic_update_slice";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_tensor p_starts = NULL;
  kiln_tensor p_update = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_dynamic_update_slice) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[1], &p_starts, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "starts"); goto done;
    default: result = kn_bad_arg(env, FN, "starts", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_tensor(env, argv[2], &p_update, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "update"); goto done;
    default: result = kn_bad_arg(env, FN, "update", "a kiln_tensor resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_dynamic_update_slice(p_x, p_starts, p_update, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_tensor(p_starts);
  kn_drop_kiln_tensor(p_update);
  return result;
}

static ERL_NIF_TERM nif_kiln_random_permutation(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_random_permutation";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_key = NULL;
  int64_t p_n = 0;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_random_permutation) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_key, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "key"); goto done;
    default: result = kn_bad_arg(env, FN, "key", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_n)) { result = kn_bad_arg(env, FN, "n", "an integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_random_permutation(p_key, p_n, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_key);
  return result;
}

static ERL_NIF_TERM nif_kiln_group_init(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_group_init";
  ERL_NIF_TERM result;
  (void)argc;
  char* p_engine = NULL;
  kiln_group p_out = NULL;
  if (!KILN.kiln_group_init) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_cstring(env, argv[0], &p_engine)) { result = kn_bad_arg(env, FN, "engine", "a string without NUL bytes"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_group_init(p_engine, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_group(env, p_out));
done:
  kn_free_cstring(p_engine);
  return result;
}

static ERL_NIF_TERM nif_kiln_group_rank(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_group_rank";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_group p_group = NULL;
  int64_t p_rank = 0;
  if (!KILN.kiln_group_rank) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_group(env, argv[0], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_group_rank(p_group, &p_rank);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_int64(env, (ErlNifSInt64)p_rank));
done:
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_group_size(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_group_size";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_group p_group = NULL;
  int64_t p_size = 0;
  if (!KILN.kiln_group_size) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_group(env, argv[0], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_group_size(p_group, &p_size);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, enif_make_int64(env, (ErlNifSInt64)p_size));
done:
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_group_split(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_group_split";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_group p_group = NULL;
  int64_t p_color = 0;
  int64_t p_key = 0;
  kiln_group p_out = NULL;
  if (!KILN.kiln_group_split) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_group(env, argv[0], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_color)) { result = kn_bad_arg(env, FN, "color", "an integer"); goto done; }
  if (!kn_get_i64(env, argv[2], &p_key)) { result = kn_bad_arg(env, FN, "key", "an integer"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_group_split(p_group, p_color, p_key, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_group(env, p_out));
done:
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_group_set_timeout(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_group_set_timeout";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_group p_group = NULL;
  double p_seconds = 0;
  if (!KILN.kiln_group_set_timeout) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_group(env, argv[0], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  if (!kn_get_f64(env, argv[1], &p_seconds)) { result = kn_bad_arg(env, FN, "seconds", "a number"); goto done; }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_group_set_timeout(p_group, p_seconds);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = enif_make_atom(env, "ok");
done:
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_group_release(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_group_release";
  kiln_group handle = NULL;
  (void)argc;
  if (!KILN.kiln_group_release) return kn_missing(env, FN);
  /* Take the handle out first: later uses of the resource see it released. */
  switch (kn_take_kiln_group(env, argv[0], &handle)) {
    case KN_OK: break;
    case KN_RELEASED: return kn_released_arg(env, FN, "group");
    default: return kn_bad_arg(env, FN, "group", "a kiln_group resource");
  }
  kiln_status status = KILN.kiln_group_release(handle);
  return status == KILN_STATUS_OK ? enif_make_atom(env, "ok") : kn_call_error(env, status, FN);
}

static ERL_NIF_TERM nif_kiln_all_sum(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_all_sum";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_group p_group = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_all_sum) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_group(env, argv[1], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_all_sum(p_x, p_group, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_all_max(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_all_max";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_group p_group = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_all_max) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_group(env, argv[1], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_all_max(p_x, p_group, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_all_min(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_all_min";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_group p_group = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_all_min) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_group(env, argv[1], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_all_min(p_x, p_group, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_all_gather(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_all_gather";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_group p_group = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_all_gather) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_group(env, argv[1], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_all_gather(p_x, p_group, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_sum_scatter(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_sum_scatter";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  kiln_group p_group = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_sum_scatter) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  switch (kn_acquire_kiln_group(env, argv[1], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_sum_scatter(p_x, p_group, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_send(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_send";
  ERL_NIF_TERM result;
  (void)argc;
  kiln_tensor p_x = NULL;
  int64_t p_dst = 0;
  kiln_group p_group = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_send) { result = kn_missing(env, FN); goto done; }
  switch (kn_acquire_kiln_tensor(env, argv[0], &p_x, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "x"); goto done;
    default: result = kn_bad_arg(env, FN, "x", "a kiln_tensor resource"); goto done;
  }
  if (!kn_get_i64(env, argv[1], &p_dst)) { result = kn_bad_arg(env, FN, "dst", "an integer"); goto done; }
  switch (kn_acquire_kiln_group(env, argv[2], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_send(p_x, p_dst, p_group, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_drop_kiln_tensor(p_x);
  kn_drop_kiln_group(p_group);
  return result;
}

static ERL_NIF_TERM nif_kiln_recv(ErlNifEnv* env, int argc, const ERL_NIF_TERM argv[]) {
  static const char FN[] = "kiln_recv";
  ERL_NIF_TERM result;
  (void)argc;
  kn_i64_list p_shape = KN_I64_LIST_INIT;
  size_t p_ndim = 0;
  int p_ndim_known = 0;
  kiln_dtype p_dtype = (kiln_dtype)0;
  int64_t p_src = 0;
  kiln_group p_group = NULL;
  kiln_device p_device = NULL;
  kiln_tensor p_out = NULL;
  if (!KILN.kiln_recv) { result = kn_missing(env, FN); goto done; }
  if (!kn_get_i64_list(env, argv[0], &p_shape, 0)) { result = kn_bad_arg(env, FN, "shape", "a list of integers"); goto done; }
  if (p_shape.present) {
    if (p_ndim_known && p_ndim != p_shape.count) {
      result = kn_error(env, KILN_STATUS_INVALID_ARGUMENT, "%s: shape has %zu entries where another list has %zu",
                        FN, (size_t)p_shape.count, (size_t)p_ndim);
      goto done;
    }
    p_ndim = p_shape.count;
    p_ndim_known = 1;
  }
  if (!kn_dec_kiln_dtype(env, argv[1], &p_dtype)) { result = kn_bad_arg(env, FN, "dtype", "a kiln_dtype atom or integer"); goto done; }
  if (!kn_get_i64(env, argv[2], &p_src)) { result = kn_bad_arg(env, FN, "src", "an integer"); goto done; }
  switch (kn_acquire_kiln_group(env, argv[3], &p_group, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "group"); goto done;
    default: result = kn_bad_arg(env, FN, "group", "a kiln_group resource"); goto done;
  }
  switch (kn_acquire_kiln_device(env, argv[4], &p_device, 0)) {
    case KN_OK: break;
    case KN_RELEASED: result = kn_released_arg(env, FN, "device"); goto done;
    default: result = kn_bad_arg(env, FN, "device", "a kiln_device resource"); goto done;
  }
  ErlNifEnv* outer = kn_enter(env);
  kiln_status status = KILN.kiln_recv(p_shape.present ? p_shape.items : NULL, p_ndim, p_dtype, p_src, p_group, p_device, &p_out);
  kn_leave(outer);
  if (status != KILN_STATUS_OK) {
    result = kn_call_error(env, status, FN);
    goto done;
  }
  result = kn_ok(env, kn_make_kiln_tensor(env, p_out));
done:
  kn_free_i64_list(&p_shape);
  kn_drop_kiln_group(p_group);
  kn_drop_kiln_device(p_device);
  return result;
}

static ErlNifFunc kn_functions[] = {
  {"last_error", 0, nif_kiln_last_error, 0},
  {"status_string", 1, nif_kiln_status_string, 0},
  {"version", 0, nif_kiln_version, 0},
  {"dtype_size", 1, nif_kiln_dtype_size, 0},
  {"device_count", 0, nif_kiln_device_count, 0},
  {"device_get", 1, nif_kiln_device_get, 0},
  {"device_default", 0, nif_kiln_device_default, 0},
  {"device_set_default", 1, nif_kiln_device_set_default, 0},
  {"device_find", 1, nif_kiln_device_find, 0},
  {"device_get_info", 1, nif_kiln_device_get_info, 0},
  {"device_memory_stats", 1, nif_kiln_device_memory_stats, 0},
  {"device_set_memory_limit", 2, nif_kiln_device_set_memory_limit, 0},
  {"device_clear_cache", 1, nif_kiln_device_clear_cache, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"full", 4, nif_kiln_full, 0},
  {"zeros", 3, nif_kiln_zeros, 0},
  {"ones", 3, nif_kiln_ones, 0},
  {"arange", 5, nif_kiln_arange, 0},
  {"eye", 5, nif_kiln_eye, 0},
  {"tensor_retain", 1, nif_kiln_tensor_retain, 0},
  {"tensor_release", 1, nif_kiln_tensor_release, 0},
  {"tensor_ndim", 1, nif_kiln_tensor_ndim, 0},
  {"tensor_shape", 2, nif_kiln_tensor_shape, 0},
  {"tensor_dtype", 1, nif_kiln_tensor_dtype, 0},
  {"tensor_device", 1, nif_kiln_tensor_device, 0},
  {"tensor_size", 1, nif_kiln_tensor_size, 0},
  {"tensor_nbytes", 1, nif_kiln_tensor_nbytes, 0},
  {"tensor_is_evaluated", 1, nif_kiln_tensor_is_evaluated, 0},
  {"tensor_eval", 1, nif_kiln_tensor_eval, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_eval_async", 1, nif_kiln_tensor_eval_async, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_read", 2, nif_kiln_tensor_read, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"borrow_release", 1, nif_kiln_borrow_release, 0},
  {"tensor_copy", 1, nif_kiln_tensor_copy, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_to_device", 2, nif_kiln_tensor_to_device, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"stream_create", 1, nif_kiln_stream_create, 0},
  {"stream_release", 1, nif_kiln_stream_release, 0},
  {"stream_device", 1, nif_kiln_stream_device, 0},
  {"stream_eval", 2, nif_kiln_stream_eval, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"stream_eval_async", 2, nif_kiln_stream_eval_async, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"placeholder", 3, nif_kiln_placeholder, 0},
  {"function_create", 2, nif_kiln_function_create, 0},
  {"function_call", 3, nif_kiln_function_call, 0},
  {"function_arity", 1, nif_kiln_function_arity, 0},
  {"function_release", 1, nif_kiln_function_release, 0},
  {"function_vjp", 1, nif_kiln_function_vjp, 0},
  {"function_jvp", 1, nif_kiln_function_jvp, 0},
  {"function_value_and_grad", 2, nif_kiln_function_value_and_grad, 0},
  {"negative", 1, nif_kiln_negative, 0},
  {"abs", 1, nif_kiln_abs, 0},
  {"sign", 1, nif_kiln_sign, 0},
  {"exp", 1, nif_kiln_exp, 0},
  {"log", 1, nif_kiln_log, 0},
  {"log1p", 1, nif_kiln_log1p, 0},
  {"expm1", 1, nif_kiln_expm1, 0},
  {"sqrt", 1, nif_kiln_sqrt, 0},
  {"rsqrt", 1, nif_kiln_rsqrt, 0},
  {"square", 1, nif_kiln_square, 0},
  {"sin", 1, nif_kiln_sin, 0},
  {"cos", 1, nif_kiln_cos, 0},
  {"tan", 1, nif_kiln_tan, 0},
  {"tanh", 1, nif_kiln_tanh, 0},
  {"sigmoid", 1, nif_kiln_sigmoid, 0},
  {"erf", 1, nif_kiln_erf, 0},
  {"floor", 1, nif_kiln_floor, 0},
  {"ceil", 1, nif_kiln_ceil, 0},
  {"round", 1, nif_kiln_round, 0},
  {"logical_not", 1, nif_kiln_logical_not, 0},
  {"bitwise_not", 1, nif_kiln_bitwise_not, 0},
  {"isnan", 1, nif_kiln_isnan, 0},
  {"isinf", 1, nif_kiln_isinf, 0},
  {"isfinite", 1, nif_kiln_isfinite, 0},
  {"asin", 1, nif_kiln_asin, 0},
  {"acos", 1, nif_kiln_acos, 0},
  {"atan", 1, nif_kiln_atan, 0},
  {"sinh", 1, nif_kiln_sinh, 0},
  {"cosh", 1, nif_kiln_cosh, 0},
  {"asinh", 1, nif_kiln_asinh, 0},
  {"acosh", 1, nif_kiln_acosh, 0},
  {"atanh", 1, nif_kiln_atanh, 0},
  {"log2", 1, nif_kiln_log2, 0},
  {"log10", 1, nif_kiln_log10, 0},
  {"exp2", 1, nif_kiln_exp2, 0},
  {"cbrt", 1, nif_kiln_cbrt, 0},
  {"erfc", 1, nif_kiln_erfc, 0},
  {"erf_inv", 1, nif_kiln_erf_inv, 0},
  {"trunc", 1, nif_kiln_trunc, 0},
  {"reciprocal", 1, nif_kiln_reciprocal, 0},
  {"population_count", 1, nif_kiln_population_count, 0},
  {"count_leading_zeros", 1, nif_kiln_count_leading_zeros, 0},
  {"signbit", 1, nif_kiln_signbit, 0},
  {"round_half_away", 1, nif_kiln_round_half_away, 0},
  {"add", 2, nif_kiln_add, 0},
  {"subtract", 2, nif_kiln_subtract, 0},
  {"multiply", 2, nif_kiln_multiply, 0},
  {"divide", 2, nif_kiln_divide, 0},
  {"floor_divide", 2, nif_kiln_floor_divide, 0},
  {"remainder", 2, nif_kiln_remainder, 0},
  {"power", 2, nif_kiln_power, 0},
  {"maximum", 2, nif_kiln_maximum, 0},
  {"minimum", 2, nif_kiln_minimum, 0},
  {"atan2", 2, nif_kiln_atan2, 0},
  {"equal", 2, nif_kiln_equal, 0},
  {"not_equal", 2, nif_kiln_not_equal, 0},
  {"less", 2, nif_kiln_less, 0},
  {"less_equal", 2, nif_kiln_less_equal, 0},
  {"greater", 2, nif_kiln_greater, 0},
  {"greater_equal", 2, nif_kiln_greater_equal, 0},
  {"logical_and", 2, nif_kiln_logical_and, 0},
  {"logical_or", 2, nif_kiln_logical_or, 0},
  {"logical_xor", 2, nif_kiln_logical_xor, 0},
  {"bitwise_and", 2, nif_kiln_bitwise_and, 0},
  {"bitwise_or", 2, nif_kiln_bitwise_or, 0},
  {"bitwise_xor", 2, nif_kiln_bitwise_xor, 0},
  {"left_shift", 2, nif_kiln_left_shift, 0},
  {"right_shift", 2, nif_kiln_right_shift, 0},
  {"logaddexp", 2, nif_kiln_logaddexp, 0},
  {"hypot", 2, nif_kiln_hypot, 0},
  {"copysign", 2, nif_kiln_copysign, 0},
  {"quotient", 2, nif_kiln_quotient, 0},
  {"fmod", 2, nif_kiln_fmod, 0},
  {"sum", 3, nif_kiln_sum, 0},
  {"prod", 3, nif_kiln_prod, 0},
  {"max", 3, nif_kiln_max, 0},
  {"min", 3, nif_kiln_min, 0},
  {"mean", 3, nif_kiln_mean, 0},
  {"all", 3, nif_kiln_all, 0},
  {"any", 3, nif_kiln_any, 0},
  {"argmax", 3, nif_kiln_argmax, 0},
  {"argmin", 3, nif_kiln_argmin, 0},
  {"logsumexp", 3, nif_kiln_logsumexp, 0},
  {"cumulative_sum", 3, nif_kiln_cumulative_sum, 0},
  {"cumulative_product", 3, nif_kiln_cumulative_product, 0},
  {"cumulative_max", 3, nif_kiln_cumulative_max, 0},
  {"cumulative_min", 3, nif_kiln_cumulative_min, 0},
  {"logcumsumexp", 3, nif_kiln_logcumsumexp, 0},
  {"relu", 1, nif_kiln_relu, 0},
  {"silu", 1, nif_kiln_silu, 0},
  {"gelu", 1, nif_kiln_gelu, 0},
  {"gelu_tanh", 1, nif_kiln_gelu_tanh, 0},
  {"softplus", 1, nif_kiln_softplus, 0},
  {"real", 1, nif_kiln_real, 0},
  {"imag", 1, nif_kiln_imag, 0},
  {"conj", 1, nif_kiln_conj, 0},
  {"angle", 1, nif_kiln_angle, 0},
  {"stop_gradient", 1, nif_kiln_stop_gradient, 0},
  {"where", 3, nif_kiln_where, 0},
  {"clip", 3, nif_kiln_clip, 0},
  {"astype", 2, nif_kiln_astype, 0},
  {"bitcast", 2, nif_kiln_bitcast, 0},
  {"matmul", 2, nif_kiln_matmul, 0},
  {"reshape", 2, nif_kiln_reshape, 0},
  {"transpose", 2, nif_kiln_transpose, 0},
  {"broadcast_to", 2, nif_kiln_broadcast_to, 0},
  {"expand_dims", 2, nif_kiln_expand_dims, 0},
  {"squeeze", 2, nif_kiln_squeeze, 0},
  {"slice", 4, nif_kiln_slice, 0},
  {"concatenate", 2, nif_kiln_concatenate, 0},
  {"stack", 2, nif_kiln_stack, 0},
  {"pad", 4, nif_kiln_pad, 0},
  {"flip", 2, nif_kiln_flip, 0},
  {"tensor_to_dlpack", 2, nif_kiln_tensor_to_dlpack, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_from_dlpack", 2, nif_kiln_tensor_from_dlpack, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_to_dlpack_legacy", 2, nif_kiln_tensor_to_dlpack_legacy, 0},
  {"tensor_from_dlpack_legacy", 2, nif_kiln_tensor_from_dlpack_legacy, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_dlpack_device", 1, nif_kiln_tensor_dlpack_device, 0},
  {"take", 3, nif_kiln_take, 0},
  {"take_along_axis", 3, nif_kiln_take_along_axis, 0},
  {"gather", 3, nif_kiln_gather, 0},
  {"indexed_add", 4, nif_kiln_indexed_add, 0},
  {"indexed_put", 4, nif_kiln_indexed_put, 0},
  {"argwhere", 1, nif_kiln_argwhere, 0},
  {"argsort", 3, nif_kiln_argsort, 0},
  {"sort", 3, nif_kiln_sort, 0},
  {"top_k", 2, nif_kiln_top_k, 0},
  {"unique", 1, nif_kiln_unique, 0},
  {"searchsorted", 3, nif_kiln_searchsorted, 0},
  {"telemetry_subscribe", 1, nif_kiln_telemetry_subscribe, 0},
  {"telemetry_unsubscribe", 1, nif_kiln_telemetry_unsubscribe, 0},
  {"debug_set_flags", 1, nif_kiln_debug_set_flags, 0},
  {"debug_get_flags", 0, nif_kiln_debug_get_flags, 0},
  {"fallback_set_policy", 1, nif_kiln_fallback_set_policy, 0},
  {"fallback_get_policy", 0, nif_kiln_fallback_get_policy, 0},
  {"device_op_support", 3, nif_kiln_device_op_support, 0},
  {"device_fallback_count", 1, nif_kiln_device_fallback_count, 0},
  {"device_fallback_get", 2, nif_kiln_device_fallback_get, 0},
  {"device_cuda_device", 1, nif_kiln_device_cuda_device, 0},
  {"tensor_to_dlpack_cuda", 3, nif_kiln_tensor_to_dlpack_cuda, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_to_dlpack_cuda_legacy", 3, nif_kiln_tensor_to_dlpack_cuda_legacy, 0},
  {"weak_scalar_int", 2, nif_kiln_weak_scalar_int, 0},
  {"weak_scalar_float", 2, nif_kiln_weak_scalar_float, 0},
  {"fusion_set_enabled", 1, nif_kiln_fusion_set_enabled, 0},
  {"fusion_get_enabled", 0, nif_kiln_fusion_get_enabled, 0},
  {"softmax", 2, nif_kiln_softmax, 0},
  {"log_softmax", 2, nif_kiln_log_softmax, 0},
  {"var", 4, nif_kiln_var, 0},
  {"std", 4, nif_kiln_std, 0},
  {"random_bits", 3, nif_kiln_random_bits, 0},
  {"random_uniform", 5, nif_kiln_random_uniform, 0},
  {"random_normal", 3, nif_kiln_random_normal, 0},
  {"random_randint", 5, nif_kiln_random_randint, 0},
  {"random_bernoulli", 3, nif_kiln_random_bernoulli, 0},
  {"info_report", 0, nif_kiln_info_report, 0},
  {"rms_norm", 3, nif_kiln_rms_norm, 0},
  {"layer_norm", 4, nif_kiln_layer_norm, 0},
  {"scaled_dot_product_attention", 6, nif_kiln_scaled_dot_product_attention, 0},
  {"conv", 9, nif_kiln_conv, 0},
  {"window_sum", 6, nif_kiln_window_sum, 0},
  {"window_product", 6, nif_kiln_window_product, 0},
  {"window_max", 6, nif_kiln_window_max, 0},
  {"window_min", 6, nif_kiln_window_min, 0},
  {"window_scatter_max", 7, nif_kiln_window_scatter_max, 0},
  {"window_scatter_min", 7, nif_kiln_window_scatter_min, 0},
  {"leaky_relu", 2, nif_kiln_leaky_relu, 0},
  {"elu", 2, nif_kiln_elu, 0},
  {"dot_general", 6, nif_kiln_dot_general, 0},
  {"linalg_cholesky", 2, nif_kiln_linalg_cholesky, 0},
  {"linalg_triangular_solve", 6, nif_kiln_linalg_triangular_solve, 0},
  {"linalg_lu", 1, nif_kiln_linalg_lu, 0},
  {"linalg_qr", 2, nif_kiln_linalg_qr, 0},
  {"linalg_eigh", 1, nif_kiln_linalg_eigh, 0},
  {"linalg_eigvalsh", 1, nif_kiln_linalg_eigvalsh, 0},
  {"linalg_svd", 2, nif_kiln_linalg_svd, 0},
  {"linalg_svdvals", 1, nif_kiln_linalg_svdvals, 0},
  {"linalg_solve", 2, nif_kiln_linalg_solve, 0},
  {"linalg_inv", 1, nif_kiln_linalg_inv, 0},
  {"linalg_det", 1, nif_kiln_linalg_det, 0},
  {"linalg_slogdet", 1, nif_kiln_linalg_slogdet, 0},
  {"linalg_vector_norm", 4, nif_kiln_linalg_vector_norm, 0},
  {"linalg_matrix_norm", 3, nif_kiln_linalg_matrix_norm, 0},
  {"linalg_lstsq", 3, nif_kiln_linalg_lstsq, 0},
  {"fft", 5, nif_kiln_fft, 0},
  {"rfft", 4, nif_kiln_rfft, 0},
  {"irfft", 4, nif_kiln_irfft, 0},
  {"pad_general", 5, nif_kiln_pad_general, 0},
  {"dynamic_slice", 3, nif_kiln_dynamic_slice, 0},
  {"dynamic_update_slice", 3, nif_kiln_dynamic_update_slice, 0},
  {"random_permutation", 2, nif_kiln_random_permutation, 0},
  {"group_init", 1, nif_kiln_group_init, 0},
  {"group_rank", 1, nif_kiln_group_rank, 0},
  {"group_size", 1, nif_kiln_group_size, 0},
  {"group_split", 3, nif_kiln_group_split, 0},
  {"group_set_timeout", 2, nif_kiln_group_set_timeout, 0},
  {"group_release", 1, nif_kiln_group_release, 0},
  {"all_sum", 2, nif_kiln_all_sum, 0},
  {"all_max", 2, nif_kiln_all_max, 0},
  {"all_min", 2, nif_kiln_all_min, 0},
  {"all_gather", 2, nif_kiln_all_gather, 0},
  {"sum_scatter", 2, nif_kiln_sum_scatter, 0},
  {"send", 3, nif_kiln_send, 0},
  {"recv", 5, nif_kiln_recv, 0},
  {"tensor_create", 4, nif_tensor_create, 0},
  {"tensor_create_dirty", 4, nif_tensor_create_dirty, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_borrow", 1, nif_tensor_borrow, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_share_binary", 4, nif_tensor_share_binary, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_meta", 1, nif_tensor_meta, 0},
  {"tensor_pointer", 1, nif_tensor_pointer, ERL_NIF_DIRTY_JOB_CPU_BOUND},
  {"tensor_from_pointer", 4, nif_tensor_from_pointer, 0},
  {"__library_error__", 0, kn_nif_library_error, 0},
};

ERL_NIF_INIT(Elixir.Kiln.Nif, kn_functions, kn_load, NULL, NULL, NULL)
