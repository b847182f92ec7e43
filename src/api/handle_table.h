// Generation-checked handle tables. A handle is a 64-bit value [kind:8][generation:24][slot:32];
// a released slot bumps its generation, so stale handles, handles of another kind and garbage
// are all detected and reported as INVALID_HANDLE instead of being dereferenced.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/error.h"

namespace kiln::api {

enum class HandleKind : uint8_t { Tensor = 0xA1, Device = 0xA2, Borrow = 0xA3, Stream = 0xA4, Function = 0xA5,
                                  Group = 0xB1 };

inline uint64_t encode_handle(HandleKind kind, uint32_t generation, uint32_t slot) {
  return (uint64_t{static_cast<uint8_t>(kind)} << 56) | (uint64_t{generation & 0xffffffu} << 32) | slot;
}

[[noreturn]] inline void invalid_handle(const char* what, const char* param) {
  fail(Status::InvalidHandle, std::string(what) + " handle '" + param + "' is not valid (released, never created, or of another kind)");
}

template <typename Value>
class HandleTable {
 public:
  HandleTable(HandleKind kind, const char* what) : kind_(kind), what_(what) {}

  uint64_t insert(Value value) {
    uint32_t slot;
    if (!free_.empty()) {
      slot = free_.back();
      free_.pop_back();
    } else {
      if (slots_.size() >= 0xffffffffu) fail(Status::OutOfMemory, std::string("too many live ") + what_ + " handles");
      slot = static_cast<uint32_t>(slots_.size());
      slots_.emplace_back();
    }
    Slot& s = slots_[slot];
    s.live = true;
    s.value = std::move(value);
    return encode_handle(kind_, s.generation, slot);
  }

  Value& get(uint64_t handle, const char* param) { return slots_[checked_slot(handle, param)].value; }

  // Frees the slot; the value is moved out so that its destructor runs outside the table.
  Value take(uint64_t handle, const char* param) {
    uint32_t slot = checked_slot(handle, param);
    Slot& s = slots_[slot];
    Value value = std::move(s.value);
    s.value = Value();
    s.live = false;
    s.generation = (s.generation + 1) & 0xffffffu;
    if (s.generation == 0) s.generation = 1;
    free_.push_back(slot);
    return value;
  }

  size_t live_count() const { return slots_.size() - free_.size(); }

 private:
  struct Slot {
    uint32_t generation = 1;
    bool live = false;
    Value value{};
  };

  uint32_t checked_slot(uint64_t handle, const char* param) const {
    uint32_t slot = static_cast<uint32_t>(handle & 0xffffffffu);
    uint32_t generation = static_cast<uint32_t>((handle >> 32) & 0xffffffu);
    if ((handle >> 56) != static_cast<uint8_t>(kind_) || slot >= slots_.size() || !slots_[slot].live ||
        slots_[slot].generation != generation) {
      invalid_handle(what_, param);
    }
    return slot;
  }

  HandleKind kind_;
  const char* what_;
  std::vector<Slot> slots_;
  std::vector<uint32_t> free_;
};

}  // namespace kiln::api
