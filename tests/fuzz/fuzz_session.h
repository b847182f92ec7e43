// The state one fuzz input's program works on: small pools of tensor, function, stream and group handles,
// open borrows and telemetry subscriptions, released handles kept to be used again (they must give
// KILN_STATUS_INVALID_HANDLE). All of it is released when the input ends.
#pragma once

#include <kiln/kiln.h>

#include <cstdint>
#include <vector>

#include "fuzz_input.h"
#include "fuzz_pool.h"

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

class Session;
// A captured function of a placeholder shaped as a pool tensor (fuzz_manual.cpp), or NULL.
kiln_function capture_function(Session& s, bool* small);

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
  // A handle to pass as an input: usually a pool entry (maybe empty: NULL), sometimes a released or
  // garbage one. Those are "small" too: a call can only refuse them, never evaluate them.
  kiln_tensor tensor(bool* small = nullptr);
  kiln_tensor stale_tensor();  // a released or garbage handle
  bool holds(kiln_tensor t) const;
  kiln_tensor key();  // a valid random key (uint32 [2]), kept in the pool
  // Functions, streams and groups made in an earlier input are gone, so an empty slot is mostly
  // filled when picked (a capture, a stream on a device under test, a group of one): without that,
  // almost no call would get a valid one.
  kiln_function function(bool* small) {  // small: its outputs are
    return functions_.pick(in, small, [this](bool* made_small) { return capture_function(*this, made_small); });
  }
  kiln_stream stream() { return streams_.pick(in, nullptr, [this](bool*) { return new_stream(); }); }
  kiln_group group() { return groups_.pick(in, nullptr, [this](bool*) { return new_group(); }); }
  // Stores an op's result (releasing what the slot held); small when its inputs were and its size is.
  void keep(kiln_tensor result, bool inputs_small);
  void release(Slot& s);
  // Keeps a function, or releases one of more than kMaxArity inputs and outputs: each vjp doubles
  // a function's arity and about triples its graph, so deriving again and again (as an input can,
  // 14 times in 30 s under ASan) only measures exponential growth, which is the API's definition.
  void keep_function(kiln_function f, bool small);
  void keep_stream(kiln_stream stream) { streams_.keep(in, stream); }
  void keep_group(kiln_group group) { groups_.keep(in, group); }
  // Drops a handle from its pool before a generated call releases it (it may be any handle).
  void forget(kiln_function f) { functions_.forget(f); }
  void forget(kiln_stream stream) { streams_.forget(stream); }
  void forget(kiln_group group) { groups_.forget(group); }

  kiln_stream new_stream();
  kiln_group new_group();

  std::vector<kiln_borrow> borrows;
  std::vector<uint64_t> subscriptions;

 private:
  static constexpr size_t kPool = 10;
  static constexpr size_t kMaxArity = 64;
  Slot pool_[kPool];
  std::vector<kiln_tensor> released_;
  HandlePool<kiln_function, 4> functions_{kiln_function_release};
  HandlePool<kiln_stream, 2> streams_{kiln_stream_release};
  HandlePool<kiln_group, 2> groups_{kiln_group_release};
  const std::vector<kiln_device>& devices_;
};

}  // namespace kiln_fuzz
