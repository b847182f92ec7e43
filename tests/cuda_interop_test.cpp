// The CUDA interop layer's host logic (src/interop/cuda), tested without a GPU: the library
// search over a fake directory tree, the decision to try the layer, UUID matching and the block
// import cache over a fake driver table, and the fallback when libcuda is missing. The layer
// itself runs on the H100 through bench/cuda_interop_check.py.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "interop/cuda/block_imports.h"
#include "interop/cuda/device_match.h"
#include "interop/cuda/driver.h"
#include "interop/cuda/interop.h"
#include "interop/cuda/library_search.h"

namespace {

namespace fs = std::filesystem;
using namespace kiln::cuda;

// ---- a fake directory tree -------------------------------------------------------------------

class FakeTree {
 public:
  FakeTree() {
    char pattern[] = "/tmp/kiln-cuda-search-XXXXXX";
    root_ = mkdtemp(pattern);
  }
  ~FakeTree() {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }
  std::string add(const std::string& relative_file) {
    const std::string path = root_ + relative_file;
    fs::create_directories(fs::path(path).parent_path());
    std::ofstream(path) << "not a library";
    return path;
  }
  const std::string& root() const { return root_; }

 private:
  std::string root_;
};

TEST(CudaInteropSearch, VersionsCompareNumberByNumber) {
  EXPECT_TRUE(newer_version("cuda-12.10", "cuda-12.9"));
  EXPECT_TRUE(newer_version("cuda-13.0", "cuda-12.9"));
  EXPECT_FALSE(newer_version("cuda-12.4", "cuda-12.4"));
  EXPECT_FALSE(newer_version("cuda-11.8", "cuda-12.0"));
}

TEST(CudaInteropSearch, ToolkitsNewestFirstThenDistributionThenPythonWheels) {
  FakeTree tree;
  const std::string old_toolkit = tree.add("/usr/local/cuda-12.4/targets/x86_64-linux/lib/libcublasLt.so.12");
  const std::string new_toolkit = tree.add("/usr/local/cuda-13.0/targets/x86_64-linux/lib/libcublasLt.so.13");
  const std::string distro = tree.add("/usr/lib/x86_64-linux-gnu/libcuda.so.1");
  const std::string wheel = tree.add("/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cublas/lib/libcublasLt.so.12");
  const std::string cu13_wheel = tree.add("/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cu13/lib/libcublasLt.so.13");
  SearchPlaces places;
  places.root = tree.root();
  const std::vector<std::string> dirs = library_dirs(places);
  auto index = [&](const std::string& file) {
    const std::string dir = fs::path(file).parent_path().string();
    for (size_t i = 0; i < dirs.size(); ++i)
      if (dirs[i] == dir) return static_cast<int>(i);
    return -1;
  };
  ASSERT_GE(index(old_toolkit), 0);
  ASSERT_GE(index(wheel), 0);
  ASSERT_GE(index(cu13_wheel), 0);
  EXPECT_LT(index(new_toolkit), index(old_toolkit));
  EXPECT_LT(index(old_toolkit), index(distro));
  EXPECT_LT(index(distro), index(wheel));
  // The name order decides first: CUDA 13's library wherever it is, then 12's.
  EXPECT_EQ(find_library({"libcublasLt.so.13", "libcublasLt.so.12"}, dirs), new_toolkit);
  EXPECT_EQ(find_library({"libcuda.so.1"}, dirs), distro);
  EXPECT_EQ(find_library({"libcusolver.so.12"}, dirs), "");
}

TEST(CudaInteropSearch, ExplicitDirectoriesAndPythonPrefixesAreSearched) {
  FakeTree tree;
  const std::string mine = tree.add("/mine/libcublasLt.so.13");
  const std::string toolkit = tree.add("/usr/local/cuda/lib64/libcublasLt.so.13");
  const std::string conda = tree.add("/conda/env/lib/python3.11/site-packages/nvidia/cublas/lib/libcublasLt.so.12");
  SearchPlaces places;
  places.root = tree.root();
  places.explicit_dirs = {tree.root() + "/mine", tree.root() + "/missing"};
  places.python_prefixes = {tree.root() + "/conda/env"};
  const std::vector<std::string> dirs = library_dirs(places);
  ASSERT_FALSE(dirs.empty());
  EXPECT_EQ(dirs.front(), tree.root() + "/mine");  // missing folders are left out
  EXPECT_EQ(find_library({"libcublasLt.so.13"}, dirs), mine);
  EXPECT_EQ(find_library({"libcublasLt.so.12"}, dirs), conda);
  (void)toolkit;
}

TEST(CudaInteropSearch, EnvironmentNamesThePlaces) {
  setenv("KILN_CUDA_LIBRARY_PATH", "/a:/b::/c", 1);
  setenv("KILN_CUDA_PYTHON_PREFIX", "/py1:/py2", 1);
  setenv("CUDA_HOME", "/toolkit", 1);
  const SearchPlaces places = search_places_from_environment();
  unsetenv("KILN_CUDA_LIBRARY_PATH");
  unsetenv("KILN_CUDA_PYTHON_PREFIX");
  unsetenv("CUDA_HOME");
  EXPECT_EQ(places.explicit_dirs, (std::vector<std::string>{"/a", "/b", "/c"}));
  ASSERT_FALSE(places.cuda_homes.empty());
  EXPECT_EQ(places.cuda_homes.front(), "/toolkit");
  EXPECT_EQ(places.python_prefixes.back(), "/py2");
  EXPECT_TRUE(places.root.empty());
}

// ---- the decision ----------------------------------------------------------------------------

VulkanDeviceFacts nvidia_facts() {
  VulkanDeviceFacts facts;
  facts.vendor_id = kNvidiaVendorId;
  facts.external_memory_fd = true;
  for (int i = 0; i < 16; ++i) facts.uuid[i] = static_cast<uint8_t>(0xa0 + i);
  return facts;
}

TEST(CudaInteropDecision, OnlyNvidiaDevicesWithExternalMemoryFdUnlessSwitchedOff) {
  VulkanDeviceFacts facts = nvidia_facts();
  EXPECT_EQ(refusal("on", facts), "");
  EXPECT_EQ(refusal("1", facts), "");
  EXPECT_EQ(refusal(nullptr, facts), "");  // on by default
  EXPECT_EQ(refusal("off", facts), "KILN_CUDA=off");
  EXPECT_EQ(refusal("0", facts), "KILN_CUDA=0");
  facts.external_memory_fd = false;
  EXPECT_NE(refusal("on", facts).find("VK_KHR_external_memory_fd"), std::string::npos);
  facts.vendor_id = 0x10005;  // Mesa's lavapipe
  EXPECT_EQ(refusal("on", facts), "not an NVIDIA device (vendor 0x10005)");
  EXPECT_EQ(refusal(nullptr, facts), "not an NVIDIA device (vendor 0x10005)");
}

TEST(CudaInteropDecision, LavapipeAndMissingDriversLeaveTheLayerOff) {
  VulkanDeviceFacts facts = nvidia_facts();
  facts.vendor_id = 0x10005;
  std::string why;
  EXPECT_EQ(Interop::open(facts, &why), nullptr);
  EXPECT_NE(why.find("not an NVIDIA"), std::string::npos);
  setenv("KILN_CUDA", "off", 1);
  EXPECT_EQ(Interop::open(nvidia_facts(), &why), nullptr);
  unsetenv("KILN_CUDA");
  EXPECT_EQ(why, "KILN_CUDA=off");
}

TEST(CudaInteropDecision, NoDriverLibraryInAnEmptyTree) {
  FakeTree tree;
  SearchPlaces places;
  places.root = tree.root();
  LoadedDriver driver;
  std::string why;
  if (load_driver(places, &driver, &why)) GTEST_SKIP() << "this machine has a CUDA driver: " << driver.path;
  EXPECT_TRUE(why.find("libcuda") != std::string::npos || why.find("cuInit") != std::string::npos) << why;
}

// ---- a fake driver ---------------------------------------------------------------------------

struct FakeDriver {
  std::vector<std::vector<uint8_t>> uuids;  // one per device
  int imports = 0, mapped = 0, freed = 0, destroyed = 0, retained = 0, released = 0;
  int pushes = 0, pops = 0;
  CUresult import_result = kSuccess;
  std::map<CUdeviceptr, size_t> live;  // mapped pointers and sizes
  int last_fd = -1;
  unsigned long long last_size = 0;
  unsigned int last_flags = 0;
};
FakeDriver* fake = nullptr;

CUresult fake_count(int* n) {
  *n = static_cast<int>(fake->uuids.size());
  return kSuccess;
}
CUresult fake_get(CUdevice* d, int ordinal) {
  *d = 100 + ordinal;
  return kSuccess;
}
CUresult fake_uuid(CUuuid* id, CUdevice d) {
  std::memcpy(id->bytes, fake->uuids[d - 100].data(), 16);
  return kSuccess;
}
CUresult fake_retain(CUcontext* c, CUdevice) {
  ++fake->retained;
  *c = reinterpret_cast<CUcontext>(uintptr_t{0x1234});
  return kSuccess;
}
CUresult fake_release(CUdevice) {
  ++fake->released;
  return kSuccess;
}
CUresult fake_push(CUcontext) {
  ++fake->pushes;
  return kSuccess;
}
CUresult fake_pop(CUcontext*) {
  ++fake->pops;
  return kSuccess;
}
CUresult fake_import(CUexternalMemory* out, const ExternalMemoryHandleDesc* desc) {
  if (fake->import_result != kSuccess) return fake->import_result;
  ++fake->imports;
  fake->last_fd = desc->handle.fd;
  fake->last_size = desc->size;
  fake->last_flags = desc->flags;
  ::close(desc->handle.fd);  // CUDA owns the fd after a successful import
  *out = reinterpret_cast<CUexternalMemory>(uintptr_t(0x1000 + fake->imports));
  return kSuccess;
}
CUresult fake_map(CUdeviceptr* out, CUexternalMemory, const ExternalMemoryBufferDesc* desc) {
  ++fake->mapped;
  *out = 0x7f0000000000ull + (static_cast<CUdeviceptr>(fake->mapped) << 32);
  fake->live[*out] = desc->size;
  return kSuccess;
}
CUresult fake_destroy(CUexternalMemory) {
  ++fake->destroyed;
  return kSuccess;
}
CUresult fake_free(CUdeviceptr p) {
  ++fake->freed;
  fake->live.erase(p);
  return kSuccess;
}
CUresult fake_name(CUresult r, const char** text) {
  *text = r == 999 ? "CUDA_ERROR_FAKE" : "CUDA_ERROR_OTHER";
  return kSuccess;
}

DriverTable fake_table() {
  DriverTable t;
  t.device_get_count = fake_count;
  t.device_get = fake_get;
  t.device_get_uuid = fake_uuid;
  t.primary_ctx_retain = fake_retain;
  t.primary_ctx_release = fake_release;
  t.ctx_push_current = fake_push;
  t.ctx_pop_current = fake_pop;
  t.import_external_memory = fake_import;
  t.external_memory_get_mapped_buffer = fake_map;
  t.destroy_external_memory = fake_destroy;
  t.mem_free = fake_free;
  t.get_error_string = fake_name;
  return t;
}

class CudaInteropFake : public ::testing::Test {
 protected:
  void SetUp() override {
    driver_ = FakeDriver{};
    fake = &driver_;
    for (int d = 0; d < 3; ++d) {
      std::vector<uint8_t> id(16, static_cast<uint8_t>(d));
      driver_.uuids.push_back(id);
    }
  }
  void TearDown() override { fake = nullptr; }
  // A real fd, so that closing it can be checked.
  static int new_fd() { return ::open("/dev/null", O_RDONLY); }
  static bool is_open(int fd) { return fcntl(fd, F_GETFD) != -1; }
  FakeDriver driver_;
};

TEST_F(CudaInteropFake, MatchesTheDeviceWithTheSameUuid) {
  const DriverTable table = fake_table();
  uint8_t uuid[16];
  std::memset(uuid, 2, sizeof uuid);
  MatchedDevice device;
  std::string why;
  ASSERT_TRUE(match_device_by_uuid(table, uuid, &device, &why)) << why;
  EXPECT_EQ(device.ordinal, 2);
  EXPECT_EQ(device.device, 102);
  std::memset(uuid, 7, sizeof uuid);
  EXPECT_FALSE(match_device_by_uuid(table, uuid, &device, &why));
  EXPECT_NE(why.find("GPU-07070707-0707-0707-0707-070707070707"), std::string::npos) << why;
  EXPECT_NE(why.find("3 CUDA device(s)"), std::string::npos) << why;
}

TEST_F(CudaInteropFake, UuidMismatchLeavesTheLayerOff) {
  VulkanDeviceFacts facts = nvidia_facts();  // a UUID no fake device has
  std::string why;
  EXPECT_EQ(Interop::open_with(fake_table(), facts, "libcuda.so.1", 13000, &why), nullptr);
  EXPECT_NE(why.find("no CUDA device has the Vulkan device's UUID"), std::string::npos) << why;
  EXPECT_EQ(driver_.retained, 0);
}

TEST_F(CudaInteropFake, LayerRetainsThePrimaryContextAndReleasesIt) {
  VulkanDeviceFacts facts = nvidia_facts();
  std::memset(facts.uuid, 1, sizeof facts.uuid);
  std::string why;
  {
    auto layer = Interop::open_with(fake_table(), facts, "/usr/lib/x86_64-linux-gnu/libcuda.so.1", 13000, &why);
    ASSERT_NE(layer, nullptr) << why;
    EXPECT_EQ(layer->ordinal(), 1);
    // Then where cuBLASLt and cuSOLVER are (this machine's places: found or not).
    const std::string head =
        "CUDA device 1 (GPU-01010101-0101-0101-0101-010101010101, /usr/lib/x86_64-linux-gnu/libcuda.so.1, driver 13.0; ";
    EXPECT_EQ(layer->summary().substr(0, head.size()), head);
    EXPECT_NE(layer->summary().find("; cuBLASLt: "), std::string::npos) << layer->summary();
    EXPECT_NE(layer->summary().find(", cuSOLVER: "), std::string::npos) << layer->summary();
    EXPECT_EQ(driver_.retained, 1);
    int block = 0;
    std::string w;
    EXPECT_NE(layer->imports().pointer(&block, 4096, [] { return new_fd(); }, &w), 0u);
  }
  EXPECT_EQ(driver_.released, 1);
  EXPECT_EQ(driver_.freed, 1);  // imports left at the end are released with the layer
  EXPECT_EQ(driver_.destroyed, 1);
}

TEST_F(CudaInteropFake, EachBlockIsImportedOnceAndReleasedWithIt) {
  const DriverTable table = fake_table();
  BlockImports imports(table, reinterpret_cast<CUcontext>(uintptr_t{0x1234}));
  int block_a = 0, block_b = 0;
  int exports = 0;
  auto export_fd = [&] {
    ++exports;
    return new_fd();
  };
  std::string why;
  const CUdeviceptr a = imports.pointer(&block_a, size_t{256} << 20, export_fd, &why);
  ASSERT_NE(a, 0u) << why;
  EXPECT_EQ(driver_.last_size, size_t{256} << 20);
  EXPECT_EQ(imports.pointer(&block_a, size_t{256} << 20, export_fd, &why), a);  // cached
  const CUdeviceptr b = imports.pointer(&block_b, 4096, export_fd, &why);
  EXPECT_NE(b, a);
  EXPECT_EQ(exports, 2);
  EXPECT_EQ(driver_.imports, 2);
  EXPECT_EQ(imports.count(), 2u);
  EXPECT_EQ(driver_.pushes, driver_.pops);  // every context push is undone
  imports.release(&block_a);
  EXPECT_EQ(driver_.freed, 1);
  EXPECT_EQ(driver_.destroyed, 1);
  EXPECT_EQ(driver_.live.count(a), 0u);
  imports.release(&block_a);  // nothing left to release
  EXPECT_EQ(driver_.freed, 1);
  EXPECT_EQ(driver_.last_flags, 0u);
  // A block released and then reallocated at the same address is imported afresh; a dedicated
  // Vulkan allocation says so to CUDA.
  EXPECT_NE(imports.pointer(&block_a, 4096, export_fd, &why, /*dedicated=*/true), 0u);
  EXPECT_EQ(driver_.imports, 3);
  EXPECT_EQ(driver_.last_flags, 1u);  // CUDA_EXTERNAL_MEMORY_DEDICATED
}

TEST_F(CudaInteropFake, FailedImportClosesTheFdAndCachesNothing) {
  driver_.import_result = 999;
  const DriverTable table = fake_table();
  BlockImports imports(table, nullptr);
  int block = 0;
  int fd = -1;
  std::string why;
  EXPECT_EQ(imports.pointer(&block, 4096, [&] { return fd = new_fd(); }, &why), 0u);
  EXPECT_EQ(why, "cuImportExternalMemory failed: CUDA_ERROR_FAKE");
  ASSERT_GE(fd, 0);
  EXPECT_FALSE(is_open(fd));
  EXPECT_EQ(imports.count(), 0u);
  EXPECT_EQ(imports.pointer(&block, 4096, [] { return -1; }, &why), 0u);  // the export itself failed
  EXPECT_NE(why.find("vkGetMemoryFdKHR"), std::string::npos);
}

}  // namespace
