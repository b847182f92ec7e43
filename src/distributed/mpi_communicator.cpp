#include "distributed/mpi_communicator.h"

#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>

#include "core/error.h"
#include "distributed/call_with_deadline.h"
#include "distributed/mpi_abi.h"
#include "distributed/mpi_library.h"

namespace kiln::distributed {

namespace {

// The library's functions and handles for one ABI, and MPI's initialisation by Kiln.
template <typename Handle>
struct MpiRuntime {
  MpiFunctions<Handle> call{};
  MpiHandles<Handle> handles;
  std::string version;
  std::mutex mpi;  // Kiln asks for MPI_THREAD_SERIALIZED: one MPI call at a time (MpiLock)
  bool kiln_initialised = false;
  std::atomic<bool> any_broken{false};  // an exchange was abandoned: MPI_Finalize could wait for it
  // A blocking call was abandoned at its deadline and may still run: no other MPI call may start.
  std::atomic<bool> stuck{false};
  std::string stuck_reason;  // written once, before `stuck`

  [[noreturn]] void fail_with(int code, const std::string& what) {
    char text[kMpiMaxErrorString + 1] = {};
    int length = 0;
    if (call.Error_string(code, text, &length) != kMpiSuccess) text[0] = '\0';
    fail(Status::DeviceError, what + " failed: " + text + " (MPI error " + std::to_string(code) + ")");
  }
  void check(int code, const char* what) {
    if (code != kMpiSuccess) fail_with(code, what);
  }

  // Runs a blocking MPI call (the caller holds the MPI lock for it) for at most `seconds`; past
  // that the call is abandoned, still running, and MPI is unusable in this process. Returns the
  // message of that failure, or an empty string once the call succeeded.
  std::string check_within(const std::string& what, double seconds, std::function<int()> call) {
    const std::optional<int> code = call_with_deadline(std::move(call), seconds);
    if (code) {
      check(*code, what.c_str());
      return {};
    }
    char limit[32];
    std::snprintf(limit, sizeof limit, "%g", seconds);
    stuck_reason = what + " did not return within " + limit + " s (a rank died, hangs, or did not make the same call; " +
                   kTimeoutVariable + " or kiln_group_set_timeout sets the limit)";
    any_broken = true;
    stuck = true;
    return stuck_reason;
  }
};

// Holds a runtime's MPI lock, and fails instead of calling MPI once a call was abandoned (it may
// still be running, holding the lock for ever).
template <typename Handle>
class MpiLock {
 public:
  explicit MpiLock(MpiRuntime<Handle>& rt) : rt_(rt) {
    for (int tries = 0; !rt_.mpi.try_lock(); ++tries) {
      refuse_if_stuck();
      if (tries > 100) std::this_thread::sleep_for(std::chrono::microseconds(20));
    }
    if (rt_.stuck) {
      rt_.mpi.unlock();
      refuse_if_stuck();
    }
  }
  ~MpiLock() { rt_.mpi.unlock(); }
  MpiLock(const MpiLock&) = delete;
  MpiLock& operator=(const MpiLock&) = delete;

