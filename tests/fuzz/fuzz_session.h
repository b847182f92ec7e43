// The state one fuzz input's program works on: a small pool of tensor handles, open borrows,
// released handles kept to be used again (they must give KILN_STATUS_INVALID_HANDLE).
#pragma once

#include <kiln/kiln.h>

#include <cstdint>
#include <vector>

#include "fuzz_input.h"

namespace kiln_fuzz {

// Tensors at most this large, built only from such tensors, are "small": only those are
// evaluated, read, borrowed, moved or exported. Anything larger is still built, inspected and
// combined (that is where shape arithmetic overflows), but never computed: a sum over a 2^50
// element broadcast is legal and would simply take forever.
constexpr int64_t kSmallElements = 4096;

struct Slot {
  kiln_tensor tensor = nullptr;
  bool small = false;
};

class Session {
 public:
  Session(Input& in, const std::vector<kiln_device>& devices) : in(in), devices_(devices) {}
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  Input& in;

  kiln_device device();  // one of the devices under test
  kiln_device any_device();  // also NULL or a garbage handle

  Slot& slot() { return pool_[in.pick(kPool)]; }
  // A handle to pass as an input: usually a pool entry (maybe empty: NULL), sometimes a released one.
  kiln_tensor tensor(bool* small = nullptr);
  // Stores an op's result (releasing what the slot held); small when its inputs were and its size is.
  void keep(kiln_tensor result, bool inputs_small);
  void release(Slot& s);

  std::vector<kiln_borrow> borrows;

 private:
  static constexpr size_t kPool = 10;
  Slot pool_[kPool];
  std::vector<kiln_tensor> released_;
  const std::vector<kiln_device>& devices_;
};

// The op families (fuzz_ops.cpp) and the DLPack calls (fuzz_dlpack.cpp).
void run_op(Session& s, uint8_t code);
void run_dlpack(Session& s, uint8_t code);

}  // namespace kiln_fuzz
