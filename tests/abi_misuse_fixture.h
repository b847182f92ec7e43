// Fixture for the generated misuse tests: valid handles of every kind, bad ones of every sort,
// and scratch memory for pointer arguments that must be non-NULL.
#pragma once

#include <gtest/gtest.h>
#include <kiln/kiln.h>

#include <cstdint>
#include <vector>

struct BadHandles {
  const char* what;
  kiln_tensor tensor;
  kiln_device device;
  kiln_borrow borrow;
  kiln_stream stream;
  kiln_function function;
  kiln_group group;
};

class AbiMisuse : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(kiln_device_default(&device_), KILN_STATUS_OK);
    const int64_t shape[] = {1};
    const float one = 1.0f;
    ASSERT_EQ(kiln_tensor_create(&one, KILN_DTYPE_FLOAT32, shape, 1, device_, &tensor_), KILN_STATUS_OK);
    const void* data = nullptr;
    size_t nbytes = 0;
    ASSERT_EQ(kiln_tensor_borrow(tensor_, &borrow_, &data, &nbytes), KILN_STATUS_OK);
    // A released tensor and a released borrow: their handles must never work again.
    kiln_tensor gone;
    ASSERT_EQ(kiln_tensor_create(&one, KILN_DTYPE_FLOAT32, shape, 1, device_, &gone), KILN_STATUS_OK);
    kiln_borrow gone_borrow;
    ASSERT_EQ(kiln_tensor_borrow(gone, &gone_borrow, &data, &nbytes), KILN_STATUS_OK);
    ASSERT_EQ(kiln_borrow_release(gone_borrow), KILN_STATUS_OK);
    ASSERT_EQ(kiln_tensor_release(gone), KILN_STATUS_OK);
    ASSERT_EQ(kiln_stream_create(device_, &stream_), KILN_STATUS_OK);
    kiln_stream gone_stream;
    ASSERT_EQ(kiln_stream_create(device_, &gone_stream), KILN_STATUS_OK);
    ASSERT_EQ(kiln_stream_release(gone_stream), KILN_STATUS_OK);
    // A function of one float32 [1] input: the input itself, plus one (the calls pass tensor_).
    kiln_tensor input, output;
    ASSERT_EQ(kiln_placeholder(shape, 1, KILN_DTYPE_FLOAT32, device_, &input), KILN_STATUS_OK);
    ASSERT_EQ(kiln_add(input, tensor_, &output), KILN_STATUS_OK);
    ASSERT_EQ(kiln_function_create(&input, 1, &output, 1, &function_), KILN_STATUS_OK);
    kiln_function gone_function;
    ASSERT_EQ(kiln_function_create(&input, 1, &output, 1, &gone_function), KILN_STATUS_OK);
    ASSERT_EQ(kiln_function_release(gone_function), KILN_STATUS_OK);
    ASSERT_EQ(kiln_tensor_release(output), KILN_STATUS_OK);
    ASSERT_EQ(kiln_tensor_release(input), KILN_STATUS_OK);
    // A group of one (no engine needed) and a released one.
    ASSERT_EQ(kiln_group_init("self", &group_), KILN_STATUS_OK);
    kiln_group gone_group;
    ASSERT_EQ(kiln_group_init("self", &gone_group), KILN_STATUS_OK);
    ASSERT_EQ(kiln_group_release(gone_group), KILN_STATUS_OK);
    bad_ = {
        {"garbage", reinterpret_cast<kiln_tensor>(uintptr_t{0xdeadbeef}), reinterpret_cast<kiln_device>(uintptr_t{0xdeadbeef}),
         reinterpret_cast<kiln_borrow>(uintptr_t{0xdeadbeef}), reinterpret_cast<kiln_stream>(uintptr_t{0xdeadbeef}),
         reinterpret_cast<kiln_function>(uintptr_t{0xdeadbeef}), reinterpret_cast<kiln_group>(uintptr_t{0xdeadbeef})},
        {"released", gone, reinterpret_cast<kiln_device>(uintptr_t{0xA2000001ffffffffull}), gone_borrow, gone_stream, gone_function,
         gone_group},
        {"null", nullptr, nullptr, nullptr, nullptr, nullptr, nullptr},
        // Handles of the wrong kind.
        {"wrong kind", reinterpret_cast<kiln_tensor>(device_), reinterpret_cast<kiln_device>(tensor_),
         reinterpret_cast<kiln_borrow>(tensor_), reinterpret_cast<kiln_stream>(borrow_), reinterpret_cast<kiln_function>(stream_),
         reinterpret_cast<kiln_group>(function_)},
    };
  }

  void TearDown() override {
    EXPECT_EQ(kiln_borrow_release(borrow_), KILN_STATUS_OK);
    EXPECT_EQ(kiln_stream_release(stream_), KILN_STATUS_OK);
    EXPECT_EQ(kiln_function_release(function_), KILN_STATUS_OK);
    EXPECT_EQ(kiln_group_release(group_), KILN_STATUS_OK);
    EXPECT_EQ(kiln_tensor_release(tensor_), KILN_STATUS_OK);
  }

  kiln_tensor valid_kiln_tensor() { return tensor_; }
  kiln_device valid_kiln_device() { return device_; }
  kiln_borrow valid_kiln_borrow() { return borrow_; }
  kiln_stream valid_kiln_stream() { return stream_; }
  kiln_function valid_kiln_function() { return function_; }
  kiln_group valid_kiln_group() { return group_; }
  const kiln_tensor* valid_kiln_tensor_array() { return &tensor_; }
  void* scratch() { return scratch_.data(); }
  const std::vector<BadHandles>& bad_handle_sets() const { return bad_; }

 private:
  kiln_device device_ = nullptr;
  kiln_tensor tensor_ = nullptr;
  kiln_borrow borrow_ = nullptr;
  kiln_stream stream_ = nullptr;
  kiln_function function_ = nullptr;
  kiln_group group_ = nullptr;
  std::vector<BadHandles> bad_;
  std::vector<uint64_t> scratch_ = std::vector<uint64_t>(64, 0);
};
