# Two commands for a fresh Debian 12 machine: `make run` and `make test`.
BUILD ?= build/release
ASAN_BUILD ?= build/asan
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=

.PHONY: run test deps build build-asan test-fast test-asan generate clean

deps:
	@scripts/bootstrap.sh

build: deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)
	cmake --build $(BUILD) -j $(JOBS)

build-asan: deps
	cmake -S . -B $(ASAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DKILN_SANITIZE=ON $(CMAKE_FLAGS)
	cmake --build $(ASAN_BUILD) -j $(JOBS)

# Builds and runs the C quickstart on the default device.
run: build
	$(BUILD)/quickstart

# The whole suite: generator check, release build tests, then the same tests under ASan+UBSan.
test: test-fast test-asan

test-fast: build
	python3 tools/gen/generate.py --check
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

test-asan: build-asan
	ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp \
	  ctest --test-dir $(ASAN_BUILD) --output-on-failure -j $(JOBS) -E 'install_and_build_client|abi_baseline'

generate:
	python3 tools/gen/generate.py

clean:
	rm -rf build
