// A blocking call that may never return (an MPI communicator's creation waits for every rank),
// run on a thread of its own so that its caller can give up after a deadline.
#pragma once

#include <functional>
#include <optional>

namespace kiln::distributed {

// Runs `call` on a new thread and waits at most `seconds` for it (0: for ever, on this thread).
// Returns its result, or nothing once the deadline passed: the thread is then left to finish, or
// not, on its own, so `call` must own (by value or shared_ptr) everything it touches.
std::optional<int> call_with_deadline(std::function<int()> call, double seconds);

}  // namespace kiln::distributed
