# Two commands for a fresh Debian 12 machine: `make run` and `make test`.
BUILD ?= build/release
ASAN_BUILD ?= build/asan
FUZZ_BUILD ?= build/fuzz
TSAN_BUILD ?= build/tsan
FUZZ_SECONDS ?= 600
FUZZ_DEVICES ?= cpu
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=
# Every build's tests share one Mesa shader cache and one set of Kiln's caches (tests/CMakeLists.txt).
SHARED_FLAGS := -DKILN_TEST_SHADER_CACHE=$(CURDIR)/build/test-shader-cache -DKILN_TEST_KILN_CACHE=$(CURDIR)/build/test-kiln-cache

.PHONY: run test deps build build-asan build-fuzz build-tsan test-fast test-asan test-fuzz test-tsan fuzz generate clean

deps:
	@scripts/bootstrap.sh

build: deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo $(SHARED_FLAGS) $(CMAKE_FLAGS)
	cmake --build $(BUILD) -j $(JOBS)

build-asan: deps
	cmake -S . -B $(ASAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DKILN_SANITIZE=ON $(SHARED_FLAGS) $(CMAKE_FLAGS)
	cmake --build $(ASAN_BUILD) -j $(JOBS)

# Clang builds holding one test each (tests/fuzz, tests/stress): only the library and that test.
build-fuzz: deps
	CC=clang CXX=clang++ cmake -S . -B $(FUZZ_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DKILN_FUZZ=ON $(SHARED_FLAGS) $(CMAKE_FLAGS)
	cmake --build $(FUZZ_BUILD) -j $(JOBS) --target kiln_fuzz

build-tsan: deps
	CC=clang CXX=clang++ cmake -S . -B $(TSAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DKILN_TSAN=ON $(SHARED_FLAGS) $(CMAKE_FLAGS)
	cmake --build $(TSAN_BUILD) -j $(JOBS) --target thread_stress

# Builds and runs the C quickstart on the default device.
run: build
	$(BUILD)/quickstart

# The whole suite: generator check, release build tests, the same tests under ASan+UBSan, the
# fuzzer (corpus replay and a short run) and the thread-stress test under TSan.
test: test-fast test-asan test-fuzz test-tsan

test-fast: build
	python3 tools/gen/generate.py --check
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

# Every suite runs under the sanitizers on each device; lavapipe's runs with other kernels chosen
# (the sort and scan variants, shared-memory row fusion) run in test-fast only: they exercise GPU
# kernels, which the sanitizers do not see, through the host code the default runs already cover.
ASAN_SKIPPED := install_and_build_client|abi_baseline|vulkan_sort_|vulkan_scan_lookback|vulkan_row_fusion_shared_memory
test-asan: build-asan
	ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp \
	  ctest --test-dir $(ASAN_BUILD) --output-on-failure -j $(JOBS) -E '$(ASAN_SKIPPED)'

test-fuzz: build-fuzz
	ctest --test-dir $(FUZZ_BUILD) --output-on-failure -j $(JOBS)

test-tsan: build-tsan
	ctest --test-dir $(TSAN_BUILD) --output-on-failure

# Fuzzes for FUZZ_SECONDS on FUZZ_DEVICES (cpu or all); new inputs go to $(FUZZ_BUILD)/tests/fuzz/work,
# crashes to .../artifacts (each one then becomes a corpus entry in tests/fuzz/corpus and a fix).
fuzz: build-fuzz
	mkdir -p $(FUZZ_BUILD)/tests/fuzz/work/$(FUZZ_DEVICES)
	KILN_FUZZ_DEVICES=$(FUZZ_DEVICES) ASAN_OPTIONS=allocator_may_return_null=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp \
	  KILN_VULKAN_VALIDATION=1 VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation $(FUZZ_BUILD)/tests/fuzz/kiln_fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=30 \
	  -rss_limit_mb=3072 -print_final_stats=1 -artifact_prefix=$(CURDIR)/$(FUZZ_BUILD)/tests/fuzz/artifacts/ \
	  $(FUZZ_BUILD)/tests/fuzz/work/$(FUZZ_DEVICES) tests/fuzz/corpus

generate:
	python3 tools/gen/generate.py

clean:
	rm -rf build
