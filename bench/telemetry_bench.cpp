// What telemetry costs: a small CPU graph (build + eval + release of 16 dependent adds on 64
// floats) with nobody subscribed, and with one subscriber that only counts events. The
// unsubscribed case is what every user pays; results are recorded in docs/diagnostics.md.
#include <benchmark/benchmark.h>
#include <kiln/kiln.h>

#include <atomic>
#include <vector>

namespace {

void check(kiln_status s, benchmark::State& state) {
  if (s != KILN_STATUS_OK) state.SkipWithError(kiln_last_error());
}

std::atomic<uint64_t> g_events{0};
void count_event(const kiln_telemetry_event*, void*) { g_events.fetch_add(1, std::memory_order_relaxed); }

void run_graph(benchmark::State& state) {
  kiln_device cpu = nullptr;
  check(kiln_device_find("cpu", &cpu), state);
  std::vector<float> values(64, 1.0f);
  const int64_t shape[] = {64};
  kiln_tensor x = nullptr;
  check(kiln_tensor_create(values.data(), KILN_DTYPE_FLOAT32, shape, 1, cpu, &x), state);
  for (auto _ : state) {
    std::vector<kiln_tensor> chain{x};
    for (int i = 0; i < 16; ++i) {
      kiln_tensor next = nullptr;
      check(kiln_add(chain.back(), x, &next), state);
      chain.push_back(next);
    }
    check(kiln_tensor_eval(&chain.back(), 1), state);
    for (size_t i = 1; i < chain.size(); ++i) kiln_tensor_release(chain[i]);
  }
  state.SetItemsProcessed(state.iterations() * 16);
  kiln_tensor_release(x);
}

void BM_SmallGraphNoSubscriber(benchmark::State& state) { run_graph(state); }

void BM_SmallGraphOneSubscriber(benchmark::State& state) {
  uint64_t id = 0;
  check(kiln_telemetry_subscribe(&count_event, nullptr, &id), state);
  run_graph(state);
  kiln_telemetry_unsubscribe(id);
  state.counters["events/op"] = benchmark::Counter(static_cast<double>(g_events.exchange(0)) /
                                                   static_cast<double>(state.iterations() * 16));
}

BENCHMARK(BM_SmallGraphNoSubscriber);
BENCHMARK(BM_SmallGraphOneSubscriber);

}  // namespace

BENCHMARK_MAIN();
