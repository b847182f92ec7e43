// The SPIR-V cache (src/backend/vulkan/spirv_cache.h): what one process stores the next reads
// back, and nothing else: another key, a truncated or corrupt file, or a file from a hash
// collision is a miss. The folder stays under its bound by dropping the least recently used.
// That the backend's compiler goes through it is tested end to end in the Python binding's
// test_pipeline_cache.py (a fused kernel compiled, read back, and recompiled over garbage).
#include "backend/vulkan/spirv_cache.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using kiln::vulkan::load_cached_spirv;
using kiln::vulkan::store_cached_spirv;
using kiln::vulkan::trim_spirv_cache;

// A fresh cache folder, named by KILN_PIPELINE_CACHE_DIR for the test's length.
class SpirvCache : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* saved = std::getenv("KILN_PIPELINE_CACHE_DIR");
    had_saved_ = saved != nullptr;
    if (saved) saved_ = saved;
    folder_ = fs::temp_directory_path() / ("kiln-spirv-cache-" + std::to_string(getpid()));
    fs::remove_all(folder_);
    setenv("KILN_PIPELINE_CACHE_DIR", folder_.c_str(), 1);
  }
  void TearDown() override {
    if (had_saved_) {
      setenv("KILN_PIPELINE_CACHE_DIR", saved_.c_str(), 1);
    } else {
      unsetenv("KILN_PIPELINE_CACHE_DIR");
    }
    fs::remove_all(folder_);
  }

  std::vector<fs::path> files() const {
    std::vector<fs::path> found;
    if (fs::exists(folder_ / "spirv")) {
      for (const auto& entry : fs::directory_iterator(folder_ / "spirv")) found.push_back(entry.path());
    }
    return found;
  }

  static std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }
  static void write(const fs::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  }

  fs::path folder_;
  std::string saved_;
  bool had_saved_ = false;
};

const std::vector<uint32_t> kWords = {0x07230203, 0x00010500, 0x12345678, 7, 0, 42, 0xdeadbeef};
const std::string kKey = "compiler A\n#version 450\nvoid main() {}\n";

TEST_F(SpirvCache, StoredWordsReadBack) {
  EXPECT_FALSE(load_cached_spirv(kKey));
  store_cached_spirv(kKey, kWords);
  ASSERT_EQ(files().size(), 1u);
  auto loaded = load_cached_spirv(kKey);
  ASSERT_TRUE(loaded);
  EXPECT_EQ(*loaded, kWords);
  EXPECT_FALSE(load_cached_spirv(kKey + " "));  // another source
  EXPECT_FALSE(load_cached_spirv("compiler B" + kKey.substr(10)));  // another compiler
  for (const fs::path& file : files()) EXPECT_EQ(file.string().find(".tmp."), std::string::npos);
}

TEST_F(SpirvCache, AnotherKeysFileUnderThisNameIsAMiss) {
  // A hash collision, made by hand: key B's file renamed to key A's name.
  const std::string other = kKey + "// other\n";
  store_cached_spirv(other, {0x07230203, 1, 2});
  ASSERT_EQ(files().size(), 1u);
  const fs::path other_file = files()[0];
  store_cached_spirv(kKey, kWords);
  ASSERT_EQ(files().size(), 2u);
  const fs::path key_file = files()[0] == other_file ? files()[1] : files()[0];
  fs::copy_file(other_file, key_file, fs::copy_options::overwrite_existing);
  EXPECT_FALSE(load_cached_spirv(kKey));
  ASSERT_TRUE(load_cached_spirv(other));
}

TEST_F(SpirvCache, DamagedFilesAreMisses) {
  store_cached_spirv(kKey, kWords);
  const fs::path file = files().at(0);
  const std::string good = read(file);
  const size_t words_at = good.size() - kWords.size() * 4;
  auto damaged = [&](std::string bytes) {
    write(file, bytes);
    return !load_cached_spirv(kKey).has_value();
  };
  EXPECT_TRUE(damaged(""));
  EXPECT_TRUE(damaged("not a cache file"));
  EXPECT_TRUE(damaged(good.substr(0, good.size() - 1)));  // truncated inside a word
  EXPECT_TRUE(damaged(good.substr(0, good.size() - 4)));  // a word short
  EXPECT_TRUE(damaged(good + std::string(4, '\0')));       // a word long
  std::string flipped = good;
  flipped[words_at + 9] ^= 0x10;  // a bit of the third word: the checksum catches it
  EXPECT_TRUE(damaged(flipped));
  std::string no_magic = good;
  no_magic[words_at] = 0;  // not SPIR-V
  EXPECT_TRUE(damaged(no_magic));
  std::string huge_key = good;
  huge_key[15] = '\x7f';  // the key's length (its top byte) past the file's end
  EXPECT_TRUE(damaged(huge_key));
  write(file, good);
  EXPECT_TRUE(load_cached_spirv(kKey));  // the same bytes again: a hit
  // A damaged file is replaced by the next store.
  write(file, "garbage");
  store_cached_spirv(kKey, kWords);
  EXPECT_EQ(*load_cached_spirv(kKey), kWords);
}

TEST_F(SpirvCache, OffStoresNothing) {
  setenv("KILN_PIPELINE_CACHE_DIR", "off", 1);
  store_cached_spirv(kKey, kWords);
  EXPECT_FALSE(load_cached_spirv(kKey));
  EXPECT_FALSE(fs::exists(folder_));
}

TEST_F(SpirvCache, AnUnwritableFolderIsIgnored) {
  fs::create_directories(folder_);
  write(folder_ / "spirv", "a file where the folder should be");
  store_cached_spirv(kKey, kWords);
  EXPECT_FALSE(load_cached_spirv(kKey));
}

TEST_F(SpirvCache, TrimDropsTheLeastRecentlyUsed) {
  const fs::path spirv = folder_ / "spirv";
  fs::create_directories(spirv);
  const auto now = fs::file_time_type::clock::now();
  for (int i = 0; i < 10; ++i) {  // file 0 used longest ago
    const fs::path file = spirv / ("f" + std::to_string(i));
    write(file, std::string(1000, 'x'));
    fs::last_write_time(file, now - std::chrono::hours(10 - i));
  }
  trim_spirv_cache(spirv, 20000);  // under the bound: nothing goes
  EXPECT_EQ(files().size(), 10u);
  trim_spirv_cache(spirv, 5000);  // over: down to half the bound, oldest first
  std::vector<std::string> left;
  for (const fs::path& file : files()) left.push_back(file.filename().string());
  std::sort(left.begin(), left.end());
  EXPECT_EQ(left, (std::vector<std::string>{"f8", "f9"}));
}

TEST_F(SpirvCache, AReadMakesAFileRecent) {
  store_cached_spirv(kKey, kWords);
  const fs::path file = files().at(0);
  const auto long_ago = fs::file_time_type::clock::now() - std::chrono::hours(100);
  fs::last_write_time(file, long_ago);
  ASSERT_TRUE(load_cached_spirv(kKey));
  EXPECT_GT(fs::last_write_time(file), long_ago + std::chrono::hours(99));
}

}  // namespace