 private:
  void refuse_if_stuck() const {
    if (rt_.stuck) fail(Status::DeviceError, "MPI is unusable in this process (the group is broken): " + rt_.stuck_reason);
  }
  MpiRuntime<Handle>& rt_;
};

template <typename Handle>
bool load_functions(void* lib, MpiFunctions<Handle>& f) {
  bool ok = true;
#define KILN_MPI_LOAD(name)                                                        \
  f.name = reinterpret_cast<decltype(f.name)>(dlsym(lib, "MPI_" #name));       \
  ok = ok && f.name != nullptr;
  KILN_MPI_LOAD(Initialized) KILN_MPI_LOAD(Finalized) KILN_MPI_LOAD(Init_thread) KILN_MPI_LOAD(Finalize)
  KILN_MPI_LOAD(Get_library_version) KILN_MPI_LOAD(Error_string) KILN_MPI_LOAD(Comm_rank)
  KILN_MPI_LOAD(Comm_size) KILN_MPI_LOAD(Comm_split) KILN_MPI_LOAD(Comm_dup) KILN_MPI_LOAD(Comm_set_errhandler)
  KILN_MPI_LOAD(Iallreduce) KILN_MPI_LOAD(Iallgather) KILN_MPI_LOAD(Ireduce_scatter_block) KILN_MPI_LOAD(Isend)
  KILN_MPI_LOAD(Irecv) KILN_MPI_LOAD(Test) KILN_MPI_LOAD(Ibcast) KILN_MPI_LOAD(Ireduce)
#undef KILN_MPI_LOAD
  return ok;
}

bool resolve_handles(void*, MpiHandles<MpichHandle>& h) {
  h = mpich_handles();
  return true;
}

bool resolve_handles(void* lib, MpiHandles<OpenMpiHandle>& h) {
  bool ok = true;
#define KILN_MPI_RESOLVE(field, symbol) \
  h.field = dlsym(lib, symbol);         \
  ok = ok && h.field != nullptr;
  KILN_OPEN_MPI_HANDLES(KILN_MPI_RESOLVE)
#undef KILN_MPI_RESOLVE
  h.status_ignore = nullptr;
  return ok;
}

// Open MPI's non-blocking allreduce (libnbc, which Kiln's exchanges use) picks a binomial tree
// for every message in worlds of fewer than 4 ranks, and the bandwidth-optimal ring only from 4
// ranks up. The ring costs those small worlds no latency (2 (p - 1) steps, as many as the tree's
// for p < 4) and was 1.4-2.6x the tree's and the blocking MPI_Allreduce's bandwidth from 64 KiB up
// on 2 ranks here, so Kiln asks for it when it starts MPI itself for such a world (before
// MPI_Init, which reads it), unless the environment already chooses.
void prefer_ring_allreduce() {
  const int ranks = launched_size();
  if (ranks == 2 || ranks == 3) setenv("OMPI_MCA_coll_libnbc_iallreduce_algorithm", "1", 0);
}

template <typename Handle>
void finalize_at_exit();

// The runtime whose MPI_Init Kiln called, finalised at exit.
template <typename Handle>
MpiRuntime<Handle>* initialised_runtime = nullptr;

// The runtime of `lib`, with MPI initialised: by Kiln when `may_initialise`, else it must be.
template <typename Handle>
MpiRuntime<Handle>& runtime(const MpiLibrary& lib, bool may_initialise) {
  static MpiRuntime<Handle>* rt = [&] {
    auto* r = new MpiRuntime<Handle>();  // kept until exit: MPI_Finalize runs from atexit
    r->version = lib.version;
    if (!load_functions(lib.handle, r->call) || !resolve_handles(lib.handle, r->handles)) {
      fail(Status::Unsupported, lib.file + " lacks an MPI-3 function or predefined handle Kiln needs");
    }
    return r;
  }();
  MpiLock<Handle> lock(*rt);
  int initialised = 0, finalised = 0;
  rt->check(rt->call.Initialized(&initialised), "MPI_Initialized");
  rt->check(rt->call.Finalized(&finalised), "MPI_Finalized");
  if (finalised) fail(Status::Unsupported, "MPI was already finalised in this process");
  if (!initialised && !may_initialise) {
    fail(Status::InvalidArgument, "MPI is not initialised in this process, so no communicator of it exists yet");
  }
  if (!initialised) {
    if constexpr (std::is_same_v<Handle, OpenMpiHandle>) prefer_ring_allreduce();
    int provided = 0;
    rt->check(rt->call.Init_thread(nullptr, nullptr, kMpiThreadSerialized, &provided), "MPI_Init_thread");
    rt->kiln_initialised = true;
    initialised_runtime<Handle> = rt;
    std::atexit(finalize_at_exit<Handle>);
  }
  return *rt;
}

template <typename Handle>
void finalize_at_exit() {
  MpiRuntime<Handle>* rt = initialised_runtime<Handle>;
  if (!rt || rt->any_broken) return;  // an abandoned exchange could keep MPI_Finalize waiting
  int finalised = 0;
  rt->call.Finalized(&finalised);
  if (!finalised) rt->call.Finalize();
}

// The largest count one MPI call takes: INT_MAX, or less where KILN_MPI_MAX_COUNT says (a test's
// way to run the chunked paths on small messages).
size_t max_count() {
  static const size_t limit = [] {
    const char* text = std::getenv("KILN_MPI_MAX_COUNT");
    const long long n = text ? std::atoll(text) : 0;
    return n > 0 && n < INT_MAX ? static_cast<size_t>(n) : static_cast<size_t>(INT_MAX);
  }();
  return limit;
}

template <typename Handle>
class MpiCommunicator final : public Communicator {
 public:
  MpiCommunicator(MpiRuntime<Handle>& rt, Handle comm) : rt_(rt), comm_(comm) {
    MpiLock<Handle> lock(rt_);
    rt_.check(rt_.call.Comm_set_errhandler(comm_, rt_.handles.errors_return), "MPI_Comm_set_errhandler");
    rt_.check(rt_.call.Comm_rank(comm_, &rank_), "MPI_Comm_rank");
    rt_.check(rt_.call.Comm_size(comm_, &size_), "MPI_Comm_size");
  }

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  std::string engine() const override { return "mpi (" + rt_.version + ")"; }

  std::shared_ptr<Communicator> split(int color, int key) override {
    std::lock_guard<std::mutex> exchange(exchange_);
    require_usable();
    auto out = std::make_shared<Handle>();  // written by a call that may outlive this one
    {
      MpiLock<Handle> lock(rt_);
      const Handle comm = comm_;
      MpiRuntime<Handle>* rt = &rt_;  // kept until exit
      broken_ = rt_.check_within("split: MPI_Comm_split", timeout(), [rt, comm, color, key, out] {
        return rt->call.Comm_split(comm, color < 0 ? kMpiUndefined : color, key, out.get());
      });
    }
    if (!broken_.empty()) fail(Status::DeviceError, broken_);
    if (color < 0) return nullptr;
    auto group = std::make_shared<MpiCommunicator<Handle>>(rt_, *out);
    group->set_timeout(timeout());
    return group;
  }

  void all_reduce(const HostBuffers& io, size_t count, DType dtype, Reduction op) override {
    Handle type = reduce_type(dtype, op);
    std::lock_guard<std::mutex> exchange(exchange_);
    require_usable();
    const size_t item = itemsize(dtype);
    for (size_t done = 0; done < count;) {  // chunks of at most INT_MAX
      const size_t n = std::min(count - done, max_count());
      const void* in = static_cast<const char*>(io.in) + done * item;
      void* out = static_cast<char*>(io.out) + done * item;
      Handle request = post("MPI_Iallreduce", [&](Handle* r) {
        return rt_.call.Iallreduce(in, out, static_cast<int>(n), type, reduce_op(dtype, op), comm_, r);
      });
      wait(&request, "all_" + std::string(reduction_name(op)), io);
      done += n;
    }
  }

  void all_gather(const HostBuffers& io, size_t bytes) override {
    std::lock_guard<std::mutex> exchange(exchange_);
    require_usable();
    if (bytes <= max_count()) {
      Handle request = post("MPI_Iallgather", [&](Handle* r) {
        const int n = static_cast<int>(bytes);
        return rt_.call.Iallgather(io.in, n, rt_.handles.byte, io.out, n, rt_.handles.byte, comm_, r);
      });
      wait(&request, "all_gather", io);
      return;
    }
    // A share larger than one call's count: each rank's block is broadcast from it, in chunks.
    char* out = static_cast<char*>(io.out);
    std::memcpy(out + static_cast<size_t>(rank_) * bytes, io.in, bytes);
    for (int owner = 0; owner < size_; ++owner) {
      for (size_t done = 0; done < bytes;) {
        const size_t n = std::min(bytes - done, max_count());
        Handle request = post("MPI_Ibcast", [&](Handle* r) {
          char* block = out + static_cast<size_t>(owner) * bytes + done;
          return rt_.call.Ibcast(block, static_cast<int>(n), rt_.handles.byte, owner, comm_, r);
        });
        wait(&request, "all_gather", io);
        done += n;
      }
    }
  }

  void reduce_scatter(const HostBuffers& io, size_t count, DType dtype, Reduction op) override {
    Handle type = reduce_type(dtype, op);
    std::lock_guard<std::mutex> exchange(exchange_);
    require_usable();
    if (count <= max_count()) {
      Handle request = post("MPI_Ireduce_scatter_block", [&](Handle* r) {
        return rt_.call.Ireduce_scatter_block(io.in, io.out, static_cast<int>(count), type, reduce_op(dtype, op), comm_, r);
      });
      wait(&request, "sum_scatter", io);
      return;
    }
    // A share larger than one call's count: each rank's block is reduced to it, in chunks.
    const size_t item = itemsize(dtype);
    for (int owner = 0; owner < size_; ++owner) {
      for (size_t done = 0; done < count;) {
        const size_t n = std::min(count - done, max_count());
        Handle request = post("MPI_Ireduce", [&](Handle* r) {
          const void* in = static_cast<const char*>(io.in) + (static_cast<size_t>(owner) * count + done) * item;
          void* out = owner == rank_ ? static_cast<char*>(io.out) + done * item : nullptr;
          return rt_.call.Ireduce(in, out, static_cast<int>(n), type, reduce_op(dtype, op), owner, comm_, r);
        });
        wait(&request, "sum_scatter", io);
        done += n;
      }
    }
  }

  void send(const HostBuffers& io, size_t bytes, int dst) override { point_to_point(io, bytes, dst, true); }
  void recv(const HostBuffers& io, size_t bytes, int src) override { point_to_point(io, bytes, src, false); }

 private:
  void point_to_point(const HostBuffers& io, size_t bytes, int peer, bool sending) {
    std::lock_guard<std::mutex> exchange(exchange_);
    require_usable();
    for (size_t done = 0; done < bytes;) {  // chunks in order: MPI keeps one sender's order
      const size_t n = std::min(bytes - done, max_count());
      Handle request = post(sending ? "MPI_Isend" : "MPI_Irecv", [&](Handle* r) {
        const int count = static_cast<int>(n);
        return sending ? rt_.call.Isend(static_cast<const char*>(io.in) + done, count, rt_.handles.byte, peer, 0, comm_, r)
                       : rt_.call.Irecv(static_cast<char*>(io.out) + done, count, rt_.handles.byte, peer, 0, comm_, r);
      });
      wait(&request, sending ? "send" : "recv", io);
      done += n;
    }
  }

  Handle reduce_type(DType dtype, Reduction op) const {
    const MpiHandles<Handle>& h = rt_.handles;
    switch (dtype) {
      case DType::Bool: return h.uint8;  // 0 or 1: sum and max are OR, min is AND (reduce_op)
      case DType::Int8: return h.int8;
      case DType::Int16: return h.int16;
      case DType::Int32: return h.int32;
      case DType::Int64: return h.int64;
      case DType::UInt8: return h.uint8;
      case DType::UInt16: return h.uint16;
      case DType::UInt32: return h.uint32;
      case DType::UInt64: return h.uint64;
      case DType::Float32: return h.float32;
      case DType::Float64: return h.float64;
      case DType::Complex64:
      case DType::Complex128:
        if (op != Reduction::Sum) fail(Status::UnsupportedDType, std::string("all_") + reduction_name(op) + ": complex numbers have no order");
        return dtype == DType::Complex64 ? h.complex64 : h.complex128;
      default: break;  // float16 and bfloat16 arrive widened to float32 (collective_run.cpp)
    }
    fail(Status::Internal, std::string("MPI engine: no MPI type for ") + dtype_name(dtype));
  }

  Handle reduce_op(DType dtype, Reduction op) const {
    if (op == Reduction::Min) return rt_.handles.min;
    return op == Reduction::Max || dtype == DType::Bool ? rt_.handles.max : rt_.handles.sum;
  }

  void require_usable() const {
    if (!broken_.empty()) fail(Status::DeviceError, "the group is broken since an earlier exchange failed: " + broken_);
  }

  template <typename Start>
  Handle post(const char* what, Start start) {
    Handle request{};
    MpiLock<Handle> lock(rt_);
    rt_.check(start(&request), what);
    return request;
  }

  // Polls the request until it completes, the timeout passes (the group breaks, and the buffers
  // are kept since MPI may still write there), or MPI reports the failure of a peer.
  void wait(Handle* request, const std::string& what, const HostBuffers& io) {
    const auto start = std::chrono::steady_clock::now();
    const double limit = timeout();
    for (uint64_t polls = 0;; ++polls) {
      int done = 0, code;
      try {
        MpiLock<Handle> lock(rt_);
        code = rt_.call.Test(request, &done, rt_.handles.status_ignore);
      } catch (...) {  // another group's call was abandoned: so is this one, its buffers kept
        break_group(what + ": " + rt_.stuck_reason, io);
        throw;
      }
      if (code != kMpiSuccess) {
        break_group(what + ": MPI reported a failure (a rank died?)", io);
        rt_.fail_with(code, what);
      }
      if (done) return;
      const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (limit > 0 && waited > limit) {
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%g", limit);
        std::string message = what + ": the other ranks did not take part within " + seconds +
                              " s (a rank died, hangs, or evaluates other collectives; " + kTimeoutVariable +
                              " or kiln_group_set_timeout sets the limit)";
        break_group(message, io);
        fail(Status::DeviceError, message);
      }
      if (polls > 2000) std::this_thread::sleep_for(std::chrono::microseconds(polls > 20000 ? 500 : 20));
    }
  }

  void break_group(const std::string& message, const HostBuffers& io) {
    broken_ = message;
    rt_.any_broken = true;
    static auto* abandoned = new std::vector<std::shared_ptr<void>>();  // never freed: MPI may write there
    static std::mutex abandoned_mutex;
    std::lock_guard<std::mutex> lock(abandoned_mutex);
    abandoned->push_back(io.keep_alive);
  }

  MpiRuntime<Handle>& rt_;
  Handle comm_;
  int rank_ = 0, size_ = 1;
  std::mutex exchange_;  // one exchange at a time on this group: ranks must post them in one order
  std::string broken_;
};

// A communicator of the same ranks as `comm`, made within the default timeout (every rank takes
// part in MPI_Comm_dup).
template <typename Handle>
Handle duplicate(MpiRuntime<Handle>& rt, Handle comm, const std::string& caller) {
  auto out = std::make_shared<Handle>();  // written by a call that may outlive this one
  std::string stuck;
  {
    MpiLock<Handle> lock(rt);
    MpiRuntime<Handle>* runtime = &rt;  // kept until exit
    stuck = rt.check_within(caller + ": MPI_Comm_dup", default_timeout(), [runtime, comm, out] {
      return runtime->call.Comm_dup(comm, out.get());
    });
  }
  if (!stuck.empty()) fail(Status::DeviceError, stuck);
  return *out;
}

template <typename Handle>
std::shared_ptr<Communicator> world_of(const MpiLibrary& lib) {
  static std::shared_ptr<Communicator> world = [&] {
    MpiRuntime<Handle>& rt = runtime<Handle>(lib, true);
    // Kiln's traffic apart from the application's
    auto group = std::make_shared<MpiCommunicator<Handle>>(rt, duplicate(rt, rt.handles.comm_world, "init"));
    // An MPI other than the launcher's starts each process as a world of its own.
    const int launched = launched_size();
    if (launched > 1 && group->size() != launched) {
      fail(Status::Unsupported, "the launcher started " + std::to_string(launched) + " processes but " + lib.file + " (" +
                                    lib.version + ") sees a world of " + std::to_string(group->size()) +
                                    ": is it the launcher's MPI? KILN_MPI_LIBRARY names the library");
    }
    return std::shared_ptr<Communicator>(group);
  }();
  return world;
}

template <typename Handle>
std::shared_ptr<Communicator> from_comm(const MpiLibrary& lib, const void* address) {
  MpiRuntime<Handle>& rt = runtime<Handle>(lib, false);
  return std::make_shared<MpiCommunicator<Handle>>(rt, duplicate(rt, *static_cast<const Handle*>(address), "from_mpi_comm"));
}

const MpiLibrary& required_library() {
  std::string why;
  const MpiLibrary* lib = mpi_library(&why);
  if (!lib) fail(Status::Unsupported, "the MPI engine is not available: " + why);
  return *lib;
}

}  // namespace

std::shared_ptr<Communicator> mpi_world() {
  const MpiLibrary& lib = required_library();
  return lib.abi == MpiAbi::OpenMpi ? world_of<OpenMpiHandle>(lib) : world_of<MpichHandle>(lib);
}

std::shared_ptr<Communicator> mpi_from_comm(const void* comm_address) {
  const MpiLibrary& lib = required_library();
  return lib.abi == MpiAbi::OpenMpi ? from_comm<OpenMpiHandle>(lib, comm_address) : from_comm<MpichHandle>(lib, comm_address);
}

}  // namespace kiln::distributed
