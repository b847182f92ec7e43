// A few live handles of one kind (functions, streams, groups) and the ones released, which are
// passed again now and then: they must be refused with KILN_STATUS_INVALID_HANDLE.
#pragma once

#include <kiln/kiln.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "fuzz_contract.h"
#include "fuzz_input.h"

namespace kiln_fuzz {

template <typename Handle, size_t N>
class HandlePool {
 public:
  using Release = kiln_status (*)(Handle);
  explicit HandlePool(Release release) : release_(release) {}
  HandlePool(const HandlePool&) = delete;
  HandlePool& operator=(const HandlePool&) = delete;
  ~HandlePool() {
    for (Entry& e : live_) {
      if (e.handle) KF_CALL(release_(e.handle));
    }
  }

  // A live handle, sometimes a released or garbage one. An empty slot is mostly filled with what
  // make(bool* small) returns (kept like keep()'s), else gives NULL. `small` says whether what the
  // handle computes is small (fuzz_session.h); a stale handle computes nothing.
  template <typename Make>
  Handle pick(Input& in, bool* small, Make make) {
    if (small) *small = true;
    if (in.pick(8) == 0) {
      if (!released_.empty() && in.pick(2)) return released_[in.pick(released_.size())];
      return reinterpret_cast<Handle>(static_cast<uintptr_t>(in.raw64()));
    }
    const size_t slot = in.pick(N);
    if (!live_[slot].handle && in.pick(4) != 0) {
      bool made_small = true;
      if (Handle made = make(&made_small)) live_[slot] = Entry{made, made_small};
    }
    const Entry& e = live_[slot];
    if (small) *small = e.small || !e.handle;
    return e.handle;
  }

  // Stores a new handle, releasing what its slot held.
  void keep(Input& in, Handle h, bool small = true) {
    Entry& e = live_[in.pick(N)];
    if (Handle old = e.handle) {
      forget(old);
      KF_CALL(release_(old));
    }
    e = Entry{h, small};
  }

  // Drops a handle before a call releases it (any handle: only a live one is in the pool).
  void forget(Handle h) {
    for (Entry& e : live_) {
      if (!h || e.handle != h) continue;
      e = Entry{};
      released_.push_back(h);
    }
  }

 private:
  struct Entry {
    Handle handle = nullptr;
    bool small = false;
  };
  Entry live_[N];
  std::vector<Handle> released_;
  Release release_;
};

}  // namespace kiln_fuzz
