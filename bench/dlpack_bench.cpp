// DLPack export and import cost on the CPU: both share memory, so the time per call must not
// depend on the tensor's size (4 KiB vs 1 GiB). Results are recorded in docs/dlpack.md.
#include <benchmark/benchmark.h>
#include <kiln/kiln.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

kiln_device cpu() {
  kiln_device d = nullptr;
  kiln_device_get(0, &d);
  return d;
}

void check(kiln_status s, benchmark::State& state) {
  if (s != KILN_STATUS_OK) state.SkipWithError(kiln_last_error());
}

// An evaluated CPU float32 tensor of `bytes` bytes (a real buffer, not a broadcast view).
kiln_tensor make_tensor(size_t bytes, benchmark::State& state) {
  const int64_t shape[] = {static_cast<int64_t>(bytes / 4)};
  kiln_tensor z = nullptr, t = nullptr;
  check(kiln_zeros(shape, 1, KILN_DTYPE_FLOAT32, cpu(), &z), state);
  check(kiln_tensor_copy(z, &t), state);
  check(kiln_tensor_eval(&t, 1), state);
  kiln_tensor_release(z);
  return t;
}

void BM_ExportAndDelete(benchmark::State& state) {
  kiln_tensor t = make_tensor(static_cast<size_t>(state.range(0)), state);
  kiln_dlpack_options never{};
  never.struct_size = sizeof never;
  never.copy = KILN_DLPACK_COPY_NEVER;
  for (auto _ : state) {
    DLManagedTensorVersioned* m = nullptr;
    check(kiln_tensor_to_dlpack(t, &never, &m), state);
    benchmark::DoNotOptimize(m->dl_tensor.data);
    m->deleter(m);
  }
  kiln_tensor_release(t);
}

struct Producer {
  DLManagedTensorVersioned managed{};
  int64_t shape[1] = {0};
  int deletes = 0;
};

void producer_deleter(DLManagedTensorVersioned* self) { static_cast<Producer*>(self->manager_ctx)->deletes++; }

void BM_ImportAndRelease(benchmark::State& state) {
  const size_t bytes = static_cast<size_t>(state.range(0));
  // Untouched pages are fine: a zero-copy import never reads the elements.
  void* buffer = std::aligned_alloc(64, bytes);
  Producer p;
  p.shape[0] = static_cast<int64_t>(bytes / 4);
  DLTensor& t = p.managed.dl_tensor;
  t.data = buffer;
  t.device.device_type = kDLCPU;
  t.ndim = 1;
  t.dtype.code = kDLFloat;
  t.dtype.bits = 32;
  t.dtype.lanes = 1;
  t.shape = p.shape;
  p.managed.version.major = 1;
  p.managed.manager_ctx = &p;
  p.managed.deleter = producer_deleter;
  kiln_dlpack_options never{};
  never.struct_size = sizeof never;
  never.copy = KILN_DLPACK_COPY_NEVER;
  for (auto _ : state) {
    kiln_tensor x = nullptr;
    check(kiln_tensor_from_dlpack(&p.managed, &never, &x), state);
    kiln_tensor_release(x);  // runs producer_deleter
  }
  if (p.deletes != static_cast<int>(state.iterations())) state.SkipWithError("deleter count mismatch");
  std::free(buffer);
}

}  // namespace

BENCHMARK(BM_ExportAndDelete)->Arg(4 << 10)->Arg(1 << 30);
BENCHMARK(BM_ImportAndRelease)->Arg(4 << 10)->Arg(1 << 30);
BENCHMARK_MAIN();
