// A block of device memory holding a tensor's elements. Backends subclass it.
#pragma once

#include <cstddef>

namespace kiln {

class Device;

class Storage {
 public:
  Storage(Device& device, size_t bytes) : device_(device), bytes_(bytes) {}
  virtual ~Storage() = default;
  Storage(const Storage&) = delete;
  Storage& operator=(const Storage&) = delete;

  Device& device() const { return device_; }
  size_t bytes() const { return bytes_; }

 private:
  Device& device_;
  size_t bytes_;
};

}  // namespace kiln
