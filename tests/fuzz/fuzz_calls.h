// The fuzzer's call table (fuzz_calls.gen.cpp, generated from abi/kiln.api.json by
// tools/gen/emit_fuzz.py): one routine per spec function, generated or hand-written.
#pragma once

#include <cstddef>

#include "fuzz_session.h"

namespace kiln_fuzz {

struct Call {
  const char* function;  // the spec function it reaches; "" for a cross-call check
  void (*run)(Session&);
};

extern const Call kCalls[];
extern const size_t kCallCount;

// Strings a call may take: device and op names the library knows (and some it does not).
extern const char* const kNames[];
extern const size_t kNameCount;

// Hand-written routines (tools/gen/emit_fuzz.py's HANDWRITTEN and EXTRA say why).
void manual_create(Session& s);
void manual_read(Session& s);
void manual_borrow(Session& s);
void manual_retain(Session& s);
void manual_release(Session& s);
void manual_subscribe(Session& s);
void manual_unsubscribe(Session& s);
void manual_inspect(Session& s);
void manual_capture(Session& s);
void manual_group_init(Session& s);
void manual_group_from_comm(Session& s);
void manual_import_dlpack(Session& s);
void manual_export_dlpack(Session& s);
void manual_export_dlpack_cuda(Session& s);

}  // namespace kiln_fuzz
