// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
#include <gtest/gtest.h>

#include <cstring>

#include "abi_misuse_fixture.h"

TEST_F(AbiMisuse, kiln_version_null_pointers) {
  EXPECT_EQ(kiln_version(nullptr, nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_version"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_dtype_size_null_pointers) {
  EXPECT_EQ(kiln_dtype_size(KILN_DTYPE_FLOAT32, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dtype_size"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_count_null_pointers) {
  EXPECT_EQ(kiln_device_count(nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_count"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_get_null_pointers) {
  EXPECT_EQ(kiln_device_get(1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_get"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_default_null_pointers) {
  EXPECT_EQ(kiln_device_default(nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_default"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_set_default_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_set_default(bad.device), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_set_default"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_device_find_null_pointers) {
  EXPECT_EQ(kiln_device_find(nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_find"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_get_info_null_pointers) {
  EXPECT_EQ(kiln_device_get_info(valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_get_info"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_get_info_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_get_info(bad.device, reinterpret_cast<kiln_device_info*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_get_info"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_device_memory_stats_null_pointers) {
  EXPECT_EQ(kiln_device_memory_stats(valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_memory_stats"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_memory_stats_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_memory_stats(bad.device, reinterpret_cast<kiln_memory_stats*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_memory_stats"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_device_set_memory_limit_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_set_memory_limit(bad.device, 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_set_memory_limit"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_device_clear_cache_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_clear_cache(bad.device), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_clear_cache"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_create_null_pointers) {
  EXPECT_EQ(kiln_tensor_create(reinterpret_cast<const void*>(scratch()), KILN_DTYPE_FLOAT32, nullptr, 1, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_create"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_create_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_create(reinterpret_cast<const void*>(scratch()), KILN_DTYPE_FLOAT32, reinterpret_cast<const int64_t*>(scratch()), 1, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_create"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_full_null_pointers) {
  EXPECT_EQ(kiln_full(nullptr, 1, 1.0, KILN_DTYPE_FLOAT32, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_full"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_full_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_full(reinterpret_cast<const int64_t*>(scratch()), 1, 1.0, KILN_DTYPE_FLOAT32, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_full"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_zeros_null_pointers) {
  EXPECT_EQ(kiln_zeros(nullptr, 1, KILN_DTYPE_FLOAT32, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_zeros"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_zeros_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_zeros(reinterpret_cast<const int64_t*>(scratch()), 1, KILN_DTYPE_FLOAT32, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_zeros"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_ones_null_pointers) {
  EXPECT_EQ(kiln_ones(nullptr, 1, KILN_DTYPE_FLOAT32, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_ones"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_ones_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_ones(reinterpret_cast<const int64_t*>(scratch()), 1, KILN_DTYPE_FLOAT32, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_ones"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_arange_null_pointers) {
  EXPECT_EQ(kiln_arange(1.0, 1.0, 1.0, KILN_DTYPE_FLOAT32, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_arange"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_arange_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_arange(1.0, 1.0, 1.0, KILN_DTYPE_FLOAT32, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_arange"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_eye_null_pointers) {
  EXPECT_EQ(kiln_eye(1, 1, 1, KILN_DTYPE_FLOAT32, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_eye"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_eye_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_eye(1, 1, 1, KILN_DTYPE_FLOAT32, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_eye"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_retain_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_retain(bad.tensor), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_retain"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_release_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_release(bad.tensor), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_release"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_ndim_null_pointers) {
  EXPECT_EQ(kiln_tensor_ndim(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_ndim"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_ndim_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_ndim(bad.tensor, reinterpret_cast<size_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_ndim"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_shape_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_shape(bad.tensor, reinterpret_cast<int64_t*>(scratch()), 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_shape"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_dtype_null_pointers) {
  EXPECT_EQ(kiln_tensor_dtype(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_dtype"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_dtype_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_dtype(bad.tensor, reinterpret_cast<kiln_dtype*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_dtype"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_device_null_pointers) {
  EXPECT_EQ(kiln_tensor_device(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_device"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_device_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_device(bad.tensor, reinterpret_cast<kiln_device*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_device"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_size_null_pointers) {
  EXPECT_EQ(kiln_tensor_size(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_size"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_size_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_size(bad.tensor, reinterpret_cast<int64_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_size"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_nbytes_null_pointers) {
  EXPECT_EQ(kiln_tensor_nbytes(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_nbytes"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_nbytes_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_nbytes(bad.tensor, reinterpret_cast<size_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_nbytes"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_is_evaluated_null_pointers) {
  EXPECT_EQ(kiln_tensor_is_evaluated(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_is_evaluated"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_is_evaluated_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_is_evaluated(bad.tensor, reinterpret_cast<bool*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_is_evaluated"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_eval_null_pointers) {
  EXPECT_EQ(kiln_tensor_eval(nullptr, 1), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_eval"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_eval_bad_tensors) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_eval(&bad.tensor, 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_eval"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_eval_async_null_pointers) {
  EXPECT_EQ(kiln_tensor_eval_async(nullptr, 1), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_eval_async"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_eval_async_bad_tensors) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_eval_async(&bad.tensor, 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_eval_async"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_read_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_read(bad.tensor, reinterpret_cast<void*>(scratch()), 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_read"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_borrow_null_pointers) {
  EXPECT_EQ(kiln_tensor_borrow(valid_kiln_tensor(), nullptr, nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_borrow"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_borrow_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_borrow(bad.tensor, reinterpret_cast<kiln_borrow*>(scratch()), reinterpret_cast<const void**>(scratch()), reinterpret_cast<size_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_borrow"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_borrow_release_bad_borrow) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_borrow_release(bad.borrow), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_borrow_release"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_copy_null_pointers) {
  EXPECT_EQ(kiln_tensor_copy(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_copy"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_copy_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_copy(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_copy"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_to_device_null_pointers) {
  EXPECT_EQ(kiln_tensor_to_device(valid_kiln_tensor(), valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_device"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_to_device_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_to_device(bad.tensor, valid_kiln_device(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_device"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_to_device_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_to_device(valid_kiln_tensor(), bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_device"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stream_create_null_pointers) {
  EXPECT_EQ(kiln_stream_create(valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_create"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_stream_create_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stream_create(bad.device, reinterpret_cast<kiln_stream*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_create"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stream_release_bad_stream) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stream_release(bad.stream), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_release"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stream_device_null_pointers) {
  EXPECT_EQ(kiln_stream_device(valid_kiln_stream(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_device"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_stream_device_bad_stream) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stream_device(bad.stream, reinterpret_cast<kiln_device*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_device"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stream_eval_null_pointers) {
  EXPECT_EQ(kiln_stream_eval(valid_kiln_stream(), nullptr, 1), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_eval"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_stream_eval_bad_stream) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stream_eval(bad.stream, valid_kiln_tensor_array(), 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_eval"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stream_eval_bad_tensors) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stream_eval(valid_kiln_stream(), &bad.tensor, 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_eval"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stream_eval_async_null_pointers) {
  EXPECT_EQ(kiln_stream_eval_async(valid_kiln_stream(), nullptr, 1), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_eval_async"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_stream_eval_async_bad_stream) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stream_eval_async(bad.stream, valid_kiln_tensor_array(), 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_eval_async"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stream_eval_async_bad_tensors) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stream_eval_async(valid_kiln_stream(), &bad.tensor, 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stream_eval_async"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_placeholder_null_pointers) {
  EXPECT_EQ(kiln_placeholder(nullptr, 1, KILN_DTYPE_FLOAT32, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_placeholder"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_placeholder_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_placeholder(reinterpret_cast<const int64_t*>(scratch()), 1, KILN_DTYPE_FLOAT32, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_placeholder"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_create_null_pointers) {
  EXPECT_EQ(kiln_function_create(nullptr, 1, nullptr, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_create"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_function_create_bad_inputs) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_create(&bad.tensor, 1, valid_kiln_tensor_array(), 1, reinterpret_cast<kiln_function*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_create"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_create_bad_outputs) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_create(valid_kiln_tensor_array(), 1, &bad.tensor, 1, reinterpret_cast<kiln_function*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_create"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_call_null_pointers) {
  EXPECT_EQ(kiln_function_call(valid_kiln_function(), nullptr, 1, nullptr, 1), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_call"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_function_call_bad_function) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_call(bad.function, valid_kiln_tensor_array(), 1, reinterpret_cast<kiln_tensor*>(scratch()), 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_call"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_call_bad_args) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_call(valid_kiln_function(), &bad.tensor, 1, reinterpret_cast<kiln_tensor*>(scratch()), 1), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_call"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_arity_null_pointers) {
  EXPECT_EQ(kiln_function_arity(valid_kiln_function(), nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_arity"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_function_arity_bad_function) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_arity(bad.function, reinterpret_cast<size_t*>(scratch()), reinterpret_cast<size_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_arity"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_release_bad_function) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_release(bad.function), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_release"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_vjp_null_pointers) {
  EXPECT_EQ(kiln_function_vjp(valid_kiln_function(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_vjp"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_function_vjp_bad_function) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_vjp(bad.function, reinterpret_cast<kiln_function*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_vjp"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_jvp_null_pointers) {
  EXPECT_EQ(kiln_function_jvp(valid_kiln_function(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_jvp"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_function_jvp_bad_function) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_jvp(bad.function, reinterpret_cast<kiln_function*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_jvp"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_function_value_and_grad_null_pointers) {
  EXPECT_EQ(kiln_function_value_and_grad(valid_kiln_function(), reinterpret_cast<const size_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_value_and_grad"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_function_value_and_grad_bad_function) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_function_value_and_grad(bad.function, reinterpret_cast<const size_t*>(scratch()), 1, reinterpret_cast<kiln_function*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_function_value_and_grad"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_negative_null_pointers) {
  EXPECT_EQ(kiln_negative(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_negative"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_negative_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_negative(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_negative"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_abs_null_pointers) {
  EXPECT_EQ(kiln_abs(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_abs"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_abs_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_abs(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_abs"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sign_null_pointers) {
  EXPECT_EQ(kiln_sign(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sign"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_sign_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sign(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sign"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_exp_null_pointers) {
  EXPECT_EQ(kiln_exp(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_exp"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_exp_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_exp(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_exp"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_log_null_pointers) {
  EXPECT_EQ(kiln_log(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_log_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_log(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_log1p_null_pointers) {
  EXPECT_EQ(kiln_log1p(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log1p"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_log1p_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_log1p(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log1p"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_expm1_null_pointers) {
  EXPECT_EQ(kiln_expm1(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_expm1"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_expm1_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_expm1(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_expm1"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sqrt_null_pointers) {
  EXPECT_EQ(kiln_sqrt(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sqrt"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_sqrt_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sqrt(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sqrt"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_rsqrt_null_pointers) {
  EXPECT_EQ(kiln_rsqrt(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_rsqrt"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_rsqrt_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_rsqrt(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_rsqrt"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_square_null_pointers) {
  EXPECT_EQ(kiln_square(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_square"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_square_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_square(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_square"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sin_null_pointers) {
  EXPECT_EQ(kiln_sin(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sin"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_sin_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sin(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sin"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_cos_null_pointers) {
  EXPECT_EQ(kiln_cos(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cos"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_cos_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_cos(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cos"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tan_null_pointers) {
  EXPECT_EQ(kiln_tan(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tan"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tan_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tan(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tan"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tanh_null_pointers) {
  EXPECT_EQ(kiln_tanh(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tanh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tanh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tanh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tanh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sigmoid_null_pointers) {
  EXPECT_EQ(kiln_sigmoid(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sigmoid"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_sigmoid_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sigmoid(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sigmoid"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_erf_null_pointers) {
  EXPECT_EQ(kiln_erf(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_erf"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_erf_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_erf(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_erf"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_floor_null_pointers) {
  EXPECT_EQ(kiln_floor(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_floor"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_floor_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_floor(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_floor"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_ceil_null_pointers) {
  EXPECT_EQ(kiln_ceil(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_ceil"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_ceil_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_ceil(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_ceil"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_round_null_pointers) {
  EXPECT_EQ(kiln_round(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_round"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_round_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_round(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_round"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logical_not_null_pointers) {
  EXPECT_EQ(kiln_logical_not(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_not"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_logical_not_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logical_not(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_not"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_bitwise_not_null_pointers) {
  EXPECT_EQ(kiln_bitwise_not(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_not"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_bitwise_not_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_bitwise_not(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_not"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_isnan_null_pointers) {
  EXPECT_EQ(kiln_isnan(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_isnan"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_isnan_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_isnan(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_isnan"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_isinf_null_pointers) {
  EXPECT_EQ(kiln_isinf(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_isinf"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_isinf_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_isinf(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_isinf"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_isfinite_null_pointers) {
  EXPECT_EQ(kiln_isfinite(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_isfinite"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_isfinite_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_isfinite(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_isfinite"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_asin_null_pointers) {
  EXPECT_EQ(kiln_asin(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_asin"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_asin_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_asin(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_asin"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_acos_null_pointers) {
  EXPECT_EQ(kiln_acos(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_acos"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_acos_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_acos(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_acos"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_atan_null_pointers) {
  EXPECT_EQ(kiln_atan(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_atan"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_atan_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_atan(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_atan"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sinh_null_pointers) {
  EXPECT_EQ(kiln_sinh(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sinh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_sinh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sinh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sinh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_cosh_null_pointers) {
  EXPECT_EQ(kiln_cosh(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cosh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_cosh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_cosh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cosh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_asinh_null_pointers) {
  EXPECT_EQ(kiln_asinh(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_asinh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_asinh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_asinh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_asinh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_acosh_null_pointers) {
  EXPECT_EQ(kiln_acosh(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_acosh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_acosh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_acosh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_acosh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_atanh_null_pointers) {
  EXPECT_EQ(kiln_atanh(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_atanh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_atanh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_atanh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_atanh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_log2_null_pointers) {
  EXPECT_EQ(kiln_log2(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log2"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_log2_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_log2(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log2"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_log10_null_pointers) {
  EXPECT_EQ(kiln_log10(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log10"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_log10_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_log10(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log10"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_exp2_null_pointers) {
  EXPECT_EQ(kiln_exp2(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_exp2"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_exp2_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_exp2(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_exp2"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_cbrt_null_pointers) {
  EXPECT_EQ(kiln_cbrt(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cbrt"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_cbrt_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_cbrt(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cbrt"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_erfc_null_pointers) {
  EXPECT_EQ(kiln_erfc(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_erfc"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_erfc_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_erfc(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_erfc"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_erf_inv_null_pointers) {
  EXPECT_EQ(kiln_erf_inv(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_erf_inv"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_erf_inv_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_erf_inv(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_erf_inv"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_trunc_null_pointers) {
  EXPECT_EQ(kiln_trunc(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_trunc"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_trunc_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_trunc(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_trunc"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_reciprocal_null_pointers) {
  EXPECT_EQ(kiln_reciprocal(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_reciprocal"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_reciprocal_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_reciprocal(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_reciprocal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_population_count_null_pointers) {
  EXPECT_EQ(kiln_population_count(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_population_count"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_population_count_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_population_count(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_population_count"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_count_leading_zeros_null_pointers) {
  EXPECT_EQ(kiln_count_leading_zeros(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_count_leading_zeros"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_count_leading_zeros_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_count_leading_zeros(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_count_leading_zeros"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_signbit_null_pointers) {
  EXPECT_EQ(kiln_signbit(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_signbit"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_signbit_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_signbit(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_signbit"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_round_half_away_null_pointers) {
  EXPECT_EQ(kiln_round_half_away(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_round_half_away"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_round_half_away_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_round_half_away(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_round_half_away"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_add_null_pointers) {
  EXPECT_EQ(kiln_add(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_add"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_add_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_add(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_add"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_add_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_add(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_add"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_subtract_null_pointers) {
  EXPECT_EQ(kiln_subtract(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_subtract"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_subtract_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_subtract(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_subtract"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_subtract_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_subtract(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_subtract"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_multiply_null_pointers) {
  EXPECT_EQ(kiln_multiply(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_multiply"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_multiply_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_multiply(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_multiply"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_multiply_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_multiply(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_multiply"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_divide_null_pointers) {
  EXPECT_EQ(kiln_divide(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_divide"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_divide_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_divide(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_divide"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_divide_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_divide(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_divide"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_floor_divide_null_pointers) {
  EXPECT_EQ(kiln_floor_divide(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_floor_divide"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_floor_divide_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_floor_divide(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_floor_divide"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_floor_divide_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_floor_divide(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_floor_divide"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_remainder_null_pointers) {
  EXPECT_EQ(kiln_remainder(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_remainder"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_remainder_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_remainder(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_remainder"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_remainder_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_remainder(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_remainder"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_power_null_pointers) {
  EXPECT_EQ(kiln_power(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_power"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_power_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_power(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_power"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_power_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_power(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_power"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_maximum_null_pointers) {
  EXPECT_EQ(kiln_maximum(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_maximum"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_maximum_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_maximum(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_maximum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_maximum_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_maximum(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_maximum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_minimum_null_pointers) {
  EXPECT_EQ(kiln_minimum(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_minimum"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_minimum_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_minimum(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_minimum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_minimum_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_minimum(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_minimum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_atan2_null_pointers) {
  EXPECT_EQ(kiln_atan2(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_atan2"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_atan2_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_atan2(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_atan2"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_atan2_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_atan2(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_atan2"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_equal_null_pointers) {
  EXPECT_EQ(kiln_equal(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_equal"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_equal_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_equal(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_equal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_equal_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_equal(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_equal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_not_equal_null_pointers) {
  EXPECT_EQ(kiln_not_equal(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_not_equal"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_not_equal_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_not_equal(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_not_equal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_not_equal_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_not_equal(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_not_equal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_less_null_pointers) {
  EXPECT_EQ(kiln_less(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_less"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_less_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_less(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_less"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_less_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_less(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_less"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_less_equal_null_pointers) {
  EXPECT_EQ(kiln_less_equal(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_less_equal"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_less_equal_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_less_equal(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_less_equal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_less_equal_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_less_equal(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_less_equal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_greater_null_pointers) {
  EXPECT_EQ(kiln_greater(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_greater"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_greater_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_greater(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_greater"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_greater_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_greater(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_greater"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_greater_equal_null_pointers) {
  EXPECT_EQ(kiln_greater_equal(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_greater_equal"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_greater_equal_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_greater_equal(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_greater_equal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_greater_equal_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_greater_equal(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_greater_equal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logical_and_null_pointers) {
  EXPECT_EQ(kiln_logical_and(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_and"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_logical_and_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logical_and(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_and"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logical_and_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logical_and(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_and"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logical_or_null_pointers) {
  EXPECT_EQ(kiln_logical_or(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_or"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_logical_or_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logical_or(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_or"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logical_or_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logical_or(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_or"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logical_xor_null_pointers) {
  EXPECT_EQ(kiln_logical_xor(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_xor"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_logical_xor_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logical_xor(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_xor"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logical_xor_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logical_xor(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logical_xor"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_bitwise_and_null_pointers) {
  EXPECT_EQ(kiln_bitwise_and(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_and"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_bitwise_and_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_bitwise_and(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_and"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_bitwise_and_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_bitwise_and(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_and"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_bitwise_or_null_pointers) {
  EXPECT_EQ(kiln_bitwise_or(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_or"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_bitwise_or_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_bitwise_or(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_or"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_bitwise_or_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_bitwise_or(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_or"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_bitwise_xor_null_pointers) {
  EXPECT_EQ(kiln_bitwise_xor(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_xor"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_bitwise_xor_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_bitwise_xor(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_xor"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_bitwise_xor_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_bitwise_xor(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitwise_xor"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_left_shift_null_pointers) {
  EXPECT_EQ(kiln_left_shift(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_left_shift"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_left_shift_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_left_shift(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_left_shift"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_left_shift_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_left_shift(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_left_shift"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_right_shift_null_pointers) {
  EXPECT_EQ(kiln_right_shift(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_right_shift"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_right_shift_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_right_shift(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_right_shift"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_right_shift_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_right_shift(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_right_shift"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logaddexp_null_pointers) {
  EXPECT_EQ(kiln_logaddexp(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logaddexp"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_logaddexp_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logaddexp(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logaddexp"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logaddexp_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logaddexp(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logaddexp"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_hypot_null_pointers) {
  EXPECT_EQ(kiln_hypot(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_hypot"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_hypot_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_hypot(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_hypot"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_hypot_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_hypot(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_hypot"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_copysign_null_pointers) {
  EXPECT_EQ(kiln_copysign(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_copysign"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_copysign_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_copysign(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_copysign"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_copysign_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_copysign(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_copysign"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_quotient_null_pointers) {
  EXPECT_EQ(kiln_quotient(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_quotient"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_quotient_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_quotient(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_quotient"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_quotient_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_quotient(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_quotient"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_fmod_null_pointers) {
  EXPECT_EQ(kiln_fmod(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_fmod"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_fmod_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_fmod(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_fmod"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_fmod_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_fmod(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_fmod"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sum_null_pointers) {
  EXPECT_EQ(kiln_sum(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sum"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_sum_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sum(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_prod_null_pointers) {
  EXPECT_EQ(kiln_prod(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_prod"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_prod_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_prod(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_prod"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_max_null_pointers) {
  EXPECT_EQ(kiln_max(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_max"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_max_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_max(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_max"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_min_null_pointers) {
  EXPECT_EQ(kiln_min(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_min"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_min_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_min(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_min"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_mean_null_pointers) {
  EXPECT_EQ(kiln_mean(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_mean"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_mean_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_mean(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_mean"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_null_pointers) {
  EXPECT_EQ(kiln_all(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_all_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_any_null_pointers) {
  EXPECT_EQ(kiln_any(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_any"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_any_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_any(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_any"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_argmax_null_pointers) {
  EXPECT_EQ(kiln_argmax(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_argmax"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_argmax_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_argmax(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_argmax"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_argmin_null_pointers) {
  EXPECT_EQ(kiln_argmin(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_argmin"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_argmin_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_argmin(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_argmin"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logsumexp_null_pointers) {
  EXPECT_EQ(kiln_logsumexp(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logsumexp"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_logsumexp_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logsumexp(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logsumexp"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_cumulative_sum_null_pointers) {
  EXPECT_EQ(kiln_cumulative_sum(valid_kiln_tensor(), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cumulative_sum"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_cumulative_sum_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_cumulative_sum(bad.tensor, 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cumulative_sum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_cumulative_product_null_pointers) {
  EXPECT_EQ(kiln_cumulative_product(valid_kiln_tensor(), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cumulative_product"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_cumulative_product_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_cumulative_product(bad.tensor, 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cumulative_product"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_cumulative_max_null_pointers) {
  EXPECT_EQ(kiln_cumulative_max(valid_kiln_tensor(), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cumulative_max"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_cumulative_max_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_cumulative_max(bad.tensor, 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cumulative_max"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_cumulative_min_null_pointers) {
  EXPECT_EQ(kiln_cumulative_min(valid_kiln_tensor(), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cumulative_min"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_cumulative_min_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_cumulative_min(bad.tensor, 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_cumulative_min"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_logcumsumexp_null_pointers) {
  EXPECT_EQ(kiln_logcumsumexp(valid_kiln_tensor(), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logcumsumexp"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_logcumsumexp_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_logcumsumexp(bad.tensor, 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_logcumsumexp"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_relu_null_pointers) {
  EXPECT_EQ(kiln_relu(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_relu"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_relu_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_relu(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_relu"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_silu_null_pointers) {
  EXPECT_EQ(kiln_silu(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_silu"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_silu_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_silu(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_silu"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_gelu_null_pointers) {
  EXPECT_EQ(kiln_gelu(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_gelu"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_gelu_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_gelu(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_gelu"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_gelu_tanh_null_pointers) {
  EXPECT_EQ(kiln_gelu_tanh(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_gelu_tanh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_gelu_tanh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_gelu_tanh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_gelu_tanh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_softplus_null_pointers) {
  EXPECT_EQ(kiln_softplus(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_softplus"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_softplus_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_softplus(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_softplus"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_real_null_pointers) {
  EXPECT_EQ(kiln_real(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_real"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_real_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_real(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_real"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_imag_null_pointers) {
  EXPECT_EQ(kiln_imag(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_imag"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_imag_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_imag(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_imag"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_conj_null_pointers) {
  EXPECT_EQ(kiln_conj(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_conj"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_conj_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_conj(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_conj"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_angle_null_pointers) {
  EXPECT_EQ(kiln_angle(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_angle"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_angle_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_angle(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_angle"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stop_gradient_null_pointers) {
  EXPECT_EQ(kiln_stop_gradient(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stop_gradient"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_stop_gradient_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stop_gradient(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stop_gradient"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_where_null_pointers) {
  EXPECT_EQ(kiln_where(valid_kiln_tensor(), valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_where"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_where_bad_cond) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_where(bad.tensor, valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_where"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_where_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_where(valid_kiln_tensor(), bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_where"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_where_bad_y) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_where(valid_kiln_tensor(), valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_where"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_clip_null_pointers) {
  EXPECT_EQ(kiln_clip(valid_kiln_tensor(), valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_clip"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_clip_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_clip(bad.tensor, valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_clip"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_astype_null_pointers) {
  EXPECT_EQ(kiln_astype(valid_kiln_tensor(), KILN_DTYPE_FLOAT32, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_astype"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_astype_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_astype(bad.tensor, KILN_DTYPE_FLOAT32, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_astype"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_bitcast_null_pointers) {
  EXPECT_EQ(kiln_bitcast(valid_kiln_tensor(), KILN_DTYPE_FLOAT32, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitcast"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_bitcast_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_bitcast(bad.tensor, KILN_DTYPE_FLOAT32, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_bitcast"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_matmul_null_pointers) {
  EXPECT_EQ(kiln_matmul(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_matmul"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_matmul_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_matmul(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_matmul"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_matmul_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_matmul(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_matmul"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_reshape_null_pointers) {
  EXPECT_EQ(kiln_reshape(valid_kiln_tensor(), nullptr, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_reshape"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_reshape_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_reshape(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_reshape"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_transpose_null_pointers) {
  EXPECT_EQ(kiln_transpose(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_transpose"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_transpose_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_transpose(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_transpose"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_broadcast_to_null_pointers) {
  EXPECT_EQ(kiln_broadcast_to(valid_kiln_tensor(), nullptr, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_broadcast_to"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_broadcast_to_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_broadcast_to(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_broadcast_to"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_expand_dims_null_pointers) {
  EXPECT_EQ(kiln_expand_dims(valid_kiln_tensor(), nullptr, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_expand_dims"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_expand_dims_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_expand_dims(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_expand_dims"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_squeeze_null_pointers) {
  EXPECT_EQ(kiln_squeeze(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_squeeze"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_squeeze_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_squeeze(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_squeeze"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_slice_null_pointers) {
  EXPECT_EQ(kiln_slice(valid_kiln_tensor(), nullptr, nullptr, reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_slice"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_slice_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_slice(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_slice"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_concatenate_null_pointers) {
  EXPECT_EQ(kiln_concatenate(nullptr, 1, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_concatenate"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_concatenate_bad_tensors) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_concatenate(&bad.tensor, 1, 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_concatenate"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_stack_null_pointers) {
  EXPECT_EQ(kiln_stack(nullptr, 1, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stack"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_stack_bad_tensors) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_stack(&bad.tensor, 1, 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_stack"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_pad_null_pointers) {
  EXPECT_EQ(kiln_pad(valid_kiln_tensor(), nullptr, nullptr, 1, 1.0, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_pad"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_pad_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_pad(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, 1.0, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_pad"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_flip_null_pointers) {
  EXPECT_EQ(kiln_flip(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_flip"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_flip_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_flip(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_flip"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_to_dlpack_null_pointers) {
  EXPECT_EQ(kiln_tensor_to_dlpack(valid_kiln_tensor(), reinterpret_cast<const kiln_dlpack_options*>(scratch()), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_to_dlpack_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_to_dlpack(bad.tensor, reinterpret_cast<const kiln_dlpack_options*>(scratch()), reinterpret_cast<DLManagedTensorVersioned**>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_from_dlpack_null_pointers) {
  EXPECT_EQ(kiln_tensor_from_dlpack(nullptr, reinterpret_cast<const kiln_dlpack_options*>(scratch()), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_from_dlpack"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_to_dlpack_legacy_null_pointers) {
  EXPECT_EQ(kiln_tensor_to_dlpack_legacy(valid_kiln_tensor(), reinterpret_cast<const kiln_dlpack_options*>(scratch()), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack_legacy"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_to_dlpack_legacy_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_to_dlpack_legacy(bad.tensor, reinterpret_cast<const kiln_dlpack_options*>(scratch()), reinterpret_cast<DLManagedTensor**>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack_legacy"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_from_dlpack_legacy_null_pointers) {
  EXPECT_EQ(kiln_tensor_from_dlpack_legacy(nullptr, reinterpret_cast<const kiln_dlpack_options*>(scratch()), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_from_dlpack_legacy"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_dlpack_device_null_pointers) {
  EXPECT_EQ(kiln_tensor_dlpack_device(valid_kiln_tensor(), nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_dlpack_device"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_dlpack_device_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_dlpack_device(bad.tensor, reinterpret_cast<int32_t*>(scratch()), reinterpret_cast<int32_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_dlpack_device"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_take_null_pointers) {
  EXPECT_EQ(kiln_take(valid_kiln_tensor(), valid_kiln_tensor(), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_take"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_take_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_take(bad.tensor, valid_kiln_tensor(), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_take"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_take_bad_indices) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_take(valid_kiln_tensor(), bad.tensor, 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_take"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_take_along_axis_null_pointers) {
  EXPECT_EQ(kiln_take_along_axis(valid_kiln_tensor(), valid_kiln_tensor(), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_take_along_axis"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_take_along_axis_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_take_along_axis(bad.tensor, valid_kiln_tensor(), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_take_along_axis"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_take_along_axis_bad_indices) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_take_along_axis(valid_kiln_tensor(), bad.tensor, 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_take_along_axis"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_gather_null_pointers) {
  EXPECT_EQ(kiln_gather(valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_gather"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_gather_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_gather(bad.tensor, valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_gather"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_gather_bad_indices) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_gather(valid_kiln_tensor(), bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_gather"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_indexed_add_null_pointers) {
  EXPECT_EQ(kiln_indexed_add(valid_kiln_tensor(), valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_indexed_add"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_indexed_add_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_indexed_add(bad.tensor, valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_indexed_add"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_indexed_add_bad_indices) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_indexed_add(valid_kiln_tensor(), bad.tensor, valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_indexed_add"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_indexed_add_bad_updates) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_indexed_add(valid_kiln_tensor(), valid_kiln_tensor(), bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_indexed_add"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_indexed_put_null_pointers) {
  EXPECT_EQ(kiln_indexed_put(valid_kiln_tensor(), valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_indexed_put"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_indexed_put_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_indexed_put(bad.tensor, valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_indexed_put"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_indexed_put_bad_indices) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_indexed_put(valid_kiln_tensor(), bad.tensor, valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_indexed_put"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_indexed_put_bad_updates) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_indexed_put(valid_kiln_tensor(), valid_kiln_tensor(), bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_indexed_put"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_argwhere_null_pointers) {
  EXPECT_EQ(kiln_argwhere(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_argwhere"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_argwhere_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_argwhere(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_argwhere"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_argsort_null_pointers) {
  EXPECT_EQ(kiln_argsort(valid_kiln_tensor(), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_argsort"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_argsort_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_argsort(bad.tensor, 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_argsort"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sort_null_pointers) {
  EXPECT_EQ(kiln_sort(valid_kiln_tensor(), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sort"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_sort_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sort(bad.tensor, 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sort"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_top_k_null_pointers) {
  EXPECT_EQ(kiln_top_k(valid_kiln_tensor(), 1, nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_top_k"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_top_k_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_top_k(bad.tensor, 1, reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_top_k"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_unique_null_pointers) {
  EXPECT_EQ(kiln_unique(valid_kiln_tensor(), nullptr, nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_unique"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_unique_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_unique(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_unique"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_searchsorted_null_pointers) {
  EXPECT_EQ(kiln_searchsorted(valid_kiln_tensor(), valid_kiln_tensor(), false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_searchsorted"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_searchsorted_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_searchsorted(bad.tensor, valid_kiln_tensor(), false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_searchsorted"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_searchsorted_bad_v) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_searchsorted(valid_kiln_tensor(), bad.tensor, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_searchsorted"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_telemetry_subscribe_null_pointers) {
  EXPECT_EQ(kiln_telemetry_subscribe(nullptr, reinterpret_cast<void*>(scratch()), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_telemetry_subscribe"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_debug_get_flags_null_pointers) {
  EXPECT_EQ(kiln_debug_get_flags(nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_debug_get_flags"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_fallback_get_policy_null_pointers) {
  EXPECT_EQ(kiln_fallback_get_policy(nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_fallback_get_policy"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_op_support_null_pointers) {
  EXPECT_EQ(kiln_device_op_support(valid_kiln_device(), nullptr, KILN_DTYPE_FLOAT32, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_op_support"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_op_support_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_op_support(bad.device, "cpu", KILN_DTYPE_FLOAT32, reinterpret_cast<kiln_op_support*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_op_support"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_device_fallback_count_null_pointers) {
  EXPECT_EQ(kiln_device_fallback_count(valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_fallback_count"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_fallback_count_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_fallback_count(bad.device, reinterpret_cast<size_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_fallback_count"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_device_fallback_get_null_pointers) {
  EXPECT_EQ(kiln_device_fallback_get(valid_kiln_device(), 1, nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_fallback_get"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_fallback_get_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_fallback_get(bad.device, 1, reinterpret_cast<const char**>(scratch()), reinterpret_cast<kiln_dtype*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_fallback_get"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_device_vulkan_handles_null_pointers) {
  EXPECT_EQ(kiln_device_vulkan_handles(valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_vulkan_handles"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_vulkan_handles_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_vulkan_handles(bad.device, reinterpret_cast<kiln_vulkan_handles*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_vulkan_handles"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_device_cuda_device_null_pointers) {
  EXPECT_EQ(kiln_device_cuda_device(valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_cuda_device"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_device_cuda_device_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_device_cuda_device(bad.device, reinterpret_cast<int32_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_device_cuda_device"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_to_dlpack_cuda_null_pointers) {
  EXPECT_EQ(kiln_tensor_to_dlpack_cuda(valid_kiln_tensor(), 1, reinterpret_cast<const kiln_dlpack_options*>(scratch()), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack_cuda"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_to_dlpack_cuda_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_to_dlpack_cuda(bad.tensor, 1, reinterpret_cast<const kiln_dlpack_options*>(scratch()), reinterpret_cast<DLManagedTensorVersioned**>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack_cuda"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_tensor_to_dlpack_cuda_legacy_null_pointers) {
  EXPECT_EQ(kiln_tensor_to_dlpack_cuda_legacy(valid_kiln_tensor(), 1, reinterpret_cast<const kiln_dlpack_options*>(scratch()), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack_cuda_legacy"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_tensor_to_dlpack_cuda_legacy_bad_tensor) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_tensor_to_dlpack_cuda_legacy(bad.tensor, 1, reinterpret_cast<const kiln_dlpack_options*>(scratch()), reinterpret_cast<DLManagedTensor**>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_tensor_to_dlpack_cuda_legacy"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_weak_scalar_int_null_pointers) {
  EXPECT_EQ(kiln_weak_scalar_int(1, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_weak_scalar_int"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_weak_scalar_int_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_weak_scalar_int(1, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_weak_scalar_int"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_weak_scalar_float_null_pointers) {
  EXPECT_EQ(kiln_weak_scalar_float(1.0, valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_weak_scalar_float"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_weak_scalar_float_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_weak_scalar_float(1.0, bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_weak_scalar_float"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_fusion_get_enabled_null_pointers) {
  EXPECT_EQ(kiln_fusion_get_enabled(nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_fusion_get_enabled"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_softmax_null_pointers) {
  EXPECT_EQ(kiln_softmax(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_softmax"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_softmax_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_softmax(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_softmax"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_log_softmax_null_pointers) {
  EXPECT_EQ(kiln_log_softmax(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log_softmax"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_log_softmax_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_log_softmax(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_log_softmax"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_var_null_pointers) {
  EXPECT_EQ(kiln_var(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, 1.0, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_var"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_var_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_var(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, 1.0, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_var"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_std_null_pointers) {
  EXPECT_EQ(kiln_std(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, 1.0, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_std"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_std_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_std(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, 1.0, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_std"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_random_bits_null_pointers) {
  EXPECT_EQ(kiln_random_bits(valid_kiln_tensor(), nullptr, 1, KILN_DTYPE_FLOAT32, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_bits"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_random_bits_bad_key) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_random_bits(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, KILN_DTYPE_FLOAT32, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_bits"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_random_uniform_null_pointers) {
  EXPECT_EQ(kiln_random_uniform(valid_kiln_tensor(), nullptr, 1, 1.0, 1.0, KILN_DTYPE_FLOAT32, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_uniform"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_random_uniform_bad_key) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_random_uniform(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, 1.0, 1.0, KILN_DTYPE_FLOAT32, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_uniform"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_random_normal_null_pointers) {
  EXPECT_EQ(kiln_random_normal(valid_kiln_tensor(), nullptr, 1, KILN_DTYPE_FLOAT32, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_normal"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_random_normal_bad_key) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_random_normal(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, KILN_DTYPE_FLOAT32, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_normal"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_random_randint_null_pointers) {
  EXPECT_EQ(kiln_random_randint(valid_kiln_tensor(), nullptr, 1, 1, 1, KILN_DTYPE_FLOAT32, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_randint"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_random_randint_bad_key) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_random_randint(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, 1, 1, KILN_DTYPE_FLOAT32, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_randint"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_random_bernoulli_null_pointers) {
  EXPECT_EQ(kiln_random_bernoulli(valid_kiln_tensor(), 1.0, nullptr, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_bernoulli"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_random_bernoulli_bad_key) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_random_bernoulli(bad.tensor, 1.0, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_bernoulli"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_info_report_null_pointers) {
  EXPECT_EQ(kiln_info_report(nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_info_report"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_rms_norm_null_pointers) {
  EXPECT_EQ(kiln_rms_norm(valid_kiln_tensor(), valid_kiln_tensor(), 1.0, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_rms_norm"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_rms_norm_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_rms_norm(bad.tensor, valid_kiln_tensor(), 1.0, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_rms_norm"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_layer_norm_null_pointers) {
  EXPECT_EQ(kiln_layer_norm(valid_kiln_tensor(), valid_kiln_tensor(), valid_kiln_tensor(), 1.0, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_layer_norm"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_layer_norm_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_layer_norm(bad.tensor, valid_kiln_tensor(), valid_kiln_tensor(), 1.0, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_layer_norm"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_scaled_dot_product_attention_null_pointers) {
  EXPECT_EQ(kiln_scaled_dot_product_attention(valid_kiln_tensor(), valid_kiln_tensor(), valid_kiln_tensor(), 1.0, valid_kiln_tensor(), false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_scaled_dot_product_attention"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_scaled_dot_product_attention_bad_q) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_scaled_dot_product_attention(bad.tensor, valid_kiln_tensor(), valid_kiln_tensor(), 1.0, valid_kiln_tensor(), false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_scaled_dot_product_attention"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_scaled_dot_product_attention_bad_k) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_scaled_dot_product_attention(valid_kiln_tensor(), bad.tensor, valid_kiln_tensor(), 1.0, valid_kiln_tensor(), false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_scaled_dot_product_attention"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_scaled_dot_product_attention_bad_v) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_scaled_dot_product_attention(valid_kiln_tensor(), valid_kiln_tensor(), bad.tensor, 1.0, valid_kiln_tensor(), false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_scaled_dot_product_attention"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_conv_null_pointers) {
  EXPECT_EQ(kiln_conv(valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, 1, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_conv"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_conv_bad_input) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_conv(bad.tensor, valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, 1, 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_conv"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_conv_bad_kernel) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_conv(valid_kiln_tensor(), bad.tensor, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, 1, 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_conv"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_window_sum_null_pointers) {
  EXPECT_EQ(kiln_window_sum(valid_kiln_tensor(), nullptr, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_sum"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_window_sum_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_window_sum(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_sum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_window_product_null_pointers) {
  EXPECT_EQ(kiln_window_product(valid_kiln_tensor(), nullptr, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_product"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_window_product_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_window_product(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_product"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_window_max_null_pointers) {
  EXPECT_EQ(kiln_window_max(valid_kiln_tensor(), nullptr, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_max"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_window_max_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_window_max(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_max"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_window_min_null_pointers) {
  EXPECT_EQ(kiln_window_min(valid_kiln_tensor(), nullptr, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_min"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_window_min_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_window_min(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_min"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_window_scatter_max_null_pointers) {
  EXPECT_EQ(kiln_window_scatter_max(valid_kiln_tensor(), valid_kiln_tensor(), 1.0, nullptr, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_scatter_max"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_window_scatter_max_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_window_scatter_max(bad.tensor, valid_kiln_tensor(), 1.0, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_scatter_max"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_window_scatter_max_bad_source) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_window_scatter_max(valid_kiln_tensor(), bad.tensor, 1.0, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_scatter_max"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_window_scatter_min_null_pointers) {
  EXPECT_EQ(kiln_window_scatter_min(valid_kiln_tensor(), valid_kiln_tensor(), 1.0, nullptr, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_scatter_min"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_window_scatter_min_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_window_scatter_min(bad.tensor, valid_kiln_tensor(), 1.0, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_scatter_min"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_window_scatter_min_bad_source) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_window_scatter_min(valid_kiln_tensor(), bad.tensor, 1.0, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_window_scatter_min"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_leaky_relu_null_pointers) {
  EXPECT_EQ(kiln_leaky_relu(valid_kiln_tensor(), 1.0, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_leaky_relu"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_leaky_relu_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_leaky_relu(bad.tensor, 1.0, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_leaky_relu"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_elu_null_pointers) {
  EXPECT_EQ(kiln_elu(valid_kiln_tensor(), 1.0, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_elu"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_elu_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_elu(bad.tensor, 1.0, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_elu"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_dot_general_null_pointers) {
  EXPECT_EQ(kiln_dot_general(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), 1, valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dot_general"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_dot_general_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_dot_general(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), 1, valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dot_general"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_dot_general_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_dot_general(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), 1, bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dot_general"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_cholesky_null_pointers) {
  EXPECT_EQ(kiln_linalg_cholesky(valid_kiln_tensor(), false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_cholesky"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_cholesky_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_cholesky(bad.tensor, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_cholesky"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_triangular_solve_null_pointers) {
  EXPECT_EQ(kiln_linalg_triangular_solve(valid_kiln_tensor(), valid_kiln_tensor(), false, false, false, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_triangular_solve"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_triangular_solve_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_triangular_solve(bad.tensor, valid_kiln_tensor(), false, false, false, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_triangular_solve"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_triangular_solve_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_triangular_solve(valid_kiln_tensor(), bad.tensor, false, false, false, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_triangular_solve"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_lu_null_pointers) {
  EXPECT_EQ(kiln_linalg_lu(valid_kiln_tensor(), nullptr, nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_lu"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_lu_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_lu(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_lu"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_qr_null_pointers) {
  EXPECT_EQ(kiln_linalg_qr(valid_kiln_tensor(), false, nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_qr"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_qr_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_qr(bad.tensor, false, reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_qr"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_eigh_null_pointers) {
  EXPECT_EQ(kiln_linalg_eigh(valid_kiln_tensor(), nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_eigh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_eigh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_eigh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_eigh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_eigvalsh_null_pointers) {
  EXPECT_EQ(kiln_linalg_eigvalsh(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_eigvalsh"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_eigvalsh_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_eigvalsh(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_eigvalsh"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_svd_null_pointers) {
  EXPECT_EQ(kiln_linalg_svd(valid_kiln_tensor(), false, nullptr, nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_svd"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_svd_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_svd(bad.tensor, false, reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_svd"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_svdvals_null_pointers) {
  EXPECT_EQ(kiln_linalg_svdvals(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_svdvals"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_svdvals_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_svdvals(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_svdvals"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_solve_null_pointers) {
  EXPECT_EQ(kiln_linalg_solve(valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_solve"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_solve_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_solve(bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_solve"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_solve_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_solve(valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_solve"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_inv_null_pointers) {
  EXPECT_EQ(kiln_linalg_inv(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_inv"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_inv_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_inv(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_inv"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_det_null_pointers) {
  EXPECT_EQ(kiln_linalg_det(valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_det"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_det_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_det(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_det"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_slogdet_null_pointers) {
  EXPECT_EQ(kiln_linalg_slogdet(valid_kiln_tensor(), nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_slogdet"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_slogdet_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_slogdet(bad.tensor, reinterpret_cast<kiln_tensor*>(scratch()), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_slogdet"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_vector_norm_null_pointers) {
  EXPECT_EQ(kiln_linalg_vector_norm(valid_kiln_tensor(), 1.0, reinterpret_cast<const int64_t*>(scratch()), 1, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_vector_norm"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_vector_norm_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_vector_norm(bad.tensor, 1.0, reinterpret_cast<const int64_t*>(scratch()), 1, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_vector_norm"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_matrix_norm_null_pointers) {
  EXPECT_EQ(kiln_linalg_matrix_norm(valid_kiln_tensor(), KILN_NORM_FRO, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_matrix_norm"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_matrix_norm_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_matrix_norm(bad.tensor, KILN_NORM_FRO, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_matrix_norm"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_lstsq_null_pointers) {
  EXPECT_EQ(kiln_linalg_lstsq(valid_kiln_tensor(), valid_kiln_tensor(), 1.0, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_lstsq"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_linalg_lstsq_bad_a) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_lstsq(bad.tensor, valid_kiln_tensor(), 1.0, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_lstsq"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_linalg_lstsq_bad_b) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_linalg_lstsq(valid_kiln_tensor(), bad.tensor, 1.0, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_linalg_lstsq"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_fft_null_pointers) {
  EXPECT_EQ(kiln_fft(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), KILN_FFT_NORM_BACKWARD, false, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_fft"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_fft_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_fft(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), KILN_FFT_NORM_BACKWARD, false, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_fft"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_rfft_null_pointers) {
  EXPECT_EQ(kiln_rfft(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), KILN_FFT_NORM_BACKWARD, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_rfft"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_rfft_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_rfft(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), KILN_FFT_NORM_BACKWARD, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_rfft"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_irfft_null_pointers) {
  EXPECT_EQ(kiln_irfft(valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), KILN_FFT_NORM_BACKWARD, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_irfft"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_irfft_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_irfft(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<const int64_t*>(scratch()), KILN_FFT_NORM_BACKWARD, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_irfft"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_pad_general_null_pointers) {
  EXPECT_EQ(kiln_pad_general(valid_kiln_tensor(), nullptr, nullptr, nullptr, 1, 1.0, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_pad_general"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_pad_general_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_pad_general(bad.tensor, reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), reinterpret_cast<const int64_t*>(scratch()), 1, 1.0, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_pad_general"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_dynamic_slice_null_pointers) {
  EXPECT_EQ(kiln_dynamic_slice(valid_kiln_tensor(), valid_kiln_tensor(), nullptr, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dynamic_slice"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_dynamic_slice_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_dynamic_slice(bad.tensor, valid_kiln_tensor(), reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dynamic_slice"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_dynamic_slice_bad_starts) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_dynamic_slice(valid_kiln_tensor(), bad.tensor, reinterpret_cast<const int64_t*>(scratch()), 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dynamic_slice"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_dynamic_update_slice_null_pointers) {
  EXPECT_EQ(kiln_dynamic_update_slice(valid_kiln_tensor(), valid_kiln_tensor(), valid_kiln_tensor(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dynamic_update_slice"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_dynamic_update_slice_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_dynamic_update_slice(bad.tensor, valid_kiln_tensor(), valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dynamic_update_slice"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_dynamic_update_slice_bad_starts) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_dynamic_update_slice(valid_kiln_tensor(), bad.tensor, valid_kiln_tensor(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dynamic_update_slice"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_dynamic_update_slice_bad_update) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_dynamic_update_slice(valid_kiln_tensor(), valid_kiln_tensor(), bad.tensor, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_dynamic_update_slice"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_random_permutation_null_pointers) {
  EXPECT_EQ(kiln_random_permutation(valid_kiln_tensor(), 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_permutation"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_random_permutation_bad_key) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_random_permutation(bad.tensor, 1, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_random_permutation"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_group_init_null_pointers) {
  EXPECT_EQ(kiln_group_init(nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_init"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_group_from_mpi_comm_null_pointers) {
  EXPECT_EQ(kiln_group_from_mpi_comm(nullptr, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_from_mpi_comm"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_group_rank_null_pointers) {
  EXPECT_EQ(kiln_group_rank(valid_kiln_group(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_rank"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_group_rank_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_group_rank(bad.group, reinterpret_cast<int64_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_rank"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_group_size_null_pointers) {
  EXPECT_EQ(kiln_group_size(valid_kiln_group(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_size"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_group_size_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_group_size(bad.group, reinterpret_cast<int64_t*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_size"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_group_split_null_pointers) {
  EXPECT_EQ(kiln_group_split(valid_kiln_group(), 1, 1, nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_split"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_group_split_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_group_split(bad.group, 1, 1, reinterpret_cast<kiln_group*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_split"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_group_set_timeout_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_group_set_timeout(bad.group, 1.0), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_set_timeout"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_group_release_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_group_release(bad.group), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_group_release"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_sum_null_pointers) {
  EXPECT_EQ(kiln_all_sum(valid_kiln_tensor(), valid_kiln_group(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_sum"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_all_sum_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all_sum(bad.tensor, valid_kiln_group(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_sum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_sum_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all_sum(valid_kiln_tensor(), bad.group, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_sum"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_max_null_pointers) {
  EXPECT_EQ(kiln_all_max(valid_kiln_tensor(), valid_kiln_group(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_max"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_all_max_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all_max(bad.tensor, valid_kiln_group(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_max"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_max_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all_max(valid_kiln_tensor(), bad.group, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_max"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_min_null_pointers) {
  EXPECT_EQ(kiln_all_min(valid_kiln_tensor(), valid_kiln_group(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_min"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_all_min_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all_min(bad.tensor, valid_kiln_group(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_min"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_min_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all_min(valid_kiln_tensor(), bad.group, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_min"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_gather_null_pointers) {
  EXPECT_EQ(kiln_all_gather(valid_kiln_tensor(), valid_kiln_group(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_gather"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_all_gather_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all_gather(bad.tensor, valid_kiln_group(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_gather"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_all_gather_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_all_gather(valid_kiln_tensor(), bad.group, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_all_gather"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sum_scatter_null_pointers) {
  EXPECT_EQ(kiln_sum_scatter(valid_kiln_tensor(), valid_kiln_group(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sum_scatter"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_sum_scatter_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sum_scatter(bad.tensor, valid_kiln_group(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sum_scatter"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_sum_scatter_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_sum_scatter(valid_kiln_tensor(), bad.group, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_sum_scatter"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_send_null_pointers) {
  EXPECT_EQ(kiln_send(valid_kiln_tensor(), 1, valid_kiln_group(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_send"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_send_bad_x) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_send(bad.tensor, 1, valid_kiln_group(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_send"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_send_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_send(valid_kiln_tensor(), 1, bad.group, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_send"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_recv_null_pointers) {
  EXPECT_EQ(kiln_recv(nullptr, 1, KILN_DTYPE_FLOAT32, 1, valid_kiln_group(), valid_kiln_device(), nullptr), KILN_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(kiln_last_error(), "kiln_recv"), nullptr) << kiln_last_error();
}

TEST_F(AbiMisuse, kiln_recv_bad_group) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_recv(reinterpret_cast<const int64_t*>(scratch()), 1, KILN_DTYPE_FLOAT32, 1, bad.group, valid_kiln_device(), reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_recv"), nullptr) << kiln_last_error();
  }
}

TEST_F(AbiMisuse, kiln_recv_bad_device) {
  for (const BadHandles& bad : bad_handle_sets()) {
    EXPECT_EQ(kiln_recv(reinterpret_cast<const int64_t*>(scratch()), 1, KILN_DTYPE_FLOAT32, 1, valid_kiln_group(), bad.device, reinterpret_cast<kiln_tensor*>(scratch())), KILN_STATUS_INVALID_HANDLE) << bad.what;
    EXPECT_NE(std::strstr(kiln_last_error(), "kiln_recv"), nullptr) << kiln_last_error();
  }
}

